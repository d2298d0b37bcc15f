"""The X server under the tests (Xvfb, no window manager): xdotool, the pointer, screenshots."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from atspi_tree import UITestError

#: Where screenshots go (git-ignored; emptied when a test run starts).
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


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


def park_pointer() -> None:
    """Moves the pointer to the screen's bottom-right corner, away from every window, so
    that no tooltip or hover state from an earlier test shows up in this one."""
    width, height = (int(value) for value in xdotool("getdisplaygeometry").split())
    move_pointer(width - 1, height - 1)


def move_pointer(x: int, y: int) -> None:
    """Moves the pointer to the screen point (x, y) and waits until it is there.

    (``xdotool mousemove --sync`` waits for a motion, forever when the pointer is
    already at the point. Then the pointer steps off the point and back: GTK picks the
    widget under a pointer that has not moved only on its next motion, so a page shown
    under a still pointer would send the next click to the page it replaced.)
    """
    location = dict(pair.split("=", 1) for pair in xdotool("getmouselocation", "--shell").split())
    if (int(location["X"]), int(location["Y"])) == (x, y):
        xdotool("mousemove", "--sync", str(x - 1 if x > 0 else x + 1), str(y))  # on the screen either way
    xdotool("mousemove", "--sync", str(x), str(y))


def screenshot(name: str) -> Path:
    """Saves the whole screen to Tests/ui/artifacts/NAME.png and returns the path (in the
    Wayland suite, the compositor's output, through grim)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{re.sub(r'[^A-Za-z0-9_.-]+', '-', name)}.png"
    wayland = os.environ.get("MACHISMO_SESSION") == "wayland"
    subprocess.run(["grim", str(path)] if wayland else ["import", "-window", "root", str(path)], check=True,
                   timeout=20, capture_output=True)
    return path


def mean_saturation(png: Path, box: tuple[int, int, int, int]) -> float:
    """The mean colour saturation (0 grey .. 1 vivid) of a screen area in a screenshot.

    Tells a painted picture from a missing one: GTK draws a missing icon in greys.
    """
    x, y, width, height = box
    result = subprocess.run(["convert", str(png), "-crop", f"{width}x{height}+{x}+{y}", "+repage",
                             "-colorspace", "HSL", "-channel", "G", "-separate", "-format", "%[fx:mean]",
                             "info:"], capture_output=True, text=True, timeout=20, check=True)
    return float(result.stdout)


def mean_brightness(png: Path, box: tuple[int, int, int, int] | None = None) -> float:
    """The mean brightness (0 black .. 1 white) of a picture, or of a ``box`` of it."""
    crop = ["-crop", "{2}x{3}+{0}+{1}".format(*box), "+repage"] if box else []
    result = subprocess.run(["convert", str(png), *crop, "-colorspace", "Gray", "-format", "%[fx:mean]",
                             "info:"], capture_output=True, text=True, timeout=20, check=True)
    return float(result.stdout)
