import FoundationEssentials
import Glibc
import Localization
import Storage

/// The rules a car must keep, and what the Edit Car form says when it doesn't.
///
/// - Make and model: not empty once leading and trailing spaces are trimmed
///   (an unnamed car can't be told apart on the page), at most 60 characters.
/// - Year: a whole number from 1886 (Benz's Patent-Motorwagen, the first car)
///   to next year (makers sell next year's models from the autumn); "next
///   year" is computed from the current date, which tests inject.
/// - Fuel: a number ≥ 0 in the unit the form shows (gallons or litres), as the user's
///   locale writes it (`12.5`, `12,5` in German: `LocaleNumbers.parseDecimal`).
public enum CarRules {
    /// The first year a car can have.
    public static let firstYear = 1886
    /// The longest make or model.
    public static let maximumNameLength = 60

    /// The year it is now, in local time.
    public static func currentYear(now: Date = Date()) -> Int {
        var seconds = time_t(now.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        return Int(parts.tm_year) + 1900
    }

    /// The years a car can have when it is `now`: 1886…next year.
    public static func years(now: Date = Date()) -> ClosedRange<Int> {
        firstYear...(currentYear(now: now) + 1)
    }

    /// The last year a saved car may have. The form allows next year only, but a
    /// garage saved under a clock set ahead is still a garage; past this, a year
    /// is a damaged file's.
    public static let lastSavedYear = 9999

    /// Whether `name` is certainly a good name, told without Unicode's grapheme rules (a
    /// garage of 10,000 cars is checked at launch): at most `maximumNameLength` bytes (so
    /// as many characters at most), beginning with no whitespace and ending in a printable
    /// ASCII character that is not a space.
    private static func isPlainName(_ name: String) -> Bool {
        let plain = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumNameLength else { return false }
            guard last > 0x20, last < 0x7F else { return false }
            return first < 0x80 ? first > 0x20 && first < 0x7F : !isWhitespace(first: name)
        }
        return plain ?? false
    }

    private static func isWhitespace(first name: String) -> Bool {
        name.unicodeScalars.first?.properties.isWhitespace ?? false
    }

    private static func nameProblem(_ name: String, _ what: String) -> String? {
        guard !isPlainName(name) else { return nil }
        let trimmed = name.trimmed
        guard trimmed.isEmpty || trimmed.count > maximumNameLength else { return nil }
        return "a car's \(what) is empty or longer than \(maximumNameLength) characters"
    }

    /// Why `car`, read from `cars.json`, could not have been saved by the Edit Car
    /// form (whatever the date), or nil: a make or model empty or longer than
    /// `maximumNameLength`, a year outside `firstYear…lastSavedYear`, a negative
    /// or non-finite fuel amount. For the log (a decoding error's description): the user
    /// reads that the file is damaged, in their language.
    public static func problem(with car: Car) -> String? {
        if let problem = nameProblem(car.make, "make") ?? nameProblem(car.model, "model") { return problem }
        guard (firstYear...lastSavedYear).contains(car.year) else { return "a car's year is \(car.year)" }
        guard car.fuelGallons.isFinite, car.fuelGallons >= 0 else { return "a car's fuel is \(car.fuelGallons)" }
        return nil
    }
}

/// The Edit Car form's fields as typed, checked against `CarRules`.
public struct CarDraft: Equatable, Sendable {
    /// A field of the form.
    public enum Field: String, CaseIterable, Sendable {
        case make, model, year, fuel
    }

    public var make: String
    public var model: String
    public var year: String
    /// The fuel amount in `unit`.
    public var fuel: String
    public var unit: Settings.FuelUnit

    public init(make: String, model: String, year: String, fuel: String, unit: Settings.FuelUnit) {
        self.make = make
        self.model = model
        self.year = year
        self.fuel = fuel
        self.unit = unit
    }

    /// The form filled in from `car`, fuel shown in `unit`.
    public init(_ car: Car, unit: Settings.FuelUnit) {
        self.init(
            make: car.make, model: car.model, year: String(car.year),
            fuel: FuelUnit.format(unit.amount(fromGallons: car.fuelGallons)), unit: unit)
    }

    /// What is wrong with each invalid field, in words for the line under it (in the
    /// user's language).
    public func problems(now: Date = Date()) -> [Field: String] {
        var problems: [Field: String] = [:]
        let maximum = CarRules.maximumNameLength
        if make.trimmed.isEmpty {
            problems[.make] = tr("Enter the make.")
        } else if make.trimmed.count > maximum {
            problems[.make] = trn(
                "The make can be at most %d character.", "The make can be at most %d characters.",
                maximum, maximum)
        }
        if model.trimmed.isEmpty {
            problems[.model] = tr("Enter the model.")
        } else if model.trimmed.count > maximum {
            problems[.model] = trn(
                "The model can be at most %d character.", "The model can be at most %d characters.",
                maximum, maximum)
        }
        let years = CarRules.years(now: now)
        if let year = Int(year.trimmed) {
            if !years.contains(year) {
                let (first, last) = (String(years.lowerBound), String(years.upperBound))
                // TRANSLATORS: %1$s and %2$s are years (1886, 2027).
                problems[.year] = tr("Enter a year from %1$s to %2$s.", first, last)
            }
        } else if year.trimmed.isEmpty {
            problems[.year] = tr("Enter the year.")
        } else {
            problems[.year] = tr("The year must be a whole number, such as 2020.")
        }
        if let fuel = Self.number(fuel) {
            if fuel < 0 { problems[.fuel] = tr("The fuel amount can't be negative.") }
        } else if fuel.trimmed.isEmpty {
            problems[.fuel] = tr("Enter the fuel amount.")
        } else {
            // TRANSLATORS: %s is a decimal number as the user's locale writes it (12.5 in English, 12,5 in German).
            problems[.fuel] = tr(
                "The fuel amount must be a number, such as %s.",
                LocaleNumbers.decimal(12.5, fractionDigits: 1))
        }
        return problems
    }

    /// `car` with this draft's values, if every field is valid.
    public func applied(to car: Car, now: Date = Date()) -> Car? {
        guard problems(now: now).isEmpty, let year = Int(year.trimmed), let fuel = Self.number(fuel) else { return nil }
        var edited = car
        edited.make = make.trimmed
        edited.model = model.trimmed
        edited.year = year
        edited.fuelGallons = unit.gallons(fromAmount: fuel)
        return edited
    }

    /// A finite decimal number as the user's locale writes it (`12.5`; `12,5` in German),
    /// else nil.
    private static func number(_ text: String) -> Double? {
        guard let value = LocaleNumbers.parseDecimal(text), value.isFinite else { return nil }
        return value
    }
}

extension String {
    fileprivate var trimmed: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
