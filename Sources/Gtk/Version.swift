import CGtk

/// The GTK this process runs with and the one it was compiled against.
public enum GtkVersion {
    /// The runtime version, as `4.8.3`.
    public static var runtime: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }

    /// Whether the headers were GTK 4.10 or newer (`GTK_CHECK_VERSION(4, 10, 0)`):
    /// newer APIs are used only then.
    public static var hasGtk4_10: Bool { machismo_gtk_has_4_10() != 0 }
}
