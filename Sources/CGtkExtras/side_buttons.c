/* See machismo_side_buttons.h for why the side buttons are taken from GDK. */
#include "machismo_side_buttons.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XInput2.h>
#endif
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/wayland/gdkwayland.h>
#include <linux/input-event-codes.h>
#endif

#define HANDLER_KEY "machismo-side-button-handler"
#define FILTER_KEY "machismo-side-button-filter"

typedef struct {
    MachismoSideButtonHandler handler;
    void *data;
    GDestroyNotify destroy;
} SideButtonHandler;

static void side_button_handler_free(gpointer pointer) {
    SideButtonHandler *entry = pointer;
    if (entry->destroy) entry->destroy(entry->data);
    g_free(entry);
}

/* The open popover that holds GTK's grab in `widget`'s tree (an autohide one), if any. */
static GtkPopover *grabbing_popover(GtkWidget *widget) {
    if (GTK_IS_POPOVER(widget) && gtk_widget_get_visible(widget) && gtk_popover_get_autohide(GTK_POPOVER(widget)))
        return GTK_POPOVER(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkPopover *found = grabbing_popover(child);
        if (found) return found;
    }
    return NULL;
}

/* Whether a modal window is open over `window`. */
static gboolean has_modal_over(GtkWindow *window) {
    GListModel *toplevels = gtk_window_get_toplevels();
    gboolean found = FALSE;
    for (guint index = 0; !found && index < g_list_model_get_n_items(toplevels); index++) {
        GtkWindow *other = g_list_model_get_item(toplevels, index);
        if (other != window && gtk_window_get_modal(other) && gtk_widget_get_visible(GTK_WIDGET(other))) {
            for (GtkWindow *parent = gtk_window_get_transient_for(other); parent && !found;
                 parent = gtk_window_get_transient_for(parent))
                found = parent == window;
        }
        g_object_unref(other);
    }
    return found;
}

/* A press outside an open popover closes it and reaches nothing else, as GDK closes autohide
 * popups on any press outside them (gdksurface.c, check_autohide); under a modal window it
 * reaches nothing either (the modal window's grab takes every press, gtkmain.c,
 * gtk_main_do_event). Acting on it instead (going back) could take the popover's anchor away
 * with the popover still open, and GTK 4.8 would keep the popover's grab on a widget gone
 * from the window (gtkpopover.c takes it in gtk_popover_show and gives it back only in
 * gtk_popover_hide): every click and key then went to it. TRUE when the press stops here. */
static gboolean taken_by_popup(GtkNative *native) {
    if (!GTK_IS_WINDOW(native)) return FALSE;
    GtkPopover *popover = grabbing_popover(GTK_WIDGET(native));
    if (popover) {
        gtk_popover_popdown(popover);
        return TRUE;
    }
    return has_modal_over(GTK_WINDOW(native));
}

/* A side button's press over `surface`: its window's handler, unless a popup takes it. */
static void press_over(GdkSurface *surface, unsigned button) {
    GtkNative *native = surface ? gtk_native_get_for_surface(surface) : NULL;
    SideButtonHandler *entry = native ? g_object_get_data(G_OBJECT(native), HANDLER_KEY) : NULL;
    if (entry && !taken_by_popup(native)) entry->handler(button, entry->data);
}

#ifdef GDK_WINDOWING_X11

/* The display's XInput opcode, kept on the display once its filter is installed. */
typedef struct {
    int opcode;
} SideButtonFilter;

static gboolean side_button_filter(GdkX11Display *display, XEvent *event, gpointer data) {
    SideButtonFilter *filter = data;
    if (event->type != GenericEvent || event->xcookie.extension != filter->opcode || !event->xcookie.data) return FALSE;
    int type = event->xcookie.evtype;
    if (type != XI_ButtonPress && type != XI_ButtonRelease) return FALSE;
    XIDeviceEvent *device_event = event->xcookie.data;
    unsigned button = (unsigned)device_event->detail;
    if (button != 8 && button != 9) return FALSE;
    if (type == XI_ButtonPress)
        press_over(gdk_x11_surface_lookup_for_display(GDK_DISPLAY(display), device_event->event), button);
    return TRUE; /* GDK never sees the side buttons, press or release */
}

/* Installs the display's filter once; FALSE when the display has no XInput 2. */
static gboolean install_filter(GdkDisplay *display) {
    if (g_object_get_data(G_OBJECT(display), FILTER_KEY)) return TRUE;
    int opcode = 0, first_event = 0, first_error = 0;
    if (!XQueryExtension(gdk_x11_display_get_xdisplay(display), "XInputExtension", &opcode, &first_event,
                         &first_error))
        return FALSE;
    SideButtonFilter *filter = g_new0(SideButtonFilter, 1);
    filter->opcode = opcode;
    g_object_set_data_full(G_OBJECT(display), FILTER_KEY, filter, g_free);
    g_signal_connect(display, "xevent", G_CALLBACK(side_button_filter), filter);
    return TRUE;
}

#endif

#ifdef GDK_WINDOWING_WAYLAND

#define WRAP_KEY "machismo-side-button-pointer"

/* GDK's listener of the seat's wl_pointer, with its button event wrapped. */
typedef struct {
    struct wl_pointer_listener listener; /* first: the proxy's listener is this struct */
    const struct wl_pointer_listener *gdk;
    GdkDevice *device;
    gboolean left_down;
} WrappedPointer;

