/* MachismoFileRequest: one "open a file" or "save a file" question to the user, asked with
 * the platform's chooser. GTK 4.10 and later: GtkFileDialog. GTK 4.8: GtkFileChooserNative
 * (a portal where GTK uses one, else GTK's own dialog); it is deprecated in 4.10, so it is
 * compiled only against older headers (GTK_CHECK_VERSION). */
#ifndef MACHISMO_FILE_REQUEST_H
#define MACHISMO_FILE_REQUEST_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MACHISMO_TYPE_FILE_REQUEST (machismo_file_request_get_type())
G_DECLARE_FINAL_TYPE(MachismoFileRequest, machismo_file_request, MACHISMO, FILE_REQUEST, GObject)

/* Called once per request: with the chosen file's local path, or NULL when the user
 * cancelled, the choice has no local path, or the request was cancelled. */
typedef void (*MachismoFileChosen)(const char *path, gpointer data);

/* A request (full reference) that asks nothing until started. `save` asks for a file to
 * write (`suggested_name` fills the name field); otherwise for an existing file to read.
 * `filters` (may be NULL) are offered in order, the first selected. `parent`, `accept_label`,
 * `suggested_name` and `initial_folder` may be NULL. */
MachismoFileRequest *machismo_file_request_new(gboolean save, GtkWindow *parent, const char *title,
                                               const char *accept_label, const char *suggested_name,
                                               const char *initial_folder,
                                               GtkFileFilter **filters, guint n_filters);

/* Shows the chooser; `callback` runs once, then `destroy(data)`. The request keeps itself
 * alive until then. */
void machismo_file_request_start(MachismoFileRequest *request, MachismoFileChosen callback,
                                 gpointer data, GDestroyNotify destroy);

/* Closes the chooser and calls back with NULL now, if it has not called back yet. */
void machismo_file_request_cancel(MachismoFileRequest *request);

/* Whether the request was started and has not called back yet. */
gboolean machismo_file_request_is_pending(MachismoFileRequest *request);

/* "GtkFileDialog" or "GtkFileChooserNative": which chooser this build uses. */
const char *machismo_file_request_backend(void);

/* For tests, GtkFileChooserNative only: answers as the user would with Cancel or Accept
 * (the chooser's current file). FALSE when this build has no such dialog. */
gboolean machismo_file_request_respond_for_testing(MachismoFileRequest *request, gboolean accept);

G_END_DECLS

#endif
