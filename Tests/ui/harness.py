"""End-to-end harness: launches the real machismo binary and drives it through AT-SPI.

Runs inside ``Tests/ui/run`` (Xvfb + a session bus + the accessibility bus, with
``GTK_A11Y=atspi``). Three modules; tests import everything from this one:

- ``harness`` (this): ``App`` (one launch of the binary, its windows, keyboard and mouse),
  ``XdgHome`` (a throwaway HOME + XDG folders, reusable across launches), ``run_cli``.
- ``atspi_tree``: ``find_in``/``find_all_in``/``walk`` a subtree, ``click`` and
  ``do_action`` by action name, ``text``, ``extents``, ``wait_for``.
- ``x_screen``: ``xdotool``, the pointer, ``screenshot`` (Tests/ui/artifacts/NAME.png).

A test typically reads (fixtures from conftest.py)::

    def test_about(app, shot):
        click(app.find("push button", "Main Menu"))
        click(app.find("menu item", "About Machismo"))
        about = app.window("About Machismo")
        assert text(app.find("label", "0.1.0", root=about)) == "0.1.0"
        shot("about")
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
  client-side-decoration border (5 px here): see ``App.screen_box``. Extents of nodes in a
  popover (menu items) do not match where the popover is drawn: press those by action.
- Names: an unnamed icon-only button is named after its child's class (``GtkImage``); other
  unnamed widgets after their own class (``GtkScrollbar``, ``GtkShortcutsWindow``...).
  GtkShortcutsWindow's search button and entry have no names at all, which is why the
  app builds its Keyboard Shortcuts window from plain widgets.
- Text: a label's Text interface answers ``getText(0, -1)`` with '' (see ``text``).
- Windows: the main window's header bar has named ``Minimize``, ``Maximize`` and ``Close``
  push buttons; an untitled window is named after its class and its X window is titled
  after the program, ``machismo``.
- Popovers, tooltips and dialogs are separate X windows; with no window manager, X
  positions are screen positions and the window that was mapped last has the keyboard
  focus. Application accelerators (Ctrl+Q) work only in windows added to the application.
- xdotool: ``search --name`` matches a case-insensitive regular expression (the hidden
  1x1 leader window is called 'machismo'); ``mousemove --sync`` waits forever when the
  pointer is already there (see ``move_pointer``).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable, Optional

import pyatspi

# Tests import everything from here: the tree helpers and the screen helpers too.
from atspi_tree import (  # noqa: F401
    UITestError, actions, click, describe, do_action, extents, find_all_in, find_in,
    has_state, is_visible, matches, role, states, text, toplevel, wait_for, walk, safely,
)
from x_screen import (  # noqa: F401
    ARTIFACTS, mean_saturation, move_pointer, park_pointer, screenshot, x_geometry, xdotool,
)

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent

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
    """Runs the binary to completion (for command-line tests); fails the test if it hangs.

    Without ``home``, it runs in a throwaway one that is removed afterwards.
    """
    if home is None:
        with tempfile.TemporaryDirectory(prefix="machismo-home-") as folder:
            return run_cli(*args, home=XdgHome(Path(folder)), timeout=timeout, env=env)
    try:
        return subprocess.run([str(BINARY), *args], env=cli_env(home, env), capture_output=True,
                              text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as error:
        raise UITestError(f"machismo {' '.join(args)} did not exit within {timeout} s") from error


class App:
    """One launch of the binary, driven through AT-SPI.

    ``App(*args, home=None, env=None)``: ``home`` is an ``XdgHome`` (if None, a fresh one in
    /tmp, left there for inspection; the fixtures use pytest's tmp_path),
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
        park_pointer()
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
        """Cleanup for fixtures: quits a running app with Ctrl+Q, checks the exit and stderr.

        Ctrl+Q does nothing while a modal window (About, Keyboard Shortcuts) is open, so
        those get Escape first. An app still running ``EXIT_TIMEOUT`` s after Ctrl+Q is
        killed and the test fails. With ``check`` False (the test already failed), only
        makes sure the process is gone.
        """
        if self.process is None:
            return
        if self.running():
            try:
                for _ in range(3):
                    if not any(window.name != MAIN_TITLE for window in self.windows()):
                        break
                    self.press_keys("Escape")
                    time.sleep(0.2)
                self.quit()
                self.process.wait(timeout=EXIT_TIMEOUT)
            except (UITestError, subprocess.TimeoutExpired, OSError):
                pass
        if self.running():
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
            application = safely(desktop.getChildAtIndex, index)
            if application is not None and safely(application.get_process_id) == self.pid:
                return application
        return None

    def windows(self) -> list:
        """The app's top-level windows, right now (hidden ones leave this list)."""
        return [node for node in (safely(self.accessible.getChildAtIndex, index)
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

    def open_main_menu(self):
        """Presses the header bar's Main Menu button; returns its popover (a 'menu' node)."""
        click(self.find("push button", "Main Menu"))
        return self.find("menu", None, predicate=is_visible)

    def choose_from_main_menu(self, item: str) -> None:
        """Opens the Main Menu and presses its item named ``item``."""
        menu = self.open_main_menu()
        click(self.find("menu item", item, root=menu))

    def shortcuts_window(self, timeout: float = 5):
        """The Keyboard Shortcuts window once it is open, whatever its title: the top-level
        window other than the main one that lists the app's shortcut rows."""
        expected = {"Application", "Keyboard Shortcuts", "Close Window", "Quit", "Ctrl+W", "Ctrl+Q"}

        def find_it():
            for window in self.windows():
                if window.name == MAIN_TITLE or not has_state(window, pyatspi.STATE_VISIBLE):
                    continue
                if expected <= {text(node) for node in find_all_in(window, "label")}:
                    return window
            return None
        return wait_for(find_it, timeout, message=lambda: f"the shortcuts window; the app has "
                        f"{[describe(node) for node in self.windows()]}")

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

    def screen_box(self, node) -> tuple[int, int, int, int]:
        """(x, y, width, height) of ``node`` on the screen.

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
        return window_x + border_x + x, window_y + border_y + y, width, height

    def screen_center(self, node) -> tuple[int, int]:
        """The screen point at the middle of ``node`` (see ``screen_box``)."""
        x, y, width, height = self.screen_box(node)
        return x + width // 2, y + height // 2

    def mouse_click(self, node, button: int = 1) -> None:
        """A real pointer click at the middle of ``node`` (for nodes without actions,
        e.g. list rows). Not for popover contents: their extents are off (module docs)."""
        x, y = self.screen_center(node)
        move_pointer(x, y)
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
