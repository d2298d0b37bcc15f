/* The C side of Machismo's GTK layer: the headers Swift imports, plus small
 * inline helpers for what Swift cannot import (function-like macros, casts). */
#ifndef MACHISMO_CGTK_SHIM_H
#define MACHISMO_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <cairo-pdf.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

/* libdispatch's hooks for driving the main queue from a foreign run loop
 * (the same ones CoreFoundation uses). See Gtk/MainLoop.swift. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* The version the headers we compile against declare, for GTK_CHECK_VERSION-style
 * decisions made in Swift. */
static inline unsigned machismo_gtk_header_major(void) { return GTK_MAJOR_VERSION; }
static inline unsigned machismo_gtk_header_minor(void) { return GTK_MINOR_VERSION; }

/* True when the headers are GTK 4.10 or newer: code that needs a newer API is
 * compiled only then, and takes a 4.8 path otherwise. */
static inline gboolean machismo_gtk_has_4_10(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return TRUE;
#else
    return FALSE;
#endif
}

/* Builds a GtkWindow with a construct-only accessible role (dialogs). */
static inline GtkWidget *machismo_window_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_WINDOW, "accessible-role", role, NULL));
}

/* Builds a GtkDrawingArea with a construct-only accessible role (a picture is an image). */
static inline GtkWidget *machismo_drawing_area_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/* Accessible properties and relations are variadic in C. */
/* A NULL string property would be kept and crash GTK when read: reset it instead. */
static inline void machismo_accessible_set_label(GtkAccessible *accessible, const char *label) {
    if (label) gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    else gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static inline void machismo_accessible_set_description(GtkAccessible *accessible, const char *text) {
    if (text) gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    else gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static inline void machismo_accessible_set_selected(GtkAccessible *accessible, gboolean selected) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

static inline void machismo_accessible_set_labelled_by(GtkAccessible *accessible, GtkAccessible *other) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, other, NULL, -1);
}

/* g_object_set with one string / boolean / int property (variadic in C). */
static inline void machismo_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

static inline void machismo_object_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

static inline void machismo_object_set_int(gpointer object, const char *name, gint value) {
    g_object_set(object, name, value, NULL);
}

static inline gboolean machismo_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline gint machismo_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* Emits a signal that takes no arguments and returns nothing (g_signal_emit_by_name
 * is variadic). */
static inline void machismo_signal_emit(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

/* The type checks GLib spells as macros. */
static inline gboolean machismo_is_initially_unowned(gpointer object) {
    return G_IS_INITIALLY_UNOWNED(object);
}

static inline GType machismo_object_type(gpointer object) {
    return G_OBJECT_TYPE(object);
}

static inline guint machismo_object_ref_count(gpointer object) {
    return G_OBJECT(object)->ref_count;
}

#endif
