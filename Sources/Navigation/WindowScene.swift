/// The window a tree of controllers is shown in, as UIKit's `UIWindowScene`: it
/// builds the containers' views, presents controllers and alerts over its windows,
/// and shows the page on top in its chrome (the header bar).
///
/// The rendering layer implements it (`Storyboard.StoryboardWindow`) and makes itself
/// the scene of its root controller (`ViewController.makeRoot(of:)`); every controller
/// under that root, and every controller it presents, finds it as `windowScene`.
/// Nothing here is process-wide: each window is a scene of its own.
@MainActor
public protocol WindowScene: AnyObject {
    /// The view of a controller that does not build its own: an empty one.
    func makeEmptyView(for controller: ViewController) -> PlatformView
    /// The view of a navigation controller: its pages, one shown at a time.
    func makeNavigationView(for controller: NavigationController) -> NavigationControllerView
    /// The view of a tab bar controller: the selected tab's page over the bar.
    func makeTabBarView(for controller: TabBarController) -> TabBarControllerView
    /// The view of a split view controller: the primary page beside the detail, or one of them.
    func makeSplitView(for controller: SplitViewController) -> SplitViewControllerView
    /// The view of the More tab's list of the tabs the bar has no room for.
    func makeMoreListView(for controller: MoreListController) -> MoreListControllerView

    /// Shows `controller` modally, over the window of the controller presenting it.
    func present(_ controller: ViewController, animated: Bool)
    /// Takes the modally presented `controller` off screen.
    func dismiss(_ controller: ViewController, animated: Bool)

    /// The queue of this window's alerts: one on screen, the rest waiting.
    var alertPresenter: AlertPresenter { get }

    /// A title, bar item, top page or selected tab under the root changed: the
    /// chrome shows the page on top again.
    func controllerItemsDidChange(_ controller: ViewController)
}
