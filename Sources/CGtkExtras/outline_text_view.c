/* MachismoOutlineTextView: a GtkTextView that draws a stroke round the glyphs of the
 * ranges carrying one tag ("outlined" text, as NSStrokeWidth does on Apple's systems).
 *
 * GtkTextView's tags can fill glyphs but not stroke them, and GTK 4 keeps its line
 * layouts private. Re-laying text out from the tags' attributes would have to match
 * GTK's layout exactly (fonts, scale, wrapping, margins, zoom). So the view lets the
 * text view draw itself into a render node first, then walks that node for the text
 * nodes GTK made: their fonts, glyphs and baselines are exactly what is on screen.
 * A glyph is outlined when its centre lies in a character cell of an outlined range
 * (gtk_text_view_get_iter_location, one rectangle per display line and range): its path
 * is stroked, and the glyph is filled again in its own colour over the stroke's inner
 * half, so the outline lies outside the glyph and small text stays legible. Only the
 * lines in the visible rectangle are looked at, and GTK only draws those.
 *
 * It also has the text validated in a frame's layout phase rather than in its snapshot,
 * where GTK 4.8's text view would change its scrollbar under it (text_view_follower.c). */
#include "machismo_outline_text_view.h"
#include "text_view_follower.h"
#include <math.h>

struct _MachismoOutlineTextView {
    GtkTextView parent_instance;
    GtkTextTag *tag;                /* owned; NULL: draw nothing extra */
    MachismoTextViewFollower follower;  /* validates the text before each frame's layout */
    GdkRGBA color;
    double width_fraction;          /* of the font's pixel size */
    double minimum_width;           /* pixels */
    guint stroked_runs, outlined_areas;
};

G_DEFINE_FINAL_TYPE(MachismoOutlineTextView, machismo_outline_text_view, GTK_TYPE_TEXT_VIEW)

/* ---- outlined areas: one rectangle (widget coordinates) per display line of a range ---- */

static void add_area(GArray *areas, GtkTextView *view, const GdkRectangle *a, const GdkRectangle *b) {
    int x0 = MIN(a->x, b->x), x1 = MAX(a->x + a->width, b->x + b->width);
    int y0 = MIN(a->y, b->y), y1 = MAX(a->y + a->height, b->y + b->height);
    int wx0, wy0, wx1, wy1;
    gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, x0, y0, &wx0, &wy0);
    gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, x1, y1, &wx1, &wy1);
    graphene_rect_t rect = GRAPHENE_RECT_INIT(wx0, wy0, wx1 - wx0, wy1 - wy0);
    g_array_append_val(areas, rect);
}

/* Splits [start, end) into display lines and adds each piece's cells. A range on one
 * display line (its first and last cells at the same height, as most are) is added at
 * once: finding the end of its display line cost more than the rest. */
static void add_range(GArray *areas, GtkTextView *view, const GtkTextIter *start, const GtkTextIter *end) {
    GtkTextIter last = *end;
    gtk_text_iter_backward_char(&last);
    if (gtk_text_iter_compare(&last, start) < 0) last = *start;
    GdkRectangle first_cell, last_cell;
    gtk_text_view_get_iter_location(view, start, &first_cell);
    gtk_text_view_get_iter_location(view, &last, &last_cell);
    if (first_cell.y == last_cell.y && first_cell.height == last_cell.height && first_cell.x <= last_cell.x) {
        add_area(areas, view, &first_cell, &last_cell);
        return;
    }
    GtkTextIter piece = *start;
    while (gtk_text_iter_compare(&piece, end) < 0) {
        GtkTextIter next = piece;
        gtk_text_view_forward_display_line(view, &next);
        if (gtk_text_iter_compare(&next, &piece) <= 0 || gtk_text_iter_compare(&next, end) > 0) next = *end;
        GtkTextIter last = next;
        gtk_text_iter_backward_char(&last);
        if (gtk_text_iter_compare(&last, &piece) < 0) last = piece;
        GdkRectangle first_cell, last_cell;
        gtk_text_view_get_iter_location(view, &piece, &first_cell);
        gtk_text_view_get_iter_location(view, &last, &last_cell);
        add_area(areas, view, &first_cell, &last_cell);
        piece = next;
    }
}

