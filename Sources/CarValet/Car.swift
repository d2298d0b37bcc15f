import FoundationEssentials
import Localization
import Storage

/// A car in the garage, as in *Learning iOS Development* ch. 7: make, model,
/// year and the fuel in its tank. Fuel is kept in US gallons whatever the
/// Units setting says; `FuelUnit` converts for display and editing.
public struct Car: Codable, Equatable, Identifiable, Sendable {
    public var id: UUID
    public var make: String
    public var model: String
    public var year: Int
    /// The fuel in the tank, in US gallons.
    public var fuelGallons: Double
    /// True once the user chose a photo of the car (`CarPhotos` keeps its copy); nil (the
    /// key `hasPhoto` absent, as in files saved before photos) means the car's drawing.
    public var hasPhoto: Bool?

    public init(id: UUID = UUID(), make: String, model: String, year: Int, fuelGallons: Double) {
        self.id = id
        self.make = make
        self.model = model
        self.year = year
        self.fuelGallons = fuelGallons
    }

    /// What New Car adds: make and model `Unknown`, this year, an empty tank.
    /// The book's car starts with unknown make and model too; this year rather
    /// than its 1900 so that a new car is a likely one. `Unknown` is in the user's
    /// language: it is the car's data from then on, which the user edits.
    public static func newCar(now: Date = Date()) -> Car {
        // TRANSLATORS: the make and the model of a new car, until the user edits them (saved as the car's data).
        let unknown = trc("car make and model", "Unknown")
        return Car(make: unknown, model: unknown, year: CarRules.currentYear(now: now), fuelGallons: 0)
    }

    /// `2020 Honda Accord`, for alerts (the year unformatted).
    public var name: String {
        // TRANSLATORS: a car's name: %1$s is its year (2020), %2$s its make (Honda), %3$s its model (Accord).
        tr("%1$s %2$s %3$s", String(year), make, model)
    }

    /// `12.5 gallons`, `47.32 litres` (`12,5 Liter` in German): the fuel in `unit`, to two
    /// decimals at most, in the user's locale.
    public func fuelText(in unit: Settings.FuelUnit) -> String {
        unit.amountText(unit.amount(fromGallons: fuelGallons))
    }
}

/// Conversions between US gallons and the unit the user chose.
public enum FuelUnit {
    /// Litres in one US gallon.
    public static let litresPerGallon = 3.7854

    /// `value` to two decimals at most, without trailing zeros, in the user's locale:
    /// `12.5`, `47.32`, `0` (`12,5` in German). `grouped` groups the digits as the
    /// locale does (`1,234.5`) for display; an entry's text is not grouped, so that
    /// `LocaleNumbers.parseDecimal` reads it back.
    public static func format(_ value: Double, grouped: Bool = false) -> String {
        let hundredths = (value * 100).rounded() + 0  // + 0 turns -0 into 0
        let digits =
            !hundredths.isFinite || abs(hundredths) >= 1e17 || hundredths.remainder(dividingBy: 100) == 0
            ? 0
            : hundredths.remainder(dividingBy: 10) == 0 ? 1 : 2
        let text = LocaleNumbers.decimal(hundredths.isFinite ? hundredths / 100 : value, fractionDigits: digits)
        let separator = LocaleNumbers.groupingSeparator
        guard !grouped, !separator.isEmpty else { return text }
        return text.replacing(separator, with: "")
    }

    /// The count that picks an amount's plural form: the amount when it is whole. A
    /// fraction (12.5) takes the form CLDR calls `other`, which gettext's formulas give
    /// to 100 in English, German and Arabic (gettext's forms are for whole numbers).
    static func pluralCount(_ amount: Double) -> Int {
        let hundredths = (amount * 100).rounded()
        let whole = hundredths.isFinite && abs(hundredths) < 1e17 && hundredths.remainder(dividingBy: 100) == 0
        return whole ? Int(hundredths / 100) : 100
    }
}

extension Settings.FuelUnit {
    /// `12.5 gallons`, `1 litre`: `amount` in this unit as `FuelUnit.format` writes it,
    /// one whole message per unit.
    func amountText(_ amount: Double) -> String {
        let text = FuelUnit.format(amount, grouped: true)
        let count = FuelUnit.pluralCount(amount)
        switch self {
        case .gallons:
            // TRANSLATORS: an amount of fuel; %s is a number with up to two decimals (12,5).
            return trn("%s gallon", "%s gallons", count, text)
        case .litres:
            // TRANSLATORS: an amount of fuel; %s is a number with up to two decimals (12,5).
            return trn("%s litre", "%s litres", count, text)
        }
    }

    /// The Edit Car form's fuel field's title in this unit: `Fuel (litres)`.
    public var fuelFieldTitle: String {
        switch self {
        case .gallons: tr("Fuel (gallons)")
        case .litres: tr("Fuel (litres)")
        }
    }

    /// `gallons` in this unit.
    public func amount(fromGallons gallons: Double) -> Double {
        switch self {
        case .gallons: gallons
        case .litres: gallons * FuelUnit.litresPerGallon
        }
    }

    /// `amount` in this unit, in gallons.
    public func gallons(fromAmount amount: Double) -> Double {
        switch self {
        case .gallons: amount
        case .litres: amount / FuelUnit.litresPerGallon
        }
    }
}
