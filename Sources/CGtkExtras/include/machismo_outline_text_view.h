/* MachismoOutlineTextView: a GtkTextView that strokes the glyphs of one tag's ranges. */
#ifndef MACHISMO_OUTLINE_TEXT_VIEW_H
#define MACHISMO_OUTLINE_TEXT_VIEW_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MACHISMO_TYPE_OUTLINE_TEXT_VIEW (machismo_outline_text_view_get_type())
G_DECLARE_FINAL_TYPE(MachismoOutlineTextView, machismo_outline_text_view, MACHISMO, OUTLINE_TEXT_VIEW, GtkTextView)

/* A new view showing `buffer` (NULL: a new empty buffer). Floating, like every widget. */
GtkWidget *machismo_outline_text_view_new_with_buffer(GtkTextBuffer *buffer);

/* The tag whose ranges get outlined glyphs; NULL outlines nothing. The view keeps a
 * reference. The tag needs no visual property of its own. */
void machismo_outline_text_view_set_outline_tag(MachismoOutlineTextView *view, GtkTextTag *tag);
GtkTextTag *machismo_outline_text_view_get_outline_tag(MachismoOutlineTextView *view);

/* The stroke's colour (black unless set). */
void machismo_outline_text_view_set_outline_rgba(MachismoOutlineTextView *view, const GdkRGBA *color);

/* How far the outline reaches outside the glyphs, as a fraction of the font's pixel size
 * (default 1/20), and at least `minimum` pixels (default 1). */
void machismo_outline_text_view_set_outline_width(MachismoOutlineTextView *view, double fraction, double minimum);

/* For tests: how many glyph runs and how many outlined areas the last frame stroked. */
guint machismo_outline_text_view_get_stroked_run_count(MachismoOutlineTextView *view);
guint machismo_outline_text_view_get_outlined_area_count(MachismoOutlineTextView *view);

G_END_DECLS

#endif
