#include "machismo_text_pages.h"

#include <cairo-pdf.h>
#include <string.h>

struct MachismoTextPages {
    char *text;
    MachismoTextRun *runs;
    int n_runs;
    PangoFontDescription *font;
    double outline_width, headline_scale;
    PangoLayout *layout;     /* of the last pagination */
    GArray *page_lines;      /* the first line of each page, then the line count */
    GArray *page_tops;       /* each page's top in the layout, in Pango units */
};

MachismoTextPages *machismo_text_pages_new(const char *text, const MachismoTextRun *runs, int n_runs,
                                           const char *font, double outline_width, double headline_scale) {
    MachismoTextPages *pages = g_new0(MachismoTextPages, 1);
    pages->text = g_strdup(text);
    pages->runs = g_memdup2(runs, sizeof(MachismoTextRun) * (gsize)MAX(n_runs, 0));
    pages->n_runs = n_runs;
    pages->font = pango_font_description_from_string(font);
    pages->outline_width = outline_width;
    pages->headline_scale = headline_scale;
    pages->page_lines = g_array_new(FALSE, FALSE, sizeof(int));
    pages->page_tops = g_array_new(FALSE, FALSE, sizeof(int));
    return pages;
}

void machismo_text_pages_free(MachismoTextPages *pages) {
    if (!pages) return;
    g_free(pages->text);
    g_free(pages->runs);
    pango_font_description_free(pages->font);
    g_clear_object(&pages->layout);
    g_array_unref(pages->page_lines);
    g_array_unref(pages->page_tops);
    g_free(pages);
}

static void insert(PangoAttrList *list, PangoAttribute *attribute, const MachismoTextRun *run) {
    attribute->start_index = (guint)run->start;
    attribute->end_index = (guint)run->end;
    pango_attr_list_insert(list, attribute);
}

/* The runs as Pango attributes. An outlined run also gets an underline colour, which draws
 * nothing (there is no underline) but splits the layout's runs where outlines begin and end,
 * and marks the runs to stroke. */
static PangoAttrList *attributes(MachismoTextPages *pages) {
    PangoAttrList *list = pango_attr_list_new();
    for (int i = 0; i < pages->n_runs; i++) {
        const MachismoTextRun *run = &pages->runs[i];
        if (run->has_color)
            insert(list,
                   pango_attr_foreground_new((guint16)(run->red * 65535), (guint16)(run->green * 65535),
                                             (guint16)(run->blue * 65535)),
                   run);
        if (run->bold || run->headline) insert(list, pango_attr_weight_new(PANGO_WEIGHT_BOLD), run);
        if (run->italic) insert(list, pango_attr_style_new(PANGO_STYLE_ITALIC), run);
        if (run->headline) insert(list, pango_attr_scale_new(pages->headline_scale), run);
        if (run->outline) insert(list, pango_attr_underline_color_new(0, 0, 0), run);
    }
    return list;
}

