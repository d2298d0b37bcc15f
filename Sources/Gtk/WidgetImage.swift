import CGtk

extension Widget {
    /// Draws the widget as it is now into a new image, through its render nodes
    /// (`gsk_render_node_draw`): pixels without a screenshot tool. A widget in a container
    /// is drawn through its parent (`gtk_widget_snapshot_child`), which draws it anew if it
    /// has queued a draw since the last frame: a drawing that has not reached the screen
    /// yet is still drawn. A window is drawn as its last frame left it (`GtkWidgetPaintable`).
    /// The widget must be in a window that has been shown; `background` (if any) is painted first.
    public func renderImage(background: RGBA? = RGBA(red: 1, green: 1, blue: 1)) -> ImageSurface {
        let width = max(1, self.width), height = max(1, self.height)
        let image = ImageSurface(width: width, height: height)
        let cr = image.context.cr
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
        }
        let snapshot = gtk_snapshot_new()
        var origin = graphene_point_t(x: 0, y: 0), inParent = graphene_point_t()
        if let parent = gtk_widget_get_parent(widget), gtk_widget_compute_point(widget, parent, &origin, &inParent) != 0
        {
            // The parent places the child at its position; moving back by it puts it at the origin.
            var back = graphene_point_t(x: -inParent.x, y: -inParent.y)
            gtk_snapshot_translate(snapshot, &back)
            gtk_widget_snapshot_child(parent, widget, snapshot)
        } else {
            let paintable = gtk_widget_paintable_new(widget)
            gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
            g_object_unref(UnsafeMutableRawPointer(paintable))
        }
        if let node = gtk_snapshot_free_to_node(snapshot) {
            gsk_render_node_draw(node, cr)
            gsk_render_node_unref(node)
        }
        image.flush()
        return image
    }
}
