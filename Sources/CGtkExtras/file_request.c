/* MachismoFileRequest: see machismo_file_request.h. */
#include "machismo_file_request.h"

#define MACHISMO_HAS_FILE_DIALOG GTK_CHECK_VERSION(4, 10, 0)

struct _MachismoFileRequest {
    GObject parent_instance;
    gboolean save;
    gboolean started, finished;
    MachismoFileChosen callback;
    gpointer data;
    GDestroyNotify destroy;
#if MACHISMO_HAS_FILE_DIALOG
    GtkFileDialog *dialog;
    GtkWindow *parent;              /* weak pointer */
    GCancellable *cancellable;
#else
    GtkFileChooserNative *native;
#endif
};

G_DEFINE_FINAL_TYPE(MachismoFileRequest, machismo_file_request, G_TYPE_OBJECT)

/* Calls back once, then drops the reference the pending request held on itself. */
static void finish(MachismoFileRequest *self, GFile *file) {
    if (self->finished || !self->started) return;
    self->finished = TRUE;
    char *path = file ? g_file_get_path(file) : NULL;
    MachismoFileChosen callback = self->callback;
    gpointer data = self->data;
    GDestroyNotify destroy = self->destroy;
    self->callback = NULL;
    self->data = NULL;
    self->destroy = NULL;
    if (callback) callback(path, data);
    if (destroy) destroy(data);
    g_free(path);
    g_object_unref(self);
}

#if MACHISMO_HAS_FILE_DIALOG

static void on_dialog_done(GObject *source, GAsyncResult *result, gpointer data) {
    MachismoFileRequest *self = data;  /* a reference of its own, taken when started */
    GError *error = NULL;
    GFile *file = self->save ? gtk_file_dialog_save_finish(GTK_FILE_DIALOG(source), result, &error)
                             : gtk_file_dialog_open_finish(GTK_FILE_DIALOG(source), result, &error);
    g_clear_error(&error);
    finish(self, file);
    g_clear_object(&file);
    g_object_unref(self);
}

#else

static void on_native_response(GtkNativeDialog *native, int response, gpointer data) {
    MachismoFileRequest *self = data;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GFile *file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file(GTK_FILE_CHOOSER(native)) : NULL;
    G_GNUC_END_IGNORE_DEPRECATIONS
    finish(self, file);
    g_clear_object(&file);
}

/* GTK 4.8's own chooser dialog has a path bar (gtkpathbar.c) whose two slider buttons are
 * visible from the start, but allocated only once the path bar has a path: its size_allocate
 * returns at once while the folder's names are still being read in a GIO thread. A frame
 * drawn before they arrive draws the sliders with no allocation, and GTK warns "Trying to
 * snapshot GtkButton … without a current allocation" (seen when the machine is busy). Kept
 * out of the drawing here, the sliders are put back by the path bar's own size_allocate, right
 * after it has allocated them. GTK 4.10 rewrote the path bar without sliders. */
static void hide_unallocated_sliders(GtkWidget *widget, GType path_bar) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child;
         child = gtk_widget_get_next_sibling(child)) {
        if (G_TYPE_CHECK_INSTANCE_TYPE(widget, path_bar) && gtk_widget_has_css_class(child, "slider-button"))
            gtk_widget_set_child_visible(child, FALSE);
        else
            hide_unallocated_sliders(child, path_bar);
    }
}

/* The chooser dialogs GtkFileChooserNative made among the toplevels from index `first` on. */
static void hide_unallocated_sliders_in_new_dialogs(guint first) {
    GType path_bar = g_type_from_name("GtkPathBar");
    if (path_bar == 0) return;
    GListModel *toplevels = gtk_window_get_toplevels();
    for (guint i = first; i < g_list_model_get_n_items(toplevels); i++) {
        GtkWidget *window = g_list_model_get_item(toplevels, i);
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        if (GTK_IS_FILE_CHOOSER_DIALOG(window) && !gtk_widget_get_mapped(window))
            hide_unallocated_sliders(window, path_bar);
        G_GNUC_END_IGNORE_DEPRECATIONS
        g_object_unref(window);
    }
}

#endif

static void machismo_file_request_dispose(GObject *object) {
    MachismoFileRequest *self = MACHISMO_FILE_REQUEST(object);
#if MACHISMO_HAS_FILE_DIALOG
    if (self->cancellable) g_cancellable_cancel(self->cancellable);
    g_clear_object(&self->cancellable);
    g_clear_object(&self->dialog);
    g_clear_weak_pointer(&self->parent);
#else
    if (self->native) {
        g_signal_handlers_disconnect_by_data(self->native, self);
        gtk_native_dialog_destroy(GTK_NATIVE_DIALOG(self->native));
        g_clear_object(&self->native);
    }
#endif
    G_OBJECT_CLASS(machismo_file_request_parent_class)->dispose(object);
}

static void machismo_file_request_finalize(GObject *object) {
    MachismoFileRequest *self = MACHISMO_FILE_REQUEST(object);
    /* Never started, or freed some other way: still release the caller's data. */
    if (self->destroy) self->destroy(self->data);
    G_OBJECT_CLASS(machismo_file_request_parent_class)->finalize(object);
}

