"""Every control a user can reach has an accessible name.

Walks the app's AT-SPI tree — the main window on every page (the Settings tab's root and
each page it opens, the About tab, the More list and its Edit mode, the Scores list and a
result's details, the Emotions list and a face), its menu, and the Keyboard Shortcuts window — and fails
listing each control on screen whose name is empty or only a GTK class name ('GtkImage' is
what an icon-only button without a label is called). Top-level windows need a name too.

"On screen" means visible with a non-zero size: GTK 4.8 reports 'showing' only for
windows, and a widget that is not laid out (a collapsed search bar, a stack page never
shown) has zero extents. A page shown once keeps its old extents when hidden, so each page
is audited alone: everything under the other pages of the window's stacks is skipped (the
page on top is the one whose subtree holds the control ``page_marker`` names).

Two gaps are known and reported (see ``KNOWN_GAPS``): the audits skip them, and one
strict-xfail test each proves they are still there, so that a fix shows up as XPASS.
"""

import pyatspi
import pytest

import harness
from harness import KnownBug, extents, has_state, role

#: AT-SPI roles of controls a user operates (GtkMenuButton shows up as 'push button',
#: GtkSwitch as 'toggle button' or 'switch', GtkEntry as 'text' or 'entry').
CONTROL_ROLES = {
    "push button", "toggle button", "menu button", "check box", "radio button", "switch",
    "text", "entry", "password text", "spin button", "combo box", "link", "slider",
    "list item", "menu item", "check menu item", "radio menu item", "page tab",
}


def is_unnamed_list_box_row(node) -> bool:
    """A GtkListBoxRow without a name: the app names the box inside the row
    (SettingsForm.NavigationRow: ``accessibleLabel = title`` on the Box) or nothing
    (SettingsForm.Row names only the control), never the focusable row itself."""
    return (role(node) == "list item" and node.parent is not None and node.parent.name == "GtkListBox"
            and (not node.name or node.name.startswith("Gtk")))


def is_drop_down_button(node) -> bool:
    """The GtkToggleButton inside a GtkDropDown: GTK 4.8 leaves it unnamed
    ('GtkToggleButton'); the combo box around it has the name. The app could name it
    (it is the drop down's first child)."""
    parent = node.parent
    return (role(node) == "push button" and node.name == "GtkToggleButton" and parent is not None
            and role(parent) == "combo box" and not missing_name(parent.name))


#: Known naming gaps, reported; skipped by the audits, checked by the xfail tests below.
KNOWN_GAPS = (is_unnamed_list_box_row, is_drop_down_button)

#: Pages of the main window: (--start path, title, a control only that page has).
PAGES = (
    ("settings", "Settings", ("label", "Appearance")),
    ("settings/appearance", "Appearance", ("combo box", "Style")),
    ("settings/card-games", "Card Games", ("spin button", "Match Bonus")),
    ("settings/units", "Units", ("combo box", "Fuel Units")),
    ("settings/data", "Data", ("label", "Saved Data")),
    ("about", "About", ("link", "Open Data Folder")),
)

#: The More list's pages (no --start path: reached with the More button, then Edit).
MORE_PAGES = (
    (None, "More", ("list", "More")),
    (None, "More", ("push button", "Move Settings Up")),
)


def missing_name(name: str) -> bool:
    return not name.strip() or name.startswith("Gtk")


def on_screen(node) -> bool:
    _, _, width, height = extents(node)
    return has_state(node, pyatspi.STATE_VISIBLE) and width > 0 and height > 0


def path_to(node) -> str:
    """'frame 'Settings' > panel > push button 'GtkImage'' (names shown where there are any)."""
    parts = []
    while node is not None and role(node) != "application":
        parts.append(f"{role(node)} {node.name!r}" if node.name else role(node))
        node = node.parent
    return " > ".join(reversed(parts))


def shown_nodes(window, page_marker=None):
    """Every node of ``window``, skipping the hidden pages of its stacks: of the
    'GtkStackPage' siblings, only those on the way to ``page_marker`` (a node) are kept."""
    keep = set()
    node = page_marker
    while node is not None and role(node) != "application":
        keep.add(node)
        node = node.parent
    stack = [window]
    while stack:
        node = stack.pop()
        yield node
        try:
            children = [node.getChildAtIndex(index) for index in range(node.childCount)]
        except Exception:  # noqa: BLE001 - vanished while walking
            continue
        pages = [child for child in children if child is not None and child.name == "GtkStackPage"]
        if page_marker is not None and len(pages) > 1 and any(page in keep for page in pages):
            children = [child for child in children if child not in pages or child in keep]
        stack.extend(reversed([child for child in children if child is not None]))


