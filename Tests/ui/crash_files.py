"""The files Machismo saves in an XDG home, and how to tell after a SIGKILL whether each one
holds the old contents, the new contents, or something torn (test_crash_consistency.py).

``snapshot(home)`` reads every file under the home's config, data and state folders; the score
database (scores.sqlite, with its -wal and -shm) stands in it as its contents, read by SQLite
from a copy, as the next launch will find it, after ``PRAGMA quick_check`` (JSON: its ``user_version`` and its results in the order recorded),
so that it is old or new by what it holds, not by its bytes.
``compare(before, after, may_change, killed_pid)`` applies the rules of a crash-consistent
save to two snapshots taken around a kill:

- a file that existed is still there (a rename never removes the target);
- a file is byte for byte what it was, or it is complete: not empty, valid JSON, in the
  format the app reads (``FORMATS``), and what this cycle's save was writing (its
  ``may_change`` check, given the old and the new JSON); a file the cycle does not save
  must not change at all;
- AtomicFile's temporary files (``.NAME.PID.tmp``) may be left only by the launch just
  killed: one from an earlier launch is a leftover the launch in between should have
  removed; GLib's temporary file beside GTK's recent files (``GLIB_TEMPORARY``) may be left
  by any launch; nothing is ever set aside as corrupt (``NAME.corrupt-TIMESTAMP``).
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional
from xml.etree import ElementTree

#: AtomicFile's temporary file beside NAME, written by the process PID (or one SQLite keeps
#: beside a database being made there).
TEMPORARY = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.tmp(-wal|-shm|-journal)?$")

#: GLib's temporary file beside GTK's list of recent files (g_file_set_contents writes
#: "NAME.XXXXXX", then renames it over NAME): a kill between the two leaves it, the list whole,
#: and GLib never removes it; it is GTK's, so any launch may have left it.
GLIB_TEMPORARY = re.compile(r"^recently-used\.xbel\.[A-Za-z0-9]{6}$")

#: A file StateFile set aside because it could not be read.
SET_ASIDE = re.compile(r"\.corrupt-\d{8}T\d{6}Z(-\d+)?$")

#: A swift-log line of level warning or above on the app's stderr ("… warning machismo.storage: …").
LOGGED_PROBLEM = re.compile(r"^\S+ (warning|error|critical) ", re.MULTILINE)

#: Where the app keeps each file, relative to the XDG home.
DOCUMENT = "data/machismo/Documents/Untitled.json"
CARS = "data/machismo/cars.json"
SCORES = "data/machismo/scores.sqlite"
SETTINGS = "config/machismo/settings.json"
WINDOW = "config/machismo/window.json"
NAVIGATION = "state/machismo/navigation.json"
ATTRIBUTOR = "state/machismo/attributor.json"
#: GTK's list of recent files (GtkRecentManager, which Attributor's Open Recent adds to), XML
#: that GLib writes atomically: whole after any kill, and changed by any open or save.
RECENT = "data/recently-used.xbel"

#: A check of a file's new JSON against its old JSON (None when the file is new).
Check = Callable[[Optional[object], object], bool]


def snapshot(home) -> dict[str, bytes]:
    """Every file under the home's config, data and state folders: path relative to the home → bytes
    (the score database: its contents, ``database_contents``)."""
    files = {}
    database = Path(SCORES)
    for folder in (home.config, home.data, home.state):
        for path in folder.rglob("*"):
            relative = path.relative_to(home.path)
            if relative.parent == database.parent and path.name in (database.name, database.name + "-wal",
                                                                     database.name + "-shm"):
                continue
            if path.is_file():
                files[str(relative)] = path.read_bytes()
    if (home.path / SCORES).exists():
        files[SCORES] = database_contents(home.path / SCORES)
    return files


def database_contents(path: Path) -> bytes:
    """The score database as JSON, {"version": user_version, "results": [{id, game, start, end,
    score}, …]} in the order recorded, as the next launch will find it; what ``PRAGMA
    quick_check`` found, not JSON, when it is damaged.

    Read from a copy of the database and its write-ahead log, without the -shm index: a kill
    can land after a transaction's commit frame reached the log but before the index said so.
    The next launch, the database's first opener, rebuilds the index from the log and finds
    the result; a read-only connection to the files in place would trust the stale index and
    miss it (and the next cycle, saving nothing there, would seem to change the scores)."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        log = path.with_name(path.name + "-wal")
        if log.exists():
            shutil.copyfile(log, copy.with_name(copy.name + "-wal"))
        with sqlite3.connect(copy, timeout=5) as connection:
            check = [row[0] for row in connection.execute("PRAGMA quick_check")]
            if check != ["ok"]:
                return ("quick_check: " + "; ".join(check)).encode()
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            rows = connection.execute("SELECT id, game, start, end, score FROM result ORDER BY seq").fetchall()
        connection.close()
    results = [dict(zip(("id", "game", "start", "end", "score"), row)) for row in rows]
    return json.dumps({"version": version, "results": results}).encode()


def temporary_of(path: str) -> Optional[tuple[str, int]]:
    """(the real file's path, the writer's pid) when ``path`` is AtomicFile's temporary file."""
    match = TEMPORARY.match(Path(path).name)
    if match is None:
        return None
    return str(Path(path).with_name(match["name"])), int(match["pid"])


# --------------------------------------------------------------------------- formats

def _require(condition: bool, what: str) -> None:
    if not condition:
        raise AssertionError(what)


