/* Popups (popovers, menus, tooltips) whose anchor is off every monitor, on X11.
 *
 * GDK 4.8's X11 backend places a popup within the monitor its anchor (the button a menu
 * drops from) lies on, and finds none when the anchor is off every monitor: a window dragged
 * partly off the screen, then F10, a context-menu key or a drop down opened from the keyboard
 * on a control in the hidden part. It then calls gdk_monitor_get_geometry(NULL), a critical,
 * and places the popup by uninitialized bounds (gdk_x11_surface_layout_popup).
 *
 * machismo_keep_popups_on_monitors() makes every X11 popup of the display present itself, in
 * that case, anchored at the nearest point of the nearest monitor instead, as a Wayland
 * compositor would constrain it. It wraps the `present` method of GDK's X11 popup type
 * (GdkPopupInterface's first method, gdk/gdkpopupprivate.h), once per process; it needs a
 * realized window of the display (to make the type exist) and does nothing elsewhere. */
#ifndef MACHISMO_POPUPS_H
#define MACHISMO_POPUPS_H

#include <gtk/gtk.h>

/* TRUE when X11 popups of `window`'s display are kept on a monitor (now or already). */
gboolean machismo_keep_popups_on_monitors(GtkWindow *window);

#endif
