import CarValet
import FoundationEssentials
import Gtk
import Localization
import Storage

/// The Edit Car form's photo: a heading, the car's picture (its photo, or its drawing while
/// it has none), **Choose Photo…** and **Remove Photo** (enabled while there is a photo), and
/// a line under them that says why a chosen file was refused, as the other fields say why
/// their value is invalid. The Edit Car page runs the buttons.
@MainActor
final class CarPhotoField: Box {
    /// The picture's size in the form: the strip's 16:9 at half its size.
    static let pictureSize = (width: 240, height: 135)

    // TRANSLATORS: the heading of Edit Car's photo of the car.
    let heading = Label(tr("Photo"))
    // TRANSLATORS: Edit Car's button that opens a file chooser to pick the car's photo.
    let chooseButton = Button(label: tr("Choose Photo…"))
    // TRANSLATORS: Edit Car's button that removes the car's photo (after asking); its drawing shows again.
    let removeButton = Button(label: tr("Remove Photo"))
    let problemLabel = Label()
    /// The picture on show.
    private(set) var picture: CarPictureView?
    private let pictureSlot = Box(.vertical)

    init() {
        super.init(.vertical, spacing: 8)
        heading.xalign = 0
        heading.addCSSClass("heading")
        pictureSlot.halign = .start
        // TRANSLATORS: the tooltip of Edit Car's Choose Photo… button.
        chooseButton.tooltip = tr("Choose an image to show in Car Images instead of the drawing")
        // TRANSLATORS: the tooltip of Edit Car's Remove Photo button.
        removeButton.tooltip = tr("Show the car's drawing again")
        let buttons = Box(.horizontal, spacing: 8)
        [chooseButton, removeButton].forEach(buttons.append)
        problemLabel.xalign = 0
        problemLabel.wraps = true
        problemLabel.addCSSClass("error")
        problemLabel.addCSSClass("car-field-problem")
        problemLabel.isVisible = false
        [heading, pictureSlot, buttons, problemLabel].forEach(append)
    }

    /// Shows `car`'s photo at `photo`, or its drawing when nil.
    func show(_ car: Car, photo: URL?) {
        if let picture { pictureSlot.remove(picture) }
        let shown =
            photo.map { CarPictureView(file: $0, name: car.photoName, isPhoto: true) }
            ?? CarPictureView(file: CarPictureKind(car: car).url, name: car.pictureName)
        shown.setSize(width: Self.pictureSize.width, height: Self.pictureSize.height)
        pictureSlot.append(shown)
        picture = shown
        removeButton.isSensitive = photo != nil
    }

    /// Shows `problem` under the buttons, or nothing when nil.
    func show(problem: String?) {
        problemLabel.text = problem ?? ""
        problemLabel.isVisible = problem != nil
        chooseButton.accessibleDescription = problem
    }
}

/// Reads the file the user chose for a car's photo and makes the copy `CarPhotos` keeps:
/// scaled to `CarPhotos.longestSide`, as PNG. The file itself is only read.
enum CarPhotoImport {
    /// The copy of the photo in the file at `path`, or why there is none.
    static func png(fromFile path: String) throws(CarPhotoProblem) -> [UInt8] {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try AtomicFile.read(url, maximumBytes: CarPhotos.maximumFileBytes))
        } catch {
            throw .unreadable(fileName: name, reason: error.description)
        }
        do {
            return try ScaledPhoto.png(from: bytes, longestSide: CarPhotos.longestSide).png
        } catch {
            switch error {
            case .notAnImage: throw .notAnImage(fileName: name)
            case .damaged: throw .damaged(fileName: name)
            }
        }
    }
}
