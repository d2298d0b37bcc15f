extension FacialExpression {
    /// What a screen reader says of the face:
    /// `<Name>: eyes <open|closed|squinting>[, brows <relaxed|furrowed>], <mouth>`.
    ///
    /// - The name is the emotion the expression is exactly (`Happy`), else `Face`.
    /// - Brows are named only when they are not normal.
    /// - The mouth is `frowning`, `smirking`, `straight-faced`, `grinning` or `smiling`.
    ///
    /// `Happy: eyes open, smiling`, `Angry: eyes closed, brows furrowed, frowning`,
    /// `Face: eyes squinting, straight-faced`.
    public var accessibleDescription: String {
        var parts = ["eyes \(eyes.rawValue)"]
        if eyeBrows != .normal { parts.append("brows \(eyeBrows.rawValue)") }
        parts.append(mouth.spokenWord)
        return "\(Emotion(self)?.name ?? "Face"): " + parts.joined(separator: ", ")
    }
}

extension FacialExpression.Mouth {
    /// How the accessible description says the mouth.
    var spokenWord: String {
        switch self {
        case .frown: "frowning"
        case .smirk: "smirking"
        case .neutral: "straight-faced"
        case .grin: "grinning"
        case .smile: "smiling"
        }
    }
}
