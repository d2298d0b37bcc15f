import FoundationEssentials
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

    public init(id: UUID = UUID(), make: String, model: String, year: Int, fuelGallons: Double) {
        self.id = id
        self.make = make
        self.model = model
        self.year = year
        self.fuelGallons = fuelGallons
    }

    /// What New Car adds: make and model `Unknown`, this year, an empty tank.
    /// The book's car starts with unknown make and model too; this year rather
    /// than its 1900 so that a new car is a likely one.
    public static func newCar(now: Date = Date()) -> Car {
        Car(make: "Unknown", model: "Unknown", year: CarRules.currentYear(now: now), fuelGallons: 0)
    }

    /// `2020 Honda Accord`, for alerts.
    public var name: String { "\(year) \(make) \(model)" }

    /// `12.5 gallons`, `47.32 litres`: the fuel in `unit`, to two decimals at most.
    public func fuelText(in unit: Settings.FuelUnit) -> String {
        "\(FuelUnit.format(unit.amount(fromGallons: fuelGallons))) \(unit.name)"
    }
}

/// Conversions between US gallons and the unit the user chose.
public enum FuelUnit {
    /// Litres in one US gallon.
    public static let litresPerGallon = 3.7854

    /// `value` to two decimals at most, without trailing zeros: `12.5`, `47.32`, `0`.
    public static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

extension Settings.FuelUnit {
    /// `gallons` or `litres`, as the page shows them after an amount.
    public var name: String {
        switch self {
        case .gallons: "gallons"
        case .litres: "litres"
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
