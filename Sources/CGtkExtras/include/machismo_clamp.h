/* MachismoClamp: one child, centred at its natural width (at most a maximum, if set) or the
 * width there is. */
#ifndef MACHISMO_CLAMP_H
#define MACHISMO_CLAMP_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MACHISMO_TYPE_CLAMP (machismo_clamp_get_type())
G_DECLARE_FINAL_TYPE(MachismoClamp, machismo_clamp, MACHISMO, CLAMP, GtkWidget)

/* A new clamp with no child. Floating, like every widget. */
GtkWidget *machismo_clamp_new(void);

/* The child (NULL: none); the clamp becomes its parent. */
void machismo_clamp_set_child(MachismoClamp *clamp, GtkWidget *child);
GtkWidget *machismo_clamp_get_child(MachismoClamp *clamp);

/* The widest the child is given, in pixels, unless its minimum is wider; -1 (the default): no limit. */
void machismo_clamp_set_maximum_width(MachismoClamp *clamp, int width);
int machismo_clamp_get_maximum_width(MachismoClamp *clamp);

/* Whether the clamp tells GTK it is one size whatever its width (its height being the child's
 * at the width it would get with room): a popover's content, which shows at its natural size.
 * GTK 4.8 asks a widget for the request mode of all its children, a popover attached to it
 * included: a height-for-width popover (a wrapping label) makes its anchor height-for-width,
 * and a header bar measured so grew by a pixel while the popover showed. FALSE by default. */
void machismo_clamp_set_constant_size(MachismoClamp *clamp, gboolean constant_size);

G_END_DECLS

#endif