/* libwayland's wl_proxy begins with its wl_object: the interface, then the listener
 * (wayland-private.h, the same layout since libwayland 1.0). */
typedef struct {
    const void *interface;
    const void *implementation;
} ProxyHead;

/* A side button pressed: its window's handler, in an idle moment, outside the Wayland
 * dispatch the event came in (the handler may push or pop pages). */
typedef struct {
    GWeakRef surface;
    unsigned button;
} PendingPress;

static gboolean run_pending_press(gpointer data) {
    PendingPress *press = data;
    GdkSurface *surface = g_weak_ref_get(&press->surface);
    if (surface) {
        press_over(surface, press->button);
        g_object_unref(surface);
    }
    return G_SOURCE_REMOVE;
}

static void free_pending_press(gpointer data) {
    PendingPress *press = data;
    g_weak_ref_clear(&press->surface);
    g_free(press);
}

/* GDK 4.8 gives the right button the middle one's mask and the middle button the right one's
 * (gdkdevice-wayland.c, pointer_handle_button), and ends the implicit grab a press starts only
 * on a release whose mask is its own button's (gdksurface.c, _gdk_windowing_got_event): after
 * a right or middle click the grab stays until the next left release. A popover opened
 * meanwhile (F10) breaks it, and GTK takes an active state from the widgets under the pointer
 * that never had it ("Broken accounting of active state"). So a left release, which ends it,
 * follows such a release in a frame of its own while the left button is up: GTK's gestures
 * and controllers, which follow a press, let a left release without one pass. */
static void end_implicit_grab(WrappedPointer *wrap, void *data, struct wl_pointer *pointer, uint32_t serial,
                              uint32_t time) {
    if (wrap->gdk->frame) wrap->gdk->frame(data, pointer);
    wrap->gdk->button(data, pointer, serial, time, BTN_LEFT, WL_POINTER_BUTTON_STATE_RELEASED);
}

static void wrapped_button(void *data, struct wl_pointer *pointer, uint32_t serial, uint32_t time, uint32_t button,
                           uint32_t state) {
    WrappedPointer *wrap = (WrappedPointer *)wl_proxy_get_listener((struct wl_proxy *)pointer);
    if (button != BTN_SIDE && button != BTN_EXTRA) {
        if (button == BTN_LEFT) wrap->left_down = state == WL_POINTER_BUTTON_STATE_PRESSED;
        wrap->gdk->button(data, pointer, serial, time, button, state);
        if ((button == BTN_RIGHT || button == BTN_MIDDLE) && state == WL_POINTER_BUTTON_STATE_RELEASED &&
            !wrap->left_down)
            end_implicit_grab(wrap, data, pointer, serial, time);
        return;
    }
    if (state != WL_POINTER_BUTTON_STATE_PRESSED) return;
    GdkSurface *surface = gdk_device_get_surface_at_position(wrap->device, NULL, NULL);
    if (!surface) return;
    PendingPress *press = g_new0(PendingPress, 1);
    g_weak_ref_init(&press->surface, surface);
    press->button = button == BTN_SIDE ? 8 : 9;
    g_idle_add_full(G_PRIORITY_DEFAULT, run_pending_press, press, free_pending_press);
}

/* Wraps the button event of GDK's listener on the display's wl_pointer (once; again when GDK
 * made a new wl_pointer). FALSE when there is no pointer yet or its listener is not GDK's. */
static gboolean wrap_pointer(GdkDisplay *display) {
    GdkDevice *device = gdk_seat_get_pointer(gdk_display_get_default_seat(display));
    struct wl_pointer *pointer = device ? gdk_wayland_device_get_wl_pointer(device) : NULL;
    if (!pointer) return FALSE;
    WrappedPointer *wrap = g_object_get_data(G_OBJECT(device), WRAP_KEY);
    const void *listener = wl_proxy_get_listener((struct wl_proxy *)pointer);
    if (wrap && listener == &wrap->listener) return TRUE;
    ProxyHead *head = (ProxyHead *)pointer;
    if (!listener || head->implementation != listener) return FALSE; /* not the layout known here */
    if (!wrap) {
        wrap = g_new0(WrappedPointer, 1);
        g_object_set_data_full(G_OBJECT(device), WRAP_KEY, wrap, g_free);
    }
    wrap->gdk = listener;
    wrap->listener = *wrap->gdk;
    wrap->listener.button = wrapped_button;
    wrap->device = device;
    wrap->left_down = FALSE;
    head->implementation = &wrap->listener;
    return TRUE;
}

#endif

gboolean machismo_side_buttons_taken_before_gdk(GtkWindow *window) {
    GdkDisplay *display = gtk_widget_get_display(GTK_WIDGET(window));
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display)) return install_filter(display);
#endif
#ifdef GDK_WINDOWING_WAYLAND
    if (GDK_IS_WAYLAND_DISPLAY(display)) return wrap_pointer(display);
#endif
    (void)display;
    return FALSE;
}

void machismo_window_take_side_buttons(GtkWindow *window, MachismoSideButtonHandler handler, void *data,
                                       GDestroyNotify destroy) {
    SideButtonHandler *entry = g_new0(SideButtonHandler, 1);
    entry->handler = handler;
    entry->data = data;
    entry->destroy = destroy;
    g_object_set_data_full(G_OBJECT(window), HANDLER_KEY, entry, side_button_handler_free);
    machismo_side_buttons_taken_before_gdk(window);
}
