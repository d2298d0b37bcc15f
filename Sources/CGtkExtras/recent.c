#include "machismo_recent.h"

GtkRecentManager *machismo_recent_manager_new(const char *path) {
    return g_object_new(GTK_TYPE_RECENT_MANAGER, "filename", path, NULL);
}

void machismo_recent_manager_save(GtkRecentManager *manager) {
    g_return_if_fail(GTK_IS_RECENT_MANAGER(manager));
    /* "changed"'s class handler writes a list with unsaved changes. Before writing, GTK 4.8
     * drops items older than gtk-recent-files-max-age, and there makes a GDateTime it never
     * frees (gtk_recent_manager_clamp_to_age, gtkrecentmanager.c:1416): 32 bytes a write,
     * which LeakSanitizer cannot name in a launch's fast-unwound stacks. So the age is
     * unlimited for this one write (the desktop's other writers still drop old items), and
     * the setting goes back to the desktop's. The write GTK scheduled then finds nothing to
     * write and reads the file again instead. */
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_set(settings, "gtk-recent-files-max-age", -1, NULL);
    g_signal_emit_by_name(manager, "changed");
    if (settings) gtk_settings_reset_property(settings, "gtk-recent-files-max-age");
}

void machismo_recent_manager_prepare_for_shutdown(void) {
    /* GtkApplication's shutdown writes the desktop's list once more, through the same leaky
     * age check as any write (machismo_recent_manager_save): the app is leaving, so the age
     * stays unlimited for that last write. */
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_set(settings, "gtk-recent-files-max-age", -1, NULL);
}
