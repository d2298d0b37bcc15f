/* See machismo_tooltips.h for the GTK 4.8 accounting this keeps a press out of. */
#include "machismo_tooltips.h"
#include "widget_hooks.h"

static gboolean on_realize(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint; (void)count; (void)data;
    GObject *object = g_value_get_object(&values[0]);
    /* GtkTooltipWindow is private to GTK: told by its type's name. */
    if (!GTK_IS_NATIVE(object) || g_strcmp0(G_OBJECT_TYPE_NAME(object), "GtkTooltipWindow") != 0) return TRUE;
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(object));
    if (surface) {
        cairo_region_t *nowhere = cairo_region_create();
        gdk_surface_set_input_region(surface, nowhere);
        cairo_region_destroy(nowhere);
    }
    return TRUE; /* keep the hook */
}

void machismo_tooltips_pass_pointer_through(void) {
    static gboolean installed;
    if (installed) return;
    installed = TRUE;
    machismo_hook_widget_signal("realize", on_realize);
}
