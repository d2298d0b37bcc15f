import FoundationEssentials
import Storage

/// The main window's size and maximized state, kept across launches in
/// `$XDG_CONFIG_HOME/machismo/window.json`.
struct WindowState: Codable, Equatable, Sendable {
    var width: Int
    var height: Int
    var maximized: Bool

    static let standard = WindowState(width: 960, height: 720, maximized: false)

    /// The smallest size restored; a smaller saved size is a damaged file's.
    static let minimum = (width: 360, height: 400)

    /// This state with sizes clamped to what a window can sensibly open with.
    var sanitized: WindowState {
        WindowState(
            width: min(max(width, Self.minimum.width), 16384),
            height: min(max(height, Self.minimum.height), 16384),
            maximized: maximized
        )
    }

    static func file(in directories: XDGDirectories) -> StateFile<WindowState> {
        StateFile(url: directories.config.appendingPathComponent("window.json"))
    }
}
