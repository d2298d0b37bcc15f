"""The More tab (the tab bar, as UIKit's): with more than five tabs the bar's fifth item is
**More**, a list of the rest; the user chooses which tabs sit in the bar with its Edit mode.

With nine tabs the bar holds Cards, Set, Scores, Attributor and More. The More list (its page
is titled "More") has a row per tab under it, FaceIt, CarValet, EmojiArt, Settings and About, each a ``list item`` named
after the tab, in a list named "More". Choosing a row shows that tab with the More item still
selected and the window titled after the tab's page; the tab's root page has a Back button
to the More list ("More"; also Alt+Left, Escape, the mouse's back button). Clicking More
(or Alt+5) while a tab under More shows, or on the list itself, shows the list.

Edit (a header bar button; Done ends it) lists every tab in two boxed lists, "Tab Bar" and
"More", each row with a "Move <tab> Up" and a "Move <tab> Down" button; the bar follows at
once, leaving the list ends Edit mode, and the order is saved (navigation.json ``tabOrder``)
and comes back on the next launch.
"""

import json
import time

import pyatspi

import harness
from harness import BAR_TABS, MORE, MORE_TABS, TABS, click, extents, has_state, is_visible, text


def assert_bar(app, names, selected):
    """The tab bar shows ``names`` left to right, ``selected`` (only it) selected and pressed."""
    buttons = app.tab_buttons()
    assert [button.name for button in buttons] == list(names)
    assert app.selected_tabs() == [selected]
    for button in buttons:
        assert has_state(button, pyatspi.STATE_PRESSED) == (button.name == selected), \
            f"tab {button.name!r} is {'not ' if button.name == selected else ''}pressed"
    lefts = [extents(button)[0] for button in buttons]
    assert lefts == sorted(lefts), "the bar's items run left to right in order"


def assert_more_list(app, rows=MORE_TABS):
    """On the More list: titled More, More selected, no Back button, ``rows`` listed."""
    assert app.title == MORE
    assert app.back_button() is None, "the More list is a root page"
    assert app.selected_tabs() == [MORE]
    assert app.more_rows() == list(rows)


def assert_under_more(app, title, back_to=MORE):
    """On ``title``, a page of a tab listed under More: More stays selected; Back leads to
    ``back_to`` (the More list from the tab's root page)."""
    assert app.title == title
    assert app.selected_tabs() == [MORE]
    button = app.back_button()
    assert button is not None, f"no Back button on {title!r}"
    assert app.back_title() == back_to
    assert button.description == f"Back to {back_to}"


def header_button(app, name):
    return app.find("push button", name, root=app.header_bar(), predicate=is_visible)


def move_button(app, tab, direction):
    """The Edit mode's ``Move <tab> Up``/``Down`` button."""
    return app.find("push button", f"Move {tab} {direction}", root=app.main_window, predicate=is_visible)


def sensitive(node) -> bool:
    return has_state(node, pyatspi.STATE_SENSITIVE)


def saved_navigation(home):
    return json.loads((home.app_state / "navigation.json").read_text())


# --------------------------------------------------------------------------- the list

def test_nine_tabs_put_faceit_carvalet_emojiart_settings_and_about_under_more(launch, shot):
    app = launch(wait_title=TABS[0])
    assert_bar(app, BAR_TABS, "Cards")
    assert len(TABS) == 9 and BAR_TABS[:4] + MORE_TABS == TABS
    widths = [extents(button)[2] for button in app.tab_buttons()]
    assert max(widths) - min(widths) <= 2, f"the bar's items share its width: {widths}"

    app.select_tab(MORE, expected_title=MORE)
    assert_more_list(app)
    assert_bar(app, BAR_TABS, MORE)
    assert header_button(app, "Edit")
    # Each row: the tab's icon, its name and an arrow, under the header bar, one under the other.
    rows = [app.more_row(tab) for tab in MORE_TABS]
    assert [text(harness.find_all_in(row, "label")[0]) for row in rows] == list(MORE_TABS)
    boxes = [extents(row) for row in rows]
    assert boxes[0][1] > 46 and boxes[0][1] + boxes[0][3] <= boxes[1][1], boxes
    assert all(len(harness.find_all_in(row, "image")) == 2 for row in rows), "an icon and an arrow"
    # A centred column, as the Settings page's rows (not stretched across the window).
    window_width = extents(app.main_window)[2]
    x, _, width, _ = boxes[0]
    assert width < window_width / 2 and abs((x + width / 2) - window_width / 2) < 20, boxes[0]
    shot("more-list")


