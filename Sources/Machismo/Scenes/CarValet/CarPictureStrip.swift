import Glibc
import Gtk
import Localization

/// The Car Images strip: car pictures side by side in a scrolled window, zoomed as a
/// whole. It turns the user's gestures into requests it passes on blindly; the
/// controller decides the zoom and hands it back through `setZoom(_:around:)`.
///
/// - Pinch (touchpad), Ctrl+scroll, `+`/`-`: zoom, around the fingers, the pointer or
///   (keys) the centre; `0`: back to 1×.
/// - Plain scrolling and dragging pan; a vertical wheel scrolls sideways while the
///   pictures fit the height. Left/Right show the previous/next picture.
///
/// `onPictureOnShowChanged` reports the picture with the largest visible width as
/// the strip scrolls or zooms.
@MainActor
final class CarPictureStrip: ScrolledWindow {
    /// What the user asked for.
    enum Request: Equatable {
        /// Multiply the zoom by `factor`, keeping the point `anchor` (in the strip) still, or the centre.
        case zoom(by: Double, anchor: Point?)
        case resetZoom
    }

    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    /// How much one key press or one scroll notch zooms.
    static let zoomStep = 1.25

    var onRequest: (@MainActor (Request) -> Void)?
    var onPictureOnShowChanged: (@MainActor (Int) -> Void)?

    private(set) var pictures: [CarPictureView] = []
    private(set) var zoom = 1.0
    private let row = Box(.horizontal)
    private lazy var horizontal = horizontalAdjustment
    private lazy var vertical = verticalAdjustment
    private let scroll = ScrollController(vertical: true, horizontal: true)
    /// Kept to read the point between the fingers.
    private let pinch = GestureZoom()
    /// Scroll positions waiting for GTK to lay the row out at its new size.
    private var pending: (x: Double?, y: Double?) = (nil, nil)
    private var pointer: Point?
    private var pinchScale = 1.0
    private var dragStart = Point(x: 0, y: 0)
    private var reportedPicture: Int?

    override init() {
        super.init()
        addCSSClass("car-strip")
        hexpand = true
        vexpand = true
        isFocusable = true
        // TRANSLATORS: the accessible name of Car Images' strip of pictures.
        accessibleLabel = tr("Car Pictures")
        tooltip = tr("Pinch, Ctrl+scroll or press + and − to zoom; drag or scroll to move")
        row.halign = .center
        row.valign = .center
        child = row
        horizontal.onChanged { [weak self] in self?.layoutChanged() }
        vertical.onChanged { [weak self] in self?.layoutChanged() }
        horizontal.onValueChanged { [weak self] in self?.scrolled() }
        addControllers()
        applyZoom()
    }

    var layout: CarStripLayout { layout(zoom: zoom) }

    private func layout(zoom: Double) -> CarStripLayout {
        CarStripLayout(count: pictures.count, zoom: zoom, mirrored: direction == .rightToLeft)
    }

    /// Shows these pictures, in order, replacing any shown.
    func setPictures(_ pictures: [CarPictureView]) {
        self.pictures.forEach(row.remove)
        self.pictures = pictures
        pictures.forEach(row.append)
        reportedPicture = nil
        applyZoom()
    }

    /// Zooms to `zoom`, keeping `anchor` (a point in the strip) still, or the centre.
    func setZoom(_ zoom: Double, around anchor: Point? = nil) {
        guard zoom != self.zoom else { return }
        let old = layout
        let new = layout(zoom: zoom)
        pending = (
            target(horizontal, anchor?.x, old.contentWidth, new.contentWidth),
            target(vertical, anchor?.y, old.contentHeight, new.contentHeight)
        )
        self.zoom = zoom
        applyZoom()
        applyPending()
    }

    /// Scrolls so that picture `index` is in the middle, once the strip is laid out.
    func show(pictureAt index: Int) {
        pending.x = layout.value(centering: index, page: max(1, horizontal.pageSize))
        pendingCentredPicture = index
        applyPending()
    }

    /// The picture to centre once the strip knows its width (the page size is 0 before).
    private var pendingCentredPicture: Int?

    /// The picture with the largest visible width.
    var pictureOnShow: Int? { layout.mostVisible(value: horizontal.value, page: horizontal.pageSize) }

    // MARK: - Zooming and scrolling

    /// Where `adjustment` must go for the content under `anchor` to stay under it when the
    /// content goes from `old` to `new` long.
    private func target(_ adjustment: Adjustment, _ anchor: Double?, _ old: Double, _ new: Double) -> Double {
        let page = adjustment.pageSize
        let point = anchor ?? page / 2
        let origin = layout.origin(content: old, value: adjustment.value, page: page)
        let contentPoint = (point - origin) * (new / max(old, 1))
        return contentPoint - point
    }

    private func applyZoom() {
        let layout = layout
        let gap = layout.gap
        row.spacing = gap
        row.setMargins(gap)
        for picture in pictures { picture.setSize(width: layout.pictureSize.width, height: layout.pictureSize.height) }
    }

    /// Applies the waiting scroll positions once the adjustments span the new content.
    private func applyPending() {
        let layout = layout
        if let index = pendingCentredPicture, horizontal.pageSize > 0 {
            pending.x = layout.value(centering: index, page: horizontal.pageSize)
        }
        if let x = pending.x, laidOut(horizontal, layout.contentWidth) {
            horizontal.value = layout.clamp(x, content: layout.contentWidth, page: horizontal.pageSize)
            pending.x = nil
            pendingCentredPicture = nil
        }
        if let y = pending.y, laidOut(vertical, layout.contentHeight) {
            vertical.value = layout.clamp(y, content: layout.contentHeight, page: vertical.pageSize)
            pending.y = nil
        }
        updateNearView()
        reportPictureOnShow()
    }

