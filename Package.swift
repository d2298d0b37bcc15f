// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Machismo",
    products: [
        .executable(name: "machismo", targets: ["Machismo"]),
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
        .target(name: "Gtk", dependencies: ["CGtk"]),
        .target(name: "Navigation"),
        .target(name: "CardGame"),
        .target(name: "TextStats", exclude: ["FORMAT.md"]),
        .target(name: "Alerts", dependencies: ["Navigation"]),
        .target(name: "Storyboard", dependencies: ["Gtk", "Navigation", "Alerts"]),
        .target(name: "Storage", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .executableTarget(
            name: "Machismo",
            dependencies: [
                "Gtk", "Storage", "Navigation", "Alerts", "Storyboard", "CardGame",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "navigation-bench",
            dependencies: ["Gtk", "Navigation", "Storyboard"],
            path: "Benchmarks/navigation"
        ),
        .executableTarget(name: "cardgame-bench", dependencies: ["CardGame"], path: "Benchmarks/cardgame"),
        .executableTarget(name: "textstats-bench", dependencies: ["TextStats"], path: "Benchmarks/textstats"),
        .testTarget(name: "GtkTests", dependencies: ["Gtk"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"]),
        .testTarget(name: "CardGameTests", dependencies: ["CardGame"]),
        .testTarget(name: "TextStatsTests", dependencies: ["TextStats"]),
        .testTarget(name: "AlertsTests", dependencies: ["Alerts", "Navigation"]),
        .testTarget(name: "StoryboardTests", dependencies: ["Storyboard", "Gtk", "Navigation", "Alerts"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "MachismoTests", dependencies: ["Machismo"]),
    ],
    swiftLanguageModes: [.v6]
)
