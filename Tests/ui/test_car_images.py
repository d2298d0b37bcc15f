"""Car Images and About CarValet, pushed from CarValet's header bar (SCENES.md, CarValet).

Car Images: a strip of car pictures (one per car, in order, or five samples), each an
``image`` named after its car (``Honda Accord, 2020``) or the sample it shows; the strip
(``Car Pictures``) takes the keyboard. Ctrl+scroll over it and ``+``/``-`` zoom (1× to
4×; a picture 480 px wide at 1×), ``0`` and **Reset Zoom** go back, animated; Reset Zoom
is insensitive at 1×. ``Car Number: n`` follows the picture most on show; the page, the
car on show and the zoom come back on the next launch. No toolbar on either page.
"""

import json
import time

import pyatspi

import harness
from harness import click, extents, has_state, is_visible, move_pointer, park_pointer, xdotool
from test_carvalet import BEETLE, FORD, HONDA, expect_label, header_button, launch_carvalet, write_cars

#: A picture's width at 1×, and after one Ctrl+scroll notch or key press (× 1.25).
WIDTH_1X = 480

#: GTK_SLOWDOWN for the launch that watches Reset Zoom animate: its 250 ms become a second,
#: in which even an ASan build paints sizes in between (at full speed it once painted none in
#: six resets: its first frames at 4× take longer than the whole animation). GTK's own
#: transitions slow down as much.
SLOWDOWN = 4


def picture(app, name: str):
    return app.find("image", name, root=app.main_window, predicate=is_visible)


def width(app, name: str) -> int:
    return extents(picture(app, name))[2]


def expect_width(app, name: str, wanted: int, slack: int = 3, timeout: float = 5):
    harness.wait_for(lambda: abs(width(app, name) - wanted) <= slack, timeout,
                     message=lambda: f"{name} {wanted} px wide, not {width(app, name)}")


def strip(app):
    return app.find(None, "Car Pictures", root=app.main_window, predicate=is_visible)


def sensitive(node) -> bool:
    return has_state(node, pyatspi.STATE_SENSITIVE)


def no_toolbar(app) -> bool:
    return not any(app.find_all("push button", name, root=app.main_window, predicate=is_visible)
                   for name in ("Previous", "Edit", "Next"))


def ctrl_scroll(app, button: str, times: int = 1):
    """Ctrl+scroll over the strip's middle: button 4 (away from you) zooms in, 5 out."""
    move_pointer(*app.screen_center(strip(app)))
    xdotool("keydown", "ctrl", "click", "--repeat", str(times), "--delay", "120", button, "keyup", "ctrl")


def focus_strip(app):
    node = strip(app)
    app.mouse_click(node, at=(0.5, 0.5))
    harness.wait_for(lambda: has_state(node, pyatspi.STATE_FOCUSED), 5, message="the strip focused")


def open_car_images(app, slowdown: float = 1):
    click(header_button(app, "Car Images"))
    app.expect_title("Car Images")
    assert app.back_title() == "CarValet"
    time.sleep(harness.SLIDE_SECONDS * slowdown)


# --------------------------------------------------------------------------- zoom

