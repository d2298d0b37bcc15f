@testable import Machismo
import Testing

/// `Image Drop Failed`: Stop Warning silences failures until the same file is dropped again.
@Suite struct ImageDropWarningTests {
    @Test func warnsUntilStoppedThenStaysSilentForOtherFiles() {
        var warning = ImageDropWarning()
        let first = warning.shouldWarn(aboutFailedDropOf: "/notes.txt")
        #expect(first)
        warning.stop(after: "/notes.txt")
        let other = warning.shouldWarn(aboutFailedDropOf: "/huge.png")
        #expect(!other)
        let clipboard = warning.shouldWarn(aboutFailedDropOf: nil)
        #expect(!clipboard, "a failed paste of the clipboard's contents is no file dropped again")
        #expect(!warning.isOn)
    }

    @Test func droppingTheSameFileAgainTurnsTheWarningBackOn() {
        var warning = ImageDropWarning()
        warning.stop(after: "/notes.txt")
        let again = warning.shouldWarn(aboutFailedDropOf: "/notes.txt")
        #expect(again)
        #expect(warning.isOn)
        let next = warning.shouldWarn(aboutFailedDropOf: "/huge.png")
        #expect(next, "and it stays on")
    }

    @Test func stoppedOnTheClipboardOnlyAFileCannotTurnItBackOn() {
        var warning = ImageDropWarning()
        warning.stop(after: nil)
        let pasted = warning.shouldWarn(aboutFailedDropOf: nil)
        #expect(!pasted)
        let dropped = warning.shouldWarn(aboutFailedDropOf: "/notes.txt")
        #expect(!dropped)
    }
}
