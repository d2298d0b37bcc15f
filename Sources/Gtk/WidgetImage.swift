import CGtk

extension Widget {
    /// Draws the widget as it is on screen into a new image, through its render nodes
    /// (`GtkWidgetPaintable`, `gsk_render_node_draw`): pixels without a screenshot tool.
    /// The widget must be in a window that has been shown; `background` (if any) is painted first.
    public func renderImage(background: RGBA? = RGBA(red: 1, green: 1, blue: 1)) -> ImageSurface {
        let width = max(1, self.width), height = max(1, self.height)
        let image = ImageSurface(width: width, height: height)
        let cr = image.context.cr
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
        }
        let paintable = gtk_widget_paintable_new(widget)
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        if let node = gtk_snapshot_free_to_node(snapshot) {
            gsk_render_node_draw(node, cr)
            gsk_render_node_unref(node)
        }
        g_object_unref(UnsafeMutableRawPointer(paintable))
        image.flush()
        return image
    }
}
