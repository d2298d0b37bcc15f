"""CarValet (docs/ARCHITECTURE.md, "Where each scene lives"): the page shows ``Total Cars: N``, ``Car Number: i`` (or
``No Car``) and the car; **New Car** (header bar) adds one; the bottom toolbar's Previous,
Edit and Next are sensitive only when they can act, and swap places right to left. Edit pushes
``Edit Car``: make, model, year (1886…next year) and fuel (≥ 0) fields, each invalid one saying
why in a label under it while Done stays insensitive; Done saves and pops, Back discards,
Delete asks first (an alert: Cancel, then the destructive Delete). Cars persist in
``$XDG_DATA_HOME/machismo/cars.json``; fuel shows in litres when Settings → Units says so; an
unreadable cars file is set aside and reported on the page.

CarValet is a tab under More (the bar holds four tabs and More), so its root page has a Back
button to the More list. Over AT-SPI a GtkEntry is a ``text`` named after its field; a hidden
label (a valid field's problem line) leaves the tree.
"""

import datetime
import json
import time

import pyatspi

import harness
from harness import click, extents, has_state, is_visible, text

NEXT_YEAR = datetime.date.today().year + 1
FORD = {"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "make": "Ford", "model": "Model T", "year": 1908,
        "fuelGallons": 10}
HONDA = {"id": "7A9619FF-8B86-D011-B42D-00C04FC964FF", "make": "Honda", "model": "Accord", "year": 2020,
         "fuelGallons": 12.5}
BEETLE = {"id": "8B9619FF-8B86-D011-B42D-00C04FC964FF", "make": "Volkswagen", "model": "Beetle", "year": 1968,
          "fuelGallons": 5}


def cars_file(home):
    return home.data / "machismo" / "cars.json"


def write_cars(home, cars):
    cars_file(home).parent.mkdir(parents=True, exist_ok=True)
    cars_file(home).write_text(json.dumps({"version": 1, "cars": cars}))


def write_settings(home, **settings):
    home.app_config.mkdir(parents=True, exist_ok=True)
    (home.app_config / "settings.json").write_text(json.dumps(settings))


def saved_cars(home) -> list[dict]:
    saved = json.loads(cars_file(home).read_text())
    assert saved["version"] == 1
    return [{key: car[key] for key in ("make", "model", "year", "fuelGallons")} for car in saved["cars"]]


def pixels(png, box) -> list[tuple[float, float, float]]:
    """The colours (0…1) of the pixels of ``box`` (x, y, width, height) in the screenshot ``png``."""
    import subprocess
    x, y, width, height = box
    result = subprocess.run(["convert", str(png), "-crop", f"{width}x{height}+{x}+{y}", "+repage", "-depth", "8",
                             "txt:-"], capture_output=True, text=True, timeout=20, check=True)
    found = []
    for line in result.stdout.splitlines()[1:]:
        values = line.split("(", 1)[1].split(")", 1)[0].split(",")[:3]
        found.append(tuple(float(value) / 255 for value in values))
    return found


def sensitive(node) -> bool:
    return has_state(node, pyatspi.STATE_SENSITIVE)


def label(app, name: str):
    return app.find("label", name, root=app.main_window, predicate=is_visible)


def has_label(app, name: str) -> bool:
    return bool(app.find_all("label", name, root=app.main_window, predicate=is_visible))


def expect_label(app, name: str, timeout: float = 5):
    harness.wait_for(lambda: has_label(app, name), timeout, message=lambda: f"a label {name!r} on {app.title!r}")


def header_button(app, name: str):
    return app.find("push button", name, root=app.header_bar(), predicate=is_visible)


def toolbar_button(app, name: str):
    return app.find("push button", name, root=app.main_window, predicate=is_visible)


def toolbar_states(app) -> dict[str, bool]:
    return {name: sensitive(toolbar_button(app, name)) for name in ("Previous", "Edit", "Next")}


def expect_toolbar(app, previous: bool, edit: bool, next_: bool):
    wanted = {"Previous": previous, "Edit": edit, "Next": next_}
    harness.wait_for(lambda: toolbar_states(app) == wanted, 5,
                     message=lambda: f"toolbar sensitive {wanted}, not {toolbar_states(app)}")


def field(app, name: str):
    return app.find("text", name, root=app.main_window, predicate=is_visible)


def type_into(app, name: str, characters: str) -> None:
    """Replaces the text of the field ``name`` by typing, as a user would."""
    entry = field(app, name)
    app.mouse_click(entry, at=(0.5, 0.5))
    harness.wait_for(lambda: has_state(entry, pyatspi.STATE_FOCUSED), 5, message=f"the {name} field focused")
    app.press_keys("ctrl+a", "BackSpace")
    if characters:
        harness.xdotool("type", "--delay", "20", "--", characters)
    harness.wait_for(lambda: text(entry) == characters, 5,
                     message=lambda: f"{characters!r} typed into {name}, which reads {text(entry)!r}")


