import FaceIt
import Gtk
import Localization
import Navigation
import Storyboard

/// The Emotions list, the master page of the FaceIt tab: Angry, Happy,
/// Worried, Mischievous, Sad. Each row performs the `showDetail` segue named
/// after its emotion (`Segue.showFace`: its raw value, whatever the language); `prepare(for:sender:)`
/// gives the fresh face the emotion, its expression and its name. The row of the face shown beside the list
/// reads as selected.
@MainActor
final class EmotionsViewController: ViewController {
    /// The emotion whose face is shown beside the list, if any.
    var currentEmotion: Emotion? {
        didSet { markCurrentRow() }
    }

    private lazy var list = ListBox()

    /// The segues this page performs.
    enum Segue {
        /// The segue of `emotion`'s row; its name tells `prepare(for:sender:)` the emotion.
        static func showFace(_ emotion: Emotion) -> SegueIdentifier<FaceViewController> {
            SegueIdentifier(emotion.rawValue)
        }
    }

    override init() {
        super.init()
        // TRANSLATORS: the title of FaceIt's list of emotions.
        title = tr("Emotions")
        for emotion in Emotion.allCases {
            registerSegue(Segue.showFace(emotion), kind: .showDetail) { FaceViewController() }
        }
    }

    override func loadView() -> PlatformView {
        list.addCSSClass("boxed-list")
        list.addCSSClass("emotions-list")
        list.activatesOnSingleClick = true
        // TRANSLATORS: the accessible name of FaceIt's list of emotions.
        list.accessibleLabel = tr("Emotions")
        list.valign = .start
        list.setMargins(top: 12, bottom: 18, start: 12, end: 12)
        for emotion in Emotion.allCases {
            let label = Label(emotion.name)
            label.xalign = 0
            label.setMargins(top: 12, bottom: 12, start: 12, end: 12)
            label.accessibleLabel = emotion.name
            list.append(label)
        }
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        scrolled.vexpand = true
        scrolled.child = list
        return scrolled
    }

    override func viewDidLoad() {
        list.onRowActivated { [weak self] index in
            guard Emotion.allCases.indices.contains(index) else { return }
            self?.show(Emotion.allCases[index])
        }
        markCurrentRow()
    }

    override func viewWillAppear(_ animated: Bool) {
        guard let split = splitViewController, !split.isCollapsed,
            let face = split.detail as? FaceViewController
        else {
            currentEmotion = nil
            return
        }
        currentEmotion = face.emotion
    }

    /// Shows `emotion`'s face as choosing its row does; returns the fresh face.
    @discardableResult
    func show(_ emotion: Emotion, animated: Bool = true) -> FaceViewController? {
        performSegue(withIdentifier: Segue.showFace(emotion), sender: emotion, animated: animated)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let emotion = Emotion(rawValue: segue.identifier),
            let face = segue.destination(for: Segue.showFace(emotion))
        else { return }
        face.expression = emotion.expression
        face.emotion = emotion
        let expanded = !(splitViewController?.isCollapsed ?? true)
        currentEmotion = expanded ? emotion : nil
    }

    private func markCurrentRow() {
        guard isViewLoaded else { return }
        for (index, emotion) in Emotion.allCases.enumerated() {
            guard let row = list.row(at: index) else { continue }
            row.setCSSClass("current", emotion == currentEmotion)
            row.setAccessibleSelected(emotion == currentEmotion)
        }
    }
}
