"""Attributor's Info button: the popover segue `Show Document Info`.

The popover is a ``filler 'Document Info'`` in the main window's tree (GtkPopover's
accessible node), holding labels: the document's name, Size, Created, Modified and the
counts (``21 characters``, ``3 words``). Its AT-SPI extents are off (harness docstring), so
where it is drawn is read from its own X window (titled ``machismo``). Escape and a click
outside close it (GtkPopover's autohide). A window narrower than the popover needs shows the
page as a modal window ``Document Info`` with **Done** instead.

Attributor's window is at least about 535 px wide, wider than the popover of a short name
(about 230 px): the narrow case uses a document whose long name widens the popover.
"""

import json
import re
import shutil
import time

import harness
from atspi_tree import walk, wait_for
from harness import click, find_all_in, is_visible
from test_attributor import set_text

TEXT = "Hello colourful world"    # 21 characters, 3 words
INFO = "Document Info"
#: A window narrower than the long name's popover (Attributor's is at least about 535 px wide).
NARROW = 560
LONG_NAME = "Minutes of the committee on the naming of very long documents, spring session"


def info_button(app):
    return app.find("push button", "Info", root=app.header_bar())


def popover_open(app) -> bool:
    return bool(find_all_in(app.main_window, "filler", INFO, predicate=is_visible))


def open_popover(app):
    """Presses Info; returns the popover's node once shown."""
    click(info_button(app))
    return app.find("filler", INFO, root=app.main_window, predicate=is_visible)


def labels(node) -> list[str]:
    return [child.name for child in walk(node) if harness.role(child) == "label"]


def popover_x_window(app, main_id: str):
    """(id, geometry) of the one other X window the app shows: the popover's."""
    def lookup():
        others = [(window_id, geometry) for window_id, _, geometry in app.x_windows() if window_id != main_id]
        return others[0] if len(others) == 1 else None
    return wait_for(lookup, 5, message=lambda: f"the popover's X window; there are {app.x_windows()}")


def close_popover_gone(app) -> None:
    wait_for(lambda: not popover_open(app), 5, message="the popover to close")


def test_the_popover_opens_on_its_button_and_escape_or_a_click_outside_closes_it(launch, shot):
    app = launch("--start", "attributor", wait_title="Attributor")
    button = info_button(app)
    assert harness.actions(button) == ["click"]
    assert button.description == "Info", "the tooltip"
    set_text(app, TEXT)
    main_id = app.x_window_id()

    popover = open_popover(app)
    shown = labels(popover)
    assert shown[0] == app.find("label", None, root=app.main_window,
                                predicate=lambda node: node.name.startswith("Untitled")).name, shown
    assert "21 characters" in shown and "3 words" in shown, shown
    _, (x, y, width, height) = popover_x_window(app, main_id)
    bx, by, bwidth, bheight = app.screen_box(button)
    assert x < bx + bwidth // 2 < x + width, "the popover is centred on the button"
    assert by + bheight - 4 <= y <= by + bheight + 16, f"just below the button: {(x, y)} vs {(bx, by, bwidth, bheight)}"
    harness.park_pointer()
    time.sleep(0.3)
    shot("popover")
    assert app.title == "Attributor", "a popover is no page of the stack"

    app.press_keys("Escape")
    close_popover_gone(app)
    assert app.title == "Attributor", "Escape closed the popover and went nowhere"
    wait_for(lambda: len(app.x_windows()) == 1, 5, message="the popover's X window to go")

    open_popover(app)
    popover_x_window(app, main_id)
    # A click outside: on the headline, far from the popover.
    app.mouse_click(app.find("push button", "Red", root=app.main_window))
    close_popover_gone(app)
    open_popover(app)
    assert "21 characters" in labels(app.find("filler", INFO, root=app.main_window, predicate=is_visible)), \
        "a fresh page each time"
    app.press_keys("Escape")
    close_popover_gone(app)
    app.quit()
    assert app.close() == 0


