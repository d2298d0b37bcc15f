"""The app in German (``LANGUAGE=de``, ``LC_ALL=de_DE.UTF-8``) and Arabic (``LANGUAGE=ar``,
``LC_ALL=ar_EG.UTF-8``), end to end: the tab bar (and its order mirrored on screen in
Arabic), a segue's Back button, an alert's buttons, Text Stats' singular and plural, a
Scores date in the locale's month names, Edit Car's decimal input in German, and Attributor's
Document Info popover.

Every expected string comes from the compiled catalogue beside the binary (l10n.py:
``gettext.translation("machismo", <binary dir>/locale, languages=[lang])``), and each key
word must differ from its English (``Language.t`` fails with the message's name when the
catalogue leaves it untranslated): a pass proves the app read the catalogue. The harness
finds its own landmarks (Main Menu, Back, More, the tabs) by their translated names when a
launch's ``env`` sets ``LANGUAGE`` (``App.word``).
"""

import json
import time

import pyatspi
import pytest

import harness
import l10n
from harness import click, extents, find_all_in, has_state, is_visible, text

LANGUAGE_CODES = tuple(l10n.LANGUAGES)


@pytest.fixture(params=LANGUAGE_CODES)
def lang(request) -> l10n.Language:
    return l10n.language(request.param)


def launch_in(launch, lang, *args, title, home=None, env=None):
    """Launches under ``lang`` and waits for the main window titled ``title`` (translated)."""
    return launch(*args, env={**lang.env, **(env or {})}, home=home, wait_title=title)


def english_left(lang, app, root=None, user_data=()) -> list[str]:
    """Names (and tooltips) on screen under ``root`` that are still English (``user_data``,
    what the test itself typed or seeded, left out)."""
    names = []
    for node in harness.walk(root if root is not None else app.main_window):
        if harness.safely(is_visible, node) and (harness.safely(extents, node) or (0, 0, 0, 0))[2] > 0:
            names += [value for value in (node.name, harness.safely(lambda: node.description)) if value]
    return lang.english_left(names, user_data)


def tab_names(lang) -> dict[str, str]:
    """The bar's items, English → as the language shows them. Cards, Scores and More must be
    translated; Set and Attributor (names) may stay."""
    return {
        "Cards": lang.tc("game", "Cards"),
        "Set": lang.tc("game", "Set", same=True),
        "Scores": lang.t("Scores"),
        "Attributor": lang.t("Attributor", same=True),
        harness.MORE: lang.t("More"),
    }


# --------------------------------------------------------------------------- tabs

def test_the_tab_bar_is_translated(launch, lang, shot):
    names = tab_names(lang)
    app = launch_in(launch, lang, "--start", "scores", title=names["Scores"])
    assert app.bar_names() == [names[tab] for tab in harness.BAR_TABS]
    assert app.selected_tabs() == [names["Scores"]]
    # The tabs under More, translated in its list.
    app.open_more()
    more = [lang.t("FaceIt", same=True), lang.t("CarValet", same=True), lang.t("EmojiArt", same=True), lang.t("Settings"),
            lang.t("About")]
    assert app.more_rows() == more
    shot("more")
    app.select_tab(names["Cards"], expected_title=names["Cards"])
    shot("cards")
    assert not english_left(lang, app, app.tab_bar()), english_left(lang, app, app.tab_bar())


def test_the_tab_bar_is_mirrored_in_arabic(launch, shot):
    lang = l10n.language("ar")
    names = tab_names(lang)
    app = launch_in(launch, lang, "--start", "scores", title=names["Scores"])
    buttons = app.tab_buttons()
    assert [button.name for button in buttons] == [names[tab] for tab in harness.BAR_TABS]
    xs = [extents(button)[0] for button in buttons]
    assert xs == sorted(xs, reverse=True), \
        f"right to left, the first tab ({buttons[0].name}) is rightmost: x = {xs}"
    assert xs[0] > xs[1], "the first tab's button is right of the second's"
    # The header bar mirrors too: Main Menu (at the end) is left of the title.
    menu = app.find("push button", lang.t("Main Menu"), root=app.header_bar())
    assert extents(menu)[0] < extents(app.main_window)[2] // 2, "Main Menu at the window's left"
    shot("mirrored")


