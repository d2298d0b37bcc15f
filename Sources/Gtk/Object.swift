import CGtk

/// A Swift owner of one reference to a GObject.
///
/// Ownership follows one rule: the wrapper holds exactly one strong reference,
/// taken when it wraps the object and dropped in `deinit`. A floating reference
/// (every freshly made widget) is sunk, so the wrapper owns it instead of the
/// first container the widget lands in.
@MainActor
open class Object {
    /// How a wrapper comes by its reference.
    public enum Ownership {
        /// The pointer came from a `_new` function: sink it if floating, else adopt it.
        case adopting
        /// The pointer is borrowed (someone else owns it): take a reference of our own.
        case retaining
    }

    /// The wrapped object. Valid for the wrapper's whole life.
    public nonisolated(unsafe) let object: UnsafeMutablePointer<GObject>

    /// Handlers connected through this wrapper, by signal; see `withSignalBlocked`.
    var handlerIDs: [String: [gulong]] = [:]

    /// The wrapper, weakly. Handlers capture wrappers weakly, and Swift keeps a weakly
    /// referenced object's side table where LeakSanitizer cannot see it, inside its
    /// reference count: a wrapper that lives to the end (the main window's) would show its
    /// side table as leaked once the last handler went. This reference points to the table
    /// plainly. A leaked wrapper still leaks, table and all.
    private weak var sideTableAnchor: Object?

    /// Wraps `pointer`, taking ownership as `ownership` says.
    public init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership = .adopting) {
        object = Self.own(pointer, ownership)
        sideTableAnchor = self
    }

    /// Wraps an object whose C type is opaque to Swift.
    public init(_ pointer: OpaquePointer, _ ownership: Ownership = .adopting) {
        object = Self.own(UnsafeMutableRawPointer(pointer), ownership)
        sideTableAnchor = self
    }

    private static func own(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) -> UnsafeMutablePointer<GObject>
    {
        let object = pointer.assumingMemoryBound(to: GObject.self)
        switch ownership {
        case .adopting:
            if machismo_is_initially_unowned(object) != 0 { g_object_ref_sink(object) }
        case .retaining:
            g_object_ref_sink(object)
        }
        return object
    }

    deinit {
        g_object_unref(object)
    }

    /// The object as the C pointer type a GTK function expects: the module's one cast.
    ///
    /// Complete C structs (`GtkWidget`, `GtkWindow`, …) import as typed pointers,
    /// opaque ones (`GtkStack`, `GtkHeaderBar`, …) as `OpaquePointer`; the call's
    /// context picks the overload.
    @inline(__always)
    public func cast<T>() -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(object).assumingMemoryBound(to: T.self)
    }

    /// The object as an opaque C pointer; see `cast()`.
    @inline(__always)
    public func cast() -> OpaquePointer { OpaquePointer(object) }

    /// The GObject's reference count; for tests of ownership.
    public var referenceCount: UInt32 { machismo_object_ref_count(object) }
}

/// Reports when a GObject is finalized, through a GObject weak reference.
///
/// Tests use it to prove a widget tree was really freed; it holds no reference.
@MainActor
public final class FinalizationProbe {
    /// Whether the watched object has been finalized.
    public fileprivate(set) var isFinalized = false
    private var box: Unmanaged<FinalizationProbe>?
    private let watched: UnsafeMutablePointer<GObject>

    /// Starts watching `object` without keeping it alive.
    public init(_ object: Object) {
        watched = object.object
        let box = Unmanaged.passRetained(self)
        self.box = box
        g_object_weak_ref(watched, finalizationNotify, box.toOpaque())
    }

    /// Stops watching an object that is still alive, so the probe can be freed.
    public func cancel() {
        guard !isFinalized, let box else { return }
        g_object_weak_unref(watched, finalizationNotify, box.toOpaque())
        self.box = nil
        box.release()
    }
}

private let finalizationNotify: GWeakNotify = { data, _ in
    let probe = Unmanaged<FinalizationProbe>.fromOpaque(data!)
    MainActor.assumeIsolated {
        probe.takeUnretainedValue().isFinalized = true
    }
    probe.release()
}
