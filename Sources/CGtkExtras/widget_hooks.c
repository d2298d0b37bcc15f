/* See widget_hooks.h. */
#include "widget_hooks.h"

void machismo_hook_widget_signal(const char *signal, GSignalEmissionHook hook) {
    gpointer widget_class = g_type_class_ref(GTK_TYPE_WIDGET); /* the signal exists once the class does */
    g_signal_add_emission_hook(g_signal_lookup(signal, GTK_TYPE_WIDGET), 0, hook, NULL, NULL);
    g_type_class_unref(widget_class);
}
