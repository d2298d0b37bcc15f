import CGtk

/// GLib's fundamental types, which Swift cannot import (`G_TYPE_INT` is a macro).
enum FundamentalType {
    static let none = GType(1 << 2)
    static let interface = GType(2 << 2)
    static let boolean = GType(5 << 2)
    static let int = GType(6 << 2)
    static let uint = GType(7 << 2)
    static let long = GType(8 << 2)
    static let ulong = GType(9 << 2)
    static let int64 = GType(10 << 2)
    static let uint64 = GType(11 << 2)
    static let `enum` = GType(12 << 2)
    static let flags = GType(13 << 2)
    static let float = GType(14 << 2)
    static let double = GType(15 << 2)
    static let string = GType(16 << 2)
    static let pointer = GType(17 << 2)
    static let boxed = GType(18 << 2)
    static let param = GType(19 << 2)
    static let object = GType(20 << 2)
    static let variant = GType(21 << 2)
}

/// The C signature a typed handler's thunk has, to be checked against the signal's.
struct SignalSignature: CustomStringConvertible {
    /// One argument between the instance and the user data, as the thunk reads it.
    enum Argument: String {
        /// `gint` or an enum: `Int32`.
        case int32 = "Int32"
        /// `guint` or flags: `UInt32`.
        case uint32 = "UInt32"
        /// `gdouble`: `Double`.
        case double = "Double"
        /// `gboolean`: `Bool`.
        case bool = "Bool"
        /// Any pointer: an object, a boxed struct, a variant, a string.
        case pointer = "UnsafeMutableRawPointer?"
        /// A GObject (or an interface's instance).
        case object = "Object?"
        /// A `const char *`.
        case string = "String"

        func accepts(_ fundamental: GType) -> Bool {
            switch self {
            case .int32: fundamental == FundamentalType.int || fundamental == FundamentalType.enum
            case .uint32: fundamental == FundamentalType.uint || fundamental == FundamentalType.flags
            case .double: fundamental == FundamentalType.double
            case .bool: fundamental == FundamentalType.boolean
            case .string: fundamental == FundamentalType.string
            case .object: fundamental == FundamentalType.object || fundamental == FundamentalType.interface
            case .pointer:
                fundamental == FundamentalType.pointer || fundamental == FundamentalType.boxed
                    || fundamental == FundamentalType.object || fundamental == FundamentalType.interface
                    || fundamental == FundamentalType.variant || fundamental == FundamentalType.param
                    || fundamental == FundamentalType.string
            }
        }
    }

    let arguments: [Argument]
    let returnsBool: Bool

    init(_ arguments: [Argument] = [], returnsBool: Bool = false) {
        self.arguments = arguments
        self.returnsBool = returnsBool
    }

    var description: String {
        "(\(arguments.map(\.rawValue).joined(separator: ", "))) -> \(returnsBool ? "Bool" : "Void")"
    }
}

/// Why a handler of `signature` cannot be connected to `signal` on `instance`, or nil when it can:
/// the signal does not exist (or takes no detail), or its C signature is not the thunk's.
@MainActor
func signalMismatch(_ signal: String, on instance: UnsafeMutablePointer<GObject>, _ signature: SignalSignature)
    -> String?
{
    let type = machismo_object_type(instance)
    var id: guint = 0
    var detail: GQuark = 0
    guard g_signal_parse_name(signal, type, &id, &detail, 1) != 0 else {
        return "\(String(cString: g_type_name(type))) has no signal '\(signal)'"
    }
    var query = GSignalQuery()
    g_signal_query(id, &query)
    let staticScope = ~GType(1)  // G_SIGNAL_TYPE_STATIC_SCOPE, a flag in the type's lowest bit
    let count = Int(query.n_params)
    let returned = g_type_fundamental(query.return_type & staticScope)
    let argumentsMatch =
        count == signature.arguments.count
        && signature.arguments.indices.allSatisfy {
            signature.arguments[$0].accepts(g_type_fundamental(query.param_types[$0] & staticScope))
        }
    let returnMatches = signature.returnsBool ? returned == FundamentalType.boolean : returned == FundamentalType.none
    guard argumentsMatch, returnMatches else {
        // Spelled out only when it is wrong: connecting is on every page's path.
        let names = (0..<count).map { String(cString: g_type_name(query.param_types[$0] & staticScope)) }
        let cSignature = "(\(names.joined(separator: ", "))) -> \(String(cString: g_type_name(returned)))"
        return "\(String(cString: g_type_name(type)))::\(signal) has the C signature \(cSignature); "
            + "a handler of type \(signature) cannot take it"
    }
    return nil
}