def test_open_from_carvalet_then_zoom_by_ctrl_scroll_and_keys_and_reset(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA, BEETLE])
    app = launch_carvalet(launch, env={"GTK_SLOWDOWN": str(SLOWDOWN)})
    button = header_button(app, "Car Images")
    assert button.description.startswith("Car Images"), "the tooltip names the button"
    click(app.find("push button", "Next", root=app.main_window, predicate=is_visible))
    expect_label(app, "Car Number: 2")
    open_car_images(app, slowdown=SLOWDOWN)
    assert no_toolbar(app), "Car Images has no toolbar"
    for name in ("Ford Model T, 1908", "Honda Accord, 2020", "Volkswagen Beetle, 1968"):
        assert picture(app, name)
    expect_label(app, "Car Number: 2")  # it starts on the car CarValet showed
    honda = "Honda Accord, 2020"
    expect_width(app, honda, WIDTH_1X)
    reset = header_button(app, "Reset Zoom")
    assert not sensitive(reset), "Reset Zoom is insensitive at 1×"
    park_pointer()
    shot("zoom-1")

    # Two Ctrl+scroll notches away from you: 1.25² = 1.5625×.
    ctrl_scroll(app, "4", times=2)
    expect_width(app, honda, round(WIDTH_1X * 1.5625))
    harness.wait_for(lambda: sensitive(reset), 5, message="Reset Zoom sensitive once zoomed")
    # One notch towards you zooms out again.
    ctrl_scroll(app, "5")
    expect_width(app, honda, round(WIDTH_1X * 1.25))

    # The keys, with the strip focused: + zooms in, - out.
    focus_strip(app)
    app.press_keys("plus")
    expect_width(app, honda, round(WIDTH_1X * 1.5625))
    app.press_keys("minus")
    expect_width(app, honda, round(WIDTH_1X * 1.25))
    app.press_keys("plus", "plus", "plus")
    expect_width(app, honda, round(WIDTH_1X * 1.25 ** 4), slack=4)
    park_pointer()
    time.sleep(0.4)  # the pictures are rendered again at their new size
    shot("zoomed")

    # Dragging pans the zoomed strip: the picture follows the pointer 200 px to the left.
    before = extents(picture(app, honda))[0]
    x, y = app.screen_center(strip(app))
    move_pointer(x, y)
    xdotool("mousedown", "1")
    for step in range(1, 11):
        xdotool("mousemove", "--sync", str(x - 20 * step), str(y))
    xdotool("mouseup", "1")
    harness.wait_for(lambda: abs(extents(picture(app, honda))[0] - (before - 200)) <= 3, 5,
                     message=lambda: f"dragged from x {before} to {before - 200}, at {extents(picture(app, honda))[0]}")

    # Reset Zoom animates back over 250 ms (a second here, at SLOWDOWN), sensitive until it is
    # there, then insensitive; the zoom is seen between its ends in one of three resets. (The
    # animation starts 250 ms after the click: GtkButton's activation over AT-SPI, or by the
    # keyboard, shows the button pressed that long before it is clicked.)
    for attempt in range(3):
        if attempt:
            app.press_keys("plus", "plus", "plus", "plus")
            expect_width(app, honda, round(WIDTH_1X * 1.25 ** 4), slack=4)
        node = picture(app, honda)  # found once: a search of the tree takes several looks' time
        click(reset)
        seen = []
        deadline = time.monotonic() + 3 * SLOWDOWN
        while time.monotonic() < deadline:
            # Sensitivity first: the animation may end between the two looks, and a width
            # read before an insensitive button read after it looked like a wrong state.
            is_sensitive = sensitive(reset)
            seen.append((extents(node)[2], is_sensitive))
            if seen[-1] == (WIDTH_1X, False):
                break
        assert seen[-1] == (WIDTH_1X, False), f"back to 1× and insensitive: {seen}"
        between = [state for state in seen if WIDTH_1X < state[0] < round(WIDTH_1X * 1.25 ** 4)]
        if between:
            break
    assert between, f"the zoom went through sizes in between: {seen}"
    assert all(is_sensitive for _, is_sensitive in between), f"sensitive while animating: {seen}"

    # 0 goes back too; zooming back to 1× by hand disables Reset Zoom.
    app.press_keys("plus")
    harness.wait_for(lambda: sensitive(reset), 5, message="Reset Zoom sensitive")
    app.press_keys("0")
    expect_width(app, honda, WIDTH_1X)
    harness.wait_for(lambda: not sensitive(reset), 5, message="Reset Zoom insensitive after 0")
    app.press_keys("plus")
    harness.wait_for(lambda: sensitive(reset), 5, message="Reset Zoom sensitive")
    app.press_keys("minus")
    expect_width(app, honda, WIDTH_1X)
    harness.wait_for(lambda: not sensitive(reset), 5, message="Reset Zoom insensitive at 1× again")
    # Never below 1×.
    app.press_keys("minus")
    time.sleep(0.3)
    assert abs(width(app, honda) - WIDTH_1X) <= 1
    app.go_back("CarValet")
    expect_label(app, "Car Number: 2")


# --------------------------------------------------------------------------- car number, restoration

def test_car_number_follows_scrolling_and_the_page_car_and_zoom_come_back(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA, BEETLE])
    first = launch("--start", "carvalet/car-images", wait_title="Car Images")
    expect_label(first, "Car Number: 1")
    # A plain wheel scrolls the strip sideways while the pictures fit its height.
    move_pointer(*first.screen_center(strip(first)))
    xdotool("click", "--repeat", "8", "--delay", "60", "5")
    expect_label(first, "Car Number: 2")
    # Right shows the next picture.
    focus_strip(first)
    first.press_keys("Right")
    expect_label(first, "Car Number: 3")
    ctrl_scroll(first, "4", times=2)
    expect_width(first, "Volkswagen Beetle, 1968", round(WIDTH_1X * 1.5625))
    expect_label(first, "Car Number: 3")
    park_pointer()
    shot("third-car-zoomed")
    first.quit()
    assert first.close() == 0
    saved = json.loads((xdg_home.app_state / "navigation.json").read_text())
    assert [page["identifier"] for page in saved["paths"]["carvalet"]] == ["carvalet", "car-images"]
    state = saved["paths"]["carvalet"][1]["state"]
    assert state["car"] == 2 and abs(state["zoom"] - 1.5625) < 1e-9, state

    second = launch(wait_title="Car Images")
    expect_label(second, "Car Number: 3")
    expect_width(second, "Volkswagen Beetle, 1968", round(WIDTH_1X * 1.5625))
    assert sensitive(header_button(second, "Reset Zoom"))
    beetle = extents(picture(second, "Volkswagen Beetle, 1968"))
    window = extents(second.main_window)
    assert window[0] <= beetle[0] + beetle[2] / 2 <= window[0] + window[2], "scrolled to the car on show"
    park_pointer()
    shot("relaunched")


