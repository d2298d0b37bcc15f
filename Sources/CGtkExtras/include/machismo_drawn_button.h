/* MachismoDrawnButton: a button whose content is drawn with cairo, in the button itself. */
#ifndef MACHISMO_DRAWN_BUTTON_H
#define MACHISMO_DRAWN_BUTTON_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MACHISMO_TYPE_DRAWN_BUTTON (machismo_drawn_button_get_type())
G_DECLARE_FINAL_TYPE(MachismoDrawnButton, machismo_drawn_button, MACHISMO, DRAWN_BUTTON, GtkButton)

/* A new button with nothing drawn. Floating, like every widget. */
GtkWidget *machismo_drawn_button_new(void);

/* Draws the button's content box (inside its CSS padding and border), `width` × `height`
 * pixels from the origin, as GtkDrawingArea's draw function does. The button calls
 * `destroy` on `data` when the function is replaced or the button is finalized. */
void machismo_drawn_button_set_draw_func(MachismoDrawnButton *button, GtkDrawingAreaDrawFunc func, gpointer data,
                                         GDestroyNotify destroy);

G_END_DECLS

#endif