def shows_car(app, make, model, year, fuel) -> bool:
    return all(has_label(app, value) for value in (make, model, str(year), fuel))


def launch_carvalet(launch, env=None):
    app = launch("--start", "carvalet", wait_title="CarValet", env=env)
    assert app.back_title() == harness.MORE, "CarValet is a tab under More"
    return app


# --------------------------------------------------------------------------- the page

def test_new_car_then_edit_with_an_invalid_year_then_done(launch, xdg_home, shot):
    app = launch_carvalet(launch)
    expect_label(app, "Total Cars: 0")
    expect_label(app, "No Car")
    expect_toolbar(app, previous=False, edit=False, next_=False)
    assert harness.role(app.main_window) == "frame"
    shot("empty")

    click(header_button(app, "New Car"))
    expect_label(app, "Total Cars: 1")
    expect_label(app, "Car Number: 1")
    assert shows_car(app, "Unknown", "Unknown", datetime.date.today().year, "0 gallons")
    expect_toolbar(app, previous=False, edit=True, next_=False)
    shot("new-car")

    click(toolbar_button(app, "Edit"))
    app.expect_title("Edit Car")
    assert app.back_title() == "CarValet"
    time.sleep(harness.SLIDE_SECONDS)
    assert not app.find_all("push button", "Previous", root=app.main_window, predicate=is_visible), \
        "the edit page has no toolbar"
    done = header_button(app, "Done")
    assert sensitive(done)
    assert [text(field(app, name)) for name in ("Make", "Model", "Year", "Fuel (gallons)")] == \
        ["Unknown", "Unknown", str(datetime.date.today().year), "0"]

    type_into(app, "Year", "1700")
    message = f"Enter a year from 1886 to {NEXT_YEAR}."
    expect_label(app, message)
    harness.wait_for(lambda: not sensitive(done), 5, message="Done insensitive with the year 1700")
    assert field(app, "Year").description == message, "the entry is described by its problem"
    shot("invalid-year")
    type_into(app, "Year", "1908")
    harness.wait_for(lambda: not has_label(app, message), 5, message="the year's problem gone")
    type_into(app, "Make", "")
    expect_label(app, "Enter the make.")
    type_into(app, "Fuel (gallons)", "-3")
    expect_label(app, "The fuel amount can't be negative.")
    assert not sensitive(done)
    shot("two-problems")
    type_into(app, "Make", "Ford")
    type_into(app, "Model", "Model T")
    type_into(app, "Fuel (gallons)", "10")
    harness.wait_for(lambda: sensitive(done), 5, message="Done sensitive once every field is valid")
    shot("valid")
    click(done)
    app.expect_title("CarValet")
    harness.wait_for(lambda: shows_car(app, "Ford", "Model T", 1908, "10 gallons"), 5, message="the edited car")
    expect_label(app, "Total Cars: 1")
    shot("edited")
    assert saved_cars(xdg_home) == [{"make": "Ford", "model": "Model T", "year": 1908, "fuelGallons": 10}]

    # Back discards what was typed.
    click(toolbar_button(app, "Edit"))
    app.expect_title("Edit Car")
    type_into(app, "Model", "Model A")
    app.go_back("CarValet")
    harness.wait_for(lambda: shows_car(app, "Ford", "Model T", 1908, "10 gallons"), 5, message="the car unchanged")
    assert saved_cars(xdg_home)[0]["model"] == "Model T"


def test_previous_and_next_step_through_the_cars_and_the_cars_come_back(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD])
    first = launch_carvalet(launch)
    expect_label(first, "Total Cars: 1")
    expect_toolbar(first, previous=False, edit=True, next_=False)
    first.press_keys("ctrl+n")  # New Car's shortcut
    expect_label(first, "Total Cars: 2")
    expect_label(first, "Car Number: 2")
    expect_toolbar(first, previous=True, edit=True, next_=False)
    click(toolbar_button(first, "Previous"))
    expect_label(first, "Car Number: 1")
    assert shows_car(first, "Ford", "Model T", 1908, "10 gallons")
    expect_toolbar(first, previous=False, edit=True, next_=True)
    click(toolbar_button(first, "Next"))
    expect_label(first, "Car Number: 2")
    expect_toolbar(first, previous=True, edit=True, next_=False)
    shot("second-car")
    first.quit()
    assert first.close() == 0
    assert [car["make"] for car in saved_cars(xdg_home)] == ["Ford", "Unknown"]

    second = launch("--start", "carvalet", wait_title="CarValet")
    expect_label(second, "Total Cars: 2")
    expect_label(second, "Car Number: 2")  # the car on show comes back too
    click(toolbar_button(second, "Previous"))
    expect_label(second, "Car Number: 1")
    assert shows_car(second, "Ford", "Model T", 1908, "10 gallons")
    shot("relaunched")


