"""End-to-end harness: launches the real machismo binary and drives it through AT-SPI.

Runs inside ``Tests/ui/run`` (Xvfb + a session bus + the accessibility bus, with
``GTK_A11Y=atspi``). Three modules; tests import everything from this one:

- ``harness`` (this): ``App`` (one launch of the binary, its windows, keyboard and mouse),
  ``XdgHome`` (a throwaway HOME + XDG folders, reusable across launches), ``run_cli``.
- ``atspi_tree``: ``find_in``/``find_all_in``/``walk`` a subtree, ``click`` and
  ``do_action`` by action name, ``text``, ``extents``, ``wait_for``.
- ``x_screen``: ``xdotool``, the pointer, ``screenshot`` (Tests/ui/artifacts/NAME.png).

A test typically reads (fixtures from conftest.py)::

    def test_card_games(app, shot):
        assert app.title == "Settings"                  # the window is titled after the top page
        app.open_row("Card Games")                      # a real click on the Settings row
        assert app.back_title() == "Settings"
        bonus = app.find("spin button", "Match Bonus", root=app.main_window)
        bonus.queryValue().currentValue = 6
        shot("card-games")
        app.go_back()                                   # the header bar's Back button
        app.select_tab("Scores")                        # a tab button in the bottom bar
        app.select_tab("About")                         # More, then the About row of its list
        app.quit()
        assert app.close() == 0

The main window has no fixed title (it follows the page on top: ``Settings``, ``Units``,
``About``...): ``App.main_window`` is the app's frame that holds the ``Main Menu`` button,
and every window argument below defaults to ``MAIN``, that window, whatever its title.

What GTK 4.8 serves over AT-SPI (checked on Debian 12, GTK 4.8.3):

- Roles: a ``GtkApplicationWindow``/``GtkWindow`` is a ``frame``; ``GtkAboutDialog`` is a
  ``filler`` (not ``dialog``) and never reports ``showing``; a header bar is a ``panel``;
  a ``GtkMenuButton`` is a ``push button`` *without* actions that wraps a ``push button`` of
  the same name *with* the ``click`` action (see ``click``); its popover is a ``menu`` named
  ``GtkPopoverMenu`` holding ``menu item`` nodes; a ``GtkLinkButton`` is a ``link``; a
  ``GtkStackSwitcher`` is a ``page tab list`` of ``page tab`` nodes. A ``GtkToggleButton``
  (a tab of the tab bar) is a ``push button`` with ``click`` whose active state reads
  ``pressed`` (never ``checked``); the app adds ``selected`` to the selected tab.
  A ``GtkListBoxRow`` is a ``list item`` with no action, named only if the row itself
  has a label (the app's ``ListBox.append`` gives each row its content's name: the More
  list's rows are named after their tabs, in a ``list`` named ``More``).
- Stacks: every ``GtkStack`` child sits in a ``panel 'GtkStackPage'`` node that has no
  Component interface (``extents`` raises: use ``safely``/``is_visible`` with care). A page
  never shown has 0x0 extents; a page shown once and then hidden keeps ``visible`` and its
  old extents. Tell the page on top by the window's title (``App.title``).
- Hidden widgets leave the tree: the header bar's ``Back`` button is absent (not merely
  not ``visible``) on a root page.
- Tooltips are accessible descriptions: ``Back`` is described ``Back to Settings``,
  ``Main Menu`` ``Main Menu``, a link by its URI.
- Sensitivity: an insensitive button lacks the ``sensitive`` state (GTK 4.8 never reports
  ``enabled``, sensitive or not).
- ``GtkSpinButton``: a ``spin button`` (named by the app) with no actions, whose text is the
  value and which has the Value interface: ``queryValue().currentValue = 6`` sets it as
  typing would (value-changed fires, the app saves); also EditableText.
- ``GtkDropDown``: a ``combo box`` (named by the app) with no actions, no Value, Text or
  Selection; it wraps an *unnamed* ``push button 'GtkToggleButton'`` with ``click`` that
  opens its popover. The current item is the label of non-zero width under that button
  (a ``'(None)'`` label of 0x0 sits beside it). The popover is a ``filler 'GtkPopover'``
  child of the combo box holding a ``list 'GtkListView'`` of action-less ``list item``
  nodes, the current one ``focused`` and ``selected``. ``Selection.selectChild`` on that
  list answers True and marks the item ``selected`` but does *not* change the drop down,
  and the popover's extents are off (as for menus), so real clicks miss: choose with the
  keyboard, Down/Up from the focused item, then Return (see ``App.choose``). The popover
  is its own X window titled ``machismo``; the X focus stays on the main window.
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
  popover (menu items, drop-down items) do not match where the popover is drawn: press
  those by action or keyboard. Right to left, extents are where things are drawn (mirrored).
- Names: an unnamed icon-only button is named after its child's class (``GtkImage``); other
  unnamed widgets after their own class (``GtkScrollbar``, ``GtkShortcutsWindow``...).
  GtkShortcutsWindow's search button and entry have no names at all, which is why the
  app builds its Keyboard Shortcuts window from plain widgets.
- Text: a label's Text interface answers ``getText(0, -1)`` with '' (see ``text``).
- Windows: the main window's header bar has named ``Minimize``, ``Maximize`` and ``Close``
  push buttons; an untitled window is named after its class and its X window is titled
  after the program, ``machismo``. A window's X title follows ``gtk_window_set_title``.
- Popovers, tooltips and dialogs are separate X windows; with no window manager, X
  positions are screen positions and the window that was mapped last has the keyboard
  focus. Application accelerators (Ctrl+Q) work only in windows added to the application.
- Mouse: ``xdotool click 8`` (the back button) with the pointer over the window reaches a
  ``GtkGestureClick`` for button 8 (see ``App.mouse_back``).
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
    KnownBug, UITestError, actions, click, describe, do_action, extents, find_all_in, find_in,
    has_state, is_visible, matches, role, states, text, toplevel, wait_for, walk, safely,
)
from x_screen import (  # noqa: F401
    ARTIFACTS, mean_brightness, mean_saturation, move_pointer, park_pointer, screenshot, x_geometry, xdotool,
)

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent

#: The binary under test: $MACHISMO_BIN, else this checkout's debug build.
BINARY = Path(os.environ.get("MACHISMO_BIN", REPO_ROOT / ".build" / "debug" / "machismo"))

#: Stands for the main window wherever a window title is asked for: the main window is
#: titled after the page on top, so it is found by what it holds (see ``App.main_window``).
MAIN = "<main window>"

#: The app's name: the window's title only when the page on top has none.
APP_NAME = "Machismo"

#: Every tab, in the app's order, and the title of each one's root page. A launch without
#: --start or a saved state opens on the first.
TABS = ("Cards", "Set", "Scores", "Attributor", "FaceIt", "CarValet", "EmojiArt", "Settings", "About")

#: With more than five tabs the bar's fifth item is More (its page is the More list, titled
#: "More"): the bar holds the first four tabs and More; the rest are rows of the More list.
MORE = "More"
BAR_TABS = ("Cards", "Set", "Scores", "Attributor", MORE)
MORE_TABS = ("FaceIt", "CarValet", "EmojiArt", "Settings", "About")

#: The rows of the Settings root page, in order; each opens the page of that title.
SETTINGS_ROWS = ("Appearance", "Card Games", "Units", "Data")

#: Every path --start takes, as --list-scenes prints them.
SCENES = ("cards", "cards/history", "set", "set/history", "scores", "scores/chart", "attributor", "attributor/text-stats", "faceit",
          "carvalet", "carvalet/about-carvalet", "carvalet/car-images", "carvalet/edit-car", "carvalet/garage",
          "emojiart", "settings",
          "settings/appearance", "settings/card-games", "settings/data", "settings/units", "about")


def bar_item(tab: str) -> str:
    """The bar item selected while ``tab`` (in TABS, or More) shows, in the default layout:
    the tab itself, or More for a tab listed under More."""
    return MORE if tab in MORE_TABS else tab


def alt_digit(tab: str) -> str:
    """The Alt+digit that selects ``tab``'s bar item in the default layout (Alt+5 is More)."""
    return f"alt+{BAR_TABS.index(bar_item(tab)) + 1}"


