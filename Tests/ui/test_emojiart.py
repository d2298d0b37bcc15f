"""EmojiArt: the document browser (New Document, open, Rename, Delete; documents written or
deleted by another program followed; thumbnails drawn off the main thread; 1,000 documents
opened at once, the last reached by the keyboard), the document page
presented modally (title = the document's name, Close), the palette, emoji on the canvas
moved and resized by keys and by the pointer, undo and redo, the autosave and the browser's
thumbnail (drawn without rings, by Close and by the window's ×), reopening, the document
presented again on the next launch, a dropped background image, `Image Drop Failed` with
Keep Warning and Stop Warning (the same file dropped again warns again), Rename's messages
under its field, and Export as PNG…/PDF… from the document menu through the save chooser.

Each emoji on the canvas is a push button named ``😀, 40 points, at 120, 80`` (its text, size
and centre in canvas points). Documents live in ``$HOME/Documents/EmojiArt`` of the test's home
(no ``user-dirs.dirs``: GLib's documents folder is unset, the app falls back to ~/Documents).
"""

import os
import re
import shutil
import struct
import subprocess
import time
import zlib

import pyatspi
import pytest

import harness
import l10n
from atspi_tree import find_all_in, has_state, is_visible, wait_for

EMOJI = re.compile(r"^(.+), (\d+) points?, at (-?\d+), (-?\d+)$")


def folder(home):
    return home.path / "Documents" / "EmojiArt"


def open_browser(launch):
    return launch("--start", "emojiart", wait_title="EmojiArt")


def new_document(app, name="Untitled"):
    harness.click(app.find("push button", "New Document", root=app.header_bar()))
    return app.window(name)


def emoji_nodes(window):
    return [node for node in find_all_in(window, "push button") if EMOJI.match(node.name or "")]


def emoji_names(window) -> list[str]:
    return sorted(node.name for node in emoji_nodes(window))


def the_emoji(window, timeout=5):
    """The one emoji on the canvas: (node, text, size, x, y)."""
    nodes = wait_for(lambda: emoji_nodes(window) or None, timeout, message="an emoji on the canvas")
    assert len(nodes) == 1, f"one emoji, not {[node.name for node in nodes]}"
    text, size, x, y = EMOJI.match(nodes[0].name).groups()
    return nodes[0], text, int(size), int(x), int(y)


def expect_emoji(window, name: str) -> None:
    wait_for(lambda: name in emoji_names(window), 5,
             message=lambda: f"the emoji {name!r}; the canvas has {emoji_names(window)}")


def subtitle(app, window) -> str:
    """`Untitled, Edited`: the modal header bar's title with the document's state."""
    return app.find("panel", None, root=window, predicate=lambda node: (node.name or "").startswith("Untitled, ")).name


def png(path, width, height, rgb=(40, 120, 200)):
    """Writes a plain RGB PNG of one colour."""
    row = b"\x00" + bytes(rgb) * width
    raw = zlib.compress(row * height)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b""))
    return path


def close_document(app, window_name="Untitled"):
    window = app.window(window_name)
    harness.click(app.find("push button", "Close", root=window))
    app.wait_window_gone(window_name)


