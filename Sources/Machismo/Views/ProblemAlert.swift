import Alerts
import Localization
import Navigation

extension ViewController {
    /// Tells the user what went wrong and what it means for their data, in an alert with
    /// one button, **Close** (its cancel action: Return, Escape and closing the window all
    /// choose it). Every problem report of the app is this one alert.
    func reportProblem(_ title: String, _ message: String) {
        let alert = Alert(title: title, message: message)
        // TRANSLATORS: the button that closes an alert reporting a problem.
        alert.addAction(AlertAction(title: tr("Close"), style: .cancel))
        present(alert)
    }
}
