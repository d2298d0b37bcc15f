import Alerts
import Glibc
import Gtk
import Localization
import Navigation
import Storyboard

/// The list of books: a row pushes the book's page through the "showBook" segue;
/// Add asks for a title in an alert with a text field.
final class ShelfViewController: ViewController {
    /// The segues this page performs, each typed by the page it shows.
    enum Segue {
        static let showBook = SegueIdentifier<BookViewController>("showBook")
    }

    private var books = ["Dune", "Emma", "Ulysses"]
    private let list = ListBox()

    override init() {
        super.init()
        title = "Bookshelf"
        registerSegue(Segue.showBook) { BookViewController() }
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Add Book", iconName: "list-add-symbolic") { [weak self] in self?.askForTitle() }
        ]
    }

    override func loadView() -> PlatformView {
        list.activatesOnSingleClick = true
        list.accessibleLabel = "Books"
        list.onRowActivated { [weak self] index in
            self?.performSegue(withIdentifier: Segue.showBook, sender: index)
        }
        return list
    }

    override func viewWillAppear(_ animated: Bool) { reload() }

    private func reload() {
        list.removeAll()
        for book in books {
            let label = Label(book)
            label.xalign = 0
            label.setMargins(top: 12, bottom: 12, start: 12, end: 12)
            list.append(label)
        }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let page = segue.destination(for: Segue.showBook), let index = sender as? Int else { return }
        page.bookTitle = books[index]
        page.onRemove = { [weak self] in self?.books.remove(at: index) }
    }

    private func askForTitle() {
        let alert = Alert(title: "New Book", message: "What is the book called?")
        alert.addTextField { field in
            field.placeholder = "Title"
            field.accessibleName = "Title"
        }
        let add = AlertAction(title: "Add") { [weak self, weak alert] _ in
            guard let self, let title = alert?.textFields[0].text else { return }
            self.books.append(title)
            self.reload()
        }
        add.isEnabled = false
        alert.textFieldsDidChange = { alert in add.isEnabled = !alert.textFields[0].text.isEmpty }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(add)
        alert.preferredAction = add
        present(alert)
    }
}

/// One book's page. Whoever shows it sets `bookTitle` and `onRemove` first;
/// Remove… asks in an action sheet, then goes back.
final class BookViewController: ViewController {
    var bookTitle = ""
    var onRemove: (@MainActor () -> Void)?
    private let removeButton = Button(label: "Remove…")

    override func loadView() -> PlatformView {
        let box = Box(.vertical, spacing: 12)
        box.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        box.append(Label("You are reading \(bookTitle)."))
        removeButton.halign = .center
        removeButton.onClicked { [weak self] in self?.confirmRemoval() }
        box.append(removeButton)
        return box
    }

    override func viewWillAppear(_ animated: Bool) {
        title = bookTitle
    }

    private func confirmRemoval() {
        let sheet = Alert(title: "Remove \(bookTitle)?", style: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Remove", style: .destructive) { [weak self] _ in
                self?.onRemove?()
                self?.navigationController?.popViewController()
            })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, from: removeButton)
    }
}

// The libraries' own words (Back, …) in the user's language: `make example` compiles their
// catalogues beside the binary.
LibraryTranslations.bindBesideExecutable()
MainActor.assumeIsolated {
    let application = Application(id: "io.github.machismo.Bookshelf")
    var scene: StoryboardWindow?
    application.onActivate {
        let window = ApplicationWindow(application: application)
        window.defaultSize = (480, 400)
        let headerBar = HeaderBar()
        window.titlebar = headerBar
        let navigation = NavigationController(rootViewController: ShelfViewController())
        scene = StoryboardWindow(window: window, headerBar: headerBar, root: navigation)
        window.present()
        scene?.appear()
    }
    application.onShutdown {
        scene?.disappear()
        scene?.window.destroy()
        scene = nil
    }
    application.addAction("quit") { application.quit() }
    application.setAccels(["<Control>q"], for: "app.quit")
    exit(application.run(programName: "bookshelf"))
}
