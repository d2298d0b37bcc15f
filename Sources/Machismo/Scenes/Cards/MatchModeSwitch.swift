import Gtk
import Localization

/// The 2/3-card match mode: two linked toggle buttons, `2 Cards` and `3 Cards`,
/// like the lecture's segmented control.
@MainActor
final class MatchModeSwitch: Box {
    /// Called with 2 or 3 when the user picks a mode.
    var onChange: (@MainActor (Int) -> Void)?

    // TRANSLATORS: Cards' match mode: match 2 (or 3) cards at a time.
    private let two = ToggleButton(label: trn("%d Card", "%d Cards", 2, 2), active: true)
    private let three = ToggleButton(label: trn("%d Card", "%d Cards", 3, 3))

    init() {
        super.init(.horizontal)
        addCSSClass("linked")
        three.join(two)
        append(two)
        append(three)
        for (button, count) in [(two, 2), (three, 3)] {
            button.tooltip = Self.tooltip(matchCount: count)
            button.onToggled { [weak self, weak button] in
                guard let button, button.isActive else { return }
                self?.onChange?(count)
            }
        }
    }

    /// Shows `matchCount`'s button pressed, without calling `onChange`.
    func show(matchCount: Int, isEnabled: Bool) {
        let button = matchCount == 3 ? three : two
        if !button.isActive {
            two.withToggledBlocked {
                three.withToggledBlocked { button.isActive = true }
            }
        }
        for toggle in [two, three] {
            toggle.isSensitive = isEnabled
            toggle.tooltip =
                isEnabled
                ? Self.tooltip(matchCount: toggle === two ? 2 : 3)
                : tr("The match mode changes with the next deal")
        }
    }

    private static func tooltip(matchCount: Int) -> String {
        trn("Match %d card at a time", "Match %d cards at a time", matchCount, matchCount)
    }
}