int machismo_text_pages_paginate(MachismoTextPages *pages, cairo_t *cr, double width, double height) {
    g_clear_object(&pages->layout);
    pages->layout = pango_cairo_create_layout(cr);
    pango_layout_set_font_description(pages->layout, pages->font);
    pango_layout_set_width(pages->layout, pango_units_from_double(width));
    pango_layout_set_wrap(pages->layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_text(pages->layout, pages->text, -1);
    PangoAttrList *list = attributes(pages);
    pango_layout_set_attributes(pages->layout, list);
    pango_attr_list_unref(list);

    g_array_set_size(pages->page_lines, 0);
    g_array_set_size(pages->page_tops, 0);
    int limit = pango_units_from_double(height), line = 0, top = 0;
    g_array_append_val(pages->page_lines, line);
    g_array_append_val(pages->page_tops, top);
    PangoLayoutIter *iter = pango_layout_get_iter(pages->layout);
    do {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(iter, NULL, &logical);
        /* A line that would end past the page starts the next one (unless it is the page's first). */
        if (logical.y + logical.height - top > limit && line > g_array_index(pages->page_lines, int, pages->page_lines->len - 1)) {
            top = logical.y;
            g_array_append_val(pages->page_lines, line);
            g_array_append_val(pages->page_tops, top);
        }
        line++;
    } while (pango_layout_iter_next_line(iter));
    pango_layout_iter_free(iter);
    int count = (int)pages->page_tops->len;
    g_array_append_val(pages->page_lines, line);
    return count;
}

static gboolean outlined(PangoGlyphItem *run) {
    for (GSList *node = run->item->analysis.extra_attrs; node; node = node->next)
        if (((PangoAttribute *)node->data)->klass->type == PANGO_ATTR_UNDERLINE_COLOR) return TRUE;
    return FALSE;
}

/* Strokes the outlined runs of the line `iter` is on, its baseline at `baseline` (Pango units
 * from the page's top), in black, twice as wide as the outline: the glyphs, filled over it,
 * cover the inner half, so the outline lies outside them as on screen. */
static void stroke_outlines(MachismoTextPages *pages, cairo_t *cr, PangoLayoutIter *iter, int top) {
    PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iter);
    PangoRectangle line_rect;
    pango_layout_iter_get_line_extents(iter, NULL, &line_rect);
    int baseline = pango_layout_iter_get_baseline(iter) - top;
    int x = line_rect.x;
    gboolean any = FALSE;
    for (GSList *node = line->runs; node; node = node->next) {
        PangoGlyphItem *run = node->data;
        int run_width = pango_glyph_string_get_width(run->glyphs);
        if (outlined(run)) {
            cairo_move_to(cr, pango_units_to_double(x), pango_units_to_double(baseline));
            pango_cairo_glyph_string_path(cr, run->item->analysis.font, run->glyphs);
            any = TRUE;
        }
        x += run_width;
    }
    if (!any) return;
    cairo_save(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, pages->outline_width * 2);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void machismo_text_pages_draw(MachismoTextPages *pages, cairo_t *cr, int page) {
    if (!pages->layout || page < 0 || page >= (int)pages->page_tops->len) return;
    int first = g_array_index(pages->page_lines, int, page), end = g_array_index(pages->page_lines, int, page + 1);
    int top = g_array_index(pages->page_tops, int, page);
    PangoLayoutIter *iter = pango_layout_get_iter(pages->layout);
    for (int i = 0; i < first; i++) pango_layout_iter_next_line(iter);
    for (int i = first; i < end; i++) {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(iter, NULL, &logical);
        stroke_outlines(pages, cr, iter, top);
        cairo_save(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);  /* the default text colour */
        cairo_move_to(cr, pango_units_to_double(logical.x),
                      pango_units_to_double(pango_layout_iter_get_baseline(iter) - top));
        pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iter));
        cairo_restore(cr);
        if (!pango_layout_iter_next_line(iter)) break;
    }
    pango_layout_iter_free(iter);
}

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    g_byte_array_append(closure, data, length);
    return CAIRO_STATUS_SUCCESS;
}

GBytes *machismo_text_pages_pdf(MachismoTextPages *pages, double paper_width, double paper_height, double margin,
                                char **error) {
    GByteArray *bytes = g_byte_array_new();
    cairo_surface_t *surface = cairo_pdf_surface_create_for_stream(append, bytes, paper_width, paper_height);
    cairo_t *cr = cairo_create(surface);
    int count = machismo_text_pages_paginate(pages, cr, paper_width - 2 * margin, paper_height - 2 * margin);
    for (int page = 0; page < count; page++) {
        cairo_save(cr);
        cairo_translate(cr, margin, margin);
        machismo_text_pages_draw(pages, cr, page);
        cairo_restore(cr);
        cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        if (error) *error = g_strdup(cairo_status_to_string(status));
        g_byte_array_unref(bytes);
        return NULL;
    }
    return g_byte_array_free_to_bytes(bytes);
}

void machismo_default_paper_size(double *width, double *height) {
    GtkPaperSize *paper = gtk_paper_size_new(NULL);
    *width = gtk_paper_size_get_width(paper, GTK_UNIT_POINTS);
    *height = gtk_paper_size_get_height(paper, GTK_UNIT_POINTS);
    gtk_paper_size_free(paper);
}

/* ---- printing ---- */

static GtkPrintSettings *kept_settings;
static GtkPageSetup *kept_page_setup;