def test_new_document_emoji_keys_undo_close_and_reopen(launch, xdg_home, shot):
    app = open_browser(launch)
    assert folder(xdg_home).is_dir(), "the browser makes its folder on first use"
    document = new_document(app)
    assert (folder(xdg_home) / "Untitled.emojiart").exists()
    shot("blank-document")

    harness.click(app.find("push button", "😀", root=document))
    node, text, size, x, y = the_emoji(document)
    assert (text, size) == ("😀", 40)
    assert "Untitled, Edited" == subtitle(app, document)

    # Keys go to the emoji, which has the focus once added: arrows by 10, Shift by 1, + and − by 4.
    app.press_keys("Right", "Right", "shift+Down")
    expect_emoji(document, f"😀, 40 points, at {x + 20}, {y + 1}")
    app.press_keys("plus")
    expect_emoji(document, f"😀, 44 points, at {x + 20}, {y + 1}")
    app.press_keys("ctrl+z")
    expect_emoji(document, f"😀, 40 points, at {x + 20}, {y + 1}")
    app.press_keys("ctrl+shift+z")
    expect_emoji(document, f"😀, 44 points, at {x + 20}, {y + 1}")
    harness.click(app.find("push button", "Undo", root=document))
    expect_emoji(document, f"😀, 40 points, at {x + 20}, {y + 1}")
    harness.click(app.find("push button", "Redo", root=document))
    name = f"😀, 44 points, at {x + 20}, {y + 1}"
    expect_emoji(document, name)

    # The autosave (a second after the last change) writes the file.
    wait_for(lambda: subtitle(app, document) == "Untitled, Saved", 5, message="the autosave")
    shot("document")
    close_document(app)
    app.expect_title("EmojiArt")
    tile = app.find("push button", "Untitled", root=app.main_window)
    assert tile is not None
    wait_for(lambda: (xdg_home.cache / "machismo" / "thumbnails" / "Untitled.emojiart.png").exists(),
             message="the thumbnail")
    shot("browser")

    harness.click(app.find("push button", "Untitled", root=app.main_window))
    document = app.window("Untitled")
    expect_emoji(document, name)
    app.press_keys("Escape", window="Untitled")
    app.wait_window_gone("Untitled")

    app.quit()
    assert app.close() == 0
    again = open_browser(launch)
    harness.click(again.find("push button", "Untitled", root=again.main_window))
    expect_emoji(again.window("Untitled"), name)


def test_move_by_pointer_and_pixels(launch, xdg_home):
    app = open_browser(launch)
    document = new_document(app)
    harness.click(app.find("push button", "😀", root=document))
    node, _, size, x, y = the_emoji(document)
    time.sleep(0.3)
    sx, sy = app.screen_center(node)
    # Slow enough for a loaded machine: the app sees the pointer arrive before the press,
    # and the last move before the release.
    harness.move_pointer(sx, sy)
    time.sleep(0.3)
    harness.xdotool("mousedown", "1")
    time.sleep(0.1)
    for step in range(1, 11):
        harness.move_pointer(sx + 5 * step, sy + 3 * step)
        time.sleep(0.05)
    time.sleep(0.3)
    harness.xdotool("mouseup", "1")
    harness.park_pointer()
    expect_emoji(document, f"😀, {size} points, at {x + 50}, {y + 30}")
    node, _, _, _, _ = the_emoji(document)
    # The emoji is drawn where it says: its button's box is centred on its position, as big as
    # its size (40 pt = 53 px at 96 dpi, the glyph about that tall).
    canvas = app.find(None, "Canvas", root=document)
    cx, cy, _, _ = app.screen_box(canvas)
    bx, by, bw, bh = app.screen_box(node)
    assert abs(bx + bw / 2 - (cx + x + 50)) <= 2 and abs(by + bh / 2 - (cy + y + 30)) <= 2, \
        f"the button at {(bx, by, bw, bh)}, the canvas at {(cx, cy)}"
    assert 45 <= bh <= 90, f"a 40-point emoji {bh} px tall"

    # Pixels: with nothing selected or focused (a click on the bare canvas), the glyph's ink
    # is centred where the name says and about 40 points (53 px) tall; the canvas beside it is white.
    ex, ey = app.screen_center(node)
    harness.move_pointer(ex + 150, ey)
    harness.xdotool("click", "1")
    harness.park_pointer()
    time.sleep(0.5)
    # Where the canvas is now (clicking it may scroll it), and so where the emoji must be.
    cx, cy, _, _ = app.screen_box(canvas)
    ex, ey = cx + x + 50, cy + y + 30
    picture = harness.screenshot("emojiart-pixels")
    box = (ex - 45, ey - 45, 90, 90)
    ink = subprocess.run(["convert", str(picture), "-crop", "{2}x{3}+{0}+{1}".format(*box), "+repage",
                          "-fuzz", "15%", "-trim", "-format", "%w %h %X %Y", "info:"],
                         capture_output=True, text=True, timeout=20, check=True).stdout.split()
    width, height = int(ink[0]), int(ink[1])
    left, top = box[0] + int(ink[2]), box[1] + int(ink[3])
    assert 32 <= height <= 60 and 32 <= width <= 60, f"the glyph's ink is {width}x{height} px"
    assert abs(left + width / 2 - ex) <= 5 and abs(top + height / 2 - ey) <= 5, \
        f"the ink's centre {(left + width / 2, top + height / 2)}, the name says {(ex, ey)}"
    assert harness.mean_brightness(picture, (ex + 60, ey - 20, 40, 40)) > 0.98, "white canvas beside it"


