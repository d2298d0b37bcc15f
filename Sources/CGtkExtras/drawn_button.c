/* MachismoDrawnButton: a GtkButton that draws its content itself, with a draw function as
 * GtkDrawingArea's, instead of holding a drawing area as its child.
 *
 * A board of 30 cards was 30 buttons each holding a drawing area: 60 widgets, each styled,
 * measured, allocated and snapshot for the first frame. A drawn button is one widget a card:
 * it keeps everything a button is (focus, Space and Return, clicks, the `clicked` signal,
 * the button role, the CSS node `button`) and draws in its snapshot, after its CSS
 * background and border, what a drawing area would have drawn in the same box.
 *
 * The button's function receives the content box's size; like a drawing area's, its cairo
 * context records (gtk_snapshot_append_cairo), and a button too small to draw in (no
 * content box) draws nothing. */
#include "machismo_drawn_button.h"

struct _MachismoDrawnButton {
    GtkButton parent_instance;
    GtkDrawingAreaDrawFunc draw;
    gpointer draw_data;
    GDestroyNotify draw_destroy;
};

G_DEFINE_FINAL_TYPE(MachismoDrawnButton, machismo_drawn_button, GTK_TYPE_BUTTON)

static void clear_draw_func(MachismoDrawnButton *self) {
    if (self->draw_destroy) self->draw_destroy(self->draw_data);
    self->draw = NULL;
    self->draw_data = NULL;
    self->draw_destroy = NULL;
}

static void machismo_drawn_button_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    MachismoDrawnButton *self = MACHISMO_DRAWN_BUTTON(widget);
    /* A child, if someone set one, as a button draws it. */
    GTK_WIDGET_CLASS(machismo_drawn_button_parent_class)->snapshot(widget, snapshot);
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (!self->draw || width <= 0 || height <= 0) return;
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, width, height));
    self->draw(NULL, cr, width, height, self->draw_data);
    cairo_destroy(cr);
}

static void machismo_drawn_button_finalize(GObject *object) {
    clear_draw_func(MACHISMO_DRAWN_BUTTON(object));
    G_OBJECT_CLASS(machismo_drawn_button_parent_class)->finalize(object);
}

static void machismo_drawn_button_class_init(MachismoDrawnButtonClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = machismo_drawn_button_finalize;
    GTK_WIDGET_CLASS(klass)->snapshot = machismo_drawn_button_snapshot;
}

static void machismo_drawn_button_init(MachismoDrawnButton *self) { (void)self; }

GtkWidget *machismo_drawn_button_new(void) { return g_object_new(MACHISMO_TYPE_DRAWN_BUTTON, NULL); }

void machismo_drawn_button_set_draw_func(MachismoDrawnButton *self, GtkDrawingAreaDrawFunc func, gpointer data,
                                         GDestroyNotify destroy) {
    g_return_if_fail(MACHISMO_IS_DRAWN_BUTTON(self));
    clear_draw_func(self);
    self->draw = func;
    self->draw_data = data;
    self->draw_destroy = destroy;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}
