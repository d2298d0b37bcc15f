/* Context menus of text widgets opened on the release of the right button, not on its press.
 *
 * GtkTextView and GtkText (inside entries and spin buttons) open their context menu while the
 * right button is still down, with the menu's corner under the pointer. The release then
 * reaches the menu, not the widget that was pressed; on X11 GTK 4.8 sometimes takes it as
 * the end of a press on the menu's own widgets and logs "Broken accounting of active state
 * for widget … (GtkPopoverMenu)" (the monkey test met it; GTK 4.16 still does it). Opened on
 * the release, the menu appears once no button is down.
 *
 * machismo_open_context_menu_on_release(widget) puts a capture-phase click gesture for the
 * secondary button on `widget` (a GtkTextView or a GtkText: a widget with the `menu.popup`
 * action) that takes the press from the widget's own gesture and, on the release, opens the
 * widget's menu (`menu.popup`) pointing at the click. The keyboard's Menu key and Shift+F10
 * are left as they are. */
#ifndef MACHISMO_CONTEXT_MENU_H
#define MACHISMO_CONTEXT_MENU_H

#include <gtk/gtk.h>

void machismo_open_context_menu_on_release(GtkWidget *widget);

/* Whether `widget`'s context menu (a GtkPopoverMenu child) is showing: for tests. */
gboolean machismo_context_menu_is_open(GtkWidget *widget);

#endif