/* The outlined areas of the visible lines, walking the tag's toggles. */
static GArray *collect_areas(MachismoOutlineTextView *self) {
    GtkTextView *view = GTK_TEXT_VIEW(self);
    GArray *areas = g_array_new(FALSE, FALSE, sizeof(graphene_rect_t));
    GdkRectangle visible;
    gtk_text_view_get_visible_rect(view, &visible);
    GtkTextIter iter, end;
    gtk_text_view_get_line_at_y(view, &iter, visible.y, NULL);
    gtk_text_view_get_line_at_y(view, &end, visible.y + visible.height, NULL);
    gtk_text_iter_forward_line(&end);  /* on the last line: moves to the buffer's end */
    if (!gtk_text_iter_has_tag(&iter, self->tag) && !gtk_text_iter_forward_to_tag_toggle(&iter, self->tag))
        return areas;
    while (gtk_text_iter_compare(&iter, &end) < 0) {
        GtkTextIter range_end = iter;
        gtk_text_iter_forward_to_tag_toggle(&range_end, self->tag);
        if (gtk_text_iter_compare(&range_end, &end) > 0) range_end = end;
        add_range(areas, view, &iter, &range_end);
        iter = range_end;
        if (!gtk_text_iter_forward_to_tag_toggle(&iter, self->tag)) break;
    }
    return areas;
}

static gboolean areas_contain(const GArray *areas, double x, double y) {
    for (guint i = 0; i < areas->len; i++) {
        const graphene_rect_t *r = &g_array_index(areas, graphene_rect_t, i);
        if (x >= r->origin.x && x < r->origin.x + r->size.width && y >= r->origin.y && y < r->origin.y + r->size.height)
            return TRUE;
    }
    return FALSE;
}

/* ---- outlining what GTK drew ---- */

typedef struct {
    MachismoOutlineTextView *self;
    GtkSnapshot *snapshot;
    cairo_matrix_t matrix;  /* from the current node's coordinates to the widget's */
    const GArray *areas;
} StrokeContext;

/* Whether each of a text node's glyphs has its centre in an outlined area. A glyph of
 * no width (a combining mark) goes with the glyph before it. Returns how many are. */
static guint mark_outlined(StrokeContext *context, const PangoGlyphInfo *glyphs, guint count,
                           const graphene_point_t *offset, gboolean *outlined) {
    double x = offset->x;
    gboolean inside = FALSE;
    guint marked = 0;
    for (guint i = 0; i < count; i++) {
        double advance = (double)glyphs[i].geometry.width / PANGO_SCALE;
        if (advance != 0 || i == 0) {
            double cx = x + advance / 2, cy = offset->y - 1;
            cairo_matrix_transform_point(&context->matrix, &cx, &cy);
            inside = areas_contain(context->areas, cx, cy);
        }
        outlined[i] = inside;
        if (inside) marked++;
        x += advance;
    }
    return marked;
}

static void append_text(GtkSnapshot *snapshot, PangoFont *font, PangoGlyphString *glyphs, const GdkRGBA *color,
                        double x, double y) {
    graphene_point_t at = GRAPHENE_POINT_INIT(x, y);
    GskRenderNode *node = gsk_text_node_new(font, glyphs, color, &at);
    if (!node) return;  /* nothing with ink */
    gtk_snapshot_append_node(snapshot, node);
    gsk_render_node_unref(node);
}

/* Outlines the outlined glyphs of one text node, with text nodes only (drawn like any
 * text, from the renderer's glyph cache): the glyphs in the outline colour at points
 * round a circle as wide as the outline reaches, then again in the node's own colour
 * on top, so the fill keeps its full shape and the outline lies outside it. The other
 * glyphs are left out as empty glyphs that keep their advance. (Stroking the glyphs'
 * paths with cairo cost a surface the size of the outlined lines, rasterized and, with
 * GL, uploaded at every frame: some 4 ms of the first frame of a long document.) */
