import Foundation
import Gtk
import XCTest

/// The display's input and windows, as a user or a window manager moves them: xdotool.

struct XdotoolFailed: Error {
    var arguments: [String]
}

/// Runs xdotool (the display's input, as a user gives it) and fails on its error.
@discardableResult
func xdotool(_ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw XdotoolFailed(arguments: arguments) }
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}

/// The X window showing `window`, found by a title given for the purpose.
@MainActor
func xWindowID(of window: Window) throws -> String {
    window.title = "gtk-test-window-\(getpid())"
    settle()
    return try xdotool("search", "--name", "^\(window.title)$").split(separator: "\n").first.map(String.init) ?? ""
}

/// An X window's place and size on the screen (no window manager: X positions are screen
/// positions).
func xGeometry(_ id: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
    let shell = try xdotool("getwindowgeometry", "--shell", id)
    let values = Dictionary(
        uniqueKeysWithValues: shell.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            return (String(parts[0]), value)
        })
    return (values["X"] ?? 0, values["Y"] ?? 0, values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
}

/// The screen position of the window's content.
@MainActor
func screenOrigin(of window: Window) throws -> (Int, Int) {
    let geometry = try xGeometry(try xWindowID(of: window))
    return (geometry.x, geometry.y)
}

/// This process's most recently mapped X window on the screen that is not the test window
/// (a popup's, a tooltip's), more than a pixel in size, if there is one.
func otherShownWindow() throws -> (x: Int, y: Int, width: Int, height: Int)? {
    let ids = try xdotool("search", "--onlyvisible", "--pid", "\(getpid())").split(separator: "\n").map(String.init)
    for id in ids.reversed() {
        let name = (try? xdotool("getwindowname", id))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if name.hasPrefix("gtk-test-window") { continue }
        let geometry = try xGeometry(id)
        if geometry.width > 1, geometry.height > 1 { return geometry }
    }
    return nil
}
