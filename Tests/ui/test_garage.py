"""CarValet's Garage list (SCENES.md, CarValet: ``carvalet/garage``), pushed by the CarValet page's
header-bar Garage button (Ctrl+L): every car on the libraries' table view (a ``list`` named
Cars whose ``list item`` rows read ``Make Model`` over ``Year · fuel``), a search field (a
``text`` named Search Cars; Ctrl+F focuses it, Escape clears it, Return chooses the first car
found, Down goes to the list) that matches make, model and year whatever the case and accents, ``N cars`` or
``N cars found`` under it and ``No Cars Found`` when nothing matches. Choosing a row goes back
to the CarValet page showing that car. New Car opens Edit Car for a new car; the toolbar's
Edit edits the selected car and Done comes back to the list; Delete (and the Delete key) asks
first, as Edit Car's Delete does.

Only the rows on screen are in the accessibility tree (Storyboard's TableViews.md): a test
reads the rows it sees, and reaches a far car by searching for it, as a user would.
"""

import json
import random
import time
import uuid

import pyatspi

import harness
from harness import click, find_all_in, has_state, is_visible, text
from test_carvalet import BEETLE, FORD, HONDA, expect_label, field, header_button, saved_cars, shows_car, \
    toolbar_button, type_into, write_cars

CITROEN = {"id": "9C9619FF-8B86-D011-B42D-00C04FC964FF", "make": "Citroën", "model": "DS", "year": 1955,
           "fuelGallons": 3}


def rows(app) -> list[str]:
    """The rows on screen, in order, by their first label (make and model); none while the
    placeholder stands in for the list."""
    tables = app.find_all("list", "Cars", root=app.main_window, predicate=is_visible)
    names = []
    for row in find_all_in(tables[0], "list item", predicate=is_visible) if tables else []:
        labels = find_all_in(row, "label")
        if labels and harness.extents(row)[2] > 0 and text(labels[0]):
            names.append(text(labels[0]))
    return names


def expect_rows(app, wanted: list[str]) -> None:
    harness.wait_for(lambda: rows(app) == wanted, 5, message=lambda: f"the rows {wanted}, not {rows(app)}")


def row(app, name: str):
    table = app.find("list", "Cars", root=app.main_window)

    def named(node) -> bool:
        labels = find_all_in(node, "label")
        return bool(labels) and text(labels[0]) == name and is_visible(node)
    return app.find("list item", None, root=table, predicate=named)


def search_field(app):
    return app.find("entry", "Search Cars", root=app.main_window, predicate=is_visible)


def sensitive(node) -> bool:
    return has_state(node, pyatspi.STATE_SENSITIVE)


def open_garage(app) -> None:
    click(header_button(app, "Garage"))
    app.expect_title("Garage")
    assert app.back_title() == "CarValet"
    time.sleep(harness.SLIDE_SECONDS)


def type_search(app, characters: str) -> None:
    """Focuses the search field with Ctrl+F and types ``characters`` in place of its text."""
    entry = search_field(app)
    app.press_keys("ctrl+f")
    harness.wait_for(lambda: has_state(entry, pyatspi.STATE_FOCUSED), 5, message="the search field focused")
    app.press_keys("ctrl+a", "BackSpace")
    if characters:
        harness.xdotool("type", "--delay", "20", "--", characters)
    harness.wait_for(lambda: text(entry) == characters, 5, message=lambda: f"{characters!r} typed, not {text(entry)!r}")


def select_with_keyboard(app, name: str) -> None:
    """Selects the row ``name`` as a keyboard user does: Tab from the search field to the
    list, then Down until it is selected (the arrow keys select without choosing)."""
    entry = search_field(app)
    app.press_keys("ctrl+f")
    harness.wait_for(lambda: has_state(entry, pyatspi.STATE_FOCUSED), 5, message="the search field focused")
    app.press_keys("Tab")
    for _ in range(20):
        if has_state(row(app, name), pyatspi.STATE_SELECTED):
            return
        app.press_keys("Down")
        time.sleep(0.1)
    raise AssertionError(f"{name} never selected")


# --------------------------------------------------------------------------- the list

