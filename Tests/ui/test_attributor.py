"""Attributor and Text Stats: colouring and outlining a selection, Stats' exact counts, the
outline drawn as an outline (pixels), preferred fonts and the app's zoom, the document's
state under the title, autosave and relaunch, and imports: dropping a file onto the editor,
`Text Import Failed` with Keep Warning / Stop Warning.

The body is a `text` node named Body, reachable through AT-SPI's Text and EditableText
interfaces. GTK 4.8 gives no reply to setting a selection over AT-SPI, so the tests select
with the keyboard (harness README).
"""

import datetime
import json
import os
import signal
import subprocess
import time

import pyatspi

import harness
from atspi_tree import find_all_in, is_visible, wait_for, walk
from x_screen import ARTIFACTS

TEXT = "Hello colourful world"


def body(app):
    return app.find("text", "Body", root=app.main_window)


def set_text(app, value: str) -> None:
    node = body(app)
    node.queryEditableText().setTextContents(value)
    wait_for(lambda: harness.text(node) == value, message=f"the body to read {value!r}")


def select(app, start: int, end: int) -> None:
    """Selects characters start..<end with the keyboard."""
    node = body(app)
    app.focus()
    app.mouse_click(node)
    wait_for(lambda: harness.has_state(node, pyatspi.STATE_FOCUSED), message="the body to have the focus")
    app.press_keys("ctrl+Home")
    if start:
        app.press_keys(*["Right"] * start)
    if end > start:
        app.press_keys(*["shift+Right"] * (end - start))
    time.sleep(0.1)


def press(app, name: str) -> None:
    """Clicks a button of the page, then lets the app act on the selection before the test
    moves it (an AT-SPI click returns before GTK has run the button's handler)."""
    harness.click(app.find("push button", name, root=app.main_window))
    time.sleep(0.4)


def header_title(app) -> str:
    """The header bar's title with the page's subtitle: `Attributor, Edited`."""
    return app.find("panel", None, root=app.header_bar(),
                    predicate=lambda node: node.name.startswith("Attributor, ")).name


def stats_lines(app) -> list[str]:
    app.expect_title("Text Stats")
    return [node.name for node in walk(app.main_window)
            if harness.role(node) == "label" and node.name.split(" ", 1)[0].isdigit()]


def open_stats(app) -> list[str]:
    harness.click(app.find("push button", "Stats", root=app.header_bar()))
    return stats_lines(app)


def test_colour_outline_and_stats(launch, shot):
    app = launch("--start", "attributor", wait_title="Attributor")
    set_text(app, TEXT)
    select(app, 0, 5)
    press(app, "Red")
    select(app, 6, 15)
    press(app, "Purple")
    press(app, "Outline")
    shot("coloured")
    lines = open_stats(app)
    assert lines[:4] == ["14 colorful characters", "9 outlined characters", "3 words", "21 characters"], lines
    chart = app.find("filler", "Characters per Colour", root=app.main_window)
    assert chart.description == "Purple: 9, Default: 7, Red: 5"
    shot("stats")
    app.go_back("Attributor")
    assert harness.text(body(app)) == TEXT, "Back returns to the editor with the text intact"

    select(app, 6, 15)
    press(app, "Unoutline")
    assert open_stats(app)[:2] == ["14 colorful characters", "0 outlined characters"]


def test_stats_on_an_empty_document_says_why_it_shows_nothing(launch, shot):
    """shouldPerformSegue refuses `Analyze Text` on an empty document, and says why."""
    app = launch("--start", "attributor", wait_title="Attributor")
    assert harness.text(body(app)) == ""
    harness.click(app.find("push button", "Stats", root=app.header_bar()))
    alert = app.window("Nothing to Analyze")
    app.find("label", "This document has no text yet. Type or paste some text, or open a document, "
                      "then choose Stats.", root=alert)
    shot("nothing-to-analyze")
    harness.click(app.find("push button", "Close", root=alert))
    app.wait_window_gone("Nothing to Analyze")
    app.expect_title("Attributor")
    set_text(app, TEXT)
    assert open_stats(app)[2:4] == ["3 words", "21 characters"], "with text, Stats goes ahead"