static void machismo_file_request_class_init(MachismoFileRequestClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = machismo_file_request_dispose;
    G_OBJECT_CLASS(klass)->finalize = machismo_file_request_finalize;
}

static void machismo_file_request_init(MachismoFileRequest *self) { (void)self; }

MachismoFileRequest *machismo_file_request_new(gboolean save, GtkWindow *parent, const char *title,
                                               const char *accept_label, const char *suggested_name,
                                               const char *initial_folder,
                                               GtkFileFilter **filters, guint n_filters) {
    MachismoFileRequest *self = g_object_new(MACHISMO_TYPE_FILE_REQUEST, NULL);
    self->save = save;
    GFile *folder = initial_folder ? g_file_new_for_path(initial_folder) : NULL;
#if MACHISMO_HAS_FILE_DIALOG
    self->dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(self->dialog, title ? title : "");
    gtk_file_dialog_set_modal(self->dialog, TRUE);
    if (accept_label) gtk_file_dialog_set_accept_label(self->dialog, accept_label);
    if (save && suggested_name) gtk_file_dialog_set_initial_name(self->dialog, suggested_name);
    if (folder) gtk_file_dialog_set_initial_folder(self->dialog, folder);
    if (n_filters > 0) {
        GListStore *store = g_list_store_new(GTK_TYPE_FILE_FILTER);
        for (guint i = 0; i < n_filters; i++) g_list_store_append(store, filters[i]);
        gtk_file_dialog_set_filters(self->dialog, G_LIST_MODEL(store));
        gtk_file_dialog_set_default_filter(self->dialog, filters[0]);
        g_object_unref(store);
    }
    g_set_weak_pointer(&self->parent, parent);
#else
    guint toplevels = g_list_model_get_n_items(gtk_window_get_toplevels());
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    self->native = gtk_file_chooser_native_new(title ? title : "", parent,
                                               save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                               accept_label, NULL);
    GtkFileChooser *chooser = GTK_FILE_CHOOSER(self->native);
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(self->native), TRUE);
    for (guint i = 0; i < n_filters; i++) gtk_file_chooser_add_filter(chooser, filters[i]);
    if (n_filters > 0) gtk_file_chooser_set_filter(chooser, filters[0]);
    if (folder) gtk_file_chooser_set_current_folder(chooser, folder, NULL);
    if (save && suggested_name) gtk_file_chooser_set_current_name(chooser, suggested_name);
    G_GNUC_END_IGNORE_DEPRECATIONS
    g_signal_connect(self->native, "response", G_CALLBACK(on_native_response), self);
    hide_unallocated_sliders_in_new_dialogs(toplevels);
#endif
    g_clear_object(&folder);
    return self;
}

void machismo_file_request_start(MachismoFileRequest *self, MachismoFileChosen callback,
                                 gpointer data, GDestroyNotify destroy) {
    g_return_if_fail(MACHISMO_IS_FILE_REQUEST(self));
    if (self->started) {
        g_warning("MachismoFileRequest: started twice");
        if (destroy) destroy(data);
        return;
    }
    self->started = TRUE;
    self->callback = callback;
    self->data = data;
    self->destroy = destroy;
    g_object_ref(self);  /* dropped by finish() */
#if MACHISMO_HAS_FILE_DIALOG
    self->cancellable = g_cancellable_new();
    if (self->save)
        gtk_file_dialog_save(self->dialog, self->parent, self->cancellable, on_dialog_done, g_object_ref(self));
    else
        gtk_file_dialog_open(self->dialog, self->parent, self->cancellable, on_dialog_done, g_object_ref(self));
#else
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(self->native));
#endif
}

void machismo_file_request_cancel(MachismoFileRequest *self) {
    g_return_if_fail(MACHISMO_IS_FILE_REQUEST(self));
    if (!self->started || self->finished) return;
    g_object_ref(self);
#if MACHISMO_HAS_FILE_DIALOG
    g_cancellable_cancel(self->cancellable);  /* on_dialog_done comes later and finds it finished */
#else
    gtk_native_dialog_hide(GTK_NATIVE_DIALOG(self->native));
#endif
    finish(self, NULL);
    g_object_unref(self);
}

gboolean machismo_file_request_is_pending(MachismoFileRequest *self) {
    g_return_val_if_fail(MACHISMO_IS_FILE_REQUEST(self), FALSE);
    return self->started && !self->finished;
}

const char *machismo_file_request_backend(void) {
#if MACHISMO_HAS_FILE_DIALOG
    return "GtkFileDialog";
#else
    return "GtkFileChooserNative";
#endif
}

gboolean machismo_file_request_respond_for_testing(MachismoFileRequest *self, gboolean accept) {
    g_return_val_if_fail(MACHISMO_IS_FILE_REQUEST(self), FALSE);
#if MACHISMO_HAS_FILE_DIALOG
    (void)accept;
    return FALSE;
#else
    if (!self->started || self->finished) return FALSE;
    g_object_ref(self);
    gtk_native_dialog_hide(GTK_NATIVE_DIALOG(self->native));
    g_signal_emit_by_name(self->native, "response", accept ? GTK_RESPONSE_ACCEPT : GTK_RESPONSE_CANCEL);
    g_object_unref(self);
    return TRUE;
#endif
}