def test_the_garage_lists_every_car_and_choosing_one_shows_it(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA, BEETLE])
    app = launch("--start", "carvalet", wait_title="CarValet")
    expect_label(app, "Car Number: 1")
    open_garage(app)
    expect_rows(app, ["Ford Model T", "Honda Accord", "Volkswagen Beetle"])
    expect_label(app, "3 cars")
    assert row(app, "Honda Accord").name == "Honda Accord, 2020 · 12.5 gallons", "a row is named after its texts"
    assert has_state(row(app, "Ford Model T"), pyatspi.STATE_SELECTED), "the car on show is selected"
    shot("list")
    app.mouse_click(row(app, "Honda Accord"))
    app.expect_title("CarValet")
    expect_label(app, "Car Number: 2")
    harness.wait_for(lambda: shows_car(app, "Honda", "Accord", 2020, "12.5 gallons"), 5, message="the Honda shown")

    # Ctrl+L opens it too; the car on show is the one selected.
    app.press_keys("ctrl+l")
    app.expect_title("Garage")
    harness.wait_for(lambda: has_state(row(app, "Honda Accord"), pyatspi.STATE_SELECTED), 5,
                     message="the Honda selected")


def test_search_narrows_the_list_ignoring_case_and_accents_and_escape_clears_it(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, CITROEN, HONDA, BEETLE])
    app = launch("--start", "carvalet/garage", wait_title="Garage")
    expect_rows(app, ["Ford Model T", "Citroën DS", "Honda Accord", "Volkswagen Beetle"])
    type_search(app, "CITROEN")
    expect_rows(app, ["Citroën DS"])
    expect_label(app, "1 car found")
    shot("citroen")
    type_search(app, "19")  # the years 1908, 1955 and 1968
    expect_rows(app, ["Ford Model T", "Citroën DS", "Volkswagen Beetle"])
    expect_label(app, "3 cars found")
    # Down goes from the search field to the first car found, selecting it.
    app.press_keys("Down")
    harness.wait_for(lambda: has_state(row(app, "Ford Model T"), pyatspi.STATE_SELECTED), 5,
                     message="the first car found selected")
    harness.wait_for(lambda: sensitive(toolbar_button(app, "Edit")), 5, message="Edit sensitive")
    type_search(app, "beetle 1968")
    expect_rows(app, ["Volkswagen Beetle"])
    type_search(app, "ferrari")
    expect_label(app, "No Cars Found")
    assert not app.find_all("label", "0 cars found", root=app.main_window, predicate=is_visible), "the placeholder says it"
    assert rows(app) == []
    shot("no-cars-found")
    app.press_keys("Escape")
    harness.wait_for(lambda: text(search_field(app)) == "", 5, message="Escape to clear the search")
    expect_rows(app, ["Ford Model T", "Citroën DS", "Honda Accord", "Volkswagen Beetle"])
    assert app.title == "Garage", "Escape in the search field clears it, it does not go back"
    # Return in the search field chooses the first car found.
    type_search(app, "honda")
    expect_rows(app, ["Honda Accord"])
    app.press_keys("Return")
    app.expect_title("CarValet")
    expect_label(app, "Car Number: 3")


# --------------------------------------------------------------------------- New, Edit and Delete

def test_new_car_and_edit_from_the_list(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA])
    app = launch("--start", "carvalet/garage", wait_title="Garage")
    expect_rows(app, ["Ford Model T", "Honda Accord"])
    assert not sensitive(toolbar_button(app, "Edit")) or has_state(row(app, "Ford Model T"), pyatspi.STATE_SELECTED)
    select_with_keyboard(app, "Honda Accord")
    harness.wait_for(lambda: sensitive(toolbar_button(app, "Edit")), 5, message="Edit sensitive with a selection")
    app.press_keys("ctrl+e")
    app.expect_title("Edit Car")
    assert app.back_title() == "Garage"
    assert text(field(app, "Model")) == "Accord"
    type_into(app, "Model", "Civic")
    click(header_button(app, "Done"))
    app.expect_title("Garage")
    expect_rows(app, ["Ford Model T", "Honda Civic"])
    assert [car["model"] for car in saved_cars(xdg_home)] == ["Model T", "Civic"]

    click(header_button(app, "New Car"))
    app.expect_title("Edit Car")
    assert text(field(app, "Make")) == "Unknown"
    type_into(app, "Make", "Saab")
    type_into(app, "Model", "900")
    click(header_button(app, "Done"))
    app.expect_title("Garage")
    expect_rows(app, ["Ford Model T", "Honda Civic", "Saab 900"])
    expect_label(app, "3 cars")
    shot("new-car")
    assert [car["make"] for car in saved_cars(xdg_home)] == ["Ford", "Honda", "Saab"]
    # The CarValet page counts it too.
    app.go_back("CarValet")
    expect_label(app, "Total Cars: 3")


