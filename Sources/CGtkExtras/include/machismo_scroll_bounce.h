/* A scrolled window's bounce back from past its edge, held while it is off the screen.
 *
 * A wheel click past a GtkScrolledWindow's edge leaves its content pushed past the edge
 * (the overshoot), and GTK 4.8 starts the bounce back 50 ms later from a timeout
 * (gtkscrolledwindow.c, scrolled_window_scroll: start_scroll_deceleration_cb). Unrealizing the
 * scrolled window does not stop that timeout; only its dispose does. Taken off the screen
 * within those 50 ms while something still holds it (a page popped and not yet freed, a
 * window destroyed while its controllers live on), the bounce starts on a widget with no
 * frame clock: "gdk_frame_clock_get_frame_time: assertion 'GDK_IS_FRAME_CLOCK (frame_clock)'
 * failed", fatal under G_DEBUG=fatal-criticals.
 *
 * machismo_hold_scroll_bounces_off_screen() makes every scrolled window of the process hold
 * that timeout while it is unrealized (its ready time set to never, so GTK can still remove
 * it by id) and let it run once the scrolled window is realized again, when the bounce has a
 * frame clock (emission hooks on GtkWidget::unrealize and ::realize). The timeout is told by
 * the name GTK gives it. Once per process. */
#ifndef MACHISMO_SCROLL_BOUNCE_H
#define MACHISMO_SCROLL_BOUNCE_H

#include <gtk/gtk.h>

void machismo_hold_scroll_bounces_off_screen(void);

/* Whether GTK's bounce back is waiting to start, held or not (for tests). */
gboolean machismo_scroll_bounce_is_pending(GtkScrolledWindow *scrolled_window);

#endif
