#include "machismo_recent.h"

GtkRecentManager *machismo_recent_manager_new(const char *path) {
    return g_object_new(GTK_TYPE_RECENT_MANAGER, "filename", path, NULL);
}
