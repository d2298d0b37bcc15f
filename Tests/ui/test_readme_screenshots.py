"""The README's screenshots, taken of the real binary: the main window on a Cards game and a
Set game (light and dark styles), the Settings page, the Card Games page (pushed: with its Back button), the Scores tab
(a seeded scores.json, one result chosen), FaceIt on an emotion, CarValet's Garage list (40 cars), the About tab and the Keyboard Shortcuts window.

Every run checks that each picture is really painted (not blank, the right size) and shows
what it should. They are saved in Tests/ui/artifacts/readme/; `make screenshots`
(pytest --screenshots) saves them in docs/screenshots/ instead, where the README shows them.
"""

import json
import subprocess
import time
from pathlib import Path

import pytest

import harness
from harness import MAIN


@pytest.fixture
def readme_dir(request) -> Path:
    folder = (harness.REPO_ROOT / "docs" / "screenshots" if request.config.getoption("--screenshots")
              else harness.ARTIFACTS / "readme")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def window_picture(app, path: Path, title: str = MAIN) -> Path:
    """Saves the X window titled ``title`` (default: the main one) as ``path``; checks it
    is a real picture."""
    app.window_picture(path, title)
    size = subprocess.run(["identify", "-format", "%w %h %[fx:standard_deviation]", str(path)],
                          capture_output=True, text=True, check=True, timeout=20).stdout.split()
    width, height, spread = int(size[0]), int(size[1]), float(size[2])
    assert width > 200 and height > 100, f"{path.name} is {width}x{height}"
    assert spread > 0.02, f"{path.name} looks blank (standard deviation {spread})"
    return path


def settle(app, title: str = MAIN) -> None:
    """Waits until the window is shown and has had time to paint its last frames (the pointer
    parked away, so that nothing is hovered)."""
    app.window(title)
    app.x_window_id(title)
    harness.park_pointer()
    time.sleep(0.5)


def play(app, game: str, picks) -> None:
    """Chooses the cards at ``picks`` (board positions) on ``game``'s board."""
    from cardgames import board, choose, score
    for index in picks:
        before = score(app, game)
        choose(board(app, game)[index])
        harness.wait_for(lambda: score(app, game) != before)


def test_main_window(launch, readme_dir, shot):
    app = launch("--start", "cards", "--seed", "11", wait_title="Cards")
    play(app, "cards", [0, 5, 9, 14, 17])
    settle(app)
    shot("main")
    window_picture(app, readme_dir / "main-window.png")


def test_settings_page(app, readme_dir, shot):
    assert app.title == "Settings"
    settle(app)
    shot("settings")
    window_picture(app, readme_dir / "settings.png")


def test_main_window_in_the_dark_style(launch, xdg_home, readme_dir, shot):
    # Chosen in Settings → Appearance on an earlier launch (test_settings.py does it through
    # the drop down); a fresh launch has no keyboard focus ring to show.
    xdg_home.app_config.mkdir(parents=True, exist_ok=True)
    (xdg_home.app_config / "settings.json").write_text(json.dumps({
        "style": "dark", "textDirection": "automatic", "colorScheme": "standard",
        "cardScoring": {"matchBonus": 4, "mismatchPenalty": 2, "costToChoose": 1}, "fuelUnit": "gallons"}))
    app = launch("--start", "set", "--seed", "5", wait_title="Set")
    play(app, "set", [1, 4])
    settle(app)
    shot("main-dark")
    picture = window_picture(app, readme_dir / "main-window-dark.png")
    # The cards stay light, as cards are; the header bar, the table and the tab bar go dark.
    width, height = map(int, subprocess.run(["identify", "-format", "%w %h", str(picture)], capture_output=True,
                                            text=True, check=True, timeout=20).stdout.split())
    for name, box in (("header bar", (0, 0, width, 45)), ("table", (0, 50, 25, height - 150)),
                      ("tab bar", (0, height - 45, width, 45))):
        brightness = harness.mean_brightness(picture, box)
        assert brightness < 0.4, f"the dark style's {name} is not dark (mean brightness {brightness})"


def test_card_games_page(launch, readme_dir, shot):
    app = launch("--start", "settings/card-games", wait_title="Card Games")
    assert app.back_title() == "Settings"
    settle(app)
    shot("card-games")
    window_picture(app, readme_dir / "settings-card-games.png")


def test_scores_tab(launch, xdg_home, readme_dir, shot):
    from test_scores import ENV, ROWS, seed
    seed(xdg_home)
    app = launch("--start", "scores", wait_title="Scores", env=ENV)
    app.mouse_click(app.find("list item", ROWS["set best"], root=app.main_window))
    app.expect_title("Set Result")
    settle(app)
    shot("scores")
    window_picture(app, readme_dir / "scores.png")


def test_score_chart(launch, xdg_home, readme_dir, shot):
    import time
    from test_score_chart import chart, choose_span, make_results, seed
    seed(xdg_home, make_results(time.time()))
    app = launch("--start", "scores/chart", wait_title="Chart", env={"TZ": "UTC"})
    choose_span(app, "year")
    chart(app)
    settle(app)
    shot("score-chart")
    window_picture(app, readme_dir / "scores-chart.png")


def test_faceit_tab(launch, readme_dir, shot):
    from test_faceit import choose, expect_face
    app = launch("--start", "faceit", wait_title="FaceIt")
    choose(app, "Mischievous")
    expect_face(app, "Mischievous: eyes open, brows furrowed, grinning")
    settle(app)
    shot("faceit")
    window_picture(app, readme_dir / "faceit.png")


def test_about_tab(launch, readme_dir, shot):
    app = launch("--start", "about", wait_title="About")
    app.find("link", "Open Data Folder", root=app.main_window)
    settle(app)
    shot("about")
    window_picture(app, readme_dir / "about.png")


def test_shortcuts_window(app, readme_dir, shot):
    app.press_keys("ctrl+question")
    app.shortcuts_window()
    settle(app, "Keyboard Shortcuts")
    shot("shortcuts")
    window_picture(app, readme_dir / "shortcuts.png", "Keyboard Shortcuts")


def test_attributor_page(launch, readme_dir, shot):
    from test_attributor import body, press, select, set_text
    app = launch("--start", "attributor", wait_title="Attributor")
    app.press_keys("ctrl+plus", "ctrl+plus", window=MAIN)
    set_text(app, "Attributor colours and outlines text, and Text Stats counts it run by run.")
    select(app, 0, 10)
    press(app, "Purple")
    press(app, "Outline")
    select(app, 11, 18)
    press(app, "Red")
    select(app, 23, 31)
    press(app, "Orange")
    press(app, "Outline")
    select(app, 41, 51)
    press(app, "Green")
    select(app, 74, 74)
    settle(app)
    shot("attributor")
    window_picture(app, readme_dir / "attributor.png")


def test_garage_list(launch, xdg_home, readme_dir, shot):
    from test_carvalet import write_cars
    from test_garage import many_cars
    write_cars(xdg_home, many_cars(40))
    app = launch("--start", "carvalet/garage", wait_title="Garage")
    harness.wait_for(lambda: app.find_all("label", "40 cars", root=app.main_window), 5, message="40 cars listed")
    settle(app)
    shot("garage")
    window_picture(app, readme_dir / "garage.png")
