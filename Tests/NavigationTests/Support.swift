@testable import Navigation

/// A view that is nothing but a view, for pages and containers in tests.
final class FakeView: PlatformView {
    let owner: String
    init(owner: String) { self.owner = owner }
}

/// A window scene whose views are fakes that record what they were told.
final class RecordingViews: WindowScene {
    var presented: [String] = []
    var dismissed: [String] = []
    var itemChanges = 0
    let alertPresenter = AlertPresenter()

    func makeEmptyView(for controller: ViewController) -> PlatformView { FakeView(owner: "\(type(of: controller))") }
    func makeNavigationView(for controller: NavigationController) -> NavigationControllerView { FakeNavigationView() }
    func makeTabBarView(for controller: TabBarController) -> TabBarControllerView { FakeTabBarView() }
    func makeSplitView(for controller: SplitViewController) -> SplitViewControllerView { FakeSplitView() }
    func makeMoreListView(for controller: MoreListController) -> MoreListControllerView { FakeMoreListView() }

    func present(_ controller: ViewController, animated: Bool) { presented.append(controller.title ?? "") }
    func dismiss(_ controller: ViewController, animated: Bool) { dismissed.append(controller.title ?? "") }
    func controllerItemsDidChange(_ controller: ViewController) { itemChanges += 1 }
}

final class FakeMoreListView: MoreListControllerView {
    func moreListDidChange(_ list: MoreListController) {}
}

final class FakeNavigationView: NavigationControllerView {
    var shown: [(String, NavigationOperation)] = []
    var itemUpdates = 0
    func navigationController(
        _ navigationController: NavigationController, didShow top: ViewController,
        operation: NavigationOperation, removed: [ViewController], animated: Bool
    ) {
        _ = top.view  // pages are built when first shown
        shown.append((top.title ?? "", operation))
    }
    func navigationControllerItemsDidChange(_ navigationController: NavigationController) { itemUpdates += 1 }
}

final class FakeTabBarView: TabBarControllerView {
    var selections: [String] = []
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController, animated: Bool) {
        _ = controller.view
        selections.append(controller.title ?? "")
    }
    func tabBarControllerItemsDidChange(_ tabBarController: TabBarController) {}
}

final class FakeSplitView: SplitViewControllerView {
    var layouts = 0
    func splitViewControllerDidChangeLayout(_ splitViewController: SplitViewController) { layouts += 1 }
}

/// Records every lifecycle call of the pages that share it, in order.
final class Journal {
    var entries: [String] = []
    func clear() { entries = [] }
}

/// A page that writes its lifecycle calls to a journal.
class Page: ViewController {
    let journal: Journal
    var preparedValue: String?
    var valueWhenViewLoaded: String?

    init(_ title: String, journal: Journal, identifier: String? = nil) {
        self.journal = journal
        super.init()
        self.title = title
        restorationIdentifier = identifier
    }

    override func loadView() -> PlatformView { FakeView(owner: title ?? "") }

    override func viewDidLoad() {
        valueWhenViewLoaded = preparedValue
        journal.entries.append("\(title!).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(title!).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(title!).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(title!).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(title!).viewDidDisappear") }
}

/// Makes `controller` appear as the window's root does when the window shows; a
/// controller in no window first becomes the root of `scene`.
@MainActor
func appear(_ controller: ViewController, in scene: RecordingViews) {
    if controller.windowScene == nil { controller.makeRoot(of: scene) }
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
}
