"""Cards (Machismo): a seeded deal played by clicking cards over AT-SPI, with the score
and status line checked after every click against the rules written out in
cardgames.py; 3-card mode; keyboard play; History; Deal's confirmation alert.

A deal's cards are face down, so the tests first learn a seeded deal in one launch
(choosing each card and turning it back down), then play that same deal, knowing where
every card is, in a fresh launch with the same seed.
"""

import itertools
import time
import json
import sqlite3

import pyatspi

import harness
from atspi_tree import has_state, wait_for
from cardgames import (FACE_DOWN, board, choose, expect_score, is_chosen, is_matched, match_score, names, page, rank,
                       score, settle, suit)

SEED = "11"


def expect_status(app, line: str) -> None:
    app.find("label", line, root=page(app, "cards"))


LEARNED: dict[str, list[str]] = {}


def learn_deal(launch, seed: str = SEED) -> list[str]:
    """The contents of every card of the seeded deal, in board order (learned once per run)."""
    if seed not in LEARNED:
        LEARNED[seed] = learn(launch, seed)
    return LEARNED[seed]


def learn(launch, seed: str) -> list[str]:
    app = launch("--start", "cards", "--seed", seed, wait_title="Cards")
    cards = board(app, "cards")
    assert [card.name for card in cards] == [FACE_DOWN] * 30
    contents = []
    for index in range(30):
        choose(board(app, "cards")[index])
        card = wait_for(lambda: board(app, "cards")[index] if board(app, "cards")[index].name != FACE_DOWN else None)
        contents.append(card.name)
        choose(card)
        wait_for(lambda: board(app, "cards")[index].name == FACE_DOWN)
    app.shut_down()
    return contents


def test_a_seeded_deal_played_by_clicking(launch, shot):
    deal = learn_deal(launch)
    assert len(set(deal)) == 30
    app = launch("--start", "cards", "--seed", SEED, wait_title="Cards")
    assert names(app, "cards") == [FACE_DOWN] * 30, "the same seed deals the same cards, face down"
    assert score(app, "cards") == 0

    # A pair of the same rank: -1, -1, +16.
    first, second = next((i, j) for i, j in itertools.combinations(range(30), 2) if rank(deal[i]) == rank(deal[j]))
    choose(board(app, "cards")[first])
    expect_score(app, "cards", -1)
    expect_status(app, deal[first])
    card = board(app, "cards")[first]
    assert card.name == deal[first] and is_chosen(card) and not is_matched(card)

    choose(board(app, "cards")[second])
    expect_score(app, "cards", 14)
    expect_status(app, f"Matched {deal[first]} {deal[second]} for 16 points.")
    for index in (first, second):
        card = board(app, "cards")[index]
        assert card.name == deal[index] and is_matched(card), harness.describe(card)
    shot("matched")

    # A matched card ignores clicks.
    choose(board(app, "cards")[first])
    settle()
    assert score(app, "cards") == 14 and is_matched(board(app, "cards")[first])

    # Neither rank nor suit: the penalty, and the first card turns back down.
    rest = [i for i in range(30) if i not in (first, second)]
    a, b = next((i, j) for i, j in itertools.combinations(rest, 2) if match_score([deal[i], deal[j]]) == 0)
    choose(board(app, "cards")[a])
    expect_score(app, "cards", 13)
    choose(board(app, "cards")[b])
    expect_score(app, "cards", 10)
    expect_status(app, f"{deal[a]} {deal[b]} don't match! 2 point penalty!")
    assert board(app, "cards")[a].name == FACE_DOWN
    assert board(app, "cards")[b].name == deal[b] and is_chosen(board(app, "cards")[b])

    # Choosing a chosen card turns it back down, for free.
    choose(board(app, "cards")[b])
    expect_status(app, f"{deal[b]} turned back down.")
    assert score(app, "cards") == 10
    assert board(app, "cards")[b].name == FACE_DOWN

    # Same suit only: 1 × 4.
    c, d = next((i, j) for i, j in itertools.combinations([i for i in rest if i not in (a, b)], 2)
                if rank(deal[i]) != rank(deal[j]) and suit(deal[i]) == suit(deal[j]))
    choose(board(app, "cards")[c])
    choose(board(app, "cards")[d])
    expect_score(app, "cards", 10 - 2 + 4)
    expect_status(app, f"Matched {deal[c]} {deal[d]} for 4 points.")

    # History: every status line, numbered.
    harness.click(app.find("push button", "History", root=app.header_bar()))
    app.expect_title("History")
    lines = [deal[first], f"Matched {deal[first]} {deal[second]} for 16 points.", deal[a],
             f"{deal[a]} {deal[b]} don't match! 2 point penalty!", f"{deal[b]} turned back down.", deal[c],
             f"Matched {deal[c]} {deal[d]} for 4 points."]
    for number, line in enumerate(lines, 1):
        app.find("list item", f"{number}. {line}", root=app.main_window)
    assert not app.find_all("list item", f"{len(lines) + 1}. ", root=app.main_window,
                            predicate=lambda node: node.name.startswith(f"{len(lines) + 1}. "))
    shot("history")
    app.go_back("Cards")
    expect_score(app, "cards", 12)


