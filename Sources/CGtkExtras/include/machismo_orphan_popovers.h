/* Popovers whose anchor leaves the screen while they are open close.
 *
 * An autohide GtkPopover takes GTK's grab when it shows (gtkpopover.c, gtk_popover_show:
 * gtk_grab_add) and gives it back only when it is hidden (gtk_popover_hide). If its anchor
 * goes off screen while it is open (its page popped or another tab shown by input that
 * passed the popover by, such as the mouse's side buttons, or by a timer), GTK 4.8 unmaps the
 * popover but leaves it visible and holding the grab: every click and key of the window then
 * goes to a popover no one can see, Ctrl+Q included (the app looks alive and answers
 * nothing; the monkey met it with the Style drop-down of Settings → Appearance).
 *
 * machismo_close_orphaned_popovers() makes every autohide popover of the process that is
 * unmapped while still open pop down at once (an emission hook on GtkWidget::unmap, which
 * runs after GTK's own unmap), while its anchor is still its parent: that gives the grab
 * back to the window's group. A popover is unmapped while open only as its anchor or its
 * window leaves the screen. Once per process. */
#ifndef MACHISMO_ORPHAN_POPOVERS_H
#define MACHISMO_ORPHAN_POPOVERS_H

#include <gtk/gtk.h>

void machismo_close_orphaned_popovers(void);

#endif
