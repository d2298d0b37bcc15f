"""Return is safe in every alert and action sheet the app can show.

A focused button is pressed by Return, whatever the window's default: so an alert opens
with the focus on its suggested action when it has a safe one (Return runs it), else on
Cancel, and an action sheet opens with the focus on no choice at all (its popover has no
Cancel). A destructive action never has the focus when anything opens and is never the
default; Escape cancels.

``ALERTS`` lists every alert the app builds, by the Swift file and function that builds it
(``test_every_alert_of_the_app_is_listed_here`` reads the sources, so a new alert without an
entry fails it). For each, ``test_return_then_escape`` opens it as a user would, checks that
no destructive button has the focus, presses Return and checks what happened (nothing, the
cancel action, or the safe suggested action) and that no user data changed; then opens it
again if needed, presses Escape and checks again. Every problem report of the app is the one
alert ``reportProblem`` builds (Close only), shown here through Attributor's Nothing to
Analyze.
"""

import json
import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import pyatspi
import pytest

import harness
from harness import click, find_all_in, has_state, is_visible, text
from cardgames import board, choose, find_set, names, score

SOURCES = harness.REPO_ROOT / "Sources" / "Machismo"
SCORES = {"version": 1, "results": [
    {"id": f"{n}1111111-1111-1111-1111-111111111111", "game": "Set", "start": "2026-11-21T14:05:00Z",
     "end": "2026-11-21T14:09:12Z", "score": 23, "hintsUsed": 0, "history": []} for n in (1, 2)]}
CARS = {"version": 1, "cars": [{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "make": "Ford", "model": "Model T", "year": 1908, "fuelGallons": 10}]}


def data_folder(home) -> Path:
    return home.data / "machismo"


def saved(home) -> dict[str, bytes]:
    """Every file the app keeps for the user (data, settings, documents), by path: what no
    Return may change."""
    folders = [data_folder(home), home.app_config, home.path / "Documents"]
    return {str(path.relative_to(home.path)): path.read_bytes()
            for folder in folders if folder.exists() for path in sorted(folder.rglob("*")) if path.is_file()}


def write_json(path: Path, value) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=1))


def focused_buttons(node) -> list[str]:
    return [button.name for button in find_all_in(node, "push button") if has_state(button, pyatspi.STATE_FOCUSED)]


@dataclass
class Opened:
    """An alert on screen: its node, and how to tell it has gone."""
    node: object
    gone: Callable[[], bool]


def dialog(app, title: str) -> Opened:
    node = app.window(title)
    assert harness.role(node) == "dialog", f"{title} is a {harness.role(node)}"
    return Opened(node, lambda: title not in [window.name for window in app.windows()])


def sheet(app, title: str) -> Opened:
    node = app.find("filler", title, root=app.main_window, predicate=is_visible)
    return Opened(node, lambda: not find_all_in(app.main_window, "filler", title, predicate=is_visible))


@dataclass
class Case:
    """One alert: how to set up and open it, its destructive buttons, and what Return does:
    "nothing" (it stays up), "cancel" (it closes, nothing done) or "suggested" (its safe
    suggested action runs: ``after_return`` checks it did, and may open the alert again for
    Escape, returning it; by default the test opens it again with ``open``)."""
    setup: Callable  # (launch, home, tmp_path) -> app
    open: Callable  # (app, home, tmp_path) -> Opened
    destructive: tuple[str, ...] = ()
    on_return: str = "cancel"
    after_return: Optional[Callable] = None  # (app, home, tmp_path) -> Optional[Opened]
    before_return: Optional[Callable] = None  # (app, opened): what the user does first (typing)


# --------------------------------------------------------------------------- Settings → Data

def data_page(launch, home, tmp_path):
    write_json(data_folder(home) / "scores.json", SCORES)
    write_json(data_folder(home) / "cars.json", CARS)
    return launch("--start", "settings/data", wait_title="Data")


