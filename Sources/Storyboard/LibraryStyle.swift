import Gtk

/// The look the renderer relies on, which travels with the library: the tab bar and its
/// buttons, badges, the boxed lists of More and of an app's settings, the bottom toolbar, an
/// alert field's problem line.
///
/// ``StoryboardWindow`` applies it to the display once, between the theme and the app: an
/// app's own style sheet, applied with `CssProvider.applyToDisplay()`, overrides any of these
/// rules by naming the same classes (`.badge { background-color: @accent_bg_color; }`).
@MainActor
public enum LibraryStyle {
    /// The rules, in GTK's CSS, for the classes the renderer adds: `tab-bar`, `tab-button`,
    /// `badge`, `boxed-list`, `toolbar` and `alert-field-problem`. An app may add these classes
    /// to its own widgets to look the same (a `ListBox` with `boxed-list` is a GNOME boxed list).
    public static let css = """
        /* Lists of rows, as GNOME's boxed lists (More, an app's settings). */
        .boxed-list {
          background-color: @theme_base_color;
          border: 1px solid alpha(currentColor, 0.15);
          border-radius: 8px;
        }
        .boxed-list > row {
          border-bottom: 1px solid alpha(currentColor, 0.1);
        }
        .boxed-list > row:first-child {
          border-top-left-radius: 8px;
          border-top-right-radius: 8px;
        }
        .boxed-list > row:last-child {
          border-bottom: none;
          border-bottom-left-radius: 8px;
          border-bottom-right-radius: 8px;
        }

        /* The tab bar at the bottom of the window. Its labels keep the body's size: a second
         * size costs the first frame a font match of its own, and on a desktop's wide bar the
         * normal size reads better. */
        .tab-bar {
          padding: 2px 4px;
        }
        .tab-button {
          padding: 4px 8px;
        }
        /* The selected tab, in the accent colour mixed towards the text colour, so that it
         * reads clearly in both the light and the dark style. */
        .tab-button:checked {
          color: mix(@theme_selected_bg_color, @theme_fg_color, 0.3);
          background-color: alpha(@theme_selected_bg_color, 0.15);
        }

        /* A badge pill on a tab ("3" unseen results). */
        .badge {
          background-color: @error_color;
          color: white;
          border-radius: 999px;
          padding: 0 5px;
          font-size: x-small;
          font-weight: bold;
          min-width: 10px;
        }

        /* The bottom toolbar of a navigation stack. */
        .toolbar {
          padding: 6px;
          border-top: 1px solid alpha(currentColor, 0.15);
        }

        /* An alert field's problem sits under its field, closer to it than to the buttons. */
        .alert-field-problem {
          margin-top: -6px;
        }
        """

    /// Above the theme's (200) and the desktop settings' (400), under an app's
    /// (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`, 600).
    static let priority: UInt32 = 500

    private static var provider: CssProvider?

    /// Applies ``css`` to the default display, once; a later call does nothing. Called by
    /// every ``StoryboardWindow``; nothing before GTK has opened the display.
    public static func install() {
        guard provider == nil, let applied = CssProvider.appliedToDisplay(priority: priority) else { return }
        applied.load(css)
        assert(applied.errors.isEmpty, "the library's style sheet: \(applied.errors)")
        provider = applied
    }
}