def problems_in(window, page_marker=None, gaps=()) -> list[str]:
    """Unnamed controls on screen in one top-level window (and an unnamed window), leaving
    out the nodes that ``gaps`` (predicates) recognise."""
    problems = []
    if missing_name(window.name):
        problems.append(f"window {harness.describe(window)} has no title / accessible name")
    for node in shown_nodes(window, page_marker):
        try:
            if role(node) in CONTROL_ROLES and missing_name(node.name) and on_screen(node) \
                    and not any(gap(node) for gap in gaps):
                problems.append(f"{path_to(node)} at {extents(node)} (actions {harness.actions(node)})")
        except Exception:  # noqa: BLE001 - vanished while walking
            continue
    return problems


def gap_nodes(window, gap, page_marker=None) -> list[str]:
    return [path_to(node) for node in shown_nodes(window, page_marker)
            if harness.safely(gap, node) and harness.safely(on_screen, node)]


def assert_none(problems):
    if problems:
        raise harness.UITestError("controls without an accessible name:\n  " + "\n  ".join(dict.fromkeys(problems)))


def page_marker(app, page):
    _, title, (marker_role, marker_name) = page
    app.expect_title(title)
    return app.find(marker_role, marker_name, root=app.main_window, predicate=harness.is_visible)


def visit_every_page(app, shot):
    """Goes through every page of the main window, as a user would (rows, Back, tabs);
    yields (page, its marker node) on each."""
    root = PAGES[0]
    yield root, page_marker(app, root)
    for page in PAGES[1:-1]:
        app.open_row(page[1])
        shot(page[1])
        yield page, page_marker(app, page)
        app.go_back("Settings")
    about = PAGES[-1]
    app.select_tab("About", expected_title="About")
    yield about, page_marker(app, about)
    more, editing = MORE_PAGES
    app.go_back(harness.MORE)  # About is listed under More
    yield more, page_marker(app, more)
    harness.click(app.find("push button", "Edit", root=app.header_bar()))
    marker = page_marker(app, editing)
    shot("more-edit")
    yield editing, marker


def test_every_page_of_the_main_window_is_named(app, shot):
    problems = []
    for _, marker in visit_every_page(app, shot):
        problems.extend(problems_in(app.main_window, marker, KNOWN_GAPS))
    assert_none(problems)


def test_main_menu_is_named(app, shot):
    menu = app.open_main_menu()
    app.find("menu item", "Quit", root=menu)
    shot("menu")
    problems = problems_in(app.main_window, app.find("label", "Appearance"), KNOWN_GAPS)
    assert_none(problems)


def test_shortcuts_window_is_named(app, shot):
    app.press_keys("ctrl+question")
    window = app.shortcuts_window()
    shot("shortcuts")
    assert_none(problems_in(window))


def test_settings_rows_are_named(app, shot):
    # The Settings root's rows (they open pages) and a form page's rows (they hold a control).
    found = gap_nodes(app.main_window, is_unnamed_list_box_row, page_marker(app, PAGES[0]))
    app.open_row("Card Games")
    found += gap_nodes(app.main_window, is_unnamed_list_box_row, page_marker(app, PAGES[2]))
    if found:
        raise KnownBug("unnamed rows:\n  " + "\n  ".join(found))


def test_drop_down_buttons_are_named(launch):
    app = launch("--start", "settings/appearance", wait_title="Appearance")
    assert len(app.find_all("combo box", root=app.main_window, predicate=on_screen)) == 3
    found = gap_nodes(app.main_window, is_drop_down_button)
    if found:
        raise KnownBug("unnamed drop-down buttons:\n  " + "\n  ".join(found))


def test_the_scores_tab_is_named(launch, xdg_home, shot):
    # Every row of the list and of the details is named by the app: no known gap is skipped.
    from test_scores import ENV, ROWS, seed
    seed(xdg_home)
    app = launch("--start", "scores", wait_title="Scores", env=ENV)
    listed = app.find("list", "Scores", root=app.main_window, predicate=harness.is_visible)
    problems = problems_in(app.main_window, listed)
    app.mouse_click(app.find("list item", ROWS["set best"], root=listed))
    app.expect_title("Set Result")
    shot("details")
    problems += problems_in(app.main_window, app.find("list", "History", root=app.main_window,
                                                       predicate=harness.is_visible))
    assert_none(problems)


def test_the_faceit_tab_is_named(launch, shot):
    # The Emotions rows are named after their emotions, the face is "Face", described by its
    # expression: no known gap is skipped.
    from test_faceit import choose, face
    app = launch("--start", "faceit", wait_title="FaceIt")
    listed = app.find("list", "Emotions", root=app.main_window, predicate=harness.is_visible)
    problems = problems_in(app.main_window, listed)
    choose(app, "Happy")
    assert face(app).description == "Happy: eyes open, smiling"
    shot("faceit")
    problems += problems_in(app.main_window, face(app))
    assert_none(problems)