def test_the_document_comes_back_and_its_state_shows(launch, xdg_home):
    app = launch("--start", "attributor", wait_title="Attributor")
    assert header_title(app) == "Attributor, Saved"
    set_text(app, TEXT)
    wait_for(lambda: header_title(app) == "Attributor, Edited")
    select(app, 0, 5)
    press(app, "Orange")
    app.press_keys("ctrl+s", window=harness.MAIN)
    wait_for(lambda: header_title(app) == "Attributor, Saved")
    saved = json.loads((xdg_home.data / "machismo" / "Documents" / "Untitled.json").read_text())
    assert saved["text"] == TEXT
    assert saved["runs"] == [{"start": 0, "length": 5, "color": [1, 0.5, 0]}]

    select(app, 6, 15)
    press(app, "Outline")
    app.press_keys("ctrl+q", window=harness.MAIN)
    assert app.close() == 0

    app = launch(wait_title="Attributor")
    assert harness.text(body(app)) == TEXT
    assert open_stats(app)[:2] == ["5 colorful characters", "9 outlined characters"], "quitting saved the outline"


def test_after_a_crash_the_last_autosave_comes_back(launch):
    app = launch("--start", "attributor", wait_title="Attributor")
    set_text(app, TEXT)
    app.select_tab("Cards", expected_title="Cards")   # leaving the page autosaves
    os.kill(app.pid, signal.SIGKILL)
    app.close(check_stderr=False)
    app = launch("--start", "attributor", wait_title="Attributor")
    assert harness.text(body(app)) == TEXT


def write(path, data: bytes):
    path.write_bytes(data)
    return path


def test_a_dropped_text_file_is_imported_at_the_cursor(launch, tmp_path):
    app = launch("--start", "attributor", wait_title="Attributor", env=harness.for_dropped_files())
    set_text(app, "Before after")
    select(app, 7, 7)
    note = write(tmp_path / "note.txt", "dropped é 👍🏽 ".encode())
    app.drop_file(note, onto=body(app))
    wait_for(lambda: "dropped" in harness.text(body(app)), message="the dropped text in the editor")
    assert "dropped é 👍🏽" in harness.text(body(app))
    assert header_title(app) == "Attributor, Edited"


