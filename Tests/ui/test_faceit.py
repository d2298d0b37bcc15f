"""FaceIt: the Emotions list (Angry, Happy, Worried, Mischievous, Sad) beside a face drawn
with cairo, one stack in a narrow window; the face's keys (Up/Down happier/sadder, Space the
eyes, Left/Right the brows, +/- zoom), its pointer gestures (click, drag, Ctrl+scroll,
Shift+scroll), what comes back on the next launch, and both styles.

With eight tabs FaceIt is a row of the More list: the bar's More item is selected while it
shows, and the Emotions page has a Back button to the More list.

GTK 4.8 over AT-SPI here: the list is a ``list 'Emotions'`` of ``list item`` nodes named
after the emotions, without actions (clicked with the pointer); the row whose face shows
beside the list is ``selected``. The face is a ``filler 'Face'`` (a drawing area) whose
description names the expression: ``Happy: eyes open, smiling``, ``Face: eyes closed,
grinning`` (see FacialExpression.accessibleDescription). The window is titled after the
face: the emotion it was chosen as, or ``FaceIt`` before any; ``Emotions`` when the window
is narrow and the list is on top.
"""

import json
import time

import pyatspi

import harness
from harness import find_all_in, has_state, is_visible, xdotool

EMOTIONS = ("Angry", "Happy", "Worried", "Mischievous", "Sad")

#: Each emotion's face, as a screen reader hears it.
DESCRIPTIONS = {
    "Angry": "Angry: eyes closed, brows furrowed, frowning",
    "Happy": "Happy: eyes open, smiling",
    "Worried": "Worried: eyes open, brows relaxed, smirking",
    "Mischievous": "Mischievous: eyes open, brows furrowed, grinning",
    "Sad": "Sad: eyes closed, brows relaxed, frowning",
}
UNCHOSEN = "Face: eyes open, straight-faced"


def open_faceit(app):
    """FaceIt through the More list, as a user finds it."""
    app.select_tab("FaceIt", expected_title="FaceIt")


def emotions_list(app):
    return app.find("list", "Emotions", root=app.main_window, predicate=is_visible)


def emotion_row(app, name):
    return app.find("list item", name, root=emotions_list(app))


def face(app):
    return app.find("filler", "Face", root=app.main_window,
                    predicate=lambda node: is_visible(node) and harness.extents(node)[2] > 0)


def expect_face(app, description):
    harness.wait_for(lambda: face(app).description == description, 5,
                     message=lambda: f"the face {description!r}, not {face(app).description!r}")


def choose(app, emotion):
    app.mouse_click(emotion_row(app, emotion))
    app.expect_title(emotion)


def skull_edge_box(app, node):
    """A small box of the screen on the left edge of the skull at its first size (0.9)."""
    x, y, width, height = app.screen_box(node)
    radius = min(width, height) / 2 * 0.9
    return (int(x + width / 2 - radius) - 3, int(y + height / 2) - 5, 7, 10)


# --------------------------------------------------------------------------- the list

def test_faceit_is_under_more_and_each_emotion_shows_its_face(launch, shot):
    app = launch(wait_title="Cards")
    assert "FaceIt" not in app.bar_names()
    app.open_more()
    assert app.more_rows() == list(harness.MORE_TABS)
    app.mouse_click(app.more_row("FaceIt"))
    app.expect_title("FaceIt")
    assert app.selected_tabs() == [harness.MORE]
    assert app.back_title() == harness.MORE, "FaceIt's root goes back to the More list"
    assert [node.name for node in find_all_in(emotions_list(app), "list item")] == list(EMOTIONS)
    expect_face(app, UNCHOSEN)
    assert has_state(face(app), pyatspi.STATE_FOCUSABLE)
    harness.park_pointer()
    shot("unchosen")

    for emotion in EMOTIONS:
        choose(app, emotion)
        expect_face(app, DESCRIPTIONS[emotion])
        assert has_state(emotion_row(app, emotion), pyatspi.STATE_SELECTED)
        assert [name for name in EMOTIONS if has_state(emotion_row(app, name), pyatspi.STATE_SELECTED)] == [emotion]
        harness.park_pointer()
        shot(emotion.lower())

    # The keyboard reaches the rows too: Up then Return chooses Mischievous.
    app.press_keys("Up", "Return")
    app.expect_title("Mischievous")
    expect_face(app, DESCRIPTIONS["Mischievous"])
    app.go_back(expected_title=harness.MORE)


# --------------------------------------------------------------------------- the face

def test_keys_change_the_face(launch, shot):
    app = launch("--start", "faceit", wait_title="FaceIt")
    choose(app, "Happy")
    # Tab reaches the face after the rows below Happy (GTK 4.8's list box tabs row by row).
    for _ in range(len(EMOTIONS)):
        if has_state(face(app), pyatspi.STATE_FOCUSED):
            break
        app.press_keys("Tab")
        time.sleep(0.1)
    harness.wait_for(lambda: has_state(face(app), pyatspi.STATE_FOCUSED), 5, message="the face to take the focus")
    for keys, expected in ((("Down",), "Face: eyes open, grinning"),
                           (("space",), "Face: eyes closed, grinning"),
                           (("Right",), "Face: eyes closed, brows furrowed, grinning"),
                           (("space",), DESCRIPTIONS["Mischievous"]),
                           (("Left", "Left", "Left"), "Face: eyes open, brows relaxed, grinning"),
                           (("Down", "Down", "Down", "Down"), "Face: eyes open, brows relaxed, frowning"),
                           (("Up",), DESCRIPTIONS["Worried"])):
        app.press_keys(*keys)
        expect_face(app, expected)
    assert app.title == "Happy", "the title stays the emotion chosen"
    harness.park_pointer()
    before = shot("worried-by-keys")
    edge = skull_edge_box(app, face(app))
    app.press_keys("minus", "minus", "minus", "minus")
    time.sleep(0.3)
    after = shot("zoomed-out")
    assert harness.mean_brightness(before, edge) < harness.mean_brightness(after, edge) - 0.1, \
        "minus shrinks the skull away from its first edge"
    app.press_keys("plus", "plus", "plus", "plus")
    time.sleep(0.3)
    again = shot("zoomed-back")
    assert abs(harness.mean_brightness(before, edge) - harness.mean_brightness(again, edge)) < 0.05


