/* See machismo_side_buttons.h for why the side buttons are taken from GDK on X11. */
#include "machismo_side_buttons.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XInput2.h>
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

#ifdef GDK_WINDOWING_X11

/* The display's XInput opcode, kept on the display once its filter is installed. */
typedef struct {
    int opcode;
} SideButtonFilter;

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

static gboolean side_button_filter(GdkX11Display *display, XEvent *event, gpointer data) {
    SideButtonFilter *filter = data;
    if (event->type != GenericEvent || event->xcookie.extension != filter->opcode || !event->xcookie.data) return FALSE;
    int type = event->xcookie.evtype;
    if (type != XI_ButtonPress && type != XI_ButtonRelease) return FALSE;
    XIDeviceEvent *device_event = event->xcookie.data;
    unsigned button = (unsigned)device_event->detail;
    if (button != 8 && button != 9) return FALSE;
    if (type == XI_ButtonPress) {
        GdkSurface *surface = gdk_x11_surface_lookup_for_display(GDK_DISPLAY(display), device_event->event);
        GtkNative *native = surface ? gtk_native_get_for_surface(surface) : NULL;
        SideButtonHandler *entry = native ? g_object_get_data(G_OBJECT(native), HANDLER_KEY) : NULL;
        if (entry && !taken_by_popup(native)) entry->handler(button, entry->data);
    }
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

gboolean machismo_window_take_side_buttons(GtkWindow *window, MachismoSideButtonHandler handler, void *data,
                                           GDestroyNotify destroy) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gtk_widget_get_display(GTK_WIDGET(window));
    if (!GDK_IS_X11_DISPLAY(display) || !install_filter(display)) return FALSE;
    SideButtonHandler *entry = g_new0(SideButtonHandler, 1);
    entry->handler = handler;
    entry->data = data;
    entry->destroy = destroy;
    g_object_set_data_full(G_OBJECT(window), HANDLER_KEY, entry, side_button_handler_free);
    return TRUE;
#else
    (void)window; (void)handler; (void)data; (void)destroy;
    return FALSE;
#endif
}
