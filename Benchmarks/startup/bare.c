/*
 * bare.c — the reference program for the startup benchmark (`make bench`).
 *
 * The smallest GTK 4 program with the same window skeleton as Machismo:
 * a GtkApplication whose activate builds a GtkApplicationWindow with a
 * GtkHeaderBar titlebar and a GtkStack child holding one GtkLabel page,
 * 960x720, presents it, and quits right after the window's first frame is
 * painted (the same moment `machismo --exit-after-first-frame` exits), after
 * printing the process's CPU time then: `first frame CPU 73.4 ms`.
 *
 * Uses nothing newer than GTK 4.8 and no deprecated API.
 *
 * Build:
 *   cc -O2 $(pkg-config --cflags gtk4) bare.c -o bare $(pkg-config --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <time.h>

typedef struct {
  GApplication *app;
  GdkFrameClock *clock;
  gulong after_paint_id;
} FirstFrame;

static void
on_after_paint (GdkFrameClock *clock, gpointer user_data)
{
  FirstFrame *ff = user_data;

  /* Fire once: the first frame has been painted. */
  if (ff->after_paint_id != 0)
    {
      g_signal_handler_disconnect (clock, ff->after_paint_id);
      ff->after_paint_id = 0;
    }
  struct timespec cpu;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu);
  printf ("first frame CPU %.1f ms\n", cpu.tv_sec * 1e3 + cpu.tv_nsec / 1e6);
  fflush (stdout);
  g_application_quit (ff->app);
}

static void
on_map (GtkWidget *window, gpointer user_data)
{
  FirstFrame *ff = user_data;
  GdkFrameClock *clock;

  if (ff->clock != NULL)
    return; /* already armed (a later re-map) */

  clock = gtk_widget_get_frame_clock (window);
  if (clock == NULL)
    {
      g_printerr ("bare: window has no frame clock on map\n");
      g_application_quit (ff->app);
      return;
    }
  ff->clock = clock;
  ff->after_paint_id = g_signal_connect (clock, "after-paint",
                                         G_CALLBACK (on_after_paint), ff);
}

static void
on_activate (GtkApplication *app, gpointer user_data)
{
  FirstFrame *ff = user_data;
  GtkWidget *window;
  GtkWidget *header;
  GtkWidget *stack;
  GtkWidget *label;

  window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "Bare reference");
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);

  header = gtk_header_bar_new ();
  gtk_window_set_titlebar (GTK_WINDOW (window), header);

  stack = gtk_stack_new ();
  label = gtk_label_new ("Bare GTK 4 reference");
  gtk_stack_add_named (GTK_STACK (stack), label, "main");
  gtk_window_set_child (GTK_WINDOW (window), stack);

  ff->app = G_APPLICATION (app);
  g_signal_connect (window, "map", G_CALLBACK (on_map), ff);

  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  FirstFrame ff = { NULL, NULL, 0 };
  GtkApplication *app;
  int status;

  app = gtk_application_new ("io.github.machismo.BareReference",
                             G_APPLICATION_DEFAULT_FLAGS);
  /* Accepted (and ignored: bare always quits after its first frame) so that
   * bare and `machismo --exit-after-first-frame` take the same command line,
   * e.g. to check bench.py with bare standing in for the app. */
  g_application_add_main_option (G_APPLICATION (app), "exit-after-first-frame",
                                 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE,
                                 "Quit after the first frame (always the case)",
                                 NULL);
  g_signal_connect (app, "activate", G_CALLBACK (on_activate), &ff);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
