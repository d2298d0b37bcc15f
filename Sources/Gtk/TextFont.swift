import CGtk

/// A widget's base font: a family (nil: the theme's), a size in points, bold or not.
///
/// Sizes are points, so the desktop's text scaling applies by itself; a scene applies its
/// own zoom with `zoomed(by:)`.
public struct TextFont: Hashable, Sendable {
    /// The font family (nil: the theme's).
    public var family: String?
    /// The size, in points.
    public var points: Double
    /// Whether the text is bold.
    public var isBold: Bool

    /// A font of `family` at `points`, bold if asked.
    public init(family: String? = nil, points: Double, bold: Bool = false) {
        self.family = family
        self.points = points
        self.isBold = bold
    }

    /// The same font with its size multiplied by `factor` (a `TextZoom.factor`).
    public func zoomed(by factor: Double) -> TextFont {
        var font = self
        font.points *= factor
        return font
    }

    /// The CSS declarations for this font.
    var css: String {
        var declarations = "font-size: \(Self.number(points))pt; font-weight: \(isBold ? 700 : 400);"
        if let family {
            let quoted = family.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
            declarations += " font-family: \"\(quoted)\";"
        }
        return declarations
    }

    private static func number(_ value: Double) -> String {
        let hundredths = Int((max(1, value) * 100).rounded())
        let fraction = hundredths % 100
        return fraction == 0 ? "\(hundredths / 100)" : "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Widget {
    /// Sets the font the widget's text starts from (a text view's untagged text, a label);
    /// nil goes back to the theme's. Tags' sizes and scales apply on top.
    ///
    /// Per-widget style providers are deprecated in GTK 4.10, so each widget that gets a
    /// font gets a CSS class of its own, and one display-wide style sheet holds a rule per
    /// class; the rule goes when the widget is destroyed.
    public func setFont(_ font: TextFont?) {
        let className = WidgetFonts.className(for: self)
        WidgetFonts.setRule(font.map { "\(className) { \($0.css) }" }, for: className)
    }
}

/// The display-wide style sheet behind `Widget.setFont(_:)`.
@MainActor
enum WidgetFonts {
    private static let key = "machismo-font-class"
    private static var nextID = 0
    private static var rules: [String: String] = [:]
    private static var provider: CssProvider?

    /// The widget's own font class, made (with a clean-up on destroy) the first time.
    static func className(for widget: Widget) -> String {
        if let existing = g_object_get_data(widget.object, key) {
            return "." + String(cString: existing.assumingMemoryBound(to: CChar.self))
        }
        nextID += 1
        let name = "machismo-font-\(nextID)"
        g_object_set_data_full(widget.object, key, g_strdup(name), g_free)
        widget.addCSSClass(name)
        let selector = "." + name
        widget.on("destroy") { setRule(nil, for: selector) }
        return selector
    }

    static func setRule(_ rule: String?, for className: String) {
        guard rules[className] != rule else { return }
        rules[className] = rule
        let sheet = rules.keys.sorted().compactMap { rules[$0] }.joined(separator: "\n")
        if provider == nil, let display = gdk_display_get_default() {
            let created = CssProvider()
            // Above the app's own style sheets, so a scene's font wins over a theme rule.
            gtk_style_context_add_provider_for_display(
                display, created.cast(), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
            provider = created
        }
        provider?.load(sheet)
    }

    /// The style sheet as loaded; for tests.
    static var sheet: String { rules.keys.sorted().compactMap { rules[$0] }.joined(separator: "\n") }
}
