/* See machismo_context_menu.h for why text widgets open their context menu on release. */
#include "machismo_context_menu.h"

static GtkWidget *context_menu(GtkWidget *widget) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        if (GTK_IS_POPOVER_MENU(child)) return child;
    return NULL;
}

static void on_pressed(GtkGestureClick *gesture, int n_press, double x, double y, gpointer data) {
    (void)x; (void)y; (void)data;
    if (n_press == 1) {
        gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
        /* As the widget's own press would: the menu's Cut, Copy and Paste act on it. */
        gtk_widget_grab_focus(gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture)));
    } else
        gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_DENIED);
}

static void on_released(GtkGestureClick *gesture, int n_press, double x, double y, gpointer data) {
    (void)n_press; (void)data;
    GtkWidget *widget = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    if (!gtk_widget_activate_action(widget, "menu.popup", NULL)) return;
    GtkWidget *menu = context_menu(widget);
    if (menu) {
        GdkRectangle at = { (int)x, (int)y, 1, 1 };
        gtk_popover_set_pointing_to(GTK_POPOVER(menu), &at);
    }
}

void machismo_open_context_menu_on_release(GtkWidget *widget) {
    GtkGesture *gesture = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(gesture), GDK_BUTTON_SECONDARY);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(gesture), GTK_PHASE_CAPTURE);
    gtk_event_controller_set_name(GTK_EVENT_CONTROLLER(gesture), "machismo-context-menu-on-release");
    g_signal_connect(gesture, "pressed", G_CALLBACK(on_pressed), NULL);
    g_signal_connect(gesture, "released", G_CALLBACK(on_released), NULL);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(gesture));
}

gboolean machismo_context_menu_is_open(GtkWidget *widget) {
    GtkWidget *menu = context_menu(widget);
    return menu && gtk_widget_get_visible(menu);
}
