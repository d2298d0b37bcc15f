import CGtk

/// Children at positions of their own, in pixels from the top-left corner
/// (`GtkFixed`): EmojiArt's canvas places each emoji where the document says.
@MainActor
open class Fixed: Widget {
    /// An empty fixed container.
    public init() { super.init(gtk_fixed_new()) }

    /// Adds `child` with its top-left corner at (`x`, `y`).
    public func put(_ child: Widget, x: Double, y: Double) { gtk_fixed_put(cast(), child.widget, x, y) }
    /// Moves `child`, already put, to (`x`, `y`).
    public func move(_ child: Widget, x: Double, y: Double) { gtk_fixed_move(cast(), child.widget, x, y) }
    /// Takes `child` out of the container.
    public func remove(_ child: Widget) { gtk_fixed_remove(cast(), child.widget) }
}

extension Widget {
    /// The minimum size set with `setSizeRequest` (-1: none).
    public var sizeRequest: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_get_size_request(widget, &width, &height)
        return (Int(width), Int(height))
    }

    /// The height the widget would like at its natural width.
    public var naturalHeight: Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        return Int(natural)
    }
}

/// The user's special folders, as GLib reads them from `user-dirs.dirs`.
public enum SpecialFolders {
    /// The path of `XDG_DOCUMENTS_DIR`, else `$HOME/Documents`.
    public static var documents: String {
        if let path = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) {
            let folder = String(cString: path)
            if !folder.isEmpty { return folder }
        }
        return String(cString: g_get_home_dir()) + "/Documents"
    }

    /// The path of `XDG_CACHE_HOME` (`~/.cache`).
    public static var cache: String { String(cString: g_get_user_cache_dir()) }
}

/// A picture of a file, shown at a size of its own choosing (`GtkPicture`):
/// EmojiArt's thumbnails.
@MainActor
public final class Picture: Widget {
    /// A picture of the image file at `path`.
    public init(path: String) {
        super.init(gtk_picture_new_for_filename(path))
    }

    /// An empty picture, until it is given a `texture`.
    public init() {
        super.init(gtk_picture_new())
    }

    /// Shows `texture` (decoded or drawn on any thread); nil shows nothing.
    public func setTexture(_ texture: Texture?) {
        gtk_picture_set_paintable(cast(), texture.map { OpaquePointer($0.texture) })
    }

    /// Whether the picture may be shown smaller than the image.
    public var canShrink: Bool {
        get { gtk_picture_get_can_shrink(cast()) != 0 }
        set { gtk_picture_set_can_shrink(cast(), newValue ? 1 : 0) }
    }
}
