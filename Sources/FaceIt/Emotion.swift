import Localization

/// The named expressions of the Emotions list, with the faces the lecture gave them.
/// The raw value (`Happy`) names the emotion in segues and saved state; `name` is
/// what the user reads.
public enum Emotion: String, CaseIterable, Sendable {
    case angry = "Angry"
    case happy = "Happy"
    case worried = "Worried"
    case mischievous = "Mischievous"
    case sad = "Sad"

    /// The emotion's name as the list and the face's title show it, in the user's language.
    public var name: String {
        switch self {
        // TRANSLATORS: an emotion of FaceIt's list and the title of its face.
        case .angry: trc("emotion", "Angry")
        case .happy: trc("emotion", "Happy")
        case .worried: trc("emotion", "Worried")
        case .mischievous: trc("emotion", "Mischievous")
        case .sad: trc("emotion", "Sad")
        }
    }

    public var expression: FacialExpression {
        switch self {
        case .angry: FacialExpression(eyes: .closed, eyeBrows: .furrowed, mouth: .frown)
        case .happy: FacialExpression(eyes: .open, eyeBrows: .normal, mouth: .smile)
        case .worried: FacialExpression(eyes: .open, eyeBrows: .relaxed, mouth: .smirk)
        case .mischievous: FacialExpression(eyes: .open, eyeBrows: .furrowed, mouth: .grin)
        case .sad: FacialExpression(eyes: .closed, eyeBrows: .relaxed, mouth: .frown)
        }
    }

    /// The emotion whose face is exactly `expression`, if any.
    public init?(_ expression: FacialExpression) {
        guard let match = Emotion.allCases.first(where: { $0.expression == expression }) else { return nil }
        self = match
    }
}
