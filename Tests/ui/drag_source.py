"""A tiny GTK 4 window that offers one file for dragging, as a file manager would: the
tests drag from it onto the app with the real pointer (X's drag and drop protocol needs
no window manager).

    /usr/bin/python3 drag_source.py PATH

Prints ``ready`` once its window is shown and ``drag-end`` after each drag.
"""

import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, Gtk  # noqa: E402

TITLE = "Drag Source"


def main(path: str) -> None:
    app = Gtk.Application(application_id="io.github.machismo.TestDragSource")

    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title=TITLE)
        window.set_default_size(160, 90)
        label = Gtk.Label(label="Drag the file")
        source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
        source.connect("prepare", lambda *_: Gdk.ContentProvider.new_for_value(
            Gdk.FileList.new_from_list([Gio.File.new_for_path(path)])))
        source.connect("drag-end", lambda *_: print("drag-end", flush=True))
        label.add_controller(source)
        window.set_child(label)
        window.connect("map", lambda *_: print("ready", flush=True))
        window.present()

    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main(sys.argv[1])