def test_the_tab_bar_is_not_mirrored_in_german(launch):
    lang = l10n.language("de")
    app = launch_in(launch, lang, "--start", "scores", title=lang.t("Scores"))
    xs = [extents(button)[0] for button in app.tab_buttons()]
    assert xs == sorted(xs), f"left to right in German: x = {xs}"


# --------------------------------------------------------------------------- a segue's Back

def test_a_segues_back_button(launch, lang, shot):
    settings, appearance = lang.t("Settings"), lang.t("Appearance")
    app = launch_in(launch, lang, "--start", "settings", title=settings)
    app.open_row(appearance)
    button = app.back_button()
    assert button is not None, f"no Back button named {lang.t('Back')!r} on {appearance!r}"
    assert button.name == lang.t("Back")
    assert button.description == lang.t("Back to %s", settings)
    # The label reads the previous page's title, or "Back" when the title is too long
    # (NavigationController.maximumBackTitleLength, 12 characters).
    assert app.back_title() == (settings if len(settings) <= 12 else lang.t("Back"))
    shot("appearance")
    app.go_back(settings)
    assert app.back_title() == lang.t("More"), "Settings, under More, goes back to the More list"


# --------------------------------------------------------------------------- an alert

FORD = {"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "make": "Ford", "model": "Model T", "year": 1908,
        "fuelGallons": 10}
HONDA = {"id": "7A9619FF-8B86-D011-B42D-00C04FC964FF", "make": "Honda", "model": "Accord", "year": 2020,
         "fuelGallons": 12.5}


def write_cars(home, cars):
    path = home.data / "machismo" / "cars.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "cars": cars}))


def saved_fuel(home) -> list[float]:
    return [car["fuelGallons"] for car in json.loads((home.data / "machismo" / "cars.json").read_text())["cars"]]


def edit_car(launch, lang, home):
    """CarValet on the first car's Edit Car page."""
    app = launch_in(launch, lang, "--start", "carvalet", title=lang.t("CarValet", same=True), home=home)
    click(app.find("push button", lang.t("Edit"), root=app.main_window, predicate=is_visible))
    app.expect_title(lang.t("Edit Car"))
    return app


def test_an_alerts_buttons(launch, lang, xdg_home, shot):
    write_cars(xdg_home, [FORD, HONDA])
    app = edit_car(launch, lang, xdg_home)
    click(app.find("push button", lang.t("Delete"), root=app.main_window, predicate=is_visible))
    title = lang.t("Delete This Car?")
    alert = app.window(title)
    assert harness.role(alert) == "dialog"
    buttons = [node for node in find_all_in(alert, "push button") if is_visible(node)]
    assert [node.name for node in buttons] == [lang.t("Cancel"), lang.t("Delete")]
    car = lang.t("%1$s %2$s %3$s", "1908", "Ford", "Model T", same=True)
    message = lang.t("The %s will be removed from your cars. This cannot be undone.", car)
    assert find_all_in(alert, "label", message), \
        f"the alert says {message!r}; its labels: {[text(node) for node in find_all_in(alert, 'label')]}"
    cancel, delete = (extents(node)[0] for node in buttons)
    assert (cancel > delete) if lang.rtl else (cancel < delete), \
        f"Cancel comes first in reading order ({'right' if lang.rtl else 'left'}): x {cancel} vs {delete}"
    left = english_left(lang, app, alert, user_data=("Ford", "Model T"))
    assert not left, left
    shot("alert")
    click(buttons[0])
    app.wait_window_gone(title)
    assert len(saved_fuel(xdg_home)) == 2, "Cancel deleted nothing"


