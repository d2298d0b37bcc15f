/* MachismoRowModel: a GListModel of `n` rows whose items are made on demand.
 *
 * A table of 100,000 rows needs no 100,000 objects: the model knows only how many rows there
 * are, and makes a MachismoRowItem (a GObject holding a row index) when GTK asks for one,
 * which GtkListView does only for the rows it shows. The model keeps the items that are alive
 * (weakly) so that asking twice for a row gives the same item, and so that inserting or
 * deleting rows shifts their indices: an item always names the row it is at. The rows' data
 * stays with whoever owns it (the table view's data source). */
#ifndef MACHISMO_ROW_MODEL_H
#define MACHISMO_ROW_MODEL_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MACHISMO_TYPE_ROW_ITEM (machismo_row_item_get_type())
G_DECLARE_FINAL_TYPE(MachismoRowItem, machismo_row_item, MACHISMO, ROW_ITEM, GObject)

/* The row the item is at; G_MAXUINT once its row was deleted or reloaded (the model then
 * makes a new item for the row). */
guint machismo_row_item_get_index(MachismoRowItem *item);

#define MACHISMO_TYPE_ROW_MODEL (machismo_row_model_get_type())
G_DECLARE_FINAL_TYPE(MachismoRowModel, machismo_row_model, MACHISMO, ROW_MODEL, GObject)

/* A model of `n_items` rows (full reference). */
MachismoRowModel *machismo_row_model_new(guint n_items);

/* Replaces `removed` rows at `position` with `added` new ones, shifts the rows after them and
 * emits items-changed. Rows past the end are clamped. */
void machismo_row_model_splice(MachismoRowModel *model, guint position, guint removed, guint added);

/* Says that `count` rows from `position` show new data: their items are replaced by new ones
 * (items-changed with as many removed as added), so a list view binds those rows again. */
void machismo_row_model_reload(MachismoRowModel *model, guint position, guint count);

/* How many items are alive (made and not yet finalized): for tests of a model that must stay
 * small whatever its length. */
guint machismo_row_model_get_n_live_items(MachismoRowModel *model);

G_END_DECLS

#endif