def test_a_row_opens_its_tab_and_back_returns_to_the_list(launch, shot):
    app = launch(wait_title=TABS[0])
    app.open_more()
    app.mouse_click(app.more_row("Settings"))
    app.expect_title("Settings")
    assert_under_more(app, "Settings")
    assert_bar(app, BAR_TABS, MORE)
    app.row("Appearance")  # the Settings page's own rows
    x, y, width, height = extents(app.back_button())
    assert y + height < 50 and x < extents(app.main_window)[2] / 4, "Back is at the header bar's start"
    shot("settings")

    app.go_back(MORE)  # the Back button
    assert_more_list(app)

    app.mouse_click(app.more_row("About"))
    app.expect_title("About")
    assert_under_more(app, "About")
    app.find("link", "Open Data Folder", root=app.main_window, predicate=is_visible)
    shot("about")
    app.press_keys("alt+Left")
    app.expect_title(MORE)
    assert_more_list(app)

    # A page pushed on a tab under More goes back to the tab's root, then to the list.
    app.mouse_click(app.more_row("Settings"))
    app.expect_title("Settings")
    app.open_row("Units")
    assert_under_more(app, "Units", back_to="Settings")
    app.press_keys("Escape")
    app.expect_title("Settings")
    assert_under_more(app, "Settings")
    app.mouse_back()
    app.expect_title(MORE)
    assert_more_list(app)
    # The list is a root: nowhere to go back to.
    app.press_keys("alt+Left")
    time.sleep(harness.SLIDE_SECONDS)
    assert_more_list(app)


def focused_row(app):
    """The row of the More list that has the keyboard focus, if any."""
    return next((tab for tab in MORE_TABS if has_state(app.more_row(tab), pyatspi.STATE_FOCUSED)), None)


def open_with_the_keyboard(app, tab):
    """From a focused row of the More list, Up/Down to ``tab``'s row, then Return."""
    row = harness.wait_for(lambda: focused_row(app), 5, message="a row of the More list focused")
    steps = MORE_TABS.index(tab) - MORE_TABS.index(row)
    if steps:
        app.press_keys(*(["Down"] * steps if steps > 0 else ["Up"] * -steps))
    harness.wait_for(lambda: focused_row(app) == tab, 5, message=f"the {tab} row focused")
    app.press_keys("Return")
    app.expect_title(tab)
    assert_under_more(app, tab)


def test_rows_open_with_the_keyboard(launch):
    app = launch("--start", "about", wait_title="About")
    app.press_keys("alt+Left")  # back to the More list: the focus goes to its rows
    app.expect_title(MORE)
    open_with_the_keyboard(app, "Settings")
    app.press_keys("alt+Left")
    app.expect_title(MORE)
    open_with_the_keyboard(app, "About")


def test_clicking_more_again_pops_back_to_the_list(launch, shot):
    app = launch("--start", "settings/units", wait_title="Units")
    assert_under_more(app, "Units", back_to="Settings")
    app.select_tab(MORE, expected_title=MORE)  # More is the selected item: back to its list
    assert_more_list(app)
    shot("popped")
    app.select_tab(MORE)  # on the list already: nothing changes
    time.sleep(harness.SLIDE_SECONDS)
    assert_more_list(app)
    assert has_state(app.tab_button(MORE), pyatspi.STATE_PRESSED), "More stays pressed"

    # Settings kept its own path.
    app.mouse_click(app.more_row("Settings"))
    app.expect_title("Units")
    assert_under_more(app, "Units", back_to="Settings")
    # Alt+5 while a tab under More shows: the list too.
    app.press_keys("alt+5")
    app.expect_title(MORE)
    assert_more_list(app)


def test_alt_digits_select_the_bar_items_and_more(launch):
    app = launch("--start", "about", wait_title="About")
    for digit, item in enumerate(BAR_TABS, start=1):
        app.press_keys(f"alt+{digit}")
        app.expect_title(item)
        assert_bar(app, BAR_TABS, item)
        assert app.back_button() is None, f"a Back button on {item!r}"
    app.press_keys(f"alt+{len(BAR_TABS) + 1}")  # no sixth bar item
    time.sleep(harness.SLIDE_SECONDS)
    assert_more_list(app)


