"""Settings: Card Games scoring (spin buttons, Restore Defaults), Appearance (style, text
direction, colour scheme: applied live to the whole window) and Units, each saved in
$XDG_CONFIG_HOME/machismo/settings.json and read back on the next launch.

Spin buttons are set through their Value interface, by keyboard (Up) and by typing; drop
downs are chosen with the keyboard from their opened popup (``App.choose``: GTK facts in
harness.py).
"""

import json
import subprocess

import pyatspi

import harness
from harness import extents, has_state, text

DEFAULT_SCORING = {"matchBonus": 4, "mismatchPenalty": 2, "costToChoose": 1}
DEFAULTS = {
    "style": "system",
    "textDirection": "automatic",
    "colorScheme": "standard",
    "cardScoring": DEFAULT_SCORING,
    "fuelUnit": "gallons",
    "cardMatchCount": 2,
    "textZoom": 1,
}
SPINS = {"matchBonus": "Match Bonus", "mismatchPenalty": "Mismatch Penalty", "costToChoose": "Cost to Choose"}


def saved_settings(home) -> dict:
    return json.loads((home.app_config / "settings.json").read_text())


def scoring_shown(app) -> dict:
    return {key: int(text(app.spin_button(name))) for key, name in SPINS.items()}


def restore_defaults(app):
    return app.find("push button", "Restore Defaults", root=app.main_window, predicate=harness.is_visible)


def sensitive(node) -> bool:
    return has_state(node, pyatspi.STATE_SENSITIVE)


def picture_brightness(app, shot, label) -> float:
    """Mean brightness of the main window's picture (saved as an artifact)."""
    screen = shot(label)
    return harness.mean_brightness(app.window_picture(screen.with_name(f"{screen.stem}-window.png")))


def mean_rgb(png, box) -> tuple[float, float, float]:
    x, y, width, height = box
    result = subprocess.run(["convert", str(png), "-crop", f"{width}x{height}+{x}+{y}", "+repage",
                             "-format", "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]", "info:"],
                            capture_output=True, text=True, timeout=20, check=True)
    red, green, blue = map(float, result.stdout.split())
    return red, green, blue


# --------------------------------------------------------------------------- card games

def launch_on_settings(launch):
    return launch("--start", "settings", wait_title="Settings")


def test_card_game_scoring_persists_and_restores_its_defaults(launch, xdg_home, shot):
    first = launch_on_settings(launch)
    first.open_row("Card Games")
    assert scoring_shown(first) == DEFAULT_SCORING
    assert not sensitive(restore_defaults(first)), "Restore Defaults while the values are the defaults"

    # Through the Value interface, as typing a number would.
    first.spin_button("Match Bonus").queryValue().currentValue = 6
    harness.wait_for(lambda: sensitive(restore_defaults(first)), 5, message="Restore Defaults sensitive")
    assert text(first.spin_button("Match Bonus")) == "6"
    # With the keyboard: Up in the spin button's text adds one.
    penalty = first.spin_button("Mismatch Penalty")
    first.mouse_click(penalty, at=(0.2, 0.5))
    harness.wait_for(lambda: has_state(penalty, pyatspi.STATE_FOCUSED), 5, message="Mismatch Penalty focused")
    first.press_keys("Up")
    harness.wait_for(lambda: text(penalty) == "3", 5, message=lambda: f"Mismatch Penalty 3, not {text(penalty)}")
    # By typing over the text, then Tab.
    cost = first.spin_button("Cost to Choose")
    first.mouse_click(cost, at=(0.2, 0.5))
    harness.wait_for(lambda: has_state(cost, pyatspi.STATE_FOCUSED), 5, message="Cost to Choose focused")
    first.press_keys("ctrl+a")
    harness.xdotool("type", "--delay", "20", "5")
    first.press_keys("Tab")
    harness.wait_for(lambda: cost.queryValue().currentValue == 5, 5,
                     message=lambda: f"Cost to Choose 5, not {cost.queryValue().currentValue}")
    shot("changed")
    first.quit()
    assert first.close() == 0
    assert saved_settings(xdg_home) == {**DEFAULTS, "cardScoring": {"matchBonus": 6, "mismatchPenalty": 3,
                                                                    "costToChoose": 5}}

    second = launch("--start", "settings/card-games", wait_title="Card Games")
    assert scoring_shown(second) == {"matchBonus": 6, "mismatchPenalty": 3, "costToChoose": 5}
    button = restore_defaults(second)
    assert sensitive(button)
    harness.click(button)
    harness.wait_for(lambda: scoring_shown(second) == DEFAULT_SCORING, 5,
                     message=lambda: f"the defaults shown, not {scoring_shown(second)}")
    harness.wait_for(lambda: not sensitive(button), 5, message="Restore Defaults insensitive again")
    shot("restored")
    second.quit()
    assert second.close() == 0
    assert saved_settings(xdg_home) == DEFAULTS