def test_history_before_any_choice_says_why_it_is_empty(launch, shot):
    """shouldPerformSegue refuses `Show History` on a deal with no choice yet, and says why."""
    app = launch("--start", "cards", "--seed", SEED, wait_title="Cards")
    harness.click(app.find("push button", "History", root=app.header_bar()))
    alert = app.window("No History Yet")
    app.find("label", "History lists every choice of this deal. Choose a card, then try again.", root=alert)
    shot("no-history-yet")
    harness.click(app.find("push button", "Close", root=alert))
    app.wait_window_gone("No History Yet")
    app.expect_title("Cards")
    choose(board(app, "cards")[0])
    expect_score(app, "cards", -1)
    harness.click(app.find("push button", "History", root=app.header_bar()))
    app.expect_title("History")


def test_three_card_mode_scores_every_pair(launch, shot):
    deal = learn_deal(launch)
    app = launch("--start", "cards", "--seed", SEED, wait_title="Cards")
    two = app.find("push button", "2 Cards", root=app.header_bar())
    three = app.find("push button", "3 Cards", root=app.header_bar())
    assert has_state(two, pyatspi.STATE_PRESSED) and not has_state(three, pyatspi.STATE_PRESSED)
    harness.click(three)
    wait_for(lambda: has_state(three, pyatspi.STATE_PRESSED) and not has_state(two, pyatspi.STATE_PRESSED))

    # Three cards with a scoring pair among them match; the score is the sum over all pairs.
    trio = next(t for t in itertools.combinations(range(30), 3) if match_score([deal[i] for i in t]) > 0)
    points = match_score([deal[i] for i in trio]) * 4
    choose(board(app, "cards")[trio[0]])
    expect_score(app, "cards", -1)
    assert not has_state(three, pyatspi.STATE_SENSITIVE), "the mode is locked from the first choice"
    choose(board(app, "cards")[trio[1]])
    expect_score(app, "cards", -2)
    expect_status(app, f"{deal[trio[0]]} {deal[trio[1]]}")
    choose(board(app, "cards")[trio[2]])
    expect_score(app, "cards", -3 + points)
    cards = " ".join(deal[i] for i in trio)
    expect_status(app, f"Matched {cards} for {points} points.")

    # Three that share nothing: the penalty, and the last stays up.
    rest = [i for i in range(30) if i not in trio]
    miss = next(t for t in itertools.combinations(rest, 3) if match_score([deal[i] for i in t]) == 0)
    for index in miss:
        choose(board(app, "cards")[index])
    expect_score(app, "cards", -3 + points - 3 - 2)
    expect_status(app, f"{' '.join(deal[i] for i in miss)} don't match! 2 point penalty!")
    assert [board(app, "cards")[i].name for i in miss] == [FACE_DOWN, FACE_DOWN, deal[miss[2]]]
    shot("three-card-mode")

    # The mode is remembered for the next launch.
    app.shut_down()
    app = launch("--start", "cards", "--seed", SEED, wait_title="Cards")
    assert has_state(app.find("push button", "3 Cards", root=app.header_bar()), pyatspi.STATE_PRESSED)


def test_keyboard_play(launch, shot):
    app = launch("--start", "cards", "--seed", SEED, wait_title="Cards")
    cards = board(app, "cards")
    columns = len({harness.extents(card)[1] == harness.extents(cards[0])[1] and harness.extents(card)[0]
                   for card in cards} - {False})
    assert 1 < columns < 30
    app.focus()
    for _ in range(20):
        if any(has_state(card, pyatspi.STATE_FOCUSED) for card in board(app, "cards")):
            break
        app.press_keys("Tab")
    focused = [i for i, card in enumerate(board(app, "cards")) if has_state(card, pyatspi.STATE_FOCUSED)]
    assert focused == [0], "Tab reaches the first card"
    app.press_keys("Right", "space")
    wait_for(lambda: board(app, "cards")[1].name != FACE_DOWN)
    expect_score(app, "cards", -1)
    assert has_state(board(app, "cards")[1], pyatspi.STATE_FOCUSED)
    app.press_keys("Down", "Return")
    target = 1 + columns
    wait_for(lambda: has_state(board(app, "cards")[target], pyatspi.STATE_FOCUSED))
    wait_for(lambda: board(app, "cards")[target].name != FACE_DOWN)
    assert score(app, "cards") in (-4, -2 + 4, -2 + 16), "the second choice matched or cost the penalty"
    shot("keyboard")
    app.press_keys("Left", "Up")
    wait_for(lambda: has_state(board(app, "cards")[0], pyatspi.STATE_FOCUSED))


