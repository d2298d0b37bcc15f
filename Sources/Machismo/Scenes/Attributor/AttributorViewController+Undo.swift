import Localization
import Navigation

/// Undo and Redo: header-bar buttons (Ctrl+Z, Ctrl+Shift+Z) over the document's one
/// history, pressable only when there is a step to take back or make again.
extension AttributorViewController {
    /// The Undo and Redo buttons, not yet following a document.
    static func makeUndoItems(undo: @escaping @MainActor () -> Void, redo: @escaping @MainActor () -> Void) -> (
        undo: BarButtonItem, redo: BarButtonItem
    ) {
        // TRANSLATORS: a header-bar button that takes back the last change (typing, a colour, an outline).
        let undoItem = BarButtonItem(title: tr("Undo"), iconName: "edit-undo-symbolic", accelerator: "<Control>z") {
            undo()
        }
        // TRANSLATORS: a header-bar button that makes the change last taken back again.
        let redoItem = BarButtonItem(
            title: tr("Redo"), iconName: "edit-redo-symbolic", accelerator: "<Control><Shift>z"
        ) { redo() }
        undoItem.isEnabled = false
        redoItem.isEnabled = false
        return (undoItem, redoItem)
    }

    /// Undo and Redo pressable exactly when the document has a step for them.
    func updateUndoItems() {
        undoItem.isEnabled = document.undoManager.canUndo
        redoItem.isEnabled = document.undoManager.canRedo
    }
}