# --------------------------------------------------------------------------- Edit Car's decimals

def fuel_field(app, lang):
    return app.find("text", lang.t("Fuel (gallons)"), root=app.main_window, predicate=is_visible)


def type_fuel(app, lang, characters):
    entry = fuel_field(app, lang)
    app.mouse_click(entry)
    harness.wait_for(lambda: has_state(entry, pyatspi.STATE_FOCUSED), 5, message="the fuel field focused")
    app.press_keys("ctrl+a", "BackSpace")
    harness.xdotool("type", "--delay", "20", "--", characters)
    harness.wait_for(lambda: text(entry) == characters, 5,
                     message=lambda: f"{characters!r} typed, the field reads {text(entry)!r}")


def labels_shown(app, name) -> bool:
    return bool(app.find_all("label", name, root=app.main_window, predicate=is_visible))


def test_edit_car_reads_and_writes_german_decimals(launch, xdg_home, shot):
    lang = l10n.language("de")
    write_cars(xdg_home, [HONDA])
    app = edit_car(launch, lang, xdg_home)
    assert text(fuel_field(app, lang)) == "12,5", "the field shows the car's fuel with a decimal comma"
    done = app.find("push button", lang.t("Done"), root=app.header_bar(), predicate=is_visible)

    # A decimal point is refused, with the translated message naming the German form.
    type_fuel(app, lang, "12.5")
    refused = lang.t("The fuel amount must be a number, such as %s.", "12,5")
    harness.wait_for(lambda: labels_shown(app, refused), 5, message=f"the inline message {refused!r}")
    harness.wait_for(lambda: not has_state(done, pyatspi.STATE_SENSITIVE), 5, message="Done insensitive")
    assert fuel_field(app, lang).description == refused, "the field is described by its problem"
    shot("refused")

    # A decimal comma is accepted, saved as the number, and shown as it was typed.
    type_fuel(app, lang, "7,25")
    harness.wait_for(lambda: not labels_shown(app, refused), 5, message="the message gone")
    harness.wait_for(lambda: has_state(done, pyatspi.STATE_SENSITIVE), 5, message="Done sensitive")
    click(done)
    app.expect_title(lang.t("CarValet", same=True))
    shown = lang.tn("%s gallon", "%s gallons", 100, "7,25")
    harness.wait_for(lambda: labels_shown(app, shown), 5, message=f"the car's fuel {shown!r}")
    assert saved_fuel(xdg_home) == [7.25]
    shot("accepted")
    click(app.find("push button", lang.t("Edit"), root=app.main_window, predicate=is_visible))
    app.expect_title(lang.t("Edit Car"))
    assert text(fuel_field(app, lang)) == "7,25"
    type_fuel(app, lang, "12,5")
    assert not labels_shown(app, refused)
    done = app.find("push button", lang.t("Done"), root=app.header_bar(), predicate=is_visible)
    harness.wait_for(lambda: has_state(done, pyatspi.STATE_SENSITIVE), 5, message="Done sensitive with 12,5")


# --------------------------------------------------------------------------- Text Stats

def test_text_stats_singular_and_plural(launch, lang, shot):
    app = launch_in(launch, lang, "--start", "attributor", title=lang.t("Attributor", same=True))
    body = app.find("text", lang.t("Body"), root=app.main_window)

    def stats_for(value, words, characters):
        body.queryEditableText().setTextContents(value)
        harness.wait_for(lambda: text(body) == value, 5, message=f"the body to read {value!r}")
        click(app.find("push button", lang.t("Stats"), root=app.header_bar()))
        app.expect_title(lang.t("Text Stats"))
        expected = [lang.tn("%d colorful character", "%d colorful characters", 0, 0),
                    lang.tn("%d word", "%d words", words, words),
                    lang.tn("%d character", "%d characters", characters, characters)]
        for line in expected:
            harness.wait_for(lambda: labels_shown(app, line), 5, message=lambda: (
                f"Text Stats line {line!r}; it shows "
                f"{[text(node) for node in app.find_all('label', root=app.main_window, predicate=is_visible)]}"))
        shot(f"{words}-words")
        app.go_back(lang.t("Attributor", same=True))

    stats_for("Hallo", words=1, characters=5)          # singular
    stats_for("ab cd ef", words=3, characters=8)       # plural (Arabic: 3..10)
    if lang.rtl:
        stats_for("ab cd", words=2, characters=5)      # Arabic's dual


