/* A GtkRecentManager over a file of one's choosing (its "filename" property is
 * construct-only, set through g_object_new, which Swift cannot call). */
#ifndef MACHISMO_RECENT_H
#define MACHISMO_RECENT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A new recent manager that reads and writes the list in the file at `path` (full ownership). */
GtkRecentManager *machismo_recent_manager_new(const char *path);

/* Writes the list to its file now, if it has changes not yet written (it is "changed"'s class
 * handler that writes them), without GTK 4.8's leak on the way (recent.c). */
void machismo_recent_manager_save(GtkRecentManager *manager);

/* Before the application shuts down (its last write of the desktop's list): see recent.c. */
void machismo_recent_manager_prepare_for_shutdown(void);

G_END_DECLS

#endif
