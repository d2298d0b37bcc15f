import Gtk

/// The 2/3-card match mode: two linked toggle buttons, `2 Cards` and `3 Cards`,
/// like the lecture's segmented control.
@MainActor
final class MatchModeSwitch: Box {
    /// Called with 2 or 3 when the user picks a mode.
    var onChange: (@MainActor (Int) -> Void)?

    private let two = ToggleButton(label: "2 Cards", active: true)
    private let three = ToggleButton(label: "3 Cards")

    init() {
        super.init(.horizontal)
        addCSSClass("linked")
        three.join(two)
        append(two)
        append(three)
        for (button, count) in [(two, 2), (three, 3)] {
            button.tooltip = "Match \(count) cards at a time"
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
            toggle.tooltip = isEnabled ? "Match \(toggle === two ? 2 : 3) cards at a time" : "The match mode changes with the next deal"
        }
    }
}
