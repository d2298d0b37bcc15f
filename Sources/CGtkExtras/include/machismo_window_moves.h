/* Window moves and resizes with no window manager, on X11, without a pointer grab; and no
 * window menu on a press there.
 *
 * With no window manager that moves windows (no _NET_WM_MOVERESIZE: a bare X server, a
 * kiosk, a nested session, a compositor starting up), GDK 4.8 emulates a move (a drag on the
 * header bar, gdk_toplevel_begin_move) or a resize (a press on the window's border,
 * gdk_toplevel_begin_resize) itself: it grabs the pointer for a 1×1 window of its own while
 * the button that started it is still down (gdk/x11/gdksurface-x11.c, emulate_move_drag,
 * emulate_resize_drag, create_moveresize_surface). GTK 4.8 then counts the end of the press
 * twice (gtk/gtkmain.c, handle_pointing_event): once for the GDK_LEAVE_NOTIFY in crossing mode
 * GDK_CROSSING_GRAB the X server sends, on the widgets pressed, and again for the
 * GDK_GRAB_BROKEN (implicit) GDK delivers later, on whichever widgets are under the pointer
 * by then, after the move. The second count finds those widgets not active, and GTK warns
 * "Broken accounting of active state for widget … (GtkHeaderBar)", "(GtkWindow)" and so on
 * up from the widget under the pointer.
 *
 * machismo_move_windows_without_grabs() makes every X11 toplevel of the process move and
 * resize, in that case, without a grab of its own: the press's implicit grab already sends
 * the pointer's motion to the window, and a filter on the display's X events follows it
 * (moving or resizing the X window, never below the minimum size GTK sets in its size hints)
 * until the button that started it is released. GTK sees the press and its release as for
 * any click. Under a window manager that moves windows, GDK's own way (the window manager's)
 * is kept.
 *
 * The window menu (a right click on the header bar) meets the same double count with no
 * window manager to show it: gdk_toplevel_show_window_menu fails, and GtkWindowHandle opens a
 * stand-in popover menu at once, on the press (gtk/gtkwindowhandle.c, do_popup_fallback),
 * whose pointer grab comes while the button is down. Its items (Restore, Minimize, Maximize,
 * Always on Top) need a window manager anyway, and Close is on the header bar: on a press,
 * with no window manager that shows the menu, there is none. (From the keyboard it opens as
 * before.)
 *
 * It wraps the begin_resize, begin_move and show_window_menu methods of GDK's X11 toplevel
 * type (GdkToplevelInterface, gdk/gdktoplevelprivate.h as GTK 4.8 lays it out), once per
 * process, under GTK 4.8 only; it needs a realized window of the display. */
#ifndef MACHISMO_WINDOW_MOVES_H
#define MACHISMO_WINDOW_MOVES_H

#include <gtk/gtk.h>

/* TRUE when X11 toplevels of this process move and resize without grabs where no window
 * manager does it for them (now or already); FALSE elsewhere (not X11, not GTK 4.8). */
gboolean machismo_move_windows_without_grabs(GtkWindow *window);

#endif