def root_back_title(tab: str) -> Optional[str]:
    """The Back button a tab's root page shows: "More" (back to the More list) for a tab
    listed under More, none for a tab in the bar."""
    return MORE if tab in MORE_TABS else None


#: A navigation slides for 200 ms (NavigationView.transitionDuration): wait this long after
#: the title changed before pointing at the new page.
SLIDE_SECONDS = 0.3

#: Seconds to wait for the app's window after launch, and for it to exit.
LAUNCH_TIMEOUT = 20
EXIT_TIMEOUT = 10

#: A sanitizer's report on the app's stderr (``make test-asan`` runs an AddressSanitizer
#: build): a memory error, a crash it caught, or leaks found at exit.
SANITIZER_REPORT = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer)|AddressSanitizer:DEADLYSIGNAL")

#: Lines of the app's stderr that fail a test: GLib criticals and warnings of any
#: domain ("Gtk-WARNING **", "GLib-GObject-CRITICAL **", ...), any error in the app's
#: own style sheet, and sanitizer reports. Swift-log's own "warning" lines (our app's
#: messages) do not match.
BAD_STDERR = re.compile(rf"CRITICAL|-WARNING \*\*|style\.css:\d+|{SANITIZER_REPORT.pattern}")

#: Variables named MACHISMO_APP_<NAME> reach the app as <NAME> and nothing else: the
#: sanitizer run gives the app its ASAN_OPTIONS this way, without touching the Python
#: test processes.
APP_ONLY_PREFIX = "MACHISMO_APP_"

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
        """$XDG_CONFIG_HOME/machismo (window.json, settings.json)."""
        return self.config / "machismo"

    @property
    def app_state(self) -> Path:
        """$XDG_STATE_HOME/machismo (navigation.json)."""
        return self.state / "machismo"

    def env(self) -> dict[str, str]:
        return {
            "HOME": str(self.path),
            "XDG_CONFIG_HOME": str(self.config),
            "XDG_DATA_HOME": str(self.data),
            "XDG_STATE_HOME": str(self.state),
            "XDG_CACHE_HOME": str(self.cache),
        }


