"""Where the monkey plays: the window manager it may run (or none), and boxes on the screen."""

from __future__ import annotations

import random
import subprocess
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from harness import UITestError, wait_for


@contextmanager
def window_manager(log_path: Path, wanted: bool = True):
    """Runs metacity (GNOME's window manager for X11) on the test display for as long as
    the block runs.

    With ``wanted`` False, nothing runs: the monkey then plays on a bare X server, as in a
    kiosk, a nested session or a compositor starting up: the window can be moved and sized
    freely (below the size GTK asks for too), the keyboard focus follows the pointer, and
    GTK moves and resizes the window itself when its header bar or border is dragged.

    With one, the monkey plays on a desktop as users have it: dragging the header bar moves
    the window, double-clicking it maximizes, through the window manager.
    """
    if not wanted:
        yield
        return
    with open(log_path, "wb") as log:
        manager = subprocess.Popen(["metacity", "--replace", "--sm-disable", "--no-composite"],
                                   stdout=log, stderr=log, stdin=subprocess.DEVNULL)
    try:
        wait_for(lambda: manager.poll() is not None or "_NET_SUPPORTING_WM_CHECK(WINDOW)" in subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True, text=True).stdout, 10,
            message="metacity to manage the display")
        if manager.poll() is not None:
            raise UITestError(f"metacity exited with status {manager.returncode}: {log_path.read_text()[-500:]}")
        yield
    finally:
        manager.terminate()
        try:
            manager.wait(timeout=5)
        except subprocess.TimeoutExpired:
            manager.kill()
            manager.wait()


@dataclass
class Box:
    x: int
    y: int
    width: int
    height: int

    def within(self, outer: "Box") -> "Box":
        """This box cut to ``outer`` (all of ``outer`` if they do not meet)."""
        left, top = max(self.x, outer.x), max(self.y, outer.y)
        right = min(self.x + self.width, outer.x + outer.width)
        bottom = min(self.y + self.height, outer.y + outer.height)
        return Box(left, top, right - left, bottom - top) if right > left and bottom > top else outer

    def point(self, rng: random.Random) -> tuple[int, int]:
        return (self.x + rng.randrange(max(1, self.width)), self.y + rng.randrange(max(1, self.height)))


class ButtonClicks:
    """Clicks made of ``button(number, pressed)`` presses and releases: the display's input
    (x_input.XInput, wayland_input.WaylandInput) says how a button goes down and up."""

    def button(self, button: int, press: bool) -> None:
        raise NotImplementedError

    def click(self, button: int, repeat: int = 1, delay: float = 0.06) -> None:
        for index in range(repeat):
            if index:
                time.sleep(delay)
            self.button(button, True)
            self.button(button, False)
