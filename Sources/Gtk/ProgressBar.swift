import CGtk

/// A bar that fills as work progresses (`GtkProgressBar`): UIKit's `UIProgressView`.
///
/// Give it an accessible name (``Widget/accessibleLabel``) saying what progresses, unless a
/// visible label does (``Widget/setAccessibleLabelledBy(_:)``); assistive tools read its
/// fraction as a value.
@MainActor
public final class ProgressBar: Widget {
    /// An empty progress bar, named `accessibleName` for screen readers when given.
    public init(accessibleName: String? = nil) {
        super.init(gtk_progress_bar_new())
        if let accessibleName { accessibleLabel = accessibleName }
    }

    /// How much is done, from 0 to 1; values outside are clamped.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(cast()) }
        set { gtk_progress_bar_set_fraction(cast(), min(max(newValue, 0), 1)) }
    }

    /// Moves a block back and forth once: for work whose amount is unknown, call it as the
    /// work goes on. Setting ``fraction`` ends the pulsing.
    public func pulse() { gtk_progress_bar_pulse(cast()) }

    /// How far one ``pulse()`` moves the block, as a fraction of the bar's length.
    public var pulseStep: Double {
        get { gtk_progress_bar_get_pulse_step(cast()) }
        set { gtk_progress_bar_set_pulse_step(cast(), newValue) }
    }

    /// The text shown on the bar when ``showsText``; nil shows the percentage.
    public var text: String? {
        get { gtk_progress_bar_get_text(cast()).map { String(cString: $0) } }
        set { gtk_progress_bar_set_text(cast(), newValue) }
    }

    /// Whether the bar shows ``text`` (or the percentage).
    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(cast()) != 0 }
        set { gtk_progress_bar_set_show_text(cast(), newValue ? 1 : 0) }
    }

    /// Whether the bar fills from the end (right to left in a left-to-right language).
    public var isInverted: Bool {
        get { gtk_progress_bar_get_inverted(cast()) != 0 }
        set { gtk_progress_bar_set_inverted(cast(), newValue ? 1 : 0) }
    }
}
