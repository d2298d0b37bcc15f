"""Settings → Data: Reset Saved Data… (an action sheet in a popover on the button:
Reset Scores, Reset Everything, both destructive), the Reset Scores? alert that names how
many results go, and the Reset Everything? alert, whose destructive Reset waits for the word
RESET typed in its text field. (test_alert_safety.py presses Return in every alert.)

GTK 4.8 over AT-SPI here: the action sheet is a ``filler`` named after the sheet's title
(``Reset Saved Data``) inside the main window's tree, its choices ``push button`` nodes
with ``click`` (pressed by action: popover extents are off); the alert is a top-level
``dialog 'Reset Everything?'`` (its own X window, which has the keyboard focus once
mapped) holding a ``text 'Type RESET to confirm'`` and the ``Cancel`` and ``Reset``
buttons. Each test first saves real data (Match Bonus 6, the window and the navigation)
in one launch, adds a scores.json (imported into scores.sqlite by a launch on Scores) and
another data file, then relaunches on the Data page.
"""

import json
import sqlite3
import time

import pyatspi
import pytest

import harness
from harness import click, extents, find_all_in, has_state, is_visible, text

SHEET = "Reset Saved Data"            # the popover's accessible name (the sheet's title)
RESET_BUTTON = "Reset Saved Data…"
ALERT = "Reset Everything?"
FIELD = "Type RESET to confirm"
SCORES = '{"version": 2, "results": []}\n'  # an empty scores file, as earlier versions wrote them
TWO_RESULTS = json.dumps({"version": 1, "results": [
    {"id": f"{n}1111111-1111-1111-1111-111111111111", "game": "Set", "start": "2026-11-21T14:05:00Z",
     "end": "2026-11-21T14:09:12Z", "score": 23, "hintsUsed": 0, "history": []} for n in (1, 2)]})
OTHER_DATA = "cars.json"              # stands for the rest of the app's data: Reset Scores keeps it
OTHER_CONTENTS = '{"cars": [], "version": 1}\n'


def sensitive(node) -> bool:
    return has_state(node, pyatspi.STATE_SENSITIVE)


def app_folders(home):
    return {"config": home.app_config, "data": home.data / "machismo", "state": home.app_state}


def saved_files(home) -> set[str]:
    """Every file under the app's config, data and state folders, as 'kind/relative path', but
    for the score database's log and its index (scores.sqlite-wal, -shm), which SQLite makes and
    removes as the database is opened and closed."""
    return {f"{kind}/{path.relative_to(folder)}" for kind, folder in app_folders(home).items()
            if folder.exists() for path in folder.rglob("*")
            if path.is_file() and not path.name.endswith(("-wal", "-shm"))}


def match_bonus_saved(home) -> int:
    return json.loads((home.app_config / "settings.json").read_text())["cardScoring"]["matchBonus"]


def results_saved(home) -> int:
    with sqlite3.connect(home.data / "machismo" / "scores.sqlite", timeout=5) as connection:
        return connection.execute("SELECT count(*) FROM result").fetchone()[0]


def save_some_data(launch, home, scores=SCORES) -> set[str]:
    """Match Bonus 6 saved through the UI (and the window and navigation on quit), plus the
    score database (`scores` imported) and another data file; returns the files saved."""
    first = launch("--start", "settings/card-games", wait_title="Card Games")
    first.spin_button("Match Bonus").queryValue().currentValue = 6
    harness.wait_for(lambda: text(first.spin_button("Match Bonus")) == "6", 5, message="Match Bonus 6")
    first.quit()
    assert first.close() == 0
    assert match_bonus_saved(home) == 6
    data = home.data / "machismo"
    data.mkdir(parents=True, exist_ok=True)
    (data / "scores.json").write_text(scores)
    (data / OTHER_DATA).write_text(OTHER_CONTENTS)
    importing = launch("--start", "scores", wait_title="Scores")
    importing.quit()
    assert importing.close() == 0
    files = saved_files(home)
    assert {"config/settings.json", "data/scores.sqlite", "data/scores.json.imported", f"data/{OTHER_DATA}"} <= files, \
        files
    assert any(name.startswith("state/") for name in files), f"no navigation state saved: {files}"
    return files


def open_data_page(launch):
    return launch("--start", "settings/data", wait_title="Data")


