/* The mouse's side buttons (8 back, 9 forward), taken before GDK sees them.
 *
 * GTK 4.8 never ends the pointer grab a side button's press starts. On X11, GDK has button
 * masks for buttons 1 to 5 only, so the release of button 8 or 9 carries none, and GTK ends
 * an implicit grab only on a release whose mask names one button (gtkmain.c,
 * handle_pointing_event). The widget pressed keeps the pointer: the next left click goes to
 * it (a header bar then moves the window, a tab button takes a click meant elsewhere) and
 * its end leaves "Broken accounting of active state" warnings. On Wayland, GDK gives the side
 * buttons the masks of buttons 4 and 5, so GTK's grab ends, but GDK's own implicit grab ends
 * only on a release whose mask is its button's own (gdksurface.c, _gdk_windowing_got_event:
 * button 8's would be 1 << 15): it stays until the next left, middle or right release, and a
 * popover opened meanwhile (F10) breaks it, which takes an active state from widgets that
 * never had it: the same warnings.
 *
 * GDK 4.8 on Wayland also swaps the masks of the right and middle buttons, with the same
 * effect after a right or middle click: on Wayland a left release follows each such release
 * (see side_buttons.c, end_implicit_grab).
 *
 * machismo_window_take_side_buttons() keeps `handler` for `window` and makes the display's
 * side-button events stop before GDK, in every window of the display: on X11, its XInput 2
 * button events for buttons 8 and 9, before GDK translates them; on Wayland, the seat's
 * wl_pointer button events BTN_SIDE and BTN_EXTRA, in GDK's listener of the pointer, which
 * gets a wrapper (libwayland offers no other way in). `handler` then runs on each press over
 * `window` (on Wayland in the next idle moment, outside the Wayland dispatch). Where neither
 * can be done (another display, no pointer yet), a GtkEventControllerLegacy on the window
 * sees the buttons: machismo_side_buttons_taken_before_gdk() tries again.
 *
 * Taken before GDK, a side button would also pass by an open popover or a modal window,
 * which take every other press: a press while a popover is open closes it instead (as GDK
 * closes an autohide popup on any press outside it) and a press under a modal window does
 * nothing; neither reaches `handler`. Going back under an open popover took its anchor's
 * page away with the popover still open, and GTK 4.8 kept the popover's grab (taken in
 * gtk_popover_show, given back only in gtk_popover_hide) on a widget no longer in the window:
 * every click and key, Ctrl+Q too, went to it. */
#ifndef MACHISMO_SIDE_BUTTONS_H
#define MACHISMO_SIDE_BUTTONS_H

#include <gtk/gtk.h>

/* Called on the press of a side button over the window: `button` is 8 (back) or 9 (forward). */
typedef void (*MachismoSideButtonHandler)(unsigned button, void *data);

/* Sets `window`'s side-button handler (replacing any other); `destroy` releases `data` when
 * the handler is replaced or the window finalized. Then takes the display's side buttons
 * before GDK, where it can (machismo_side_buttons_taken_before_gdk). */
void machismo_window_take_side_buttons(GtkWindow *window, MachismoSideButtonHandler handler, void *data,
                                       GDestroyNotify destroy);

/* Takes the side buttons of `window`'s display before GDK (once per display, or per wl_pointer
 * on Wayland); FALSE when that cannot be done there: GDK then sees them. */
gboolean machismo_side_buttons_taken_before_gdk(GtkWindow *window);

#endif
