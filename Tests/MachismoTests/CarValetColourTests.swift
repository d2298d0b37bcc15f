import CarValet
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Storage
import Storyboard
import XDGTestSupport
import XCTest

/// The CarValet colour scheme in a real window with the app's style.css: the toolbar's
/// Edit button draws its text in mocha (#804000 in the light style, a lighter mocha in the
/// dark one) over the theme's own button fill, at WCAG AA contrast (4.5:1) or more.
final class CarValetColourTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("carvalet-colours")
    }

    override func tearDown() {
        home = nil
    }

    /// A colour read from the picture, 0…255 a channel.
    private struct Colour: CustomStringConvertible {
        let red: Double, green: Double, blue: Double

        init(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
            (red, green, blue) = (Double(pixel.red), Double(pixel.green), Double(pixel.blue))
        }

        init(hex: UInt32) {
            (red, green, blue) = (Double(hex >> 16 & 0xff), Double(hex >> 8 & 0xff), Double(hex & 0xff))
        }

        /// WCAG 2's relative luminance.
        var luminance: Double {
            func linear(_ channel: Double) -> Double {
                let c = channel / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        func contrast(with other: Colour) -> Double {
            let (light, dark) = (max(luminance, other.luminance), min(luminance, other.luminance))
            return (light + 0.05) / (dark + 0.05)
        }

        func distance(to other: Colour) -> Double {
            max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
        }

        var description: String { String(format: "#%02x%02x%02x", Int(red), Int(green), Int(blue)) }
    }

    /// A fill and the text drawn on it, read from a button's picture.
    private struct Drawn {
        let fill: Colour
        let text: Colour
    }

    /// The fill (inside the frame, on the label's line, before the text) and the text
    /// colour (of the pixels inside the frame, the one that differs most from the fill: a
    /// glyph's stem, drawn in full colour) of `button` as it is drawn now.
    @MainActor
    private static func drawn(_ button: Widget, _ name: String) -> Drawn {
        let image = button.renderImage(background: nil)
        // Where a reviewer can look at it.
        try? image.writePNG(to: NSTemporaryDirectory() + "/carvalet-\(name).png")
        let (width, height) = (image.width, image.height)
        let fill = Colour(image.pixel(x: 5, y: height / 2))
        var text = fill
        for y in 4..<max(5, height - 4) {
            for x in 4..<max(5, width - 4) {
                let colour = Colour(image.pixel(x: x, y: y))
                if colour.contrast(with: fill) > text.contrast(with: fill) { text = colour }
            }
        }
        return Drawn(fill: fill, text: text)
    }

    /// CarValet's toolbar Edit button, and a button on a page pushed over CarValet (as the
    /// Cards tab's Deal is, in a page of the window's stacks), under the CarValet scheme.
    @MainActor
    private static func buttons(_ home: TemporaryHome, dark: Bool) throws -> (edit: Drawn, page: Drawn) {
        let directories = home.directories
        Garage(directories: directories).add(Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10))
        let settings = SettingsStore(directories: directories)
        settings.settings.colorScheme = .carValet
        settings.settings.style = dark ? .dark : .light
        let carValet = CarValetViewController(garage: Garage(directories: directories), settings: settings)
        let navigation = NavigationController(rootViewController: carValet)
        let (window, storyboard) = try makeTestWindow(root: navigation)
        defer {
            storyboard.disappear()
            window.destroy()
            DesktopSettings.prefersDarkStyle = false
        }
        let appearance = Appearance(store: settings, window: window)
        XCTAssertTrue(window.hasCSSClass("carvalet"))
        XCTAssertEqual(window.hasCSSClass("dark-style"), dark)
        XCTAssertEqual(DesktopSettings.prefersDarkStyle, dark)
        settleMainLoop(seconds: 0.3)
        XCTAssertTrue(carValet.editItem.isEnabled)
        let editButton = try XCTUnwrap(carValet.editItem.renderedViews.first as? Widget, "Edit's button")
        let edit = drawn(editButton, "edit-\(dark ? "dark" : "light")")

        let page = ButtonPage()
        navigation.push(page, animated: false)
        settleMainLoop(seconds: 0.3)
        let deal = drawn(page.button, "page-\(dark ? "dark" : "light")")
        withExtendedLifetime(appearance) {}
        return (edit, deal)
    }

    private static let mocha = Colour(hex: 0x804000)
    private static let darkMocha = Colour(hex: 0xffb266)

    func testTheButtonsTextIsMochaOnTheThemesFillInTheLightStyle() throws {
        let home = home!
        try MainActor.assumeIsolated {
            try StyleSheet.load()
            let (edit, page) = try Self.buttons(home, dark: false)
            XCTAssertGreaterThan(edit.fill.luminance, 0.8, "the window's light background on the toolbar: \(edit.fill)")
            XCTAssertGreaterThan(page.fill.luminance, 0.7, "the theme's light button fill, not mocha: \(page.fill)")
            for (name, button) in [("Edit", edit), ("a page's button", page)] {
                XCTAssertLessThanOrEqual(
                    button.text.distance(to: Self.mocha), 12, "\(name): mocha text, not \(button.text)")
                XCTAssertGreaterThanOrEqual(
                    button.text.contrast(with: button.fill), 4.5, "\(name): \(button.text) on \(button.fill)")
            }
        }
    }

    func testTheButtonsTextIsALighterMochaOnTheThemesFillInTheDarkStyle() throws {
        let home = home!
        try MainActor.assumeIsolated {
            try StyleSheet.load()
            let (edit, page) = try Self.buttons(home, dark: true)
            XCTAssertLessThan(edit.fill.luminance, 0.1, "the window's dark background on the toolbar: \(edit.fill)")
            XCTAssertLessThan(page.fill.luminance, 0.1, "the theme's dark button fill: \(page.fill)")
            for (name, button) in [("Edit", edit), ("a page's button", page)] {
                XCTAssertLessThanOrEqual(
                    button.text.distance(to: Self.darkMocha), 12, "\(name): the dark style's mocha, not \(button.text)")
                XCTAssertGreaterThanOrEqual(
                    button.text.contrast(with: button.fill), 4.5, "\(name): \(button.text) on \(button.fill)")
                XCTAssertTrue(
                    button.text.red > button.text.green && button.text.green > button.text.blue, "a mocha hue")
            }
        }
    }
}

/// A page holding one plain button, as the Cards page's Deal is.
@MainActor
private final class ButtonPage: ViewController {
    let button = Button(label: "Deal")

    override func loadView() -> PlatformView {
        let box = Box(.vertical, spacing: 0)
        button.halign = .center
        button.valign = .center
        box.append(button)
        return box
    }
}

/// The app's data/style.css on the display, once for the test process.
@MainActor
private enum StyleSheet {
    private static var provider: CssProvider?

    static func load() throws {
        guard provider == nil else { return }
        guard initializeGtk() else { throw XCTSkip("no display") }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../data/style.css").standardizedFileURL.path
        let css = try String(contentsOfFile: path, encoding: .utf8)
        let style = CssProvider()
        style.load(css)
        XCTAssertEqual(style.errors.count, 0, "style.css: \(style.errors)")
        style.applyToDisplay()
        provider = style
    }
}
