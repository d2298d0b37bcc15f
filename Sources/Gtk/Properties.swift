import CGtk

/// A Swift type a GObject property can be read as and written from, through a `GValue`.
///
/// `Bool`, `Int`, `Int32`, `UInt32`, `Double`, `Float`, `String` and `String?` conform; a
/// property of another numeric type is converted (`Int` reads a `gint` property, `Double` sets
/// a `gfloat` one), and an integer sets an enum or flags property by its value. Objects go
/// through `objectProperty(_:)` and `setProperty(_:_:)` with an `Object`.
///
/// The requirements are the `GValue` machinery; conform a type of your own only if you work
/// with GLib's C API yourself.
public protocol PropertyValue {
    /// The `GType` of the `GValue` this type is read from and written to (`G_TYPE_BOOLEAN`, …).
    static var valueType: UInt { get }
    /// Reads the value from an initialized `GValue` of `valueType` (a `GValue *`).
    init(readingValue value: UnsafeRawPointer)
    /// Writes the value into an initialized `GValue` of `valueType` (a `GValue *`).
    func write(toValue value: UnsafeMutableRawPointer)
}

@inline(__always)
private func gvalue(_ pointer: UnsafeRawPointer) -> UnsafePointer<GValue> {
    pointer.assumingMemoryBound(to: GValue.self)
}
@inline(__always)
private func gvalue(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GValue> {
    pointer.assumingMemoryBound(to: GValue.self)
}

extension Bool: PropertyValue {
    /// `G_TYPE_BOOLEAN`.
    public static var valueType: UInt { UInt(FundamentalType.boolean) }
    /// Reads a `gboolean`.
    public init(readingValue value: UnsafeRawPointer) { self = g_value_get_boolean(gvalue(value)) != 0 }
    /// Writes a `gboolean`.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_boolean(gvalue(value), self ? 1 : 0) }
}

extension Int32: PropertyValue {
    /// `G_TYPE_INT`.
    public static var valueType: UInt { UInt(FundamentalType.int) }
    /// Reads a `gint`.
    public init(readingValue value: UnsafeRawPointer) { self = g_value_get_int(gvalue(value)) }
    /// Writes a `gint`.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_int(gvalue(value), self) }
}

extension UInt32: PropertyValue {
    /// `G_TYPE_UINT`.
    public static var valueType: UInt { UInt(FundamentalType.uint) }
    /// Reads a `guint`.
    public init(readingValue value: UnsafeRawPointer) { self = g_value_get_uint(gvalue(value)) }
    /// Writes a `guint`.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_uint(gvalue(value), self) }
}

extension Int: PropertyValue {
    /// `G_TYPE_INT64`: any integer property converts to and from it.
    public static var valueType: UInt { UInt(FundamentalType.int64) }
    /// Reads a `gint64`.
    public init(readingValue value: UnsafeRawPointer) { self = Int(g_value_get_int64(gvalue(value))) }
    /// Writes a `gint64`.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_int64(gvalue(value), gint64(self)) }
}

extension Double: PropertyValue {
    /// `G_TYPE_DOUBLE`.
    public static var valueType: UInt { UInt(FundamentalType.double) }
    /// Reads a `gdouble`.
    public init(readingValue value: UnsafeRawPointer) { self = g_value_get_double(gvalue(value)) }
    /// Writes a `gdouble`.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_double(gvalue(value), self) }
}

extension Float: PropertyValue {
    /// `G_TYPE_FLOAT`.
    public static var valueType: UInt { UInt(FundamentalType.float) }
    /// Reads a `gfloat`.
    public init(readingValue value: UnsafeRawPointer) { self = g_value_get_float(gvalue(value)) }
    /// Writes a `gfloat`.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_float(gvalue(value), self) }
}

extension String: PropertyValue {
    /// `G_TYPE_STRING`.
    public static var valueType: UInt { UInt(FundamentalType.string) }
    /// Reads a string; NULL reads as "".
    public init(readingValue value: UnsafeRawPointer) {
        self = g_value_get_string(gvalue(value)).map { String(cString: $0) } ?? ""
    }
    /// Writes a copy of the string.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_string(gvalue(value), self) }
}

extension Optional: PropertyValue where Wrapped == String {
    /// `G_TYPE_STRING`.
    public static var valueType: UInt { UInt(FundamentalType.string) }
    /// Reads a string; NULL reads as nil.
    public init(readingValue value: UnsafeRawPointer) {
        self = g_value_get_string(gvalue(value)).map { String(cString: $0) }
    }
    /// Writes a copy of the string, or NULL.
    public func write(toValue value: UnsafeMutableRawPointer) { g_value_set_string(gvalue(value), self) }
}

/// The description of a property of `type`'s class, or nil when it has none.
@MainActor
func propertySpec(_ name: String, ofType type: GType) -> UnsafeMutablePointer<GParamSpec>? {
    guard let objectClass = g_type_class_ref(type) else { return nil }
    defer { g_type_class_unref(objectClass) }
    return g_object_class_find_property(objectClass.assumingMemoryBound(to: GObjectClass.self), name)
}

/// Fills `target` (initialized with the property's own type) from `value`, converting
/// numbers GLib's way and integers to enums and flags; false when GLib cannot convert.
@MainActor
func storeValue(_ value: some PropertyValue, into target: UnsafeMutablePointer<GValue>) -> Bool {
    var source = GValue()
    g_value_init(&source, GType(type(of: value).valueType))
    defer { g_value_unset(&source) }
    value.write(toValue: &source)
    let targetType = target.pointee.g_type
    switch g_type_fundamental(targetType) {
    case FundamentalType.enum where g_value_type_transformable(source.g_type, FundamentalType.int) != 0:
        var number = GValue()
        g_value_init(&number, FundamentalType.int)
        defer { g_value_unset(&number) }
        g_value_transform(&source, &number)
        g_value_set_enum(target, g_value_get_int(&number))
        return true
    case FundamentalType.flags where g_value_type_transformable(source.g_type, FundamentalType.uint) != 0:
        var number = GValue()
        g_value_init(&number, FundamentalType.uint)
        defer { g_value_unset(&number) }
        g_value_transform(&source, &number)
        g_value_set_flags(target, g_value_get_uint(&number))
        return true
    default:
        return g_value_transform(&source, target) != 0
    }
}

extension Object {
    /// The GType name of the object's class (`GtkLevelBar`).
    public var typeName: String { String(cString: g_type_name(machismo_object_type(object))) }

    /// Whether the object's class has a property called `name`.
    public func hasProperty(_ name: String) -> Bool {
        propertySpec(name, ofType: machismo_object_type(object)) != nil
    }

    /// The property `name`, read as `Value`: `levelBar.property("value", as: Double.self)`.
    ///
    /// Numbers convert GLib's way (a `gint` property reads as `Int`, an enum as `Int32`). A
    /// property the object does not have, or one that cannot be read as `Value`, is a
    /// programming error: the program stops with a message naming both.
    public func property<Value: PropertyValue>(_ name: String, as type: Value.Type = Value.self) -> Value {
        guard let spec = propertySpec(name, ofType: machismo_object_type(object)) else {
            preconditionFailure("\(typeName) has no property '\(name)'")
        }
        var stored = GValue()
        g_value_init(&stored, spec.pointee.value_type)
        defer { g_value_unset(&stored) }
        g_object_get_property(object, name, &stored)
        var converted = GValue()
        g_value_init(&converted, GType(Value.valueType))
        defer { g_value_unset(&converted) }
        guard g_value_transform(&stored, &converted) != 0 || readEnum(&stored, into: &converted) else {
            preconditionFailure(
                "\(typeName).\(name) is a \(String(cString: g_type_name(spec.pointee.value_type))), "
                    + "which cannot be read as \(Value.self)")
        }
        return Value(readingValue: &converted)
    }

    /// Sets the property `name` to `value`: `levelBar.setProperty("max-value", 10.0)`.
    ///
    /// Numbers convert GLib's way; an integer sets an enum or flags property by its value.
    /// A property the object does not have, or cannot take `value`, is a programming error.
    /// Setting a property fires its `notify::` handlers, as any change does.
    public func setProperty<Value: PropertyValue>(_ name: String, _ value: Value) {
        guard let spec = propertySpec(name, ofType: machismo_object_type(object)) else {
            preconditionFailure("\(typeName) has no property '\(name)'")
        }
        var target = GValue()
        g_value_init(&target, spec.pointee.value_type)
        defer { g_value_unset(&target) }
        guard storeValue(value, into: &target) else {
            preconditionFailure(
                "\(typeName).\(name) is a \(String(cString: g_type_name(spec.pointee.value_type))), "
                    + "which cannot be set from \(Value.self)")
        }
        g_object_set_property(object, name, &target)
    }

    /// The object property `name` (a widget's `parent`, a scale's `adjustment`), as a wrapper
    /// holding a reference of its own, or nil. Wrap a widget further with `Widget(retaining:)`.
    public func objectProperty(_ name: String) -> Object? {
        guard let spec = propertySpec(name, ofType: machismo_object_type(object)),
            g_type_fundamental(spec.pointee.value_type) == FundamentalType.object
        else { preconditionFailure("\(typeName) has no object property '\(name)'") }
        var stored = GValue()
        g_value_init(&stored, spec.pointee.value_type)
        defer { g_value_unset(&stored) }
        g_object_get_property(object, name, &stored)
        return g_value_get_object(&stored).map { Object($0, .retaining) }
    }

    /// Sets the object property `name` to `value`'s object, or to NULL.
    public func setProperty(_ name: String, _ value: Object?) {
        guard let spec = propertySpec(name, ofType: machismo_object_type(object)),
            g_type_fundamental(spec.pointee.value_type) == FundamentalType.object
        else { preconditionFailure("\(typeName) has no object property '\(name)'") }
        var target = GValue()
        g_value_init(&target, spec.pointee.value_type)
        defer { g_value_unset(&target) }
        if let value {
            guard g_type_is_a(machismo_object_type(value.object), spec.pointee.value_type) != 0 else {
                preconditionFailure(
                    "\(typeName).\(name) takes a \(String(cString: g_type_name(spec.pointee.value_type))), not a \(value.typeName)"
                )
            }
            g_value_set_object(&target, value.object)
        }
        g_object_set_property(object, name, &target)
    }
}

/// Reads an enum or flags `GValue` into an integer one (GLib registers no such conversion).
private func readEnum(_ source: UnsafeMutablePointer<GValue>, into target: UnsafeMutablePointer<GValue>) -> Bool {
    var number = GValue()
    switch g_type_fundamental(source.pointee.g_type) {
    case FundamentalType.enum:
        g_value_init(&number, FundamentalType.int)
        g_value_set_int(&number, g_value_get_enum(source))
    case FundamentalType.flags:
        g_value_init(&number, FundamentalType.uint)
        g_value_set_uint(&number, g_value_get_flags(source))
    default:
        return false
    }
    defer { g_value_unset(&number) }
    return g_value_transform(&number, target) != 0
}
