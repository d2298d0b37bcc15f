/* A GtkRecentManager over a file of one's choosing (its "filename" property is
 * construct-only, set through g_object_new, which Swift cannot call). */
#ifndef MACHISMO_RECENT_H
#define MACHISMO_RECENT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A new recent manager that reads and writes the list in the file at `path` (full ownership). */
GtkRecentManager *machismo_recent_manager_new(const char *path);

/* Writes the list to its file now, if it has changes not yet written (it is "changed"'s class
 * handler that writes them). */
void machismo_recent_manager_save(GtkRecentManager *manager);

G_END_DECLS

#endif
