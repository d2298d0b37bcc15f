import FoundationEssentials
import Localization
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
            return CardScoring(
                matchBonus: clamp(matchBonus), mismatchPenalty: clamp(mismatchPenalty),
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
    /// The language the app speaks from its next launch, as a gettext language code
    /// (`de`, `ar`, `en`); nil follows the system (`LANGUAGE`, `LANG`). A code this
    /// build has no translation for is kept as it is (a later version may ship one).
    public var language: String?

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
        language = try container.decodeIfPresent(String.self, forKey: .language)
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
        file = Self.file(in: directories)
        switch file.load() {
        case .missing:
            settings = Settings()
        case .loaded(let saved):
            settings = saved
        case .setAside(let reason, let setAsideAt):
            settings = Settings()
            savesFile = setAsideAt != nil
            problem = LoadProblem.describe(Self.wording, reason: reason, setAsideAt: setAsideAt)
        }
    }

    /// The saved settings as they are, or nil when there are none or they cannot be
    /// read: nothing is set aside, logged or reported (the store's own load does
    /// that). For what must be known before the app starts, such as the language.
    public nonisolated static func peek(directories: XDGDirectories) -> Settings? {
        file(in: directories).peek()
    }

    private nonisolated static func file(in directories: XDGDirectories) -> StateFile<Settings> {
        StateFile(url: directories.config.appendingPathComponent("settings.json"))
    }

    private static var wording: LoadProblem.Wording {
        LoadProblem.Wording(
            damaged: tr("Your settings could not be read: the file is damaged."),
            newer: tr("Your settings could not be read: it was saved by a newer version of Machismo."),
            unopened: tr("Your settings could not be read: the file could not be opened."),
            // TRANSLATORS: %s is the name the damaged file was kept under (settings.json.corrupt-20261121T140500Z).
            kept: { tr("It was kept as %s, and the defaults are in use.", $0) },
            unsaved: tr("It could not be moved aside either, so the defaults are in use and changes are not saved."))
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
            // TRANSLATORS: %s is the system's reason, such as
            // "could not write /home/ada/.config/machismo/settings.json: Disk full".
            problem = tr("Your settings could not be saved: %s", "\(error)")
        }
    }
}
