"""Fast X input and window queries for the monkey, through one XTest connection.

xdotool starts a process and opens a display connection per call (about 25 ms here); the
monkey gives thousands of actions, so it talks to the X server directly (python3-xlib):
pointer motion, buttons and keys are XTest fake input, as xdotool's are.
"""

from __future__ import annotations

import subprocess
from typing import Optional

from Xlib import X, XK, display, error
from Xlib.ext import xtest

from harness import MAIN, xdotool
from monkey_display import ButtonClicks


class XInput(ButtonClicks):
    """One connection to the display: fake input and window geometry."""

    def __init__(self):
        self.display = display.Display()
        self.root = self.display.screen().root

    def close(self) -> None:
        self.display.close()

    # -- pointer

    def move(self, x: int, y: int) -> None:
        """Moves the pointer to the screen point (x, y) and waits until the server did."""
        xtest.fake_input(self.display, X.MotionNotify, x=x, y=y)
        self.display.sync()

    def pointer(self) -> tuple[int, int]:
        reply = self.root.query_pointer()
        return reply.root_x, reply.root_y

    def button(self, button: int, press: bool) -> None:
        xtest.fake_input(self.display, X.ButtonPress if press else X.ButtonRelease, button)
        self.display.sync()


    # -- keyboard

    def keycode(self, name: str) -> tuple[int, bool]:
        """The keycode of the key named ``name`` (an X keysym name: ``q``, ``question``,
        ``F10``, ``KP_Add``) and whether Shift makes it; (0, False) when no key has it."""
        keysym = XK.string_to_keysym(name)
        if keysym == 0 and len(name) == 1:
            keysym = ord(name)
        code = self.display.keysym_to_keycode(keysym)
        if not code:
            return 0, False
        return code, self.display.keycode_to_keysym(code, 0) != keysym

    def key(self, combination: str, repeat: int = 1) -> bool:
        """Presses a combination in xdotool's spelling (``ctrl+shift+z``, ``alt+Left``):
        the modifiers down, the key, then the modifiers up. False (nothing pressed) when a
        key of it is not on the keyboard map."""
        names = combination.split("+") if combination != "plus" else ["plus"]
        if combination.endswith("+plus"):
            names = combination[:-len("+plus")].split("+") + ["plus"]
        modifiers = {"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L", "super": "Super_L"}
        codes = []
        for name in names[:-1]:
            code, _ = self.keycode(modifiers.get(name, name))
            codes.append(code)
        code, shifted = self.keycode(names[-1])
        if not code or not all(codes):
            return False
        if shifted and "shift" not in names[:-1]:
            codes.append(self.keycode("Shift_L")[0])
        for _ in range(repeat):
            for modifier in codes:
                xtest.fake_input(self.display, X.KeyPress, modifier)
            xtest.fake_input(self.display, X.KeyPress, code)
            xtest.fake_input(self.display, X.KeyRelease, code)
            for modifier in reversed(codes):
                xtest.fake_input(self.display, X.KeyRelease, modifier)
            self.display.sync()
        return True

    def modifier(self, name: str, press: bool) -> None:
        """Holds (or lets go of) ``ctrl``, ``shift`` or ``alt``."""
        code, _ = self.keycode({"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L"}[name])
        xtest.fake_input(self.display, X.KeyPress if press else X.KeyRelease, code)
        self.display.sync()

    def type(self, text: str) -> None:
        """Types ``text`` (xdotool maps characters missing from the keymap onto spare keys)."""
        xdotool("type", "--delay", "8", "--", text)

    # -- windows

    def screen_size(self) -> tuple[int, int]:
        geometry = self.root.get_geometry()
        return geometry.width, geometry.height

    def geometry(self, window_id: str) -> Optional[tuple[int, int, int, int]]:
        """(x, y, width, height) of the window on the screen; None when it is gone."""
        try:
            window = self.display.create_resource_object("window", int(window_id))
            shape = window.get_geometry()
            origin = window.translate_coords(self.root, 0, 0)
            return -origin.x, -origin.y, shape.width, shape.height
        except error.XError:
            return None

    def main_window_id(self, app) -> str:
        return app.x_window_id(MAIN)

    def activate(self, window_id: str) -> None:
        """Asks the window manager to raise and focus the window, as a click on its title does."""
        subprocess.run(["xdotool", "windowactivate", "--sync", window_id], capture_output=True, timeout=5)

    def focus_window(self, window_id: str) -> None:
        """Gives the window the keyboard focus directly (with no window manager to ask)."""
        xdotool("windowfocus", "--sync", window_id, timeout=5, check=False)

    def move_window(self, window_id: str, x: int, y: int) -> None:
        xdotool("windowmove", window_id, str(x), str(y), check=False)

    def resize_window(self, window_id: str, width: int, height: int) -> None:
        # No --sync: a window manager keeps a maximized window its size, and --sync would wait forever.
        xdotool("windowsize", window_id, str(width), str(height), check=False)

    def hidden_windows(self, pid: int) -> list[str]:
        """The process's windows the window manager hides (minimized from its menu)."""
        hidden = []
        for window_id in xdotool("search", "--pid", str(pid), check=False).split():
            state = subprocess.run(["xprop", "-id", window_id, "_NET_WM_STATE"], capture_output=True, text=True,
                                   timeout=5).stdout
            if "_NET_WM_STATE_HIDDEN" in state:
                hidden.append(window_id)
        return hidden

    def describe_windows(self, app) -> list:
        """The app's X windows: (id, title, geometry, viewable)."""
        return [(window_id, title, geometry, self.is_viewable(window_id))
                for window_id, title, geometry in app.x_windows()]

    def is_viewable(self, window_id: str) -> bool:
        """Whether the window is mapped, and its parents too (not minimized, not hidden)."""
        try:
            window = self.display.create_resource_object("window", int(window_id))
            return window.get_attributes().map_state == X.IsViewable
        except error.XError:
            return False

    def ask_to_close(self, window_id: str) -> None:
        """Asks the window manager to close the window (_NET_CLOSE_WINDOW), as its window
        menu's Close does: the app gets the same request as from the title bar's Close."""
        from Xlib.protocol import event
        message = event.ClientMessage(window=self.display.create_resource_object("window", int(window_id)),
                                      client_type=self.display.intern_atom("_NET_CLOSE_WINDOW"),
                                      data=(32, [X.CurrentTime, 2, 0, 0, 0]))
        self.root.send_event(message, event_mask=X.SubstructureRedirectMask | X.SubstructureNotifyMask)
        self.display.sync()

    def focus_follows_pointer(self) -> None:
        """Gives the keyboard focus back to the pointer (PointerRoot), as a bare X server has
        it with no window manager: keys go to the window under the pointer."""
        self.display.set_input_focus(X.PointerRoot, X.RevertToPointerRoot, X.CurrentTime)
        self.display.sync()

    def focused_pid(self) -> Optional[int]:
        """The process of the window that has the keyboard focus (its _NET_WM_PID, or its
        parent's under a window manager's frame); None for the root or no window."""
        focus = self.display.get_input_focus().focus
        pid_atom = self.display.intern_atom("_NET_WM_PID")
        while isinstance(focus, type(self.root)) and focus.id != self.root.id:
            try:
                value = focus.get_full_property(pid_atom, X.AnyPropertyType)
                if value is not None:
                    return int(value.value[0])
                focus = focus.query_tree().parent
            except error.XError:
                return None
        return None
