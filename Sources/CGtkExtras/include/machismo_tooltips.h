/* Tooltips the pointer passes through.
 *
 * A GtkTooltipWindow is a popup surface of its own, and on X11 it takes the pointer like any
 * window: a press that lands on a tooltip (shown where the next click goes) goes to the
 * tooltip, which hides at once. GTK 4.8 then takes the press's active state back twice, for
 * the implicit grab the hidden surface breaks and for the release: "Broken accounting of
 * active state for widget (GtkTooltipWindow)", and for the window (the monkey met it with
 * FaceIt's tooltip, seed 20 with no window manager).
 *
 * machismo_tooltips_pass_pointer_through() gives every tooltip window of the process an empty
 * input region as it is realized (an emission hook on GtkWidget::realize), so a press there
 * reaches the widget under the tooltip, as a tooltip should let it. Once per process. */
#ifndef MACHISMO_TOOLTIPS_H
#define MACHISMO_TOOLTIPS_H

#include <gtk/gtk.h>

void machismo_tooltips_pass_pointer_through(void);

#endif
