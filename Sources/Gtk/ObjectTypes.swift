import CGtk
import Glibc

// Making and wrapping objects of any GType: the way to a widget this library does not wrap.

/// The GType called `name`, registering it first if GTK has not yet.
///
/// GTK registers a type when its `_get_type` function first runs, not at `gtk_init`:
/// `g_type_from_name("GtkLevelBar")` is 0 until something has made a level bar. As
/// GtkBuilder does, a type not yet registered is looked up by its function's name
/// (`GtkLevelBar` → `gtk_level_bar_get_type`) among the symbols the process has loaded.
@MainActor
func resolveType(_ name: String) -> GType? {
    let known = g_type_from_name(name)
    if known != 0 { return known }
    guard let process = dlopen(nil, RTLD_NOW | RTLD_NOLOAD) ?? dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(process) }
    guard let symbol = dlsym(process, typeFunctionName(name)) else { return nil }
    typealias GetType = @convention(c) () -> GType
    let type = unsafeBitCast(symbol, to: GetType.self)()
    return type != 0 && String(cString: g_type_name(type)) == name ? type : nil
}

/// The name of the `_get_type` function of the type called `name`, by GtkBuilder's rule:
/// `GtkLevelBar` → `gtk_level_bar_get_type`, `GtkIMContext` → `gtk_im_context_get_type`.
func typeFunctionName(_ name: String) -> String {
    let characters = Array(name)
    var symbol = ""
    func isUpper(_ character: Character) -> Bool { !character.isLowercase }
    for (index, character) in characters.enumerated() {
        let startsWord = index > 0 && isUpper(character) && !isUpper(characters[index - 1])
        let endsAcronym =
            index > 2 && isUpper(character) && isUpper(characters[index - 1]) && isUpper(characters[index - 2])
        if startsWord || endsAcronym { symbol.append("_") }
        symbol.append(contentsOf: character.lowercased())
    }
    return symbol + "_get_type"
}

extension Object {
    /// Makes an object of the GType called `typeName` (`"GtkLevelBar"`, `"GtkCalendar"`), with
    /// `properties` set as it is constructed, construct-only ones included:
    ///
    /// ```swift
    /// let levelBar = Widget(typeName: "GtkLevelBar", properties: ["max-value": 10.0, "value": 4.0])!
    /// ```
    ///
    /// GTK's own types are found even before GTK has registered them (it does so lazily): the
    /// type's `_get_type` function is looked up by its name, as GtkBuilder does. A type from
    /// another library (libadwaita's `AdwAvatar`) is found once that library is linked. Nil when
    /// no such type exists, when it is abstract, or when it is not what the wrapper wraps (a
    /// `Widget` must be a `GtkWidget`). A property the type does not have, or whose value does not
    /// convert, is a programming error, as with `setProperty(_:_:)`.
    ///
    /// The wrapper owns the new object (a widget's floating reference is sunk).
    public convenience init?(typeName: String, properties: KeyValuePairs<String, any PropertyValue> = [:]) {
        let base = Self.self is Widget.Type ? gtk_widget_get_type() : FundamentalType.object
        guard let gtype = resolveType(typeName), g_type_is_a(gtype, base) != 0,
            g_type_test_flags(gtype, G_TYPE_FLAG_ABSTRACT.rawValue) == 0
        else { return nil }
        let made = newObject(gtype, properties: properties.map { ($0.key, $0.value) })
        self.init(made, .adopting)
    }

    /// Wraps a GObject someone else owns, taking a reference of its own: for a pointer from
    /// GTK's C API (your own `.systemLibrary` target over `gtk4`; see <doc:WrappingAWidget>).
    ///
    /// The pointer must be a GObject, and a `GtkWidget` for a `Widget`; anything else stops
    /// the program. A new object from a `_new` function is wrapped with
    /// `Object(pointer, .adopting)` instead, so that it is not owned twice. An `OpaquePointer`
    /// or a typed pointer converts: `Widget(retaining: UnsafeMutableRawPointer(pointer))`.
    public convenience init(retaining pointer: UnsafeMutableRawPointer) {
        let base = Self.self is Widget.Type ? gtk_widget_get_type() : FundamentalType.object
        precondition(
            g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), base) != 0,
            "\(pointer) is not a \(String(cString: g_type_name(base)))")
        self.init(pointer, .retaining)
    }

}

/// A new object of `type` with `properties` set as it is constructed (`g_object_new_with_properties`).
/// A property the type does not have, or whose value does not convert, stops the program.
@MainActor
func newObject(_ type: GType, properties: [(String, any PropertyValue)]) -> UnsafeMutableRawPointer {
    let typeName = String(cString: g_type_name(type))
    var values = [GValue](repeating: GValue(), count: properties.count)
    var names: [UnsafePointer<CChar>?] = []
    defer { names.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
    for (index, (name, value)) in properties.enumerated() {
        guard let spec = propertySpec(name, ofType: type) else {
            preconditionFailure("\(typeName) has no property '\(name)'")
        }
        g_value_init(&values[index], spec.pointee.value_type)
        guard storeValue(value, into: &values[index]) else {
            preconditionFailure(
                "\(typeName).\(name) is a \(String(cString: g_type_name(spec.pointee.value_type))), "
                    + "which cannot be set from \(Swift.type(of: value))")
        }
        names.append(UnsafePointer(strdup(name)))
    }
    defer { for index in values.indices { g_value_unset(&values[index]) } }
    let made = names.withUnsafeMutableBufferPointer { names in
        g_object_new_with_properties(type, guint(properties.count), names.baseAddress, values)!
    }
    return UnsafeMutableRawPointer(made)
}