def test_the_five_samples_when_the_garage_is_empty(launch, shot):
    app = launch("--start", "carvalet/car-images", wait_title="Car Images")
    for name in ("A red sedan", "A blue hatchback", "A green pickup truck", "A yellow sports coupe",
                 "A white passenger van"):
        assert picture(app, name)
    expect_label(app, "Sample 1")
    expect_label(app, "There are no cars yet: these are samples. Add cars with New Car.")
    assert no_toolbar(app)
    park_pointer()
    shot("samples")


# --------------------------------------------------------------------------- About CarValet

def test_about_carvalet_opens_without_a_toolbar_and_goes_back(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD])
    app = launch_carvalet(launch)
    assert not no_toolbar(app), "CarValet has its toolbar"
    about = header_button(app, "About CarValet")
    assert about.description.startswith("About CarValet")
    click(about)
    app.expect_title("About CarValet")
    assert app.back_title() == "CarValet"
    time.sleep(harness.SLIDE_SECONDS)
    assert no_toolbar(app), "the toolbar hides on About CarValet"
    harness.wait_for(lambda: any("Learning iOS Development" in harness.text(node)
                                 for node in app.find_all("label", None, root=app.main_window, predicate=is_visible)),
                     5, message="the book named")
    expect_made_by(app, None)
    park_pointer()
    shot("about-carvalet")
    app.go_back("CarValet")
    harness.wait_for(lambda: not no_toolbar(app), 5, message="the toolbar back on CarValet")


#: Who made CarValet and how to reach them: the metainfo's developer name and URLs.
HOMEPAGE = "https://github.com/machismo/machismo"
ISSUES = "https://github.com/machismo/machismo/issues"


def expect_made_by(app, lang):
    """About CarValet shows who made it (under Made By), a link to the project's page and
    one to its issue tracker (each a ``link`` named by its words, its address as its
    tooltip), and the copyright line, in ``lang`` (None: English)."""
    def t(message, *arguments, same=False):
        return lang.t(message, *arguments, same=same) if lang else l10n_fill(message, arguments)

    authors = t("The Machismo authors")
    for line in (t("Made By"), authors, t("Copyright © %1$s %2$s", "2026", authors, same=True)):
        expect_label(app, line)
    for name, address in ((t("Project Website"), HOMEPAGE), (t("Report a Problem"), ISSUES)):
        link = app.find("link", name, root=app.main_window, predicate=is_visible)
        assert link.description == address, f"the {name!r} link goes to {address}, not {link.description!r}"
        assert "click" in [link.queryAction().getName(i) for i in range(link.queryAction().nActions)], \
            f"the {name!r} link is pressed by its click action"


def l10n_fill(message, arguments):
    from l10n import fill
    return fill(message, arguments)


def test_about_carvalet_in_german_says_who_made_it(launch, xdg_home, shot):
    import l10n
    lang = l10n.language("de")
    app = launch("--start", "carvalet/about-carvalet", wait_title=lang.t("About CarValet"), env=lang.env)
    assert lang.t("About CarValet") == "Info zu CarValet"
    expect_made_by(app, lang)
    park_pointer()
    shot("about-carvalet-de")


# --------------------------------------------------------------------------- accessibility

def test_the_strip_is_reached_by_tab_and_every_control_is_named(launch, xdg_home, shot):
    from test_accessibility import KNOWN_GAPS, assert_none, problems_in
    write_cars(xdg_home, [FORD, HONDA])
    app = launch("--start", "carvalet/car-images", wait_title="Car Images")
    node = strip(app)
    assert_none(problems_in(app.main_window, node, KNOWN_GAPS))
    for _ in range(12):
        if has_state(node, pyatspi.STATE_FOCUSED):
            break
        app.press_keys("Tab")
        time.sleep(0.1)
    assert has_state(node, pyatspi.STATE_FOCUSED), "Tab reaches the strip"
    app.press_keys("plus")
    expect_width(app, "Ford Model T, 1908", round(WIDTH_1X * 1.25))
    shot("keyboard")
