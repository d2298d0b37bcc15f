import CGtk

/// The default `GtkSettings`, wrapped once so handlers can be connected to it.
@MainActor
final class SettingsObject: Object {
    static let shared: SettingsObject? = gtk_settings_get_default().map {
        SettingsObject(UnsafeMutableRawPointer($0), .retaining)
    }
}

extension DesktopSettings {
    /// GTK's unit of `gtk-xft-dpi`: 96 dots per inch, in 1/1024ths.
    static let unscaledXftDPI = 96 * 1024

    /// The desktop's text scaling factor ("Large Text" is 1.25): `gtk-xft-dpi` over 96 × 1024,
    /// 1 when unset.
    ///
    /// GTK already applies it to every font size given in points (CSS `pt`, a tag's
    /// `setFontSize(points:)`, `TextFont`): multiply by it only sizes given in pixels.
    public static var textScale: Double {
        guard let settings = SettingsObject.shared else { return 1 }
        let dpi = machismo_object_get_int(settings.object, "gtk-xft-dpi")
        return dpi > 0 ? Double(dpi) / Double(unscaledXftDPI) : 1
    }

    /// Sets the text scaling as the desktop would; for tests and for a user's override.
    public static func setTextScale(_ scale: Double) {
        guard let settings = SettingsObject.shared else { return }
        machismo_object_set_int(settings.object, "gtk-xft-dpi", Int32((scale * Double(unscaledXftDPI)).rounded()))
    }

    /// `handler(textScale)` whenever the desktop's text scaling changes. Disconnect the
    /// returned handler when the listener goes away; it lives as long as GTK otherwise.
    @discardableResult
    public static func onTextScaleChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalHandler? {
        SettingsObject.shared?.onNotify("gtk-xft-dpi") { handler(textScale) }
    }
}

/// The app's own text zoom (Ctrl+plus, Ctrl+minus, Ctrl+0), in steps from 50 % to 300 %.
///
/// A scene multiplies its base font sizes (in points) by `factor`; the desktop's text
/// scaling then applies on top, by GTK itself.
package struct TextZoom: Hashable, Sendable {
    /// The zoom levels, in order; 1 is unzoomed.
    package static let levels: [Double] = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3]

    /// The current zoom factor, one of `levels`.
    package private(set) var factor: Double

    /// Starts at the level nearest `factor` (unzoomed by default).
    package init(factor: Double = 1) {
        self.factor = Self.levels.min { abs($0 - factor) < abs($1 - factor) } ?? 1
    }

    private var index: Int { Self.levels.firstIndex(of: factor) ?? 4 }

    /// Whether there is a larger level.
    package var canZoomIn: Bool { index < Self.levels.count - 1 }
    /// Whether there is a smaller level.
    package var canZoomOut: Bool { index > 0 }

    /// One level up; false (and no change) at the top.
    @discardableResult
    package mutating func zoomIn() -> Bool {
        guard canZoomIn else { return false }
        factor = Self.levels[index + 1]
        return true
    }

    /// One level down; false (and no change) at the bottom.
    @discardableResult
    package mutating func zoomOut() -> Bool {
        guard canZoomOut else { return false }
        factor = Self.levels[index - 1]
        return true
    }

    /// Back to 100 %.
    package mutating func reset() { factor = 1 }
}
