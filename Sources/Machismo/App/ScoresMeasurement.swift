import Gtk
import Navigation
import Storage

/// `--measure-scores` (with `--start scores`): once the first frame is painted and the idle
/// work it left is done, changes the Scores list's order to each in turn and scrolls its
/// table from the top to the bottom in 40 jumps and back a page at a time, and prints the
/// process's CPU time from each change to the frame that shows it: `sort MILLISECONDS` (the
/// slowest change of order) and `scroll-frame MILLISECONDS` (the slowest frame while
/// scrolling); then quits. Benchmarks/startup/bench.py reads them.
@MainActor
struct ScoresMeasurement {
    let window: Widget
    let tabBar: TabBarController

    /// Call it right after the first frame; calls `done` when all is measured.
    func startWhenIdle(then done: @escaping @MainActor () -> Void) {
        guard let scores = tabBar.selectedViewController as? ScoresViewController else {
            ProcessCPU.report("no-scores-tab 0")
            return done()
        }
        _ = IdleWork {
            let list = scores.list
            let orders = ScoreOrder.allCases.filter { $0 != list.order } + [list.order]
            let sorts: [@MainActor () -> Void] = orders.map { order in { list.order = order } }
            measure(sorts, worst: 0) { sort in
                ProcessCPU.report("sort \(sort)")
                let rows = list.shownCount
                guard rows > 0 else {
                    ProcessCPU.report("scroll-frame 0")
                    return done()
                }
                let jumps = (0...40).map { min(rows - 1, $0 * rows / 40) }
                let pages = stride(from: rows - 1, to: max(-1, rows - 400), by: -20).map { $0 }
                let steps: [@MainActor () -> Void] = (jumps + pages).map { row in { list.scrollToRow(row) } }
                measure(steps, worst: 0) { scroll in
                    ProcessCPU.report("scroll-frame \(scroll)")
                    done()
                }
            }
            return false
        }
    }

    /// Runs each change in turn, each in the frame after the last one's, and hands on the
    /// most CPU time any took to its frame.
    private func measure(
        _ changes: [@MainActor () -> Void], worst: Double, then finish: @escaping @MainActor (Double) -> Void
    ) {
        guard let change = changes.first else { return finish(worst) }
        let started = ProcessCPU.milliseconds
        change()
        window.afterNextFrame {
            let milliseconds = ProcessCPU.milliseconds - started
            measure(Array(changes.dropFirst()), worst: max(worst, milliseconds), then: finish)
        }
    }
}
