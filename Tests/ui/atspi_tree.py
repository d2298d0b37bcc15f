"""The app's AT-SPI tree: walking it, finding nodes, reading them and pressing them.

GTK 4.8 facts these helpers rely on are listed in harness.py's docstring.
"""

from __future__ import annotations

import time
from typing import Callable, Iterator, Optional

import pyatspi


class UITestError(AssertionError):
    """A UI expectation that did not come true in time (fails the test)."""


class KnownBug(AssertionError):
    """A reported app bug is still there: raised by the checks of tests marked
    ``xfail(strict=True, raises=KnownBug)``, so that any other failure still fails them
    and a fix shows up as XPASS."""


# --------------------------------------------------------------------------- waiting

def wait_for(predicate: Callable[[], object], timeout: float = 5, interval: float = 0.05,
             message: str | Callable[[], str] = "condition") -> object:
    """Polls ``predicate`` until it returns something truthy and returns that.

    Fails the test with ``message`` (a string or a callable giving one, for details
    known only at the time of failure) after ``timeout`` seconds. Exceptions from the
    predicate count as "not yet" (nodes come and go while GTK rebuilds them).
    """
    deadline = time.monotonic() + timeout
    last_error: Optional[BaseException] = None
    while True:
        try:
            result = predicate()
            if result:
                return result
        except UITestError:
            raise
        except Exception as error:  # noqa: BLE001 - a vanished node is "not yet"
            last_error = error
        if time.monotonic() >= deadline:
            text = message() if callable(message) else message
            detail = f" (last error: {last_error!r})" if last_error else ""
            raise UITestError(f"timed out after {timeout} s waiting for {text}{detail}")
        time.sleep(interval)


# --------------------------------------------------------------------------- the tree

def walk(root) -> Iterator:
    """Every node under ``root`` (``root`` included), depth first. Skips nodes that vanish."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        yield node
        try:
            count = node.childCount
        except Exception:  # noqa: BLE001
            continue
        children = []
        for index in range(count):
            try:
                children.append(node.getChildAtIndex(index))
            except Exception:  # noqa: BLE001
                pass
        stack.extend(reversed(children))


def role(node) -> str:
    """The AT-SPI role name: 'push button', 'label', 'frame', 'menu item', ..."""
    return node.getRoleName()


def states(node) -> set[str]:
    """The node's states as names: {'visible', 'sensitive', 'focused', ...}."""
    return {pyatspi.stateToString(state) for state in node.getState().getStates()}


def has_state(node, state) -> bool:
    """Whether ``node`` has ``state`` (a pyatspi.STATE_* constant)."""
    return node.getState().contains(state)


def actions(node) -> list[str]:
    """The names of the node's actions, in order ([] when it has none)."""
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(index) for index in range(action.nActions)]


def extents(node) -> tuple[int, int, int, int]:
    """(x, y, width, height) in window coordinates (see ``screen_center``)."""
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return box.x, box.y, box.width, box.height


def is_visible(node) -> bool:
    """Visible and taking up space: the closest GTK 4.8 gets to 'showing' for a widget."""
    _, _, width, height = extents(node)
    return has_state(node, pyatspi.STATE_VISIBLE) and width > 0 and height > 0


def text(node) -> str:
    """A label's (or text field's) text: the Text interface, else the accessible name.

    (GTK 4.8 answers getText(0, -1) with '': ask for characterCount characters.)
    """
    try:
        contents = node.queryText()
    except NotImplementedError:
        return node.name
    return contents.getText(0, contents.characterCount)


def describe(node) -> str:
    """"role 'name'" for messages."""
    try:
        return f"{role(node)} {node.name!r}"
    except Exception:  # noqa: BLE001
        return "<vanished node>"


def matches(node, role_name: Optional[str] = None, name: Optional[str] = None,
            predicate: Optional[Callable] = None) -> bool:
    """Whether the node has that role and that exact name (None: any) and passes ``predicate``."""
    if role_name is not None and role(node) != role_name:
        return False
    if name is not None and node.name != name:
        return False
    return predicate is None or bool(predicate(node))


def find_all_in(root, role_name: Optional[str] = None, name: Optional[str] = None,
                predicate: Optional[Callable] = None) -> list:
    """Every node under ``root`` with that role and exact name (None: any), right now."""
    return [node for node in walk(root) if safely(matches, node, role_name, name, predicate)]


def find_in(root, role_name: Optional[str], name: Optional[str], timeout: float = 5,
            predicate: Optional[Callable] = None):
    """The first node under ``root`` with that role and exact name; polls up to ``timeout`` s.

    Fails the test, listing what there is, when none shows up.
    """
    def first():
        found = find_all_in(root, role_name, name, predicate)
        return found[0] if found else None

    def missing() -> str:
        seen = sorted({describe(node) for node in walk(root) if role_name in (None, safely(role, node))})
        return f"{role_name} {name!r} under {describe(root)}; there is: {', '.join(seen[:40]) or 'nothing'}"

    return wait_for(first, timeout, message=missing)


def safely(function, *args):
    """function(*args), or None when it raises (the node vanished meanwhile)."""
    try:
        return function(*args)
    except Exception:  # noqa: BLE001
        return None


# --------------------------------------------------------------------------- acting

def click(node) -> None:
    """Presses a control through its AT-SPI action named ``click``.

    GTK 4.8 names the action ``click`` on push/toggle buttons, menu items (popover
    menus), links and page tabs; an entry has ``activate`` instead. Never "action 0":
    labels and windows carry other actions first.

    A ``GtkMenuButton`` is an action-less ``push button`` around an inner ``push button``
    of the same name that has ``click``: given the outer one, this presses the inner one.
    """
    names = actions(node)
    if "click" not in names:
        inner = [child for child in walk(node)
                 if child is not node and role(child) == role(node) and child.name == node.name
                 and "click" in actions(child)]
        if len(inner) != 1:
            raise UITestError(f"{describe(node)} has no 'click' action (it has {names})")
        node, names = inner[0], actions(inner[0])
    node.queryAction().doAction(names.index("click"))


def do_action(node, action_name: str) -> None:
    """Performs the node's action called ``action_name`` (e.g. 'activate' on an entry)."""
    names = actions(node)
    if action_name not in names:
        raise UITestError(f"{describe(node)} has no {action_name!r} action (it has {names})")
    node.queryAction().doAction(names.index(action_name))


def toplevel(node):
    """The top-level window (child of the application node) that holds ``node``."""
    while True:
        parent = node.parent
        if parent is None or role(parent) == "application":
            return node
        node = parent