    /// Whether `adjustment` has been set up for content `length` long.
    private func laidOut(_ adjustment: Adjustment, _ length: Double) -> Bool {
        adjustment.pageSize > 0 && abs(adjustment.upper - max(length, adjustment.pageSize)) < 2
    }

    /// The adjustments change while GTK allocates the row, when a new scroll position
    /// would not move it until something else lays it out again: apply it just after.
    private func layoutChanged() {
        guard pending != (nil, nil) || pendingCentredPicture != nil else { return reportPictureOnShow() }
        guard !applyScheduled else { return }
        applyScheduled = true
        runAfter(seconds: 0) { [weak self] in
            self?.applyScheduled = false
            self?.applyPending()
        }
    }

    private var applyScheduled = false

    private func scrolled() {
        updateNearView()
        reportPictureOnShow()
    }

    private func reportPictureOnShow() {
        guard pending.x == nil, horizontal.pageSize > 0, let index = pictureOnShow, index != reportedPicture else {
            return
        }
        reportedPicture = index
        onPictureOnShowChanged?(index)
    }

    /// Lets pictures far out of view drop their renderings.
    private func updateNearView() {
        let layout = layout
        let page = horizontal.pageSize
        let origin = layout.origin(content: layout.contentWidth, value: horizontal.value, page: page)
        for (index, picture) in pictures.enumerated() {
            let span = layout.pictureSpan(index)
            let start = origin + span.start
            picture.isNearView = page <= 0 || (start + span.width > -page / 2 && start < page * 1.5)
        }
    }

    /// Scrolls sideways by `pixels`, as a wheel does.
    private func scrollSideways(by pixels: Double) {
        horizontal.value = layout.clamp(
            horizontal.value + pixels, content: layout.contentWidth, page: horizontal.pageSize)
    }

    // MARK: - Input

    private func addControllers() {
        let motion = MotionController()
        motion.onMotion { [weak self] x, y in self?.pointer = Point(x: x, y: y) }
        motion.onLeave { [weak self] in self?.pointer = nil }
        add(motion)

        // Seen before the scrolled window's own scrolling: Ctrl+scroll zooms.
        scroll.capturesEvents()
        scroll.onScroll { [weak self] dx, dy in
            guard let self else { return false }
            return self.scrolled(dx: dx, dy: dy, modifiers: self.scroll.modifiers)
        }
        add(scroll)

        pinch.onBegin { [weak self] in self?.pinchScale = 1 }
        pinch.onScaleChanged { [weak self] scale in
            guard let self, scale > 0 else { return }
            let anchor = self.pinch.center.map { Point(x: $0.x, y: $0.y) }
            self.onRequest?(.zoom(by: scale / self.pinchScale, anchor: anchor))
            self.pinchScale = scale
        }
        add(pinch)

        let drag = GestureDrag()
        drag.onBegin { [weak self] _, _ in
            guard let self else { return }
            self.grabFocus()
            self.dragStart = Point(x: self.horizontal.value, y: self.vertical.value)
        }
        drag.onUpdate { [weak self] dx, dy in
            guard let self else { return }
            let layout = self.layout
            self.horizontal.value = layout.clamp(
                self.dragStart.x - dx, content: layout.contentWidth,
                page: self.horizontal.pageSize)
            self.vertical.value = layout.clamp(
                self.dragStart.y - dy, content: layout.contentHeight,
                page: self.vertical.pageSize)
        }
        add(drag)

        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, modifiers.isEmpty || modifiers == .shift else { return false }
            return self.pressed(keyval)
        }
        add(keys)
    }

    /// Ctrl+scroll zooms (away from you zooms in) around the pointer, a wheel's notch by
    /// `zoomStep` and a touchpad's smooth scrolling by as much per unit; a vertical wheel
    /// scrolls sideways while there is nothing to scroll vertically.
    private func scrolled(dx: Double, dy: Double, modifiers: Modifiers) -> Bool {
        if modifiers.contains(.control) {
            guard dy != 0 else { return true }
            onRequest?(.zoom(by: pow(Self.zoomStep, -max(-1, min(1, dy))), anchor: pointer))
            return true
        }
        guard modifiers.isEmpty, dx == 0, dy != 0, vertical.upper - vertical.pageSize < 1 else { return false }
        scrollSideways(by: dy * 60)
        return true
    }

    private func pressed(_ keyval: UInt32) -> Bool {
        if Key.zoomIn.contains(keyval) {
            onRequest?(.zoom(by: Self.zoomStep, anchor: nil))
        } else if Key.zoomOut.contains(keyval) {
            onRequest?(.zoom(by: 1 / Self.zoomStep, anchor: nil))
        } else if Key.digit(keyval) == 0 {
            onRequest?(.resetZoom)
        } else if keyval == Key.left || keyval == Key.right, let current = pictureOnShow {
            let forward = (keyval == Key.right) != (direction == .rightToLeft)
            let next = max(0, min(current + (forward ? 1 : -1), pictures.count - 1))
            horizontal.value = layout.value(centering: next, page: horizontal.pageSize)
        } else {
            return false
        }
        return true
    }
}
