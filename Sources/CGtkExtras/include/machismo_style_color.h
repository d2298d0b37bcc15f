/* A widget's foreground colour (its CSS `color`), for drawing in the theme's ink:
 * gtk_widget_get_color from GTK 4.10, where GtkStyleContext is deprecated; the style
 * context's colour before. */
#ifndef MACHISMO_STYLE_COLOR_H
#define MACHISMO_STYLE_COLOR_H

#include <gtk/gtk.h>

static inline void machismo_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

#endif
