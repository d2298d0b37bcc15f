import CGtk

/// A style sheet applied to every widget on the display (`GtkCssProvider`).
@MainActor
public final class CssProvider: Object {
    /// Parse errors found in the last `load`, as `line: message`.
    public private(set) var errors: [String] = []

    /// An empty style sheet: `load(_:)` gives it rules.
    public init() {
        super.init(gtk_css_provider_new())
        onParsingError()
    }

    /// Loads `css`; errors are collected in `errors` rather than printed.
    public func load(_ css: String) {
        errors = []
        gtk_css_provider_load_from_data(cast(), css, -1)
    }

    /// A new, empty style sheet applied to the default display at `priority`; nil, and
    /// nothing made, before GTK has opened the display.
    public static func appliedToDisplay(priority: UInt32 = applicationPriority) -> CssProvider? {
        guard gdk_display_get_default() != nil else { return nil }
        let provider = CssProvider()
        provider.applyToDisplay(priority: priority)
        return provider
    }

    /// An app's style sheets' priority (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`): above the
    /// theme's and a library's, so that the app's rules win over theirs.
    public static let applicationPriority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)

    /// Applies the style sheet to the default display at `priority`: of two rules for the
    /// same widget, the one from the sheet of higher priority wins, whatever their selectors.
    public func applyToDisplay(priority: UInt32 = applicationPriority) {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, cast(), guint(priority))
    }

    /// Removes the style sheet from the default display.
    public func removeFromDisplay() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, cast())
    }

    private func onParsingError() {
        let thunk:
            @convention(c) (
                UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?
            ) -> Void = { _, section, error, data in
                let box = Unmanaged<SignalBox<@MainActor (String) -> Void>>.fromOpaque(data!).takeUnretainedValue()
                let line = section.map { Int(gtk_css_section_get_start_location($0).pointee.lines) + 1 } ?? 0
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                MainActor.assumeIsolated { box.handler("\(line): \(message)") }
            }
        let handler: @MainActor (String) -> Void = { [weak self] in self?.errors.append($0) }
        _ = connect("parsing-error", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }
}

/// The desktop's settings that the app follows: dark style, animations, text scaling.
@MainActor
public enum DesktopSettings {
    private static var settings: UnsafeMutableRawPointer? {
        gtk_settings_get_default().map { UnsafeMutableRawPointer($0) }
    }

    /// Whether the desktop allows animations ("reduce animation" turns this off).
    public static var enablesAnimations: Bool {
        get {
            guard let settings else { return true }
            return machismo_object_get_bool(settings, "gtk-enable-animations") != 0
        }
        set { if let settings { machismo_object_set_bool(settings, "gtk-enable-animations", newValue ? 1 : 0) } }
    }

    /// How many times slower than written animations run: GTK's `GTK_SLOWDOWN`, which slows
    /// GTK's own transitions, so that the app's animations keep pace with them; 1 unless
    /// it is set to a finite number above 0.
    public static let animationSlowdown = slowdown(from: g_getenv("GTK_SLOWDOWN").map { String(cString: $0) })

    /// The slowdown `GTK_SLOWDOWN` set to `text` asks for (1 when absent or not a number above 0).
    nonisolated public static func slowdown(from text: String?) -> Double {
        guard let text, let value = Double(text), value.isFinite, value > 0 else { return 1 }
        return value
    }

    /// Asks the theme for its dark variant (the Appearance setting's "dark").
    /// Setting the value it already has does nothing: GTK would reload the whole theme
    /// (10 ms at start-up).
    public static var prefersDarkStyle: Bool {
        get { settings.map { machismo_object_get_bool($0, "gtk-application-prefer-dark-theme") != 0 } ?? false }
        set {
            guard let settings, newValue != prefersDarkStyle else { return }
            machismo_object_set_bool(settings, "gtk-application-prefer-dark-theme", newValue ? 1 : 0)
        }
    }
}
