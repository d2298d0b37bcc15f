import Observation

/// The changes a document can take back and make again, as `UIDocument`'s `UndoManager`:
/// each change is registered with its name for the menu (`Move 😀`) and the two closures that
/// take it back and make it again. A new change forgets what could be made again.
@MainActor
@Observable
public final class UndoManager {
    private struct Step {
        let name: String
        let undo: @MainActor () -> Void
        let redo: @MainActor () -> Void
    }

    private var undoable: [Step] = []
    private var redoable: [Step] = []
    /// The most changes kept; older ones fall off.
    public let limit: Int

    public init(limit: Int = 100) {
        self.limit = max(1, limit)
    }

    public var canUndo: Bool { !undoable.isEmpty }
    public var canRedo: Bool { !redoable.isEmpty }
    /// The name of the change Undo would take back.
    public var undoActionName: String? { undoable.last?.name }
    /// The name of the change Redo would make again.
    public var redoActionName: String? { redoable.last?.name }

    /// Registers the change `name`, just made: `undo` takes it back, `redo` makes it again.
    public func registerChange(
        _ name: String, undo: @escaping @MainActor () -> Void, redo: @escaping @MainActor () -> Void
    ) {
        undoable.append(Step(name: name, undo: undo, redo: redo))
        if undoable.count > limit { undoable.removeFirst(undoable.count - limit) }
        redoable.removeAll()
    }

    /// Replaces the last change by `name`, which takes in it and more (a run of typing that
    /// grew by a character): `undo` takes the whole back, `redo` makes the whole again. With
    /// no last change, registers it. What could be made again is forgotten, as by a new change.
    public func replaceLastChange(
        _ name: String, undo: @escaping @MainActor () -> Void, redo: @escaping @MainActor () -> Void
    ) {
        guard !undoable.isEmpty else { return registerChange(name, undo: undo, redo: redo) }
        undoable[undoable.count - 1] = Step(name: name, undo: undo, redo: redo)
        redoable.removeAll()
    }

    /// Takes back the last change; false when there is none.
    @discardableResult
    public func undo() -> Bool {
        guard let step = undoable.popLast() else { return false }
        step.undo()
        redoable.append(step)
        return true
    }

    /// Makes the change last taken back again; false when there is none.
    @discardableResult
    public func redo() -> Bool {
        guard let step = redoable.popLast() else { return false }
        step.redo()
        undoable.append(step)
        return true
    }

    /// Forgets every change (a document opened anew).
    public func removeAllActions() {
        undoable.removeAll()
        redoable.removeAll()
    }
}
