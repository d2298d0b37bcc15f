// swift-tools-version: 6.0
import PackageDescription

// An app written as an outside developer writes one, from README's snippet and the products'
// documentation: Examples/machismo is a link to the repository, so that the dependency reads as
// it does for a checkout beside the app.
let package = Package(
    name: "Checklist",
    dependencies: [
        .package(path: "../machismo")
    ],
    targets: [
        .executableTarget(
            name: "Checklist",
            dependencies: [
                .product(name: "Gtk", package: "machismo"),
                .product(name: "Navigation", package: "machismo"),
                .product(name: "Alerts", package: "machismo"),
                .product(name: "Storyboard", package: "machismo"),
                .product(name: "StateStore", package: "machismo"),
                .product(name: "Localization", package: "machismo"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
