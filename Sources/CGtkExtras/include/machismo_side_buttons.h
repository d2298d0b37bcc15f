/* The mouse's side buttons (8 back, 9 forward) on X11, taken before GDK sees them.
 *
 * GTK 4.8 on X11 never ends the pointer grab a side button's press starts: GDK has button
 * masks for buttons 1 to 5 only, so the release of button 8 or 9 carries none, and GTK ends
 * an implicit grab only on a release whose mask names one button (gtkmain.c,
 * handle_pointing_event). The widget pressed keeps the pointer: the next left click goes to
 * it (a header bar then moves the window, a tab button takes a click meant elsewhere) and
 * its end leaves "Broken accounting of active state" warnings. (Wayland's GDK gives the side
 * buttons masks, and is not affected.)
 *
 * On an X11 display, machismo_window_take_side_buttons() makes the display's XInput 2
 * button events for buttons 8 and 9 stop before GDK translates them, in every window of
 * the display, and calls `handler` on each press over `window`. It returns FALSE, doing
 * nothing, on other displays: there a GtkEventControllerLegacy sees the buttons.
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
 * the handler is replaced or the window finalized. FALSE (and `destroy` not called, nothing
 * kept) when the window's display is not X11 or has no XInput 2. */
gboolean machismo_window_take_side_buttons(GtkWindow *window, MachismoSideButtonHandler handler, void *data,
                                           GDestroyNotify destroy);

#endif
