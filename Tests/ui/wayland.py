"""The Wayland session under the Wayland suite (Tests/ui/wayland): sway's windows and pointer,
the keyboard and pointer through wayvnc, screenshots through grim, and ``WaylandApp``, an ``App`` whose
keyboard, mouse and windows go through them instead of X11's.

What sway 1.7 headless serves (checked here):

- The app's windows are sway's floating containers: ``swaymsg -t get_tree`` gives each one's
  title, app id, pid and ``rect`` (where its window geometry is on the output, in layout
  coordinates: the output's origin is 0, 0). Popovers and menus are xdg popups: they are not
  in the tree.
- GTK's AT-SPI window coordinates start at the window geometry's corner: a node's place on
  the output is the container's ``rect`` plus its extents.
- The pointer and the keys go through wayvnc's VNC connection (``Vnc``): its virtual pointer
  and keyboard are the seat's devices, which GTK sees as a mouse's and a keyboard's. A drag
  and drop between widgets needs them: sway's own ``seat seat0 cursor press`` presses without
  the serial GTK's drag asks the compositor with, and nothing drops. VNC has no bits for the
  side buttons: ``cursor press button8`` (back) and ``button9`` (forward) press those.
- Windows are resized with ``resize set``; a window's keyboard focus follows ``focus``.
- grim saves the output's pixels: ``harness.screenshot`` uses it in this suite.
"""

from __future__ import annotations

import json
import os
import re
import socket
import struct
import subprocess
import time
from pathlib import Path
from typing import Optional

from atspi_tree import UITestError, extents, toplevel, wait_for
from harness import MAIN, App

#: Whether this run is the Wayland suite's.
WAYLAND = os.environ.get("MACHISMO_SESSION") == "wayland"


def swaymsg(*command: str, kind: Optional[str] = None) -> object:
    """Runs a sway command (or asks for ``kind``: get_tree, get_seats…) and returns its JSON."""
    args = ["swaymsg", "--raw"] + (["-t", kind] if kind else []) + ([" ".join(command)] if command else [])
    result = subprocess.run(args, capture_output=True, text=True, timeout=10)
    if result.returncode != 0:
        raise UITestError(f"swaymsg {' '.join(args[2:])} failed ({result.returncode}): {result.stderr.strip()}")
    return json.loads(result.stdout)


def windows(pid: Optional[int] = None) -> list[dict]:
    """Sway's window containers (of the process ``pid``), each with name, pid, rect, focused."""
    found = []

    def walk(node: dict) -> None:
        if node.get("pid") and (pid is None or node["pid"] == pid):
            found.append(node)
        for child in node.get("nodes", []) + node.get("floating_nodes", []):
            walk(child)
    walk(swaymsg(kind="get_tree"))
    return found


# --------------------------------------------------------------------------- keys and pointer

#: Keysyms of the key names the tests use (xdotool's names, as the X11 suite writes them).
KEYSYMS = {
    "ctrl": 0xFFE3, "shift": 0xFFE1, "alt": 0xFFE9, "super": 0xFFEB,
    "Return": 0xFF0D, "Escape": 0xFF1B, "Tab": 0xFF09, "BackSpace": 0xFF08, "Delete": 0xFFFF,
    "Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53, "Down": 0xFF54, "Home": 0xFF50, "End": 0xFF57,
    "Page_Up": 0xFF55, "Page_Down": 0xFF56, "Insert": 0xFF63, "Menu": 0xFF67, "space": 0x20,
    "plus": 0x2B, "minus": 0x2D, "equal": 0x3D, "question": 0x3F, "KP_Add": 0xFFAB, "KP_Subtract": 0xFFAD,
    **{f"F{n}": 0xFFBE + n - 1 for n in range(1, 13)},
}


def keysym(name: str) -> int:
    if name in KEYSYMS:
        return KEYSYMS[name]
    if len(name) == 1 and name.isascii():
        return ord(name)
    raise UITestError(f"no keysym for the key {name!r}")


class Vnc:
    """The seat's keyboard and pointer through wayvnc's VNC server (RFB 3.8, no authentication,
    on loopback): wayvnc's virtual keyboard presses the keys of its keymap (US) that give each
    keysym, its virtual pointer moves and presses as a mouse does."""

    def __init__(self, port: int):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=10)
        self._read(12)
        self.socket.sendall(b"RFB 003.008\n")
        kinds = self._read(self._read(1)[0])
        if 1 not in kinds:
            raise UITestError(f"wayvnc asks for authentication ({list(kinds)})")
        self.socket.sendall(bytes([1]))
        if struct.unpack(">I", self._read(4))[0] != 0:
            raise UITestError("wayvnc refused the connection")
        self.socket.sendall(bytes([1]))  # shared
        self._read(20)
        self._read(struct.unpack(">I", self._read(4))[0])
        # Framebuffer updates are never asked for: nothing more comes to read.
        self.position = (0, 0)
        self.buttons = 0

    def _read(self, count: int) -> bytes:
        data = b""
        while len(data) < count:
            chunk = self.socket.recv(count - len(data))
            if not chunk:
                raise UITestError("wayvnc closed the connection")
            data += chunk
        return data

    def _key(self, symbol: int, down: bool) -> None:
        self.socket.sendall(struct.pack(">BBxxI", 4, 1 if down else 0, symbol))

    def press(self, combination: str) -> None:
        """One key with its modifiers, xdotool's way: ``ctrl+q``, ``alt+Left``, ``Escape``."""
        *modifiers, key = combination.split("+") if combination != "+" else ["+"]
        held, symbol = [keysym(modifier) for modifier in modifiers], keysym(key)  # all known, or nothing pressed
        for modifier in held:
            self._key(modifier, True)
        self._key(symbol, True)
        self._key(symbol, False)
        for modifier in reversed(held):
            self._key(modifier, False)
        time.sleep(0.05)

    def hold(self, modifier: str, down: bool) -> None:
        """Holds (or lets go of) ``ctrl``, ``shift`` or ``alt``."""
        self._key(keysym(modifier), down)

    def type(self, text: str) -> None:
        for character in text:
            symbol = ord(character) if character.isascii() else 0x01000000 + ord(character)
            self._key(symbol, True)
            self._key(symbol, False)
            time.sleep(0.03)

    def _pointer(self) -> None:
        x, y = self.position
        self.socket.sendall(struct.pack(">BBHH", 5, self.buttons, min(max(x, 0), 1279), min(max(y, 0), 1023)))

    def move(self, x: int, y: int) -> None:
        """The pointer to the output point (x, y)."""
        self.position = (x, y)
        self._pointer()
        time.sleep(0.02)

    def button(self, number: int, pressed: bool) -> None:
        """Button 1 (left), 2 (middle), 3 (right), or 4–7 (scroll up, down, left, right)."""
        bit = {1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6}[number]
        self.buttons = self.buttons | (1 << bit) if pressed else self.buttons & ~(1 << bit)
        self._pointer()


