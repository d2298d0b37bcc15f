"""Examples/Checklist, the app written as an outside developer writes one from README's
snippet and the products' documentation: a tab bar; a table of items (Storyboard's
TableViewController) with Add Item's alert and edit mode's Delete; an item's page with a
check button and Delete in the header bar, whose action sheet points at it and pops back; a
Settings tab with a switch; the list and the open pages kept between launches (StateStore's
SavedState, the tab bar's restoration hook).

Runs when MACHISMO_CHECKLIST_BIN names the built example (`make example` builds it);
skipped otherwise.
"""

import json
import os
import time
from pathlib import Path

import pytest

import harness
import l10n
from harness import click, find_all_in, is_visible, text

CHECKLIST = os.environ.get("MACHISMO_CHECKLIST_BIN", "")
pytestmark = pytest.mark.skipif(not CHECKLIST, reason="MACHISMO_CHECKLIST_BIN is not set (make example builds it)")
APP_ID = "io.github.machismo.Checklist"


class Checklist(harness.App):
    binary = Path(CHECKLIST)
    main_window_button = "Items"  # the tab's button, there whichever page is on top


@pytest.fixture
def checklist(xdg_home, request):
    apps = []

    def start(wait_title="Checklist", env=None):
        app = Checklist(home=xdg_home, wait_title=wait_title, env=env).start()
        apps.append(app)
        return app

    yield start
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    if failed and any(app.running() for app in apps):
        harness.screenshot(f"{request.node.name}-failure")
    for app in apps:
        if app.running():
            app.shut_down(check=not failed)


def items(app) -> list[str]:
    """The names of the item rows on screen, in order (a row's first label)."""
    table = app.find("list", "Items", root=app.main_window)
    rows = find_all_in(table, "list item", predicate=is_visible)
    names = []
    for row in rows:
        labels = find_all_in(row, "label")
        if labels and harness.extents(row)[2] > 0:
            names.append(text(labels[0]))
    return names


def expect_items(app, wanted: list[str]) -> None:
    harness.wait_for(lambda: items(app) == wanted, 5, message=lambda: f"the items {wanted}, not {items(app)}")


def button(app, name: str):
    return app.find("push button", name, root=app.main_window, predicate=is_visible)


def badge(app):
    """The Items tab's badge, or None."""
    tab = app.find("push button", "Items", root=app.main_window)
    labels = [text(label) for label in find_all_in(tab, "label") if text(label) != "Items" and is_visible(label)]
    return labels[0] if labels else None


def saved_list(home) -> dict:
    return json.loads((home.data / APP_ID / "checklist.json").read_text())["value"]


def test_the_checklist_adds_an_item_typed_in_an_alert_and_keeps_it(checklist, xdg_home, shot):
    app = checklist()
    expect_items(app, ["Passport", "Charger", "Toothbrush"])
    assert badge(app) == "3", "the Items tab's badge counts what is left to pack"
    assert app.find("push button", "Items", root=app.main_window).description == "3 left to pack"
    click(button(app, "Add Item"))
    dialog = app.window("New Item")
    assert harness.role(dialog) == "dialog"
    add = app.find("push button", "Add", root=dialog)
    assert not harness.has_state(add, harness.pyatspi.STATE_SENSITIVE), "Add waits for a name"
    field = app.find("text", "Name", root=dialog)
    harness.xdotool("type", "--delay", "30", "Socks")
    harness.wait_for(lambda: text(field) == "Socks", 5, message=lambda: f"the name typed, not {text(field)!r}")
    shot("alert")
    click(add)
    app.wait_window_gone("New Item")
    expect_items(app, ["Passport", "Charger", "Toothbrush", "Socks"])
    assert [item["name"] for item in saved_list(xdg_home)["items"]][-1] == "Socks"
    harness.wait_for(lambda: badge(app) == "4", 5, message=lambda: f"the badge at 4, not {badge(app)!r}")

    app.shut_down()
    again = checklist()
    expect_items(again, ["Passport", "Charger", "Toothbrush", "Socks"])


def test_the_items_delete_asks_in_a_sheet_on_its_header_bar_button_and_goes_back(checklist, xdg_home, shot):
    app = checklist()
    app.open_row("Charger")
    click(button(app, "Delete Item"))
    # A popover in the main window (where it points is Storyboard's tests' to check: a
    # popover's extents are off over AT-SPI), not a dialog of its own.
    sheet = app.find("filler", "Delete “Charger”?", root=app.main_window, predicate=is_visible)
    assert not [window for window in app.windows() if window.name == "Delete “Charger”?"]
    shot("sheet")
    # Nothing destructive has the focus: Return deletes nothing, Escape closes the sheet.
    app.press_keys("Return")
    time.sleep(0.6)
    assert is_visible(sheet) and app.title == "Charger"
    app.press_keys("Escape")
    harness.wait_for(lambda: not find_all_in(app.main_window, "filler", "Delete “Charger”?", predicate=is_visible),
                     5, message="the sheet to close")
    assert app.title == "Charger", "Escape deleted the item"
    click(button(app, "Delete Item"))
    sheet = app.find("filler", "Delete “Charger”?", root=app.main_window, predicate=is_visible)
    click(app.find("push button", "Delete", root=sheet))
    app.expect_title("Checklist")
    expect_items(app, ["Passport", "Toothbrush"])
    assert [item["name"] for item in saved_list(xdg_home)["items"]] == ["Passport", "Toothbrush"]