def test_deal_asks_first_and_records_the_game(launch, xdg_home, shot):
    app = launch("--start", "cards", "--seed", SEED, wait_title="Cards")
    # Nothing chosen yet: Deal deals at once.
    harness.click(app.find("push button", "Deal", root=app.header_bar()))
    choose(board(app, "cards")[0])
    expect_score(app, "cards", -1)
    names_before_deal = names(app, "cards")
    app.press_keys("ctrl+n", window=harness.MAIN)
    alert = app.window("Deal Again?")
    shot("deal-alert")
    harness.click(app.find("push button", "Cancel", root=alert))
    app.wait_window_gone("Deal Again?")
    assert score(app, "cards") == -1 and board(app, "cards")[0].name != FACE_DOWN, "Cancel keeps the game"

    harness.click(app.find("push button", "Deal", root=app.header_bar()))
    alert = app.window("Deal Again?")
    harness.click(app.find("push button", "Deal", root=alert))
    app.wait_window_gone("Deal Again?")
    expect_score(app, "cards", 0)
    assert names(app, "cards") == [FACE_DOWN] * 30
    assert has_state(app.find("push button", "2 Cards", root=app.header_bar()), pyatspi.STATE_SENSITIVE)

    with sqlite3.connect(xdg_home.data / "machismo" / "scores.sqlite", timeout=5) as database:
        results = database.execute("SELECT game, score, history FROM result").fetchall()
    assert len(results) == 1
    assert results[0][:2] == ("Cards 2-card", -1)
    assert json.loads(results[0][2]) == [{"chosen": {"cards": [names_before_deal[0]]}}], "the story's events, typed"
    assert app.tab_button("Scores").description == "1 new"


def test_a_game_under_way_comes_back_on_the_next_launch(launch, shot):
    app = launch("--start", "cards", wait_title="Cards")
    choose(board(app, "cards")[3])
    expect_score(app, "cards", -1)
    first = board(app, "cards")[3].name
    choose(board(app, "cards")[7])
    wait_for(lambda: score(app, "cards") != -1)
    before = names(app, "cards")
    points = score(app, "cards")
    chosen = [is_chosen(card) for card in board(app, "cards")]
    app.press_keys("ctrl+q", window=harness.MAIN)
    assert app.close() == 0

    app = launch(wait_title="Cards")
    assert names(app, "cards") == before
    assert score(app, "cards") == points
    assert [is_chosen(card) for card in board(app, "cards")] == chosen
    assert not has_state(app.find("push button", "2 Cards", root=app.header_bar()), pyatspi.STATE_SENSITIVE), \
        "the restored game is under way: the mode stays locked"
    harness.click(app.find("push button", "History", root=app.header_bar()))
    app.expect_title("History")
    app.find("list item", f"1. {first}", root=app.main_window)
    app.find("list item", None, root=app.main_window, predicate=lambda node: node.name.startswith("2. "))


def columns_of(cards) -> int:
    top = harness.extents(cards[0])[1]
    return sum(1 for card in cards if harness.extents(card)[1] == top)


def test_the_board_reflows_and_keeps_the_card_shape(launch, shot):
    app = launch("--start", "cards", wait_title="Cards")
    for width, height in ((1200, 700), (560, 900), (900, 620)):
        app.resize(width, height)
        wait_for(lambda: app.window_size() == (width, height))
        time.sleep(0.3)  # the board lays out after the resize
        cards = board(app, "cards")
        boxes = [harness.extents(card) for card in cards]
        for x, y, w, h in boxes:
            assert abs(w / h - 2.5 / 3.5) < 0.03, (w, h)
            assert w >= 40, "cards stay big enough to read"
        columns = columns_of(cards)
        rows = -(-30 // columns)
        page_width = harness.extents(page(app, "cards"))[2]
        assert columns * boxes[0][2] <= page_width
        shot(f"{width}x{height}")
        if width == 560:
            assert columns <= 6, "a narrow window has fewer columns"
        if width == 1200:
            assert columns >= 8, "a wide window has more columns"
        assert rows * columns >= 30
