import Localization

extension FacialExpression {
    /// What a screen reader says of the face, in the user's language:
    /// `<Name>: eyes <open|closed|squinting>[, brows <relaxed|furrowed>], <mouth>`.
    ///
    /// - The name is the emotion the expression is exactly (`Happy`), else `Face`.
    /// - Brows are named only when they are not normal.
    /// - The mouth is `frowning`, `smirking`, `straight-faced`, `grinning` or `smiling`.
    ///
    /// `Happy: eyes open, smiling`, `Angry: eyes closed, brows furrowed, frowning`,
    /// `Face: eyes squinting, straight-faced`. Each part is a whole phrase of its own
    /// (`eyes open`), and the list is a message of its own, so that a translator
    /// orders and punctuates it.
    public var accessibleDescription: String {
        // TRANSLATORS: the name of a face with no emotion's expression, as a screen reader says it.
        let name = Emotion(self)?.name ?? trc("face", "Face")
        guard let brows = eyeBrows.spokenPhrase else {
            // TRANSLATORS: a face as a screen reader says it: its name (Happy), its eyes (eyes open),
            // its mouth (smiling).
            return tr("%1$s: %2$s, %3$s", name, eyes.spokenPhrase, mouth.spokenWord)
        }
        // TRANSLATORS: a face as a screen reader says it: its name (Angry), its eyes (eyes closed),
        // its brows (brows furrowed), its mouth (frowning).
        return tr("%1$s: %2$s, %3$s, %4$s", name, eyes.spokenPhrase, brows, mouth.spokenWord)
    }
}

extension FacialExpression.Eyes {
    /// How the accessible description says the eyes.
    var spokenPhrase: String {
        switch self {
        // TRANSLATORS: a part of a face's description for a screen reader ("Happy: eyes open, smiling").
        case .open: tr("eyes open")
        case .closed: tr("eyes closed")
        case .squinting: tr("eyes squinting")
        }
    }
}

extension FacialExpression.EyeBrows {
    /// How the accessible description says the brows; nil for normal brows, which go unsaid.
    var spokenPhrase: String? {
        switch self {
        // TRANSLATORS: a part of a face's description for a screen reader ("Sad: eyes closed, brows relaxed, frowning").
        case .relaxed: tr("brows relaxed")
        case .normal: nil
        case .furrowed: tr("brows furrowed")
        }
    }
}

extension FacialExpression.Mouth {
    /// How the accessible description says the mouth.
    var spokenWord: String {
        switch self {
        // TRANSLATORS: the mouth of a face, in its description for a screen reader ("Happy: eyes open, smiling").
        case .frown: tr("frowning")
        case .smirk: tr("smirking")
        case .neutral: tr("straight-faced")
        case .grin: tr("grinning")
        case .smile: tr("smiling")
        }
    }
}