static void stroke_text_node(StrokeContext *context, GskRenderNode *node) {
    if (gsk_text_node_has_color_glyphs(node)) return;  /* emoji bitmaps have no outline */
    MachismoOutlineTextView *self = context->self;
    PangoFont *font = gsk_text_node_get_font(node);
    /* The count from its own getter: GTK 4.8 declares gsk_text_node_get_glyphs pure
     * (G_GNUC_PURE), so an optimizing compiler may assume it writes nothing through its
     * n_glyphs pointer, and did: the release build read 0 and outlined nothing. */
    guint count = gsk_text_node_get_num_glyphs(node);
    const PangoGlyphInfo *glyphs = gsk_text_node_get_glyphs(node, NULL);
    const graphene_point_t *offset = gsk_text_node_get_offset(node);
    if (count == 0) return;
    gboolean *outlined = g_new(gboolean, count);
    if (mark_outlined(context, glyphs, count, offset, outlined) == 0) {
        g_free(outlined);
        return;
    }
    PangoGlyphString *string = pango_glyph_string_new();
    pango_glyph_string_set_size(string, (gint)count);
    guint runs = 0;
    for (guint i = 0; i < count; i++) {
        string->glyphs[i] = glyphs[i];
        if (!outlined[i]) string->glyphs[i].glyph = PANGO_GLYPH_EMPTY;
        if (outlined[i] && (i == 0 || !outlined[i - 1])) runs++;
        string->log_clusters[i] = (gint)i;
    }
    g_free(outlined);

    PangoFontDescription *description = pango_font_describe_with_absolute_size(font);
    double pixels = (double)pango_font_description_get_size(description) / PANGO_SCALE;
    pango_font_description_free(description);
    double outside = MAX(self->minimum_width, pixels * self->width_fraction);
    /* Four points round the circle for an outline of a pixel (the diagonal copies fell
     * within the others' antialiasing: no difference at 4x zoom, and a third less time to
     * a long document's first frame), eight up to a pixel and a half, sixteen past it. */
    int points = outside > 1.5 ? 16 : outside > 1 ? 8 : 4;
    for (int k = 0; k < points; k++) {
        double angle = 2 * G_PI * k / points;
        append_text(context->snapshot, font, string, &self->color, offset->x + outside * cos(angle),
                    offset->y + outside * sin(angle));
    }
    append_text(context->snapshot, font, string, gsk_text_node_get_color(node), offset->x, offset->y);
    pango_glyph_string_free(string);
    self->stroked_runs += runs;
}

static void stroke_node(StrokeContext *context, GskRenderNode *node) {
    GtkSnapshot *snapshot = context->snapshot;
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_CONTAINER_NODE:
        for (guint i = 0; i < gsk_container_node_get_n_children(node); i++)
            stroke_node(context, gsk_container_node_get_child(node, i));
        break;
    case GSK_TRANSFORM_NODE: {
        GskTransform *transform = gsk_transform_node_get_transform(node);
        if (gsk_transform_get_category(transform) < GSK_TRANSFORM_CATEGORY_2D) break;
        float xx, yx, xy, yy, dx, dy;
        gsk_transform_to_2d(transform, &xx, &yx, &xy, &yy, &dx, &dy);
        cairo_matrix_t matrix, outer = context->matrix;
        cairo_matrix_init(&matrix, xx, yx, xy, yy, dx, dy);
        cairo_matrix_multiply(&context->matrix, &matrix, &outer);
        gtk_snapshot_save(snapshot);
        gtk_snapshot_transform(snapshot, transform);
        stroke_node(context, gsk_transform_node_get_child(node));
        gtk_snapshot_restore(snapshot);
        context->matrix = outer;
        break;
    }
    case GSK_CLIP_NODE:
    case GSK_ROUNDED_CLIP_NODE: {
        gboolean rounded = gsk_render_node_get_node_type(node) == GSK_ROUNDED_CLIP_NODE;
        const graphene_rect_t *clip = rounded ? &gsk_rounded_clip_node_get_clip(node)->bounds : gsk_clip_node_get_clip(node);
        gtk_snapshot_push_clip(snapshot, clip);
        stroke_node(context, rounded ? gsk_rounded_clip_node_get_child(node) : gsk_clip_node_get_child(node));
        gtk_snapshot_pop(snapshot);
        break;
    }
    case GSK_OPACITY_NODE: stroke_node(context, gsk_opacity_node_get_child(node)); break;
    case GSK_DEBUG_NODE: stroke_node(context, gsk_debug_node_get_child(node)); break;
    case GSK_COLOR_MATRIX_NODE: stroke_node(context, gsk_color_matrix_node_get_child(node)); break;
    case GSK_SHADOW_NODE: stroke_node(context, gsk_shadow_node_get_child(node)); break;
    case GSK_TEXT_NODE: stroke_text_node(context, node); break;
    default: break;
    }
}

static void machismo_outline_text_view_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    MachismoOutlineTextView *self = MACHISMO_OUTLINE_TEXT_VIEW(widget);
    GtkWidgetClass *parent = GTK_WIDGET_CLASS(machismo_outline_text_view_parent_class);
    self->stroked_runs = 0;
    self->outlined_areas = 0;
    GArray *areas = self->tag ? collect_areas(self) : NULL;
    if (!areas || areas->len == 0) {
        if (areas) g_array_unref(areas);
        parent->snapshot(widget, snapshot);
        return;
    }
    self->outlined_areas = areas->len;

    GtkSnapshot *text = gtk_snapshot_new();
    parent->snapshot(widget, text);
    GskRenderNode *node = gtk_snapshot_free_to_node(text);
    if (node) {
        gtk_snapshot_append_node(snapshot, node);
        StrokeContext context = { self, snapshot, { 1, 0, 0, 1, 0, 0 }, areas };
        stroke_node(&context, node);
        gsk_render_node_unref(node);
    }
    g_array_unref(areas);
}

