import Gtk
import Notifications
import Storage

extension NotificationName where Payload == Void {
    /// Posted when the preferred fonts change (the app's zoom or the desktop's text
    /// scaling); `object` is the `PreferredFonts`, which has the new sizes.
    static var preferredFontsChanged: Self { Self("machismo.preferredFontsChanged") }
}

/// The preferred fonts of the lecture's Attributor (`preferredFont(forTextStyle:)`):
/// headline and body sizes that follow the desktop's text scaling (GTK applies it
/// to point sizes) and the app's own zoom (Ctrl+plus, Ctrl+minus, Ctrl+0, kept in
/// Settings). Every change is posted as `.preferredFontsChanged`.
@MainActor
final class PreferredFonts {
    /// Sizes at zoom 1, in points: GNOME's document text and a headline above it.
    static let bodyPoints = 12.0
    static let headlinePoints = 20.0
    /// Weights (CSS `font-weight`): regular body text under a heavy headline.
    static let bodyWeight = 400
    static let headlineWeight = 800

    private let settings: SettingsStore
    private let center: Notifications.NotificationCenter

    init(settings: SettingsStore, center: Notifications.NotificationCenter = .default) {
        self.settings = settings
        self.center = center
    }

    var zoom: Double { settings.settings.textZoom }

    /// The body text's size in points.
    var bodySize: Double { Self.bodyPoints * zoom }
    /// The headline's size in points.
    var headlineSize: Double { Self.headlinePoints * zoom }

    /// Loads the body and headline fonts for `window`'s pages before a page first shows
    /// text in them (`Widget.preloadFont`).
    func preload(in window: Widget) {
        window.preloadFont(points: bodySize, weight: Self.bodyWeight)
        window.preloadFont(points: headlineSize, weight: Self.headlineWeight)
    }

    func zoomIn() { step { $0.zoomIn() } }
    func zoomOut() { step { $0.zoomOut() } }
    func resetZoom() { step { $0.reset() } }

    private func step(_ change: (inout TextZoom) -> Void) {
        var textZoom = TextZoom(factor: zoom)
        change(&textZoom)
        setZoom(textZoom.factor)
    }

    /// Follows the desktop's text scaling (GTK's `gtk-xft-dpi`): GTK re-renders point
    /// sizes by itself; the change is posted so that pages re-font.
    func followDesktopTextScale() {
        desktopScaleHandler = DesktopSettings.onTextScaleChanged { [weak self] _ in self?.post() }
    }

    private var desktopScaleHandler: SignalHandler?

    private func setZoom(_ newZoom: Double) {
        guard newZoom != zoom else { return }
        settings.settings.textZoom = newZoom
        post()
    }

    private func post() {
        center.post(name: .preferredFontsChanged, object: self)
    }
}