def test_a_failed_import_warns_until_stopped_and_the_same_file_turns_it_back_on(launch, tmp_path, shot):
    app = launch("--start", "attributor", wait_title="Attributor", env=harness.for_dropped_files())
    set_text(app, TEXT)
    picture = write(tmp_path / "picture.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64))
    other = write(tmp_path / "other.bin", bytes(range(256)) * 4)

    app.drop_file(picture, onto=body(app))
    alert = app.window("Text Import Failed")
    app.find("label", "picture.png: The file is not text: it holds binary data.\n\n"
                      "Show this warning in the future?", root=alert)
    shot("import-failed")
    harness.click(app.find("push button", "Stop Warning", root=alert))
    app.wait_window_gone("Text Import Failed")

    app.drop_file(other, onto=body(app))
    time.sleep(1)
    assert "Text Import Failed" not in [window.name for window in app.windows()], "Stop Warning silences failures"

    app.drop_file(picture, onto=body(app))
    alert = app.window("Text Import Failed")
    harness.click(app.find("push button", "Keep Warning", root=alert))
    app.wait_window_gone("Text Import Failed")
    assert harness.text(body(app)) == TEXT, "a failed import never touches the text"


def test_a_damaged_document_is_reported_and_kept(launch, xdg_home):
    documents = xdg_home.data / "machismo" / "Documents"
    documents.mkdir(parents=True)
    damaged = b'{"format": "machismo-attributed-text", "version": 1, "text": "cut sh'
    (documents / "Untitled.json").write_bytes(damaged)
    app = launch("--start", "attributor", wait_title=None)
    alert = app.window("The Document Could Not Be Opened")
    harness.click(app.find("push button", "Close", root=alert))
    app.expect_title("Attributor")
    assert (documents / "Untitled.json").read_bytes() == damaged
    assert app.find("label", "Untitled 2", root=app.main_window)
    set_text(app, "new")
    app.press_keys("ctrl+s", window=harness.MAIN)
    wait_for(lambda: (documents / "Untitled 2.json").exists())
    assert (documents / "Untitled.json").read_bytes() == damaged


def test_zoom_changes_the_preferred_fonts(launch, xdg_home):
    app = launch("--start", "attributor", wait_title="Attributor")
    headline = app.find("label", "Untitled", root=app.main_window)
    height = harness.extents(headline)[3]
    app.press_keys("ctrl+plus", "ctrl+plus", window=harness.MAIN)
    wait_for(lambda: harness.extents(headline)[3] > height, message="a bigger headline")
    # The headline grows at the first press; the second's zoom is saved a moment later.
    settings = xdg_home.app_config / "settings.json"
    wait_for(lambda: json.loads(settings.read_text())["textZoom"] == 1.25, message="a zoom of 125% saved")
    app.press_keys("ctrl+0", window=harness.MAIN)
    wait_for(lambda: harness.extents(headline)[3] == height, message="the headline back to its size")


def pixels(png) -> tuple[int, int, bytes]:
    """The picture's width, height and RGB bytes (ImageMagick writes a binary PPM)."""
    data = subprocess.run(["convert", str(png), "ppm:-"], capture_output=True, check=True, timeout=20).stdout
    fields = data.split(maxsplit=4)
    width, height = int(fields[1]), int(fields[2])
    return width, height, fields[4][-width * height * 3:]


def outlined_red(png, box) -> tuple[int, int]:
    """Red pixels, and black pixels within 3 pixels of a red one, in ``box`` of the picture."""
    width, _, rgb = pixels(png)
    x0, y0, w, h = box

    def at(x, y):
        i = (y * width + x) * 3
        return rgb[i], rgb[i + 1], rgb[i + 2]

    def red(p):
        return p[0] > 200 and p[1] < 60 and p[2] < 60

    def black(p):
        return max(p) < 50

    reds = {(x, y) for y in range(y0, y0 + h) for x in range(x0, x0 + w) if red(at(x, y))}
    outline = sum(1 for y in range(y0, y0 + h) for x in range(x0, x0 + w)
                  if black(at(x, y)) and any((x + dx, y + dy) in reds for dx in range(-3, 4) for dy in range(-3, 4)))
    return len(reds), outline


def red_columns(png, box) -> list[int]:
    width, _, rgb = pixels(png)
    x0, y0, w, h = box
    return [x for x in range(x0, x0 + w)
            if any(rgb[(y * width + x) * 3] > 200 and rgb[(y * width + x) * 3 + 1] < 60 for y in range(y0, y0 + h))]


def test_outlined_text_looks_outlined(launch, shot):
    assert_outlined_text_looks_outlined(launch("--start", "attributor", wait_title="Attributor"), shot)


def assert_outlined_text_looks_outlined(app, shot) -> None:
    """On Attributor's page: "Outlined Plain" typed, coloured red, its first word outlined,
    then black pixels round the red glyphs of that word and none round the other's.
    (test_installed.py runs it on the release build too.)"""
    app.press_keys("ctrl+plus", "ctrl+plus", "ctrl+plus", "ctrl+plus", window=harness.MAIN)
    set_text(app, "Outlined Plain")
    select(app, 0, 14)
    press(app, "Red")
    select(app, 0, 8)
    press(app, "Outline")
    select(app, 14, 14)
    harness.park_pointer()
    time.sleep(0.3)
    screen = shot("outlined")
    x, y, width, _ = app.screen_box(body(app))
    line = (x + 2, y + 2, width - 4, 80)
    columns = red_columns(screen, line)
    assert columns, "the text is red"
    # The two words: split at the widest gap between red columns.
    gap_start, gap_end = max(zip(columns, columns[1:]), key=lambda pair: pair[1] - pair[0])
    outlined = (columns[0] - 4, line[1], gap_start - columns[0] + 8, 80)
    plain = (gap_end - 4, line[1], columns[-1] - gap_end + 8, 80)
    reds, outline = outlined_red(screen, outlined)
    assert reds > 100 and outline > reds // 3, f"black pixels round the red glyphs of Outlined: {reds} red, {outline} black"
    plain_reds, plain_outline = outlined_red(screen, plain)
    assert plain_reds > 100 and plain_outline < plain_reds // 20, \
        f"Plain is red with no outline: {plain_reds} red, {plain_outline} black"


def choose_file(app, title: str, path, save: bool = False) -> None:
    """Answers GTK's file chooser (the app's own dialog when no portal runs): types the
    path into its location field (a save chooser's name field) and accepts."""
    dialog = app.window(title)
    app.press_keys("ctrl+a" if save else "ctrl+l", window=title)
    time.sleep(0.2)
    harness.xdotool("type", "--delay", "10", str(path))
    time.sleep(0.2)
    app.press_keys("Return", window=title)
    app.wait_window_gone(title)
    assert dialog


def test_open_and_save_as_with_the_file_chooser(launch, tmp_path, shot):
    letter = tmp_path / "Letter.json"
    letter.write_text(json.dumps({"format": "machismo-attributed-text", "version": 1, "text": "Dear reader",
                                  "runs": [{"start": 0, "length": 4, "color": [0.5, 0, 0.5], "outline": True}]}))
    # GTK 4.8's file chooser leaks: its path bar never frees the GFileInfo of each folder
    # it shows, made in a GIO worker thread whose stack has no name an LSan suppression
    # could match (see Tests/asan/lsan.supp). Its memory is still checked.
    app = launch("--start", "attributor", wait_title="Attributor", env=harness.without_leak_checks())
    app.press_keys("ctrl+o", window=harness.MAIN)
    app.window("Open or Import")
    time.sleep(0.5)
    shot("open-chooser")
    choose_file(app, "Open or Import", letter)
    wait_for(lambda: harness.text(body(app)) == "Dear reader", message="the opened document")
    app.find("label", "Letter", root=app.main_window)
    assert open_stats(app)[:2] == ["4 colorful characters", "4 outlined characters"]
    app.go_back("Attributor")

    set_text(app, "Dear reader, hello")
    copy = tmp_path / "Copy.json"
    harness.click(app.find("menu item", "Save As…", root=open_document_menu(app)))
    choose_file(app, "Save Document As", copy, save=True)
    wait_for(lambda: copy.exists(), message="the saved copy")
    assert json.loads(copy.read_text())["text"] == "Dear reader, hello"
    app.find("label", "Copy", root=app.main_window)
    assert header_title(app) == "Attributor, Saved"
    # The document saved itself a second after the typing, before Save As: the original holds
    # the text as it was then, and what comes after goes to the copy only.
    assert json.loads(letter.read_text())["text"] == "Dear reader, hello"
    set_text(app, "Dear reader, hello again")
    wait_for(lambda: json.loads(copy.read_text())["text"] == "Dear reader, hello again", 10,
             message="the copy autosaved")
    assert json.loads(letter.read_text())["text"] == "Dear reader, hello", "Save As moved the document to the copy"


def saved_document(app, xdg_home) -> dict:
    """Saves with Ctrl+S and reads the document back."""
    app.press_keys("ctrl+s", window=harness.MAIN)
    wait_for(lambda: header_title(app) == "Attributor, Saved")
    return json.loads((xdg_home.data / "machismo" / "Documents" / "Untitled.json").read_text())


def sensitive(app, name: str) -> bool:
    return harness.has_state(app.find("push button", name, root=app.header_bar()), pyatspi.STATE_SENSITIVE)


def test_undo_and_redo_take_back_typing_colour_and_outline_in_order(launch, xdg_home, shot):
    app = launch("--start", "attributor", wait_title="Attributor")
    undo = app.find("push button", "Undo", root=app.header_bar())
    assert undo.description == "Undo (Ctrl+Z)", "the tooltip names the shortcut"
    assert not sensitive(app, "Undo") and not sensitive(app, "Redo"), "nothing to undo or redo yet"
    select(app, 0, 0)
    harness.xdotool("type", "--delay", "20", "Hello world")
    wait_for(lambda: harness.text(body(app)) == "Hello world", message="the typed text")
    select(app, 0, 5)
    press(app, "Red")
    select(app, 6, 11)
    press(app, "Outline")
    wait_for(lambda: sensitive(app, "Undo"), message="Undo pressable")
    shot("undo-before")
    red = {"start": 0, "length": 5, "color": [1, 0, 0]}
    outline = {"start": 6, "length": 5, "outline": True}
    assert saved_document(app, xdg_home)["runs"] == [red, outline]

    app.press_keys("ctrl+z", window=harness.MAIN)
    wait_for(lambda: saved_document(app, xdg_home).get("runs") == [red], message="the outline undone")
    harness.click(undo)
    wait_for(lambda: saved_document(app, xdg_home).get("runs", []) == [], message="the colour undone")
    assert harness.text(body(app)) == "Hello world"
    app.press_keys("ctrl+z", window=harness.MAIN)
    wait_for(lambda: harness.text(body(app)) == "", message="the typing undone in one step")
    wait_for(lambda: not sensitive(app, "Undo") and sensitive(app, "Redo"), message="only Redo pressable")

    app.press_keys("ctrl+shift+z", window=harness.MAIN)
    wait_for(lambda: harness.text(body(app)) == "Hello world", message="the typing redone in one step")
    app.press_keys("ctrl+shift+z", "ctrl+shift+z", window=harness.MAIN)
    wait_for(lambda: not sensitive(app, "Redo"), message="nothing left to redo")
    assert saved_document(app, xdg_home)["runs"] == [red, outline]
    shot("undo-redone")


def test_new_saves_the_document_then_opens_an_empty_one_and_a_failed_save_keeps_the_text(launch, xdg_home, shot):
    documents = xdg_home.data / "machismo" / "Documents"
    # GTK 4.8 leaks a recent file's info as the application writes the desktop's recent files
    # one last time while it shuts down, after documents were added to it (inside GTK, a stack
    # with no name an LSan suppression could match). Its memory is still checked.
    app = launch("--start", "attributor", wait_title="Attributor", env=harness.without_leak_checks())
    set_text(app, TEXT)
    app.press_keys("ctrl+n", window=harness.MAIN)
    app.find("label", "Untitled 2", root=app.main_window)
    wait_for(lambda: harness.text(body(app)) == "", message="an empty document")
    assert json.loads((documents / "Untitled.json").read_text())["text"] == TEXT, "saved first"
    assert not harness.has_state(app.find("push button", "Undo", root=app.header_bar()), pyatspi.STATE_SENSITIVE)

    (documents / "Untitled 2.json").mkdir()  # where no file can be written
    set_text(app, "Not lost")
    harness.click(app.find("menu item", "New", root=open_document_menu(app)))
    alert = app.window("The Document Could Not Be Saved")
    shot("new-save-failed")
    harness.click(app.find("push button", "Close", root=alert))
    app.wait_window_gone("The Document Could Not Be Saved")
    assert harness.text(body(app)) == "Not lost", "the text stays"
    app.find("label", "Untitled 2", root=app.main_window)
    wait_for(lambda: header_title(app) == "Attributor, Save Failed")


def recent_files(entries) -> str:
    """A desktop's recently-used.xbel listing (path, app, ISO time) entries."""
    bookmarks = "".join(f"""
  <bookmark href="{path.as_uri()}" added="{when}" modified="{when}" visited="{when}">
    <info><metadata owner="http://freedesktop.org">
      <mime:mime-type type="application/json"/>
      <bookmark:applications>
        <bookmark:application name="{app}" exec="&apos;{app.lower()}&apos;" modified="{when}" count="1"/>
      </bookmark:applications>
    </metadata></info>
  </bookmark>""" for path, app, when in entries)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<xbel version="1.0" xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
      xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info">{bookmarks}
</xbel>
"""


def open_document_menu(app):
    """Opens the document menu; returns the popover's menu node."""
    harness.click(app.find("push button", "Document Menu", root=app.header_bar()))
    return app.find("menu", None, predicate=is_visible)


def test_open_recent_lists_the_desktops_recent_documents_and_opens_one(launch, xdg_home, tmp_path, shot):
    def document(name, text):
        path = tmp_path / name
        path.write_text(json.dumps({"format": "machismo-attributed-text", "version": 1, "text": text}))
        return path
    letter, memo = document("Letter.json", "Dear reader"), document("Memo.json", "Remember")
    gone, other = tmp_path / "Gone.json", document("Other.json", "not ours")
    xdg_home.data.mkdir(parents=True, exist_ok=True)
    def minutes_ago(minutes):  # GTK forgets files not used for 30 days (gtk-recent-files-max-age)
        moment = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=minutes)
        return moment.strftime("%Y-%m-%dT%H:%M:%S.000000Z")
    (xdg_home.data / "recently-used.xbel").write_text(recent_files([
        (letter, "Machismo", minutes_ago(40)), (memo, "Machismo", minutes_ago(30)),
        (gone, "Machismo", minutes_ago(20)), (other, "gedit", minutes_ago(10))]))
    # As for New: GTK 4.8 leaks a recent file's info as it shuts down (memory still checked).
    app = launch("--start", "attributor", wait_title="Attributor", env=harness.without_leak_checks())
    menu = open_document_menu(app)
    items = lambda: [node.name for node in find_all_in(menu, "menu item") if is_visible(node)]
    wait_for(lambda: items()[2:4] == ["Memo", "Letter"], message=lambda: f"Memo then Letter; the menu has {items()}")
    assert "Gone" not in items() and "Other" not in items()
    time.sleep(0.3)
    shot("open-recent")
    harness.click(app.find("menu item", "Letter", root=menu))
    wait_for(lambda: harness.text(body(app)) == "Dear reader", message="the recent document opened")
    app.find("label", "Letter", root=app.main_window)

    menu = open_document_menu(app)
    wait_for(lambda: items()[2:4] == ["Letter", "Memo"], message=lambda: f"Letter first now; the menu has {items()}")
    app.press_keys("Escape")
    xbel = xdg_home.data / "recently-used.xbel"
    wait_for(lambda: "Untitled.json" in xbel.read_text(), message="the desktop's list holds the app's documents")


