/* See machismo_window_moves.h for the GTK 4.8 bug this works around. */
#include "machismo_window_moves.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <X11/Xutil.h>
#include <X11/extensions/XInput2.h>

typedef void (*BeginResizeFunc)(GdkToplevel *toplevel, GdkSurfaceEdge edge, GdkDevice *device, int button, double x,
                                double y, guint32 timestamp);
typedef void (*BeginMoveFunc)(GdkToplevel *toplevel, GdkDevice *device, int button, double x, double y,
                              guint32 timestamp);
typedef gboolean (*ShowWindowMenuFunc)(GdkToplevel *toplevel, GdkEvent *event);

/* The start of GdkToplevelInterface as GTK 4.8 has it (gdk/gdktoplevelprivate.h). */
typedef struct {
    GTypeInterface g_iface;
    gpointer present, minimize, lower, focus;
    ShowWindowMenuFunc show_window_menu;
    gpointer supports_edge_constraints, inhibit_system_shortcuts, restore_system_shortcuts;
    BeginResizeFunc begin_resize;
    BeginMoveFunc begin_move;
} ToplevelInterfaceStart;

static BeginResizeFunc original_begin_resize;
static BeginMoveFunc original_begin_move;
static ShowWindowMenuFunc original_show_window_menu;

#define MOVE (-1)

/* The move or resize under way (one pointer, so one at a time). */
typedef struct {
    GdkDisplay *display; /* a reference */
    Window xid;
    int opcode;          /* the display's XInput opcode */
    int button;
    int edge;            /* a GdkSurfaceEdge, or MOVE */
    int start_x, start_y; /* the pointer on the screen at the start, in X pixels */
    int x, y, width, height; /* the window at the start, in X pixels */
    int min_width, min_height;
    gulong handler;
} Drag;

static Drag *drag;

/* No window manager that moves windows: GDK would emulate the move with a grab. */
static gboolean window_manager_moves_windows(GdkSurface *surface) {
    GdkDisplay *display = gdk_surface_get_display(surface);
    return gdk_x11_screen_supports_net_wm_hint(gdk_x11_display_get_screen(display), "_NET_WM_MOVERESIZE");
}

static void finish(void) {
    if (!drag) return;
    g_signal_handler_disconnect(drag->display, drag->handler);
    g_object_unref(drag->display);
    g_clear_pointer(&drag, g_free);
}

static void follow(int root_x, int root_y) {
    Display *xdisplay = gdk_x11_display_get_xdisplay(drag->display);
    int dx = root_x - drag->start_x, dy = root_y - drag->start_y;
    /* The window may be gone by now (closed mid-drag): its errors are ignored. */
    gdk_x11_display_error_trap_push(drag->display);
    if (drag->edge == MOVE) {
        XMoveWindow(xdisplay, drag->xid, drag->x + dx, drag->y + dy);
        XFlush(xdisplay);
        gdk_x11_display_error_trap_pop_ignored(drag->display);
        return;
    }
    gboolean west = drag->edge == GDK_SURFACE_EDGE_WEST || drag->edge == GDK_SURFACE_EDGE_NORTH_WEST ||
                    drag->edge == GDK_SURFACE_EDGE_SOUTH_WEST;
    gboolean east = drag->edge == GDK_SURFACE_EDGE_EAST || drag->edge == GDK_SURFACE_EDGE_NORTH_EAST ||
                    drag->edge == GDK_SURFACE_EDGE_SOUTH_EAST;
    gboolean north = drag->edge == GDK_SURFACE_EDGE_NORTH || drag->edge == GDK_SURFACE_EDGE_NORTH_WEST ||
                     drag->edge == GDK_SURFACE_EDGE_NORTH_EAST;
    gboolean south = drag->edge == GDK_SURFACE_EDGE_SOUTH || drag->edge == GDK_SURFACE_EDGE_SOUTH_WEST ||
                     drag->edge == GDK_SURFACE_EDGE_SOUTH_EAST;
    int width = drag->width + (east ? dx : 0) - (west ? dx : 0);
    int height = drag->height + (south ? dy : 0) - (north ? dy : 0);
    width = MAX(width, MAX(drag->min_width, 1));
    height = MAX(height, MAX(drag->min_height, 1));
    /* The opposite edge stays where it was. */
    int x = west ? drag->x + drag->width - width : drag->x;
    int y = north ? drag->y + drag->height - height : drag->y;
    XMoveResizeWindow(xdisplay, drag->xid, x, y, (unsigned)width, (unsigned)height);
    XFlush(xdisplay);
    gdk_x11_display_error_trap_pop_ignored(drag->display);
}

/* The pointer's motion and the button's release under the press's implicit grab; GDK sees
 * them too, as always. */
