/* One-property g_object_set/get for the types Swift cannot pass through C varargs
 * (doubles, boxed colours, owned strings), for text tags and settings. */
#ifndef MACHISMO_TEXT_HELPERS_H
#define MACHISMO_TEXT_HELPERS_H

#include <gtk/gtk.h>

static inline void machismo_object_set_double(gpointer object, const char *name, double value) {
    g_object_set(object, name, value, NULL);
}

static inline double machismo_object_get_double(gpointer object, const char *name) {
    double value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

static inline void machismo_object_set_rgba(gpointer object, const char *name, double red, double green, double blue, double alpha) {
    GdkRGBA color = { (float)red, (float)green, (float)blue, (float)alpha };
    g_object_set(object, name, &color, NULL);
}

/* FALSE (and `color` untouched) when the property holds no colour. */
static inline gboolean machismo_object_get_rgba(gpointer object, const char *name, GdkRGBA *color) {
    GdkRGBA *value = NULL;
    g_object_get(object, name, &value, NULL);
    if (!value) return FALSE;
    *color = *value;
    gdk_rgba_free(value);
    return TRUE;
}

/* A newly allocated copy of a string property (g_free it), or NULL. */
static inline char *machismo_object_dup_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* Sets the size of a font description property to `pixels`, keeping its other fields
 * (family, weight, …) as they are. */
static inline void machismo_object_set_font_pixels(gpointer object, const char *name, double pixels) {
    PangoFontDescription *description = NULL;
    g_object_get(object, name, &description, NULL);
    if (!description) description = pango_font_description_new();
    pango_font_description_set_absolute_size(description, pixels * PANGO_SCALE);
    g_object_set(object, name, description, NULL);
    pango_font_description_free(description);
}

#endif
