import Alerts
import CarValet
import Localization

/// The question every Delete of a car asks first, from Edit Car or the Garage list: no car
/// goes in one step.
@MainActor
enum CarDeletion {
    /// `Delete This Car?`, naming `car`: Cancel, and Delete (destructive, never the default)
    /// that runs `delete`.
    static func alert(for car: Car, delete: @escaping @MainActor () -> Void) -> Alert {
        // TRANSLATORS: %s is a car's name (2020 Honda Accord).
        let message = tr("The %s will be removed from your cars. This cannot be undone.", car.name)
        let alert = Alert(title: tr("Delete This Car?"), message: message)
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        // TRANSLATORS: the alert's button that deletes the car.
        let title = tr("Delete")
        alert.addAction(AlertAction(title: title, style: .destructive) { _ in delete() })
        return alert
    }
}
