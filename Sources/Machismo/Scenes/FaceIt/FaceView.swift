import FaceDrawing
import FaceIt
import Glibc
import Gtk
import Localization

/// The face on screen, the face page's whole view: a focusable drawing area that
/// draws `expression` at `scale` and turns the user's gestures and keys into
/// requests it passes on blindly, through `onAction`; the controller changes the
/// model and hands the face back.
///
/// - Pinch (touchpad) or Ctrl+scroll, `+`/`-`: zoom.
/// - Click or Space: toggle the eyes.
/// - Drag (or swipe) up/down, Up/Down: happier/sadder, one step per `dragStep` pixels.
/// - Rotate (touchpad), Shift+scroll, Right/Left: brows more furrowed/more relaxed,
///   one step per `rotationStep` radians or scroll notch.
///
/// Screen readers hear it as `Face`, described by the expression
/// (`Happy: eyes open, smiling`).
@MainActor
final class FaceView: DrawingArea {
    enum Action: Equatable {
        case zoom(by: Double), toggleEyes, happier, sadder, moreFurrowed, moreRelaxed
    }

    static let dragStep = 40.0
    /// How far a press may move and still be a click.
    static let clickSlop = 8.0
    static let rotationStep = 0.35
    /// How much one key press or one scroll notch zooms.
    static let zoomStep = 1.1

    var onAction: (@MainActor (Action) -> Void)?

    var expression = FacialExpression() {
        didSet { if expression != oldValue { update() } }
    }

    var scale = FaceGeometry.defaultScale {
        didSet { if scale != oldValue { queueDraw() } }
    }

    /// Steps already taken by the drag or rotation under way.
    private var dragSteps = 0
    /// Kept to read the modifiers held during a scroll.
    private let scroll = ScrollController(vertical: true, horizontal: true)
    /// Whether the press under way moved far enough to be a drag, not a click.
    private var dragMoved = false
    private var rotationSteps = 0
    private var pinchScale = 1.0
    private var browScroll = 0.0

    override init() {
        super.init()
        addCSSClass("face")
        hexpand = true
        vexpand = true
        isFocusable = true
        setContentSize(width: 240, height: 240)
        // TRANSLATORS: the accessible name of FaceIt's face.
        accessibleLabel = trc("face", "Face")
        tooltip = tr(
            "Click to open or close the eyes, drag up or down for happier or sadder, Ctrl+scroll to zoom, Shift+scroll to move the brows"
        )
        setDraw { [weak self] context, width, height in
            guard let self else { return }
            FaceRenderer.draw(
                self.expression, scale: self.scale,
                appearance: FaceAppearance(isDark: DesktopSettings.prefersDarkStyle),
                in: context, width: Double(width), height: Double(height))
        }
        addGestures()
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard modifiers.isEmpty || modifiers == .shift, let action = Self.action(forKey: keyval) else {
                return false
            }
            self?.onAction?(action)
            return true
        }
        add(keys)
        update()
    }

    /// What a key asks for, if anything.
    static func action(forKey keyval: UInt32) -> Action? {
        if Key.zoomIn.contains(keyval) { return .zoom(by: zoomStep) }
        if Key.zoomOut.contains(keyval) { return .zoom(by: 1 / zoomStep) }
        switch keyval {
        case Key.up: return .happier
        case Key.down: return .sadder
        case Key.space: return .toggleEyes
        case Key.right: return .moreFurrowed
        case Key.left: return .moreRelaxed
        default: return nil
        }
    }

    private func update() {
        accessibleDescription = expression.accessibleDescription
        queueDraw()
    }

    private func addGestures() {
        let click = GestureClick()
        click.onPressed { [weak self] _, _, _ in _ = self?.grabFocus() }
        click.onReleased { [weak self] presses, _, _ in
            guard let self, presses == 1, !self.dragMoved else { return }
            self.onAction?(.toggleEyes)
        }
        add(click)

        let drag = GestureDrag()
        drag.onBegin { [weak self] _, _ in
            self?.dragSteps = 0
            self?.dragMoved = false
        }
        drag.onUpdate { [weak self] dx, dy in
            guard let self else { return }
            if dx * dx + dy * dy > Self.clickSlop * Self.clickSlop { self.dragMoved = true }
            let steps = Int(-dy / Self.dragStep)
            self.take(steps - self.dragSteps, up: .happier, down: .sadder)
            self.dragSteps = steps
        }
        add(drag)

        let pinch = GestureZoom()
        pinch.onBegin { [weak self] in self?.pinchScale = 1 }
        pinch.onScaleChanged { [weak self] scale in
            guard let self, scale > 0 else { return }
            self.onAction?(.zoom(by: scale / self.pinchScale))
            self.pinchScale = scale
        }
        add(pinch)

        let rotate = GestureRotate()
        rotate.onBegin { [weak self] in self?.rotationSteps = 0 }
        rotate.onAngleChanged { [weak self] _, sinceStart in
            guard let self else { return }
            // The second argument is the turn since the gesture began; it grows clockwise,
            // and turning clockwise furrows.
            let steps = Int(Self.signed(sinceStart) / Self.rotationStep)
            self.take(steps - self.rotationSteps, up: .moreFurrowed, down: .moreRelaxed)
            self.rotationSteps = steps
        }
        add(rotate)

        scroll.onScroll { [weak self] dx, dy in
            guard let self else { return false }
            return self.scrolled(dx: dx, dy: dy, modifiers: self.scroll.modifiers)
        }
        add(scroll)
    }

    /// Ctrl+scroll zooms (away from you zooms in); Shift+scroll moves the brows
    /// (down furrows), one step per notch or touchpad distance of 1.
    private func scrolled(dx: Double, dy: Double, modifiers: Modifiers) -> Bool {
        let delta = dy != 0 ? dy : dx  // some systems turn Shift+wheel into horizontal scrolling
        if modifiers.contains(.control) {
            onAction?(.zoom(by: pow(Self.zoomStep, -delta)))
            return true
        }
        if modifiers.contains(.shift) {
            browScroll += delta
            let steps = Int(browScroll)
            browScroll -= Double(steps)
            take(steps, up: .moreFurrowed, down: .moreRelaxed)
            return true
        }
        return false
    }

    private func take(_ steps: Int, up: Action, down: Action) {
        for _ in 0..<abs(steps) { onAction?(steps > 0 ? up : down) }
    }

    /// `angle` in −π…π.
    private static func signed(_ angle: Double) -> Double {
        let turned = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if turned > Double.pi { return turned - 2 * Double.pi }
        if turned < -Double.pi { return turned + 2 * Double.pi }
        return turned
    }
}
