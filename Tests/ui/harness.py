"""End-to-end harness: launches the real machismo binary and drives it through AT-SPI.

Runs inside ``Tests/ui/run`` (Xvfb + a session bus + the accessibility bus, with
``GTK_A11Y=atspi``). A test typically reads::

    with App(home=xdg_home) as app:
        click(app.find("push button", "Main Menu"))
        click(app.find("menu item", "About Machismo"))
        about = app.window("About Machismo")
        screenshot("about")
        app.press_keys("Escape", window="About Machismo")
        app.wait_window_gone("About Machismo")
        app.quit()
        assert app.close() == 0

What GTK 4.8 serves over AT-SPI (checked on Debian 12, GTK 4.8.3):

- Roles: a ``GtkApplicationWindow``/``GtkWindow`` is a ``frame``; ``GtkAboutDialog`` is a
  ``filler`` (not ``dialog``) and never reports ``showing``; a header bar is a ``panel``;
  a ``GtkMenuButton`` is a ``push button`` *without* actions that wraps a ``push button`` of
  the same name *with* the ``click`` action (see ``click``); its popover is a ``menu`` named
  ``GtkPopoverMenu`` holding ``menu item`` nodes; a ``GtkLinkButton`` is a ``link``; a
  ``GtkStackSwitcher`` is a ``page tab list`` of ``page tab`` nodes.
- Actions: buttons, menu items, links and page tabs have exactly one action, ``click``.
  Labels carry eight clipboard/link actions (``clipboard.copy`` first) and windows expose
  their action groups (``window.close``, ``win.show-help-overlay``, ``default.activate``...),
  so never press "action 0": press an action by name.
- States: only top-level windows report ``showing``; widgets report ``visible`` (a hidden
  stack page too, with stale extents). A window hidden with hide-on-close leaves the
  application's children.
- Extents: ask for ``WINDOW_COORDS``. ``DESKTOP_COORDS`` (screen) makes GTK print
  "Gtk-WARNING: Screen coordinates not supported". Window coordinates start inside the
  client-side-decoration border (5 px here): see ``screen_center``. Extents of nodes in a
  popover (menu items) do not match where the popover is drawn: press those by action.
- Names: an unnamed icon-only button is named after its child's class (``GtkImage``); other
  unnamed widgets after their own class (``GtkScrollbar``, ``GtkShortcutsWindow``...).
- Popovers and dialogs are separate X windows; with no window manager, X positions are
  screen positions and the window that was mapped last has the keyboard focus.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional

import pyatspi

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
ARTIFACTS = HERE / "artifacts"

#: The binary under test: $MACHISMO_BIN, else this checkout's debug build.
BINARY = Path(os.environ.get("MACHISMO_BIN", REPO_ROOT / ".build" / "debug" / "machismo"))

#: Main window title.
MAIN_TITLE = "Machismo"

#: Seconds to wait for the app's window after launch, and for it to exit.
LAUNCH_TIMEOUT = 20
EXIT_TIMEOUT = 10

#: Lines of the app's stderr that fail a test: GLib criticals and warnings of any
#: domain ("Gtk-WARNING **", "GLib-GObject-CRITICAL **", ...). Swift-log's own
#: "warning" lines (our app's messages) do not match.
BAD_STDERR = re.compile(r"CRITICAL|-WARNING \*\*")

#: Environment the app always gets (the runner sets the same; set here too so the
#: harness also works in a session set up by hand). C.UTF-8 keeps GTK's own strings
#: untranslated so tests can match them.
APP_ENV = {
    "GTK_A11Y": "atspi",
    "NO_AT_BRIDGE": "0",
    "G_DEBUG": "fatal-criticals",
    "GSK_RENDERER": "cairo",
    "LC_ALL": "C.UTF-8",
    "LANGUAGE": "",
}


class UITestError(AssertionError):
    """A UI expectation that did not come true in time (fails the test)."""


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
    """A label's (or text field's) text: the Text interface, else the accessible name."""
    try:
        return node.queryText().getText(0, -1)
    except NotImplementedError:
        return node.name


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
    return [node for node in walk(root) if _safe(matches, node, role_name, name, predicate)]


def find_in(root, role_name: Optional[str], name: Optional[str], timeout: float = 5,
            predicate: Optional[Callable] = None):
    """The first node under ``root`` with that role and exact name; polls up to ``timeout`` s.

    Fails the test, listing what there is, when none shows up.
    """
    def first():
        found = find_all_in(root, role_name, name, predicate)
        return found[0] if found else None

    def missing() -> str:
        seen = sorted({describe(node) for node in walk(root) if role_name in (None, _safe(role, node))})
        return f"{role_name} {name!r} under {describe(root)}; there is: {', '.join(seen[:40]) or 'nothing'}"

    return wait_for(first, timeout, message=missing)


def _safe(function, *args):
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


def xdotool(*args: str, timeout: float = 10, check: bool = True) -> str:
    """Runs xdotool and returns its stdout."""
    result = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=timeout)
    if check and result.returncode != 0:
        raise UITestError(f"xdotool {' '.join(args)} failed ({result.returncode}): {result.stderr.strip()}")
    return result.stdout


def x_geometry(window_id: str) -> tuple[int, int, int, int]:
    """(x, y, width, height) of an X window; with no window manager, in screen coordinates."""
    values = dict(line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", window_id).split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def screenshot(name: str) -> Path:
    """Saves the whole screen to Tests/ui/artifacts/NAME.png and returns the path."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{re.sub(r'[^A-Za-z0-9_.-]+', '-', name)}.png"
    subprocess.run(["import", "-window", "root", str(path)], check=True, timeout=20,
                   capture_output=True)
    return path