def test_edit_mode_deletes_a_row_only_after_asking(checklist, xdg_home, shot):
    app = checklist()
    click(button(app, "Edit"))
    harness.wait_for(lambda: find_all_in(app.main_window, "push button", "Done", predicate=is_visible), 5,
                     message="Edit to become Done")
    row_delete = button(app, "Delete Toothbrush")
    shot("edit-mode")
    click(row_delete)
    dialog = app.window("Delete “Toothbrush”?")
    app.press_keys("Return", window="Delete “Toothbrush”?")
    app.wait_window_gone("Delete “Toothbrush”?")
    assert items(app) == ["Passport", "Charger", "Toothbrush"], "Return in the question deleted the item"
    click(button(app, "Delete Toothbrush"))
    dialog = app.window("Delete “Toothbrush”?")
    click(app.find("push button", "Delete", root=dialog))
    app.wait_window_gone("Delete “Toothbrush”?")
    expect_items(app, ["Passport", "Charger"])
    click(button(app, "Done"))
    harness.wait_for(lambda: not find_all_in(app.main_window, "push button", "Delete Passport", predicate=is_visible),
                     5, message="Done to hide the rows' Delete buttons")


def test_the_settings_switch_hides_packed_items(checklist, xdg_home, shot):
    app = checklist()
    app.open_row("Passport")
    packed = app.find("check box", "Packed", root=app.main_window, predicate=is_visible)
    app.mouse_click(packed)
    harness.wait_for(lambda: saved_list(xdg_home)["items"][0]["isPacked"], 5, message="Passport saved as packed")
    click(button(app, "Back"))
    app.expect_title("Checklist")
    click(app.find("push button", "Settings", root=app.main_window))
    app.expect_title("Settings")
    switch = app.find(None, "Show Packed Items", root=app.main_window,
                      predicate=lambda node: is_visible(node) and harness.role(node) in ("check box", "toggle button",
                                                                                          "switch"))
    shot("settings")
    app.mouse_click(switch)
    harness.wait_for(lambda: saved_list(xdg_home)["showsPackedItems"] is False, 5, message="the setting saved")
    click(app.find("push button", "Items", root=app.main_window))
    app.expect_title("Checklist")
    expect_items(app, ["Charger", "Toothbrush"])
    assert badge(app) == "2", "Passport is packed: two left"


def test_the_open_item_comes_back_and_a_gone_one_is_not_pushed(checklist, xdg_home, shot):
    app = checklist()
    app.open_row("Toothbrush")
    time.sleep(0.5)  # the tab bar saves in the turn after the push
    app.shut_down()

    again = checklist(wait_title="Toothbrush")
    assert button(again, "Back"), "the item's page came back above the list"
    again.shut_down()

    # The item is gone from the list (another copy of the app, an edited file): its page is
    # not pushed, the list shows, and an alert says why.
    saved = json.loads((xdg_home.data / APP_ID / "checklist.json").read_text()) \
        if (xdg_home.data / APP_ID / "checklist.json").exists() else None
    assert saved is None, "nothing changed the list, so nothing was saved"
    (xdg_home.data / APP_ID).mkdir(parents=True, exist_ok=True)
    (xdg_home.data / APP_ID / "checklist.json").write_text(json.dumps({"version": 1, "value": {
        "items": [{"id": 1, "name": "Passport", "isPacked": False}], "showsPackedItems": True, "nextID": 2}}))
    third = checklist(wait_title="Checklist")
    alert = third.window("Some of Your Checklist Could Not Be Restored")
    assert third.find("label", "The item you had open is no longer in the list.", root=alert)
    shot("restore-failure")
    click(third.find("push button", "Close", root=alert))
    third.wait_window_gone("Some of Your Checklist Could Not Be Restored")
    expect_items(third, ["Passport"])


def test_the_checklist_shows_the_libraries_words_in_the_users_language(checklist, shot):
    german = l10n.language("de")
    app = checklist(env=german.env)
    assert button(app, german.t("Edit"))
    app.open_row("Passport")
    click(button(app, german.t("Back")))
    app.expect_title("Checklist")
    shot("german")