def cli_env(home: XdgHome, extra: Optional[dict] = None) -> dict[str, str]:
    """The environment an app launch gets: ours, APP_ENV, the MACHISMO_APP_ variables
    (see APP_ONLY_PREFIX), the home's, then ``extra``."""
    env = dict(os.environ)
    env.update(APP_ENV)
    env.update({name[len(APP_ONLY_PREFIX):]: value for name, value in os.environ.items()
                if name.startswith(APP_ONLY_PREFIX)})
    env.update(home.env())
    env.update(extra or {})
    return env


def _asan_options(extra: str) -> dict[str, str]:
    """The app's ASAN_OPTIONS and ``extra`` after them (later ones win), in the ASan run;
    elsewhere nothing."""
    options = os.environ.get(APP_ONLY_PREFIX + "ASAN_OPTIONS")
    return {"ASAN_OPTIONS": f"{options}:{extra}"} if options else {}


def with_full_stacks() -> dict[str, str]:
    """Extra environment for a launch that meets a library leak Tests/asan/lsan.supp
    names by a frame deep inside GTK: LeakSanitizer records whole stacks for it, several
    times slower, where the rest of the suite keeps the fast unwinder, whose stacks stop
    at the first library frame. Say which leak at the launch."""
    return _asan_options("fast_unwind_on_malloc=0")


def without_leak_checks() -> dict[str, str]:
    """Extra environment for a launch whose library leaks at exit no suppression can name:
    its memory is still checked, its leaks are not. Say why at the launch."""
    return _asan_options("detect_leaks=0")


def for_dropped_files() -> dict[str, str]:
    """Extra environment for a launch that files are dropped on. GTK 4.8 leaks what it reads
    each drop through (Tests/asan/lsan.supp names the stream it allocates under
    gdk_drop_read_value_async), but as often in an asynchronous continuation, the document
    portal's file transfer over D-Bus or the X11 selection after a failed conversion, whose
    stack names nothing a suppression could match (which one runs depends on how soon the
    portal is up): the launch's memory is still checked, its leaks are not."""
    return without_leak_checks()


_ICON_LOOKUP = """
import sys
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gtk
Gtk.init()
theme = Gtk.IconTheme.get_for_display(Gdk.Display.get_default())
for name in sys.argv[1:]:
    icon = theme.lookup_icon(name, None, 128, 1, Gtk.TextDirection.NONE, 0)
    print(icon.get_file().get_path() if icon.get_file() else "")
"""