# --------------------------------------------------------------------------- the app

class XdgHome:
    """A throwaway home: HOME and the four XDG folders under one directory.

    Pass the same one to several ``App`` launches to test what persists.
    """

    def __init__(self, path: Optional[Path] = None):
        self.path = Path(path) if path else Path(tempfile.mkdtemp(prefix="machismo-home-"))
        self.config = self.path / "config"
        self.data = self.path / "data"
        self.state = self.path / "state"
        self.cache = self.path / "cache"
        for folder in (self.config, self.data, self.state, self.cache):
            folder.mkdir(parents=True, exist_ok=True)

    @property
    def app_config(self) -> Path:
        """$XDG_CONFIG_HOME/machismo."""
        return self.config / "machismo"

    def env(self) -> dict[str, str]:
        return {
            "HOME": str(self.path),
            "XDG_CONFIG_HOME": str(self.config),
            "XDG_DATA_HOME": str(self.data),
            "XDG_STATE_HOME": str(self.state),
            "XDG_CACHE_HOME": str(self.cache),
        }


def cli_env(home: XdgHome, extra: Optional[dict] = None) -> dict[str, str]:
    """The environment an app launch gets: ours, APP_ENV, the home's, then ``extra``."""
    env = dict(os.environ)
    env.update(APP_ENV)
    env.update(home.env())
    env.update(extra or {})
    return env


