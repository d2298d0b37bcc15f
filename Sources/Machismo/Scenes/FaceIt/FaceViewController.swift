import FaceDrawing
import FaceIt
import Localization
import Navigation

/// The lecture's FaceViewController: a face whose `expression` and zoom
/// (`scale`) the user changes with gestures and keys. The Emotions list
/// prepares it through `expression` and `emotion` before its view loads.
@MainActor
final class FaceViewController: ViewController {
    /// The title the face has when no emotion was chosen.
    static var untitled: String {
        // TRANSLATORS: the name of the scene (a face that changes its expression), as its tab and first face show it.
        tr("FaceIt")
    }

    /// The emotion the face was prepared with, if any: its name is the title, which
    /// stays while the user changes the expression.
    var emotion: Emotion? {
        didSet { title = emotion?.name ?? Self.untitled }
    }

    var expression = FacialExpression() {
        didSet { updateUI() }
    }

    /// The skull's share of the view, kept within `FaceGeometry.scaleRange`
    /// (NaN, which no range contains and `min`/`max` pass through, is the default).
    var scale = FaceGeometry.defaultScale {
        didSet {
            let range = FaceGeometry.scaleRange
            if scale.isNaN {
                scale = FaceGeometry.defaultScale
            } else if !range.contains(scale) {
                scale = min(max(scale, range.lowerBound), range.upperBound)
            }
            updateUI()
        }
    }

    private(set) lazy var faceView = FaceView()

    override init() {
        super.init()
        title = Self.untitled
    }

    override func loadView() -> PlatformView { faceView }

    override func viewDidLoad() {
        faceView.onAction = { [weak self] action in self?.perform(action) }
        updateUI()
    }

    override func viewWillAppear(_ animated: Bool) {
        updateUI()
        // The style may have turned dark or light while the face was away.
        faceView.queueDraw()
    }

    /// What the user asked of the face, by gesture or key.
    func perform(_ action: FaceView.Action) {
        switch action {
        case .zoom(let factor): scale *= factor
        case .toggleEyes: expression = expression.togglingEyes
        case .happier: expression = expression.happier
        case .sadder: expression = expression.sadder
        case .moreFurrowed: expression = expression.moreFurrowed
        case .moreRelaxed: expression = expression.moreRelaxed
        }
    }

    private func updateUI() {
        guard isViewLoaded else { return }
        faceView.expression = expression
        faceView.scale = scale
    }
}
