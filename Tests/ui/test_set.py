"""Set: a seeded deal played by clicking cards over AT-SPI. Cards are face up, so the
test reads the board, finds sets with the rule written out in cardgames.py and checks
every score and status line; Hint, Deal 3 More and its penalty; and a whole game played
to its end, whose alert announces the final score and whose result is recorded.
"""

import json
import sqlite3

import pyatspi

import harness
from atspi_tree import has_state, wait_for
from cardgames import board, choose, expect_score, find_non_set, find_set, is_chosen, names, page, score

SEED = "5"


def expect_status(app, line: str) -> None:
    """Set's status line is a panel named by its text (its cards are drawn)."""
    app.find("panel", line, root=page(app, "set"))


def header_button(app, name: str):
    return app.find("push button", name, root=app.header_bar())


def test_a_seeded_deal_played_by_clicking(launch, shot):
    app = launch("--start", "set", "--seed", SEED, wait_title="Set")
    cards = names(app, "set")
    assert len(cards) == 12 and len(set(cards)) == 12
    assert score(app, "set") == 0

    trio = find_set(cards)
    assert trio, "this seed deals a set"
    chosen = [cards[i] for i in trio]
    choose(board(app, "set")[trio[0]])
    expect_score(app, "set", -1)
    assert is_chosen(board(app, "set")[trio[0]])
    choose(board(app, "set")[trio[1]])
    expect_score(app, "set", -2)
    expect_status(app, f"{chosen[0]}, {chosen[1]}")
    choose(board(app, "set")[trio[2]])
    expect_score(app, "set", 13)
    expect_status(app, f"Matched {', '.join(chosen)} for 16 points.")
    after = names(app, "set")
    assert len(after) == 12, "a set found is replaced from the deck"
    assert not set(chosen) & set(after)
    assert [after[i] for i in range(12) if i not in trio] == [cards[i] for i in range(12) if i not in trio]
    shot("matched")

    miss = find_non_set(after)
    for index in miss:
        choose(board(app, "set")[index])
    expect_score(app, "set", 13 - 3 - 2)
    expect_status(app, f"{', '.join(after[i] for i in miss)} don't match! 2 point penalty!")
    assert [is_chosen(board(app, "set")[i]) for i in miss] == [False, False, True]


def test_hint_and_deal_three_more(launch, shot):
    app = launch("--start", "set", "--seed", SEED, wait_title="Set")
    cards = names(app, "set")
    assert find_set(cards)
    app.press_keys("ctrl+h", window=harness.MAIN)
    expect_score(app, "set", -2)
    expect_status(app, "Hint: a set is outlined. 2 point penalty!")
    shot("hint")

    harness.click(header_button(app, "Deal 3 More"))
    wait_for(lambda: len(names(app, "set")) == 15)
    expect_score(app, "set", -2 - 6)
    expect_status(app, "Dealt 3 more with a set on the board! 6 point penalty!")
    assert names(app, "set")[:12] == cards

    app.press_keys("ctrl+d", window=harness.MAIN)
    wait_for(lambda: len(names(app, "set")) == 18)
    shot("eighteen-cards")

    # History lists every line, with the cards drawn.
    harness.click(header_button(app, "History"))
    app.expect_title("History")
    app.find("list item", "1. Hint: a set is outlined. 2 point penalty!", root=app.main_window)
    app.find("list item", "2. Dealt 3 more with a set on the board! 6 point penalty!", root=app.main_window)
    app.go_back("Set")


def test_a_whole_game_ends_with_an_alert_and_a_recorded_result(launch, xdg_home, shot):
    app = launch("--start", "set", "--seed", SEED, wait_title="Set")
    expected = 0
    sets_found = 0
    while True:
        cards = names(app, "set")
        trio = find_set(cards)
        if trio is None:
            deal_more = header_button(app, "Deal 3 More")
            if not has_state(deal_more, pyatspi.STATE_SENSITIVE):
                break
            harness.click(deal_more)
            wait_for(lambda: len(names(app, "set")) == len(cards) + 3)
            continue
        for index in trio:
            choose(board(app, "set")[index])
        expected += 16 - 3
        sets_found += 1
        alert = [w for w in app.windows() if w.name == "Game Over"]
        if alert:
            break
        expect_score(app, "set", expected)
    alert = app.window("Game Over")
    assert sets_found >= 20
    message = app.find("label", None, root=alert, predicate=lambda node: "Final score" in node.name)
    assert message.name == f"Final score: {expected}. The deck is empty and no set is left."
    shot("game-over")
    harness.click(app.find("push button", "Close", root=alert))
    app.wait_window_gone("Game Over")
    assert score(app, "set") == expected
    assert not has_state(header_button(app, "Deal 3 More"), pyatspi.STATE_SENSITIVE)

    with sqlite3.connect(xdg_home.data / "machismo" / "scores.sqlite", timeout=5) as connection:
        results = connection.execute("SELECT game, score, hints_used FROM result ORDER BY seq").fetchall()
    assert results == [("Set", expected, 0)]

    # Deal starts a new game at once: the finished one is recorded already.
    harness.click(header_button(app, "Deal"))
    expect_score(app, "set", 0)
    assert len(names(app, "set")) == 12

    # Scores shows the game, and its tab says so until the player looks.
    assert app.tab_button("Scores").description == "1 new"
    app.select_tab("Scores", expected_title="Scores")
    app.find("list item", None, root=app.main_window,
             predicate=lambda node: node.name.startswith(f"Set, score {expected},"))
    wait_for(lambda: app.tab_button("Scores").description == "", message="the badge to clear")
    shot("scores")


def test_a_game_under_way_comes_back_on_the_next_launch(launch):
    app = launch("--start", "set", wait_title="Set")
    cards = names(app, "set")
    trio = find_set(cards) or find_non_set(cards)
    for index in trio:
        choose(board(app, "set")[index])
    wait_for(lambda: score(app, "set") not in (0, -1, -2))
    other = next(index for index in range(12) if index not in trio)
    choose(board(app, "set")[other])
    wait_for(lambda: is_chosen(board(app, "set")[other]))
    before = names(app, "set")
    chosen = [is_chosen(card) for card in board(app, "set")]
    points = score(app, "set")
    app.press_keys("ctrl+q", window=harness.MAIN)
    assert app.close() == 0

    app = launch(wait_title="Set")
    assert names(app, "set") == before
    assert score(app, "set") == points
    assert [is_chosen(card) for card in board(app, "set")] == chosen
    # The deck comes back too: dealing three more draws the cards it would have drawn.
    harness.click(header_button(app, "Deal 3 More"))
    wait_for(lambda: len(names(app, "set")) == 15)