def test_dropped_background_and_failed_drops(launch, xdg_home, tmp_path, shot):
    app = launch("--start", "emojiart", wait_title="EmojiArt", env=harness.for_dropped_files())
    document = new_document(app)
    canvas = app.find(None, "Canvas", root=document)
    picture = png(tmp_path / "sky.png", 300, 200)
    app.drop_file(picture, onto=canvas)
    wait_for(lambda: b"image/png" in (folder(xdg_home) / "Untitled.emojiart").read_bytes(), 8,
             message="the background saved")
    harness.click(app.find("push button", "😀", root=document))
    the_emoji(document)
    shot("background")

    not_image = tmp_path / "notes.txt"
    not_image.write_text("not an image")
    app.drop_file(not_image, onto=canvas)
    alert = app.window("Image Drop Failed")
    app.find("label", "notes.txt: The file is not a PNG, JPEG, WebP or SVG image.\n\n"
                      "Show this warning in the future?", root=alert)
    harness.click(app.find("push button", "Keep Warning", root=alert))
    app.wait_window_gone("Image Drop Failed")

    app.drop_file(not_image, onto=canvas)
    alert = app.window("Image Drop Failed")
    harness.click(app.find("push button", "Stop Warning", root=alert))
    app.wait_window_gone("Image Drop Failed")

    other = tmp_path / "other.txt"
    other.write_text("no image either")
    app.drop_file(other, onto=canvas)
    time.sleep(1)
    assert "Image Drop Failed" not in [window.name for window in app.windows()], "Stop Warning silences failures"

    # The file stopped on, dropped again: the warning is back (the lecture's way out of silence).
    app.drop_file(not_image, onto=canvas)
    alert = app.window("Image Drop Failed")
    app.find("label", "notes.txt: The file is not a PNG, JPEG, WebP or SVG image.\n\n"
                      "Show this warning in the future?", root=alert)
    shot("drop-failed-again")
    harness.click(app.find("push button", "Keep Warning", root=alert))
    app.wait_window_gone("Image Drop Failed")
    app.drop_file(other, onto=canvas)
    alert = app.window("Image Drop Failed")
    harness.click(app.find("push button", "Keep Warning", root=alert))
    app.wait_window_gone("Image Drop Failed")


def empty_state_shown(app) -> bool:
    """Whether the browser shows its empty state, "No Documents Yet"."""
    return bool(find_all_in(app.main_window, "label", "No Documents Yet", predicate=is_visible))


def test_rename_and_delete(launch, xdg_home, shot):
    app = open_browser(launch)
    wait_for(lambda: empty_state_shown(app), message="No Documents Yet, with no document")
    app.find("label", "Choose New Document to make one.", root=app.main_window)
    shot("empty")
    new_document(app)
    close_document(app)
    app.expect_title("EmojiArt")
    assert not empty_state_shown(app), "a document: no empty state"
    harness.click(app.find("push button", "Rename Untitled", root=app.main_window))
    alert = app.window("Rename Document")
    field = app.find("text", "Name", root=alert)
    # A bad name says why under the field, and Rename waits for a good one.
    for name, problem in (("", "A document needs a name."),
                          ("a/b", "A name cannot start with a dot or contain a slash."),
                          ("x" * 250, "The name is too long.")):
        field.queryEditableText().setTextContents(name)
        app.find("label", problem, root=alert)
        assert not has_state(app.find("push button", "Rename", root=alert), pyatspi.STATE_SENSITIVE)
        if not name:
            shot("rename-problem")
    field.queryEditableText().setTextContents("Sky")
    wait_for(lambda: has_state(app.find("push button", "Rename", root=alert), pyatspi.STATE_SENSITIVE),
             message="Rename enabled")
    harness.click(app.find("push button", "Rename", root=alert))
    app.wait_window_gone("Rename Document")
    app.find("push button", "Sky", root=app.main_window)
    assert (folder(xdg_home) / "Sky.emojiart").exists()
    assert not (folder(xdg_home) / "Untitled.emojiart").exists()

    harness.click(app.find("push button", "Delete Sky", root=app.main_window))
    alert = app.window("Delete “Sky”?")
    harness.click(app.find("push button", "Delete", root=alert))
    app.wait_window_gone("Delete “Sky”?")
    wait_for(lambda: not find_all_in(app.main_window, "push button", "Sky"), message="the tile gone")
    assert not (folder(xdg_home) / "Sky.emojiart").exists()
    wait_for(lambda: empty_state_shown(app), message="No Documents Yet again")


