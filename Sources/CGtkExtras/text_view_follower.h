/* A text view's follower (text_view_follower.c): keeps a GtkTextView's text validated in
 * a frame's update phase, before its layout, whenever the buffer's text, tags, cursor or
 * selection change or the input method's preedit does. Private to CGtkExtras. */
#pragma once
#include <gtk/gtk.h>

typedef struct {
    GtkTextView *view;              /* not owned: the view holds its follower */
    GtkTextBuffer *buffer;          /* owned; the buffer whose signals it follows */
    gulong handlers[4];             /* apply-tag, remove-tag, changed, mark-set */
    guint tick;                     /* the pending tick callback that validates; 0: none */
    void (*tag_changed)(GtkTextView *view, GtkTextTag *tag);  /* more to do when a tag changes */
} MachismoTextViewFollower;

/* Sets the follower up for `view`; `tag_changed` (or NULL) runs after each tag change. */
void machismo_text_view_follower_init(MachismoTextViewFollower *follower, GtkTextView *view,
                                      void (*tag_changed)(GtkTextView *view, GtkTextTag *tag));
/* Follows the view's buffer now (call again when the view's buffer changes). */
void machismo_text_view_follower_watch(MachismoTextViewFollower *follower);
/* Validates at the next frame's start (the preedit changed, say). */
void machismo_text_view_follower_queue(MachismoTextViewFollower *follower);
/* Stops following; call from the view's dispose. */
void machismo_text_view_follower_clear(MachismoTextViewFollower *follower);
