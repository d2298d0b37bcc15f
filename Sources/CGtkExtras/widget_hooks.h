/* Emission hooks on GtkWidget's signals (widget_hooks.c), for the GTK 4.8 fixes that must see
 * every widget of the process, GTK's own too. Private to CGtkExtras. */
#pragma once
#include <gtk/gtk.h>

/* Runs `hook` on every emission of GtkWidget's `signal` from now on, for the life of the
 * process (the hook returns TRUE to stay). Install each hook once. */
void machismo_hook_widget_signal(const char *signal, GSignalEmissionHook hook);
