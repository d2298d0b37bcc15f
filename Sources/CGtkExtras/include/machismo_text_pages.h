/* Attributor's text laid out on pages: colours, outlines, bold, italic and headline runs as
 * the editor shows them, drawn page by page onto any cairo context. One drawing serves the
 * PDF export (a cairo PDF surface) and printing (GtkPrintOperation's pages). */
#ifndef MACHISMO_TEXT_PAGES_H
#define MACHISMO_TEXT_PAGES_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The margin round a page's text, in points (an inch), printed or exported. */
#define MACHISMO_PAGE_MARGIN 72.0

/* One run of the text: bytes start..<end of the UTF-8 text and their attributes. */
typedef struct {
    int start, end;
    gboolean has_color;
    double red, green, blue;
    gboolean outline, bold, italic, headline;
} MachismoTextRun;

/* The text to lay out: `text` (UTF-8), its runs (in order, not overlapping), the body font
 * (a Pango font description, "Sans 11"), the outline's width in points, and the headline
 * runs' scale. The strings and runs are copied. */
typedef struct MachismoTextPages MachismoTextPages;

MachismoTextPages *machismo_text_pages_new(const char *text, const MachismoTextRun *runs, int n_runs,
                                           const char *font, double outline_width, double headline_scale);
void machismo_text_pages_free(MachismoTextPages *pages);

/* Lays the text out for pages of `width` × `height` points of text (inside the margins)
 * with `cr`'s font options; returns how many pages it takes (at least one). */
int machismo_text_pages_paginate(MachismoTextPages *pages, cairo_t *cr, double width, double height);

/* Draws page `page` (from 0) of the last pagination with its top left corner at the
 * current origin of `cr`. */
void machismo_text_pages_draw(MachismoTextPages *pages, cairo_t *cr, int page);

/* The whole text as a PDF document of pages `paper_width` × `paper_height` points with
 * `margin` points all round; NULL if cairo failed (`error` says why). */
GBytes *machismo_text_pages_pdf(MachismoTextPages *pages, double paper_width, double paper_height, double margin,
                                char **error);

/* The locale's paper (A4, or US Letter where that is the custom), in points. */
void machismo_default_paper_size(double *width, double *height);

/* Prints the text with GtkPrintOperation: GTK's print dialog over `parent` (with page setup
 * and preview), or, with `export_filename`, a PDF written there with no dialog. Settings and
 * page setup are kept for the next print. `done` is called once the operation ended:
 * with NULL when it printed or was cancelled, or the reason it failed. */
typedef void (*MachismoPrintDone)(const char *error, gpointer data);
void machismo_text_pages_print(MachismoTextPages *pages, GtkWindow *parent, const char *job_name,
                               const char *export_filename, MachismoPrintDone done, gpointer data,
                               GDestroyNotify destroy);

G_END_DECLS

#endif
