/// A colour as red, green and blue components from 0 to 1 (sRGB, no alpha).
///
/// Components are clamped to 0…1 when the colour is made; NaN becomes 0.
/// Two colours are equal when their components are exactly equal.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public let red: Double
    /// Green, 0…1.
    public let green: Double
    /// Blue, 0…1.
    public let blue: Double

    /// The colour with these components, each 0…1.
    public init(red: Double, green: Double, blue: Double) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
    }

    private static func clamped(_ component: Double) -> Double {
        guard !component.isNaN else { return 0 }
        return min(1, max(0, component))
    }

    /// Attributor's colours, with the values UIKit gives them.
    public static let red = RGBColor(red: 1, green: 0, blue: 0)
    /// Green, as UIKit's.
    public static let green = RGBColor(red: 0, green: 1, blue: 0)
    /// Orange, as UIKit's.
    public static let orange = RGBColor(red: 1, green: 0.5, blue: 0)
    /// Purple, as UIKit's.
    public static let purple = RGBColor(red: 0.5, green: 0, blue: 0.5)
    /// The outline's colour, and a colour that counts as the default text colour.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)

    /// `#rrggbb`, each component rounded to 0…255.
    public var description: String {
        "#"
            + [red, green, blue].map { component in
                let byte = Int((component * 255).rounded())
                let hex = String(byte, radix: 16)
                return byte < 16 ? "0" + hex : hex
            }.joined()
    }
}
