"""Where the monkey's window is: following it when it moves, bringing it back on the screen,
measuring its header bar and bottom bars, picking points (monkey.py). A mixin of
``Monkey``, whose attributes it uses."""

from __future__ import annotations

import time

from harness import find_all_in, safely
from monkey_display import Box

#: Where a pointer action lands: the header bar, the tab bar (with the toolbar above it), or anywhere.
REGIONS = {"header": 35, "bottom": 25, "anywhere": 40}


class WindowWatch:
    """The window's place and parts on the screen."""

    def follow_window(self) -> None:
        """Brings the window back if it went out of sight (minimized from the window
        manager's menu, which a right click on the header bar opens), as a user would from
        the dock; measures again when it moved (a drag on the header bar) or changed size."""
        if not self.x.is_viewable(self.main_id):
            self.x.activate(self.main_id)
            self.recent.append(f"{self.index}: (the window was out of sight; activated it)")
            time.sleep(0.3)
        geometry = self.x.geometry(self.main_id)
        if geometry is not None and self.mostly_off_screen(geometry):
            # As a user drags a window back that went too far.
            x, y, width, height = geometry
            self.x.move_window(self.main_id, min(max(x, 0), self.screen.width - width // 2),
                               min(max(y, 0), self.screen.height - height // 2))
            self.recent.append(f"{self.index}: (the window was mostly off the screen; moved it back)")
            time.sleep(0.3)
            geometry = self.x.geometry(self.main_id)
        if geometry is not None and geometry != self.geometry:
            self.measure()

    def tidy_up(self) -> None:
        """Before quitting, as a user would: the window back in sight (the last action may
        have minimized it from the window manager's menu) and on the screen, its popovers
        and dialogs closed; then Ctrl+Q reaches it."""
        self.follow_window()
        self.dismiss()
        self.bring_on_screen()

    def bring_on_screen(self) -> None:
        """Moves the whole window onto the screen before steering, as a user drags a window
        back to reach what it hides: steering clicks rows and tabs where AT-SPI says they
        are, and the pointer cannot go off the screen (xdotool's --sync would wait for it)."""
        geometry = self.x.geometry(self.main_id)
        if geometry is None:
            return
        x, y, width, height = geometry
        inside_x = min(max(x, 0), max(0, self.screen.width - width))
        inside_y = min(max(y, 0), max(0, self.screen.height - height))
        if (inside_x, inside_y) == (x, y):
            return
        self.x.move_window(self.main_id, inside_x, inside_y)
        self.recent.append(f"{self.index}: (moved the window onto the screen to steer)")
        time.sleep(0.2)
        self.measure()

    def mostly_off_screen(self, geometry: tuple[int, int, int, int]) -> bool:
        """Less than a third of the window on the screen: a user would drag it back."""
        x, y, width, height = geometry
        visible_width = max(0, min(x + width, self.screen.width) - max(x, 0))
        visible_height = max(0, min(y + height, self.screen.height) - max(y, 0))
        return visible_width * visible_height * 3 < width * height

    def measure(self) -> None:
        """Finds the window, its header bar and its bottom (tab bar and toolbar) on the screen.

        The window is its frame, inside the border where client-side decorations take
        resize drags: with no window manager under Xvfb, GTK emulates the resize there with
        a pointer grab that a real session's window manager would own, and that ends in
        GTK's own "Broken accounting of active state" warnings whatever the app does.
        """
        self.main_id = self.x.main_window_id(self.app)
        self.geometry = self.x.geometry(self.main_id)
        x, y, width, height = self.app.screen_box(self.app.main_window)
        self.window = Box(x, y, width, height)
        self.forbidden = [Box(*self.app.screen_box(node)) for name in ("Close", "Minimize")
                          for node in find_all_in(self.app.main_window, "push button", name)]
        header = safely(lambda: self.app.screen_box(self.app.header_bar()))
        self.header = Box(*header) if header and header[2] > 0 else Box(x, y, width, 60)
        bar = safely(lambda: self.app.screen_box(self.app.tab_bar()))
        if bar and bar[2] > 0:
            self.bottom = Box(x, max(y, bar[1] - 50), width, bar[1] + bar[3] - max(y, bar[1] - 50))
        else:
            self.bottom = Box(x, y + height - 110, width, 110)

    def point(self) -> tuple[int, int]:
        region = self.rng.choices(list(REGIONS), list(REGIONS.values()))[0]
        box = {"header": self.header, "bottom": self.bottom, "anywhere": self.window}[region]
        box = box.within(self.window).within(self.screen)
        x, y = box.point(self.rng)
        if self.ends_session(x, y):
            x = self.header.x + self.header.width // 2
        return x, y

    def ends_session(self, x: int, y: int) -> bool:
        """Whether (x, y) is on the header bar's Close or Minimize button (a minimized
        window is out of the monkey's reach, as out of a user's until the dock)."""
        return any(box.x - 4 <= x < box.x + box.width + 4 and box.y - 4 <= y < box.y + box.height + 4
                   for box in self.forbidden)
