/// Gathers a text's edits into the steps Undo takes back, as a text editor groups them: the
/// edits of one user action (a paste over a selection deletes, then inserts) are one step,
/// and a run of typing (characters typed one after another, Backspaces one after another)
/// grows the step it started rather than making one a character.
///
/// The editor reports each edit (`record(_:)`) and the bounds of the user's actions
/// (`beginAction()`, `endAction()`); each returns what to do with the undo stack, if anything.
/// Whatever else changes the stack (Undo, Redo, a colour) ends the run first (`endRun()`).
public struct TextEditGrouping: Sendable {
    /// What the undo stack is to do with the edits of an action.
    public enum Outcome: Equatable, Sendable {
        /// Register a new step of these edits.
        case newStep([TextEdit])
        /// Replace the last step, a run of typing, by this longer one.
        case extendLastStep(TextEdit)
    }

    private var depth = 0
    private var pending: [TextEdit] = []
    /// The run of typing the last step is, while typing may still grow it.
    private var run: TextEdit?

    /// A grouping with no action under way and no run of typing.
    public init() {}

    /// A user action begins (they nest: the outermost counts).
    public mutating func beginAction() { depth += 1 }

    /// The user action ends: its edits, if any, as one step.
    public mutating func endAction() -> Outcome? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        return flush()
    }

    /// `edit` was made: within an action it waits for the action's end; outside one it is
    /// an action of its own.
    public mutating func record(_ edit: TextEdit) -> Outcome? {
        pending.append(edit)
        return depth > 0 ? nil : flush()
    }

    /// The last step is no longer a run that typing continues.
    public mutating func endRun() { run = nil }

    private mutating func flush() -> Outcome? {
        let edits = pending
        pending = []
        guard !edits.isEmpty else { return nil }
        if edits.count == 1, let run, let merged = run.merged(with: edits[0]) {
            self.run = merged
            return .extendLastStep(merged)
        }
        run = edits.count == 1 && edits[0].typing ? edits[0] : nil
        return .newStep(edits)
    }
}

extension TextEdit {
    /// Whether typing may continue this edit: one character typed or deleted.
    fileprivate var typing: Bool {
        switch self {
        case .insert(let text, _), .delete(let text, _): text.length == 1
        case .restyle: false
        }
    }
}
