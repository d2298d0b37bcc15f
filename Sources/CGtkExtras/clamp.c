/* MachismoClamp: a column of text centred in a page, as `halign = center` would, without
 * its cost.
 *
 * A widget aligned other than to fill is allocated its natural width for the height it is
 * given (gtkwidget.c, adjust_for_align). For a vertical GtkBox of wrapping labels GTK 4.8
 * finds that width by a search: it measures every child's height for one width after
 * another, up to seventeen widths (gtkboxlayout.c, the opposite size for a size), and each
 * wrapping label lays its text out again for each. The About page's column went through
 * that at every allocation: 28 of the 68 million instructions of its first visit.
 *
 * The clamp measures its child's widths once, for no given height (a column's widths do not
 * depend on its height), and allocates it the natural width, or the maximum width or the
 * clamp's width if less (never below the minimum), centred, and the whole height (or its
 * minimum height, if more): the child fills that, and measures its children's heights for
 * that one width. */
#include "machismo_clamp.h"

struct _MachismoClamp {
    GtkWidget parent_instance;
    GtkWidget *child;  /* a child of the clamp, or NULL */
    int maximum_width; /* pixels; -1: none */
    gboolean constant_size;
};

G_DEFINE_FINAL_TYPE(MachismoClamp, machismo_clamp, GTK_TYPE_WIDGET)

static gboolean has_child_to_lay_out(MachismoClamp *self) {
    return self->child && gtk_widget_should_layout(self->child);
}

/* The child's width in `available` pixels: its natural width, or less, never below its minimum. */
static int child_width(MachismoClamp *self, int available) {
    int minimum = 0, natural = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    if (self->maximum_width >= 0) natural = MIN(natural, self->maximum_width);
    return MAX(minimum, MIN(available, natural));
}

static GtkSizeRequestMode machismo_clamp_get_request_mode(GtkWidget *widget) {
    MachismoClamp *self = MACHISMO_CLAMP(widget);
    return self->child && !self->constant_size ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void machismo_clamp_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                   int *natural, int *minimum_baseline, int *natural_baseline) {
    MachismoClamp *self = MACHISMO_CLAMP(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (!has_child_to_lay_out(self)) return;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        gtk_widget_measure(self->child, orientation, -1, minimum, natural, NULL, NULL);
        if (self->maximum_width >= 0) *natural = MAX(*minimum, MIN(*natural, self->maximum_width));
    } else {
        /* With no width given, the height at the width the child gets when there is room: GTK
         * requires that no width make it taller ("Expect overlapping widgets"), and a column
         * told no width measures a wrapping label as one line, which a label held to a
         * maximum width in characters is not. */
        int width = child_width(self, for_size < 0 ? G_MAXINT : for_size);
        gtk_widget_measure(self->child, orientation, width, minimum, natural, minimum_baseline, natural_baseline);
    }
}

static void machismo_clamp_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    MachismoClamp *self = MACHISMO_CLAMP(widget);
    if (!has_child_to_lay_out(self)) return;
    int child = child_width(self, width);
    /* Nor below its minimum height for that width: given less (in a window smaller than its
     * minimum, with no window manager to stop it), the child would hand its own children a
     * negative height once its margins and padding are taken off. */
    int least = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_VERTICAL, child, &least, NULL, NULL, NULL);
    graphene_point_t origin = GRAPHENE_POINT_INIT((width - child) / 2, 0);
    gtk_widget_allocate(self->child, child, MAX(height, least), baseline, gsk_transform_translate(NULL, &origin));
}

static void machismo_clamp_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    MachismoClamp *self = MACHISMO_CLAMP(widget);
    *hexpand = self->child && gtk_widget_compute_expand(self->child, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = self->child && gtk_widget_compute_expand(self->child, GTK_ORIENTATION_VERTICAL);
}

static void machismo_clamp_dispose(GObject *object) {
    MachismoClamp *self = MACHISMO_CLAMP(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(machismo_clamp_parent_class)->dispose(object);
}

static void machismo_clamp_class_init(MachismoClampClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = machismo_clamp_dispose;
    widget_class->get_request_mode = machismo_clamp_get_request_mode;
    widget_class->measure = machismo_clamp_measure;
    widget_class->size_allocate = machismo_clamp_size_allocate;
    widget_class->compute_expand = machismo_clamp_compute_expand;
    gtk_widget_class_set_css_name(widget_class, "clamp");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void machismo_clamp_init(MachismoClamp *self) { self->maximum_width = -1; }

GtkWidget *machismo_clamp_new(void) { return g_object_new(MACHISMO_TYPE_CLAMP, NULL); }

void machismo_clamp_set_child(MachismoClamp *self, GtkWidget *child) {
    g_return_if_fail(MACHISMO_IS_CLAMP(self));
    g_return_if_fail(child == NULL || GTK_IS_WIDGET(child));
    if (self->child == child) return;
    if (child) g_return_if_fail(gtk_widget_get_parent(child) == NULL);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (child) {
        self->child = child;
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    }
}

GtkWidget *machismo_clamp_get_child(MachismoClamp *self) {
    g_return_val_if_fail(MACHISMO_IS_CLAMP(self), NULL);
    return self->child;
}

void machismo_clamp_set_maximum_width(MachismoClamp *self, int width) {
    g_return_if_fail(MACHISMO_IS_CLAMP(self));
    width = MAX(width, -1);
    if (self->maximum_width == width) return;
    self->maximum_width = width;
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

int machismo_clamp_get_maximum_width(MachismoClamp *self) {
    g_return_val_if_fail(MACHISMO_IS_CLAMP(self), -1);
    return self->maximum_width;
}

void machismo_clamp_set_constant_size(MachismoClamp *self, gboolean constant_size) {
    g_return_if_fail(MACHISMO_IS_CLAMP(self));
    constant_size = !!constant_size;
    if (self->constant_size == constant_size) return;
    self->constant_size = constant_size;
    gtk_widget_queue_resize(GTK_WIDGET(self));
}