# --------------------------------------------------------------------------- a Scores date

#: A result played in October: German writes the month "Okt", Arabic "أكتوبر", English "Oct".
OCTOBER = {"id": "91111111-1111-1111-1111-111111111111", "game": "Cards 2-card",
           "start": "2026-10-20T09:00:00Z", "end": "2026-10-20T09:03:05.500Z", "score": 14, "hintsUsed": 0,
           "history": ["8♦", "J♥"]}


def test_a_scores_date(launch, lang, xdg_home, shot):
    path = xdg_home.data / "machismo" / "scores.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "results": [OCTOBER]}))
    moment = time.strptime("2026-10-20 09:00", "%Y-%m-%d %H:%M")
    pattern = lang.catalogue.gettext("%-d %b %Y %H:%M")
    date = lang.strftime(pattern, moment)
    english = time.strftime("%-d %b %Y %H:%M", moment)
    assert english == "20 Oct 2026 09:00"
    assert date != english, f"the {lang.code} date {date!r} (from {pattern!r}) must not read as English"
    row = lang.t("%1$s, score %2$d, %3$s, %4$s, best", lang.t("Cards 2-card"), 14, "3:05", date)

    app = launch_in(launch, lang, "--start", "scores", title=lang.t("Scores"), env={"TZ": "UTC"})
    listed = app.find("list", lang.t("Scores"), root=app.main_window, predicate=is_visible)
    rows = [node.name for node in find_all_in(listed, "list item")]
    assert rows == [row], f"the row {row!r}, not {rows}"
    # The row shows the date too (with its duration: "%1$s · %2$s").
    shown = lang.t("%1$s · %2$s", date, "3:05", same=True)
    assert labels_shown(app, shown), f"a label {shown!r}"
    shot("row")


# --------------------------------------------------------------------------- Document Info

def test_document_infos_popover(launch, lang, shot):
    app = launch_in(launch, lang, "--start", "attributor", title=lang.t("Attributor", same=True))
    body = app.find("text", lang.t("Body"), root=app.main_window)
    body.queryEditableText().setTextContents("ab cd ef")
    harness.wait_for(lambda: text(body) == "ab cd ef", 5, message="the body's text")
    click(app.find("push button", lang.t("Info", same=lang.code == "de"), root=app.header_bar()))
    popover = app.find("filler", lang.t("Document Info"), root=app.main_window, predicate=is_visible)
    expected = [lang.t("Contents"), lang.tn("%d word", "%d words", 3, 3),
                lang.tn("%d character", "%d characters", 8, 8)]
    harness.wait_for(lambda: all(line in [node.name for node in harness.walk(popover)] for line in expected), 5,
                     message=lambda: f"{expected} in {[node.name for node in harness.walk(popover)]}")
    harness.park_pointer()
    time.sleep(0.3)
    shot("popover")
    names = [node.name for node in harness.walk(popover) if harness.role(node) == "label"]
    # The size is GLib's g_format_size, in GLib's own translation: Debian's glib20 has none
    # of its units in Arabic ("95 bytes"); the name is the document's.
    size = names[names.index(lang.t("Size")) + 1]
    assert not lang.english_left(names, user_data=[names[0], size]), names
    app.press_keys("Escape")
    harness.wait_for(lambda: not find_all_in(app.main_window, "filler", lang.t("Document Info"), predicate=is_visible),
                     5, message="the popover to close")
