"""A seeded monkey: random clicks, drags, scrolls and keys over the real app, as a new user
would give them, until it crashes, raises a GTK critical or warns — or runs out of actions.

``Monkey(app, seed).run(count)`` drives an ``App`` (harness) that runs with
``G_DEBUG=fatal-criticals``, so a critical ends the process. After every action the monkey
checks that the process is alive and that its stderr has no GTK critical or warning
(``harness.BAD_STDERR``); every ``PROBE_EVERY`` actions, that the window still answers over
AT-SPI. On failure it saves a screenshot and raises ``MonkeyFailure`` naming the seed, the
action's index and the last ``REPLAY`` actions.

What it does, weighted toward the header bar and the tab bar (``WEIGHTS``): clicks with the
left, right, middle and back (8) and forward (9) buttons, double clicks, drags (the header
bar's move the window), drags on the window's border (which resize it), scrolls with and
without Ctrl/Shift, typing (ASCII, non-ASCII, digits, ``RESET``), shortcuts and single keys.
Now and then it steers: visits a tab (each tab, More) or a pushed page through AT-SPI,
resizes the window (down to ``SMALLEST``) or moves it, and switches the style and the text
direction in Settings → Appearance. And it relaunches: Ctrl+Q, which must quit the app
within ``QUIT_TIMEOUT`` (the state it saves has the tabs and pages visited), then a launch
on the same home with ``STARTUP_ACTIONS`` random actions given from the moment the process
starts, before and around its first frame, while the saved tabs and pages are rebuilt
(``start_with_input``). Only what ends the session otherwise is left out: Ctrl+W and closing
the window (the header bar's Close button is never clicked).

``managed=False`` plays with no window manager (``monkey_display.window_manager``): the
window placed at the screen's origin, sized below what GTK asks for, moved partly off the
screen, and the keyboard focus following the pointer.

The random choices depend on the seed alone; what they meet depends on timing too, so a
seed replays the same actions, not always the same run.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import time
from collections import deque
from typing import Callable, Optional

from gi.repository import GLib

from monkey_display import Box, window_manager  # noqa: F401 - test_monkey imports window_manager from here
from monkey_restart import QUIT_TIMEOUT, Restarts
from monkey_window import WindowWatch
from wayland import WAYLAND

from harness import (
    BAD_STDERR, MORE, SETTINGS_ROWS, TABS, App, UITestError, click, find_all_in, is_visible, safely, screenshot,
)

#: Actions kept for the failure report.
REPLAY = 30

#: How often (in actions) the monkey checks that the window still answers over AT-SPI.
PROBE_EVERY = 50

#: The one GTK warning the monkey lets pass, with no code of ours involved: GTK 4.8's own file
#: chooser (Ctrl+O) reads a folder dragged from its path bar over its own file list through the
#: file transfer portal (gtkdroptarget.c, gtk_drop_target_load_done: "Failed to receive drop
#: data"), and the document portal of the test session does not hand the folder over. A plain
#: GtkFileChooserDialog does the same; seen once in 2,000 actions without a window manager,
#: where the dialog opens over the main window.
GTK_FILE_CHOOSER_DROP = re.compile(r"Failed to receive drop data: Could not convert data from "
                                   r"application/vnd\.portal\.filetransfer to GdkFileList")

#: The one GDK warning the monkey lets pass on Wayland, with no code of ours involved: a popover
#: whose anchor moves while it is open (input during start-up opens one while the saved tabs
#: and pages rebuild the header bar) is moved by the compositor with xdg_popup.reposition, which
#: sway 1.7 lacks (its xdg_wm_base is version 2; GNOME Shell's mutter 43 has it): GDK 4.8 then
#: closes and reopens the popup in its new place, and says so once per process
#: (gdksurface-wayland.c, do_queue_relayout).
GDK_POPUP_REMAP = re.compile(r"Gdk-WARNING \*\*: [0-9:.]+: Compositor doesn't support moving popups, "
                             r"relying on remapping")

#: Print every action as it is done (MACHISMO_MONKEY_TRACE=1).
TRACE = os.environ.get("MACHISMO_MONKEY_TRACE")

#: Relative weights of the kinds of action.
WEIGHTS = {
    "click": 30, "right_click": 4, "middle_click": 1, "back_click": 3, "forward_click": 1, "double_click": 4,
    "drag": 6, "border_drag": 1.5, "scroll": 8, "type": 6, "shortcut": 14, "key": 16,
    "visit": 3, "resize": 1, "move": 0.5, "appearance": 0.4, "restart": 0.8,
}

#: The smallest window the monkey makes (width, height). With no window manager nothing
#: holds the window to the size GTK asks for.
SMALLEST = (200, 150)

#: What the monkey types: letters, digits, accents, other scripts, emoji, and the word that
#: arms Reset Everything.
TEXTS = ("hello", "Machismo", "42", "1886", "-3", "12.5", "1e308", "RESET", "reset", "é", "ü", "ß", "Ωμέγα",
         "漢字", "مرحبا", "שלום", "🙂", "👍🏽", "a\u0301", " ", "Zz", "9999999999999999999")

#: Key combinations, xdotool names: the app's shortcuts and GTK's.
SHORTCUTS = (
    "ctrl+n", "ctrl+d", "ctrl+h", "ctrl+o", "ctrl+s", "ctrl+plus", "ctrl+minus", "ctrl+0", "ctrl+equal",
    "ctrl+question", "ctrl+a", "ctrl+z", "ctrl+shift+z", "ctrl+c", "ctrl+x", "ctrl+v", "alt+Left", "alt+Right",
    "alt+1", "alt+2", "alt+3", "alt+4", "alt+5", "alt+6", "alt+9", "F10", "shift+F10", "Menu", "F1", "F6",
    "ctrl+Tab", "ctrl+shift+Tab", "ctrl+Page_Down", "ctrl+Page_Up", "alt+Down", "ctrl+F",
)

#: Single keys.
KEYS = ("Tab", "shift+Tab", "Return", "Escape", "space", "Left", "Right", "Up", "Down", "BackSpace", "Delete",
        "Home", "End", "Page_Up", "Page_Down", "plus", "minus", "0", "KP_Add", "KP_Subtract", "Insert")

#: Pages the monkey steers to, by the tab and the button or row that pushes them.
PUSHES = {
    "Cards": [("push button", "History")], "Set": [("push button", "History")],
    "Attributor": [("push button", "Stats"), ("push button", "Info")],
    "CarValet": [("push button", "Edit"), ("push button", "Car Images"), ("push button", "About CarValet")],
    "EmojiArt": [("push button", "New Document")],
}


def session_input():
    """The display's input and windows: X11's (x_input) or, in the Wayland suite, sway's (wayland_input)."""
    if WAYLAND:
        from wayland_input import WaylandInput
        return WaylandInput()
    from x_input import XInput
    return XInput()


