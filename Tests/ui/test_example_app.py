"""Examples/Bookshelf, the example app built on the library products alone: a list of
books, a book's page pushed by a segue, Add Book's alert with a text field, and the
Remove… action sheet on the book's page; and the libraries' own words (Back) in German.

Runs when MACHISMO_EXAMPLE_BIN names the built example (`make test-ui` builds and names
it: `make example`); skipped otherwise. The alert is a top-level ``dialog``, the action
sheet a ``filler`` named after its title in the main window (as in test_alerts.py).
"""

import os
import time
from pathlib import Path

import pytest

import harness
import l10n
from harness import click, find_all_in, is_visible, text

EXAMPLE = os.environ.get("MACHISMO_EXAMPLE_BIN", "")
pytestmark = pytest.mark.skipif(not EXAMPLE, reason="MACHISMO_EXAMPLE_BIN is not set (make example builds it)")


class Bookshelf(harness.App):
    binary = Path(EXAMPLE)
    main_window_button = "Add Book"


@pytest.fixture
def bookshelf(xdg_home, request):
    app = Bookshelf(home=xdg_home, wait_title="Bookshelf").start()
    yield app
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    if failed and app.running():
        harness.screenshot(f"{request.node.name}-failure")
    app.shut_down(check=not failed)


def books(app) -> list[str]:
    rows = find_all_in(app.main_window, "list item", predicate=is_visible)
    return [text(find_all_in(row, "label")[0]) for row in rows]


def books_after_back(app):
    """None while the book's page is still on top (nothing popped it)."""
    return None if app.title != "Bookshelf" else books(app)


def test_the_example_pushes_a_prepared_page_and_goes_back(bookshelf, shot):
    assert books(bookshelf) == ["Dune", "Emma", "Ulysses"]
    bookshelf.open_row("Emma")
    bookshelf.find("label", "You are reading Emma.", root=bookshelf.main_window, predicate=is_visible)
    shot("book")
    # (App.go_back looks for the header bar by Main Menu, which this app has not.)
    click(bookshelf.find("push button", "Back", root=bookshelf.main_window, predicate=is_visible))
    bookshelf.expect_title("Bookshelf")
    assert books(bookshelf) == ["Dune", "Emma", "Ulysses"]


def test_the_example_adds_a_book_typed_in_an_alert(bookshelf, shot):
    click(bookshelf.find("push button", "Add Book", root=bookshelf.main_window))
    dialog = bookshelf.window("New Book")
    assert harness.role(dialog) == "dialog"
    field = bookshelf.find("text", "Title", root=dialog)
    harness.xdotool("type", "--delay", "30", "Persuasion")
    harness.wait_for(lambda: text(field) == "Persuasion", 5, message=lambda: f"the title typed, not {text(field)!r}")
    shot("alert")
    click(bookshelf.find("push button", "Add", root=dialog))
    bookshelf.wait_window_gone("New Book")
    harness.wait_for(lambda: books(bookshelf) == ["Dune", "Emma", "Ulysses", "Persuasion"], 5,
                     message=lambda: f"Persuasion added; the list reads {books(bookshelf)}")


def test_the_example_removes_a_book_from_an_action_sheet(bookshelf, shot):
    bookshelf.open_row("Dune")
    click(bookshelf.find("push button", "Remove…", root=bookshelf.main_window, predicate=is_visible))
    sheet = bookshelf.find("filler", "Remove Dune?", root=bookshelf.main_window, predicate=is_visible)
    shot("sheet")
    # Nothing destructive has the focus, so Return removes nothing; Escape closes the sheet.
    bookshelf.press_keys("Return")
    time.sleep(0.6)
    assert is_visible(sheet) and books_after_back(bookshelf) is None
    bookshelf.press_keys("Escape")
    harness.wait_for(lambda: not find_all_in(bookshelf.main_window, "filler", "Remove Dune?", predicate=is_visible),
                     5, message="the sheet to close")
    assert bookshelf.title == "Dune", "Escape removed the book"
    click(bookshelf.find("push button", "Remove…", root=bookshelf.main_window, predicate=is_visible))
    sheet = bookshelf.find("filler", "Remove Dune?", root=bookshelf.main_window, predicate=is_visible)
    click(bookshelf.find("push button", "Remove", root=sheet))
    bookshelf.expect_title("Bookshelf")
    harness.wait_for(lambda: books(bookshelf) == ["Emma", "Ulysses"], 5,
                     message=lambda: f"Dune removed; the list reads {books(bookshelf)}")


def test_the_example_shows_the_libraries_words_in_the_users_language(xdg_home, shot):
    """The Back button's name comes from the libraries' own catalogue, which `make example`
    compiles beside the example and LibraryTranslations.bindBesideExecutable() binds: the
    example has no catalogue of its own, and Machismo's plays no part."""
    german = l10n.language("de")
    app = Bookshelf(home=xdg_home, wait_title="Bookshelf", env=german.env).start()
    try:
        app.open_row("Emma")
        back = app.find("push button", german.t("Back"), root=app.main_window, predicate=is_visible)
        shot("book")
        click(back)
        app.expect_title("Bookshelf")
    finally:
        app.shut_down()
