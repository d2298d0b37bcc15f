"""The README's screenshots, taken of the real binary: the main window in the light and
dark styles, the About window and the Keyboard Shortcuts window.

Every run checks that each picture is really painted (not blank, the right size). They are
saved in Tests/ui/artifacts/readme/; `make screenshots` (pytest --screenshots) saves them
in docs/screenshots/ instead, where the README shows them.
"""

import subprocess
import time
from pathlib import Path

import pytest

import harness
from harness import wait_for


@pytest.fixture
def readme_dir(request) -> Path:
    folder = (harness.REPO_ROOT / "docs" / "screenshots" if request.config.getoption("--screenshots")
              else harness.ARTIFACTS / "readme")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def window_picture(app, title: str, path: Path) -> Path:
    """Saves the X window titled ``title`` as ``path``; checks it is a real picture."""
    window_id = app.x_window_id(title)
    subprocess.run(["import", "-window", window_id, str(path)], check=True, timeout=20, capture_output=True)
    size = subprocess.run(["identify", "-format", "%w %h %[fx:standard_deviation]", str(path)],
                          capture_output=True, text=True, check=True, timeout=20).stdout.split()
    width, height, spread = int(size[0]), int(size[1]), float(size[2])
    assert width > 200 and height > 100, f"{path.name} is {width}x{height}"
    assert spread > 0.02, f"{path.name} looks blank (standard deviation {spread})"
    return path


def settle(app, title: str) -> None:
    """Waits until the window is shown and has had time to paint its first frames."""
    app.window(title)
    wait_for(lambda: app.x_window_id(title), 5, message=f"{title!r} mapped")
    time.sleep(0.5)


def test_main_window(launch, readme_dir, shot):
    app = launch()
    settle(app, harness.MAIN_TITLE)
    shot("main")
    window_picture(app, harness.MAIN_TITLE, readme_dir / "main-window.png")


def test_main_window_in_the_dark_style(launch, readme_dir, shot):
    app = launch(env={"GTK_THEME": "Adwaita:dark"})
    settle(app, harness.MAIN_TITLE)
    shot("main-dark")
    picture = window_picture(app, harness.MAIN_TITLE, readme_dir / "main-window-dark.png")
    mean = subprocess.run(["identify", "-format", "%[fx:mean]", str(picture)],
                          capture_output=True, text=True, check=True, timeout=20).stdout
    assert float(mean) < 0.4, f"the dark style is not dark (mean brightness {mean})"


def test_about_window(app, readme_dir, shot):
    app.choose_from_main_menu("About Machismo")
    settle(app, "About Machismo")
    shot("about")
    window_picture(app, "About Machismo", readme_dir / "about.png")


def test_shortcuts_window(app, readme_dir, shot):
    app.press_keys("ctrl+question")
    app.shortcuts_window()
    settle(app, "Keyboard Shortcuts")
    shot("shortcuts")
    window_picture(app, "Keyboard Shortcuts", readme_dir / "shortcuts.png")
