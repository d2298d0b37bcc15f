@testable import Machismo
import Testing

/// `Text Import Failed`: Stop Warning silences failures until the same file is dropped again.
@Suite struct ImportWarningTests {
    @Test func warnsUntilStoppedThenStaysSilent() {
        var warning = ImportWarning()
        #expect(warning.shouldWarn(aboutFailedImportOf: "/a.png", dropped: true))
        warning.stop(after: "/a.png")
        #expect(!warning.shouldWarn(aboutFailedImportOf: "/b.bin", dropped: true))
        #expect(!warning.shouldWarn(aboutFailedImportOf: "/a.png", dropped: false), "opening it is not dropping it")
        #expect(!warning.isOn)
    }

    @Test func droppingTheSameFileAgainTurnsTheWarningBackOn() {
        var warning = ImportWarning()
        warning.stop(after: "/a.png")
        #expect(warning.shouldWarn(aboutFailedImportOf: "/a.png", dropped: true))
        #expect(warning.isOn)
        #expect(warning.shouldWarn(aboutFailedImportOf: "/b.bin", dropped: true), "and it stays on")
    }
}