# --------------------------------------------------------------------------- Edit

def test_edit_moves_a_tab_into_the_bar_and_the_order_comes_back(launch, xdg_home, shot):
    first = launch(wait_title=TABS[0])
    first.open_more()
    click(header_button(first, "Edit"))
    first.find("list", "Tab Bar", root=first.main_window, predicate=is_visible)
    assert header_button(first, "Done")
    assert not first.find_all("push button", "Edit", root=first.header_bar(), predicate=is_visible)
    # Every tab, in two groups: those in the bar and those under More.
    assert first.more_rows("Tab Bar") == list(TABS[:4])
    assert first.more_rows(MORE) == list(MORE_TABS)
    assert not sensitive(move_button(first, "Cards", "Up")), "the first tab cannot go up"
    assert not sensitive(move_button(first, "About", "Down")), "the last tab cannot go down"
    assert sensitive(move_button(first, "Settings", "Up")) and sensitive(move_button(first, "Settings", "Down"))
    # Buttons inside rows are flat and keep the rows the height of the list's other rows.
    assert extents(first.more_row("Settings"))[3] <= 50
    shot("edit")

    # Settings goes up past EmojiArt, CarValet and FaceIt, then into the bar in Attributor's place.
    click(move_button(first, "Settings", "Up"))
    harness.wait_for(lambda: first.more_rows(MORE) == ["FaceIt", "CarValet", "Settings", "EmojiArt", "About"], 5,
                     message=lambda: f"Settings above EmojiArt; More lists {first.more_rows(MORE)}")
    click(move_button(first, "Settings", "Up"))
    harness.wait_for(lambda: first.more_rows(MORE) == ["FaceIt", "Settings", "CarValet", "EmojiArt", "About"], 5,
                     message=lambda: f"Settings above CarValet; More lists {first.more_rows(MORE)}")
    click(move_button(first, "Settings", "Up"))
    harness.wait_for(lambda: first.more_rows(MORE) == ["Settings", "FaceIt", "CarValet", "EmojiArt", "About"], 5,
                     message=lambda: f"Settings above FaceIt; More lists {first.more_rows(MORE)}")
    click(move_button(first, "Settings", "Up"))
    harness.wait_for(lambda: first.bar_names() == ["Cards", "Set", "Scores", "Settings", MORE], 5,
                     message=lambda: f"Settings in the bar; it shows {first.bar_names()}")
    harness.wait_for(lambda: first.more_rows("Tab Bar") == ["Cards", "Set", "Scores", "Settings"], 5,
                     message="Settings in the Tab Bar group")
    assert first.more_rows(MORE) == ["Attributor", "FaceIt", "CarValet", "EmojiArt", "About"]
    assert first.selected_tabs() == [MORE]
    shot("settings-moved")

    click(header_button(first, "Done"))
    harness.wait_for(lambda: first.more_rows() == ["Attributor", "FaceIt", "CarValet", "EmojiArt", "About"], 5,
                     message="the list without Edit")
    assert header_button(first, "Edit")
    assert not first.find_all("push button", "Move Attributor Up", root=first.main_window, predicate=is_visible)

    # Settings is a tab of the bar now: its root has no Back button; Attributor is under More.
    first.select_tab("Settings", expected_title="Settings")
    assert_bar(first, ["Cards", "Set", "Scores", "Settings", MORE], "Settings")
    assert first.back_button() is None
    first.press_keys("alt+4")
    time.sleep(harness.SLIDE_SECONDS)
    assert first.title == "Settings"  # Alt+4 is Settings now
    first.select_tab("Attributor", expected_title="Attributor")
    assert_under_more(first, "Attributor")
    first.quit()
    assert first.close() == 0
    saved = saved_navigation(xdg_home)
    assert saved["tabOrder"] == ["cards", "set", "scores", "settings", "attributor", "faceit", "carvalet", "emojiart", "about"], saved
    assert saved["selectedTab"] == "attributor", saved

    second = launch(wait_title="Attributor")
    assert_bar(second, ["Cards", "Set", "Scores", "Settings", MORE], MORE)
    assert_under_more(second, "Attributor")
    second.go_back(MORE)
    assert_more_list(second, ["Attributor", "FaceIt", "CarValet", "EmojiArt", "About"])
    shot("relaunched")
    second.press_keys("alt+4")
    second.expect_title("Settings")
    assert_bar(second, ["Cards", "Set", "Scores", "Settings", MORE], "Settings")


