#include "machismo_recent.h"

GtkRecentManager *machismo_recent_manager_new(const char *path) {
    return g_object_new(GTK_TYPE_RECENT_MANAGER, "filename", path, NULL);
}

void machismo_recent_manager_save(GtkRecentManager *manager) {
    g_return_if_fail(GTK_IS_RECENT_MANAGER(manager));
    g_signal_emit_by_name(manager, "changed");  /* its class handler writes a list with unsaved changes */
}
