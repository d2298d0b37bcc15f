"""Crash consistency (issue #11): the app is killed with SIGKILL at random moments while it
saves, 200 times (``MACHISMO_CRASH_KILLS``); after each kill every file in the XDG home holds
its old contents or the new ones, never a torn or empty one (crash_files.py has the rules),
and the next launch starts cleanly and reads back what is on disk.

Each cycle is one launch in the same home, on a scenario drawn by a seeded generator (the
seed is ``MACHISMO_CRASH_SEED``, or a random one; it is printed, and every failure names it
with the cycle):

- ``document``: Attributor on a ~1 MB document of 1,000 coloured runs (written once by the
  test, then saved by the app): a letter typed at the start of the body, then Ctrl+S, or
  the Keyboard Shortcuts window (Ctrl+?), whose taking the focus autosaves. Untitled.json.
- ``garage``: CarValet's New Car (Ctrl+N), one to three times. cars.json.
- ``scores``: Cards, a card chosen, Deal (Ctrl+N) and the alert's Deal (Return), which
  records the game. scores.sqlite (and navigation.json as the alert takes the focus); its
  armed kill comes at the time-out, the result in (no temporary file: SQLite writes in place).
- ``navigation``: another tab (Alt+1…4), then Ctrl+? (focus loss). navigation.json.
- ``settings``: the zoom keys (Ctrl+plus, Ctrl+minus, Ctrl+0), one to three. settings.json.

The kill is either *armed*, a random 0–1.5 ms after the file's temporary file appears, so
that it lands in the write, the fsync or the rename, or *blind*, a random 0–250 ms after
the last key: before the save, in it, or after it. The next cycle's launch is the check that
the app starts cleanly on what the kill left: its window appears, leftovers of the killed
launch are gone, nothing is set aside, and its stderr has no GLib critical or warning and
no problem the app logged. A document or garage launch also checks that the app shows what
the file on disk holds (the body's length, ``Total Cars: N``). The last launch quits
normally and leaves every file as it found it. 200 kills take about 2½ minutes here
(2 cores, debug build).
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

import pyatspi
import pytest

import crash_files
import harness
from cardgames import FACE_DOWN, board, choose
from crash_files import CARS, DOCUMENT, NAVIGATION, SCORES, SETTINGS, Check

SEED_VARIABLE = "MACHISMO_CRASH_SEED"
KILLS_VARIABLE = "MACHISMO_CRASH_KILLS"

#: An armed kill comes this long at most after the temporary file appeared (seconds;
#: writing, syncing and renaming take 0.3 ms for a small file here, 1 ms for the document)...
ARMED_SPAN = 0.0015
#: ...or at once when the file was replaced before its temporary file was seen, or this
#: long after the keys when it was not written at all.
ARMED_TIMEOUT = 2.0
#: A blind kill comes this long at most after the last key.
BLIND_SPAN = 0.25
#: The share of armed kills.
ARMED_SHARE = 0.6

#: The app's zoom levels (Gtk's TextZoom.levels): Ctrl+plus and Ctrl+minus step through them.
ZOOM_LEVELS = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3]

#: Tabs Alt+1…4 select (harness.BAR_TABS), by restoration identifier.
BAR_IDENTIFIERS = [tab.lower() for tab in harness.BAR_TABS[:4]]


@dataclass
class Save:
    """What a scenario drove the app to: the keys that make it save, the file it saves
    (watched by armed kills), and what each file it may change must then hold."""
    keys: list[str]
    target: str
    may_change: dict[str, Check] = field(default_factory=dict)

    def __post_init__(self):
        # Attributor remembers its document whenever it opens (a restored tab, Alt+4).
        self.may_change.setdefault(crash_files.ATTRIBUTOR, remembers_the_document)


@dataclass
class Scenario:
    name: str
    args: tuple[str, ...]
    #: Drives the app up to the last keys: (app, the files on disk, the generator) → Save.
    drive: Callable[[harness.App, dict[str, bytes], random.Random], Save]
    weight: int


def remembers_the_document(_old, new) -> bool:
    return new["documentPath"].endswith("/" + DOCUMENT.removeprefix("data/machismo/"))


def valid(_old, _new) -> bool:
    """Any complete file in the app's format (a focus-loss save of the tabs' state)."""
    return True


# --------------------------------------------------------------------------- scenarios

def write_large_document(home: harness.XdgHome, size: int = 1_000_000) -> None:
    """Untitled.json with ~``size`` characters of text and a coloured run every 1,000."""
    words = "lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor".split()
    lines = [" ".join(words[(line + index) % len(words)] for index in range(12)) for line in range(len(words))]
    text = ""
    while len(text) < size:
        text += "\n".join(lines) + "\n"
    text = text[:size]
    runs = [{"start": start, "length": 5, "color": [1, 0, 0]} for start in range(500, size - 5, 1000)]
    path = home.path / DOCUMENT
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "machismo-attributed-text", "version": 1, "text": text, "runs": runs}))


def shown_document(app, files):
    """The body, once it is checked to show as many characters as the document on disk."""
    text = json.loads(files[DOCUMENT])["text"]
    body = app.find("text", "Body", root=app.main_window)
    shown = body.queryText().characterCount
    assert shown == len(text), f"Attributor shows {shown} characters; the document on disk has {len(text)}"
    return body


def document(app, files, rng) -> Save:
    body = shown_document(app, files)
    app.focus()
    app.mouse_click(body)
    harness.wait_for(lambda: harness.has_state(body, pyatspi.STATE_FOCUSED), message="the body to have the focus")
    letter = rng.choice("abcdefghijklmnopqrstuvwxyz")
    harness.xdotool("key", "--clearmodifiers", "ctrl+Home", letter)
    return Save(keys=[rng.choice(["ctrl+s", "ctrl+question"])], target=DOCUMENT, may_change={
        DOCUMENT: lambda old, new: new["text"] == letter + old["text"],
        NAVIGATION: valid,
    })


def garage(app, files, rng) -> Save:
    cars = json.loads(files[CARS])["cars"] if CARS in files else []
    app.find("label", f"Total Cars: {len(cars)}", root=app.main_window)
    presses = rng.randint(1, 3)

    def added_new_cars(old, new) -> bool:
        before = old["cars"] if old else []
        added = new["cars"][len(before):]
        return new["cars"][:len(before)] == before and 1 <= len(added) <= presses \
            and all((car["make"], car["model"]) == ("Unknown", "Unknown") for car in added)
    app.focus()
    return Save(keys=["ctrl+n"] * presses, target=CARS, may_change={CARS: added_new_cars})


def scores(app, files, rng) -> Save:
    cards = board(app, "cards")
    if all(card.name == FACE_DOWN for card in cards):
        choose(cards[0])
        harness.wait_for(lambda: board(app, "cards")[0].name != FACE_DOWN, message="the first card turned up")
    app.press_keys("ctrl+n", window=harness.MAIN)
    app.window("Deal Again?")

    def recorded_one_game(old, new) -> bool:
        # The old results, or those and the game. (The first game makes the database, whole,
        # then records the game in a transaction of its own: a kill between the two leaves a
        # database with the old results, none.)
        before = old["results"] if old else []
        if new["results"] == before:
            return True
        return new["results"][:len(before)] == before and len(new["results"]) == len(before) + 1 \
            and new["results"][-1]["game"].startswith("Cards")
    return Save(keys=["Return"], target=SCORES, may_change={SCORES: recorded_one_game, NAVIGATION: valid})


def navigation(app, files, rng) -> Save:
    shown = json.loads(files[NAVIGATION]).get("selectedTab") if NAVIGATION in files else "cards"
    tab = rng.choice([identifier for identifier in BAR_IDENTIFIERS if identifier != shown])
    app.focus()
    return Save(keys=[f"alt+{BAR_IDENTIFIERS.index(tab) + 1}", "ctrl+question"], target=NAVIGATION,
                may_change={NAVIGATION: lambda old, new: new["selectedTab"] == tab})


def settings(app, files, rng) -> Save:
    level = ZOOM_LEVELS.index(json.loads(files[SETTINGS]).get("textZoom", 1) if SETTINGS in files else 1)
    keys, zooms = [], []
    for _ in range(rng.randint(1, 3)):
        moves = {"ctrl+plus": min(level + 1, len(ZOOM_LEVELS) - 1), "ctrl+minus": max(level - 1, 0),
                 "ctrl+0": ZOOM_LEVELS.index(1)}
        key = rng.choice([key for key, to in moves.items() if to != level])   # each key changes the zoom
        keys.append(key)
        level = moves[key]
        zooms.append(ZOOM_LEVELS[level])

    def zoomed_only(old, new) -> bool:
        def others(value):
            return {key: item for key, item in (value or {}).items() if key != "textZoom"}
        return new["textZoom"] in zooms and (old is None or others(new) == others(old))
    app.focus()
    return Save(keys=keys, target=SETTINGS, may_change={SETTINGS: zoomed_only})


SCENARIOS = [
    Scenario("document", ("--start", "attributor"), document, weight=3),
    Scenario("garage", ("--start", "carvalet"), garage, weight=2),
    Scenario("scores", ("--start", "cards"), scores, weight=2),
    Scenario("navigation", (), navigation, weight=2),
    Scenario("settings", (), settings, weight=1),
]


def scenario_order(rng: random.Random, count: int) -> list[Scenario]:
    """Every scenario once in the first cycles, then drawn by weight."""
    first = rng.sample(SCENARIOS, len(SCENARIOS))
    rest = rng.choices(SCENARIOS, weights=[scenario.weight for scenario in SCENARIOS], k=max(0, count - len(first)))
    return (first + rest)[:count]


# --------------------------------------------------------------------------- the kill

def identity(path: Path):
    """What changes when the file is replaced: its inode, size and time."""
    try:
        status = path.stat()
    except FileNotFoundError:
        return None
    return status.st_ino, status.st_size, status.st_mtime_ns


def kill_armed(app, target: Path, unchanged, rng: random.Random) -> bool:
    """Kills the app a random moment after the target's temporary file appears; True when
    it did appear (False: the target changed from ``unchanged``, or the time ran out,
    before it was seen)."""
    temporary = f".{target.name}.{app.pid}.tmp"
    deadline = time.monotonic() + ARMED_TIMEOUT
    seen = False
    while time.monotonic() < deadline and identity(target) == unchanged:
        try:
            seen = temporary in os.listdir(target.parent)
        except FileNotFoundError:
            pass
        if seen:
            time.sleep(rng.uniform(0, ARMED_SPAN))
            break
    os.kill(app.pid, signal.SIGKILL)
    return seen


def kill_blind(app, rng: random.Random) -> None:
    time.sleep(rng.uniform(0, BLIND_SPAN))
    os.kill(app.pid, signal.SIGKILL)


def output_problems(app) -> list[str]:
    """The lines of a killed launch's stderr that fail the test: GLib criticals and warnings
    (harness.BAD_STDERR; GTK's "Trying to snapshot GtkGizmo … without a current allocation"
    for the document's scrollbar among them, see Sources/CGtkExtras/outline_text_view.c) and
    problems the app logged (a file set aside, a document that could not be opened, a save
    that failed)."""
    return [line for line in app.stderr.splitlines()
            if harness.BAD_STDERR.search(line) or crash_files.LOGGED_PROBLEM.match(line)]


class Launches:
    """The cycles' launches, each killed by the test: started like the ``launch``
    fixture's, but checked here (``output_problems``), and killed if a failure leaves
    one running."""

    def __init__(self, home: harness.XdgHome):
        self.home = home
        self.running: Optional[harness.App] = None

    def start(self, *args: str) -> harness.App:
        self.running = harness.App(*args, home=self.home)
        return self.running.start()

    def close(self) -> None:
        if self.running is not None and self.running.running():
            self.running.kill()


# --------------------------------------------------------------------------- the test

def test_sigkill_while_saving_leaves_every_file_old_or_new(launch, xdg_home):
    launches = Launches(xdg_home)
    try:
        run_cycles(launch, launches, xdg_home)
    finally:
        launches.close()


def test_sigkill_while_recording_results_loses_none_that_returned(tmp_path):
    """Issue 44's reliability: the score book's recorder (``scores-bench --record-until-killed``,
    results recorded one after another through ScoreBook, each id printed once its recording
    has returned) is killed with SIGKILL 200 times (``MACHISMO_CRASH_KILLS``) in the same
    folder, each time either soon after a result returned (*armed*: within 20 ms, mid-commit
    or mid-sync) or at a random moment from its start (*blind*, the database's making
    included). After every kill the database passes ``PRAGMA quick_check`` and holds every
    result whose recording returned, each once."""
    recorder = harness.BINARY.parent / "scores-bench"
    if not recorder.exists():
        pytest.skip(f"no {recorder} (swift build builds it)")
    seed = int(os.environ.get(SEED_VARIABLE) or random.SystemRandom().randrange(1 << 32))
    kills = int(os.environ.get(KILLS_VARIABLE) or 200)
    print(f"\nrecording kills: {kills} kills, seed {seed} (rerun with {SEED_VARIABLE}={seed})")
    rng = random.Random(seed)
    folder = tmp_path / "data"
    database = folder / "scores.sqlite"
    returned: list[str] = []
    began = time.monotonic()
    for cycle in range(1, kills + 1):
        printed = tmp_path / f"returned-{cycle}.txt"
        with open(printed, "wb") as out, open(tmp_path / "stderr.txt", "wb") as err:
            recorder_process = subprocess.Popen([str(recorder), "--record-until-killed", str(folder)],
                                                stdout=out, stderr=err)
        armed = rng.random() < 0.7
        if armed:
            harness.wait_for(lambda: printed.stat().st_size > 0 or recorder_process.poll() is not None, 30,
                             interval=0.001, message="the first result recorded")
            time.sleep(rng.uniform(0, 0.02))
        else:
            time.sleep(rng.uniform(0, 0.3))
        recorder_process.send_signal(signal.SIGKILL)
        code = recorder_process.wait(timeout=30)
        context = f"seed {seed}, cycle {cycle} ({'armed' if armed else 'blind'})"
        assert code == -signal.SIGKILL, f"{context}: the recorder ended by itself: " + \
            (tmp_path / "stderr.txt").read_text(errors="replace")
        returned += printed.read_text().split()
        if not database.exists():
            assert not returned, f"{context}: results returned but no database"
            continue
        with sqlite3.connect(f"file:{database}?mode=rw", uri=True, timeout=5) as connection:
            check = [row[0] for row in connection.execute("PRAGMA quick_check")]
            ids = [row[0] for row in connection.execute("SELECT id FROM result")]
        connection.close()
        assert check == ["ok"], f"{context}: quick_check found {check}"
        assert len(ids) == len(set(ids)), f"{context}: a result was stored twice"
        missing = set(returned) - set(ids)
        assert not missing, f"{context}: {len(missing)} results whose recording returned are gone"
    elapsed = time.monotonic() - began
    print(f"recording kills: {kills} in {elapsed:.0f} s, {len(returned)} results returned and kept")
    assert len(returned) >= kills // 2, "most launches recorded something before the kill"


def kill_while_saving(app, scenario: Scenario, armed: bool, files: dict[str, bytes], rng: random.Random,
                      tally: Counter) -> dict[str, bytes]:
    """One cycle on a launched app: drives it, kills it while it saves, checks what it
    left (returned, the files of the next cycle) and counts how it went in ``tally``."""
    save = scenario.drive(app, files, rng)
    target = app.home.path / save.target
    unchanged = identity(target)
    # The keys go in the background: the first save may come before xdotool is done.
    keys = subprocess.Popen(["xdotool", "key", "--clearmodifiers", *save.keys])
    if armed:
        tally["armed, temporary file seen"] += kill_armed(app, target, unchanged, rng)
    else:
        kill_blind(app, rng)
    assert app.process.wait(timeout=harness.EXIT_TIMEOUT) == -signal.SIGKILL, "the app was not killed"
    keys.wait(timeout=harness.EXIT_TIMEOUT)
    problems = output_problems(app)
    assert not problems, "the app wrote to stderr:\n  " + "\n  ".join(problems)

    after = crash_files.snapshot(app.home)
    outcome = crash_files.compare(files, after, save.may_change, killed_pid=app.pid)
    assert not outcome.problems, "\n  " + "\n  ".join(outcome.problems)
    tally[scenario.name] += 1
    tally["armed" if armed else "blind"] += 1
    tally["new contents" if save.target in outcome.changed else "old contents"] += 1
    tally["killed mid-write (temporary file left)"] += bool(outcome.temporaries)
    return after


def run_cycles(launch, launches: Launches, xdg_home: harness.XdgHome) -> None:
    seed = int(os.environ.get(SEED_VARIABLE) or random.SystemRandom().randrange(1 << 32))
    kills = int(os.environ.get(KILLS_VARIABLE) or 200)
    print(f"\ncrash consistency: {kills} kills, seed {seed} (rerun with {SEED_VARIABLE}={seed})")
    rng = random.Random(seed)
    write_large_document(xdg_home)
    files = crash_files.snapshot(xdg_home)
    tally: Counter[str] = Counter()
    began = time.monotonic()

    for cycle, scenario in enumerate(scenario_order(rng, kills), start=1):
        armed = rng.random() < ARMED_SHARE
        try:
            files = kill_while_saving(launches.start(*scenario.args), scenario, armed, files, rng, tally)
        except AssertionError as error:
            raise AssertionError(f"seed {seed}, cycle {cycle} ({scenario.name}, {'armed' if armed else 'blind'} "
                                 f"kill): {error}") from error

    elapsed = time.monotonic() - began
    print(f"crash consistency: {kills} kills in {elapsed:.0f} s ({elapsed / max(kills, 1):.2f} s each): "
          + ", ".join(f"{what} {count}" for what, count in sorted(tally.items())))

    # The last launch starts cleanly on what the kills left, shows the document, and quits.
    app = launch("--start", "attributor", wait_title="Attributor")
    shown_document(app, files)
    app.quit()
    assert app.close() == 0
    outcome = crash_files.compare(files, crash_files.snapshot(xdg_home), {NAVIGATION: valid}, killed_pid=app.pid)
    assert not outcome.problems and not outcome.temporaries, f"seed {seed}, the last launch: {outcome}"
    assert tally["killed mid-write (temporary file left)"] >= kills // 20, \
        f"seed {seed}: too few kills landed while a file was being written: {tally}"