def test_edit_mode_moves_with_the_keyboard_and_keeps_the_focus(launch):
    app = launch(wait_title=TABS[0])
    app.open_more()
    click(header_button(app, "Edit"))
    up = move_button(app, "About", "Up")
    app.mouse_click(up)  # a real click focuses the button
    harness.wait_for(lambda: app.more_rows(MORE) == ["FaceIt", "CarValet", "EmojiArt", "About", "Settings"], 5,
                     message="About moved up")
    # The rows are rebuilt; the focus stays on About's Up button, so Space goes on moving it.
    harness.wait_for(lambda: has_state(move_button(app, "About", "Up"), pyatspi.STATE_FOCUSED), 5,
                     message="About's Up button focused")
    app.press_keys("space")
    harness.wait_for(lambda: app.more_rows(MORE) == ["FaceIt", "CarValet", "About", "EmojiArt", "Settings"], 5,
                     message="About moved up past EmojiArt")
    harness.wait_for(lambda: has_state(move_button(app, "About", "Up"), pyatspi.STATE_FOCUSED), 5,
                     message="About's Up button still focused")
    app.press_keys("space")
    harness.wait_for(lambda: app.more_rows(MORE) == ["FaceIt", "About", "CarValet", "EmojiArt", "Settings"], 5,
                     message="About moved up past CarValet")
    harness.wait_for(lambda: has_state(move_button(app, "About", "Up"), pyatspi.STATE_FOCUSED), 5,
                     message="About's Up button still focused")
    app.press_keys("space")
    harness.wait_for(lambda: app.more_rows(MORE) == ["About", "FaceIt", "CarValet", "EmojiArt", "Settings"], 5,
                     message="About moved up past FaceIt")
    harness.wait_for(lambda: has_state(move_button(app, "About", "Up"), pyatspi.STATE_FOCUSED), 5,
                     message="About's Up button still focused")
    app.press_keys("space")
    harness.wait_for(lambda: app.bar_names() == ["Cards", "Set", "Scores", "About", MORE], 5,
                     message=lambda: f"About in the bar; it shows {app.bar_names()}")
    assert app.more_rows("Tab Bar") == ["Cards", "Set", "Scores", "About"]
    assert app.more_rows(MORE) == ["Attributor", "FaceIt", "CarValet", "EmojiArt", "Settings"]
    harness.wait_for(lambda: has_state(move_button(app, "About", "Up"), pyatspi.STATE_FOCUSED), 5,
                     message="About's Up button focused again")


def test_leaving_the_list_ends_edit_mode(launch, xdg_home):
    app = launch(wait_title=TABS[0])
    app.open_more()
    click(header_button(app, "Edit"))
    click(move_button(app, "Attributor", "Down"))
    harness.wait_for(lambda: app.bar_names() == ["Cards", "Set", "Scores", "FaceIt", MORE], 5,
                     message=lambda: f"FaceIt in the bar; it shows {app.bar_names()}")
    app.select_tab("Cards", expected_title="Cards")
    app.open_more()
    assert header_button(app, "Edit"), "back on More: the list, not the editor"
    assert_more_list(app, ["Attributor", "CarValet", "EmojiArt", "Settings", "About"])
    app.press_keys("ctrl+w", window=harness.MAIN)  # closing the window saves the order too
    assert app.close() == 0
    saved = saved_navigation(xdg_home)
    assert saved["tabOrder"] == ["cards", "set", "scores", "faceit", "attributor", "carvalet", "emojiart", "settings", "about"], saved
    assert saved["showingMoreList"], saved

    second = launch(wait_title=MORE)  # the More list itself comes back
    assert_more_list(second, ["Attributor", "CarValet", "EmojiArt", "Settings", "About"])
    assert_bar(second, ["Cards", "Set", "Scores", "FaceIt", MORE], MORE)
