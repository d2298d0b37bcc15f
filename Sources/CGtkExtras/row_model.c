/* MachismoRowModel: rows made on demand for GtkListView (see machismo_row_model.h).
 *
 * The live items are kept in an unsorted array of weak pointers: a list view holds items
 * only for the rows it has widgets for (a screenful and a few more) and its selection, so
 * a walk over the array is short whatever the model's length. */
#include "machismo_row_model.h"

struct _MachismoRowItem {
    GObject parent_instance;
    guint index;
};

G_DEFINE_FINAL_TYPE(MachismoRowItem, machismo_row_item, G_TYPE_OBJECT)

static void machismo_row_item_class_init(MachismoRowItemClass *klass) {}

static void machismo_row_item_init(MachismoRowItem *self) {}

guint machismo_row_item_get_index(MachismoRowItem *item) {
    g_return_val_if_fail(MACHISMO_IS_ROW_ITEM(item), G_MAXUINT);
    return item->index;
}

struct _MachismoRowModel {
    GObject parent_instance;
    guint n_items;
    /* MachismoRowItem *, each watched with a weak reference. */
    GPtrArray *live;
};

static void machismo_row_model_list_model_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(MachismoRowModel, machismo_row_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, machismo_row_model_list_model_init))

/* An item was finalized: it is no longer alive. */
static void item_finalized(gpointer data, GObject *where_the_object_was) {
    MachismoRowModel *self = data;
    g_ptr_array_remove_fast(self->live, where_the_object_was);
}

static void forget(MachismoRowModel *self, guint i) {
    MachismoRowItem *item = g_ptr_array_index(self->live, i);
    g_object_weak_unref(G_OBJECT(item), item_finalized, self);
    item->index = G_MAXUINT;
    g_ptr_array_remove_index_fast(self->live, i);
}

static GType machismo_row_model_get_item_type(GListModel *list) { return MACHISMO_TYPE_ROW_ITEM; }

static guint machismo_row_model_get_n_items(GListModel *list) { return MACHISMO_ROW_MODEL(list)->n_items; }

static gpointer machismo_row_model_get_item(GListModel *list, guint position) {
    MachismoRowModel *self = MACHISMO_ROW_MODEL(list);
    if (position >= self->n_items) return NULL;
    for (guint i = 0; i < self->live->len; i++) {
        MachismoRowItem *item = g_ptr_array_index(self->live, i);
        if (item->index == position) return g_object_ref(item);
    }
    MachismoRowItem *item = g_object_new(MACHISMO_TYPE_ROW_ITEM, NULL);
    item->index = position;
    g_object_weak_ref(G_OBJECT(item), item_finalized, self);
    g_ptr_array_add(self->live, item);
    return item;
}

static void machismo_row_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = machismo_row_model_get_item_type;
    iface->get_n_items = machismo_row_model_get_n_items;
    iface->get_item = machismo_row_model_get_item;
}

static void machismo_row_model_finalize(GObject *object) {
    MachismoRowModel *self = MACHISMO_ROW_MODEL(object);
    while (self->live->len > 0) forget(self, self->live->len - 1);
    g_ptr_array_unref(self->live);
    G_OBJECT_CLASS(machismo_row_model_parent_class)->finalize(object);
}

static void machismo_row_model_class_init(MachismoRowModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = machismo_row_model_finalize;
}

static void machismo_row_model_init(MachismoRowModel *self) { self->live = g_ptr_array_new(); }

MachismoRowModel *machismo_row_model_new(guint n_items) {
    MachismoRowModel *self = g_object_new(MACHISMO_TYPE_ROW_MODEL, NULL);
    self->n_items = n_items;
    return self;
}

/* Forgets the items of rows [position, position + count), shifts those after by `shift`. */
static void renumber(MachismoRowModel *self, guint position, guint count, gint64 shift) {
    for (guint i = self->live->len; i > 0; i--) {
        MachismoRowItem *item = g_ptr_array_index(self->live, i - 1);
        if (item->index < position) continue;
        if (item->index - position < count) forget(self, i - 1);
        else item->index = (guint)((gint64)item->index + shift);
    }
}

void machismo_row_model_splice(MachismoRowModel *model, guint position, guint removed, guint added) {
    g_return_if_fail(MACHISMO_IS_ROW_MODEL(model));
    position = MIN(position, model->n_items);
    removed = MIN(removed, model->n_items - position);
    if (removed == 0 && added == 0) return;
    renumber(model, position, removed, (gint64)added - (gint64)removed);
    model->n_items = model->n_items - removed + added;
    g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
}

void machismo_row_model_reload(MachismoRowModel *model, guint position, guint count) {
    g_return_if_fail(MACHISMO_IS_ROW_MODEL(model));
    if (position >= model->n_items) return;
    count = MIN(count, model->n_items - position);
    if (count == 0) return;
    renumber(model, position, count, 0);
    g_list_model_items_changed(G_LIST_MODEL(model), position, count, count);
}

guint machismo_row_model_get_n_live_items(MachismoRowModel *model) {
    g_return_val_if_fail(MACHISMO_IS_ROW_MODEL(model), 0);
    return model->live->len;
}