# --------------------------------------------------------------------------- appearance

def test_the_appearance_drop_downs_offer_their_choices(launch):
    app = launch("--start", "settings/appearance", wait_title="Appearance")
    assert [app.drop_down_value(name) for name in ("Style", "Text Direction", "Colour Scheme")] == \
        ["Follow System", "Automatic", "Default"]
    for name, items in (("Style", ["Follow System", "Light", "Dark"]),
                        ("Text Direction", ["Automatic", "Left to Right", "Right to Left"]),
                        ("Colour Scheme", ["Default", "CarValet"])):
        combo = app.drop_down(name)
        harness.click(app.find("push button", None, root=combo))
        popover = app.find("filler", "GtkPopover", root=combo, predicate=harness.is_visible)
        rows = harness.wait_for(lambda: harness.find_all_in(popover, "list item"), 5, message=f"{name}'s items")
        assert [text(harness.find_all_in(row, "label")[0]) for row in rows] == items
        app.press_keys("Escape")  # closes the popup only
        harness.wait_for(lambda: not harness.is_visible(popover), 5, message=f"{name}'s popup to close")
        assert app.title == "Appearance"


def test_dark_style_darkens_the_whole_window_and_persists(launch, xdg_home, shot):
    first = launch_on_settings(launch)
    assert picture_brightness(first, shot, "light") > 0.6, "the default style is light here"
    first.open_row("Appearance")
    first.choose("Style", "Dark")
    first.go_back("Settings")
    assert picture_brightness(first, shot, "dark") < 0.4, "the Dark style did not darken the window"
    first.quit()
    assert first.close() == 0
    assert saved_settings(xdg_home) == {**DEFAULTS, "style": "dark"}

    second = launch_on_settings(launch)
    assert picture_brightness(second, shot, "dark-relaunched") < 0.4, "Dark did not come back"
    second.open_row("Appearance")
    assert second.drop_down_value("Style") == "Dark"
    second.choose("Style", "Light")
    assert picture_brightness(second, shot, "light-again") > 0.6
    second.quit()
    assert second.close() == 0
    assert saved_settings(xdg_home) == {**DEFAULTS, "style": "light"}


def test_right_to_left_mirrors_the_window(launch, xdg_home, shot):
    first = launch_on_settings(launch)
    first.open_row("Appearance")
    window_width = extents(first.main_window)[2]
    assert extents(first.back_button())[0] < window_width / 2
    first.choose("Text Direction", "Right to Left")
    shot("right-to-left")

    back = first.back_button()
    x, y, width, height = extents(back)
    assert x > window_width / 2 and x + width <= window_width, f"the Back button is at x={x}, not at the right end"
    assert first.back_title() == "Settings"
    assert extents(first.find("push button", "Main Menu", root=first.header_bar()))[0] < window_width / 2
    cards_tab, more_tab = first.tab_button("Cards"), first.tab_button(harness.MORE)
    assert extents(cards_tab)[0] > extents(more_tab)[0], "the tabs run right to left"
    first.go_back("Settings")  # and going back still works
    first.quit()
    assert first.close() == 0
    assert saved_settings(xdg_home) == {**DEFAULTS, "textDirection": "rightToLeft"}

    second = launch("--start", "settings/appearance", wait_title="Appearance")
    assert second.drop_down_value("Text Direction") == "Right to Left"
    assert extents(second.back_button())[0] > window_width / 2
    second.choose("Text Direction", "Left to Right")
    assert extents(second.back_button())[0] < window_width / 2
    assert extents(second.tab_button("Cards"))[0] < extents(second.tab_button(harness.MORE))[0]


SKY = (102 / 255, 204 / 255, 1.0)
MOCHA = (0x80 / 255, 0x40 / 255, 0.0)


def close_to(measured, expected, tolerance=0.06) -> bool:
    return all(abs(m - e) <= tolerance for m, e in zip(measured, expected))


