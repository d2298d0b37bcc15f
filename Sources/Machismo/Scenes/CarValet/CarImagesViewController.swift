import CarValet
import Gtk
import Localization
import Navigation
import Storyboard

/// `Car Images`: a strip of car pictures, one per car of the garage in order (or five
/// samples while it has none): the car's photo when the user chose one, else its drawing; zoomed from 1× to 4× by pinch, Ctrl+scroll or the
/// keys; `Car Number: n` follows the picture most on show. **Reset Zoom** is enabled
/// only while zoomed and animates back to 1× (at once when the desktop reduces
/// animation). CarValet prepares it with the car it showed, which the strip scrolls to.
/// The car on show and the zoom come back on the next launch. No toolbar.
@MainActor
final class CarImagesViewController: ViewController {
    static let zoomRange = 1.0...4.0
    /// How long Reset Zoom's animation takes.
    static let resetSeconds = 0.25

    /// The car on show, from 0; set by `prepare(for:sender:)` before the view exists.
    var carIndex = 0 {
        didSet { if isViewLoaded, carIndex != oldValue { updateLabel() } }
    }

    /// The zoom, within `zoomRange`.
    private(set) var zoom = 1.0
    private(set) var resetZoomItem: BarButtonItem!
    private let garage: Garage
    /// The Reset Zoom animation under way, if any.
    private var resetTick: UInt?

    // Made in loadView: GTK may not be running when the controller is made (`--list-scenes`).
    private(set) lazy var strip = CarPictureStrip()
    private(set) lazy var numberLabel = Label()
    private(set) lazy var samplesHint = Label()

    init(garage: Garage) {
        self.garage = garage
        super.init()
        // TRANSLATORS: the page of car pictures, and the CarValet button that opens it.
        title = tr("Car Images")
        restorationIdentifier = "car-images"
        // TRANSLATORS: the button that zooms Car Images' pictures back to their normal size.
        resetZoomItem = BarButtonItem(title: tr("Reset Zoom")) { [weak self] in self?.resetZoom() }
        resetZoomItem.isEnabled = false
        navigationItem.rightBarButtonItems = [resetZoomItem]
    }

    /// Whether the pictures are the samples (the garage has no car).
    private var showsSamples: Bool { garage.cars.isEmpty }

