/* See machismo_scroll_bounce.h for the GTK 4.8 timeout this holds. */
#include "machismo_scroll_bounce.h"
#include "widget_hooks.h"

#define HELD_BOUNCE "machismo-held-scroll-bounce"

/* The name GTK 4.8 gives the timeout (gdk_source_set_static_name_by_id). */
static const char *const bounce_name = "[gtk] start_scroll_deceleration_cb";

/* GTK's bounce timeout of `scrolled_window`, if one is attached. */
static GSource *find_bounce(gpointer scrolled_window) {
    GSource *source = g_main_context_find_source_by_funcs_user_data(NULL, &g_timeout_funcs, scrolled_window);
    return source && g_strcmp0(g_source_get_name(source), bounce_name) == 0 ? source : NULL;
}

gboolean machismo_scroll_bounce_is_pending(GtkScrolledWindow *scrolled_window) {
    return find_bounce(scrolled_window) != NULL;
}

static gboolean on_unrealize(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint; (void)count; (void)data;
    GObject *object = g_value_get_object(&values[0]);
    if (!GTK_IS_SCROLLED_WINDOW(object)) return TRUE;
    GSource *bounce = find_bounce(object);
    if (bounce) {
        g_source_set_ready_time(bounce, -1);
        g_object_set_data_full(object, HELD_BOUNCE, g_source_ref(bounce), (GDestroyNotify)g_source_unref);
    }
    return TRUE; /* keep the hook */
}

static gboolean on_realize(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint; (void)count; (void)data;
    GObject *object = g_value_get_object(&values[0]);
    if (!GTK_IS_SCROLLED_WINDOW(object)) return TRUE;
    GSource *bounce = g_object_get_data(object, HELD_BOUNCE);
    if (bounce) {
        /* Still attached unless GTK removed it meanwhile (a new scroll, dispose). */
        if (!g_source_is_destroyed(bounce)) g_source_set_ready_time(bounce, 0);
        g_object_set_data(object, HELD_BOUNCE, NULL);
    }
    return TRUE;
}

void machismo_hold_scroll_bounces_off_screen(void) {
    static gboolean installed;
    if (installed) return;
    installed = TRUE;
    machismo_hook_widget_signal("unrealize", on_unrealize);
    machismo_hook_widget_signal("realize", on_realize);
}