def test_pointer_gestures_change_the_face(launch, shot):
    app = launch("--start", "faceit", wait_title="FaceIt")
    choose(app, "Sad")
    node = face(app)
    x, y, width, height = app.screen_box(node)
    center = (x + width // 2, y + height // 2)

    app.mouse_click(node)  # a click opens the eyes
    expect_face(app, "Face: eyes open, brows relaxed, frowning")
    assert has_state(face(app), pyatspi.STATE_FOCUSED), "a click gives the face the keyboard"

    # A drag up by 100 pixels: two steps of 40 happier; a drag is not a click.
    harness.move_pointer(*center)
    xdotool("mousedown", "1")
    for step in range(1, 11):
        xdotool("mousemove", "--sync", str(center[0]), str(center[1] - 10 * step))
    xdotool("mouseup", "1")
    expect_face(app, "Face: eyes open, brows relaxed, straight-faced")
    harness.move_pointer(*center)
    xdotool("mousedown", "1")
    for step in range(1, 6):
        xdotool("mousemove", "--sync", str(center[0]), str(center[1] + 10 * step))
    xdotool("mouseup", "1")
    expect_face(app, DESCRIPTIONS["Worried"])  # eyes open, brows relaxed, smirking is Worried's face

    # Shift+scroll down twice furrows the brows two steps; Ctrl+scroll down zooms out.
    harness.move_pointer(*center)
    xdotool("keydown", "shift", "click", "--repeat", "2", "--delay", "100", "5", "keyup", "shift")
    expect_face(app, "Face: eyes open, brows furrowed, smirking")
    edge = skull_edge_box(app, face(app))
    harness.park_pointer()
    before = shot("mischievous-by-pointer")
    harness.move_pointer(*center)
    xdotool("keydown", "ctrl", "click", "--repeat", "5", "--delay", "100", "5", "keyup", "ctrl")
    harness.park_pointer()
    time.sleep(0.3)
    after = shot("zoomed-out-by-scroll")
    assert harness.mean_brightness(before, edge) < harness.mean_brightness(after, edge) - 0.1, \
        "Ctrl+scroll shrinks the skull"
    assert app.title == "Sad"


def test_a_narrow_window_pushes_the_face_on_the_list(launch, shot):
    app = launch("--start", "faceit", wait_title="FaceIt")
    app.resize(500, 700)
    app.expect_title("Emotions")
    assert not [node for node in app.find_all("filler", "Face", root=app.main_window, predicate=is_visible)
                if harness.extents(node)[2] > 0], "the list alone"
    choose(app, "Worried")
    assert app.back_title() == "Emotions"
    expect_face(app, DESCRIPTIONS["Worried"])
    harness.park_pointer()
    shot("pushed")
    app.go_back(expected_title="Emotions")
    app.resize(1000, 700)
    app.expect_title("FaceIt")


# --------------------------------------------------------------------------- what persists

def test_the_face_and_its_zoom_come_back(launch, xdg_home, shot):
    first = launch("--start", "faceit", wait_title="FaceIt")
    choose(first, "Angry")
    first.mouse_click(face(first))
    first.press_keys("Up", "minus")
    expect_face(first, "Face: eyes open, brows furrowed, smirking")
    first.quit()
    assert first.close() == 0
    saved = json.loads((xdg_home.app_state / "navigation.json").read_text())
    state = saved["paths"]["faceit"][0]["state"]
    assert {key: state[key] for key in ("emotion", "eyes", "brows", "mouth")} == \
        {"emotion": "Angry", "eyes": "open", "brows": "furrowed", "mouth": "smirk"}, saved
    assert abs(float(state["scale"]) - 0.9 / 1.1) < 1e-6

    second = launch(wait_title="Angry")
    assert second.selected_tabs() == [harness.MORE]
    expect_face(second, "Face: eyes open, brows furrowed, smirking")
    assert has_state(emotion_row(second, "Angry"), pyatspi.STATE_SELECTED)
    harness.park_pointer()
    shot("restored")


# --------------------------------------------------------------------------- looks

def test_the_face_in_the_light_and_dark_styles(launch, xdg_home, shot):
    for style in ("light", "dark"):
        xdg_home.app_config.mkdir(parents=True, exist_ok=True)
        (xdg_home.app_config / "settings.json").write_text(json.dumps({"style": style}))
        # The second launch comes back on the face the first one chose.
        app = launch("--start", "faceit", wait_title="FaceIt" if style == "light" else "Happy")
        choose(app, "Happy")
        node = face(app)
        edge = skull_edge_box(app, node)
        harness.park_pointer()
        screen = shot(style)
        x, y, width, height = app.screen_box(node)
        background = harness.mean_brightness(screen, (x + 5, y + 5, 20, 20))
        line = harness.mean_brightness(screen, (edge[0] + 2, edge[1], 3, edge[3]))
        if style == "light":
            assert background > 0.8 and line < background - 0.3, (background, line)
        else:
            assert background < 0.3 and line > background + 0.3, (background, line)
        app.quit()
        assert app.close() == 0
