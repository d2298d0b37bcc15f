"""Every control a user can reach has an accessible name.

Walks the app's AT-SPI tree — the main window and its menu, the About window (both of
its pages) and the Keyboard Shortcuts window — and fails listing
each control on screen whose name is empty or only a GTK class name ('GtkImage' is what
an icon-only button without a label is called). Top-level windows need a name too.

"On screen" means visible with a non-zero size: GTK 4.8 reports 'showing' only for
windows, and a widget that is not laid out (a collapsed search bar, a stack page never
shown) has zero extents. The tests switch pages so that what they
reveal is checked as well.
"""

import pyatspi

import harness
from harness import click, extents, has_state, role, walk

#: AT-SPI roles of controls a user operates (GtkMenuButton shows up as 'push button',
#: GtkSwitch as 'toggle button' or 'switch', GtkEntry as 'text' or 'entry').
CONTROL_ROLES = {
    "push button", "toggle button", "menu button", "check box", "radio button", "switch",
    "text", "entry", "password text", "spin button", "combo box", "link", "slider",
    "list item", "menu item", "check menu item", "radio menu item", "page tab",
}


def missing_name(name: str) -> bool:
    return not name.strip() or name.startswith("Gtk")


def on_screen(node) -> bool:
    _, _, width, height = extents(node)
    return has_state(node, pyatspi.STATE_VISIBLE) and width > 0 and height > 0


def path_to(node) -> str:
    """'frame 'Machismo' > panel > push button 'GtkImage'' (names shown where there are any)."""
    parts = []
    while node is not None and role(node) != "application":
        parts.append(f"{role(node)} {node.name!r}" if node.name else role(node))
        node = node.parent
    return " > ".join(reversed(parts))


def unnamed_controls(window) -> list[str]:
    """Problems in one top-level window: an unnamed window, unnamed controls on screen."""
    problems = []
    if missing_name(window.name):
        problems.append(f"window {harness.describe(window)} has no title / accessible name")
    for node in walk(window):
        try:
            if role(node) in CONTROL_ROLES and missing_name(node.name) and on_screen(node):
                problems.append(f"{path_to(node)} at {extents(node)} (actions {harness.actions(node)})")
        except Exception:  # noqa: BLE001 - vanished while walking
            continue
    return problems


def audit(app, problems, title=None, window=None):
    window = window if window is not None else app.window(title)
    problems.extend(unnamed_controls(window))


def assert_none(problems):
    if problems:
        raise harness.UITestError("controls without an accessible name:\n  " + "\n  ".join(dict.fromkeys(problems)))


def test_main_window_and_menu_are_named(app, shot):
    problems = []
    audit(app, problems, harness.MAIN_TITLE)
    menu = app.open_main_menu()
    app.find("menu item", "Quit", root=menu)
    shot("menu")
    audit(app, problems, harness.MAIN_TITLE)
    assert_none(problems)


def test_about_window_is_named(app, shot):
    problems = []
    app.choose_from_main_menu("About Machismo")
    about = app.window("About Machismo")
    app.find("label", "0.1.0", root=about)
    shot("about")
    audit(app, problems, window=about)
    click(app.find("page tab", "Credits", root=about))
    app.find("label", "Based on", root=about)
    shot("credits")
    audit(app, problems, window=about)
    assert_none(problems)


def test_shortcuts_window_is_named(app, shot):
    problems = []
    app.press_keys("ctrl+question")
    window = app.shortcuts_window()
    shot("shortcuts")
    audit(app, problems, window=window)
    assert_none(problems)
