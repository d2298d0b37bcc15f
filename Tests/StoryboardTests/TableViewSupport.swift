import Foundation
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// A cell that counts how many were made and how often they were reused.
@MainActor
final class CountingCell: TableViewCell {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var reuses = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        CountingCell.reuses += 1
    }
}

/// A table view controller over a list of names, recording what its table asks and tells.
@MainActor
final class NamesViewController: TableViewController {
    nonisolated(unsafe) static var live = 0
    var names: [String]
    /// Rows in the order the table asked for their cells.
    var cellRequests: [Int] = []
    var selections: [Int] = []
    var deleteRequests: [Int] = []
    /// Rows that cannot be deleted.
    var fixedRows: Set<Int> = []
    /// Whether a delete request deletes at once (the test stands for a confirmation).
    var deletesAtOnce = true

    init(count: Int) {
        names = (0..<count).map { "Row \($0)" }
        super.init()
        title = "Names"
        NamesViewController.live += 1
    }

    isolated deinit { NamesViewController.live -= 1 }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CountingCell.self, forCellReuseIdentifier: "Name")
        tableView.accessibleListLabel = "Names"
        navigationItem.rightBarButtonItems = [editButtonItem]
    }

    override func numberOfRows(in tableView: TableView) -> Int { names.count }

    override func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        cellRequests.append(row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: row)
        cell.text = names[row]
        cell.detailText = row.isMultiple(of: 2) ? "even" : nil
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, canEditRow row: Int) -> Bool { !fixedRows.contains(row) }

    override func tableView(_ tableView: TableView, commitDelete row: Int) {
        deleteRequests.append(row)
        guard deletesAtOnce else { return }
        names.remove(at: row)
        tableView.deleteRows([row])
    }

    override func tableView(_ tableView: TableView, didSelectRow row: Int) { selections.append(row) }
}

/// A window showing `controller` in a navigation stack, 400 × 500.
@MainActor
func makeTableWindow(_ controller: ViewController) throws -> (Window, StoryboardWindow, NavigationController) {
    let navigation = NavigationController(rootViewController: controller)
    let (window, storyboard) = try makeWindow(root: navigation)
    window.defaultSize = (400, 500)
    XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
    settle(seconds: 0.3)
    return (window, storyboard, navigation)
}

/// Runs xdotool (the display's input, as a user gives it).
@discardableResult
func tableXdotool(_ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}