_vnc: Optional[Vnc] = None


def vnc() -> Vnc:
    global _vnc
    if _vnc is None:
        _vnc = Vnc(int(os.environ["MACHISMO_VNC_PORT"]))
    return _vnc


# --------------------------------------------------------------------------- the pointer

def move_pointer(x: int, y: int) -> None:
    vnc().move(x, y)


def click(x: int, y: int, number: int = 1, repeat: int = 1) -> None:
    """Clicks ``number`` at (x, y): 1–7 through the virtual pointer, the side buttons 8 (back)
    and 9 (forward), which VNC has no bits for, through sway's own seat commands."""
    move_pointer(x, y)
    time.sleep(0.05)
    for _ in range(repeat):
        if number in (8, 9):
            swaymsg("seat", "seat0", "cursor", "set", str(x), str(y))
            swaymsg("seat", "seat0", "cursor", "press", f"button{number}")
            swaymsg("seat", "seat0", "cursor", "release", f"button{number}")
        else:
            vnc().button(number, True)
            vnc().button(number, False)


def park_pointer() -> None:
    """The pointer to the output's bottom-right corner, away from every window."""
    move_pointer(1279, 1023)


def drag(start: tuple[int, int], end: tuple[int, int], steps: int = 12) -> None:
    """Presses the left button at ``start``, moves to ``end`` in steps, releases: a drag and
    drop between widgets (sway's seat commands press without the serial a drag needs)."""
    move_pointer(*start)
    time.sleep(0.2)
    vnc().button(1, True)
    try:
        for step in range(1, steps + 1):
            move_pointer(start[0] + (end[0] - start[0]) * step // steps,
                         start[1] + (end[1] - start[1]) * step // steps)
            time.sleep(0.04)
        time.sleep(0.2)
    finally:
        vnc().button(1, False)


# --------------------------------------------------------------------------- the app

class WaylandApp(App):
    """An ``App`` in the Wayland session: its windows are sway's, its input sway's pointer and
    wayvnc's keyboard. Everything found or pressed over AT-SPI works as on X11."""

    def park(self) -> None:
        park_pointer()

    def window_container(self, title: str = MAIN) -> dict:
        """Sway's container of the app's window titled ``title`` (``MAIN``: the main window)."""
        name = self.main_window.name if title == MAIN else title

        def lookup():
            named = [node for node in windows(self.pid) if node.get("name") == name]
            return named[0] if len(named) == 1 else None
        return wait_for(lookup, 5, message=lambda: f"one window titled {name!r}; sway has "
                        f"{[node.get('name') for node in windows(self.pid)]}")

    def container_for(self, window_node) -> dict:
        if window_node == self.main_window:
            return self.window_container(MAIN)
        return self.window_container(window_node.name)

    def focus(self, title: str = MAIN) -> None:
        swaymsg(f"[pid={self.pid} title=\"^{re.escape(self.window_container(title)['name'])}$\"]", "focus")

    def press_keys(self, *keys: str, window: Optional[str] = None) -> None:
        if window is not None:
            self.focus(window)
        for combination in keys:
            vnc().press(combination)

    def type_text(self, text: str) -> None:
        vnc().type(text)

    def window_size(self, title: str = MAIN) -> tuple[int, int]:
        rect = self.window_container(title)["rect"]
        return rect["width"], rect["height"]

    def resize(self, width: int, height: int, title: str = MAIN) -> None:
        container = self.window_container(title)
        swaymsg(f"[con_id={container['id']}]", "resize", "set", "width", f"{width}px", "height", f"{height}px")
        node = self.window(title)
        wait_for(lambda: extents(node)[2] == width, 5, message=f"GTK to lay out {title!r} at {width}x{height}")

    def screen_box(self, node) -> tuple[int, int, int, int]:
        """``node``'s place on the output: its window's rect plus its AT-SPI extents."""
        rect = self.container_for(toplevel(node))["rect"]
        x, y, width, height = extents(node)
        return rect["x"] + x, rect["y"] + y, width, height

    def mouse_click(self, node, button: int = 1, at: tuple[float, float] = (0.5, 0.5)) -> None:
        x, y, width, height = self.screen_box(node)
        click(x + int(width * at[0]), y + int(height * at[1]), button)

    def mouse_back(self) -> None:
        """Button 8 (back) over the middle of the main window."""
        x, y, width, height = self.screen_box(self.main_window)
        click(x + width // 2, y + height // 2, 8)
