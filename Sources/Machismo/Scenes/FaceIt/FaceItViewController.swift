import FaceDrawing
import FaceIt
import Navigation

/// The FaceIt tab: the Emotions list beside a face, one stack when the window
/// is narrower than `collapseWidth`. Until an emotion is chosen the detail
/// pane holds a face of its own, titled "FaceIt".
///
/// **Restoration.** The face shown beside the list (or pushed on it) comes
/// back on the next launch with its expression and zoom, through
/// `encodeRestorableState`: `emotion` (the row it came from, if any), `eyes`,
/// `brows`, `mouth` and `scale`.
@MainActor
final class FaceItViewController: SplitViewController {
    let emotions: EmotionsViewController

    init() {
        emotions = EmotionsViewController()
        super.init(master: NavigationController(rootViewController: emotions))
        restorationIdentifier = "faceit"
        tabBarItem.title = "FaceIt"
        tabBarItem.iconName = "face-smile-symbolic"
        makePlaceholderDetail = { FaceViewController() }
    }

    /// The face on screen: beside the list, or pushed on it when collapsed.
    var shownFace: FaceViewController? {
        guard let face = detail as? FaceViewController else { return nil }
        if isCollapsed, face.parent !== master { return nil }
        return face
    }

    override func encodeRestorableState() -> [String: String] {
        guard let face = shownFace else { return [:] }
        let untouched = face.expression == FacialExpression() && face.scale == FaceGeometry.defaultScale
        if isShowingPlaceholderDetail, untouched { return [:] }
        var state = ["eyes": face.expression.eyes.rawValue, "brows": face.expression.eyeBrows.rawValue,
                     "mouth": face.expression.mouth.rawValue, "scale": "\(face.scale)"]
        if !isShowingPlaceholderDetail, let emotion = face.title.flatMap(Emotion.init(rawValue:)) {
            state["emotion"] = emotion.name
        }
        return state
    }

    override func decodeRestorableState(_ state: [String: String]) {
        guard let eyes = state["eyes"].flatMap(FacialExpression.Eyes.init(rawValue:)),
              let brows = state["brows"].flatMap(FacialExpression.EyeBrows.init(rawValue:)),
              let mouth = state["mouth"].flatMap(FacialExpression.Mouth.init(rawValue:)) else { return }
        let face: FaceViewController?
        if let emotion = state["emotion"].flatMap(Emotion.init(rawValue:)) {
            face = emotions.show(emotion, animated: false)
        } else {
            face = shownFace
        }
        face?.expression = FacialExpression(eyes: eyes, eyeBrows: brows, mouth: mouth)
        if let scale = state["scale"].flatMap(Double.init) { face?.scale = scale }
    }
}
