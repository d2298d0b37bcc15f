"""What the Cards and Set tests share: the board's cards, the score and status line, and
the rules of both games written out independently of the app, so a test can predict
every score and status line exactly (the lectures' Cards and Set).

Cards are push buttons named by their contents (``J♥``, ``two red striped ovals``) or
``Face-down card``; a chosen card has the ``selected`` state, a matched one says
``matched`` in its description. The score is the label ``Score: N``. Cards' status line
is a label; Set's is a panel named by its text (its cards are drawn).
"""

import itertools
import re
import time

import pyatspi

import harness
from atspi_tree import has_state, role, walk, wait_for

FACE_DOWN = "Face-down card"
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}
SET_NAME = re.compile(r"^(one|two|three) (red|green|purple) (solid|striped|open) (diamond|squiggle|oval)s?$")


def is_playing_card_name(name: str) -> bool:
    return name == FACE_DOWN or re.fullmatch(r"(A|[2-9]|10|J|Q|K)[♠♣♥♦]", name) is not None


def page(app, game: str):
    """The game's page: a panel named 'Cards game' or 'Set game' (both tabs' pages are in
    the tree, and GTK 4.8 reports hidden pages visible too)."""
    return app.find("panel", f"{game.capitalize()} game", root=app.main_window)


def board(app, game: str) -> list:
    """The cards of ``game`` ('cards' or 'set') in board order. Read again when a card
    vanishes during the walk (Set's board shrinks as the deck runs out)."""
    wanted = is_playing_card_name if game == "cards" else (lambda name: SET_NAME.match(name) is not None)

    def read():
        return [node for node in walk(page(app, game)) if role(node) == "push button" and wanted(node.name)]
    return wait_for(lambda: read() or None, timeout=5, message=f"the {game} board")


def names(app, game: str) -> list[str]:
    return [node.name for node in board(app, game)]


def is_chosen(node) -> bool:
    return has_state(node, pyatspi.STATE_SELECTED)


def is_matched(node) -> bool:
    return node.description == "matched"


def score(app, game: str) -> int:
    label = app.find("label", None, root=page(app, game), predicate=lambda node: node.name.startswith("Score: "))
    return int(label.name.removeprefix("Score: "))


def expect_score(app, game: str, expected: int) -> None:
    wait_for(lambda: score(app, game) == expected, timeout=5,
             message=lambda: f"score {score(app, game)}, expected {expected}")


def choose(node) -> None:
    harness.click(node)


# -- Cards' rules

def rank(card: str) -> int:
    return RANKS.get(card[:-1]) or int(card[:-1])


def suit(card: str) -> str:
    return card[-1]


def match_score(cards: list[str]) -> int:
    """The sum over every pair: 4 for the same rank, else 1 for the same suit."""
    total = 0
    for a, b in itertools.combinations(cards, 2):
        if rank(a) == rank(b):
            total += 4
        elif suit(a) == suit(b):
            total += 1
    return total


# -- Set's rules

def features(name: str) -> tuple[str, ...]:
    return SET_NAME.match(name).groups()


def is_set(a: str, b: str, c: str) -> bool:
    """For each feature, the three cards are all the same or all different."""
    return all(len({x, y, z}) != 2 for x, y, z in zip(features(a), features(b), features(c)))


def find_set(cards: list[str]):
    """The positions of a set among ``cards``, or None."""
    for i, j, k in itertools.combinations(range(len(cards)), 3):
        if is_set(cards[i], cards[j], cards[k]):
            return i, j, k
    return None


def find_non_set(cards: list[str]):
    for i, j, k in itertools.combinations(range(len(cards)), 3):
        if not is_set(cards[i], cards[j], cards[k]):
            return i, j, k
    return None


def settle():
    """Lets the app handle a click before its results are read."""
    time.sleep(0.05)