    // MARK: - The view

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 12)
        page.addCSSClass("car-images-page")
        page.setMargins(top: 0, bottom: 24, start: 0, end: 0)
        numberLabel.addCSSClass("title-4")
        samplesHint.addCSSClass("dim-label")
        samplesHint.wraps = true
        samplesHint.justifiesCenter = true
        samplesHint.setMargins(top: 0, bottom: 0, start: 24, end: 24)
        // TRANSLATORS: under Car Images' pictures when the garage has no car yet.
        samplesHint.text = tr("There are no cars yet: these are samples. Add cars with New Car.")
        [strip, numberLabel, samplesHint].forEach(page.append)
        return page
    }

    override func viewDidLoad() {
        strip.onRequest = { [weak self] request in
            switch request {
            case .zoom(let factor, let anchor): self?.zoom(by: factor, around: anchor)
            case .resetZoom: self?.resetZoom()
            }
        }
        strip.onPictureOnShowChanged = { [weak self] index in self?.carIndex = index }
    }

    override func viewWillAppear(_ animated: Bool) {
        let pictures: [CarPictureView]
        if showsSamples {
            pictures = CarPictureKind.allCases.map { CarPictureView(file: $0.url, name: $0.sampleDescription) }
        } else {
            pictures = garage.cars.map { car in
                if let photo = garage.photoURL(of: car) {
                    return CarPictureView(file: photo, name: car.photoName, isPhoto: true)
                }
                return CarPictureView(file: CarPictureKind(car: car).url, name: car.pictureName)
            }
        }
        carIndex = max(0, min(carIndex, pictures.count - 1))
        strip.setPictures(pictures)
        strip.setZoom(zoom)
        strip.show(pictureAt: carIndex)
        samplesHint.isVisible = showsSamples
        updateLabel()
        updateItems()
    }

    override func viewDidDisappear(_ animated: Bool) { stopResetAnimation() }

    // MARK: - Zoom

    /// Multiplies the zoom by `factor`, keeping `anchor` still (or the centre).
    func zoom(by factor: Double, around anchor: CarPictureStrip.Point? = nil) {
        setZoom(zoom * factor, around: anchor)
    }

    /// Sets the zoom, kept within `zoomRange`; stops a Reset Zoom under way.
    func setZoom(_ zoom: Double, around anchor: CarPictureStrip.Point? = nil) {
        stopResetAnimation()
        applyZoom(zoom, around: anchor)
    }

    private func applyZoom(_ zoom: Double, around anchor: CarPictureStrip.Point? = nil) {
        var zoom = min(max(zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        if abs(zoom - 1) < 0.001 { zoom = 1 }  // a pinch back to about 1 is 1
        self.zoom = zoom
        if isViewLoaded { strip.setZoom(zoom, around: anchor) }
        updateItems()
    }

    /// Back to 1×: animated over `resetSeconds` (times GTK's slowdown) while the page is on
    /// screen and the desktop allows animation, else at once.
    func resetZoom() {
        guard zoom != 1 else { return }
        stopResetAnimation()
        guard isViewLoaded, strip.isMapped, DesktopSettings.enablesAnimations else {
            applyZoom(1)
            return
        }
        let from = zoom
        var start: Double?
        resetTick = strip.addTickCallback { [weak self] now in
            guard let self else { return false }
            let begun = start ?? now
            start = begun
            let elapsed = (now - begun) / DesktopSettings.animationSlowdown
            self.applyZoom(Self.resetZoom(from: from, after: elapsed))
            guard elapsed < Self.resetSeconds else {
                self.resetTick = nil
                return false
            }
            return true
        }
    }

    /// The zoom `elapsed` seconds into Reset Zoom's animation from `from`: eased out,
    /// 1 once `resetSeconds` have passed.
    static func resetZoom(from: Double, after elapsed: Double) -> Double {
        let rest = 1 - min(1, max(0, elapsed / resetSeconds))
        let eased = 1 - rest * rest * rest
        return from + (1 - from) * eased
    }

    /// Whether Reset Zoom is animating; for tests.
    var isResettingZoom: Bool { resetTick != nil }

    private func stopResetAnimation() {
        guard let resetTick else { return }
        self.resetTick = nil
        strip.removeTickCallback(resetTick)
    }

    // MARK: - Restoration

    /// The car on show and the zoom, each when it is not where a fresh page starts.
    override func encodeRestorableState() -> [String: RestorableValue] {
        var state: [String: RestorableValue] = [:]
        if carIndex != 0 { state["car"] = .integer(carIndex) }
        if zoom != 1 { state["zoom"] = .number(zoom) }
        return state
    }

    /// Takes the car on show and the zoom back (kept in range); the strip scrolls to the car.
    override func decodeRestorableState(_ state: [String: RestorableValue]) {
        if let index = state["car"]?.intValue, index >= 0 {
            carIndex = isViewLoaded ? min(index, max(0, strip.pictures.count - 1)) : index
        }
        if let zoom = state["zoom"]?.doubleValue { setZoom(zoom) }
        if isViewLoaded { strip.show(pictureAt: carIndex) }
    }

    // MARK: - Keeping the view in line

    private func updateLabel() {
        if showsSamples {
            // TRANSLATORS: under the sample car picture most on show; %d counts from 1.
            numberLabel.text = tr("Sample %d", carIndex + 1)
        } else {
            // TRANSLATORS: %d is the number of the car shown, from 1.
            numberLabel.text = tr("Car Number: %d", carIndex + 1)
        }
    }

    private func updateItems() {
        resetZoomItem.isEnabled = zoom > 1
    }
}