def run_cli(*args: str, home: Optional[XdgHome] = None, timeout: float = 20,
            env: Optional[dict] = None) -> subprocess.CompletedProcess:
    """Runs the binary to completion (for command-line tests); fails the test if it hangs."""
    home = home or XdgHome()
    try:
        return subprocess.run([str(BINARY), *args], env=cli_env(home, env), capture_output=True,
                              text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as error:
        raise UITestError(f"machismo {' '.join(args)} did not exit within {timeout} s") from error


class App:
    """One launch of the binary, driven through AT-SPI.

    ``App(*args, home=None, env=None)``: ``home`` is an ``XdgHome`` (a fresh one if None),
    ``env`` extra environment. ``start()`` (or ``with``) launches and waits until the app's
    main window is showing in the AT-SPI desktop (matched by process id). stdout and stderr
    go to files in the home (``stdout``/``stderr`` read them). ``close()`` waits for the exit
    and returns the status; the app is killed and the test fails if it hangs, and any
    CRITICAL/GLib warning on stderr fails the test.
    """

    def __init__(self, *args: str, home: Optional[XdgHome] = None, env: Optional[dict] = None,
                 wait_title: Optional[str] = MAIN_TITLE):
        self.args = list(args)
        self.home = home or XdgHome()
        self.extra_env = dict(env or {})
        self.wait_title = wait_title
        self.process: Optional[subprocess.Popen] = None
        self.accessible = None
        self.status: Optional[int] = None
        self._launch = len(list(self.home.path.glob("launch-*.stderr"))) + 1
        self.stdout_path = self.home.path / f"launch-{self._launch}.stdout"
        self.stderr_path = self.home.path / f"launch-{self._launch}.stderr"

    # -- lifecycle

    def start(self) -> "App":
        """Launches the binary and waits (up to LAUNCH_TIMEOUT s) for its main window."""
        with open(self.stdout_path, "wb") as out, open(self.stderr_path, "wb") as err:
            self.process = subprocess.Popen([str(BINARY), *self.args], env=cli_env(self.home, self.extra_env),
                                            stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        self.accessible = wait_for(self._find_in_desktop, LAUNCH_TIMEOUT,
                                   message=lambda: f"machismo (pid {self.pid}) on the AT-SPI desktop{self._exit_note()}")
        if self.wait_title is not None:
            wait_for(lambda: self._showing_window(self.wait_title), LAUNCH_TIMEOUT,
                     message=lambda: f"window {self.wait_title!r} showing{self._exit_note()}")
        return self

    def __enter__(self) -> "App":
        return self.start()

    def __exit__(self, kind, value, traceback) -> None:
        self.shut_down(check=kind is None)

    @property
    def pid(self) -> int:
        assert self.process is not None, "the app was not started"
        return self.process.pid

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def quit(self) -> None:
        """Presses Ctrl+Q in the main window."""
        self.press_keys("ctrl+q", window=MAIN_TITLE)

    def close(self, timeout: float = EXIT_TIMEOUT, check_stderr: bool = True) -> int:
        """Waits for the app to exit and returns its status (negative: killed by a signal).

        If it is still running after ``timeout`` s it is killed and the test fails. Then
        fails the test if stderr has a CRITICAL or a GLib warning (see BAD_STDERR).
        """
        assert self.process is not None, "the app was not started"
        try:
            self.status = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise UITestError(f"machismo (pid {self.pid}) did not exit within {timeout} s; killed it")
        if check_stderr:
            self.assert_clean_stderr()
        return self.status

    def kill(self) -> None:
        if self.running():
            self.process.send_signal(signal.SIGKILL)
            self.status = self.process.wait()

    def shut_down(self, check: bool = True) -> None:
        """Cleanup for fixtures: quits a running app with Ctrl+Q (or kills it), checks stderr.

        With ``check`` False (the test already failed), only makes sure the process is gone.
        """
        if self.process is None:
            return
        if self.running():
            try:
                self.quit()
                self.process.wait(timeout=EXIT_TIMEOUT)
            except Exception:  # noqa: BLE001
                self.kill()
                if check:
                    raise UITestError(f"machismo (pid {self.pid}) did not quit on Ctrl+Q within "
                                      f"{EXIT_TIMEOUT} s; killed it")
                return
        if check:
            self.close()

    # -- output

    @property
    def stdout(self) -> str:
        return self.stdout_path.read_text(errors="replace")

    @property
    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def stderr_problems(self) -> list[str]:
        """stderr lines that fail a test (see BAD_STDERR)."""
        return [line for line in self.stderr.splitlines() if BAD_STDERR.search(line)]

    def assert_clean_stderr(self) -> None:
        problems = self.stderr_problems()
        if problems:
            raise UITestError("machismo wrote to stderr:\n  " + "\n  ".join(problems))

    def _exit_note(self) -> str:
        if self.process is None or self.process.poll() is None:
            return ""
        return f"; it exited with status {self.process.returncode}, stderr: {self.stderr.strip()[-2000:]!r}"

    # -- the tree

    def _find_in_desktop(self):
        if self.process.poll() is not None:
            raise UITestError(f"machismo exited before its window appeared{self._exit_note()}")
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = _safe(desktop.getChildAtIndex, index)
            if application is not None and _safe(application.get_process_id) == self.pid:
                return application
        return None

    def windows(self) -> list:
        """The app's top-level windows, right now (hidden ones leave this list)."""
        return [node for node in (_safe(self.accessible.getChildAtIndex, index)
                                  for index in range(self.accessible.childCount)) if node is not None]

    def _showing_window(self, title: str):
        for node in self.windows():
            if node.name == title and has_state(node, pyatspi.STATE_SHOWING):
                return node
        return None

    def window(self, title: str, timeout: float = 5):
        """The top-level window named ``title`` (frame, or filler for the About dialog), once visible."""
        def visible_window():
            for node in self.windows():
                if node.name == title and has_state(node, pyatspi.STATE_VISIBLE):
                    return node
            return None
        return wait_for(visible_window, timeout, message=lambda: f"window {title!r}; the app has "
                        f"{[describe(node) for node in self.windows()]}")

    def wait_window_gone(self, title: str, timeout: float = 5) -> None:
        """Waits until no visible top-level window is named ``title`` (hidden or destroyed)."""
        wait_for(lambda: not any(node.name == title and has_state(node, pyatspi.STATE_VISIBLE)
                                 for node in self.windows()), timeout,
                 message=f"window {title!r} to go away")

    @property
    def main_window(self):
        return self.window(MAIN_TITLE)

    def find(self, role_name: Optional[str], name: Optional[str], root=None, timeout: float = 5,
             predicate: Optional[Callable] = None):
        """The first node with that role and exact name under ``root`` (default: the whole app)."""
        return find_in(root if root is not None else self.accessible, role_name, name, timeout, predicate)

    def find_all(self, role_name: Optional[str] = None, name: Optional[str] = None, root=None,
                 predicate: Optional[Callable] = None) -> list:
        """Every node with that role and exact name (None: any) under ``root``, right now."""
        return find_all_in(root if root is not None else self.accessible, role_name, name, predicate)

    # -- X windows, keyboard and mouse

    def x_windows(self) -> list[tuple[str, str, tuple[int, int, int, int]]]:
        """The app's mapped X windows as (id, title, geometry), skipping GDK's 1x1 leader."""
        ids = xdotool("search", "--onlyvisible", "--pid", str(self.pid), check=False).split()
        found = []
        for window_id in ids:
            try:
                geometry = x_geometry(window_id)
                title = xdotool("getwindowname", window_id).rstrip("\n")
            except UITestError:
                continue  # unmapped meanwhile
            if geometry[2] > 1 and geometry[3] > 1:
                found.append((window_id, title, geometry))
        return found

    def x_window_id(self, title: str = MAIN_TITLE) -> str:
        """The X window id of the app's window titled exactly ``title``.

        (``xdotool search --name`` matches regular expressions case-insensitively, and
        the leader window is called 'machismo': compare titles here instead.)
        """
        def lookup():
            named = [window_id for window_id, name, _ in self.x_windows() if name == title]
            return named[0] if len(named) == 1 else None
        return wait_for(lookup, 5, message=lambda: f"one X window titled {title!r}; there are {self.x_windows()}")

    def x_window_for(self, window_node) -> str:
        """The X window showing the top-level AT-SPI ``window_node``.

        By title; an untitled window (AT-SPI name 'Gtk...Window', X title 'machismo') by size:
        the X window is the AT-SPI frame plus the same border on each side.
        """
        title = window_node.name
        candidates = self.x_windows()
        named = [window_id for window_id, name, _ in candidates if name == title]
        if len(named) == 1:
            return named[0]
        _, _, width, height = extents(window_node)
        sized = [window_id for window_id, _, (_, _, x_width, x_height) in candidates
                 if x_width - width == x_height - height and 0 <= x_width - width <= 100]
        if len(sized) == 1:
            return sized[0]
        raise UITestError(f"no single X window for {describe(window_node)}: {candidates}")

    def window_size(self, title: str = MAIN_TITLE) -> tuple[int, int]:
        """(width, height) of the app's X window titled ``title`` (xdotool getwindowgeometry)."""
        _, _, width, height = x_geometry(self.x_window_id(title))
        return width, height

    def resize(self, width: int, height: int, title: str = MAIN_TITLE) -> None:
        """Resizes the window as a window manager would, and waits until GTK has laid it out anew."""
        window_id = self.x_window_id(title)
        node = self.window(title)
        border_x = x_geometry(window_id)[2] - extents(node)[2]
        xdotool("windowsize", "--sync", window_id, str(width), str(height))
        wait_for(lambda: extents(node)[2] == width - border_x, 5,
                 message=f"GTK to lay out {title!r} at {width}x{height}")

    def screen_center(self, node) -> tuple[int, int]:
        """The screen point at the middle of ``node``.

        AT-SPI window coordinates start inside the X window's client-side-decoration
        border; the border is half the difference between the X window's size and the
        AT-SPI frame's (5 px at rest, 0 maximized). No window manager: the X window's
        position is its screen position.
        """
        window_node = toplevel(node)
        window_x, window_y, window_width, window_height = x_geometry(self.x_window_for(window_node))
        _, _, frame_width, frame_height = extents(window_node)
        border_x = (window_width - frame_width) // 2
        border_y = (window_height - frame_height) // 2
        x, y, width, height = extents(node)
        return window_x + border_x + x + width // 2, window_y + border_y + y + height // 2

    def mouse_click(self, node, button: int = 1) -> None:
        """A real pointer click at the middle of ``node`` (for nodes without actions,
        e.g. list rows). Not for popover contents: their extents are off (module docs)."""
        x, y = self.screen_center(node)
        xdotool("mousemove", "--sync", str(x), str(y))
        xdotool("click", str(button))

    def focus(self, title: str = MAIN_TITLE) -> None:
        """Gives the keyboard focus to the app's window titled ``title``."""
        window_id = self.x_window_id(title)
        xdotool("windowfocus", "--sync", window_id, timeout=5)

    def press_keys(self, *keys: str, window: Optional[str] = None) -> None:
        """Types key combinations (xdotool names: 'ctrl+q', 'Escape', 'ctrl+question').

        With ``window`` (a title), that window gets the focus first; otherwise the keys go
        to the focused window, which with no window manager is the one mapped last (a
        newly opened dialog) — or the main window when the focus is not in the app.
        """
        if window is not None:
            self.focus(window)
        else:
            focused = xdotool("getwindowfocus", check=False).strip()
            if focused not in {window_id for window_id, _, _ in self.x_windows()}:
                self.focus(MAIN_TITLE)
        xdotool("key", "--clearmodifiers", *keys)

    # -- the process

    def cpu_ticks(self) -> int:
        """User + system CPU time used so far, in clock ticks (/proc/PID/stat utime + stime)."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # fields 14 and 15 of stat(5)


def clock_ticks_per_second() -> int:
    return os.sysconf("SC_CLK_TCK")


def remove_home(home: XdgHome) -> None:
    shutil.rmtree(home.path, ignore_errors=True)
