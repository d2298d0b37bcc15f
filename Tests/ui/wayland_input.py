"""The monkey's input and window queries in the Wayland session (Tests/ui/wayland): what
x_input.XInput does on X11, through what sway 1.7 headless can inject (see wayland.py).

- The pointer moves, clicks, drags and scrolls (buttons 1–7) through wayvnc's virtual pointer,
  and the keys go through its virtual keyboard: a mouse's and a keyboard's input to GTK. A key
  whose keysym wayvnc's keymap (US) lacks, such as most text outside ASCII, is dropped there,
  as an unknown key of a real keyboard would be.
- The side buttons (8, 9), which VNC has no bits for, are sway's seat commands.
- A window is sway's floating container, named by its ``con_id``. Its geometry is the
  container's rect grown by ``RESIZE_MARGIN`` on each side: GTK's client-side decorations
  take resize drags that far outside the window, as X11's window geometry includes them.
- Sway has no minimized windows (it ignores a request to minimize): none is ever hidden.
"""

from __future__ import annotations

from typing import Optional

from atspi_tree import UITestError
from harness import MAIN
from monkey_display import ButtonClicks
from wayland import swaymsg, vnc, windows

#: How far outside the window geometry GTK's client-side decorations take resize drags.
RESIZE_MARGIN = 10

#: What Ctrl, Shift and Alt are called in wayland.KEYSYMS.
MODIFIERS = ("ctrl", "shift", "alt", "super")


class WaylandInput(ButtonClicks):
    """Fake input and window geometry in the sway session, as ``XInput`` offers them on X11."""

    def close(self) -> None:
        pass

    # -- pointer

    def move(self, x: int, y: int) -> None:
        vnc().move(x, y)

    def pointer(self) -> tuple[int, int]:
        return vnc().position

    def button(self, button: int, press: bool) -> None:
        if button in (8, 9):
            x, y = vnc().position
            swaymsg("seat", "seat0", "cursor", "set", str(x), str(y))
            swaymsg("seat", "seat0", "cursor", "press" if press else "release", f"button{button}")
        else:
            vnc().button(button, press)


    # -- keyboard

    def key(self, combination: str, repeat: int = 1) -> bool:
        """Presses a combination in xdotool's spelling (``ctrl+shift+z``); False (nothing
        pressed) when a key of it has no keysym here."""
        for _ in range(repeat):
            try:
                vnc().press(combination)
            except UITestError:
                return False
        return True

    def modifier(self, name: str, press: bool) -> None:
        vnc().hold(name, press)

    def type(self, text: str) -> None:
        vnc().type(text)

    # -- windows

    def screen_size(self) -> tuple[int, int]:
        output = swaymsg(kind="get_outputs")[0]["rect"]
        return output["width"], output["height"]

    def main_window_id(self, app) -> str:
        return str(app.window_container(MAIN)["id"])

    def _container(self, window_id: str) -> Optional[dict]:
        return next((node for node in windows() if str(node["id"]) == window_id), None)

    def geometry(self, window_id: str) -> Optional[tuple[int, int, int, int]]:
        """(x, y, width, height) of the window with its resize margin; None when it is gone."""
        container = self._container(window_id)
        if container is None:
            return None
        rect = container["rect"]
        return (rect["x"] - RESIZE_MARGIN, rect["y"] - RESIZE_MARGIN,
                rect["width"] + 2 * RESIZE_MARGIN, rect["height"] + 2 * RESIZE_MARGIN)

    def is_viewable(self, window_id: str) -> bool:
        container = self._container(window_id)
        return container is not None and container.get("visible", True)

    def hidden_windows(self, pid: int) -> list[str]:
        return []

    def _window_command(self, window_id: str, *command: str) -> None:
        """A sway command on the window, if it is still there (as xdotool's on a gone window)."""
        try:
            swaymsg(f"[con_id={window_id}]", *command)
        except UITestError:
            pass  # the window went meanwhile (the app quit): the monkey's next check tells

    def activate(self, window_id: str) -> None:
        """Focuses the window, as a click on its title does."""
        self._window_command(window_id, "focus")

    def focus_window(self, window_id: str) -> None:
        self.activate(window_id)

    def focus_follows_pointer(self) -> None:
        pass

    def move_window(self, window_id: str, x: int, y: int) -> None:
        """Moves the window so that its geometry (margin included) starts at (x, y)."""
        self._window_command(window_id, "move", "position", f"{x + RESIZE_MARGIN}px", f"{y + RESIZE_MARGIN}px")

    def resize_window(self, window_id: str, width: int, height: int) -> None:
        self._window_command(window_id, "resize", "set", "width", f"{max(1, width - 2 * RESIZE_MARGIN)}px",
                             "height", f"{max(1, height - 2 * RESIZE_MARGIN)}px")

    def ask_to_close(self, window_id: str) -> None:
        self._window_command(window_id, "kill")

    def focused_pid(self) -> Optional[int]:
        return next((node["pid"] for node in windows() if node.get("focused")), None)

    def describe_windows(self, app) -> list:
        """The app's windows as sway has them: (con_id, title, rect, visible)."""
        return [(node["id"], node.get("name"), node["rect"], node.get("visible"))
                for node in windows(app.pid)]