class MonkeyFailure(AssertionError):
    """The app crashed, raised a critical, warned or stopped answering."""


class Monkey(Restarts, WindowWatch):
    """Random input over ``app``'s main window, from ``seed``."""

    def __init__(self, app: App, seed: int, log: Callable[[str], None] = lambda line: None, managed: bool = True):
        self.app = app
        self.managed = managed
        self.x = session_input()
        self.seed = seed
        self.rng = random.Random(seed)
        self.log = log
        self.recent: deque[str] = deque(maxlen=REPLAY)
        self.index = 0
        self.stderr_seen = 0
        self.main_id = ""
        width, height = self.x.screen_size()
        self.screen = Box(0, 0, width, height)
        self.geometry: Optional[tuple[int, int, int, int]] = None
        self.window: Optional[Box] = None
        self.header: Optional[Box] = None
        self.bottom: Optional[Box] = None
        self.counts: dict[str, int] = {}
        self.forbidden: list[Box] = []
        self.relaunches = 0
        #: Input during start-up (start_with_input): no AT-SPI, no focus steering.
        self.starting = False

    # -- the run

    def run(self, count: int) -> None:
        """Performs ``count`` actions, checking the app after each; raises MonkeyFailure."""
        self.measure()
        kinds = list(WEIGHTS)
        weights = [WEIGHTS[kind] for kind in kinds]
        for self.index in range(count):
            kind = self.rng.choices(kinds, weights)[0]
            self.counts[kind] = self.counts.get(kind, 0) + 1
            try:
                description = getattr(self, kind)()
            except (UITestError, GLib.GError) as error:
                relaunches = self.relaunches
                self.check()  # a crash explains it best; a clean quit relaunches the app
                if self.relaunches == relaunches:
                    self.fail(f"{kind} could not be done: {error}")
                description = f"{kind} (the app quit meanwhile)"
            self.recent.append(f"{self.index}: {description}")
            self.check()
            self.follow_window()
            if TRACE:
                self.log(f"{self.index}: {description}; window {self.geometry}")
                if TRACE == "shots":
                    screenshot(f"monkey-trace-{self.index:05d}")
            if self.index % PROBE_EVERY == PROBE_EVERY - 1:
                self.probe()
        self.settle()

    def settle(self) -> None:
        """Lets the last action's consequences happen (a slide, a save) and checks again."""
        time.sleep(0.5)
        self.check()

    def check(self) -> None:
        self.check_stderr()
        if not self.app.running():
            if self.app.process.returncode != 0:
                self.fail(f"the app exited with status {self.app.process.returncode}")
            self.relaunch()

    def check_stderr(self) -> None:
        with open(self.app.stderr_path, "rb") as stderr:
            stderr.seek(self.stderr_seen)
            new = stderr.read()
        self.stderr_seen += len(new)
        bad = [line for line in new.decode(errors="replace").splitlines()
               if BAD_STDERR.search(line) and not GTK_FILE_CHOOSER_DROP.search(line)
               and not (WAYLAND and GDK_POPUP_REMAP.search(line))]
        if bad:
            self.fail("the app wrote to stderr:\n  " + "\n  ".join(bad))

    def relaunch(self) -> None:
        """The app quit cleanly (the menu's Quit): it starts again on the same home, with
        whatever state it saved, and the run goes on."""
        self.recent.append(f"{self.index}: (the app quit; relaunched)")
        self.relaunches += 1
        self.app = type(self.app)(home=self.app.home, env=self.app.extra_env).start()
        self.stderr_seen = 0
        self.measure()

    def probe(self) -> None:
        """The window still answers over AT-SPI (a hang or a dead-locked main loop fails).

        A window gone with its process on the way out is a clean quit, not a hang: the
        window manager's menu (a right click on the header bar) has Close, and the app
        may still be saving when the probe comes (seed 24, action 1849).
        """
        if safely(lambda: self.app.main_window.name) is not None:
            return
        if self.app.running():
            try:
                self.app.process.wait(timeout=QUIT_TIMEOUT)
            except subprocess.TimeoutExpired:
                pass
        relaunches = self.relaunches
        self.check()  # a crash explains it best; a clean quit relaunches the app
        if self.relaunches == relaunches:
            self.fail("the main window does not answer over AT-SPI")

    def fail(self, what: str) -> None:
        shot = screenshot(f"monkey-seed{self.seed}-action{self.index}")
        stderr = self.app.stderr.strip().splitlines()[-25:]
        raise MonkeyFailure(
            f"monkey seed {self.seed}, action {self.index}: {what}\n"
            f"last {len(self.recent)} actions:\n  " + "\n  ".join(self.recent) +
            f"\nscreenshot: {shot}\nstderr (last lines):\n  " + "\n  ".join(stderr))

    # -- pointer actions

    def modifiers(self) -> list[str]:
        return self.rng.choices([[], ["ctrl"], ["shift"], ["alt"]], [70, 14, 12, 4])[0]

    def press(self, button: int, x: int, y: int, modifiers: list[str], repeat: int = 1) -> None:
        self.x.move(x, y)
        for key in modifiers:
            self.x.modifier(key, True)
        try:
            self.x.click(button, repeat)
        finally:
            for key in reversed(modifiers):
                self.x.modifier(key, False)
        self.pause()

    def click(self) -> str:
        x, y = self.point()
        modifiers = self.modifiers()
        self.press(1, x, y, modifiers)
        return f"click at ({x}, {y}){self.with_keys(modifiers)}"

    def right_click(self) -> str:
        x, y = self.point()
        self.press(3, x, y, [])
        return f"right click at ({x}, {y})"

    def middle_click(self) -> str:
        x, y = self.point()
        self.press(2, x, y, [])
        return f"middle click at ({x}, {y})"

    def back_click(self) -> str:
        x, y = self.point()
        self.press(8, x, y, [])
        return f"button 8 (back) at ({x}, {y})"

    def forward_click(self) -> str:
        x, y = self.point()
        self.press(9, x, y, [])
        return f"button 9 (forward) at ({x}, {y})"

    def double_click(self) -> str:
        x, y = self.point()
        self.press(1, x, y, [], repeat=2)
        return f"double click at ({x}, {y})"

    def drag(self) -> str:
        """A left-button drag from a random point (one on the header bar moves the window)."""
        start = self.point()
        end = (start[0] + self.rng.randint(-300, 300), start[1] + self.rng.randint(-300, 300))
        end = (min(max(end[0], self.window.x), self.window.x + self.window.width - 1),
               min(max(end[1], self.window.y), self.window.y + self.window.height - 1))
        if self.ends_session(*end):
            end = (self.header.x + self.header.width // 2, end[1])
        self.drag_between(start, end)
        return f"drag from {start} to {end}"

    def border_drag(self) -> str:
        """A left-button drag from the window's border, where GTK's client-side decorations
        start a resize (or from a corner), to anywhere on the screen."""
        if self.starting or self.geometry is None:
            return self.drag()
        x, y, width, height = self.geometry
        left, top = self.window.x - x, self.window.y - y
        right, bottom = x + width - (self.window.x + self.window.width), y + height - (self.window.y + self.window.height)
        side = self.rng.choice(["left", "right", "top", "bottom"])
        along_x, along_y = x + self.rng.randrange(max(1, width)), y + self.rng.randrange(max(1, height))
        start = {"left": (x + self.rng.randrange(max(1, left)), along_y),
                 "right": (x + width - 1 - self.rng.randrange(max(1, right)), along_y),
                 "top": (along_x, y + self.rng.randrange(max(1, top))),
                 "bottom": (along_x, y + height - 1 - self.rng.randrange(max(1, bottom)))}[side]
        start = (min(max(start[0], 0), self.screen.width - 1), min(max(start[1], 0), self.screen.height - 1))
        end = (min(max(start[0] + self.rng.randint(-400, 400), 0), self.screen.width - 1),
               min(max(start[1] + self.rng.randint(-400, 400), 0), self.screen.height - 1))
        self.drag_between(start, end)
        return f"border drag ({side}) from {start} to {end}"

    def drag_between(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.x.move(*start)
        self.x.button(1, True)
        try:
            steps = self.rng.randint(2, 8)
            for step in range(1, steps + 1):
                self.x.move(start[0] + (end[0] - start[0]) * step // steps,
                            start[1] + (end[1] - start[1]) * step // steps)
                time.sleep(0.015)
        finally:
            self.x.button(1, False)
        self.pause()

    def scroll(self) -> str:
        x, y = self.point()
        button = self.rng.choices([4, 5, 6, 7], [4, 4, 1, 1])[0]
        modifiers = self.rng.choices([[], ["ctrl"], ["shift"]], [50, 30, 20])[0]
        self.press(button, x, y, modifiers, repeat=self.rng.randint(1, 4))
        direction = {4: "up", 5: "down", 6: "left", 7: "right"}[button]
        return f"scroll {direction} at ({x}, {y}){self.with_keys(modifiers)}"

    # -- keyboard actions

    def focus_app(self) -> None:
        """Keys go to the focused window: if that is not one of the app's, the main one.
        (While the app starts, keys go wherever the focus is, as a user's would.)"""
        if self.starting or self.x.focused_pid() == self.app.pid:
            return
        if self.managed:
            # As a user clicks the window's title: the window manager activates it.
            self.x.activate(self.main_id)
        else:
            # A bare X server: the focus follows the pointer, which goes over the window.
            self.x.focus_follows_pointer()
            if not self.window_under_pointer():
                self.x.move(*self.window.within(self.screen).point(self.rng))

    def window_under_pointer(self) -> bool:
        x, y = self.x.pointer()
        box = self.window
        return box is not None and box.x <= x < box.x + box.width and box.y <= y < box.y + box.height

    def focus_main_window(self) -> None:
        """The keyboard focus in the main window, as a click on its title would put it."""
        if self.managed:
            self.x.activate(self.main_id)
        else:
            self.x.focus_window(self.main_id)

    def type(self) -> str:
        words = self.rng.choice(TEXTS)
        self.focus_app()
        self.x.type(words)
        self.pause()
        return f"type {words!r}"

    def shortcut(self) -> str:
        keys = self.rng.choice(SHORTCUTS)
        self.focus_app()
        self.x.key(keys)
        self.pause()
        return f"key {keys}"

    def key(self) -> str:
        keys = self.rng.choice(KEYS)
        self.focus_app()
        self.x.key(keys, repeat=self.rng.choice([1, 1, 1, 2, 3]))
        self.pause()
        return f"key {keys}"

    # -- steering

    def dismiss(self) -> None:
        """Closes what may stand in the way of steering (a popover, a dialog, a menu)."""
        for _ in range(2):
            self.focus_app()
            self.x.key("Escape")
            time.sleep(0.1)

    def visit(self) -> str:
        """Shows a tab, More, or a page pushed on a tab, as a user would get there."""
        target = self.rng.choice([*TABS, MORE, *PUSHES, "Settings/row"])
        self.dismiss()
        self.bring_on_screen()
        try:
            if target == MORE:
                self.app.open_more()
            elif target == "Settings/row":
                self.app.select_tab("Settings")
                self.app.open_row(self.rng.choice(SETTINGS_ROWS))
                target = "a Settings page"
            else:
                self.app.select_tab(target)
                if target in PUSHES and self.rng.random() < 0.6:
                    role, name = self.rng.choice(PUSHES[target])
                    buttons = find_all_in(self.app.main_window, role, name, predicate=is_visible)
                    if buttons:
                        click(buttons[0])
                        target += f" → {name}"
        except (UITestError, GLib.GError) as error:
            # A steering miss, not a finding: the control found a moment ago may be gone over
            # AT-SPI (its page changed meanwhile). The app's health is checked after each action.
            return f"visit {target} (missed: {str(error).splitlines()[0][:80]})"
        finally:
            self.pause(0.35)
            self.measure()
        return f"visit {target}"

    def resize(self) -> str:
        """A size from SMALLEST up (below what GTK asks for, with no window manager to stop it)."""
        narrow = self.rng.random() < 0.5
        width = self.rng.randint(SMALLEST[0], 620) if narrow else self.rng.randint(900, 1270)
        height = self.rng.randint(SMALLEST[1], 1000)
        self.x.resize_window(self.main_id, width, height)
        self.pause(0.3)
        self.measure()
        return f"resize to {width}x{height}"

    def move(self) -> str:
        """Moves the window anywhere, partly off the screen too (follow_window brings it
        back when most of it is off)."""
        if self.geometry is None:
            return "move (no window)"
        _, _, width, height = self.geometry
        x = self.rng.randint(-width // 2, self.screen.width - width // 2)
        y = self.rng.randint(-height // 4, self.screen.height - height // 2)
        self.x.move_window(self.main_id, x, y)
        self.pause(0.2)
        return f"move to ({x}, {y})"

    def appearance(self) -> str:
        """Settings → Appearance: a random style, or a random text direction."""
        setting, items = self.rng.choice([("Style", ("Follow System", "Light", "Dark")),
                                          ("Text Direction", ("Automatic", "Left to Right", "Right to Left"))])
        item = self.rng.choice(items)
        self.dismiss()
        self.bring_on_screen()
        try:
            self.app.select_tab("Settings")
            self.app.open_row("Appearance")
            self.app.choose(setting, item)
        except UITestError as error:
            return f"{setting} {item} (missed: {str(error).splitlines()[0][:80]})"
        finally:
            self.pause(0.35)
            self.measure()
        return f"{setting}: {item}"

    # -- helpers

    def pause(self, at_least: float = 0.0) -> None:
        time.sleep(max(at_least, self.rng.choice([0.0, 0.01, 0.03, 0.05, 0.12])))

    @staticmethod
    def with_keys(modifiers: list[str]) -> str:
        return f" with {'+'.join(modifiers)}" if modifiers else ""

    def summary(self) -> str:
        return ", ".join(f"{kind} {count}" for kind, count in sorted(self.counts.items()))