def open_sheet(app):
    """Presses Reset Saved Data… and returns its popover once shown."""
    click(app.find("push button", RESET_BUTTON, root=app.main_window))
    return app.find("filler", SHEET, root=app.main_window, predicate=is_visible)


def sheet_open(app) -> bool:
    return bool(find_all_in(app.main_window, "filler", SHEET, predicate=is_visible))


def open_alert(app):
    """Reset Saved Data… → Reset Everything; returns the alert's dialog node."""
    sheet = open_sheet(app)
    choices = [node.name for node in find_all_in(sheet, "push button")]
    assert choices == ["Reset Scores", "Reset Everything"], f"the sheet offers {choices}"
    assert not any(has_state(node, pyatspi.STATE_FOCUSED) for node in find_all_in(sheet, "push button")), \
        "a choice has the focus: Return would choose it"
    click(app.find("push button", "Reset Everything", root=sheet))
    dialog = app.window(ALERT)
    assert harness.role(dialog) == "dialog"
    harness.wait_for(lambda: not sheet_open(app), 5, message="the sheet to close")
    return dialog


def dialogs(app) -> list[str]:
    return [harness.describe(node) for node in app.windows() if node != app.main_window]


def relaunched_match_bonus(launch) -> str:
    again = launch("--start", "settings/card-games", wait_title="Card Games")
    shown = text(again.spin_button("Match Bonus"))
    again.quit()
    assert again.close() == 0
    return shown


def type_text(characters: str) -> None:
    """Types into the focused widget of the focused X window (the alert, mapped last)."""
    harness.xdotool("type", "--delay", "30", characters)


# --------------------------------------------------------------------------- Reset Everything

def test_reset_everything_waits_for_reset_then_deletes_everything(launch, xdg_home, shot):
    save_some_data(launch, xdg_home)
    app = open_data_page(launch)
    dialog = open_alert(app)
    field = app.find("text", FIELD, root=dialog)
    reset = app.find("push button", "Reset", root=dialog)
    assert not sensitive(reset), "Reset is sensitive before anything was typed"
    shot("alert")

    type_text("RESE")
    harness.wait_for(lambda: text(field) == "RESE", 5, message=lambda: f"RESE typed, not {text(field)!r}")
    time.sleep(0.2)
    assert not sensitive(reset), "Reset is sensitive with RESE typed"
    shot("rese")
    type_text("T")
    harness.wait_for(lambda: text(field) == "RESET", 5, message=lambda: f"RESET typed, not {text(field)!r}")
    shot("reset-typed")
    try:
        harness.wait_for(lambda: sensitive(reset), 5, message="Reset sensitive once RESET is typed")
    except harness.UITestError as error:
        raise harness.KnownBug(f"the field reads RESET but Reset stays insensitive: {error}") from error

    click(reset)
    app.wait_window_gone(ALERT)
    harness.wait_for(lambda: not saved_files(xdg_home), 5,
                     message=lambda: f"everything deleted; there is still {sorted(saved_files(xdg_home))}")
    # The page lists the three folders anew, all empty.
    harness.wait_for(lambda: len(app.find_all("label", "Nothing saved yet", root=app.main_window,
                                              predicate=is_visible)) >= 3, 5,
                     message="'Nothing saved yet' in the three groups")
    assert app.title == "Data" and dialogs(app) == []
    shot("reset")
    app.quit()
    assert app.close() == 0

    assert relaunched_match_bonus(launch) == "4", "Match Bonus is not back to its default"


def test_escape_in_the_alert_deletes_nothing(launch, xdg_home, shot):
    before = save_some_data(launch, xdg_home)
    app = open_data_page(launch)
    dialog = open_alert(app)
    field = app.find("text", FIELD, root=dialog)
    type_text("RESET")  # even ready to reset
    harness.wait_for(lambda: text(field) == "RESET", 5, message=lambda: f"RESET typed, not {text(field)!r}")
    shot("alert")
    app.press_keys("Escape")
    app.wait_window_gone(ALERT)
    assert dialogs(app) == []
    time.sleep(0.5)  # a reset, if any, would have happened by now
    assert saved_files(xdg_home) == before
    assert results_saved(xdg_home) == 0 and (xdg_home.data / "machismo" / "scores.json.imported").read_text() == SCORES
    assert match_bonus_saved(xdg_home) == 6
    shot("cancelled")
    app.quit()
    assert app.close() == 0

    assert relaunched_match_bonus(launch) == "6"


