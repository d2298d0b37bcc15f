import CGtk
import CGtkExtras

extension Widget {
    /// The font of the widget's own text, as its style sets it and Pango writes it
    /// (`Sans 13.3330078125px`).
    public var fontDescription: String {
        let text = pango_font_description_to_string(
            pango_context_get_font_description(gtk_widget_get_pango_context(widget)))
        defer { g_free(text) }
        return text.map { String(cString: $0) } ?? ""
    }

    /// The font GTK gives the text of a widget in this one's window whose style sheet sets
    /// `font-size: <points>pt; font-weight: <weight>`, as Pango writes it (`Sans Ultra-Bold
    /// 26.6669921875px`): this widget's font family, the size in device pixels as GTK's CSS
    /// turns points into pixels (at the desktop's text scaling), and the weight.
    public func fontDescription(points: Double, weight: Int) -> String {
        withFontDescription(points: points, weight: weight) { _, description in
            let text = pango_font_description_to_string(description)
            defer { g_free(text) }
            return text.map { String(cString: $0) } ?? ""
        }
    }

    /// Loads now the font that `fontDescription(points:weight:)` names, so that the first
    /// text laid out in it does not wait for it: fontconfig's choice of the font and of its
    /// fallbacks (Pango's threads run them), and the font's metrics (Pango shapes a sample
    /// text for them, loading and hinting its glyphs). A first page in a font not yet
    /// on screen spends about a third of its first frame on these (`make bench`).
    public func preloadFont(points: Double, weight: Int) {
        withFontDescription(points: points, weight: weight) { context, description in
            guard let fontset = pango_context_load_fontset(context, description, pango_context_get_language(context))
            else { return }
            pango_font_metrics_unref(pango_fontset_get_metrics(fontset))
            g_object_unref(fontset)
        }
    }

    private func withFontDescription<Result>(
        points: Double, weight: Int, _ body: (OpaquePointer, OpaquePointer) -> Result
    ) -> Result {
        let context = gtk_widget_get_pango_context(widget)!
        let description = pango_font_description_copy(pango_context_get_font_description(context))!
        defer { pango_font_description_free(description) }
        // GTK's CSS: points × the style's dots per inch ÷ 72, which is the resolution GTK gives
        // the widget's Pango context; the size in Pango units rounded as GTK rounds it.
        let pixels = points * pango_cairo_context_get_resolution(context) / 72
        pango_font_description_set_absolute_size(description, (pixels * Double(PANGO_SCALE)).rounded())
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        return body(context, description)
    }
}

extension OutlineTextView {
    /// Makes GTK build the text view's class now (its key bindings and signals, about a
    /// millisecond): GTK builds a class when its first widget is made, in the frame that
    /// shows it.
    public static func prepareClass() {
        _ = g_type_class_ref(machismo_outline_text_view_get_type())
    }
}
