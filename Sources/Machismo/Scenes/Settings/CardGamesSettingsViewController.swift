import Gtk
import Navigation
import Storage
import Storyboard

/// The card games' scoring: match bonus, mismatch penalty, cost to choose.
/// Changes apply to the next deal; Restore Defaults brings back 4, 2, 1.
@MainActor
final class CardGamesSettingsViewController: ViewController {
    private let store: SettingsStore
    private let matchBonus = SpinButton(min: 0, max: 100, step: 1)
    private let mismatchPenalty = SpinButton(min: 0, max: 100, step: 1)
    private let costToChoose = SpinButton(min: 0, max: 100, step: 1)
    private let restoreDefaults = Button(label: "Restore Defaults")

    init(store: SettingsStore) {
        self.store = store
        super.init()
        title = "Card Games"
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup("Scoring", rows: [
            SettingsForm.Row("Match Bonus", control: matchBonus),
            SettingsForm.Row("Mismatch Penalty", control: mismatchPenalty),
            SettingsForm.Row("Cost to Choose", control: costToChoose),
        ], footer: "A match scores its points times the match bonus. Changes apply to the next deal.")
        restoreDefaults.halign = .center
        form.addFooter(restoreDefaults)
        return form
    }

    override func viewDidLoad() {
        for spin in [matchBonus, mismatchPenalty, costToChoose] {
            spin.onValueChanged { [weak self] in self?.valuesChanged() }
        }
        restoreDefaults.onClicked { [weak self] in
            self?.store.settings.cardScoring = .defaults
            self?.updateUI()
        }
    }

    override func viewWillAppear(_ animated: Bool) { updateUI() }

    private func valuesChanged() {
        store.settings.cardScoring = Settings.CardScoring(
            matchBonus: Int(matchBonus.value), mismatchPenalty: Int(mismatchPenalty.value),
            costToChoose: Int(costToChoose.value))
        restoreDefaults.isSensitive = store.settings.cardScoring != .defaults
    }

    private func updateUI() {
        let scoring = store.settings.cardScoring
        for (spin, value) in [(matchBonus, scoring.matchBonus), (mismatchPenalty, scoring.mismatchPenalty),
                              (costToChoose, scoring.costToChoose)] {
            spin.setValueSilently(Double(value))
        }
        restoreDefaults.isSensitive = scoring != .defaults
    }
}
