"""Attributor and Text Stats: colouring and outlining a selection, Stats' exact counts, the
outline drawn as an outline (pixels), preferred fonts and the app's zoom, the document's
state under the title, autosave and relaunch, and imports: dropping a file onto the editor,
`Text Import Failed` with Keep Warning / Stop Warning.

The body is a `text` node named Body, reachable through AT-SPI's Text and EditableText
interfaces. GTK 4.8 gives no reply to setting a selection over AT-SPI, so the tests select
with the keyboard (harness README).
"""

import json
import os
import signal
import time

import pyatspi

import harness
from atspi_tree import wait_for, walk

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
    app = launch("--start", "attributor", wait_title="Attributor")
    set_text(app, "Before after")
    select(app, 7, 7)
    note = write(tmp_path / "note.txt", "dropped é 👍🏽 ".encode())
    app.drop_file(note, onto=body(app))
    wait_for(lambda: "dropped" in harness.text(body(app)), message="the dropped text in the editor")
    assert "dropped é 👍🏽" in harness.text(body(app))
    assert header_title(app) == "Attributor, Edited"


def test_a_failed_import_warns_until_stopped_and_the_same_file_turns_it_back_on(launch, tmp_path, shot):
    app = launch("--start", "attributor", wait_title="Attributor")
    set_text(app, TEXT)
    picture = write(tmp_path / "picture.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64))
    other = write(tmp_path / "other.bin", bytes(range(256)) * 4)

    app.drop_file(picture, onto=body(app))
    alert = app.window("Text Import Failed")
    app.find("label", "picture.png: The file is not text: it holds binary data.", root=alert)
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
    settings = json.loads((xdg_home.app_config / "settings.json").read_text())
    assert settings["textZoom"] == 1.25
    app.press_keys("ctrl+0", window=harness.MAIN)
    wait_for(lambda: harness.extents(headline)[3] == height, message="the headline back to its size")