def test_a_document_never_saved_says_so_and_a_saved_one_has_its_size_and_times(launch, xdg_home):
    app = launch("--start", "attributor", wait_title="Attributor")
    shown = labels(open_popover(app))
    assert "Not saved yet" in shown, shown
    assert "Created" not in shown and "Modified" not in shown, shown
    app.press_keys("Escape")
    close_popover_gone(app)
    set_text(app, TEXT)
    app.press_keys("ctrl+s", window=harness.MAIN)
    documents = xdg_home.data / "machismo" / "Documents"
    wait_for(lambda: list(documents.glob("*.json")), 5, message="the document saved")
    time.sleep(0.3)
    shown = labels(open_popover(app))
    assert "Not saved yet" not in shown, shown
    assert "Size" in shown and "Modified" in shown, shown
    size = shown[shown.index("Size") + 1]
    assert re.fullmatch(r"\d+\sbytes|[\d.]+\skB", size), size
    modified = shown[shown.index("Modified") + 1]
    assert re.fullmatch(r"\d{1,2} \w{3} \d{4} \d{2}:\d{2}", modified), modified
    app.press_keys("Escape")
    close_popover_gone(app)
    app.quit()
    assert app.close() == 0


def long_named_document(launch, xdg_home) -> None:
    """Saves a document, then makes a copy of it with a long name the open document."""
    first = launch("--start", "attributor", wait_title="Attributor")
    set_text(first, TEXT)
    first.press_keys("ctrl+s", window=harness.MAIN)
    documents = xdg_home.data / "machismo" / "Documents"
    saved = wait_for(lambda: sorted(documents.glob("*.json")), 5, message="the document saved")[0]
    first.quit()
    assert first.close() == 0
    long_file = documents / f"{LONG_NAME}.json"
    shutil.copy(saved, long_file)
    state = xdg_home.app_state / "attributor.json"
    recorded = json.loads(state.read_text())
    recorded["documentPath"] = str(long_file)
    state.write_text(json.dumps(recorded))


def test_a_narrow_window_shows_the_page_modally_with_done(launch, xdg_home, shot):
    long_named_document(launch, xdg_home)
    app = launch("--start", "attributor", wait_title="Attributor")
    main_id = app.x_window_id()
    app.resize(1200, 700)
    popover = open_popover(app)
    assert LONG_NAME in labels(popover)
    _, (_, _, popover_width, _) = popover_x_window(app, main_id)
    app.press_keys("Escape")
    close_popover_gone(app)

    print("popover width", popover_width)
    assert popover_width > NARROW, f"the long name widens the popover past {NARROW} px: {popover_width}"
    app.resize(NARROW, 700)
    click(info_button(app))
    page = app.window(INFO)
    assert not popover_open(app), "no popover in a narrow window"
    shown = labels(page)
    assert LONG_NAME in shown and "21 characters" in shown and "3 words" in shown, shown
    done = app.find("push button", "Done", root=page)
    harness.park_pointer()
    time.sleep(0.3)
    shot("narrow-modal")
    click(done)
    app.wait_window_gone(INFO)
    assert app.title == "Attributor"

    app.resize(1200, 700)
    open_popover(app)
    app.press_keys("Escape")
    close_popover_gone(app)
    app.quit()
    assert app.close() == 0


def test_the_popover_in_the_dark_style(launch, xdg_home, shot):
    xdg_home.app_config.mkdir(parents=True, exist_ok=True)
    (xdg_home.app_config / "settings.json").write_text(json.dumps({"style": "dark"}))
    app = launch("--start", "attributor", wait_title="Attributor")
    set_text(app, TEXT)
    main_id = app.x_window_id()
    open_popover(app)
    _, (x, y, width, height) = popover_x_window(app, main_id)
    harness.park_pointer()
    time.sleep(0.3)
    screen = shot("dark")
    # The bubble is dark, as the window is (beside its heading: no text there).
    assert harness.mean_brightness(screen, (x + width - 35, y + 28, 15, 10)) < 0.3
    app.press_keys("Escape")
    close_popover_gone(app)
    app.quit()
    assert app.close() == 0
