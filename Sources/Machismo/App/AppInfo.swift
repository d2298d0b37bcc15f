import Gtk

/// What the app says about itself: in the About page and window, the shortcuts
/// window and the command line.
enum AppInfo {
    static let name = "Machismo"
    static let applicationID = "io.github.machismo.Machismo"
    static let version = "0.1.0"
    static let summary = "Card games and more from Stanford's CS193P, on the Linux desktop"

    /// The lectures and book the scenes come from.
    static let basedOn = [
        "Stanford CS193P, iPhone and iPad App Development (Paul Hegarty): Machismo, Set, Attributor, FaceIt",
        "Learning iOS Development, chapter 7 (Maurice Sharp, Erica Sadun, Rod Strougo): CarValet",
    ]

    /// Every keyboard shortcut of the app, grouped as the shortcuts window shows them.
    static let shortcuts = [
        ShortcutGroup("Application", [
            Shortcut("Keyboard Shortcuts", "<Control>question"),
            Shortcut("Close Window", "<Control>w"),
            Shortcut("Quit", "<Control>q"),
        ]),
        ShortcutGroup("Card Games", [
            Shortcut("Deal", "<Control>n"),
            Shortcut("Deal 3 More (Set)", "<Control>d"),
            Shortcut("Hint (Set)", "<Control>h"),
            Shortcut("Move Between Cards", "← ↑ → ↓"),
            Shortcut("Choose Card", "space"),
        ]),
        ShortcutGroup("Attributor", [
            Shortcut("Open or Import", "<Control>o"),
            Shortcut("Save", "<Control>s"),
            Shortcut("Save As", "<Control><Shift>s"),
            Shortcut("Zoom In", "<Control>plus"),
            Shortcut("Zoom Out", "<Control>minus"),
            Shortcut("Reset Zoom", "<Control>0"),
        ]),
        ShortcutGroup("FaceIt", [
            Shortcut("Happier or Sadder", "↑ ↓"),
            Shortcut("Move the Brows", "← →"),
            Shortcut("Open or Close the Eyes", "space"),
            Shortcut("Zoom the Face", "+ −"),
        ]),
        ShortcutGroup("CarValet", [
            Shortcut("New Car", "<Control>n"),
            Shortcut("Edit Car", "<Control>e"),
            Shortcut("Previous Car", "<Alt>Page_Up"),
            Shortcut("Next Car", "<Alt>Page_Down"),
        ]),
        ShortcutGroup("Navigation", [
            Shortcut("Go Back", "<Alt>Left"),
            Shortcut("First Tab", "<Alt>1"),
            Shortcut("Second Tab", "<Alt>2"),
        ]),
    ]
}
