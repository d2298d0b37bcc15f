// swift-tools-version: 6.0
import PackageDescription

// An app built only on Machismo's library products, as any other package would use them.
let package = Package(
    name: "Bookshelf",
    dependencies: [
        .package(name: "Machismo", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Bookshelf",
            dependencies: [
                .product(name: "Gtk", package: "Machismo"),
                .product(name: "Navigation", package: "Machismo"),
                .product(name: "Alerts", package: "Machismo"),
                .product(name: "Storyboard", package: "Machismo"),
                .product(name: "Localization", package: "Machismo"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