def test_delete_asks_first(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA])
    app = launch_carvalet(launch)
    expect_label(app, "Total Cars: 2")
    click(toolbar_button(app, "Edit"))
    app.expect_title("Edit Car")
    delete = app.find("push button", "Delete", root=app.main_window, predicate=is_visible)
    click(delete)
    alert = app.window("Delete This Car?")
    assert harness.role(alert) == "dialog"
    buttons = [node for node in harness.find_all_in(alert, "push button") if is_visible(node)]
    assert [node.name for node in buttons] == ["Cancel", "Delete"]
    assert extents(buttons[0])[0] < extents(buttons[1])[0], "Cancel comes first"
    expect_message = "The 1908 Ford Model T will be removed from your cars. This cannot be undone."
    assert harness.find_all_in(alert, "label", expect_message), "the alert names the car"
    shot("alert")
    click(buttons[0])
    app.wait_window_gone("Delete This Car?")
    assert app.title == "Edit Car"
    assert len(saved_cars(xdg_home)) == 2, "Cancel deleted nothing"

    click(delete)
    alert = app.window("Delete This Car?")
    click(app.find("push button", "Delete", root=alert))
    app.wait_window_gone("Delete This Car?")
    app.expect_title("CarValet")
    expect_label(app, "Total Cars: 1")
    harness.wait_for(lambda: shows_car(app, "Honda", "Accord", 2020, "12.5 gallons"), 5,
                     message="the next car shown")
    assert saved_cars(xdg_home) == [{"make": "Honda", "model": "Accord", "year": 2020, "fuelGallons": 12.5}]
    shot("deleted")


# --------------------------------------------------------------------------- settings

def test_fuel_shows_and_edits_in_litres_when_units_says_so(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD])
    write_settings(xdg_home, fuelUnit="litres")
    app = launch_carvalet(launch)
    harness.wait_for(lambda: shows_car(app, "Ford", "Model T", 1908, "37.85 litres"), 5, message="fuel in litres")
    shot("litres")
    click(toolbar_button(app, "Edit"))
    app.expect_title("Edit Car")
    assert text(field(app, "Fuel (litres)")) == "37.85"
    type_into(app, "Fuel (litres)", "75.708")
    click(header_button(app, "Done"))
    app.expect_title("CarValet")
    harness.wait_for(lambda: shows_car(app, "Ford", "Model T", 1908, "75.71 litres"), 5, message="20 gallons")
    assert abs(saved_cars(xdg_home)[0]["fuelGallons"] - 20) < 1e-9


def test_right_to_left_swaps_previous_and_next(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA, BEETLE])
    write_settings(xdg_home, textDirection="rightToLeft")
    app = launch_carvalet(launch)
    click(toolbar_button(app, "Next"))
    expect_label(app, "Car Number: 2")
    expect_toolbar(app, previous=True, edit=True, next_=True)
    previous, edit, next_ = (extents(toolbar_button(app, name))[0] for name in ("Previous", "Edit", "Next"))
    assert next_ < edit < previous, f"right to left: Next, Edit, Previous from the left ({next_}, {edit}, {previous})"
    shot("rtl")


