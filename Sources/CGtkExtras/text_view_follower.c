/* A text view's follower: validates the view's text in a frame's update phase, never in
 * its snapshot, whenever its buffer or input method invalidates the layout.
 *
 * GTK 4.8 warned "Trying to snapshot GtkGizmo … without a current allocation" when a
 * letter was typed into a long text (the monkey met it first). The gizmo is the trough of
 * the scrolled window's vertical scrollbar, and this is how it came about:
 *
 * 1. A typed letter invalidates the text view's layout, and GtkTextView only queues its
 *    first-validate idle, at GTK_PRIORITY_RESIZE - 2: no resize or allocation
 *    (gtktextview.c, gtk_text_view_invalidate).
 * 2. The frame that redraws the view starts from a timeout of higher priority,
 *    GDK_PRIORITY_EVENTS + 1 (gdkframeclockidle.c, gdk_frame_clock_flush_idle), and runs all
 *    its phases at once. When that frame is due at once (the last one long past, or long to
 *    make, as with a 1 MB text), it comes before the idle: its layout phase passes the
 *    text view by, and gtk_text_view_paint runs the pending validation (and the scroll to
 *    the cursor) in the snapshot. That sets the vertical adjustment
 *    (gtk_text_view_set_vadjustment_values: g_object_set, hence "changed", or a new value),
 *    and GtkRange queues an allocation of its trough (gtk_range_adjustment_changed,
 *    gtk_range_adjustment_value_changed).
 * 3. GtkScrolledWindow draws its children in order, the text view first and the
 *    scrollbars after it: the trough is drawn while it waits for its allocation. GTK
 *    warns and leaves it out of that frame's scrollbar, and, its redraw flag then never
 *    cleared, out of the frames after until something else redraws the scrollbar.
 *
 * An allocation of the text view runs its pending validation too
 * (gtk_text_view_size_allocate ends with gtk_text_view_flush_first_validate). So whatever
 * invalidates the layout from the buffer (text, tags, the cursor and selection, whose moves
 * also scroll) or the input method (preedit) adds a tick callback, which runs in the next
 * frame's update phase, before its layout: it allocates the view again where it stands,
 * which validates and sets the adjustments. What that changes in turn (a scrollbar shown
 * or hidden queues a resize of the scrolled window) is then laid out in the same frame,
 * and the snapshot finds nothing left to do. (Queueing an allocation instead, which left
 * the validation to the layout phase, met "Trying to snapshot GtkBox … without a current
 * allocation" and a frame without the window's content: the monkey's seed 2, at action 257,
 * Ctrl+0 then clicks then "漢字" typed into Attributor.) When the idle came first, the
 * allocation finds the work done and costs little. */
#include "text_view_follower.h"

static gboolean validate_at_frame_start(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)clock;
    MachismoTextViewFollower *follower = data;
    follower->tick = 0;
    if (gtk_widget_get_mapped(widget)) {
        GtkAllocation allocation;
        gtk_widget_get_allocation(widget, &allocation);
        /* Flagged, or GTK skips an allocation that changes nothing. */
        gtk_widget_queue_allocate(widget);
        gtk_widget_size_allocate(widget, &allocation, gtk_widget_get_allocated_baseline(widget));
    }
    return G_SOURCE_REMOVE;
}

void machismo_text_view_follower_queue(MachismoTextViewFollower *follower) {
    if (follower->tick) return;
    follower->tick = gtk_widget_add_tick_callback(GTK_WIDGET(follower->view), validate_at_frame_start, follower, NULL);
}

/* Any tag invalidates the layout of its range; the view may have more to do (a redraw). */
static void on_tag_changed(GtkTextBuffer *buffer, GtkTextTag *tag, GtkTextIter *start, GtkTextIter *end, gpointer data) {
    (void)buffer; (void)start; (void)end;
    MachismoTextViewFollower *follower = data;
    machismo_text_view_follower_queue(follower);
    if (follower->tag_changed) follower->tag_changed(follower->view, tag);
}

static void on_text_changed(GtkTextBuffer *buffer, gpointer data) {
    (void)buffer;
    machismo_text_view_follower_queue(data);
}

static void on_mark_set(GtkTextBuffer *buffer, const GtkTextIter *location, GtkTextMark *mark, gpointer data) {
    (void)location;
    if (mark == gtk_text_buffer_get_insert(buffer) || mark == gtk_text_buffer_get_selection_bound(buffer))
        machismo_text_view_follower_queue(data);
}

static void unwatch(MachismoTextViewFollower *follower) {
    if (!follower->buffer) return;
    for (guint i = 0; i < G_N_ELEMENTS(follower->handlers); i++)
        g_clear_signal_handler(&follower->handlers[i], follower->buffer);
    g_clear_object(&follower->buffer);
}

void machismo_text_view_follower_init(MachismoTextViewFollower *follower, GtkTextView *view,
                                      void (*tag_changed)(GtkTextView *view, GtkTextTag *tag)) {
    *follower = (MachismoTextViewFollower){ .view = view, .tag_changed = tag_changed };
}

void machismo_text_view_follower_watch(MachismoTextViewFollower *follower) {
    unwatch(follower);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(follower->view);
    if (!buffer) return;
    follower->buffer = g_object_ref(buffer);
    gulong *handlers = follower->handlers;
    handlers[0] = g_signal_connect_after(buffer, "apply-tag", G_CALLBACK(on_tag_changed), follower);
    handlers[1] = g_signal_connect_after(buffer, "remove-tag", G_CALLBACK(on_tag_changed), follower);
    handlers[2] = g_signal_connect_after(buffer, "changed", G_CALLBACK(on_text_changed), follower);
    handlers[3] = g_signal_connect_after(buffer, "mark-set", G_CALLBACK(on_mark_set), follower);
}

void machismo_text_view_follower_clear(MachismoTextViewFollower *follower) {
    unwatch(follower);
    if (follower->tick) {
        gtk_widget_remove_tick_callback(GTK_WIDGET(follower->view), follower->tick);
        follower->tick = 0;
    }
}
