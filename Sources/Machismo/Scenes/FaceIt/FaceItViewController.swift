import FaceDrawing
import FaceIt
import Localization
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
        // TRANSLATORS: the name of the scene (a face that changes its expression), as its tab and first face show it.
        tabBarItem.title = tr("FaceIt")
        tabBarItem.iconName = "face-smile-symbolic"
        makePlaceholderDetail = { FaceViewController() }
    }

    /// The face on screen: beside the list, or pushed on it when collapsed.
    var shownFace: FaceViewController? {
        guard let face = detail as? FaceViewController else { return nil }
        if isCollapsed, face.parent !== master { return nil }
        return face
    }

    override func encodeRestorableState() -> [String: RestorableValue] {
        guard let face = shownFace else { return [:] }
        let untouched = face.expression == FacialExpression() && face.scale == FaceGeometry.defaultScale
        if isShowingPlaceholderDetail, untouched { return [:] }
        var state: [String: RestorableValue] = [
            "eyes": .string(face.expression.eyes.rawValue), "brows": .string(face.expression.eyeBrows.rawValue),
            "mouth": .string(face.expression.mouth.rawValue), "scale": .number(face.scale),
        ]
        if !isShowingPlaceholderDetail, let emotion = face.emotion {
            state["emotion"] = .string(emotion.rawValue)
        }
        return state
    }

    /// A face whose parts are not all known stays as it is; a zoom outside the
    /// face's range is brought within it (older saves kept the zoom as a string).
    override func decodeRestorableState(_ state: [String: RestorableValue]) {
        guard let eyes = state["eyes"]?.stringValue.flatMap(FacialExpression.Eyes.init(rawValue:)),
            let brows = state["brows"]?.stringValue.flatMap(FacialExpression.EyeBrows.init(rawValue:)),
            let mouth = state["mouth"]?.stringValue.flatMap(FacialExpression.Mouth.init(rawValue:))
        else { return }
        let face: FaceViewController?
        if let emotion = state["emotion"]?.stringValue.flatMap(Emotion.init(rawValue:)) {
            face = emotions.show(emotion, animated: false)
        } else {
            face = shownFace
        }
        face?.expression = FacialExpression(eyes: eyes, eyeBrows: brows, mouth: mouth)
        if let scale = state["scale"]?.doubleValue { face?.scale = scale }
    }
}