def _document(value) -> None:
    """Sources/RichText/FORMAT.md: the format, version 1, the text, runs inside it."""
    _require(value.get("format") == "machismo-attributed-text" and value.get("version") == 1, "not a v1 document")
    text = value["text"]
    _require(isinstance(text, str), "text is not a string")
    for run in value.get("runs") or []:
        start, length = run["start"], run["length"]
        _require(isinstance(start, int) and isinstance(length, int) and 0 <= start and start + length <= len(text),
                 f"run {run} does not fit the text of {len(text)} characters")


def _saved_list(key: str, fields: dict[str, type | tuple[type, ...]], version: int = 1) -> Callable[[object], None]:
    """Storage's SavedList: {"version": VERSION, KEY: [items with these fields, of these types]}."""
    def check(value) -> None:
        _require(value.get("version") == version and isinstance(value.get(key), list),
                 f"not a v{version} list of {key}")
        for item in value[key]:
            for name, kind in fields.items():
                _require(isinstance(item.get(name), kind), f"{key} item without a valid {name}: {item}")
    return check


def _settings(value) -> None:
    _require(isinstance(value, dict), "not an object")
    _require(isinstance(value.get("textZoom", 1.0), (int, float)), "textZoom is not a number")


def _navigation(value) -> None:
    """Navigation's RestorationState."""
    _require(isinstance(value.get("tabOrder"), list) and all(isinstance(tab, str) for tab in value["tabOrder"]),
             "no tabOrder")
    _require(value.get("selectedTab") is None or isinstance(value["selectedTab"], str), "bad selectedTab")
    _require(isinstance(value.get("showingMoreList"), bool), "no showingMoreList")
    for tab, pages in value["paths"].items():
        for page in pages:
            _require(isinstance(page["identifier"], str) and isinstance(page["state"], dict),
                     f"bad page in the {tab} path: {page}")


def _window(value) -> None:
    _require(all(isinstance(value.get(key), int) for key in ("width", "height")), "no size")
    _require(isinstance(value.get("maximized"), bool), "no maximized")


def _attributor(value) -> None:
    _require(isinstance(value.get("documentPath"), str) and value["documentPath"].endswith(".json"),
             "no documentPath")


#: Each file's format, as the app reads it back; raises AssertionError saying what is wrong.
FORMATS: dict[str, Callable[[object], None]] = {
    DOCUMENT: _document,
    CARS: _saved_list("cars", {"id": str, "make": str, "model": str, "year": int, "fuelGallons": (int, float)}),
    SCORES: _saved_list("results", {"id": str, "game": str, "start": float, "end": float, "score": int}),
    SETTINGS: _settings,
    WINDOW: _window,
    NAVIGATION: _navigation,
    ATTRIBUTOR: _attributor,
}


# --------------------------------------------------------------------------- after a kill

@dataclass
class Outcome:
    """What a kill left: the files that hold new contents, the temporary files left
    behind (the kill came mid-write), and every broken rule."""
    changed: list[str] = field(default_factory=list)
    temporaries: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def compare(before: dict[str, bytes], after: dict[str, bytes], may_change: dict[str, Check],
            killed_pid: int) -> Outcome:
    """Checks ``after`` (taken after the kill) against ``before`` (taken before the save)."""
    outcome = Outcome()
    for path in sorted(set(before) | set(after)):
        temporary = temporary_of(path)
        if temporary is not None:
            real, pid = temporary
            if path not in after:
                continue
            if pid != killed_pid:
                outcome.problems.append(f"{path}: a temporary file of an earlier launch (pid {pid}) is still there")
            elif real not in FORMATS:
                outcome.problems.append(f"{path}: a temporary file of an unknown file")
            else:
                outcome.temporaries.append(path)
            continue
        if GLIB_TEMPORARY.match(Path(path).name) and Path(path).parent == Path(RECENT).parent:
            if path in after and path not in before:
                outcome.temporaries.append(path)
            continue
        if SET_ASIDE.search(path):
            outcome.problems.append(f"{path}: a file was set aside as unreadable")
            continue
        if path not in after:
            outcome.problems.append(f"{path}: the file vanished")
            continue
        if before.get(path) == after[path]:
            continue
        problem = _problem_with_new(path, before.get(path), after[path], may_change)
        if problem:
            outcome.problems.append(f"{path}: {problem}")
        else:
            outcome.changed.append(path)
    return outcome


def _excerpt(data: Optional[bytes], limit: int = 600) -> str:
    if data is None:
        return "(none)"
    text = data.decode(errors="replace")
    return text if len(text) <= limit else f"{text[:limit // 2]} … {text[-limit // 2:]} ({len(data)} bytes)"


def _problem_with_new(path: str, old: Optional[bytes], new: bytes, may_change: dict[str, Check]) -> Optional[str]:
    if not new:
        return "empty"
    if path == RECENT:
        try:
            root = ElementTree.fromstring(new)
        except ElementTree.ParseError as error:
            return f"torn: {len(new)} bytes that are not well-formed XML ({error})"
        return None if root.tag == "xbel" else f"not GTK's recent files: <{root.tag}>"
    try:
        value = json.loads(new)
    except (ValueError, UnicodeDecodeError) as error:
        return f"torn: {len(new)} bytes that are not valid JSON ({error})"
    if path not in FORMATS:
        return "a file the app does not save"
    try:
        FORMATS[path](value)
    except (AssertionError, KeyError, TypeError, AttributeError) as error:
        return f"not in the app's format: {error!r}"
    if path not in may_change:
        return "changed, though this cycle saves nothing there"
    old_value = json.loads(old) if old else None
    if not may_change[path](old_value, value):
        return (f"complete, but neither the old contents nor the new:\n"
                f"    old: {_excerpt(old)}\n    new: {_excerpt(new)}")
    return None
