import CGtk

/// The `GtkApplication`: one per process, unique on the session bus, so a second
/// launch activates the running instance instead of opening another.
@MainActor
public final class Application: Object, ActionGroup {
    /// The application with the unique id `id` (reverse DNS: `org.example.App`).
    public init(id: String) {
        super.init(gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS))
    }

    var application: UnsafeMutablePointer<GtkApplication> { cast() }

    public var actionGroup: OpaquePointer { cast() }

    /// Runs once in the primary instance, before the first activation.
    public func onStartup(_ handler: @escaping @MainActor () -> Void) { on("startup", handler) }

    /// Runs on every launch (the primary's and, over D-Bus, every later one's).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }

    /// Runs once as the primary instance ends.
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) { on("shutdown", handler) }

    /// Runs the main loop until the application quits; returns the exit status.
    /// Command-line arguments are parsed before this, so GLib sees only the name.
    public func run(programName: String) -> Int32 {
        MainQueueBridge.install()
        return programName.withCString { name in
            var argv: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: name), nil]
            return g_application_run(cast(), 1, &argv)
        }
    }

    /// Ends `run(programName:)` once the main loop is back.
    public func quit() { g_application_quit(cast()) }

    /// Whether this process is a secondary instance forwarding to a running one.
    public var isRemote: Bool { g_application_get_is_remote(cast()) != 0 }

    /// Keyboard accelerators (`<Control>q`) for a detailed action name (`app.quit`).
    public func setAccels(_ accels: [String], for action: String) {
        withCStringArray(accels) { gtk_application_set_accels_for_action(application, action, $0) }
    }

    /// The windows the application holds, most recently focused first.
    public var windowCount: Int { Int(g_list_length(gtk_application_get_windows(application))) }
}

/// Calls `body` with a NULL-terminated C array of C strings.
func withCStringArray<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
    array.append(nil)
    return array.withUnsafeBufferPointer { body($0.baseAddress!) }
}
