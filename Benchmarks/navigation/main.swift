// Push + pop of a page with animations off, in a window laid out as the app's (a tab
// bar of navigation stacks, pages with header-bar and toolbar buttons, as Cards and its
// History have): CPU per cycle, controllers and button wrappers still alive and resident
// memory growth after 1,000 cycles. A cycle's CPU is the navigation work (controllers,
// page widgets and bar buttons built and torn down, the header and accessibility
// updated); the frames GTK then lays out and paints are waited for, measured apart and
// printed for information. Run under Xvfb (make bench).
import BenchmarkSupport
import Glibc
import Gtk
import Navigation
import Storyboard

/// A page like the app's History: a few labels, a button and an entry, a header-bar
/// button and two toolbar buttons.
@MainActor
final class BenchPage: ViewController {
    nonisolated(unsafe) static var live = 0

    override init() {
        super.init()
        title = "History"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Clear", iconName: "edit-clear-all-symbolic") {}]
        toolbarItems = [BarButtonItem(title: "Earlier") {}, BarButtonItem(title: "Later") {}]
        BenchPage.live += 1
    }

    isolated deinit { BenchPage.live -= 1 }

    override func loadView() -> PlatformView {
        let box = Box(.vertical, spacing: 6)
        for line in 1...5 { box.append(Label("\(line). Matched J♥ J♠ for 16 points.")) }
        box.append(Button(label: "Deal"))
        box.append(Entry())
        return box
    }
}

/// The root, like Cards: header-bar buttons and a toolbar of its own.
@MainActor
final class RootPage: ViewController {
    override init() {
        super.init()
        title = "Cards"
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "History", iconName: "document-open-recent-symbolic") {},
            BarButtonItem(title: "Deal", style: .done) {},
        ]
        toolbarItems = [BarButtonItem(title: "2 Cards") {}, BarButtonItem(title: "3 Cards") {}]
    }

    override func loadView() -> PlatformView { Label("Cards") }
}

/// A second tab, as the app has several.
@MainActor
final class OtherPage: ViewController {
    override func loadView() -> PlatformView { Label("Set") }
}

func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0, resident = 0
    withUnsafeMutablePointer(to: &size) { sizePointer in
        withUnsafeMutablePointer(to: &resident) { residentPointer in
            _ = withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
        }
    }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor
func waitForFrame(_ window: Window) {
    var painted = false
    window.afterNextFrame { painted = true }
    iterateMainLoop(until: { painted }, timeout: 0.2)
    while iterateMainLoop() {}
}

@MainActor
func run() -> Int32 {
    guard initializeGtk() else {
        print("navigation-bench needs a display: run it under xvfb-run")
        return 2
    }
    MainQueueBridge.install()
    let cycles = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000
    let window = Window()
    let header = HeaderBar()
    window.titlebar = header
    window.defaultSize = (960, 720)
    let navigation = NavigationController(rootViewController: RootPage())
    let tabBar = TabBarController()
    tabBar.setViewControllers([navigation, NavigationController(rootViewController: OtherPage())])
    let storyboard = StoryboardWindow(window: window, headerBar: header, root: tabBar)
    window.present()
    storyboard.appear()
    waitForFrame(window)

    var framesCPU = 0.0
    func cycle() -> Double {
        let start = BenchmarkClock.processCPU.seconds
        navigation.push(BenchPage(), animated: false)
        let pushed = BenchmarkClock.processCPU.seconds
        waitForFrame(window)
        let framed = BenchmarkClock.processCPU.seconds
        navigation.popViewController(animated: false)
        let popped = BenchmarkClock.processCPU.seconds
        waitForFrame(window)
        let end = BenchmarkClock.processCPU.seconds
        framesCPU += (framed - pushed) + (end - popped)
        return (pushed - start) + (popped - framed)
    }

    for _ in 0..<50 { _ = cycle() }  // warm caches, fonts, CSS
    let before = residentBytes()
    let buttonsBefore = Button.liveCount
    var times = (0..<cycles).map { _ in cycle() }
    let after = residentBytes()
    let buttonsAfter = Button.liveCount
    times.sort()
    let median = times[times.count / 2] * 1000
    let growth = Double(after - before) / 1_048_576

    print(
        "navigation, \(cycles) push + pop cycles with animations off (GSK_RENDERER=\(getenv("GSK_RENDERER").map { String(cString: $0) } ?? "default")):"
    )
    report("push + pop CPU per cycle (median)", format2(median) + " ms", target: "≤ 2 ms", ok: median <= 2)
    print(
        "  (not counted: GTK's layout and painting of the two frames, \(format2(framesCPU / Double(cycles + 50) * 1000)) ms per cycle)"
    )
    report("live page controllers after the cycles", "\(BenchPage.live)", target: "0", ok: BenchPage.live == 0)
    report(
        "button wrappers alive before, after", "\(buttonsBefore), \(buttonsAfter)",
        target: "the same", ok: buttonsAfter == buttonsBefore)
    report("resident memory growth over the cycles", format2(growth) + " MiB", target: "≤ 1 MiB", ok: growth <= 1)
    storyboard.disappear()
    window.destroy()
    return 0
}

/// Two decimals, without Foundation.
func format2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

exit(MainActor.assumeIsolated { run() })