def test_the_alert_focuses_its_text_field_and_puts_cancel_first(launch, xdg_home, shot):
    before = save_some_data(launch, xdg_home)
    app = open_data_page(launch)
    dialog = open_alert(app)
    field = app.find("text", FIELD, root=dialog)
    harness.wait_for(lambda: has_state(field, pyatspi.STATE_FOCUSED), 5, message="the text field focused")
    type_text("RESET")  # no click first
    harness.wait_for(lambda: text(field) == "RESET", 5,
                     message=lambda: f"the typing in the text field, which reads {text(field)!r}")

    buttons = [node for node in find_all_in(dialog, "push button") if is_visible(node)]
    assert [node.name for node in buttons] == ["Cancel", "Reset"]
    cancel, reset = buttons
    assert extents(cancel)[0] < extents(reset)[0], "Cancel is not on the left"
    assert abs(extents(cancel)[1] - extents(reset)[1]) < 5, "the buttons are not side by side"
    shot("focused")

    click(cancel)
    app.wait_window_gone(ALERT)
    time.sleep(0.5)
    assert saved_files(xdg_home) == before, "Cancel deleted something"
    assert dialogs(app) == []


# --------------------------------------------------------------------------- the action sheet

@pytest.mark.parametrize("how", ["escape", "click-outside"])
def test_closing_the_sheet_changes_nothing(launch, xdg_home, shot, how):
    before = save_some_data(launch, xdg_home)
    app = open_data_page(launch)
    open_sheet(app)
    shot("sheet")
    if how == "escape":
        app.press_keys("Escape")
    else:
        app.mouse_click(app.main_window, at=(0.1, 0.5))  # empty space left of the form
    harness.wait_for(lambda: not sheet_open(app), 5, message="the sheet to close")
    time.sleep(0.5)
    assert dialogs(app) == [], "closing the sheet opened a window"
    assert app.title == "Data"
    assert saved_files(xdg_home) == before
    assert results_saved(xdg_home) == 0 and (xdg_home.data / "machismo" / "scores.json.imported").read_text() == SCORES
    shot("closed")
    # It opens again.
    open_sheet(app)
    app.press_keys("Escape")
    harness.wait_for(lambda: not sheet_open(app), 5, message="the sheet to close again")


def test_reset_scores_asks_then_deletes_only_the_scores(launch, xdg_home, shot):
    before = save_some_data(launch, xdg_home, scores=TWO_RESULTS)
    app = open_data_page(launch)
    harness.wait_for(lambda: app.find_all("label", "scores.sqlite", root=app.main_window), 5,
                     message="scores.sqlite listed")
    assert not app.find_all("label", "scores.sqlite-wal", root=app.main_window), "its log counts in its size"
    sheet = open_sheet(app)
    click(app.find("push button", "Reset Scores", root=sheet))
    alert = app.window("Reset Scores?")
    app.find("label", "All 2 results in Scores will be deleted. This cannot be undone.", root=alert)
    buttons = [node for node in find_all_in(alert, "push button") if is_visible(node)]
    assert [node.name for node in buttons] == ["Cancel", "Reset Scores"]
    assert has_state(buttons[0], pyatspi.STATE_FOCUSED), "Cancel has the focus"
    shot("asked")
    assert results_saved(xdg_home) == 2, "nothing is deleted before the answer"

    click(buttons[1])
    app.wait_window_gone("Reset Scores?")
    harness.wait_for(lambda: results_saved(xdg_home) == 0, 5, message="the results deleted")
    assert dialogs(app) == []
    assert saved_files(xdg_home) == before, "the database is emptied, and the other files stay"
    assert (xdg_home.data / "machismo" / OTHER_DATA).read_text() == OTHER_CONTENTS
    assert match_bonus_saved(xdg_home) == 6
    shot("scores-reset")

    # With no result left there is nothing to reset: the sheet's Reset Scores is off.
    sheet = open_sheet(app)
    assert not sensitive(app.find("push button", "Reset Scores", root=sheet))
    app.press_keys("Escape")
    harness.wait_for(lambda: not sheet_open(app), 5, message="the sheet to close")
    app.quit()
    assert app.close() == 0
    assert relaunched_match_bonus(launch) == "6"
