"""Scores: the results list beside the chosen result's details (one stack in a narrow
window), its order (Date, Score, Duration: a linked group of toggle buttons) and each
game's best result, what comes back on the next launch, Settings → Data → Reset Scores (once
confirmed) and Reset Everything emptying it at once, and a scores.json that cannot be read being set aside
and reported.

Each test writes $XDG_DATA_HOME/machismo/scores.json itself (the games that record results
are other scenes), which the app imports into its database, scores.sqlite, at launch, and runs
the app with TZ=UTC, so the times shown are the file's.

GTK 4.8 over AT-SPI here: the list is a ``list 'Scores'`` of ``list item`` nodes named by
the app with the whole row (``Set, score 23, 4:12, 21 Nov 2026 14:05, best``), without
actions (clicked with the pointer; the keyboard works too); the row whose details show
beside the list is ``selected``. The best result's star is an ``image 'Best'`` beside a
``label 'Best'``. The sort buttons are ``push button`` nodes (Date, Score, Duration), the
chosen one ``pressed``. The details are two lists, ``Result`` (``list item 'Started: 21
Nov 2026 14:05:00'``...) and ``History`` (``list item '1. 8♦'``...). The window is titled
after the details page (``Set Result``) when one shows, else ``Scores``.
"""

import json
import re
import sqlite3
import subprocess
import time

import pyatspi
import pytest

import harness
from harness import click, find_all_in, has_state, is_visible, text

ENV = {"TZ": "UTC"}


def result(number, game, start, end, score, hints=0, history=()):
    return {"id": f"{number}1111111-1111-1111-1111-111111111111", "game": game, "start": start, "end": end,
            "score": score, "hintsUsed": hints, "history": list(history)}


SET_BEST = result(1, "Set", "2026-11-21T14:05:00Z", "2026-11-21T14:09:12Z", 23, hints=1,
                  history=["two red striped ovals", "Matched three cards for 16 points.", "Hint: 2 point penalty."])
CARDS_BEST = result(2, "Cards 2-card", "2026-11-20T09:00:00Z", "2026-11-20T09:03:05.500Z", 14,
                    history=["8♦", "J♥", "Matched J♥ J♠ for 16 points.", "6♦ J♣ don't match! 2 point penalty!"])
SET_SLOW = result(3, "Set", "2026-11-19T20:00:00Z", "2026-11-19T20:12:30Z", 23)   # as high, but slower
THREE_CARD = result(4, "Cards 3-card", "2026-11-22T08:00:00Z", "2026-11-22T08:10:00Z", -4)
CARDS_LOW = result(5, "Cards 2-card", "2026-11-18T10:00:00Z", "2026-11-18T10:01:00Z", 3)
RESULTS = [SET_BEST, CARDS_BEST, SET_SLOW, THREE_CARD, CARDS_LOW]

#: Each result's row, as a screen reader hears it.
ROWS = {
    "set best": "Set, score 23, 4:12, 21 Nov 2026 14:05, best",
    "cards best": "Cards 2-card, score 14, 3:05, 20 Nov 2026 09:00, best",
    "set slow": "Set, score 23, 12:30, 19 Nov 2026 20:00",
    "three card": "Cards 3-card, score -4, 10:00, 22 Nov 2026 08:00, best",
    "cards low": "Cards 2-card, score 3, 1:00, 18 Nov 2026 10:00",
}
BY_DATE = [ROWS[key] for key in ("three card", "set best", "cards best", "set slow", "cards low")]
BY_SCORE = [ROWS[key] for key in ("set best", "set slow", "cards best", "cards low", "three card")]
BY_DURATION = [ROWS[key] for key in ("cards low", "cards best", "set best", "three card", "set slow")]


def scores_file(home):
    return home.data / "machismo" / "scores.json"


def database_file(home):
    return home.data / "machismo" / "scores.sqlite"


def results_saved(home):
    """How many results the database holds (None when there is no database)."""
    path = database_file(home)
    if not path.exists():
        return None
    with sqlite3.connect(path, timeout=5) as connection:
        return connection.execute("SELECT count(*) FROM result").fetchone()[0]


