import CardGame
import Gtk

/// An opaque colour, written as the GNOME palette writes it (`0xc01c28`).
struct RGB: Hashable, Sendable {
    let red: Double
    let green: Double
    let blue: Double

    init(_ hex: UInt32) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }

    /// The colour as Pango markup and CSS write it: `#c01c28`.
    var hexString: String {
        "#"
            + [red, green, blue].map { component in
                let byte = String(Int((component * 255).rounded()), radix: 16)
                return byte.count < 2 ? "0" + byte : byte
            }.joined()
    }
}

extension CairoContext {
    func setColor(_ color: RGB, alpha: Double = 1) {
        setColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }
}

/// The colours of the cards, from the GNOME palette, for the light and the dark style.
struct Palette {
    let face: RGB
    let border: RGB
    let accent: RGB
    let hint: RGB
    let back: RGB
    let backLattice: RGB
    let backMargin: RGB
    /// ♥ and ♦ written as text on the window (Cards' status line and History): the
    /// cards' red, lighter in the dark style so that it reads on a dark background.
    let redSuitText: RGB

    static let light = Palette(
        face: RGB(0xFFFFFF), border: RGB(0x9A9996), accent: RGB(0x3584E4),
        hint: RGB(0xE5A50A), back: RGB(0x1C71D8), backLattice: RGB(0x62A0EA),
        backMargin: RGB(0xFFFFFF), redSuitText: Palette.redSuit)
    static let dark = Palette(
        face: RGB(0xF6F5F4), border: RGB(0x5E5C64), accent: RGB(0x78AEED),
        hint: RGB(0xF5C211), back: RGB(0x1A5FB4), backLattice: RGB(0x3584E4),
        backMargin: RGB(0xDEDDDA), redSuitText: RGB(0xFF7B63))

    static func of(_ appearance: CardAppearance) -> Palette { appearance.isDark ? dark : light }

    /// ♥ and ♦ on the cards, whose faces stay light in both styles.
    static let redSuit = RGB(0xC01C28)
    static let blackSuit = RGB(0x241F31)

    static func ink(of card: PlayingCard) -> RGB { card.isRed ? redSuit : blackSuit }

    static func ink(of color: SetCard.Color) -> RGB {
        switch color {
        case .red: RGB(0xE01B24)
        case .green: RGB(0x26A269)
        case .purple: RGB(0x813D9C)
        }
    }
}
