/// The FaceIt model, as in the lecture: what the eyes, the brows and the mouth
/// are doing. It knows nothing of how a face is drawn.
///
/// `happier`/`sadder` move the mouth one step along frown … smile and stop at
/// the ends; `moreFurrowed`/`moreRelaxed` move the brows one step along
/// relaxed … furrowed; `togglingEyes` opens closed eyes and closes open ones
/// (squinting eyes stay squinting).
public struct FacialExpression: Hashable, Sendable {
    public enum Eyes: String, CaseIterable, Sendable {
        case open, closed, squinting
    }

    public enum EyeBrows: String, CaseIterable, Sendable {
        case relaxed, normal, furrowed

        public var moreRelaxedBrow: EyeBrows { self == .furrowed ? .normal : .relaxed }
        public var moreFurrowedBrow: EyeBrows { self == .relaxed ? .normal : .furrowed }
    }

    /// From saddest to happiest.
    public enum Mouth: String, CaseIterable, Sendable {
        case frown, smirk, neutral, grin, smile

        public var sadderMouth: Mouth { Mouth.allCases[max(Mouth.allCases.firstIndex(of: self)! - 1, 0)] }
        public var happierMouth: Mouth {
            Mouth.allCases[min(Mouth.allCases.firstIndex(of: self)! + 1, Mouth.allCases.count - 1)]
        }

        /// How the mouth curves: −1 frown, −0.5 smirk, 0 neutral, 0.5 grin, 1 smile.
        public var curvature: Double {
            switch self {
            case .frown: -1
            case .smirk: -0.5
            case .neutral: 0
            case .grin: 0.5
            case .smile: 1
            }
        }
    }

    public var eyes: Eyes
    public var eyeBrows: EyeBrows
    public var mouth: Mouth

    public init(eyes: Eyes = .open, eyeBrows: EyeBrows = .normal, mouth: Mouth = .neutral) {
        self.eyes = eyes
        self.eyeBrows = eyeBrows
        self.mouth = mouth
    }

    public var happier: FacialExpression { with { $0.mouth = mouth.happierMouth } }
    public var sadder: FacialExpression { with { $0.mouth = mouth.sadderMouth } }
    public var moreFurrowed: FacialExpression { with { $0.eyeBrows = eyeBrows.moreFurrowedBrow } }
    public var moreRelaxed: FacialExpression { with { $0.eyeBrows = eyeBrows.moreRelaxedBrow } }

    /// Open eyes close and closed eyes open; squinting eyes stay squinting.
    public var togglingEyes: FacialExpression {
        with {
            switch eyes {
            case .open: $0.eyes = .closed
            case .closed: $0.eyes = .open
            case .squinting: break
            }
        }
    }

    private func with(_ change: (inout FacialExpression) -> Void) -> FacialExpression {
        var copy = self
        change(&copy)
        return copy
    }
}