static gboolean on_xevent(GdkX11Display *display, XEvent *event, gpointer data) {
    (void)display; (void)data;
    if (!drag || event->type != GenericEvent || event->xcookie.extension != drag->opcode || !event->xcookie.data)
        return FALSE;
    XIDeviceEvent *device_event = event->xcookie.data;
    if (event->xcookie.evtype == XI_Motion) {
        gboolean held = device_event->buttons.mask_len * 8 > drag->button &&
                        XIMaskIsSet(device_event->buttons.mask, drag->button);
        follow((int)device_event->root_x, (int)device_event->root_y);
        if (!held) finish();
    } else if (event->xcookie.evtype == XI_ButtonRelease && (int)device_event->detail == drag->button) {
        follow((int)device_event->root_x, (int)device_event->root_y);
        finish();
    }
    return FALSE;
}

/* Starts following the pointer from the point (x, y) of `surface`; FALSE when it cannot. */
static gboolean start(GdkSurface *surface, int button, int edge, double x, double y) {
    if (button <= 0 || gdk_surface_is_destroyed(surface)) return FALSE;
    GdkDisplay *display = gdk_surface_get_display(surface);
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    int opcode = 0, first_event = 0, first_error = 0;
    if (!XQueryExtension(xdisplay, "XInputExtension", &opcode, &first_event, &first_error)) return FALSE;
    Window xid = gdk_x11_surface_get_xid(surface), child;
    int scale = gdk_surface_get_scale_factor(surface);
    int origin_x = 0, origin_y = 0;
    if (!XTranslateCoordinates(xdisplay, xid, DefaultRootWindow(xdisplay), 0, 0, &origin_x, &origin_y, &child))
        return FALSE;
    finish();
    drag = g_new0(Drag, 1);
    drag->display = g_object_ref(display);
    drag->xid = xid;
    drag->opcode = opcode;
    drag->button = button;
    drag->edge = edge;
    drag->start_x = origin_x + (int)(x * scale);
    drag->start_y = origin_y + (int)(y * scale);
    drag->x = origin_x;
    drag->y = origin_y;
    drag->width = gdk_surface_get_width(surface) * scale;
    drag->height = gdk_surface_get_height(surface) * scale;
    XSizeHints hints;
    long supplied = 0;
    if (XGetWMNormalHints(xdisplay, xid, &hints, &supplied) && (hints.flags & PMinSize)) {
        drag->min_width = hints.min_width;
        drag->min_height = hints.min_height;
    }
    drag->handler = g_signal_connect(display, "xevent", G_CALLBACK(on_xevent), NULL);
    return TRUE;
}

static void begin_resize(GdkToplevel *toplevel, GdkSurfaceEdge edge, GdkDevice *device, int button, double x,
                         double y, guint32 timestamp) {
    GdkSurface *surface = GDK_SURFACE(toplevel);
    if (window_manager_moves_windows(surface) || !start(surface, button, (int)edge, x, y))
        original_begin_resize(toplevel, edge, device, button, x, y, timestamp);
}

static void begin_move(GdkToplevel *toplevel, GdkDevice *device, int button, double x, double y, guint32 timestamp) {
    GdkSurface *surface = GDK_SURFACE(toplevel);
    if (window_manager_moves_windows(surface) || !start(surface, button, MOVE, x, y))
        original_begin_move(toplevel, device, button, x, y, timestamp);
}

/* No window manager shows the window menu: GTK's stand-in would open on the press. */
static gboolean show_window_menu(GdkToplevel *toplevel, GdkEvent *event) {
    if (original_show_window_menu(toplevel, event)) return TRUE;
    return gdk_event_get_event_type(event) == GDK_BUTTON_PRESS;
}

gboolean machismo_move_windows_without_grabs(GtkWindow *window) {
    if (original_begin_move) return TRUE;
    if (gtk_get_major_version() != 4 || gtk_get_minor_version() != 8) return FALSE;
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (!surface || !GDK_IS_X11_SURFACE(surface) || !GDK_IS_TOPLEVEL(surface)) return FALSE;
    ToplevelInterfaceStart *iface = g_type_interface_peek(G_OBJECT_GET_CLASS(surface), GDK_TYPE_TOPLEVEL);
    if (!iface || !iface->begin_move || !iface->begin_resize || !iface->show_window_menu) return FALSE;
    original_begin_resize = iface->begin_resize;
    original_begin_move = iface->begin_move;
    original_show_window_menu = iface->show_window_menu;
    iface->begin_resize = begin_resize;
    iface->begin_move = begin_move;
    iface->show_window_menu = show_window_menu;
    return TRUE;
}

#else

gboolean machismo_move_windows_without_grabs(GtkWindow *window) {
    (void)window;
    return FALSE;
}

#endif
