import Gtk
import Localization

/// What the app says about itself: in the About page and window, the shortcuts
/// window and the command line. Its words are computed, so that each use speaks
/// the language `Localization.start` chose.
enum AppInfo {
    static let name = "Machismo"
    static let applicationID = "io.github.machismo.Machismo"
    static let version = "0.1.0"
    static var summary: String { tr("Card games and more from Stanford's CS193P, on the Linux desktop") }
    /// The project's page, and where its problems are reported (the metainfo's `url`s).
    static let homepage = "https://github.com/machismo/machismo"
    static let issueTracker = "https://github.com/machismo/machismo/issues"
    // TRANSLATORS: who made the app (the metainfo's developer name), in About CarValet's Made By.
    static var authors: String { tr("The Machismo authors") }
    /// The copyright line, with the year of the first release (as data/'s files give it).
    static var copyright: String {
        // TRANSLATORS: About CarValet's copyright line; %1$s is the year (2026), %2$s who made the app
        // ("The Machismo authors"). Keep the © sign.
        tr("Copyright © %1$s %2$s", "2026", authors)
    }

    /// The lectures and book the scenes come from.
    static var basedOn: [String] {
        [
            // TRANSLATORS: About → Based On. Keep the course's title, the names and the scenes' names as they
            // are (or use the course's published title in your language, if it has one).
            tr("Stanford CS193P, iPhone and iPad App Development (Paul Hegarty): Machismo, Set, Attributor, FaceIt"),
            // TRANSLATORS: About → Based On. Keep the book's title as it is unless it was published in your
            // language, and the authors' names and CarValet as they are.
            tr("Learning iOS Development, chapter 7 (Maurice Sharp, Erica Sadun, Rod Strougo): CarValet"),
        ]
    }

    /// Every keyboard shortcut of the app, grouped as the shortcuts window shows them.
    static var shortcuts: [ShortcutGroup] {
        [
            // TRANSLATORS: a group of the Keyboard Shortcuts window: the shortcuts that work everywhere.
            ShortcutGroup(
                tr("Application"),
                [
                    Shortcut(tr("Keyboard Shortcuts"), "<Control>question"),
                    Shortcut(tr("Close Window"), "<Control>w"),
                    Shortcut(tr("Quit"), "<Control>q"),
                ]),
            ShortcutGroup(
                tr("Card Games"),
                [
                    // TRANSLATORS: a keyboard shortcut: deal a new game of cards.
                    Shortcut(tr("Deal"), "<Control>n"),
                    // TRANSLATORS: a keyboard shortcut of the Set game (a card game's name: keep "Set").
                    Shortcut(tr("Deal 3 More (Set)"), "<Control>d"),
                    // TRANSLATORS: a keyboard shortcut of the Set game (a card game's name: keep "Set").
                    Shortcut(tr("Hint (Set)"), "<Control>h"),
                    Shortcut(tr("Move Between Cards"), "← ↑ → ↓"),
                    Shortcut(tr("Choose Card"), "space"),
                ]),
            // TRANSLATORS: a group of the Keyboard Shortcuts window, named after the Attributor tab.
            ShortcutGroup(
                trc("tab", "Attributor"),
                [
                    Shortcut(tr("New Document"), "<Control>n"),
                    Shortcut(tr("Open or Import"), "<Control>o"),
                    Shortcut(tr("Save"), "<Control>s"),
                    Shortcut(tr("Save As"), "<Control><Shift>s"),
                    // TRANSLATORS: a keyboard shortcut of Attributor: print the document.
                    Shortcut(tr("Print"), "<Control>p"),
                    Shortcut(tr("Undo"), "<Control>z"),
                    Shortcut(tr("Redo"), "<Control><Shift>z"),
                    Shortcut(tr("Zoom In"), "<Control>plus"),
                    Shortcut(tr("Zoom Out"), "<Control>minus"),
                    Shortcut(tr("Reset Zoom"), "<Control>0"),
                ]),
            // TRANSLATORS: a group of the Keyboard Shortcuts window, named after the FaceIt tab.
            ShortcutGroup(
                trc("tab", "FaceIt"),
                [
                    Shortcut(tr("Happier or Sadder"), "↑ ↓"),
                    Shortcut(tr("Move the Brows"), "← →"),
                    Shortcut(tr("Open or Close the Eyes"), "space"),
                    Shortcut(tr("Zoom the Face"), "+ −"),
                ]),
            // TRANSLATORS: a group of the Keyboard Shortcuts window, named after the CarValet tab.
            ShortcutGroup(
                trc("tab", "CarValet"),
                [
                    Shortcut(tr("New Car"), "<Control>n"),
                    Shortcut(tr("Edit Car"), "<Control>e"),
                    Shortcut(tr("Previous Car"), "<Alt>Page_Up"),
                    Shortcut(tr("Next Car"), "<Alt>Page_Down"),
                ]),
            // TRANSLATORS: a group of the Keyboard Shortcuts window: going back and between tabs.
            ShortcutGroup(
                tr("Navigation"),
                [
                    Shortcut(tr("Go Back"), "<Alt>Left"),
                    Shortcut(tr("First Tab"), "<Alt>1"),
                    Shortcut(tr("Second Tab"), "<Alt>2"),
                ]),
        ]
    }
}
