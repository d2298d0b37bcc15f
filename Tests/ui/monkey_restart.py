"""The monkey's relaunches: Ctrl+Q, which must quit the app, and a launch with input from
its first moment (monkey.py). A mixin of ``Monkey``, whose attributes it uses."""

from __future__ import annotations

import subprocess

from harness import describe, safely, states
from monkey_display import Box

#: How long the app may take to quit after Ctrl+Q (seconds).
QUIT_TIMEOUT = 10

#: What the monkey gives while the app starts: pointer and keyboard actions only (nothing
#: that asks AT-SPI), STARTUP_ACTIONS of them from the moment the process starts, then
#: AFTER_FIRST_FRAME more as soon as its window is up.
STARTUP_KINDS = ("click", "right_click", "double_click", "drag", "scroll", "shortcut", "key", "type")
STARTUP_ACTIONS = 14
AFTER_FIRST_FRAME = 6


class Restarts:
    """Quitting with Ctrl+Q and launching again with input during start-up."""

    def restart(self) -> str:
        """Ctrl+Q, then a launch on the same home with input from its first moment."""
        self.tidy_up()
        self.quit_with_ctrl_q()
        self.recent.append(f"{self.index}: Ctrl+Q quit the app; launching it again")
        self.relaunches += 1
        self.app = type(self.app)(home=self.app.home, env=self.app.extra_env)
        self.start_with_input()
        return "relaunched, with input during start-up"

    def quit_with_ctrl_q(self) -> None:
        """Presses Ctrl+Q in the main window, as a user would once the dialogs are closed
        (under a modal window Ctrl+Q does nothing), and fails unless the app quits cleanly
        within QUIT_TIMEOUT seconds."""
        main = self.app.main_window
        for _ in range(3):
            if not any(window != main for window in self.app.windows()):
                break
            self.dismiss()
        self.focus_main_window()
        self.x.key("ctrl+q")
        try:
            self.app.process.wait(timeout=QUIT_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.fail(f"Ctrl+Q did not quit the app within {QUIT_TIMEOUT} s (it shows {safely(lambda: main.name)!r}; "
                      f"{self.windows_now()})")
        self.check_stderr()
        if self.app.process.returncode != 0:
            self.fail(f"the app exited with status {self.app.process.returncode} after Ctrl+Q")

    def windows_now(self) -> str:
        """The app's windows as AT-SPI and X see them, and where the keyboard focus is: what a
        failure to quit has to show."""
        described = [safely(lambda node=node: f"{describe(node)} {sorted(states(node))}") for node in self.app.windows()]
        shown = safely(lambda: self.x.describe_windows(self.app)) or []
        return f"AT-SPI windows {described}; the display's windows (id, title, geometry, viewable) {shown}; " \
               f"keyboard focus in pid {self.x.focused_pid()}"

    def start_with_input(self) -> None:
        """Launches ``self.app`` (not yet started) and gives STARTUP_ACTIONS random pointer
        and keyboard actions from the moment its process starts, where its window will be,
        then AFTER_FIRST_FRAME more once the window is up: input before and around the first
        frame, while the saved tabs and pages are rebuilt. Then measures the window."""
        if self.window is None or not self.managed:
            # With no window manager a new window opens at the screen's origin.
            self.expect_window_at_origin()
        self.stderr_seen = 0
        self.app.spawn()
        self.starting = True
        try:
            for _ in range(STARTUP_ACTIONS):
                self.startup_action("before the window")
            self.app.wait_until_up()
            for _ in range(AFTER_FIRST_FRAME):
                self.startup_action("with the window just up")
        finally:
            self.starting = False
        self.check()
        self.reveal_minimized()
        self.measure()

    def reveal_minimized(self) -> None:
        """Brings back a window the start-up input minimized (the window manager's menu, which a
        right click on the header bar opens, has Minimize), as a user would from the dock."""
        if not self.managed:
            return
        for window_id in self.x.hidden_windows(self.app.pid):
            self.x.activate(window_id)
            self.recent.append(f"{self.index}: (a window was out of sight after start-up; activated it)")

    def startup_action(self, when: str) -> None:
        kind = self.rng.choice(STARTUP_KINDS)
        description = getattr(self, kind)()
        self.recent.append(f"{self.index}: start-up, {when}: {description}")
        if not self.app.running():
            self.check()

    def expect_window_at_origin(self) -> None:
        """Where start-up input lands: the window as it was, moved to the screen's origin
        (a window of the default size when there was none)."""
        old = self.window or Box(5, 5, 950, 710)
        dx, dy = -old.x + 5, -old.y + 5
        self.window = Box(old.x + dx, old.y + dy, old.width, old.height)
        self.header = Box(self.window.x, self.window.y, self.window.width, 46) if self.header is None else \
            Box(self.header.x + dx, self.header.y + dy, self.header.width, self.header.height)
        self.bottom = Box(self.window.x, self.window.y + self.window.height - 110, self.window.width, 110) \
            if self.bottom is None else Box(self.bottom.x + dx, self.bottom.y + dy, self.bottom.width,
                                            self.bottom.height)
        self.forbidden = [Box(box.x + dx, box.y + dy, box.width, box.height) for box in self.forbidden]
