import CIntl
import Testing

/// Runs `body` on this thread in `name`'s locale (`uselocale`: other threads, and
/// the tests running on them, keep theirs). Records an issue if the locale was
/// not generated (`scripts/install-system-packages` generates the ones tested).
func withLocale(_ name: String, _ body: () throws -> Void) rethrows {
    guard let locale = newlocale(machismo_lc_all_mask(), name, nil) else {
        Issue.record("the locale \(name) is not generated: run scripts/install-system-packages")
        return
    }
    let previous = uselocale(locale)
    defer {
        uselocale(previous)
        freelocale(locale)
    }
    try body()
}