def icon_files(env: dict[str, str], *names: str, cwd: Optional[Path] = None) -> list[Path]:
    """The files GTK's icon theme, in a process of its own with ``env``, finds for ``names``
    at 128 pixels (an empty path for one it does not find)."""
    result = subprocess.run(["/usr/bin/python3", "-c", _ICON_LOOKUP, *names], env=env, cwd=cwd,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return [Path(path) for path in result.stdout.splitlines()]


def run_cli(*args: str, home: Optional[XdgHome] = None, timeout: float = 20,
            env: Optional[dict] = None) -> subprocess.CompletedProcess:
    """Runs the binary to completion (for command-line tests); fails the test if it hangs.

    Without ``home``, it runs in a throwaway one that is removed afterwards.
    """
    if home is None:
        with tempfile.TemporaryDirectory(prefix="machismo-home-") as folder:
            return run_cli(*args, home=XdgHome(Path(folder)), timeout=timeout, env=env)
    try:
        result = subprocess.run([str(BINARY), *args], env=cli_env(home, env), capture_output=True,
                                text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as error:
        raise UITestError(f"machismo {' '.join(args)} did not exit within {timeout} s") from error
    # Callers check the status and output; a sanitizer report fails the test whatever they expect.
    if SANITIZER_REPORT.search(result.stderr):
        raise UITestError(f"machismo {' '.join(args)}: sanitizer report (status {result.returncode}):\n"
                          f"{result.stderr}")
    return result


class App:
    """One launch of the binary, driven through AT-SPI.

    ``App(*args, home=None, env=None, wait_title=MAIN)``: ``home`` is an ``XdgHome`` (if
    None, a fresh one in /tmp, left there for inspection; the fixtures use pytest's
    tmp_path), ``env`` extra environment. ``start()`` (or ``with``) launches and waits until
    the app's main window is showing in the AT-SPI desktop (matched by process id) — and,
    when ``wait_title`` is a title rather than ``MAIN``, until the window has that title;
    None waits for the app only. stdout and stderr go to files in the home
    (``stdout``/``stderr`` read them). ``close()`` waits for the exit and returns the
    status; the app is killed and the test fails if it hangs, and any CRITICAL/GLib
    warning on stderr fails the test.
    """

    #: What is launched, and the push button that tells its main window from its other
    #: windows: a subclass for another binary changes both (test_example_app.py).
    binary = BINARY
    main_window_button = "Main Menu"

    def __init__(self, *args: str, home: Optional[XdgHome] = None, env: Optional[dict] = None,
                 wait_title: Optional[str] = MAIN):
        self.args = list(args)
        self.home = home or XdgHome()
        self.extra_env = dict(env or {})
        self.wait_title = wait_title
        self.process: Optional[subprocess.Popen] = None
        self.accessible = None
        self.status: Optional[int] = None
        self._main_window = None
        self._main_x_window: Optional[str] = None
        self._tab_bar = None
        # A translated launch (env LANGUAGE=de) finds its landmarks (Main Menu, Back, More,
        # the tabs) by their translated names: see ``word`` and l10n.py.
        import l10n
        self.language = l10n.language(self.extra_env.get("LANGUAGE"))
        self._launch = len(list(self.home.path.glob("launch-*.stderr"))) + 1
        self.stdout_path = self.home.path / f"launch-{self._launch}.stdout"
        self.stderr_path = self.home.path / f"launch-{self._launch}.stderr"

    def word(self, english: str) -> str:
        """``english`` (a name the app gives a control) as this launch shows it: as it is,
        or under a translation (env ``LANGUAGE``) from the compiled catalogue (l10n.py)."""
        return self.language.word(english) if self.language is not None else english

    # -- lifecycle

    def start(self) -> "App":
        """Launches the binary and waits (up to LAUNCH_TIMEOUT s) for its main window."""
        self.park()
        return self.spawn().wait_until_up()

    def spawn(self) -> "App":
        """Launches the binary and returns at once: input may come before the window does
        (the monkey's start-up input). ``wait_until_up`` then waits for the window."""
        with open(self.stdout_path, "wb") as out, open(self.stderr_path, "wb") as err:
            self.process = subprocess.Popen([str(self.binary), *self.args], env=cli_env(self.home, self.extra_env),
                                            stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        return self

    def wait_until_up(self) -> "App":
        """Waits (up to LAUNCH_TIMEOUT s) for the spawned app on the AT-SPI desktop and,
        unless ``wait_title`` is None, for its main window (titled ``wait_title``)."""
        self.accessible = wait_for(self._find_in_desktop, LAUNCH_TIMEOUT,
                                   message=lambda: f"machismo (pid {self.pid}) on the AT-SPI desktop{self._exit_note()}")
        if self.wait_title is not None:
            window = wait_for(lambda: self._find_main_window(showing=True), LAUNCH_TIMEOUT,
                              message=lambda: f"the main window showing{self._exit_note()}; the app has "
                                              f"{[describe(node) for node in self.windows()]}")
            if self.wait_title != MAIN:
                wait_for(lambda: window.name == self.wait_title, LAUNCH_TIMEOUT,
                         message=lambda: f"the main window titled {self.wait_title!r}, not "
                                         f"{safely(lambda: window.name)!r}{self._exit_note()}")
        return self

    def park(self) -> None:
        """The pointer away from every window (the X server's; wayland.WaylandApp: sway's)."""
        park_pointer()

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
        self.press_keys("ctrl+q", window=MAIN)

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
        """Cleanup for fixtures: quits a running app with Ctrl+Q, checks that it exits with 0
        and its stderr.

        Ctrl+Q does nothing while a modal window (Keyboard Shortcuts) is open, so other
        windows get Escape first. An app still running ``EXIT_TIMEOUT`` s after Ctrl+Q is
        killed and the test fails. With ``check`` False (the test already failed), only
        makes sure the process is gone.
        """
        if self.process is None:
            return
        quit_here = self.running()
        if quit_here:
            try:
                for _ in range(3):
                    if not any(window != self._main_window for window in self.windows()):
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
            status = self.close()
            # Quitting must succeed: a crash on the way out, or leaks that a sanitizer
            # build reports at exit, show up as a failing status.
            if quit_here and status != 0:
                raise UITestError(f"machismo (pid {self.pid}) exited with status {status} after Ctrl+Q; "
                                  f"stderr: {self.stderr_excerpt()}")

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
            message = "machismo wrote to stderr:\n  " + "\n  ".join(problems)
            if SANITIZER_REPORT.search(self.stderr):
                message += f"\n\n{self.stderr_excerpt()}"
            raise UITestError(message)

    def stderr_excerpt(self) -> str:
        """What of stderr a failure shows: a sanitizer's report whole, from its first line
        (which names the fault), else the last 2,000 characters."""
        stderr = self.stderr
        report = SANITIZER_REPORT.search(stderr)
        if not report:
            return repr(stderr.strip()[-2000:])
        excerpt = f"the report ({self.stderr_path}):\n{stderr[report.start():][:20000]}"
        if "LeakSanitizer" in excerpt:
            excerpt += ("\n(A stack through GTK's libraries stops at their first frame unless the launch "
                        "asks for harness.with_full_stacks().)")
        return excerpt

    def _exit_note(self) -> str:
        if self.process is None or self.process.poll() is None:
            return ""
        return f"; it exited with status {self.process.returncode}, stderr: {self.stderr_excerpt()}"

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

    def _find_main_window(self, showing: bool = False):
        """The frame holding the Main Menu button (remembered once found), or None."""
        if self.process.poll() is not None:
            raise UITestError(f"machismo exited{self._exit_note()}")
        windows = self.windows()
        if self._main_window is None or self._main_window not in windows:
            self._main_window = None
            for node in windows:
                if safely(role, node) == "frame" and find_all_in(node, "push button", self.word(self.main_window_button)):
                    self._main_window = node
                    break
        window = self._main_window
        if window is None:
            return None
        wanted = pyatspi.STATE_SHOWING if showing else pyatspi.STATE_VISIBLE
        return window if has_state(window, wanted) else None

    @property
    def main_window(self):
        """The main window (a ``frame``): the app's window that holds the ``Main Menu``
        button, whatever its title. Waits up to 5 s for it to be visible."""
        return wait_for(self._find_main_window, 5, message=lambda: f"the main window; the app has "
                        f"{[describe(node) for node in self.windows()]}")

    @property
    def title(self) -> str:
        """The main window's title right now: the title of the page on top."""
        return self.main_window.name

    def expect_title(self, title: str, timeout: float = 5) -> None:
        """Waits until the main window is titled ``title`` (the page on top changed), then
        for the page's slide to end (SLIDE_SECONDS), so that it can be pointed at."""
        window = self.main_window
        wait_for(lambda: window.name == title, timeout,
                 message=lambda: f"the main window titled {title!r}; it is {safely(lambda: window.name)!r}")
        time.sleep(SLIDE_SECONDS)

    def window(self, title: str, timeout: float = 5):
        """The top-level window named ``title`` once visible (``MAIN``: the main window)."""
        if title == MAIN:
            return self.main_window

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

    def header_bar(self):
        """The main window's header bar: the ``panel`` child of the window holding Main Menu."""
        window = self.main_window
        node = self.find("push button", self.word("Main Menu"), root=window)
        while node.parent is not None and node.parent != window:
            node = node.parent
        return node

    def open_main_menu(self):
        """Presses the header bar's Main Menu button; returns its popover (a 'menu' node)."""
        click(self.find("push button", self.word("Main Menu"), root=self.main_window))
        return self.find("menu", None, predicate=is_visible)

    def choose_from_main_menu(self, item: str) -> None:
        """Opens the Main Menu and presses its item named ``item``."""
        menu = self.open_main_menu()
        click(self.find("menu item", item, root=menu))

    def shortcuts_window(self, timeout: float = 5):
        """The Keyboard Shortcuts window once it is open, whatever its title: the top-level
        window other than the main one that lists the app's shortcut rows."""
        expected = {self.word(name) for name in ("Application", "Keyboard Shortcuts", "Close Window", "Quit")}
        if self.language is None:  # GTK writes the keys in the locale's words (Strg+W in German)
            expected |= {"Ctrl+W", "Ctrl+Q"}
        main = self.main_window

        def find_it():
            for window in self.windows():
                if window == main or not has_state(window, pyatspi.STATE_VISIBLE):
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

    # -- navigation: back button, tabs, rows

    def back_button(self):
        """The header bar's ``Back`` button, or None when there is no page to go back to."""
        found = find_all_in(self.header_bar(), "push button", self.word("Back"), predicate=is_visible)
        return found[0] if found else None

    def back_title(self) -> Optional[str]:
        """The Back button's label (the previous page's title, or 'Back'); None without one."""
        button = self.back_button()
        if button is None:
            return None
        return " ".join(text(label) for label in find_all_in(button, "label"))

    def go_back(self, expected_title: Optional[str] = None) -> None:
        """Presses the Back button; waits for ``expected_title`` when given."""
        button = self.back_button()
        if button is None:
            raise UITestError(f"no Back button on {self.title!r}")
        click(button)
        if expected_title is not None:
            self.expect_title(expected_title)

    def mouse_back(self) -> None:
        """Presses the mouse's back button (8) with the pointer over the middle of the window."""
        x, y = self.screen_center(self.main_window)
        move_pointer(x, y)
        xdotool("click", "8")

    def tab_bar(self):
        """The bottom bar of tab buttons: the panel whose children are all push buttons, one
        of them ``selected``, and one named after a tab (More, or a tab in the bar): a Set
        board with a chosen card is a panel of push buttons too."""
        if self._tab_bar is not None and safely(lambda: self._tab_bar.childCount):
            return self._tab_bar

        names = {self.word(name) for name in (*TABS, MORE)}

        def bar():
            for node in walk(self.main_window.getChildAtIndex(0)):
                if safely(role, node) != "panel" or not node.childCount:
                    continue
                children = [node.getChildAtIndex(index) for index in range(node.childCount)]
                if all(role(child) == "push button" for child in children) and \
                        any(has_state(child, pyatspi.STATE_SELECTED) for child in children) and \
                        any(child.name in names for child in children):
                    return node
            return None
        self._tab_bar = wait_for(bar, 5, message="the tab bar")
        return self._tab_bar

    def tab_buttons(self) -> list:
        """The tab bar's buttons, in the order of the tree (leading to trailing)."""
        bar = self.tab_bar()
        return [bar.getChildAtIndex(index) for index in range(bar.childCount)]

    def tab_button(self, name: str):
        return self.find("push button", self.word(name), root=self.tab_bar())

    def bar_names(self) -> list[str]:
        """The names of the tab bar's buttons, in order: the tabs in the bar, then More."""
        return [button.name for button in self.tab_buttons()]

    def selected_tabs(self) -> list[str]:
        """Names of the tab buttons in the ``selected`` state (one, when all is well)."""
        return [button.name for button in self.tab_buttons() if has_state(button, pyatspi.STATE_SELECTED)]

    def select_tab(self, name: str, expected_title: Optional[str] = None) -> None:
        """Shows the tab ``name`` as a user would: clicks its button (AT-SPI ``click``) when
        it sits in the bar (``MORE`` is a bar item too), else opens the More list with the
        More button and clicks the tab's row there. Waits for ``expected_title``; through
        More, at least for the tab's page to replace the More list."""
        name = self.word(name)
        if name == self.word(MORE) or name in self.bar_names():
            click(self.tab_button(name))
        else:
            self.open_more()
            self.mouse_click(self.more_row(name))
            if expected_title is None:
                window = self.main_window
                wait_for(lambda: window.name != self.word(MORE), 5, message=f"the {name} tab to replace the More list")
                time.sleep(SLIDE_SECONDS)
        if expected_title is not None:
            self.expect_title(expected_title)

    def open_more(self) -> None:
        """Clicks the More button of the tab bar and waits for the More list."""
        click(self.tab_button(self.word(MORE)))
        self.expect_title(self.word(MORE))

    def more_lists(self) -> list:
        """The More list's boxed lists on screen (call on the More page): one named "More"
        (the tabs under More), or in Edit mode "Tab Bar" and "More" (a group's list is
        left out while it has no rows)."""
        return [node for node in find_all_in(self.main_window, "list", None, predicate=is_visible)
                if node.name in (self.word("More"), self.word("Tab Bar")) and node.childCount
                and any(extents(child)[2] > 0 for child in self._children(node))]

    def more_list(self, name: str = MORE):
        """The More page's list named ``name`` ("More", or in Edit mode also "Tab Bar")."""
        name = self.word(name)
        return wait_for(lambda: next((node for node in self.more_lists() if node.name == name), None), 5,
                        message=f"the More page's list {name!r}")

    def more_rows(self, name: str = MORE) -> list[str]:
        """The names of the rows of the More page's list ``name``, top to bottom."""
        return [row.name for row in self._children(self.more_list(name))]

    def more_row(self, tab: str):
        """The row of the More page that stands for ``tab`` (a ``list item`` named after it)."""
        tab = self.word(tab)
        return wait_for(lambda: next((row for node in self.more_lists() for row in self._children(node)
                                      if row.name == tab), None), 5,
                        message=lambda: f"the More list's row {tab!r}; there are "
                                        f"{[row.name for node in self.more_lists() for row in self._children(node)]}")

    @staticmethod
    def _children(node) -> list:
        return [node.getChildAtIndex(index) for index in range(node.childCount)]

    def row(self, name: str):
        """The on-screen ``list item`` of the main window whose first label reads ``name``.

        (Rows of a hidden page keep ``visible`` and stale extents: ask on the right page.)
        """
        def labelled(node) -> bool:
            labels = find_all_in(node, "label")
            return bool(labels) and text(labels[0]) == name and is_visible(node)
        return self.find("list item", None, root=self.main_window, predicate=labelled)

    def open_row(self, name: str, expected_title: Optional[str] = None) -> None:
        """Clicks the row ``name`` with the pointer and waits for the page it opens
        (titled ``expected_title``, by default ``name``) to have slid in."""
        self.mouse_click(self.row(name))
        self.expect_title(expected_title or name)

    # -- controls: drop downs and spin buttons

    def drop_down(self, name: str):
        """The ``combo box`` (GtkDropDown) named ``name`` in the main window."""
        return self.find("combo box", name, root=self.main_window, predicate=is_visible)

    def drop_down_value(self, name: str) -> str:
        """The item a drop down shows: the label of non-zero width inside its button."""
        button = self.find("push button", None, root=self.drop_down(name))
        shown = [text(label) for label in find_all_in(button, "label") if extents(label)[2] > 0]
        if len(shown) != 1:
            raise UITestError(f"drop down {name!r} shows {shown}")
        return shown[0]

    def choose(self, name: str, item: str) -> None:
        """Chooses ``item`` in the drop down ``name``: clicks its button, moves the popup
        list's focus there with Down/Up and presses Return (see the module docs)."""
        combo = self.drop_down(name)
        click(self.find("push button", None, root=combo))

        def popup_items():
            popovers = find_all_in(combo, "filler", "GtkPopover", predicate=is_visible)
            if not popovers:
                return None
            items = find_all_in(popovers[0], "list item")
            focused = [index for index, node in enumerate(items) if has_state(node, pyatspi.STATE_FOCUSED)]
            return (items, focused[0]) if items and focused else None
        items, focused = wait_for(popup_items, 5, message=f"the popup list of drop down {name!r}")
        names = [text(find_all_in(node, "label")[0]) for node in items]
        if item not in names:
            raise UITestError(f"drop down {name!r} has no item {item!r}: {names}")
        steps = names.index(item) - focused
        keys = ["Down"] * steps if steps > 0 else ["Up"] * -steps
        self.press_keys(*keys, "Return")
        wait_for(lambda: self.drop_down_value(name) == item, 5,
                 message=lambda: f"drop down {name!r} to show {item!r}")
        wait_for(lambda: not find_all_in(combo, "filler", "GtkPopover", predicate=is_visible), 5,
                 message=f"the popup of drop down {name!r} to close")

    def spin_button(self, name: str):
        """The ``spin button`` named ``name`` in the main window."""
        return self.find("spin button", name, root=self.main_window, predicate=is_visible)

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

    def x_window_id(self, title: str = MAIN) -> str:
        """The X window id of the app's window titled exactly ``title`` (``MAIN``: the main
        window's, whatever its title: found once by the AT-SPI window's name, then kept).

        (``xdotool search --name`` matches regular expressions case-insensitively, and
        the leader window is called 'machismo': compare titles here instead.)
        """
        if title == MAIN:
            if self._main_x_window is None:
                window = self.main_window

                def lookup_main():
                    named = [window_id for window_id, name, _ in self.x_windows() if name == window.name]
                    return named[0] if len(named) == 1 else None
                self._main_x_window = wait_for(lookup_main, 5, message=lambda: f"one X window titled "
                                               f"{safely(lambda: window.name)!r}; there are {self.x_windows()}")
            return self._main_x_window

        def lookup():
            named = [window_id for window_id, name, _ in self.x_windows() if name == title]
            return named[0] if len(named) == 1 else None
        return wait_for(lookup, 5, message=lambda: f"one X window titled {title!r}; there are {self.x_windows()}")

    def x_window_for(self, window_node) -> str:
        """The X window showing the top-level AT-SPI ``window_node``.

        The main window's is known; others by title; an untitled window (AT-SPI name
        'Gtk...Window', X title 'machismo') by size: the X window is the AT-SPI frame plus
        the same border on each side.
        """
        if window_node == self._main_window or window_node == self.main_window:
            return self.x_window_id(MAIN)
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

    def window_size(self, title: str = MAIN) -> tuple[int, int]:
        """(width, height) of the app's X window titled ``title`` (xdotool getwindowgeometry)."""
        _, _, width, height = x_geometry(self.x_window_id(title))
        return width, height

    def resize(self, width: int, height: int, title: str = MAIN) -> None:
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

    def mouse_click(self, node, button: int = 1, at: tuple[float, float] = (0.5, 0.5)) -> None:
        """A real pointer click in ``node`` (for nodes without actions, e.g. list rows), at
        the fractions ``at`` of its width and height (default: the middle; a spin button's
        middle is its minus button). Not for popover contents: their extents are off."""
        x, y, width, height = self.screen_box(node)
        move_pointer(x + int(width * at[0]), y + int(height * at[1]))
        xdotool("click", str(button))

    def drop_file(self, path: Path, onto) -> None:
        """Drags ``path`` from a little file-offering window (drag_source.py) and drops it
        on the middle of ``onto`` with the real pointer, as from a file manager."""
        source = subprocess.Popen(["/usr/bin/python3", str(Path(__file__).with_name("drag_source.py")), str(path)],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            if source.stdout.readline().strip() != "ready":
                raise UITestError("the drag source window did not open")
            window_id = wait_for(lambda: xdotool("search", "--name", "^Drag Source$", check=False).split(),
                                 message="the drag source window")[0]
            width, height = (int(value) for value in xdotool("getdisplaygeometry").split())
            xdotool("windowmove", "--sync", window_id, str(width - 200), str(height - 130))
            start = (width - 120, height - 85)
            end = self.screen_center(onto)
            move_pointer(*start)
            xdotool("mousedown", "1")
            steps = 12
            for step in range(1, steps + 1):
                move_pointer(start[0] + (end[0] - start[0]) * step // steps,
                             start[1] + (end[1] - start[1]) * step // steps)
                time.sleep(0.04)
            time.sleep(0.2)
            xdotool("mouseup", "1")
            if source.stdout.readline().strip() != "drag-end":
                raise UITestError("the drag did not end")
        finally:
            source.terminate()
            source.wait(timeout=10)
            park_pointer()

    def focus(self, title: str = MAIN) -> None:
        """Gives the keyboard focus to the app's window titled ``title`` (default: the main one)."""
        window_id = self.x_window_id(title)
        xdotool("windowfocus", "--sync", window_id, timeout=5)

    def press_keys(self, *keys: str, window: Optional[str] = None) -> None:
        """Types key combinations (xdotool names: 'ctrl+q', 'Escape', 'ctrl+question').

        With ``window`` (a title, or ``MAIN``), that window gets the focus first; otherwise
        the keys go to the focused window, which with no window manager is the one mapped
        last (a newly opened dialog) — or the main window when the focus is not in the app.
        """
        if window is not None:
            self.focus(window)
        else:
            focused = xdotool("getwindowfocus", check=False).strip()
            if focused not in {window_id for window_id, _, _ in self.x_windows()}:
                self.focus(MAIN)
        xdotool("key", "--clearmodifiers", *keys)

    def window_picture(self, path: Path, title: str = MAIN) -> Path:
        """Saves the X window titled ``title`` (default: the main one) as the PNG ``path``."""
        subprocess.run(["import", "-window", self.x_window_id(title), str(path)], check=True,
                       timeout=20, capture_output=True)
        return path

    # -- the process

    def cpu_ticks(self) -> int:
        """User + system CPU time used so far, in clock ticks (/proc/PID/stat utime + stime)."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # fields 14 and 15 of stat(5)


def clock_ticks_per_second() -> int:
    return os.sysconf("SC_CLK_TCK")
