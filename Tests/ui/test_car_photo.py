"""A photo of each car (SCENES.md, CarValet → Garage): Edit Car's **Choose Photo…** opens the
app's file chooser (images only), stores a scaled copy in ``car-photos/<car id>.png`` of the
data folder and shows it; a file that is no image is refused with a line under the buttons and
nothing changes; Car Images shows the photo (an ``image`` named ``Photo of the …``) in place of
the drawing; **Remove Photo** asks first (Cancel, then Remove), and the drawing comes back.
"""

import json
import subprocess

import pytest

import harness
import l10n
from harness import click, has_state, is_visible
from test_attributor import choose_file
from test_carvalet import (FORD, HONDA, cars_file, expect_label, header_button, launch_carvalet, toolbar_button,
                           write_cars)

CHOOSER = "Choose a Photo of the Car"


def photos_folder(home):
    return home.data / "machismo" / "car-photos"


def photo_file(home, car):
    return photos_folder(home) / (car["id"].lower() + ".png")


def saved_has_photo(home) -> list:
    return [car.get("hasPhoto") for car in json.loads(cars_file(home).read_text())["cars"]]


def make_photo(path, width: int, height: int):
    """A photo-like picture (ImageMagick's plasma, seeded) of ``width`` × ``height``."""
    subprocess.run(["convert", "-seed", "7", "-size", f"{width}x{height}", "plasma:steelblue-orange",
                    str(path)], check=True, capture_output=True)
    return path


def button(app, name: str):
    return app.find("push button", name, root=app.main_window, predicate=is_visible)


def picture(app, name: str):
    return app.find("image", name, root=app.main_window, predicate=is_visible)


def has_picture(app, name: str) -> bool:
    return bool(app.find_all("image", name, root=app.main_window, predicate=is_visible))


def open_edit_car(app):
    click(toolbar_button(app, "Edit"))
    app.expect_title("Edit Car")


def test_choose_a_photo_refuse_a_non_image_see_it_in_car_images_then_remove_it(launch, xdg_home, tmp_path, shot):
    write_cars(xdg_home, [FORD, HONDA])
    notes = tmp_path / "notes.txt"
    notes.write_text("Oil change at 3,000 miles.\n")
    original = make_photo(tmp_path / "tin lizzie.jpg", 2000, 1500)
    original_bytes = original.read_bytes()
    # GTK 4.8's file chooser leaks the GFileInfo of each folder its path bar shows, in a GIO
    # thread whose stack names nothing lsan.supp could match: memory is still checked.
    app = launch_carvalet(launch, env=harness.without_leak_checks())
    expect_label(app, "Total Cars: 2")
    open_edit_car(app)
    assert not has_state(button(app, "Remove Photo"), harness.pyatspi.STATE_SENSITIVE), "no photo to remove"
    assert has_picture(app, "Ford Model T, 1908"), "the drawing until a photo is chosen"

    click(button(app, "Choose Photo…"))
    app.window(CHOOSER)
    shot("chooser")
    choose_file(app, CHOOSER, notes)
    refusal = "“notes.txt” is not an image. Choose a photo in a format such as PNG or JPEG."
    expect_label(app, refusal)
    assert not photos_folder(xdg_home).exists(), "nothing stored"
    assert saved_has_photo(xdg_home) == [None, None]
    shot("refused")

    click(button(app, "Choose Photo…"))
    choose_file(app, CHOOSER, original)
    harness.wait_for(lambda: has_picture(app, "Photo of the Ford Model T, 1908"), 10, message="the photo in the form")
    assert not app.find_all("label", refusal, root=app.main_window, predicate=is_visible), "the refusal is gone"
    copy = photo_file(xdg_home, FORD)
    assert copy.exists()
    size = subprocess.run(["identify", "-format", "%w %h", str(copy)], check=True, capture_output=True, text=True)
    assert size.stdout == "1024 768", "scaled to 1024 px on the long side"
    assert original.read_bytes() == original_bytes, "the original is untouched"
    assert saved_has_photo(xdg_home) == [True, None]
    assert has_state(button(app, "Remove Photo"), harness.pyatspi.STATE_SENSITIVE)
    shot("edit-car-with-photo")

    app.go_back("CarValet")
    click(header_button(app, "Car Images"))
    app.expect_title("Car Images")
    photo = picture(app, "Photo of the Ford Model T, 1908")
    assert harness.extents(photo)[2] == 480, "as wide as a drawing"
    assert has_picture(app, "Honda Accord, 2020"), "the other car keeps its drawing"
    shot("car-images-with-photo")

    app.go_back("CarValet")
    open_edit_car(app)
    click(button(app, "Remove Photo"))
    alert = app.window("Remove This Photo?")
    buttons = [node for node in harness.find_all_in(alert, "push button") if is_visible(node)]
    assert [node.name for node in buttons] == ["Cancel", "Remove"]
    shot("remove-alert")
    click(buttons[0])
    app.wait_window_gone("Remove This Photo?")
    assert copy.exists(), "Cancel removed nothing"

    click(button(app, "Remove Photo"))
    alert = app.window("Remove This Photo?")
    click(app.find("push button", "Remove", root=alert))
    app.wait_window_gone("Remove This Photo?")
    harness.wait_for(lambda: has_picture(app, "Ford Model T, 1908"), 5, message="the drawing again")
    assert not copy.exists()
    assert saved_has_photo(xdg_home) == [None, None]
    assert original.exists()


@pytest.fixture(params=tuple(l10n.LANGUAGES))
def lang(request) -> l10n.Language:
    return l10n.language(request.param)


def test_the_photo_buttons_are_translated(launch, xdg_home, tmp_path, lang, shot):
    write_cars(xdg_home, [FORD])
    copy = photo_file(xdg_home, FORD)
    copy.parent.mkdir(parents=True)
    make_photo(copy, 1024, 576)
    cars = json.loads(cars_file(xdg_home).read_text())
    cars["cars"][0]["hasPhoto"] = True
    cars_file(xdg_home).write_text(json.dumps(cars))
    app = launch("--start", "carvalet/edit-car", env=lang.env, wait_title=lang.t("Edit Car"))
    button(app, lang.t("Choose Photo…"))
    button(app, lang.t("Remove Photo"))
    name = lang.tc("car picture", "Photo of the %1$s %2$s, %3$s", "Ford", "Model T", "1908")
    harness.wait_for(lambda: has_picture(app, name), 5, message=f"the photo named {name!r}")
    shot(f"edit-car-{lang.code}")
