// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Machismo",
    products: [
        .executable(name: "machismo", targets: ["Machismo"]),
        // The libraries another app can use (Examples/ is one).
        // The GTK layer; its C parts (CGtk, CGtkExtras) come with it.
        .library(name: "Gtk", targets: ["Gtk"]),
        // View controllers, navigation and tab bar controllers, split views, segues (no UI).
        .library(name: "Navigation", targets: ["Navigation"]),
        // Alerts and action sheets, as UIAlertController (no UI).
        .library(name: "Alerts", targets: ["Alerts"]),
        // The notification center and change observers (no UI).
        .library(name: "Notifications", targets: ["Notifications"]),
        // Navigation and Alerts rendered with Gtk: the window scene.
        .library(name: "Storyboard", targets: ["Storyboard"]),
        // The card-matching games' models (no UI).
        .library(name: "CardGame", targets: ["CardGame"]),
        // Counts over a rich text, with the rich text they count (no UI).
        .library(name: "TextStats", targets: ["TextStats", "RichText"]),
        // Where the libraries find their own words' translations (LibraryTranslations).
        .library(name: "Localization", targets: ["Localization"]),
        // Saved state under XDG: atomic writes, a damaged file set aside (no UI).
        .library(name: "StateStore", targets: ["StateStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // C for what Swift can't do well: a GtkTextView subclass, code behind GTK_CHECK_VERSION,
        // the side buttons taken from X11's and Wayland's events before GDK's.
        .target(
            name: "CGtkExtras", dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("wayland-client")]
        ),
        .target(name: "Gtk", dependencies: ["CGtk", "CGtkExtras", "Localization"]),
        .target(name: "Navigation", dependencies: ["Alerts", "Notifications", "Localization", "JSONLexing"]),
        .target(name: "Notifications"),
        // glibc's gettext and locale functions, which Swift's Glibc module leaves out.
        .systemLibrary(name: "CIntl"),
        // SQLite's C API (Debian's libsqlite3), under Storage's thin wrapper for the score database.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // Messages through gettext, numbers in the user's locale (no UI).
        .target(name: "Localization", dependencies: ["CIntl"]),
        .target(name: "CardGame", dependencies: ["Localization"]),
        .target(name: "CardDrawing", dependencies: ["Gtk", "CardGame"]),
        // JSON read token by token, for the JSON readers of RichText and Navigation (no UI).
        .target(name: "JSONLexing"),
        // Attributor's attributed text, its document format (FORMAT.md) and plain-text import.
        .target(name: "RichText", dependencies: ["Localization", "JSONLexing"], exclude: ["FORMAT.md"]),
        // Text Stats' counts over a rich text, run by run.
        .target(name: "TextStats", dependencies: ["RichText"]),
        .target(name: "TextEditing", dependencies: ["Gtk", "RichText"]),
        .target(name: "Alerts", dependencies: ["Notifications"]),
        .target(name: "Storyboard", dependencies: ["Gtk", "Navigation", "Alerts", "Notifications", "Localization"]),
        // The XDG folders, atomic files and state files that set a damaged file aside (no UI).
        .target(
            name: "StateStore",
            dependencies: ["Localization", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "Storage",
            dependencies: [
                "StateStore", "CardGame", "Notifications", "Localization", "CSQLite",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .target(name: "FaceIt", dependencies: ["Localization"]),
        .target(name: "FaceDrawing", dependencies: ["Gtk", "FaceIt"]),
        .target(name: "CarValet", dependencies: ["Storage", "Notifications", "Localization", "JSONLexing"]),
        // EmojiArt's model: the canvas's contents, its file format (FORMAT.md), the palette,
        // undo, and the folder of documents the browser shows (no UI).
        // A document's life, for Attributor and EmojiArt alike: state, saves, autosave, undo, errors.
        .target(name: "Documents", dependencies: ["Storage", "Notifications", "Localization"]),
        .target(
            name: "EmojiArt", dependencies: ["Documents", "Storage", "Notifications", "Localization"],
            exclude: ["FORMAT.md"]),
        // EmojiArt's canvas and the emoji on it (GTK widgets), apart from the scene so that the
        // benchmark can draw them.
        .target(name: "EmojiArtDrawing", dependencies: ["Gtk", "EmojiArt", "Notifications", "Localization"]),
        .executableTarget(
            name: "Machismo",
            dependencies: [
                "Gtk", "Storage", "Navigation", "Notifications", "Alerts", "Storyboard", "CardGame", "CardDrawing",
                "RichText", "TextStats", "TextEditing", "FaceIt", "FaceDrawing", "CarValet", "EmojiArt", "Documents",
                "EmojiArtDrawing",
                "Localization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "BenchmarkSupport", path: "Benchmarks/support"),
        .executableTarget(
            name: "navigation-bench",
            dependencies: ["BenchmarkSupport", "Gtk", "Navigation", "Storyboard"],
            path: "Benchmarks/navigation"
        ),
        .executableTarget(
            name: "cardgame-bench", dependencies: ["BenchmarkSupport", "CardGame"], path: "Benchmarks/cardgame"),
        .executableTarget(
            name: "cardboard-bench",
            dependencies: ["BenchmarkSupport", "Gtk", "CardDrawing", "CardGame"],
            path: "Benchmarks/cardboard"
        ),
        .executableTarget(
            name: "emojiart-bench",
            dependencies: ["BenchmarkSupport", "CardGame", "Gtk", "EmojiArt", "EmojiArtDrawing"],
            path: "Benchmarks/emojiart",
            exclude: ["browser.py"]  // the browser's start-up, measured on the app as the start-up bench does
        ),
        .executableTarget(
            name: "scores-bench",
            dependencies: ["BenchmarkSupport", "CardGame", "Storage", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/scores", exclude: ["screen.py"]),
        .executableTarget(
            name: "textstats-bench",
            dependencies: ["BenchmarkSupport", "CardGame", "Gtk", "RichText", "Storage", "TextStats", "TextEditing"],
            path: "Benchmarks/textstats"
        ),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "CGtkExtras", "GLibTestSupport"]),
        // `GLibWarnings`: the GLib warnings a test caused (fatal-criticals stops only criticals).
        .target(name: "GLibTestSupport", dependencies: ["CGtk"], path: "Tests/GLibTestSupport"),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation", "Alerts", "LocaleTestSupport"]),
        .testTarget(name: "NotificationsTests", dependencies: ["Notifications"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "LocaleTestSupport"]),
        // `withLocale` (a locale for one thread) and test catalogues, for the tests of translated words.
        .target(name: "LocaleTestSupport", dependencies: ["CIntl", "Localization"], path: "Tests/LocaleTestSupport"),
        // `TemporaryHome`: a fresh home with the app's XDG folders for one test, removed afterwards.
        .target(name: "XDGTestSupport", dependencies: ["Storage"], path: "Tests/XDGTestSupport"),
        .testTarget(name: "CardGameTests", dependencies: ["CardGame"]),
        .testTarget(name: "CardDrawingTests", dependencies: ["CardDrawing", "CardGame", "Gtk", "XDGTestSupport"]),
        // Sample texts (hard characters, random runs) that RichTextTests and TextStatsTests share.
        .target(name: "RichTextTestSupport", dependencies: ["RichText"], path: "Tests/RichTextTestSupport"),
        .testTarget(name: "RichTextTests", dependencies: ["RichText", "RichTextTestSupport"]),
        .testTarget(name: "JSONLexingTests", dependencies: ["JSONLexing"]),
        .testTarget(name: "TextStatsTests", dependencies: ["TextStats", "RichText", "RichTextTestSupport"]),
        .testTarget(name: "TextEditingTests", dependencies: ["TextEditing", "RichText", "Gtk"]),
        .testTarget(name: "AlertsTests", dependencies: ["Alerts", "Navigation"]),
        .testTarget(
            name: "StoryboardTests",
            dependencies: ["Storyboard", "Gtk", "Navigation", "Alerts", "Notifications", "GLibTestSupport"]),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Storage", "StateStore", "CardGame", "Notifications", "XDGTestSupport"]),
        .testTarget(
            name: "StateStoreTests",
            dependencies: ["StateStore", "Navigation", "Localization", "XDGTestSupport"]),
        .testTarget(name: "FaceItTests", dependencies: ["FaceIt"]),
        .testTarget(name: "FaceDrawingTests", dependencies: ["FaceDrawing", "FaceIt", "Gtk"]),
        .testTarget(
            name: "CarValetTests",
            dependencies: [
                "CarValet", "Storage", "Notifications", "LocaleTestSupport", "XDGTestSupport", "RichTextTestSupport",
            ]),
        .testTarget(
            name: "EmojiArtTests",
            dependencies: ["EmojiArt", "Documents", "Storage", "Notifications", "XDGTestSupport"]),
        .testTarget(
            name: "DocumentsTests", dependencies: ["Documents", "Storage", "Notifications", "XDGTestSupport"]),
        .testTarget(
            name: "MachismoTests",
            dependencies: [
                "Machismo", "Storage", "Notifications", "Navigation", "Gtk", "Storyboard", "RichText", "TextStats",
                "FaceIt", "CarValet", "EmojiArt", "EmojiArtDrawing", "Alerts", "CardGame", "Localization",
                "LocaleTestSupport", "XDGTestSupport", "GLibTestSupport",
            ], exclude: ["Fixtures"]),
        // Hostile saved files for every reader the app has; only navigation.json's needs a display.
        .testTarget(
            name: "SavedFilesFuzzTests",
            dependencies: [
                "Machismo", "Storage", "Notifications", "Navigation", "CardGame", "CarValet", "RichText", "TextStats",
                "Gtk", "TextEditing", "XDGTestSupport", .product(name: "Logging", package: "swift-log"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