def test_closing_the_window_draws_the_thumbnail_as_close_does(launch, xdg_home, tmp_path):
    """The window's × draws the thumbnail without the selection and focus rings, as Close does:
    two documents alike, one closed each way, give the same thumbnail."""
    app = open_browser(launch)
    thumbnails = xdg_home.cache / "machismo" / "thumbnails"
    for name, by_window in (("Untitled", False), ("Untitled 2", True)):
        document = new_document(app, name)
        harness.click(app.find("push button", "😀", root=document))
        the_emoji(document)
        app.press_keys("Right", window=name)  # the keyboard used: the focus ring shows
        wait_for(lambda: " at " in (the_emoji(document)[0].name or ""), message="moved")
        time.sleep(0.5)
        if by_window:
            title_bar_close = app.find_all("push button", "Close", root=document)[-1]
            app.mouse_click(title_bar_close)
            harness.park_pointer()
        else:
            harness.click(app.find("push button", "Close", root=document))
        app.wait_window_gone(name)
        wait_for(lambda: (thumbnails / f"{name}.emojiart.png").exists(), message=f"{name}'s thumbnail")
    differing = subprocess.run(["compare", "-metric", "AE", "-fuzz", "10%", str(thumbnails / "Untitled.emojiart.png"),
                                str(thumbnails / "Untitled 2.emojiart.png"), str(tmp_path / "difference.png")],
                               capture_output=True, text=True, timeout=20).stderr.strip()
    assert differing == "0", f"{differing} pixels differ: a ring drawn into the thumbnail closed by the window"