def test_export_as_pdf_writes_the_coloured_outlined_text(launch, tmp_path, shot):
    app = launch("--start", "attributor", wait_title="Attributor", env=harness.without_leak_checks())
    set_text(app, TEXT)
    select(app, 6, 15)
    press(app, "Red")
    press(app, "Outline")
    menu = open_document_menu(app)
    shot("document-menu")
    harness.click(app.find("menu item", "Export as PDF…", root=menu))
    app.window("Export as PDF")
    pdf = tmp_path / "Colourful.pdf"
    choose_file(app, "Export as PDF", pdf, save=True)
    wait_for(lambda: pdf.exists(), message="the PDF written")
    words = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert TEXT in words, words
    page = tmp_path / "page"
    subprocess.run(["pdftoppm", "-r", "100", "-png", "-singlefile", str(pdf), str(page)], check=True, timeout=30)
    png = tmp_path / "page.png"
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "test_export_as_pdf-page.png").write_bytes(png.read_bytes())  # to look at
    width, height, _ = pixels(png)
    columns = red_columns(png, (0, 0, width, height // 4))
    assert len(columns) > 20, "colourful is red on the page"
    reds, outline = outlined_red(png, (0, 0, width, height // 4))
    assert reds > 100 and outline > reds // 3, f"black round the red glyphs: {reds} red, {outline} black"
    assert [n for n in tmp_path.iterdir() if n.name.startswith(".Colourful")] == [], "written atomically"

    select(app, 0, 0)  # a click gives the window back the keyboard after the chooser (no window manager here)
    app.press_keys("ctrl+p", window=harness.MAIN)
    dialog = app.window("Print", timeout=15)
    shot("print-dialog")
    assert app.find("push button", "Pre_view Preview", root=dialog), "GTK's preview"
    app.press_keys("Escape", window="Print")
    app.wait_window_gone("Print", timeout=10)