def test_the_carvalet_colour_scheme_in_the_dark_style(launch, xdg_home, shot):
    from test_settings import mean_rgb
    write_cars(xdg_home, [FORD, HONDA])
    write_settings(xdg_home, style="dark", colorScheme="carValet")
    app = launch_carvalet(launch)
    expect_label(app, "Total Cars: 2")
    screen = shot("dark-carvalet")
    # The toolbar is Sky (102, 204, 255): its middle, where no button is, between two buttons.
    edit = app.screen_box(toolbar_button(app, "Edit"))
    previous = app.screen_box(toolbar_button(app, "Previous"))
    x = (previous[0] + previous[2] + edit[0]) // 2
    y = edit[1] + edit[3] + 3
    red, green, blue = mean_rgb(screen, (x - 1, y, 3, 2))
    assert abs(red - 0.4) < 0.06 and abs(green - 0.8) < 0.06 and blue > 0.94, f"a Sky toolbar, not rgb {red, green, blue}"
    header = app.screen_box(app.header_bar())
    red, green, blue = mean_rgb(screen, (header[0] + header[2] * 3 // 10, header[1] + 6, 16, header[3] - 12))
    assert abs(red - 0.4) < 0.06 and abs(green - 0.8) < 0.06 and blue > 0.94, f"a Sky header bar, not rgb {red, green, blue}"
    # Edit: the dark style's window background as its fill, a lighter mocha (#ffb266) as its text.
    red, green, blue = mean_rgb(screen, (edit[0] + 4, edit[1] + 4, 6, 4))
    assert max(red, green, blue) < 0.3 and abs(red - blue) < 0.05, f"a dark Edit button, not rgb {red, green, blue}"
    light_mocha = (1.0, 0xb2 / 255, 0x66 / 255)
    nearest = min(pixels(screen, edit), key=lambda pixel: max(abs(a - b) for a, b in zip(pixel, light_mocha)))
    assert max(abs(a - b) for a, b in zip(nearest, light_mocha)) < 0.06, f"Edit's text in light mocha, nearest {nearest}"
    # Delete stays the destructive red, not mocha.
    click(toolbar_button(app, "Edit"))
    app.expect_title("Edit Car")
    time.sleep(harness.SLIDE_SECONDS)
    delete = app.screen_box(app.find("push button", "Delete", root=app.main_window, predicate=is_visible))
    screen = shot("dark-carvalet-edit")
    red, green, blue = mean_rgb(screen, (delete[0] + 3, delete[1] + 3, 4, 4))
    assert red > 0.6 and green < 0.3 and blue < 0.3, f"a red Delete button, not rgb {red, green, blue}"


# --------------------------------------------------------------------------- a damaged file

def test_an_unreadable_cars_file_is_set_aside_and_reported(launch, xdg_home, shot):
    cars_file(xdg_home).parent.mkdir(parents=True, exist_ok=True)
    cars_file(xdg_home).write_text("{ not json")
    app = launch_carvalet(launch)
    harness.wait_for(lambda: any(text(node).startswith("Your cars could not be read: the file is damaged.")
                                 for node in app.find_all("label", None, root=app.main_window, predicate=is_visible)),
                     5, message="the problem reported on the page")
    expect_label(app, "Total Cars: 0")
    set_aside = sorted(path.name for path in cars_file(xdg_home).parent.iterdir())
    assert len(set_aside) == 1 and set_aside[0].startswith("cars.json.corrupt-"), set_aside
    shot("damaged")
    click(header_button(app, "New Car"))
    expect_label(app, "Total Cars: 1")
    names = sorted(path.name for path in cars_file(xdg_home).parent.iterdir())
    assert names == ["cars.json", set_aside[0]], names
    assert (cars_file(xdg_home).parent / set_aside[0]).read_text() == "{ not json"


# --------------------------------------------------------------------------- accessibility

def test_every_control_of_carvalet_is_named_and_reached_by_the_keyboard(launch, xdg_home, shot):
    from test_accessibility import KNOWN_GAPS, assert_none, problems_in
    write_cars(xdg_home, [FORD, HONDA, BEETLE])
    app = launch_carvalet(launch)
    click(toolbar_button(app, "Next"))
    expect_toolbar(app, previous=True, edit=True, next_=True)
    assert_none(problems_in(app.main_window, label(app, "Total Cars: 3"), KNOWN_GAPS))
    assert toolbar_button(app, "Previous").description == "Previous (Alt+Page Up)"
    # Alt+Page Up / Alt+Page Down step through the cars, as Previous and Next.
    app.press_keys("alt+Prior")
    expect_label(app, "Car Number: 1")
    app.press_keys("alt+Next")
    expect_label(app, "Car Number: 2")
    app.press_keys("ctrl+e")
    app.expect_title("Edit Car")
    assert_none(problems_in(app.main_window, field(app, "Make"), KNOWN_GAPS))
    # Tab goes from field to field, then to Choose Photo… (Remove Photo is insensitive with no
    # photo), then to Delete.
    make = field(app, "Make")
    app.mouse_click(make)
    harness.wait_for(lambda: has_state(make, pyatspi.STATE_FOCUSED), 5, message="Make focused")
    for name in ("Model", "Year", "Fuel (gallons)"):
        app.press_keys("Tab")
        harness.wait_for(lambda: has_state(field(app, name), pyatspi.STATE_FOCUSED), 5, message=f"{name} focused")
    app.press_keys("Tab")
    choose = app.find("push button", "Choose Photo…", root=app.main_window, predicate=is_visible)
    harness.wait_for(lambda: has_state(choose, pyatspi.STATE_FOCUSED), 5, message="Choose Photo… focused")
    app.press_keys("Tab")
    delete = app.find("push button", "Delete", root=app.main_window, predicate=is_visible)
    harness.wait_for(lambda: has_state(delete, pyatspi.STATE_FOCUSED), 5, message="Delete focused")
    shot("edit-keyboard")
