import RichText
import RichTextTestSupport
import Testing

/// The steps Undo takes back: edits, their inverses, and how a text editor groups them.
@Suite struct TextEditTests {
    private let red = TextAttributes(color: .red)

    @Test func everyEditsInverseTakesItBack() {
        let start = attributed(("Hello", red), (" world", .plain))
        let outlined = TextAttributes(color: .red, outline: true)
        let edits: [TextEdit] = [
            .insert(AttributedText("big "), at: 6),
            .delete(start[0..<3], at: 0),
            .restyle(before: start[1..<4], after: AttributedText("ell", attributes: outlined), at: 1),
        ]
        for edit in edits {
            var text = start
            text.apply(edit)
            #expect(text != start, "\(edit) changes the text")
            text.apply(edit.inverse)
            #expect(text == start, "\(edit) is taken back")
            text.expectValidRuns()
        }
        let step: [TextEdit] = Array(edits.prefix(2))  // one after the other, as an action makes them
        var text = start
        text.apply(step)
        #expect(text.string == "lo big world")
        text.apply(step.inverse)
        #expect(text == start, "a step of several edits is taken back last first")
    }

    @Test func typingRunsMergeAndOtherEditsDoNot() {
        let typed = TextEdit.insert(AttributedText("ab"), at: 3)
        #expect(typed.merged(with: .insert(AttributedText("c"), at: 5)) == .insert(AttributedText("abc"), at: 3))
        #expect(typed.merged(with: .insert(AttributedText("c"), at: 1)) == nil, "the cursor jumped")
        #expect(typed.merged(with: .insert(AttributedText("pasted"), at: 5)) == nil, "a paste is a step of its own")
        #expect(typed.merged(with: .delete(AttributedText("b"), at: 4)) == nil, "a deletion after typing")
        let backspace = TextEdit.delete(AttributedText("d"), at: 3)
        #expect(backspace.merged(with: .delete(AttributedText("c"), at: 2)) == .delete(AttributedText("cd"), at: 2))
        #expect(backspace.merged(with: .delete(AttributedText("e"), at: 3)) == .delete(AttributedText("de"), at: 3))
        #expect(backspace.merged(with: .delete(AttributedText("x"), at: 9)) == nil)
        let restyle = TextEdit.restyle(before: AttributedText("a"), after: AttributedText("a", attributes: red), at: 0)
        #expect(restyle.merged(with: restyle) == nil)
    }

    @Test func aRunOfTypingIsOneStepAndAnActionsEditsAreOne() {
        var grouping = TextEditGrouping()
        func type(_ character: String, at offset: Int) -> TextEditGrouping.Outcome? {
            grouping.beginAction()
            #expect(
                grouping.record(.insert(AttributedText(character), at: offset)) == nil, "waits for the action's end")
            return grouping.endAction()
        }
        #expect(type("a", at: 0) == .newStep([.insert(AttributedText("a"), at: 0)]))
        #expect(type("b", at: 1) == .extendLastStep(.insert(AttributedText("ab"), at: 0)))
        #expect(type("c", at: 2) == .extendLastStep(.insert(AttributedText("abc"), at: 0)))
        grouping.endRun()  // a colour, say
        #expect(type("d", at: 3) == .newStep([.insert(AttributedText("d"), at: 3)]))
        // Typing over a selection: a deletion and an insertion in one action, one step.
        grouping.beginAction()
        _ = grouping.record(.delete(AttributedText("ab"), at: 0))
        _ = grouping.record(.insert(AttributedText("X"), at: 0))
        #expect(
            grouping.endAction()
                == .newStep([.delete(AttributedText("ab"), at: 0), .insert(AttributedText("X"), at: 0)]))
        #expect(type("Y", at: 1) == .newStep([.insert(AttributedText("Y"), at: 1)]), "a replacement is no run")
        // Outside an action, an edit is a step at once.
        #expect(
            grouping.record(.insert(AttributedText("Z"), at: 2))
                == .extendLastStep(.insert(AttributedText("YZ"), at: 1)))
        #expect(grouping.endAction() == nil, "an end without a beginning")
    }
}
