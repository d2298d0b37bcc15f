import Gtk
@testable import Machismo
import Navigation
import class Notifications.NotificationCenter
import Storage
import Storyboard
import XDGTestSupport

/// Attributor on screen in its own stack in a real window, with its own notification center,
/// over a temporary home: what the controller, undo and export tests share.
@MainActor
struct AttributorScene {
    let center: NotificationCenter
    let attributor: AttributorViewController
    let fonts: PreferredFonts
    let navigation: NavigationController
    let window: Window

    /// Runs `body` with Attributor on screen in `home`'s XDG folders, then closes the window.
    nonisolated static func run(in home: TemporaryHome, _ body: @MainActor (AttributorScene) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let directories = home.directories
            let center = NotificationCenter()
            let fonts = PreferredFonts(settings: SettingsStore(directories: directories), center: center)
            let attributor = AttributorViewController(directories: directories, fonts: fonts, center: center)
            let navigation = NavigationController(rootViewController: attributor)
            let (window, storyboard) = try makeTestWindow(root: navigation)
            defer {
                storyboard.disappear()
                window.destroy()
            }
            try body(
                AttributorScene(
                    center: center, attributor: attributor, fonts: fonts, navigation: navigation, window: window))
        }
    }
}