def test_drag_an_emoji_from_the_palette_onto_the_canvas(launch, xdg_home, shot):
    app = open_browser(launch)
    document = new_document(app)
    source = app.find("push button", "🐶", root=document)
    canvas = app.find(None, "Canvas", root=document)
    start = app.screen_center(source)
    cx, cy, _, _ = app.screen_box(canvas)
    end = (cx + 150, cy + 120)
    harness.move_pointer(*start)
    time.sleep(0.3)
    harness.xdotool("mousedown", "1")
    steps = 15
    for step in range(1, steps + 1):
        harness.move_pointer(start[0] + (end[0] - start[0]) * step // steps,
                             start[1] + (end[1] - start[1]) * step // steps)
        time.sleep(0.04)
    time.sleep(0.2)
    harness.xdotool("mouseup", "1")
    harness.park_pointer()
    expect_emoji(document, "🐶, 40 points, at 150, 120")
    shot("palette-drag")


def test_zoom_the_canvas_by_keys_and_ctrl_scroll(launch, xdg_home):
    app = open_browser(launch)
    document = new_document(app)
    harness.click(app.find("push button", "😀", root=document))
    node, _, _, _, _ = the_emoji(document)
    time.sleep(0.3)
    width = app.screen_box(node)[2]
    # A click on the bare canvas (beside the emoji: the canvas may be scrolled) selects
    # nothing and gives the canvas the focus.
    ex, ey = app.screen_center(node)
    bare = (ex + 150, ey)
    harness.move_pointer(*bare)
    time.sleep(0.2)
    harness.xdotool("click", "1")
    app.press_keys("ctrl+plus")
    wait_for(lambda: app.screen_box(the_emoji(document)[0])[2] >= width * 1.2, 5, message="the canvas zoomed in")
    app.press_keys("ctrl+0")
    wait_for(lambda: abs(app.screen_box(the_emoji(document)[0])[2] - width) <= 2, 5, message="the zoom reset")
    ex, ey = app.screen_center(the_emoji(document)[0])  # the zoom may have scrolled the canvas
    bare = (ex + 150, ey)
    harness.move_pointer(*bare)
    time.sleep(0.2)
    harness.xdotool("keydown", "ctrl", "click", "--repeat", "2", "--delay", "120", "5", "keyup", "ctrl")
    wait_for(lambda: app.screen_box(the_emoji(document)[0])[2] <= width * 0.9, 5, message="Ctrl+scroll zoomed out")
    harness.park_pointer()
    assert the_emoji(document)[2] == 40, "zooming the canvas leaves the emoji's size alone"


def test_the_plus_cell_adds_typed_emoji_to_the_palette(launch, xdg_home, shot):
    app = open_browser(launch)
    document = new_document(app)
    harness.click(app.find("push button", "Add Emoji to Palette", root=document))
    alert = app.window("Add Emoji")
    app.find("text", "Emoji", root=alert).queryEditableText().setTextContents("🦄 and 🌵")
    harness.click(app.find("push button", "Add", root=alert))
    app.wait_window_gone("Add Emoji")
    palette = [node.name for node in find_all_in(document, "push button") if node.name in ("🦄", "🌵", "😀")]
    assert palette[:3] == ["🦄", "🌵", "😀"], f"typed emoji go first, in order: {palette}"
    shot("palette")


def test_ctrl_scroll_over_an_emoji_resizes_it(launch, xdg_home):
    app = open_browser(launch)
    document = new_document(app)
    harness.click(app.find("push button", "😀", root=document))
    node, _, size, x, y = the_emoji(document)
    time.sleep(0.3)
    harness.move_pointer(*app.screen_center(node))
    harness.xdotool("keydown", "ctrl", "click", "4", "keyup", "ctrl")
    harness.park_pointer()
    expect_emoji(document, f"😀, 44 points, at {x}, {y}")
    app.press_keys("ctrl+z")
    expect_emoji(document, f"😀, 40 points, at {x}, {y}")


def test_quitting_with_a_document_open_saves_it_and_the_next_launch_opens_it(launch, xdg_home):
    app = open_browser(launch)
    document = new_document(app)
    harness.click(app.find("push button", "🍎", root=document))
    _, _, _, x, y = the_emoji(document)
    app.press_keys("ctrl+q", window="Untitled")  # in the document's window, before the autosave
    assert app.close() == 0
    # The next launch presents the document again, with its emoji.
    again = open_browser(launch)
    expect_emoji(again.window("Untitled"), f"🍎, 40 points, at {x}, {y}")
    assert again.title == "EmojiArt", "the browser under it"

    # Killed after a state save (the main window lost the focus to the document's): open again.
    again.kill()
    third = open_browser(launch)
    expect_emoji(third.window("Untitled"), f"🍎, 40 points, at {x}, {y}")
    close_document(third)
    third.quit()
    assert third.close() == 0
    # Closed before quitting: the browser alone.
    fourth = open_browser(launch)
    fourth.find("push button", "Untitled", root=fourth.main_window)
    assert only_the_main_window(fourth)


def quit_with_a_document_open(app):
    """New Document with one 🍎, then Ctrl+Q from its window."""
    document = new_document(app)
    harness.click(app.find("push button", "🍎", root=document))
    the_emoji(document)
    app.press_keys("ctrl+q", window="Untitled")
    assert app.close() == 0


def only_the_main_window(app):
    time.sleep(1)  # time for a document or an alert to open, were one to
    return [window.name for window in app.windows()] == ["EmojiArt"]


def test_a_document_gone_or_damaged_before_the_next_launch_leaves_the_browser(launch, xdg_home):
    path = folder(xdg_home) / "Untitled.emojiart"
    quit_with_a_document_open(open_browser(launch))
    path.unlink()
    app = open_browser(launch)
    assert only_the_main_window(app), "gone: no document, no alert"
    assert not path.exists()

    quit_with_a_document_open(app)
    damaged = path.read_bytes()[:40]
    path.write_bytes(damaged)
    again = open_browser(launch)
    again.find("push button", "Untitled", root=again.main_window)
    assert only_the_main_window(again), "damaged: no document, no alert"
    assert path.read_bytes() == damaged, "the damaged document is left as it was"
    assert sorted(entry.name for entry in folder(xdg_home).iterdir()) == ["Untitled.emojiart"]


def test_the_dark_style(launch, xdg_home, shot):
    # MACHISMO_EMOJI_FONT=path/NotoColorEmoji.ttf puts a colour emoji font in this home's
    # $XDG_DATA_HOME/fonts, for screenshots on a machine without fonts-noto-color-emoji.
    if os.environ.get("MACHISMO_EMOJI_FONT"):
        (xdg_home.data / "fonts").mkdir(parents=True, exist_ok=True)
        shutil.copy(os.environ["MACHISMO_EMOJI_FONT"], xdg_home.data / "fonts")
    xdg_home.app_config.mkdir(parents=True, exist_ok=True)
    (xdg_home.app_config / "settings.json").write_text('{"style": "dark"}')
    app = open_browser(launch)
    document = new_document(app)
    for count, emoji in enumerate(("🐶", "🍎"), start=1):
        harness.click(app.find("push button", emoji, root=document))
        wait_for(lambda: len(emoji_nodes(document)) == count, message=f"{count} emoji on the canvas")
    time.sleep(0.2)
    app.press_keys("Left", "Left", "Left", "Left", "Left", "Left", "Up", "Up", "Up")  # the focused 🍎
    close_document(app)
    app.expect_title("EmojiArt")
    harness.park_pointer()
    shot("browser")
    harness.click(app.find("push button", "Untitled", root=app.main_window))
    document = app.window("Untitled")
    wait_for(lambda: len(emoji_nodes(document)) == 2, message="both emoji back")
    time.sleep(0.3)
    screen = shot("document")
    canvas = app.find(None, "Canvas", root=document)
    node = emoji_nodes(document)[0]
    x, y, _, _ = app.screen_box(node)
    # The canvas is white paper in the dark style too; the palette's strip is dark.
    assert harness.mean_brightness(screen, (x, y + 120, 30, 30)) > 0.95, "below the emoji: the bare canvas"
    palette = app.find("push button", "😀", root=document)
    px, py, _, ph = app.screen_box(palette)
    assert harness.mean_brightness(screen, (px - 10, py, 6, ph)) < 0.4
    assert canvas is not None


def write_documents(where, names, emoji="🌻"):
    """Writes documents as another program would: one emoji each, no thumbnail."""
    where.mkdir(parents=True, exist_ok=True)
    for name in names:
        art = '{"format": "machismo-emojiart", "version": 1, "emojis": [{"text": "%s", "size": 120, "x": 400, "y": 300}]}'
        (where / f"{name}.emojiart").write_text(art % emoji, encoding="utf-8")


def document_buttons(app) -> list[str]:
    """The names of the documents whose tiles exist (the open buttons named after them)."""
    return [node.name for node in find_all_in(app.main_window, "push button")
            if (node.name or "").startswith("Drawing ")]


def test_the_browser_follows_the_folder_and_draws_the_thumbnails(launch, xdg_home, shot):
    """Documents written by another program show, with thumbnails drawn off the main thread; one
    written while the browser is up appears, one deleted goes."""
    write_documents(folder(xdg_home), ["Drawing 1", "Drawing 2"])
    thumbnails = xdg_home.cache / "machismo" / "thumbnails"
    app = open_browser(launch)
    app.find("push button", "Drawing 1", root=app.main_window)
    app.find("push button", "Drawing 2", root=app.main_window)
    wait_for(lambda: (thumbnails / "Drawing 1.emojiart.png").exists()
             and (thumbnails / "Drawing 2.emojiart.png").exists(), 5, message="both thumbnails drawn")

    write_documents(folder(xdg_home), ["Drawing 3"], emoji="🍎")
    wait_for(lambda: "Drawing 3" in document_buttons(app), 2, message="the document written appears")
    wait_for(lambda: (thumbnails / "Drawing 3.emojiart.png").exists(), 5, message="with its thumbnail")
    time.sleep(0.3)
    harness.park_pointer()
    screen = shot("followed")
    tile = app.find("push button", "Drawing 3", root=app.main_window)
    x, y, width, _ = app.screen_box(tile)
    # The thumbnail is white paper with a red apple; the placeholder, a grey icon on the page.
    assert harness.mean_brightness(screen, (x + width // 2 - 40, y + 10, 80, 60)) > 0.6, "the thumbnail shows"

    (folder(xdg_home) / "Drawing 2.emojiart").unlink()
    wait_for(lambda: "Drawing 2" not in document_buttons(app), 2, message="the document deleted goes")
    assert sorted(document_buttons(app)) == ["Drawing 1", "Drawing 3"]


def test_a_thousand_documents_open_at_once_and_the_keyboard_reaches_the_last(launch, xdg_home, shot):
    """1,000 documents generated as files: the browser opens as fast as ever, builds tiles for
    what is on screen only, and Ctrl+End from a tile scrolls to the last document, which
    Return opens."""
    write_documents(folder(xdg_home), [f"Drawing {n}" for n in range(1, 1001)])
    started = time.monotonic()
    app = open_browser(launch)
    app.find("push button", "Drawing 1", root=app.main_window)
    assert time.monotonic() - started < 6, "the browser is up at once"
    shown = document_buttons(app)
    assert 4 <= len(shown) <= 60, f"tiles for what is on screen only, not {len(shown)}"
    assert "Drawing 1000" not in shown

    for _ in range(12):  # Tab into the grid: the first tile's controls
        app.press_keys("Tab")
        time.sleep(0.1)
        focused = [node.name for node in find_all_in(app.main_window, "push button")
                   if has_state(node, pyatspi.STATE_FOCUSED)]
        if focused and focused[0].startswith(("Drawing ", "Rename Drawing", "Delete Drawing")):
            break
    else:
        raise AssertionError("Tab never reached a tile")
    app.press_keys("ctrl+End")
    wait_for(lambda: "Drawing 1000" in document_buttons(app), 5, message="the last document's tile")
    shot("last")
    app.press_keys("Return")
    app.window("Drawing 1000")
    close_document(app, "Drawing 1000")


def choose_save_file(app, title: str, path) -> None:
    """Answers GTK's save chooser (the app's own dialog when no portal runs): types the path
    over the suggested name in its name field and accepts."""
    app.window(title)
    app.press_keys("ctrl+a", window=title)
    time.sleep(0.2)
    harness.xdotool("type", "--delay", "10", str(path))
    time.sleep(0.2)
    app.press_keys("Return", window=title)
    app.wait_window_gone(title)


def png_size(path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", "a PNG file"
    return struct.unpack(">II", head[16:24])


def pixel(path, x: int, y: int) -> tuple[int, ...]:
    """The colour at (x, y) of an image file, as ImageMagick reads it."""
    text = subprocess.run(["convert", str(path), "-format", f"%[fx:int(255*u.p{{{x},{y}}}.r)],"
                           f"%[fx:int(255*u.p{{{x},{y}}}.g)],%[fx:int(255*u.p{{{x},{y}}}.b)]", "info:"],
                          capture_output=True, text=True, timeout=20, check=True).stdout
    return tuple(int(value) for value in text.split(","))


def export_from_the_menu(app, document, item: str, path, shot=None, by_keyboard=False) -> None:
    if by_keyboard:
        app.press_keys("F10", window=document.name)  # the document's primary menu
    else:
        harness.click(app.find("push button", "Document Menu", root=document))
    menu = app.find("menu", None, predicate=harness.is_visible)
    assert [node.name for node in find_all_in(menu, "menu item")] == ["Export as PNG…", "Export as PDF…"]
    if shot:
        time.sleep(0.3)
        shot("document-menu")
    harness.click(app.find("menu item", item, root=menu))
    choose_save_file(app, "Export Document", path)


def test_export_as_png_and_pdf_through_the_save_chooser(launch, xdg_home, tmp_path, shot):
    """The document menu's exports write the canvas at its own size (the background's, here
    300 × 200, whatever the zoom on screen) with the emoji where they are."""
    # GTK 4.8's file chooser leaks (see test_attributor's chooser test): memory still checked.
    env = dict(harness.for_dropped_files())
    app = launch("--start", "emojiart", wait_title="EmojiArt", env=env)
    document = new_document(app)
    canvas = app.find(None, "Canvas", root=document)
    app.drop_file(png(tmp_path / "sky.png", 300, 200), onto=canvas)
    wait_for(lambda: b"image/png" in (folder(xdg_home) / "Untitled.emojiart").read_bytes(), 8,
             message="the background saved")
    harness.click(app.find("push button", "🍎", root=document))
    _, _, size, x, y = the_emoji(document)
    app.press_keys("plus", "plus", "plus", "plus", "plus", window="Untitled")  # 60 points
    expect_emoji(document, f"🍎, {size + 20} points, at {x}, {y}")
    app.press_keys("ctrl+plus", window="Untitled")  # the canvas zoomed on screen: not in the export

    exported = tmp_path / "out" / "Apple.png"
    exported.parent.mkdir()
    export_from_the_menu(app, document, "Export as PNG…", exported, shot)
    wait_for(lambda: exported.exists(), 10, message="the exported PNG")
    assert png_size(exported) == (300, 200)
    sky = (40, 120, 200)
    assert pixel(exported, 5, 195) == sky, "the background in a corner"
    apple = pixel(exported, x, y)
    assert apple != sky and apple[0] > apple[2], f"the red apple at its place: {apple}"
    assert sorted(p.name for p in exported.parent.iterdir()) == ["Apple.png"], "no temporary file left"

    exported_pdf = tmp_path / "out" / "Apple.pdf"
    export_from_the_menu(app, document, "Export as PDF…", exported_pdf, by_keyboard=True)
    wait_for(lambda: exported_pdf.exists(), 10, message="the exported PDF")
    assert exported_pdf.read_bytes()[:5] == b"%PDF-"
    info = subprocess.run(["pdfinfo", str(exported_pdf)], capture_output=True, text=True, timeout=20,
                          check=True).stdout
    assert re.search(r"^Page size:\s+300 x 200 pts$", info, re.M), info
    subprocess.run(["pdftoppm", "-r", "72", "-png", "-singlefile", str(exported_pdf), str(tmp_path / "page")],
                   check=True, timeout=30)
    assert png_size(tmp_path / "page.png") == (300, 200)
    page_apple = pixel(tmp_path / "page.png", x, y)
    assert page_apple != sky and page_apple[0] > page_apple[2], f"the apple in the PDF: {page_apple}"
    assert "Untitled, " in subtitle(app, document), "the document page is still up"

    # A folder no one may write in (sysfs refuses even root): said in an alert, nothing lost.
    written = exported.read_bytes()
    export_from_the_menu(app, document, "Export as PNG…", "/sys/Apple.png")
    alert = app.window("The Document Could Not Be Exported")
    app.find("label", "“Apple.png” could not be saved in /sys: Permission denied", root=alert)
    shot("export-failed")
    harness.click(app.find("push button", "Close", root=alert))
    app.wait_window_gone("The Document Could Not Be Exported")
    assert exported.read_bytes() == written, "the earlier export is as it was"
    expect_emoji(document, f"🍎, {size + 20} points, at {x}, {y}")


@pytest.mark.parametrize("code", ["de", "ar"])
def test_the_document_menu_and_the_export_chooser_are_translated(launch, xdg_home, code, shot):
    lang = l10n.language(code)
    # GTK 4.8's file chooser leaks (see test_export_as_png_and_pdf_through_the_save_chooser).
    app = launch("--start", "emojiart", env={**lang.env, **harness.without_leak_checks()}, wait_title="EmojiArt")
    name = lang.t("Untitled")
    harness.click(app.find("push button", lang.t("New Document"), root=app.header_bar()))
    document = app.window(name)
    harness.click(app.find("push button", lang.t("Document Menu"), root=document))
    menu = app.find("menu", None, predicate=harness.is_visible)
    items = [lang.t("Export as _PNG…").replace("_", ""), lang.t("Export as P_DF…").replace("_", "")]
    assert [node.name for node in find_all_in(menu, "menu item")] == items
    time.sleep(0.3)
    shot("menu")
    harness.click(app.find("menu item", items[1], root=menu))
    chooser = lang.t("Export Document")
    app.window(chooser)
    time.sleep(0.5)
    shot("chooser")
    app.press_keys("Escape", window=chooser)
    app.wait_window_gone(chooser)
    assert not list((folder(xdg_home)).glob("*.pdf")), "cancelled: nothing written"
