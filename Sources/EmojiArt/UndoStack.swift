/// Undo and redo of whole values, as `UIDocument`'s undo manager gives the lecture's
/// app: before a change, the controller records the value it changes from, with
/// the change's name for the menu (`Move 😀`). A new change clears what could be
/// redone. Values are cheap copies (an `EmojiArt` shares its background's bytes).
public struct UndoStack<Value: Sendable>: Sendable {
    private var undoable: [(name: String, value: Value)] = []
    private var redoable: [(name: String, value: Value)] = []
    /// The most changes kept; older ones fall off.
    public let limit: Int

    public init(limit: Int = 100) {
        self.limit = max(1, limit)
    }

    public var canUndo: Bool { !undoable.isEmpty }
    public var canRedo: Bool { !redoable.isEmpty }
    /// The name of the change Undo would take back.
    public var undoName: String? { undoable.last?.name }
    /// The name of the change Redo would make again.
    public var redoName: String? { redoable.last?.name }

    /// Records that the change `name` is about to turn `value` into something else.
    public mutating func record(_ name: String, before value: Value) {
        undoable.append((name, value))
        if undoable.count > limit { undoable.removeFirst(undoable.count - limit) }
        redoable.removeAll()
    }

    /// The value before the last change, given the `current` one (kept for Redo).
    public mutating func undo(from current: Value) -> Value? {
        guard let last = undoable.popLast() else { return nil }
        redoable.append((last.name, current))
        return last.value
    }

    /// The value after the change last undone, given the `current` one (kept for Undo).
    public mutating func redo(from current: Value) -> Value? {
        guard let last = redoable.popLast() else { return nil }
        undoable.append((last.name, current))
        return last.value
    }

    /// Forgets every change (a document reopened).
    public mutating func removeAll() {
        undoable.removeAll()
        redoable.removeAll()
    }
}
