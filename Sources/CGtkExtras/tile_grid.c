/* MachismoTileGrid: the card board's tiles, laid out in the allocation that sizes them.
 *
 * A GtkGrid of cards sized by size requests needs the board's size before it can ask for
 * the cards' sizes: the board learns it in an allocation, and the new requests then lay the
 * whole window out again (in the same frame at start-up, a frame later on a resize, where the
 * cards lagged the window by a frame). The tile grid asks for no size of its own and, in its
 * allocation, asks its layout function how many columns and how large the tiles are for the
 * size it got, then places them: rows centred, columns right to left in a right-to-left
 * locale. One layout per size, done where GTK lays out. */
#include "machismo_tile_grid.h"

struct _MachismoTileGrid {
    GtkWidget parent_instance;
    int spacing;
    int columns;
    MachismoTileLayoutFunc layout;
    gpointer layout_data;
    GDestroyNotify layout_destroy;
};

G_DEFINE_FINAL_TYPE(MachismoTileGrid, machismo_tile_grid, GTK_TYPE_WIDGET)

static int tile_count(GtkWidget *widget) {
    int count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        count += 1;
    return count;
}

static void machismo_tile_grid_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                       int *natural, int *minimum_baseline, int *natural_baseline) {
    /* The tiles take the size the grid is given: it asks for none. */
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
}

static void machismo_tile_grid_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    MachismoTileGrid *self = MACHISMO_TILE_GRID(widget);
    int count = tile_count(widget);
    if (count == 0) return;
    int columns = 1, tile_width = 0, tile_height = 0;
    if (self->layout) self->layout(width, height, count, &columns, &tile_width, &tile_height, self->layout_data);
    columns = CLAMP(columns, 1, count);
    self->columns = columns;
    int rows = (count + columns - 1) / columns;
    /* No tile below its minimum: GTK allocates no widget less than it asks for. */
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        int least = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
        tile_width = MAX(tile_width, least);
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, tile_width, &least, NULL, NULL, NULL);
        tile_height = MAX(tile_height, least);
    }
    int left = (width - (columns * tile_width + (columns - 1) * self->spacing)) / 2;
    int top = (height - (rows * tile_height + (rows - 1) * self->spacing)) / 2;
    gboolean mirrored = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    int index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        int x = left + (index % columns) * (tile_width + self->spacing);
        if (mirrored) x = width - x - tile_width;
        int y = top + (index / columns) * (tile_height + self->spacing);
        gtk_widget_size_allocate(child, &(GtkAllocation){x, y, tile_width, tile_height}, -1);
        index += 1;
    }
}

static void clear_layout(MachismoTileGrid *self) {
    if (self->layout_destroy) self->layout_destroy(self->layout_data);
    self->layout = NULL;
    self->layout_data = NULL;
    self->layout_destroy = NULL;
}

static void machismo_tile_grid_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(machismo_tile_grid_parent_class)->dispose(object);
}

static void machismo_tile_grid_finalize(GObject *object) {
    clear_layout(MACHISMO_TILE_GRID(object));
    G_OBJECT_CLASS(machismo_tile_grid_parent_class)->finalize(object);
}

static void machismo_tile_grid_class_init(MachismoTileGridClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = machismo_tile_grid_dispose;
    object_class->finalize = machismo_tile_grid_finalize;
    widget_class->measure = machismo_tile_grid_measure;
    widget_class->size_allocate = machismo_tile_grid_size_allocate;
    gtk_widget_class_set_css_name(widget_class, "tilegrid");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void machismo_tile_grid_init(MachismoTileGrid *self) {}

GtkWidget *machismo_tile_grid_new(int spacing) {
    MachismoTileGrid *self = g_object_new(MACHISMO_TYPE_TILE_GRID, NULL);
    self->spacing = MAX(spacing, 0);
    return GTK_WIDGET(self);
}

void machismo_tile_grid_set_layout_func(MachismoTileGrid *self, MachismoTileLayoutFunc func, gpointer data,
                                        GDestroyNotify destroy) {
    g_return_if_fail(MACHISMO_IS_TILE_GRID(self));
    clear_layout(self);
    self->layout = func;
    self->layout_data = data;
    self->layout_destroy = destroy;
    gtk_widget_queue_allocate(GTK_WIDGET(self));
}

void machismo_tile_grid_append(MachismoTileGrid *self, GtkWidget *child) {
    g_return_if_fail(MACHISMO_IS_TILE_GRID(self));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == NULL);
    gtk_widget_insert_before(child, GTK_WIDGET(self), NULL);
}

void machismo_tile_grid_remove(MachismoTileGrid *self, GtkWidget *child) {
    g_return_if_fail(MACHISMO_IS_TILE_GRID(self));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == GTK_WIDGET(self));
    gtk_widget_unparent(child);
}

int machismo_tile_grid_get_columns(MachismoTileGrid *self) {
    g_return_val_if_fail(MACHISMO_IS_TILE_GRID(self), 0);
    return self->columns;
}
