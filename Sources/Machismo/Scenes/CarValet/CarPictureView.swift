import FoundationEssentials
import Gtk
import Logging

/// One picture of the Car Images strip: an SVG drawing, or the car's photo, rendered by
/// gdk-pixbuf at the size it is shown in device pixels (its size × the scale factor), so it
/// stays crisp at every zoom. A drawing fills the picture's box; a photo keeps its shape,
/// as large as fits and centred. While the size keeps changing (a pinch, the Reset Zoom animation) the last
/// rendering is stretched and a new one follows once the size has held for a moment.
/// Screen readers see an image named after the car.
@MainActor
final class CarPictureView: DrawingArea {
    /// How long the size must hold before the picture is rendered again.
    static let settleSeconds = 0.12

    private let file: URL?
    /// The photo's width over its height; nil for a drawing, which fills the box.
    private let photoAspect: Double?
    private var rendering: RenderedSVG?
    /// Counts size changes, so that only the last scheduled rendering runs.
    private var generation = 0

    /// Whether the picture is in or near the visible part of the strip. A picture out of
    /// view drops its rendering (at 4× zoom one is tens of megabytes) and makes none.
    var isNearView = true {
        didSet {
            if !isNearView { rendering = nil }
            if isNearView != oldValue { queueDraw() }
        }
    }

    /// The size of the rendering in device pixels, if there is one; for tests.
    var renderedPixelSize: (width: Int, height: Int)? { rendering.map { ($0.pixelWidth, $0.pixelHeight) } }

    /// The picture of `file`, named `name` for screen readers; `isPhoto` keeps the
    /// file's shape (a drawing is stretched to the box).
    init(file: URL?, name: String, isPhoto: Bool = false) {
        self.file = file
        photoAspect =
            isPhoto
            ? file.flatMap { ScaledPhoto.size(ofFile: $0.path) }.map { Double($0.width) / Double($0.height) } : nil
        super.init(image: ())
        addCSSClass("car-picture")
        accessibleLabel = name
        halign = .center
        valign = .center
        setDraw { [weak self] context, width, height in self?.draw(context, width: width, height: height) }
    }

    /// Shows the picture `width` × `height` pixels large.
    func setSize(width: Int, height: Int) {
        setContentSize(width: width, height: height)
        setSizeRequest(width: width, height: height)
    }

    /// Whether it shows a photo (rather than a drawing).
    var isPhoto: Bool { photoAspect != nil }

    /// Renders the picture for its current size now; for tests and the first frame.
    func renderNow() {
        let scale = max(1, scaleFactor)
        let box = frame(width: width, height: height)
        render(pixelWidth: box.width * scale, pixelHeight: box.height * scale, scale: scale)
    }

    /// Where the picture goes in a `width` × `height` box: all of it for a drawing; for a
    /// photo, the largest rectangle of its shape, centred.
    func frame(width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        guard let photoAspect, width > 0, height > 0 else { return (0, 0, width, height) }
        let fitted =
            Double(width) / Double(height) > photoAspect
            ? (width: max(1, Int((Double(height) * photoAspect).rounded())), height: height)
            : (width: width, height: max(1, Int((Double(width) / photoAspect).rounded())))
        return ((width - fitted.width) / 2, (height - fitted.height) / 2, fitted.width, fitted.height)
    }

    private func draw(_ context: CairoContext, width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        let scale = max(1, scaleFactor)
        let box = frame(width: width, height: height)
        let (pixelWidth, pixelHeight) = (box.width * scale, box.height * scale)
        if rendering == nil, isNearView {
            render(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        } else if let rendering, !rendering.matches(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale) {
            scheduleRender()
        }
        context.save()
        context.translate(Double(box.x), Double(box.y))
        rendering?.draw(in: context, width: Double(box.width), height: Double(box.height))
        context.restore()
    }

    /// Renders again once the size has held for `settleSeconds`.
    private func scheduleRender() {
        generation += 1
        let scheduled = generation
        runAfter(seconds: Self.settleSeconds) { [weak self] in
            guard let self, self.generation == scheduled, self.isNearView else { return }
            self.renderNow()
            self.queueDraw()
        }
    }

    private func render(pixelWidth: Int, pixelHeight: Int, scale: Int) {
        guard let file, pixelWidth > 0, pixelHeight > 0 else { return }
        if let rendering, rendering.matches(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale) { return }
        do {
            rendering = try RenderedSVG(file: file.path, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        } catch {
            rendering = nil
            if Self.unreadable.insert(file.path).inserted {
                Self.logger.warning("The car picture \(file.path) could not be drawn: \(error)")
            }
        }
    }

    /// The pictures already reported as unreadable: each is reported once.
    private static var unreadable: Set<String> = []
    private static let logger = Logger(label: "machismo.carvalet")
}
