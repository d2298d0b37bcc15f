@testable import Navigation
import Testing

/// A window scene that adapts popovers as the rendering layer does, in a window
/// `windowWidth` wide with every popover `popoverWidth` wide, and records the style.
final class PopoverRecordingViews: WindowScene {
    var windowWidth = 1000
    var popoverWidth = 300
    var presented: [(String, ModalPresentationStyle)] = []
    var dismissed: [String] = []
    let alertPresenter = AlertPresenter()
    private let views = RecordingViews()

    func makeEmptyView(for controller: ViewController) -> PlatformView { views.makeEmptyView(for: controller) }
    func makeNavigationView(for controller: NavigationController) -> NavigationControllerView { FakeNavigationView() }
    func makeTabBarView(for controller: TabBarController) -> TabBarControllerView { FakeTabBarView() }
    func makeSplitView(for controller: SplitViewController) -> SplitViewControllerView { FakeSplitView() }
    func makeMoreListView(for controller: MoreListController) -> MoreListControllerView { FakeMoreListView() }
    func controllerItemsDidChange(_ controller: ViewController) {}

    func present(_ controller: ViewController, animated: Bool) {
        var style = ModalPresentationStyle.automatic
        if let popover = controller.popoverPresentationController {
            let environment = PresentationEnvironment(
                windowWidth: windowWidth, popoverWidth: popoverWidth,
                hasAnchor: popover.anchor != nil)
            style = popover.adaptPresentationStyle(in: environment)
        }
        presented.append((controller.title ?? "", style))
    }

    func dismiss(_ controller: ViewController, animated: Bool) { dismissed.append(controller.title ?? "") }
}

/// A page with an Info item whose popover segue hands the destination a value.
final class InfoEditorPage: Page {
    let info = BarButtonItem(title: "Info", iconName: "document-properties-symbolic") {}
    var anchorSeenInPrepare: PopoverAnchor?
    var arrowsSeenInPrepare: PopoverArrowDirection?
    weak var delegateForPopover: PopoverPresentationControllerDelegate?

    init(journal: Journal) {
        super.init("Editor", journal: journal)
        registerSegue(Segues.showDocumentInfo, kind: .popover(.barButtonItem(info), arrowDirections: .up)) {
            Page("Info", journal: journal)
        }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let destination = segue.destination as? Page else { return }
        destination.preparedValue = "Notes"
        let popover = destination.popoverPresentationController
        anchorSeenInPrepare = popover?.anchor
        arrowsSeenInPrepare = popover?.permittedArrowDirections
        popover?.delegate = delegateForPopover
    }
}

/// A delegate that always chooses `style`, and counts the user's dismissals.
final class ChoosingDelegate: PopoverPresentationControllerDelegate {
    let style: ModalPresentationStyle
    var environments: [PresentationEnvironment] = []
    var userDismissals = 0
    init(_ style: ModalPresentationStyle) { self.style = style }

    func adaptivePresentationStyle(
        for controller: PopoverPresentationController,
        in environment: PresentationEnvironment
    ) -> ModalPresentationStyle {
        environments.append(environment)
        return style
    }

    func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController) {
        userDismissals += 1
    }
}

@MainActor
@Suite struct PopoverSegueTests {
    let journal = Journal()
    let views = PopoverRecordingViews()

    private func editorInWindow() -> (InfoEditorPage, NavigationController) {
        let editor = InfoEditorPage(journal: journal)
        let navigation = NavigationController(rootViewController: editor)
        navigation.makeRoot(of: views)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        journal.clear()
        return (editor, navigation)
    }

    @Test func theSegueMakesAFreshPopoverAnchoredToItsItemBeforePrepare() throws {
        let (editor, navigation) = editorInWindow()
        let first = try #require(editor.performSegue(withIdentifier: Segues.showDocumentInfo, sender: nil))
        #expect(first.modalPresentationStyle == .popover)
        guard case .barButtonItem(let item)? = editor.anchorSeenInPrepare else {
            Issue.record("prepare sees the bar button item as the anchor")
            return
        }
        #expect(item === editor.info)
        #expect(editor.arrowsSeenInPrepare == .up)
        #expect(first.valueWhenViewLoaded == "Notes", "prepared before its view loads")
        #expect(first.restorationIdentifier == nil, "a popover is in no restoration path")
        #expect(editor.segueDestinations.isEmpty)
        #expect(navigation.presentedViewController === first)
        #expect(first.presentingViewController === navigation)
        #expect(views.presented.map(\.1) == [.popover])
        #expect(first.popoverPresentationController?.adaptedStyle == .popover)
        first.dismiss()
        let second = editor.performSegue(withIdentifier: Segues.showDocumentInfo, sender: nil)
        #expect(second !== first, "every segue makes a fresh controller")
        second?.dismiss()
    }

