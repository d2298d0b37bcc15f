/* See machismo_popups.h for the GDK 4.8 X11 bug this works around. */
#include "machismo_popups.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>

typedef gboolean (*PresentFunc)(GdkPopup *popup, int width, int height, GdkPopupLayout *layout);

/* The start of GdkPopupInterface (gdk/gdkpopupprivate.h, unchanged since GTK 4.0). */
typedef struct {
    GTypeInterface g_iface;
    PresentFunc present;
} PopupInterfaceStart;

static PresentFunc original_present;

/* Where `surface`'s origin is on the screen, in application pixels. */
static gboolean surface_origin(GdkSurface *surface, int *x, int *y) {
    Display *xdisplay = gdk_x11_display_get_xdisplay(gdk_surface_get_display(surface));
    Window child;
    int scale = gdk_surface_get_scale_factor(surface);
    if (!XTranslateCoordinates(xdisplay, gdk_x11_surface_get_xid(surface), DefaultRootWindow(xdisplay), 0, 0, x, y,
                               &child))
        return FALSE;
    *x /= scale;
    *y /= scale;
    return TRUE;
}

/* How far `point` lies from `area` (0 inside), squared. */
static long distance_squared(int x, int y, const GdkRectangle *area) {
    long dx = x < area->x ? area->x - x : (x >= area->x + area->width ? x - (area->x + area->width - 1) : 0);
    long dy = y < area->y ? area->y - y : (y >= area->y + area->height ? y - (area->y + area->height - 1) : 0);
    return dx * dx + dy * dy;
}

static gboolean present_on_a_monitor(GdkPopup *popup, int width, int height, GdkPopupLayout *layout) {
    GdkSurface *parent = gdk_popup_get_parent(popup);
    const GdkRectangle *anchor = gdk_popup_layout_get_anchor_rect(layout);
    int origin_x = 0, origin_y = 0;
    if (!parent || !surface_origin(parent, &origin_x, &origin_y))
        return original_present(popup, width, height, layout);
    GdkRectangle on_screen = {anchor->x + origin_x, anchor->y + origin_y, MAX(1, anchor->width), MAX(1, anchor->height)};

    GListModel *monitors = gdk_display_get_monitors(gdk_surface_get_display(parent));
    GdkRectangle nearest = {0, 0, 0, 0};
    long best = -1;
    for (guint index = 0; index < g_list_model_get_n_items(monitors); index++) {
        GdkMonitor *monitor = g_list_model_get_item(monitors, index);
        GdkRectangle area;
        gdk_monitor_get_geometry(monitor, &area);
        g_object_unref(monitor);
        if (gdk_rectangle_intersect(&area, &on_screen, NULL)) return original_present(popup, width, height, layout);
        long distance = distance_squared(on_screen.x + on_screen.width / 2, on_screen.y + on_screen.height / 2, &area);
        if (best < 0 || distance < best) {
            best = distance;
            nearest = area;
        }
    }
    if (best < 0) return original_present(popup, width, height, layout);

    /* The anchor moved (its size kept where it fits) to the nearest monitor's nearest edge. */
    GdkRectangle moved = on_screen;
    moved.width = MIN(moved.width, nearest.width);
    moved.height = MIN(moved.height, nearest.height);
    moved.x = CLAMP(moved.x, nearest.x, nearest.x + nearest.width - moved.width);
    moved.y = CLAMP(moved.y, nearest.y, nearest.y + nearest.height - moved.height);
    moved.x -= origin_x;
    moved.y -= origin_y;
    GdkPopupLayout *constrained = gdk_popup_layout_copy(layout);
    gdk_popup_layout_set_anchor_rect(constrained, &moved);
    gboolean presented = original_present(popup, width, height, constrained);
    gdk_popup_layout_unref(constrained);
    return presented;
}

gboolean machismo_keep_popups_on_monitors(GtkWindow *window) {
    if (original_present) return TRUE;
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (!surface || !GDK_IS_X11_SURFACE(surface)) return FALSE;
    /* GDK registers its X11 popup type with the first popup: make one, and let it go. */
    GdkSurface *probe = gdk_surface_new_popup(surface, FALSE);
    GType type = G_TYPE_FROM_INSTANCE(probe);
    gpointer klass = g_type_class_ref(type);
    PopupInterfaceStart *iface = g_type_interface_peek(klass, GDK_TYPE_POPUP);
    if (iface && iface->present && iface->present != present_on_a_monitor) {
        original_present = iface->present;
        iface->present = present_on_a_monitor;
    }
    g_type_class_unref(klass);
    gdk_surface_destroy(probe);
    return original_present != NULL;
}

#else

gboolean machismo_keep_popups_on_monitors(GtkWindow *window) {
    (void)window;
    return FALSE;
}

#endif