def test_delete_from_the_list_asks_first(launch, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA, BEETLE])
    app = launch("--start", "carvalet/garage", wait_title="Garage")
    select_with_keyboard(app, "Honda Accord")
    click(toolbar_button(app, "Delete"))
    alert = app.window("Delete This Car?")
    assert harness.role(alert) == "dialog"
    buttons = [node for node in find_all_in(alert, "push button") if is_visible(node)]
    assert [node.name for node in buttons] == ["Cancel", "Delete"]
    message = "The 2020 Honda Accord will be removed from your cars. This cannot be undone."
    assert find_all_in(alert, "label", message), "the alert names the car"
    shot("alert")
    app.press_keys("Return", window="Delete This Car?")  # Return never deletes
    app.wait_window_gone("Delete This Car?")
    assert len(saved_cars(xdg_home)) == 3, "Return in the alert deleted a car"
    expect_rows(app, ["Ford Model T", "Honda Accord", "Volkswagen Beetle"])

    # The Delete key on the selected row asks the same.
    select_with_keyboard(app, "Honda Accord")
    app.press_keys("Delete")
    alert = app.window("Delete This Car?")
    click(app.find("push button", "Delete", root=alert))
    app.wait_window_gone("Delete This Car?")
    expect_rows(app, ["Ford Model T", "Volkswagen Beetle"])
    expect_label(app, "2 cars")
    assert [car["make"] for car in saved_cars(xdg_home)] == ["Ford", "Volkswagen"]
    shot("deleted")


# --------------------------------------------------------------------------- many cars

MAKES = (("Honda", ("Accord", "Civic", "Jazz")), ("Citroën", ("DS", "2CV", "C4")), ("Škoda", ("Octavia", "Fabia")),
         ("Volkswagen", ("Käfer", "Golf", "Passat")), ("Toyota", ("Corolla", "Prius")), ("Ford", ("Mustang", "Focus")))


def many_cars(count: int, seed: int = 44) -> list[dict]:
    """``count`` cars as the model saves them: makes and models of a few kinds, years from 1950,
    ids from a seeded generator (the file is what the test writes, not what it types)."""
    generator = random.Random(seed)
    cars = []
    for index in range(count):
        make, models = MAKES[index % len(MAKES)]
        cars.append({"id": str(uuid.UUID(int=generator.getrandbits(128), version=4)).upper(), "make": make,
                     "model": generator.choice(models), "year": 1950 + index * 7 % 76,
                     "fuelGallons": round(generator.uniform(0, 20), 1)})
    return cars


def test_ten_thousand_cars_list_and_search(launch, xdg_home, shot):
    cars = many_cars(10_000)
    cars[7_777] = {**BEETLE, "model": "Brezelkäfer"}
    write_cars(xdg_home, cars)
    app = launch("--start", "carvalet/garage", wait_title="Garage")
    expect_label(app, "10000 cars")
    # Only the rows around the visible ones are in the tree, and the first is the first car.
    on_screen = rows(app)
    assert on_screen[0] == "Honda Accord" or on_screen[0].startswith("Honda "), on_screen[:3]
    table = app.find("list", "Cars", root=app.main_window)
    assert len(find_all_in(table, "list item")) < 400, "a cell for every car"
    shot("ten-thousand")
    type_search(app, "brezelkafer")
    expect_rows(app, ["Volkswagen Brezelkäfer"])
    expect_label(app, "1 car found")
    app.mouse_click(row(app, "Volkswagen Brezelkäfer"))
    app.expect_title("CarValet")
    expect_label(app, "Total Cars: 10000")
    expect_label(app, "Car Number: 7778")
    assert json.loads((xdg_home.data / "machismo" / "cars.json").read_text())["cars"][7_777]["model"] == "Brezelkäfer"


def test_an_unreadable_cars_file_is_reported_on_the_list_too(launch, xdg_home, shot):
    from test_carvalet import cars_file
    cars_file(xdg_home).parent.mkdir(parents=True, exist_ok=True)
    cars_file(xdg_home).write_text("{ not json")
    app = launch("--start", "carvalet/garage", wait_title="Garage")
    harness.wait_for(lambda: any(text(node).startswith("Your cars could not be read: the file is damaged.")
                                 for node in app.find_all("label", None, root=app.main_window, predicate=is_visible)),
                     5, message="the problem reported on the list")
    expect_label(app, "No Cars")
    shot("damaged")
