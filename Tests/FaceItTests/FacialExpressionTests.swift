import FaceIt
import Testing

@Suite struct FacialExpressionTests {
    typealias Mouth = FacialExpression.Mouth

    @Test func happierAndSadderMoveTheMouthOneStepAndStopAtTheEnds() {
        let face = FacialExpression(eyes: .open, eyeBrows: .normal, mouth: .neutral)
        #expect(face.happier.mouth == .grin)
        #expect(face.happier.happier.mouth == .smile)
        #expect(face.happier.happier.happier.mouth == .smile)
        #expect(face.sadder.mouth == .smirk)
        #expect(face.sadder.sadder.mouth == .frown)
        #expect(face.sadder.sadder.sadder.mouth == .frown)
        #expect(face.happier.eyes == .open && face.happier.eyeBrows == .normal, "only the mouth moves")
    }

    @Test func mouthCurvatureRunsFromFrownToSmile() {
        #expect(Mouth.allCases.map(\.curvature) == [-1, -0.5, 0, 0.5, 1])
        #expect(Mouth.allCases == [.frown, .smirk, .neutral, .grin, .smile])
    }

    @Test func browsMoveOneStepClamped() {
        let relaxed = FacialExpression(eyeBrows: .relaxed)
        #expect(relaxed.moreRelaxed.eyeBrows == .relaxed)
        #expect(relaxed.moreFurrowed.eyeBrows == .normal)
        #expect(relaxed.moreFurrowed.moreFurrowed.eyeBrows == .furrowed)
        #expect(relaxed.moreFurrowed.moreFurrowed.moreFurrowed.eyeBrows == .furrowed)
        #expect(FacialExpression(eyeBrows: .furrowed).moreRelaxed.eyeBrows == .normal)
    }

    @Test func togglingOpensAndClosesTheEyesButSquintingStays() {
        #expect(FacialExpression(eyes: .open).togglingEyes.eyes == .closed)
        #expect(FacialExpression(eyes: .closed).togglingEyes.eyes == .open)
        #expect(FacialExpression(eyes: .squinting).togglingEyes.eyes == .squinting)
        let face = FacialExpression(eyes: .open, eyeBrows: .furrowed, mouth: .grin)
        #expect(face.togglingEyes.togglingEyes == face)
    }

    @Test func theDefaultFaceIsOpenEyedNormalBrowedAndStraightFaced() {
        #expect(FacialExpression() == FacialExpression(eyes: .open, eyeBrows: .normal, mouth: .neutral))
    }
}

@Suite struct EmotionTests {
    @Test func theListNamesFiveEmotionsInOrder() {
        #expect(Emotion.allCases.map(\.name) == ["Angry", "Happy", "Worried", "Mischievous", "Sad"])
    }

    @Test func eachEmotionHasTheLecturesFace() {
        #expect(Emotion.angry.expression == FacialExpression(eyes: .closed, eyeBrows: .furrowed, mouth: .frown))
        #expect(Emotion.happy.expression == FacialExpression(eyes: .open, eyeBrows: .normal, mouth: .smile))
        #expect(Emotion.worried.expression == FacialExpression(eyes: .open, eyeBrows: .relaxed, mouth: .smirk))
        #expect(Emotion.mischievous.expression == FacialExpression(eyes: .open, eyeBrows: .furrowed, mouth: .grin))
        #expect(Emotion.sad.expression == FacialExpression(eyes: .closed, eyeBrows: .relaxed, mouth: .frown))
    }

    @Test func anExpressionIsAnEmotionOnlyWhenItMatchesExactly() {
        for emotion in Emotion.allCases { #expect(Emotion(emotion.expression) == emotion) }
        #expect(Emotion(FacialExpression()) == nil)
        #expect(Emotion(Emotion.happy.expression.sadder) == nil)
        #expect(Emotion(Emotion.sad.expression.moreFurrowed.moreFurrowed) == .angry)
    }
}

@Suite struct AccessibleDescriptionTests {
    @Test func emotionsAreNamed() {
        #expect(Emotion.happy.expression.accessibleDescription == "Happy: eyes open, smiling")
        #expect(Emotion.angry.expression.accessibleDescription == "Angry: eyes closed, brows furrowed, frowning")
        #expect(Emotion.worried.expression.accessibleDescription == "Worried: eyes open, brows relaxed, smirking")
        #expect(
            Emotion.mischievous.expression.accessibleDescription == "Mischievous: eyes open, brows furrowed, grinning")
        #expect(Emotion.sad.expression.accessibleDescription == "Sad: eyes closed, brows relaxed, frowning")
    }

    @Test func otherExpressionsAreAFace() {
        #expect(FacialExpression().accessibleDescription == "Face: eyes open, straight-faced")
        #expect(
            FacialExpression(eyes: .squinting, eyeBrows: .normal, mouth: .grin).accessibleDescription
                == "Face: eyes squinting, grinning")
        #expect(Emotion.happy.expression.togglingEyes.accessibleDescription == "Face: eyes closed, smiling")
    }
}