    @Test func theLifecycleRunsInOrderAndADismissedPopoverIsFreed() {
        let (editor, navigation) = editorInWindow()
        weak var weakInfo: ViewController?
        do {
            let info = editor.performSegue(withIdentifier: Segues.showDocumentInfo, sender: nil)
            weakInfo = info
            #expect(journal.entries == ["Info.viewDidLoad", "Info.viewWillAppear", "Info.viewDidAppear"])
            journal.clear()
            navigation.dismiss(animated: false)  // the presenter dismisses what it presented
        }
        #expect(journal.entries == ["Info.viewWillDisappear", "Info.viewDidDisappear"])
        #expect(views.dismissed == ["Info"])
        #expect(navigation.presentedViewController == nil)
        #expect(weakInfo == nil, "the dismissed controller is freed")
    }

    @Test func aUserDismissalDismissesAndTellsTheDelegate() {
        let (editor, navigation) = editorInWindow()
        let delegate = ChoosingDelegate(.popover)
        editor.delegateForPopover = delegate
        weak var weakInfo: ViewController?
        do {
            let info = editor.performSegue(withIdentifier: Segues.showDocumentInfo, sender: nil)
            weakInfo = info
            journal.clear()
            info?.popoverPresentationController?.popoverWasDismissedByUser()  // a click outside, Escape
        }
        #expect(journal.entries == ["Info.viewWillDisappear", "Info.viewDidDisappear"])
        #expect(delegate.userDismissals == 1)
        #expect(navigation.presentedViewController == nil)
        #expect(weakInfo == nil)
    }

    @Test func aNarrowWindowAdaptsToAModalPageByDefault() {
        let (editor, navigation) = editorInWindow()
        defer { withExtendedLifetime(navigation) {} }
        views.windowWidth = 320
        views.popoverWidth = 360
        let info = editor.performSegue(withIdentifier: Segues.showDocumentInfo, sender: nil)
        #expect(views.presented.map(\.1) == [.automatic])
        #expect(info?.popoverPresentationController?.adaptedStyle == .automatic)
        #expect(
            PopoverPresentationController.defaultStyle(in: .init(windowWidth: 360, popoverWidth: 360)) == .popover,
            "exactly wide enough keeps the popover")
        info?.dismiss()
    }

    @Test func aDelegateChoosesTheStyle() {
        let (editor, navigation) = editorInWindow()
        defer { withExtendedLifetime(navigation) {} }
        let modal = ChoosingDelegate(.automatic)
        editor.delegateForPopover = modal
        editor.performSegue(withIdentifier: Segues.showDocumentInfo, sender: nil)?.dismiss()
        #expect(views.presented.map(\.1) == [.automatic], "a modal page in a wide window")
        #expect(modal.environments == [PresentationEnvironment(windowWidth: 1000, popoverWidth: 300)])

        views.windowWidth = 200
        let popover = ChoosingDelegate(.popover)
        editor.delegateForPopover = popover
        editor.performSegue(withIdentifier: Segues.showDocumentInfo, sender: nil)?.dismiss()
        #expect(views.presented.map(\.1) == [.automatic, .popover], "a popover kept in a narrow window")
        #expect(popover.environments.first?.isCompact == true)
    }

    @Test func prepareMayMoveTheAnchorToAViewRectangle() {
        let (editor, navigation) = editorInWindow()
        defer { withExtendedLifetime(navigation) {} }
        let view = FakeView(owner: "Editor")
        editor.registerSegue(Segues.showWordInfo, kind: .popover()) { Page("Word", journal: self.journal) }
        let word = editor.performSegue(withIdentifier: Segues.showWordInfo, sender: view)
        guard case .view(let anchor, nil)? = word?.popoverPresentationController?.anchor else {
            Issue.record("the sender view is the anchor")
            return
        }
        #expect(anchor === view)
        #expect(word?.popoverPresentationController?.permittedArrowDirections == .any)
        word?.dismiss()
        let presentation = PopoverPresentationController(presentedViewController: Page("X", journal: journal))
        presentation.anchor = .view(view, rect: ViewRect(x: 4, y: 8, width: 20, height: 10))
        #expect(presentation.sourceRect == ViewRect(x: 4, y: 8, width: 20, height: 10))
        #expect(presentation.barButtonItem == nil)
    }

    @Test func aPopoverWithNoAnchorIsPresentedModallyAndReported() {
        var reports: [String] = []
        let original = NavigationLog.report
        NavigationLog.report = { reports.append($0) }
        defer { NavigationLog.report = original }
        let (editor, navigation) = editorInWindow()
        defer { withExtendedLifetime(navigation) {} }
        editor.registerSegue(Segues.showAnywhere, kind: .popover()) { Page("Anywhere", journal: self.journal) }
        let delegate = ChoosingDelegate(.popover)
        editor.delegateForPopover = delegate
        let page = editor.performSegue(withIdentifier: Segues.showAnywhere, sender: nil)
        #expect(views.presented.map(\.1) == [.automatic])
        #expect(reports.count == 1)
        page?.dismiss()
    }

    @Test func settingTheStyleMakesOrDropsThePresentationController() {
        let page = Page("Plain", journal: journal)
        #expect(page.popoverPresentationController == nil)
        page.modalPresentationStyle = .popover
        let presentation = page.popoverPresentationController
        #expect(presentation != nil)
        page.modalPresentationStyle = .popover
        #expect(page.popoverPresentationController === presentation, "kept while the style stays")
        page.modalPresentationStyle = .automatic
        #expect(page.popoverPresentationController == nil)
    }
}
