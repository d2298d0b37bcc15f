import Alerts
import EmojiArt
import EmojiArtDrawing
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Notifications
import Storage
import Storyboard
import XDGTestSupport
import XCTest

/// What EmojiArt's controller tests share: a fresh documents folder per test, and the
/// browser on screen in a real window.
class EmojiArtTestCase: XCTestCase {
    var home: TemporaryHome!
    /// The browser's folder: Documents/EmojiArt in the home, made when first needed.
    var folder: URL! { home?.url.appendingPathComponent("Documents/EmojiArt", isDirectory: true) }

    override func setUpWithError() throws {
        home = try TemporaryHome("emojiart")
    }

    override func tearDown() {
        home = nil
    }

    @MainActor
    struct Scene {
        let browser: EmojiArtBrowserViewController
        let center: Notifications.NotificationCenter
        let alerts: AlertPresenter
        let storyboard: StoryboardWindow
        /// The preferred fonts the browser hands its documents (the app's text size).
        let fonts: PreferredFonts

        /// New Document, and the document page it presented.
        func newDocument() throws -> EmojiArtViewController {
            browser.newItem.perform()
            return try XCTUnwrap(browser.root.presentedViewController as? EmojiArtViewController)
        }
    }

    /// A browser on screen in a window; `beforeAppearing` runs before it appears (where
    /// the app's restoration hands it its state).
    func withBrowserOnScreen(
        beforeAppearing: @MainActor (EmojiArtBrowserViewController) throws -> Void = { _ in },
        _ body: @MainActor (Scene) throws -> Void
    ) throws {
        let folder = folder!
        let directories = home.directories
        try MainActor.assumeIsolated {
            let center = Notifications.NotificationCenter()
            let fonts = PreferredFonts(settings: SettingsStore(directories: directories), center: center)
            let browser = EmojiArtBrowserViewController(
                library: EmojiArtLibrary(folder: folder), fonts: fonts, center: center)
            try beforeAppearing(browser)
            let navigation = NavigationController(rootViewController: browser)
            let (window, storyboard) = try makeTestWindow(root: navigation)
            defer {
                storyboard.disappear()
                window.destroy()
            }
            try body(
                Scene(
                    browser: browser, center: center, alerts: storyboard.alertPresenter, storyboard: storyboard,
                    fonts: fonts))
        }
    }
}
