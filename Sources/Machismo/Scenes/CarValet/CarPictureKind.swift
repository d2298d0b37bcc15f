import CarValet
import FoundationEssentials
import Localization

/// The five car drawings of `data/cars/` (see its README): which one shows a car, and
/// what the samples are called when the garage has no car.
enum CarPictureKind: Int, CaseIterable {
    case sedan, hatchback, pickup, coupe, van

    /// The drawing of `car`, derived from its identity, so a car keeps its picture when
    /// others are added, deleted or edited.
    init(car: Car) {
        let sum = withUnsafeBytes(of: car.id.uuid) { $0.reduce(0) { $0 + Int($1) } }
        self = Self.allCases[sum % Self.allCases.count]
    }

    /// The file's name in `cars/` of the data folder.
    var fileName: String { "\(Self.names[rawValue]).svg" }

    private static let names = ["sedan", "hatchback", "pickup", "coupe", "van"]

    /// The file, when the data folder is found.
    var url: URL? { DataDirectory.url?.appendingPathComponent("cars").appendingPathComponent(fileName) }

    /// What a sample picture shows, for screen readers.
    var sampleDescription: String {
        switch self {
        // TRANSLATORS: a sample picture on Car Images, for screen readers.
        case .sedan: tr("A red sedan")
        // TRANSLATORS: a sample picture on Car Images, for screen readers.
        case .hatchback: tr("A blue hatchback")
        // TRANSLATORS: a sample picture on Car Images, for screen readers.
        case .pickup: tr("A green pickup truck")
        // TRANSLATORS: a sample picture on Car Images, for screen readers.
        case .coupe: tr("A yellow sports coupe")
        // TRANSLATORS: a sample picture on Car Images, for screen readers.
        case .van: tr("A white passenger van")
        }
    }
}

extension Car {
    /// `Honda Accord, 2020`: how a car's picture is named for screen readers.
    var pictureName: String {
        // TRANSLATORS: a car's picture, for screen readers: %1$s is its make (Honda), %2$s its model (Accord), %3$s its year (2020).
        trc("car picture", "%1$s %2$s, %3$s", make, model, String(year))
    }

    /// `Photo of the Honda Accord, 2020`: how a car's photo is named for screen readers.
    var photoName: String {
        // TRANSLATORS: a car's photo, for screen readers: %1$s is its make (Honda), %2$s its model (Accord), %3$s its year (2020).
        trc("car picture", "Photo of the %1$s %2$s, %3$s", make, model, String(year))
    }
}
