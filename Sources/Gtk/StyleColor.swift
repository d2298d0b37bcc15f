import CGtk
import CGtkExtras

extension Widget {
    /// The widget's foreground colour as the theme styles it (its CSS `color`): the ink to
    /// draw text and lines in, light on the dark style's backgrounds and dark on the light
    /// style's, following a high-contrast theme too.
    public var styleColor: RGBA {
        var color = GdkRGBA()
        machismo_widget_get_color(widget, &color)
        return RGBA(color)
    }
}
