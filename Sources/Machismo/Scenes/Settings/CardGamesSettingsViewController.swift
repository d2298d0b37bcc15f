import Gtk
import Localization
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
    private let restoreDefaults = Button(label: tr("Restore Defaults"))

    init(store: SettingsStore) {
        self.store = store
        super.init()
        title = tr("Card Games")
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup(
            tr("Scoring"),
            rows: [
                // TRANSLATORS: the card games' scoring: what a match's points are multiplied by.
                SettingsForm.Row(tr("Match Bonus"), control: matchBonus),
                // TRANSLATORS: the card games' scoring: the points lost for cards that do not match.
                SettingsForm.Row(tr("Mismatch Penalty"), control: mismatchPenalty),
                // TRANSLATORS: the card games' scoring: the points each card chosen costs.
                SettingsForm.Row(tr("Cost to Choose"), control: costToChoose),
            ], footer: tr("A match scores its points times the match bonus. Changes apply to the next deal."))
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
        for (spin, value) in [
            (matchBonus, scoring.matchBonus), (mismatchPenalty, scoring.mismatchPenalty),
            (costToChoose, scoring.costToChoose),
        ] {
            spin.setValueSilently(Double(value))
        }
        restoreDefaults.isSensitive = scoring != .defaults
    }
}