typedef struct {
    MachismoTextPages *pages;
    MachismoPrintDone done;
    gpointer data;
    GDestroyNotify destroy;
    gboolean reported;
} PrintJob;

static void begin_print(GtkPrintOperation *operation, GtkPrintContext *context, gpointer user_data) {
    PrintJob *job = user_data;
    int count = machismo_text_pages_paginate(job->pages, gtk_print_context_get_cairo_context(context),
                                             gtk_print_context_get_width(context),
                                             gtk_print_context_get_height(context));
    gtk_print_operation_set_n_pages(operation, count);
}

static void draw_page(GtkPrintOperation *operation, GtkPrintContext *context, int page, gpointer user_data) {
    (void)operation;
    PrintJob *job = user_data;
    machismo_text_pages_draw(job->pages, gtk_print_context_get_cairo_context(context), page);
}

static void report(PrintJob *job, const char *error) {
    if (job->reported) return;
    job->reported = TRUE;
    if (job->done) job->done(error, job->data);
}

static void done(GtkPrintOperation *operation, GtkPrintOperationResult result, gpointer user_data) {
    PrintJob *job = user_data;
    if (result == GTK_PRINT_OPERATION_RESULT_APPLY) {
        g_set_object(&kept_settings, gtk_print_operation_get_print_settings(operation));
    }
    GError *error = NULL;
    if (result == GTK_PRINT_OPERATION_RESULT_ERROR) gtk_print_operation_get_error(operation, &error);
    report(job, error ? error->message : NULL);
    g_clear_error(&error);
}

static void free_job(gpointer user_data) {
    PrintJob *job = user_data;
    report(job, NULL);
    if (job->destroy) job->destroy(job->data);
    machismo_text_pages_free(job->pages);
    g_free(job);
}

void machismo_text_pages_print(MachismoTextPages *pages, GtkWindow *parent, const char *job_name,
                               const char *export_filename, MachismoPrintDone done_callback, gpointer data,
                               GDestroyNotify destroy) {
    GtkPrintOperation *operation = gtk_print_operation_new();
    PrintJob *job = g_new0(PrintJob, 1);
    job->pages = pages;
    job->done = done_callback;
    job->data = data;
    job->destroy = destroy;
    g_object_set_data_full(G_OBJECT(operation), "machismo-print-job", job, free_job);
    gtk_print_operation_set_job_name(operation, job_name);
    gtk_print_operation_set_embed_page_setup(operation, TRUE);
    if (kept_settings) gtk_print_operation_set_print_settings(operation, kept_settings);
    if (!kept_page_setup) {
        /* The locale's paper, with the PDF export's margins (an inch). */
        kept_page_setup = gtk_page_setup_new();
        gtk_page_setup_set_top_margin(kept_page_setup, MACHISMO_PAGE_MARGIN, GTK_UNIT_POINTS);
        gtk_page_setup_set_bottom_margin(kept_page_setup, MACHISMO_PAGE_MARGIN, GTK_UNIT_POINTS);
        gtk_page_setup_set_left_margin(kept_page_setup, MACHISMO_PAGE_MARGIN, GTK_UNIT_POINTS);
        gtk_page_setup_set_right_margin(kept_page_setup, MACHISMO_PAGE_MARGIN, GTK_UNIT_POINTS);
    }
    gtk_print_operation_set_default_page_setup(operation, kept_page_setup);
    g_signal_connect(operation, "begin-print", G_CALLBACK(begin_print), job);
    g_signal_connect(operation, "draw-page", G_CALLBACK(draw_page), job);
    g_signal_connect(operation, "done", G_CALLBACK(done), job);
    GError *error = NULL;
    GtkPrintOperationResult result;
    if (export_filename) {
        gtk_print_operation_set_export_filename(operation, export_filename);
        result = gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_EXPORT, parent, &error);
    } else {
        gtk_print_operation_set_allow_async(operation, TRUE);
        result = gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error);
    }
    if (result == GTK_PRINT_OPERATION_RESULT_ERROR) report(job, error ? error->message : "");
    if (result == GTK_PRINT_OPERATION_RESULT_APPLY && !export_filename)
        g_set_object(&kept_settings, gtk_print_operation_get_print_settings(operation));
    g_clear_error(&error);
    g_object_unref(operation);
}
