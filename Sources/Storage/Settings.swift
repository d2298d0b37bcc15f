import FoundationEssentials
import Observation

/// The user's choices from the Settings scene, kept in
/// `$XDG_CONFIG_HOME/machismo/settings.json`.
public struct Settings: Codable, Equatable, Sendable {
    /// Light or dark, or whatever the desktop says.
    public enum Style: String, Codable, CaseIterable, Sendable {
        case system, light, dark
    }

    /// The layout direction: the language's, or forced either way.
    public enum TextDirection: String, Codable, CaseIterable, Sendable {
        case automatic, leftToRight, rightToLeft
    }

    /// The app's colours: the theme's, or CarValet's (mocha buttons, green toolbar).
    public enum ColorScheme: String, Codable, CaseIterable, Sendable {
        case standard, carValet
    }

    /// How CarValet shows fuel.
    public enum FuelUnit: String, Codable, CaseIterable, Sendable {
        case gallons, litres
    }

    /// The card games' scoring constants; changes apply to the next deal.
    public struct CardScoring: Codable, Equatable, Sendable {
        public var matchBonus: Int
        public var mismatchPenalty: Int
        public var costToChoose: Int

        public static let defaults = CardScoring(matchBonus: 4, mismatchPenalty: 2, costToChoose: 1)
        /// The values the Card Games page accepts.
        public static let range = 0...100

        public init(matchBonus: Int, mismatchPenalty: Int, costToChoose: Int) {
            self.matchBonus = matchBonus
            self.mismatchPenalty = mismatchPenalty
            self.costToChoose = costToChoose
        }

        /// These values clamped to `range`.
        public var clamped: CardScoring {
            func clamp(_ value: Int) -> Int { min(max(value, Self.range.lowerBound), Self.range.upperBound) }
            return CardScoring(matchBonus: clamp(matchBonus), mismatchPenalty: clamp(mismatchPenalty),
                               costToChoose: clamp(costToChoose))
        }
    }

    public var style = Style.system
    public var textDirection = TextDirection.automatic
    public var colorScheme = ColorScheme.standard
    public var cardScoring = CardScoring.defaults
    public var fuelUnit = FuelUnit.gallons
    /// Cards' match mode, 2 or 3 cards: the last one chosen.
    public var cardMatchCount = 2
    /// The app's own text zoom (Ctrl+plus, Ctrl+minus, Ctrl+0), on top of the desktop's text scaling.
    public var textZoom = 1.0

    /// The zooms a settings file may hold.
    public static let textZoomRange = 0.5...3.0

    public init() {}

    public init(from decoder: Decoder) throws {
        // Missing keys take their defaults, so files from older versions still load.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decodeIfPresent(Style.self, forKey: .style) ?? .system
        textDirection = try container.decodeIfPresent(TextDirection.self, forKey: .textDirection) ?? .automatic
        colorScheme = try container.decodeIfPresent(ColorScheme.self, forKey: .colorScheme) ?? .standard
        cardScoring = (try container.decodeIfPresent(CardScoring.self, forKey: .cardScoring) ?? .defaults).clamped
        fuelUnit = try container.decodeIfPresent(FuelUnit.self, forKey: .fuelUnit) ?? .gallons
        let matchCount = try container.decodeIfPresent(Int.self, forKey: .cardMatchCount) ?? 2
        cardMatchCount = matchCount == 3 ? 3 : 2
        let zoom = try container.decodeIfPresent(Double.self, forKey: .textZoom) ?? 1
        textZoom = zoom.isFinite ? min(max(zoom, Self.textZoomRange.lowerBound), Self.textZoomRange.upperBound) : 1
    }
}

/// The settings, observable and saved atomically on every change.
@MainActor
@Observable
public final class SettingsStore {
    /// The current settings; setting them saves them.
    public var settings: Settings {
        didSet {
            guard settings != oldValue else { return }
            save()
        }
    }

    /// Why the last load or save failed, for the user; nil when all is well.
    public private(set) var problem: String?

    @ObservationIgnored private let file: StateFile<Settings>
    @ObservationIgnored private var savesFile = true
    @ObservationIgnored private var isForgetting = false

    public init(directories: XDGDirectories) {
        file = StateFile(url: directories.config.appendingPathComponent("settings.json"))
        switch file.load() {
        case .missing:
            settings = Settings()
        case .loaded(let saved):
            settings = saved
        case .setAside(let reason, let setAsideAt):
            settings = Settings()
            savesFile = setAsideAt != nil
            problem = LoadProblem.describe("Your settings", reason: reason, setAsideAt: setAsideAt,
                                           fallback: "the defaults are in use",
                                           unsaved: "the defaults are in use and changes are not saved")
        }
    }

    /// Back to the defaults with nothing left on disk (Reset Everything): the
    /// file is removed, not rewritten with defaults.
    public func forgetAll() throws {
        try file.remove()
        isForgetting = true
        defer { isForgetting = false }
        settings = Settings()
        savesFile = true
        problem = nil
    }

    private func save() {
        guard savesFile, !isForgetting else { return }
        do {
            try file.save(settings)
        } catch {
            problem = "Your settings could not be saved: \(error)"
        }
    }
}
