import Documents
import Gtk
import Localization
import RichText
import TextEditing

/// Attributor's one undo history: the edits of its text (typing, pasting, colours,
/// outlines, dropped files) as steps on the document's undo manager, grouped as a text
/// editor groups them (`TextEditGrouping`). The buffer keeps no history of its own.
@MainActor
final class AttributorUndo {
    private let storage: TextStorage
    private let undoManager: UndoManager
    private var grouping = TextEditGrouping()
    private var handlers: [SignalHandler] = []
    /// Told after Undo or Redo made a step (a change of attributes is no change of the
    /// buffer's text, which the document follows).
    var didApplyStep: @MainActor () -> Void = {}

    init(storage: TextStorage, undoManager: UndoManager) {
        self.storage = storage
        self.undoManager = undoManager
        storage.buffer.isUndoEnabled = false
        storage.onEdit = { [weak self] edit in
            guard let self else { return }
            self.follow(self.grouping.record(edit))
        }
        handlers = [
            storage.buffer.onUserActionBegan { [weak self] in self?.grouping.beginAction() },
            storage.buffer.onUserActionEnded { [weak self] in
                guard let self else { return }
                self.follow(self.grouping.endAction())
            },
        ]
    }

    /// Registers `edits`, just made by the app (a colour, a dropped file), as one step.
    func register(_ edits: [TextEdit], name: String) {
        grouping.endRun()
        undoManager.registerChange(name, undo: step(edits.inverse), redo: step(edits))
    }

    /// Takes back the last step.
    func undo() {
        grouping.endRun()
        undoManager.undo()
    }

    /// Makes the step last taken back again.
    func redo() {
        grouping.endRun()
        undoManager.redo()
    }

    /// Forgets every step: another text is shown.
    func reset() {
        grouping.endRun()
        undoManager.removeAllActions()
    }

    private func follow(_ outcome: TextEditGrouping.Outcome?) {
        switch outcome {
        case .newStep(let edits):
            undoManager.registerChange(Self.name(of: edits), undo: step(edits.inverse), redo: step(edits))
        case .extendLastStep(let edit):
            undoManager.replaceLastChange(Self.name(of: [edit]), undo: step([edit.inverse]), redo: step([edit]))
        case nil:
            break
        }
    }

    /// Makes `edits` and shows where: the cursor after an insertion or deletion, the range
    /// selected after a change of attributes.
    private func step(_ edits: [TextEdit]) -> @MainActor () -> Void {
        { [weak self] in
            guard let self, let last = edits.last else { return }
            let storage = self.storage
            storage.apply(edits)
            self.didApplyStep()
            if case .restyle = last {
                storage.buffer.select(last.changedRange)
            } else {
                storage.buffer.cursorOffset = last.changedRange.upperBound
            }
        }
    }

    /// What the step is, as a menu would say after Undo.
    private static func name(of edits: [TextEdit]) -> String {
        switch edits.first {
        // TRANSLATORS: the name of an undo step: text typed.
        case .insert where edits.count == 1: tr("Typing")
        // TRANSLATORS: the name of an undo step: text deleted.
        case .delete where edits.count == 1: tr("Deletion")
        // TRANSLATORS: the name of an undo step: text typed or pasted over other text.
        default: tr("Replacement")
        }
    }
}
