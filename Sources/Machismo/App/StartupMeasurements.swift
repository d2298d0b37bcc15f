import Glibc
import Gtk
import Navigation

/// What the startup benchmark (Benchmarks/startup/bench.py) reads on standard output:
/// the process's CPU time, which varies far less than the wall time on a busy machine.
@MainActor
enum ProcessCPU {
    /// The process's CPU time so far (all its threads), in milliseconds.
    static var milliseconds: Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }

    /// Writes `line` and a newline to standard output at once.
    static func report(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// `--exit-after-first-frame`'s line: `first frame CPU 84.1 ms`.
    static func reportFirstFrame() {
        report("first frame CPU \((milliseconds * 10).rounded() / 10) ms")
    }
}

/// `--measure-tab-visits`: once the window's first frame is painted and the work it left
/// for idle moments is done (as it is before a user's first click), selects every other tab
/// in turn as a click on it would, and prints for each `IDENTIFIER MILLISECONDS`, the
/// process's CPU time from the selection to the tab's first frame; then quits. Before them
/// it prints `after-first-frame MILLISECONDS`, the CPU time of that idle work.
@MainActor
struct TabVisitMeasurement {
    let window: Widget
    let tabBar: TabBarController

    /// Call it right after the first frame: measures the tabs but the one on show in the
    /// first idle moment after the work queued before it, then calls `done`.
    func startWhenIdle(then done: @escaping @MainActor () -> Void) {
        let firstFrame = ProcessCPU.milliseconds
        _ = IdleWork {
            ProcessCPU.report("after-first-frame \(ProcessCPU.milliseconds - firstFrame)")
            let shown = tabBar.selectedIndex
            visit(Array(tabBar.viewControllers.indices.filter { $0 != shown }), then: done)
            return false
        }
    }

    private func visit(_ indices: [Int], then done: @escaping @MainActor () -> Void) {
        guard let index = indices.first else { return done() }
        let started = ProcessCPU.milliseconds
        tabBar.select(index, animated: true)
        window.afterNextFrame {
            let milliseconds = ProcessCPU.milliseconds - started
            ProcessCPU.report("\(tabBar.viewControllers[index].restorationIdentifier ?? "tab\(index)") \(milliseconds)")
            visit(Array(indices.dropFirst()), then: done)
        }
    }
}
