import Localization
import RichText

/// Attributor's colours, as its swatches offer them and Text Stats names them.
enum AttributorColor: CaseIterable {
    case red, green, orange, purple

    var color: RGBColor {
        switch self {
        case .red: .red
        case .green: .green
        case .orange: .orange
        case .purple: .purple
        }
    }

    /// The colour's name in the user's language: the swatch's accessible label, a row of
    /// Text Stats' chart.
    var name: String {
        switch self {
        case .red: trc("text colour", "Red")
        case .green: trc("text colour", "Green")
        case .orange: trc("text colour", "Orange")
        case .purple: trc("text colour", "Purple")
        }
    }

    /// What the swatch does, as its tooltip says.
    var tooltip: String {
        switch self {
        case .red: tr("Colour the selection red")
        case .green: tr("Colour the selection green")
        case .orange: tr("Colour the selection orange")
        case .purple: tr("Colour the selection purple")
        }
    }

    /// The swatch's style class (data/ CSS), never translated. Spelt out: `"\(self)"` would
    /// describe the case by reflection, 0.6 M instructions each in Attributor's first visit.
    var styleClass: String {
        switch self {
        case .red: "swatch-red"
        case .green: "swatch-green"
        case .orange: "swatch-orange"
        case .purple: "swatch-purple"
        }
    }

    /// Attributor's colour that `color` is, if it is one.
    init?(_ color: RGBColor) {
        guard let match = Self.allCases.first(where: { $0.color == color }) else { return nil }
        self = match
    }
}