/* ---- following the buffer: text_view_follower.c validates the text in a frame's
 * update phase, never in the snapshot ---- */

/* The outline tag needs a redraw on top, as a tag that changes no appearance makes GTK
 * redraw nothing. */
static void on_tag_changed(GtkTextView *view, GtkTextTag *tag) {
    if (tag == MACHISMO_OUTLINE_TEXT_VIEW(view)->tag) gtk_widget_queue_draw(GTK_WIDGET(view));
}

static void on_preedit_changed(GtkTextView *view, const char *preedit, gpointer data) {
    (void)preedit; (void)data;
    machismo_text_view_follower_queue(&MACHISMO_OUTLINE_TEXT_VIEW(view)->follower);
}

static void on_buffer_notify(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)pspec; (void)data;
    MachismoOutlineTextView *self = MACHISMO_OUTLINE_TEXT_VIEW(object);
    machismo_text_view_follower_watch(&self->follower);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

/* ---- GObject ---- */

static void machismo_outline_text_view_dispose(GObject *object) {
    MachismoOutlineTextView *self = MACHISMO_OUTLINE_TEXT_VIEW(object);
    machismo_text_view_follower_clear(&self->follower);
    g_clear_object(&self->tag);
    G_OBJECT_CLASS(machismo_outline_text_view_parent_class)->dispose(object);
}

static void machismo_outline_text_view_class_init(MachismoOutlineTextViewClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = machismo_outline_text_view_dispose;
    GTK_WIDGET_CLASS(klass)->snapshot = machismo_outline_text_view_snapshot;
}

static void machismo_outline_text_view_init(MachismoOutlineTextView *self) {
    self->color = (GdkRGBA){ 0, 0, 0, 1 };
    self->width_fraction = 1.0 / 20;
    self->minimum_width = 1;
    machismo_text_view_follower_init(&self->follower, GTK_TEXT_VIEW(self), on_tag_changed);
    /* Not the buffer yet: asking for it now would make a throwaway default buffer. */
    g_signal_connect(self, "notify::buffer", G_CALLBACK(on_buffer_notify), NULL);
    g_signal_connect(self, "preedit-changed", G_CALLBACK(on_preedit_changed), NULL);
}

GtkWidget *machismo_outline_text_view_new_with_buffer(GtkTextBuffer *buffer) {
    if (buffer) return g_object_new(MACHISMO_TYPE_OUTLINE_TEXT_VIEW, "buffer", buffer, NULL);
    return g_object_new(MACHISMO_TYPE_OUTLINE_TEXT_VIEW, NULL);
}

void machismo_outline_text_view_set_outline_tag(MachismoOutlineTextView *view, GtkTextTag *tag) {
    g_return_if_fail(MACHISMO_IS_OUTLINE_TEXT_VIEW(view));
    g_return_if_fail(tag == NULL || GTK_IS_TEXT_TAG(tag));
    if (view->follower.buffer != gtk_text_view_get_buffer(GTK_TEXT_VIEW(view))) machismo_text_view_follower_watch(&view->follower);
    if (g_set_object(&view->tag, tag)) gtk_widget_queue_draw(GTK_WIDGET(view));
}

GtkTextTag *machismo_outline_text_view_get_outline_tag(MachismoOutlineTextView *view) {
    g_return_val_if_fail(MACHISMO_IS_OUTLINE_TEXT_VIEW(view), NULL);
    return view->tag;
}

void machismo_outline_text_view_set_outline_rgba(MachismoOutlineTextView *view, const GdkRGBA *color) {
    g_return_if_fail(MACHISMO_IS_OUTLINE_TEXT_VIEW(view) && color);
    view->color = *color;
    gtk_widget_queue_draw(GTK_WIDGET(view));
}

void machismo_outline_text_view_set_outline_width(MachismoOutlineTextView *view, double fraction, double minimum) {
    g_return_if_fail(MACHISMO_IS_OUTLINE_TEXT_VIEW(view));
    view->width_fraction = MAX(0, fraction);
    view->minimum_width = MAX(0, minimum);
    gtk_widget_queue_draw(GTK_WIDGET(view));
}

guint machismo_outline_text_view_get_stroked_run_count(MachismoOutlineTextView *view) {
    g_return_val_if_fail(MACHISMO_IS_OUTLINE_TEXT_VIEW(view), 0);
    return view->stroked_runs;
}

guint machismo_outline_text_view_get_outlined_area_count(MachismoOutlineTextView *view) {
    g_return_val_if_fail(MACHISMO_IS_OUTLINE_TEXT_VIEW(view), 0);
    return view->outlined_areas;
}