def reset_sheet(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Reset Saved Data…", root=app.main_window))
    opened = sheet(app, "Reset Saved Data")
    app.find("label", "Reset Saved Data", root=opened.node)  # the sheet shows its title
    return opened


def from_sheet(choice: str, title: str):
    def open_(app, home, tmp_path) -> Opened:
        opened = reset_sheet(app, home, tmp_path)
        click(app.find("push button", choice, root=opened.node))
        harness.wait_for(opened.gone, 5, message="the sheet to close")
        return dialog(app, title)
    return open_


def type_reset(app, opened) -> None:
    """Ready to reset everything: RESET typed, Reset enabled. Return must still not reset."""
    field = app.find("text", "Type RESET to confirm", root=opened.node)
    harness.wait_for(lambda: has_state(field, pyatspi.STATE_FOCUSED), 5, message="the field focused")
    harness.xdotool("type", "--delay", "30", "RESET")
    harness.wait_for(lambda: text(field) == "RESET", 5, message=lambda: f"RESET typed, not {text(field)!r}")
    reset = app.find("push button", "Reset", root=opened.node)
    harness.wait_for(lambda: has_state(reset, pyatspi.STATE_SENSITIVE), 5, message="Reset enabled")


# --------------------------------------------------------------------------- Cards and Set

def cards_under_way(launch, home, tmp_path):
    app = launch("--start", "cards", "--seed", "7", wait_title="Cards")
    choose(board(app, "cards")[0])
    harness.wait_for(lambda: score(app, "cards") == -1, 5, message="the first choice scored")
    return app


def deal_again(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Deal", root=app.header_bar()))
    return dialog(app, "Deal Again?")


def results(home) -> list:
    """The results in the score database (scores.sqlite), as (game, score) pairs."""
    path = data_folder(home) / "scores.sqlite"
    if not path.exists():
        return []
    with sqlite3.connect(path, timeout=5) as database:
        return database.execute("SELECT game, score FROM result ORDER BY seq").fetchall()


def dealt_and_recorded(app, home, tmp_path) -> Opened:
    harness.wait_for(lambda: len(results(home)) == 1, 5, message="the game recorded")
    harness.wait_for(lambda: score(app, "cards") == 0, 5, message="a new deal")
    choose(board(app, "cards")[0])  # under way again, for Escape
    harness.wait_for(lambda: score(app, "cards") == -1, 5, message="the first choice scored")
    return deal_again(app, home, tmp_path)


SET_TRIO = ["one red solid diamond", "two green striped squiggles", "three purple open ovals"]


def last_set_on_the_board(home) -> None:
    """navigation.json with a Set deal whose deck is empty and whose board is one set."""
    deal = {"kind": "set", "deck": [], "hintsUsed": 0, "generator": "12345", "story": [],
            "game": {"cards": [{"contents": card, "isChosen": False, "isMatched": False} for card in SET_TRIO],
                     "chosenOrder": [], "score": 0, "matchCount": 3, "history": [],
                     "scoring": {"matchBonus": 4, "mismatchPenalty": 2, "costToChoose": 1}}}
    tabs = ["cards", "set", "scores", "attributor", "faceit", "carvalet", "emojiart", "settings", "about"]
    write_json(home.app_state / "navigation.json", {
        "version": 2, "selectedTab": "set", "showingMoreList": False, "tabOrder": tabs,
        "paths": {tab: [{"identifier": tab, "state": {"deal": deal} if tab == "set" else {}}] for tab in tabs}})


def set_near_its_end(launch, home, tmp_path):
    last_set_on_the_board(home)
    app = launch(wait_title="Set")
    assert sorted(names(app, "set")) == sorted(SET_TRIO), "the saved deal came back"
    return app


def game_over(app, home, tmp_path) -> Opened:
    for card in list(board(app, "set")):
        choose(card)
    return dialog(app, "Game Over")


def new_game_dealt(app, home, tmp_path) -> Opened:
    harness.wait_for(lambda: len(names(app, "set")) == 12 and score(app, "set") == 0, 5, message="a new game")
    assert [score for _, score in results(home)] == [13], "the finished game recorded once"
    # Escape needs another game at its end: the same saved deal, on a second launch.
    app.quit()
    assert app.close() == 0
    last_set_on_the_board(home)
    again = harness.App(home=home, wait_title="Set").start()
    APPS.append(again)
    return game_over(again, home, tmp_path)


#: Apps a case starts itself (beside the fixture's), shut down after the test.
APPS: list = []


# --------------------------------------------------------------------------- EmojiArt

def emojiart_with_a_document(launch, home, tmp_path):
    app = launch("--start", "emojiart", wait_title="EmojiArt")
    click(app.find("push button", "New Document", root=app.header_bar()))
    document = app.window("Untitled")
    click(app.find("push button", "Close", root=document))
    app.wait_window_gone("Untitled")
    app.expect_title("EmojiArt")
    return app


def rename(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Rename Untitled", root=app.main_window))
    return dialog(app, "Rename Document")


def renamed_to_the_same_name(app, home, tmp_path) -> None:
    assert (home.path / "Documents" / "EmojiArt" / "Untitled.emojiart").exists()


def delete_document(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Delete Untitled", root=app.main_window))
    return dialog(app, "Delete “Untitled”?")


def emojiart_document(launch, home, tmp_path, env=None):
    app = launch("--start", "emojiart", wait_title="EmojiArt", env=env)
    click(app.find("push button", "New Document", root=app.header_bar()))
    app.window("Untitled")
    return app


def emojiart_document_to_paste_into(launch, home, tmp_path):
    """GTK 4.8 leaks what a clipboard read allocates (Tests/asan/lsan.supp names it under
    gdk_clipboard_read_texture_async, deep in a stack the fast unwinder cuts short)."""
    return emojiart_document(launch, home, tmp_path, env=harness.with_full_stacks())


def add_emoji(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Add Emoji to Palette", root=app.window("Untitled")))
    return dialog(app, "Add Emoji")


def paste_nothing(app, home, tmp_path) -> Opened:
    """Ctrl+V with no image on the clipboard: the paste fails as a drop does."""
    app.press_keys("ctrl+v", window="Untitled")
    return dialog(app, "Image Drop Failed")


# --------------------------------------------------------------------------- Attributor

def attributor(launch, home, tmp_path):
    return launch("--start", "attributor", wait_title="Attributor", env=harness.for_dropped_files())


def nothing_to_analyze(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Stats", root=app.header_bar()))
    return dialog(app, "Nothing to Analyze")


def drop_a_picture(app, home, tmp_path) -> Opened:
    picture = tmp_path / "picture.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64))
    app.drop_file(picture, onto=app.find("text", "Body", root=app.main_window))
    return dialog(app, "Text Import Failed")


# --------------------------------------------------------------------------- CarValet

def edit_car(launch, home, tmp_path, cars=CARS):
    write_json(data_folder(home) / "cars.json", cars)
    app = launch("--start", "carvalet", wait_title="CarValet")
    click(app.find("push button", "Edit", root=app.main_window, predicate=is_visible))
    app.expect_title("Edit Car")
    return app


def delete_car(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Delete", root=app.main_window, predicate=is_visible))
    return dialog(app, "Delete This Car?")


def edit_car_with_photo(launch, home, tmp_path):
    """Edit Car for a car with a photo: its copy in car-photos/ (the app's icon will do)."""
    car = dict(CARS["cars"][0], hasPhoto=True)
    photos = data_folder(home) / "car-photos"
    photos.mkdir(parents=True, exist_ok=True)
    icon = Path(__file__).resolve().parents[2] / "data/icons/hicolor/128x128/apps/io.github.machismo.Machismo.png"
    (photos / f"{car['id'].lower()}.png").write_bytes(icon.read_bytes())
    return edit_car(launch, home, tmp_path, cars=dict(CARS, cars=[car]))


def remove_photo(app, home, tmp_path) -> Opened:
    click(app.find("push button", "Remove Photo", root=app.main_window, predicate=is_visible))
    return dialog(app, "Remove This Photo?")


#: Every alert of the app, by the file and function that build it.
ALERTS = {
    "DataViewController.offerReset": Case(
        data_page, reset_sheet, destructive=("Reset Scores", "Reset Everything"), on_return="nothing"),
    "DataViewController.confirmResetScores": Case(
        data_page, from_sheet("Reset Scores", "Reset Scores?"), destructive=("Reset Scores",)),
    "DataViewController.confirmResetEverything": Case(
        data_page, from_sheet("Reset Everything", "Reset Everything?"), destructive=("Reset",),
        on_return="nothing", before_return=type_reset),
    "ProblemAlert.reportProblem": Case(attributor, nothing_to_analyze),
    "AttributorViewController.importFailed": Case(attributor, drop_a_picture, destructive=("Stop Warning",)),
    "CardGameViewController.dealTapped": Case(
        cards_under_way, deal_again, on_return="suggested", after_return=dealt_and_recorded),
    "CardGameViewController.endIfOver": Case(
        set_near_its_end, game_over, on_return="suggested", after_return=new_game_dealt),
    "EmojiArtBrowserViewController.askToRename": Case(
        emojiart_with_a_document, rename, on_return="suggested", after_return=renamed_to_the_same_name),
    "EmojiArtBrowserViewController.askToDelete": Case(
        emojiart_with_a_document, delete_document, destructive=("Delete",)),
    "EmojiArtViewController.askForEmoji": Case(emojiart_document, add_emoji, on_return="nothing"),
    "EmojiArtViewController.dropFailed": Case(emojiart_document_to_paste_into, paste_nothing, destructive=("Stop Warning",)),
    "CarDeletion.alert": Case(edit_car, delete_car, destructive=("Delete",)),  # Edit Car's and the Garage's
    "EditCarViewController.confirmRemovePhoto": Case(edit_car_with_photo, remove_photo, destructive=("Remove",)),
}


def alerts_in_the_sources() -> set[str]:
    """``File.function`` for every ``Alert(`` the app's sources build."""
    found = set()
    for path in sorted(SOURCES.rglob("*.swift")):
        function = None
        for line in path.read_text().splitlines():
            declared = re.search(r"\bfunc (\w+)", line)
            if declared:
                function = declared.group(1)
            if re.search(r"(?<!\w)Alert\(", line):
                found.add(f"{path.stem}.{function}")
    return found


def test_every_alert_of_the_app_is_listed_here():
    assert alerts_in_the_sources() == set(ALERTS), \
        "an alert is built where ALERTS does not say how to open it (or an entry is stale)"


def settle_and_check(app, home, before, message: str) -> None:
    time.sleep(0.6)  # a button pressed by key acts 250 ms later; a reset would have happened
    assert saved(home) == before, f"{message}: user data changed"


@pytest.mark.parametrize("key", sorted(ALERTS))
def test_return_then_escape(key, launch, xdg_home, tmp_path, shot):
    case = ALERTS[key]
    APPS.clear()
    try:
        app = case.setup(launch, xdg_home, tmp_path)
        opened = case.open(app, xdg_home, tmp_path)
        shot("opened")
        focused = focused_buttons(opened.node)
        assert not set(focused) & set(case.destructive), f"a destructive button has the focus: {focused}"
        if case.before_return:
            case.before_return(app, opened)
        before = saved(xdg_home)
        app.press_keys("Return")
        if case.on_return == "nothing":
            settle_and_check(app, xdg_home, before, "Return")
            assert not opened.gone(), "Return closed it"
        else:
            harness.wait_for(opened.gone, 5, message="Return to close it")
            if case.on_return == "cancel":
                settle_and_check(app, xdg_home, before, "Return")
        if case.on_return != "nothing":
            reopened = case.after_return(app, xdg_home, tmp_path) if case.after_return else None
            if reopened is None:
                reopened = case.open(app, xdg_home, tmp_path)
            opened = reopened
            app = APPS[-1] if APPS else app
        before = saved(xdg_home)
        app.press_keys("Escape")
        harness.wait_for(opened.gone, 5, message="Escape to close it")
        settle_and_check(app, xdg_home, before, "Escape")
        shot("closed")
    finally:
        for started in APPS:
            started.shut_down()
        APPS.clear()