def test_the_carvalet_colour_scheme_paints_the_books_colours(launch, xdg_home, shot):
    """Sky (102, 204, 255) on the tab bar and the header bar (the toolbar, mocha buttons and
    the red Delete: test_carvalet.py, in the dark style)."""
    app = launch("--start", "settings/appearance", wait_title="Appearance")
    cards_tab = app.tab_button("Cards")  # not selected: the bar's own colour shows around its label
    x, y, width, height = app.screen_box(cards_tab)
    corner = (x + 4, y + 4, 40, height - 8)
    red, green, blue = mean_rgb(shot("default"), corner)
    assert abs(red - green) < 0.1 and abs(green - blue) < 0.1, "the default tab bar is grey"

    app.choose("Colour Scheme", "CarValet")
    x, y, width, height = app.screen_box(app.header_bar())
    header_patch = (x + width * 3 // 10, y + 6, 16, height - 12)  # between Back and the title
    screen = shot("carvalet")
    assert close_to(mean_rgb(screen, corner), SKY), f"the tab bar is not Sky: {mean_rgb(screen, corner)}"
    assert close_to(mean_rgb(screen, header_patch), SKY), \
        f"the header bar is not Sky: {mean_rgb(screen, header_patch)}"

    app.quit()
    assert app.close() == 0
    assert saved_settings(xdg_home) == {**DEFAULTS, "colorScheme": "carValet"}


def wcag_contrast(first: str, second: str) -> float:
    def luminance(colour: str) -> float:
        channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_carvalet_colours_keep_text_readable():
    """WCAG AA (4.5:1) for the text on each of the scheme's colours, read from style.css."""
    import re
    from pathlib import Path
    css = (Path(__file__).resolve().parents[2] / "data" / "style.css").read_text()
    rules = re.findall(r"(window\.carvalet[^{]*)\{([^}]*)\}", css)

    def colours(selector_part: str) -> tuple[str, str]:
        body = next(body for selector, body in rules if selector_part in selector and "background-color" in body)
        background = re.search(r"background-color:\s*([^;]+);", body).group(1).strip()
        foreground = re.search(r"(?<!-)color:\s*([^;]+);", body).group(1).strip()
        return tuple(as_hex(value) for value in (background, foreground))

    def as_hex(value: str) -> str:
        named = {"white": "#ffffff"}
        if value in named:
            return named[value]
        match = re.fullmatch(r"rgb\((\d+),\s*(\d+),\s*(\d+)\)", value)
        return "#" + "".join(f"{int(n):02x}" for n in match.groups()) if match else value

    tint, on_tint = colours("headerbar")
    assert tint == "#66ccff", "the book's Sky"
    assert wcag_contrast(tint, on_tint) >= 4.5, f"text on Sky: {wcag_contrast(tint, on_tint):.2f}:1"
    # Mocha is the buttons' text colour, not their fill (CarValetColourTests measures it drawn on
    # the theme's fills): the book's #804000 in the light style, a lighter mocha in the dark one.
    def text_colour(selector_start: str) -> str:
        body = next(body for selector, body in rules if selector.strip().startswith(selector_start))
        assert "background" not in body, f"{selector_start}: mocha colours the text, not the fill"
        return as_hex(re.search(r"(?<!-)color:\s*([^;]+);", body).group(1).strip())

    assert text_colour("window.carvalet stack button") == "#804000", "the book's mocha"
    dark_mocha = text_colour("window.carvalet.dark-style stack button")
    for fill in ("#f6f5f4", "#e2e2e1", "#d8d8d8"):  # the light style's toolbar button: normal, hovered, pressed
        assert wcag_contrast("#804000", fill) >= 4.5, f"mocha on {fill}: {wcag_contrast('#804000', fill):.2f}:1"
    for fill in ("#353535", "#414141", "#494949"):  # the dark style's
        assert wcag_contrast(dark_mocha, fill) >= 4.5, f"{dark_mocha} on {fill}: {wcag_contrast(dark_mocha, fill):.2f}:1"
    assert wcag_contrast("#804000", "#66ccff") < 4.5, "mocha straight on Sky would not do: the toolbar's buttons fill"
    assert wcag_contrast("#66ccff", "#ffffff") < 4.5, "the book's white title would not do"


# --------------------------------------------------------------------------- units

def test_fuel_units_persist(launch, xdg_home):
    first = launch("--start", "settings/units", wait_title="Units")
    assert first.drop_down_value("Fuel Units") == "Gallons"
    first.choose("Fuel Units", "Litres")
    first.quit()
    assert first.close() == 0
    assert saved_settings(xdg_home) == {**DEFAULTS, "fuelUnit": "litres"}

    second = launch("--start", "settings/units", wait_title="Units")
    assert second.drop_down_value("Fuel Units") == "Litres"
