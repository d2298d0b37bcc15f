import Foundation
import XCTest

/// Poppler's command-line tools (`pdftotext`, `pdfinfo`, `pdftoppm`), which read back what an
/// export or a print wrote. `scripts/install-system-packages` installs them.
enum PopplerTools {
    /// The tool's standard output; a tool that is missing or fails fails the test.
    static func run(_ name: String, _ arguments: String...) throws -> String {
        let path = "/usr/bin/\(name)"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            XCTFail("\(name) is missing: scripts/install-system-packages installs poppler-utils")
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(name) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }
}
