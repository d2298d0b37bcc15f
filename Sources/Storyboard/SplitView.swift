import Gtk
import Navigation

/// A split view controller on screen: master beside detail, or the master's
/// stack alone when collapsed (the detail is then a page on it).
@MainActor
final class SplitView: Box, SplitViewControllerView {
    /// The master pane's width when expanded.
    static let masterWidth = 300

    private weak var controller: SplitViewController?

    init(_ controller: SplitViewController) {
        self.controller = controller
        super.init(.horizontal)
        let master = controller.master.widget
        master.setSizeRequest(width: Self.masterWidth, height: -1)
        master.vexpand = true
        append(master)
        splitViewControllerDidChangeLayout(controller)
    }

    func splitViewControllerDidChangeLayout(_ splitViewController: SplitViewController) {
        removeAll(keeping: 1)  // the master
        let master = splitViewController.master.widget
        if splitViewController.isCollapsed || splitViewController.detail == nil {
            master.hexpand = true
            return
        }
        master.hexpand = false
        let detail = splitViewController.detail!.widget
        detail.hexpand = true
        detail.vexpand = true
        append(Separator(.vertical))
        append(detail)
    }
}
