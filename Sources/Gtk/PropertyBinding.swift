import CGtk

/// How a property binding behaves (`GBindingFlags`).
public struct BindingFlags: OptionSet, Sendable {
    /// The flags' bits, as GLib numbers them.
    public let rawValue: UInt32
    /// Flags from GLib's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The target takes the source's value at once, not only at its next change.
    public static let syncCreate = BindingFlags(rawValue: G_BINDING_SYNC_CREATE.rawValue)
    /// A change of either property sets the other.
    public static let bidirectional = BindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue)
    /// For booleans: the target is the source's negation.
    public static let invertBoolean = BindingFlags(rawValue: G_BINDING_INVERT_BOOLEAN.rawValue)
}

/// A binding between two objects' properties (`GBinding`): while it is bound, a change
/// of the source property sets the target property (and back, if bidirectional).
///
/// The two objects keep the binding, not this wrapper: it lasts until ``unbind()`` or until
/// either object is finalized. Keep the wrapper only to unbind.
@MainActor
public final class PropertyBinding: Object {
    /// Ends the binding; the properties keep their values. Harmless when it has already ended.
    public func unbind() {
        // The objects' reference to the binding goes with it; ours stays until deinit.
        g_binding_unbind(cast())
    }
}

extension Object {
    /// Binds this object's property `property` to `target`'s property `targetProperty`:
    /// `scale.bind(property: "value", to: levelBar, property: "value")`.
    ///
    /// The properties' types must convert into each other (GLib's rules: numbers into numbers,
    /// most things into strings). By default the target takes the source's value at once
    /// (`.syncCreate`); add `.bidirectional` to bind both ways. A property either object does
    /// not have is a programming error.
    @discardableResult
    public func bind(
        property: String, to target: Object, property targetProperty: String,
        flags: BindingFlags = .syncCreate
    ) -> PropertyBinding {
        precondition(hasProperty(property), "\(typeName) has no property '\(property)'")
        precondition(target.hasProperty(targetProperty), "\(target.typeName) has no property '\(targetProperty)'")
        let binding = g_object_bind_property(
            object, property, target.object, targetProperty, GBindingFlags(rawValue: flags.rawValue))!
        return PropertyBinding(UnsafeMutableRawPointer(binding), .retaining)
    }
}