def seed(home, results=RESULTS, contents=None):
    path = scores_file(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(contents if contents is not None else json.dumps({"version": 1, "results": results}, indent=1))


def launch_scores(launch, title="Scores"):
    return launch("--start", "scores", wait_title=title, env=ENV)


def score_list(app):
    return app.find("list", "Scores", root=app.main_window, predicate=is_visible)


def row_names(app) -> list[str]:
    return [node.name for node in find_all_in(score_list(app), "list item")]


def row(app, name):
    return app.find("list item", name, root=score_list(app))


def expect_rows(app, expected):
    harness.wait_for(lambda: row_names(app) == expected, 5,
                     message=lambda: f"the rows {expected}, not {row_names(app)}")


def sort_button(app, key):
    return app.find("push button", key, root=app.main_window, predicate=is_visible)


def pressed(node) -> bool:
    return has_state(node, pyatspi.STATE_PRESSED)


def details(app, group) -> list[str]:
    """The items of the details page's list ``group`` (Result, History) on screen."""
    lists = app.find_all("list", group, root=app.main_window, predicate=is_visible)
    return [node.name for node in find_all_in(lists[0], "list item")] if lists else []


def shown_labels(app, name):
    return app.find_all("label", name, root=app.main_window, predicate=is_visible)


def best_in_details(app) -> bool:
    """Whether a Best mark shows outside the list: on the details page."""
    listed = score_list(app)

    def in_list(node) -> bool:
        while node is not None:
            if node == listed:
                return True
            node = node.parent
        return False
    return any(not in_list(node) for node in shown_labels(app, "Best"))


# --------------------------------------------------------------------------- the list

def test_rows_read_whole_newest_first_with_each_games_best_marked(launch, xdg_home, shot):
    seed(xdg_home)
    app = launch_scores(launch)
    assert app.selected_tabs() == ["Scores"]
    expect_rows(app, BY_DATE)
    best = {node.name for node in find_all_in(score_list(app), "list item")
            if find_all_in(node, "image", "Best") and find_all_in(node, "label", "Best")}
    assert best == {ROWS["set best"], ROWS["cards best"], ROWS["three card"]}, best
    assert pressed(sort_button(app, "Date")) and not pressed(sort_button(app, "Score"))
    # Nothing chosen yet: the detail pane says so, under the tab's name.
    assert shown_labels(app, "No Result Selected")
    assert app.title == "Scores" and app.back_button() is None
    assert not app.find_all("list item", predicate=lambda node: has_state(node, pyatspi.STATE_SELECTED),
                            root=score_list(app))
    shot("list")


def test_sorting_by_each_key_changes_the_order(launch, xdg_home, shot):
    seed(xdg_home)
    app = launch_scores(launch)
    expect_rows(app, BY_DATE)
    for key, expected in (("Score", BY_SCORE), ("Duration", BY_DURATION), ("Date", BY_DATE)):
        click(sort_button(app, key))
        expect_rows(app, expected)
        assert [pressed(sort_button(app, name)) for name in ("Date", "Score", "Duration")] == \
            [name == key for name in ("Date", "Score", "Duration")], f"only {key} is pressed"
        shot(key.lower())
    # Pressing the pressed one keeps it pressed: one order is always chosen.
    click(sort_button(app, "Date"))
    time.sleep(0.3)
    assert pressed(sort_button(app, "Date"))
    expect_rows(app, BY_DATE)


def test_an_empty_list_shows_an_empty_state(launch, shot):
    app = launch_scores(launch)
    assert shown_labels(app, "No Scores Yet") and shown_labels(app, "Finished games appear here.")
    assert not app.find_all("push button", "Score", root=app.main_window, predicate=is_visible), \
        "no sort buttons over nothing"
    shot("empty")


# --------------------------------------------------------------------------- the details

def test_choosing_a_row_shows_its_details_and_history_beside_the_list(launch, xdg_home, shot):
    seed(xdg_home)
    app = launch_scores(launch)
    app.mouse_click(row(app, ROWS["set best"]))
    app.expect_title("Set Result")
    assert app.back_button() is None, "beside the list, nothing to go back to"
    assert details(app, "Result") == ["Game: Set", "Score: 23", "Started: 21 Nov 2026 14:05:00",
                                      "Ended: 21 Nov 2026 14:09:12", "Duration: 4:12", "Hints Used: 1"]
    assert details(app, "History") == ["1. two red striped ovals", "2. Matched three cards for 16 points.",
                                       "3. Hint: 2 point penalty."]
    assert best_in_details(app), "the details say it is the best Set game"
    assert row_names(app) == BY_DATE, "the list stays beside the details"
    assert has_state(row(app, ROWS["set best"]), pyatspi.STATE_SELECTED)
    shot("set")

    # The keyboard: the focus is on the row clicked; Down then Return chooses the next one.
    app.press_keys("Down", "Return")
    app.expect_title("Cards 2-card Result")
    assert details(app, "History") == ["1. 8♦", "2. J♥", "3. Matched J♥ J♠ for 16 points.",
                                       "4. 6♦ J♣ don't match! 2 point penalty!"]
    assert "Duration: 3:05" in details(app, "Result")
    assert has_state(row(app, ROWS["cards best"]), pyatspi.STATE_SELECTED)
    assert not has_state(row(app, ROWS["set best"]), pyatspi.STATE_SELECTED)
    shot("cards-by-keyboard")

    app.mouse_click(row(app, ROWS["set slow"]))
    app.expect_title("Set Result")
    assert "Duration: 12:30" in details(app, "Result")
    assert details(app, "History") == ["No moves were recorded."]
    assert not best_in_details(app), "a slower 23 is not the best"


def test_a_narrow_window_pushes_the_details_on_the_list(launch, xdg_home, shot):
    seed(xdg_home)
    app = launch_scores(launch)
    app.mouse_click(row(app, ROWS["cards best"]))
    app.expect_title("Cards 2-card Result")

    app.resize(600, 700)  # under 720 px: one stack, the details on top
    app.expect_title("Cards 2-card Result")
    assert app.back_title() == "Scores"
    assert details(app, "Result")[:2] == ["Game: Cards 2-card", "Score: 14"]
    shot("narrow-details")
    app.go_back("Scores")
    expect_rows(app, BY_DATE)
    assert not any(has_state(node, pyatspi.STATE_SELECTED) for node in find_all_in(score_list(app), "list item"))
    shot("narrow-list")

    app.mouse_click(row(app, ROWS["three card"]))
    app.expect_title("Cards 3-card Result")
    assert app.back_title() == "Scores"
    app.press_keys("Escape")
    app.expect_title("Scores")
    app.mouse_click(row(app, ROWS["set best"]))
    app.expect_title("Set Result")

    app.resize(960, 720)  # wide again: the details move beside the list
    app.expect_title("Set Result")
    assert app.back_button() is None
    expect_rows(app, BY_DATE)
    assert has_state(row(app, ROWS["set best"]), pyatspi.STATE_SELECTED)
    shot("wide-again")

    # Clicking the Scores tab again in a narrow window goes back to the list.
    app.resize(600, 700)
    app.expect_title("Set Result")
    app.select_tab("Scores", expected_title="Scores")
    expect_rows(app, BY_DATE)


# --------------------------------------------------------------------------- what persists

def test_the_order_and_the_chosen_result_come_back(launch, xdg_home, shot):
    seed(xdg_home)
    first = launch_scores(launch)
    click(sort_button(first, "Duration"))
    expect_rows(first, BY_DURATION)
    first.mouse_click(row(first, ROWS["set best"]))
    first.expect_title("Set Result")
    first.quit()
    assert first.close() == 0
    saved = json.loads((xdg_home.app_state / "navigation.json").read_text())
    assert saved["paths"]["scores"] == [{"identifier": "scores", "state": {
        "sort": "duration", "result": SET_BEST["id"]}}], saved

    second = launch(wait_title="Set Result", env=ENV)
    assert second.selected_tabs() == ["Scores"]
    expect_rows(second, BY_DURATION)
    assert pressed(sort_button(second, "Duration"))
    assert details(second, "Result")[:2] == ["Game: Set", "Score: 23"]
    shot("restored")


def test_reset_scores_in_settings_empties_the_list_at_once(launch, xdg_home, shot):
    seed(xdg_home)
    app = launch_scores(launch)
    app.mouse_click(row(app, ROWS["set best"]))
    app.expect_title("Set Result")

    app.select_tab("Settings", expected_title="Settings")
    app.open_row("Data")
    click(app.find("push button", "Reset Saved Data…", root=app.main_window))
    sheet = app.find("filler", "Reset Saved Data", root=app.main_window, predicate=is_visible)
    click(app.find("push button", "Reset Scores", root=sheet))
    alert = app.window("Reset Scores?")  # asked first, naming how many go
    app.find("label", "All 5 results in Scores will be deleted. This cannot be undone.", root=alert)
    click(app.find("push button", "Reset Scores", root=alert))
    app.wait_window_gone("Reset Scores?")
    harness.wait_for(lambda: results_saved(xdg_home) == 0, 5, message="the database emptied")
    assert (scores_file(xdg_home).parent / "scores.json.imported").exists(), "the imported file is kept"

    app.select_tab("Scores", expected_title="Scores")  # the details of a deleted result went too
    assert shown_labels(app, "No Scores Yet")
    assert shown_labels(app, "No Result Selected")
    assert not app.find_all("list", "Scores", root=app.main_window, predicate=is_visible)
    shot("reset")
    app.quit()
    assert app.close() == 0
    assert results_saved(xdg_home) == 0


def test_reset_everything_empties_the_list_too(launch, xdg_home, shot):
    from test_alerts import ALERT, FIELD, open_alert, sensitive, type_text
    seed(xdg_home)
    app = launch_scores(launch)
    expect_rows(app, BY_DATE)
    app.select_tab("Settings", expected_title="Settings")
    app.open_row("Data")
    dialog = open_alert(app)
    field = app.find("text", FIELD, root=dialog)
    type_text("RESET")
    harness.wait_for(lambda: text(field) == "RESET", 5, message="RESET typed")
    reset = app.find("push button", "Reset", root=dialog)
    harness.wait_for(lambda: sensitive(reset), 5, message="Reset sensitive")
    click(reset)
    app.wait_window_gone(ALERT)
    harness.wait_for(lambda: not database_file(xdg_home).exists(), 5, message="scores.sqlite deleted")
    app.select_tab("Scores", expected_title="Scores")
    assert shown_labels(app, "No Scores Yet")
    shot("reset-everything")


def test_an_unreadable_scores_file_is_set_aside_and_reported(launch, xdg_home, shot):
    seed(xdg_home, contents='{"version": 1, "results": [{"id": "cut sh')
    app = launch_scores(launch)
    banner = harness.wait_for(lambda: [node for node in app.find_all("label", root=app.main_window,
                                                                     predicate=is_visible)
                                       if text(node).startswith("Your scores could not be read")], 5,
                              message="the problem reported")[0]
    folder = scores_file(xdg_home).parent
    aside = [path.name for path in folder.iterdir() if path.name.startswith("scores.json")]
    assert len(aside) == 1 and re.fullmatch(r"scores\.json\.corrupt-\d{8}T\d{6}Z", aside[0]), aside
    assert text(banner) == (f"Your scores could not be read: the file is damaged. It was kept as {aside[0]}, "
                            "and new results start a fresh list.")
    assert (folder / aside[0]).read_text() == '{"version": 1, "results": [{"id": "cut sh', "kept as it was"
    assert app.find_all("image", "Problem", root=app.main_window, predicate=is_visible)
    assert shown_labels(app, "No Scores Yet")
    shot("set-aside")
    app.quit()
    assert app.close() == 0

    # Nothing was written over it, and the next launch has nothing to report.
    again = launch_scores(launch)
    assert shown_labels(again, "No Scores Yet")
    assert not [node for node in again.find_all("label", root=again.main_window, predicate=is_visible)
                if text(node).startswith("Your scores could not be read")]
    assert [path.name for path in folder.iterdir() if path.name.startswith("scores.json")] == aside
    assert results_saved(xdg_home) is None, "nothing imported: no database until a result is recorded"


def test_a_long_first_import_shows_its_progress_then_the_list(launch, xdg_home, shot):
    """An earlier version's scores.json of 2,000 results is imported on another thread at the
    first launch: from half a second on, Scores says so with a progress bar, and the window
    answers meanwhile; then the list shows every result and the file is kept renamed."""
    many = [dict(result(1, "Set", f"2025-{1 + index % 12:02d}-{1 + index % 28:02d}T10:00:00Z",
                        f"2025-{1 + index % 12:02d}-{1 + index % 28:02d}T10:04:00Z", index,
                        history=["two red striped ovals", "Matched three cards for 16 points."] * 15),
                 id=f"{index:08X}-1111-1111-1111-111111111111")
            for index in range(2_000)]
    seed(xdg_home, many)
    app = launch_scores(launch)
    harness.wait_for(lambda: shown_labels(app, "Bringing In Your Scores"), 10, message="the import's progress shown")
    bar = app.find("progress bar", "Scores Brought In", root=app.main_window, predicate=is_visible)
    shot("importing")
    app.select_tab("Cards")  # the window answers while the import runs
    app.select_tab("Scores")
    harness.wait_for(lambda: row_names(app) and all(row_names(app)[:5]), 180,
                     message=lambda: f"the list after the import, not {row_names(app)[:3]}")
    assert not shown_labels(app, "Bringing In Your Scores")
    assert row_names(app)[0].startswith("Set, score "), row_names(app)[:2]
    assert bar is not None
    assert results_saved(xdg_home) == 2_000
    assert (scores_file(xdg_home).parent / "scores.json.imported").exists()
    app.quit()
    assert app.close() == 0


# --------------------------------------------------------------------------- looks

def test_the_scores_tab_in_the_dark_style(launch, xdg_home, shot):
    seed(xdg_home)
    xdg_home.app_config.mkdir(parents=True, exist_ok=True)
    (xdg_home.app_config / "settings.json").write_text(json.dumps({"style": "dark"}))
    app = launch_scores(launch)
    app.mouse_click(row(app, ROWS["cards best"]))
    app.expect_title("Cards 2-card Result")
    harness.park_pointer()
    screen = shot("dark")
    picture = app.window_picture(screen.with_name(f"{screen.stem}-window.png"))
    assert harness.mean_brightness(picture) < 0.4, "the Scores tab is not dark"


# --------------------------------------------------------------------------- data that grows

def test_a_hundred_thousand_results_open_at_once_and_filter_sort_and_scroll(launch, xdg_home, shot):
    """100,000 results written through the model (the score bench's `--write-database`, which
    records them with ScoreDatabase, as games do): the list shows its first rows, a game's
    filter and a sort are queries, and the last row is reached with the keyboard."""
    writer = harness.BINARY.parent / "scores-bench"
    if not writer.exists():
        pytest.skip(f"no {writer} (swift build builds it)")
    subprocess.run([str(writer), "--write-database", str(database_file(xdg_home)), "100000"], check=True)
    app = launch_scores(launch)
    harness.wait_for(lambda: len(row_names(app)) >= 5 and all(row_names(app)[:5]), 10,
                     message=lambda: f"the first rows named, not {row_names(app)[:5]}")
    shot("hundred-thousand")
    app.choose("Games Shown", "Set")
    harness.wait_for(lambda: row_names(app)[:3] and all(name.startswith("Set,") for name in row_names(app)[:10]
                                                         if name), 5,
                     message=lambda: f"only Set's results, not {row_names(app)[:5]}")
    click(sort_button(app, "Score"))
    with sqlite3.connect(database_file(xdg_home)) as connection:
        best = connection.execute("SELECT max(score) FROM result WHERE game = 'Set'").fetchone()[0]
        last = connection.execute("SELECT min(score) FROM result WHERE game = 'Set'").fetchone()[0]
    harness.wait_for(lambda: row_names(app) and f"score {best}," in row_names(app)[0], 5,
                     message=lambda: f"Set's best score, {best}, first, not {row_names(app)[:2]}")
    app.mouse_click(app.find("list item", row_names(app)[0], root=score_list(app)))
    app.press_keys("End")
    harness.wait_for(lambda: any(f"score {last}," in name for name in row_names(app)[-5:] if name), 10,
                     message=lambda: f"the lowest score, {last}, reached with End; the rows end {row_names(app)[-3:]}")
    shot("hundred-thousand-end")
