// swift-tools-version: 6.0
import PackageDescription

// An app built only on Machismo's library products, as any other package would use them
// (Examples/machismo is a link to the repository: the dependency reads as README's does).
let package = Package(
    name: "Bookshelf",
    dependencies: [
        .package(path: "../machismo")
    ],
    targets: [
        .executableTarget(
            name: "Bookshelf",
            dependencies: [
                .product(name: "Gtk", package: "machismo"),
                .product(name: "Navigation", package: "machismo"),
                .product(name: "Alerts", package: "machismo"),
                .product(name: "Storyboard", package: "machismo"),
                .product(name: "Localization", package: "machismo"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
