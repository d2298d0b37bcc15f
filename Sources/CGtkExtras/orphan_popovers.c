/* See machismo_orphan_popovers.h for the GTK 4.8 grab this gives back. */
#include "machismo_orphan_popovers.h"
#include "widget_hooks.h"

/* A popover still open as it is unmapped pops down there and then: its anchor (and the
 * window above it) are still its ancestors, so gtk_grab_remove finds the grab in the
 * window's group. (Later, with the popover unparented, it would look in the default group
 * and leave the grab where it was.) */
static gboolean on_unmap(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint; (void)count; (void)data;
    GObject *object = g_value_get_object(&values[0]);
    if (GTK_IS_POPOVER(object) && gtk_widget_get_visible(GTK_WIDGET(object)) &&
        gtk_popover_get_autohide(GTK_POPOVER(object)))
        gtk_popover_popdown(GTK_POPOVER(object));
    return TRUE; /* keep the hook */
}

void machismo_close_orphaned_popovers(void) {
    static gboolean installed;
    if (installed) return;
    installed = TRUE;
    machismo_hook_widget_signal("unmap", on_unmap);
}
