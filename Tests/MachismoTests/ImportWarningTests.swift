@testable import Machismo
import Testing

/// `Text Import Failed`: Stop Warning silences failures until the same file is dropped again.
@Suite struct ImportWarningTests {
    @Test func warnsUntilStoppedThenStaysSilent() {
        var warning = ImportWarning()
        let first = warning.shouldWarn(aboutFailedImportOf: "/a.png", dropped: true)
        #expect(first)
        warning.stop(after: "/a.png")
        let other = warning.shouldWarn(aboutFailedImportOf: "/b.bin", dropped: true)
        #expect(!other)
        let opened = warning.shouldWarn(aboutFailedImportOf: "/a.png", dropped: false)
        #expect(!opened, "opening it is not dropping it")
        #expect(!warning.isOn)
    }

    @Test func droppingTheSameFileAgainTurnsTheWarningBackOn() {
        var warning = ImportWarning()
        warning.stop(after: "/a.png")
        let again = warning.shouldWarn(aboutFailedImportOf: "/a.png", dropped: true)
        #expect(again)
        #expect(warning.isOn)
        let next = warning.shouldWarn(aboutFailedImportOf: "/b.bin", dropped: true)
        #expect(next, "and it stays on")
    }
}
