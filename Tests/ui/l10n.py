"""The app's translations as the tests expect them: the compiled catalogues beside the binary.

``Language("de")`` opens ``<binary dir>/locale/de/LC_MESSAGES/machismo.mo`` and the
libraries' ``machismo-libraries.mo`` with Python's ``gettext`` (the files ``make catalogues``
writes, which the app reads when it runs from the build) and answers what the app must show: ``t("Settings")``, ``tc("game", "Cards")``,
``tn("%d word", "%d words", 1, 1)``, ``tnc(...)``, their placeholders filled the way
``MessageFormat`` fills them (``%1$s``, ``%s``, ``%d``). Each of them fails the test (an
``UntranslatedError``) when the catalogue leaves the message as it is in English, unless
``same=True`` says that the word may stay (``Set``): a test that passes proves the app took the
word from the catalogue, and a missing translation fails it by name.

``env`` is the launch environment (``LANGUAGE=de``, ``LC_ALL=de_DE.UTF-8``); ``App``
(harness.py) reads ``LANGUAGE`` from its ``env`` and looks for its own landmarks (Main Menu,
Back, More, the tab names) through ``Language.word``.

``english_left(names)`` finds the names a translated UI still shows in English: a whole
English message the catalogue translates, or (in German) an English word that no German
message uses, or (in Arabic) any word in Latin letters — leaving out what
``translations_allowed_english.txt`` allows, each entry with its reason.
"""

from __future__ import annotations

import functools
import gettext
import locale
import re
import time
from functools import cached_property
from pathlib import Path
from typing import Optional

import harness

HERE = Path(__file__).resolve().parent

#: The shipped translations and the locale each is tested under.
LANGUAGES = {"de": "de_DE.UTF-8", "ar": "ar_EG.UTF-8"}

#: Names allowed to stay in Latin letters / English in a translated UI, one a line with
#: its reason: ``word  # reason`` or ``re:pattern  # reason``.
ALLOWED_FILE = HERE / "translations_allowed_english.txt"


class UntranslatedError(harness.UITestError):
    """The catalogue does not translate a message the test checks."""


def locale_directory() -> Path:
    """Where the binary under test reads its catalogues: ``locale/`` beside a built binary,
    ``share/locale`` of the prefix an installed one (``PREFIX/bin/machismo``) is in."""
    built = harness.BINARY.parent / "locale"
    return built if built.exists() else harness.BINARY.parent.parent / "share" / "locale"


def fill(message: str, arguments) -> str:
    """MessageFormat.fill: ``%1$s``/``%2$d`` by position, ``%s``/``%d`` in order, ``%%``.
    Numbers are small in these tests (no digit grouping)."""
    arguments = [str(value) for value in arguments]
    position = 0

    def one(match):
        nonlocal position
        if match.group(0) == "%%":
            return "%"
        index = int(match.group(1)) - 1 if match.group(1) else position
        position = index + 1
        return arguments[index] if index < len(arguments) else match.group(0)
    return re.sub(r"%%|%(?:(\d+)\$)?[sd]", one, message)


class Language:
    def __init__(self, code: str):
        self.code = code
        self.locale = LANGUAGES[code]
        path = locale_directory() / code / "LC_MESSAGES" / "machismo.mo"
        if not path.exists():
            raise UntranslatedError(f"no compiled {code} catalogue at {path}: run 'make catalogues'")
        self.catalogue = gettext.translation("machismo", str(locale_directory()), languages=[code])
        # The library products' words (Back, More, the Set cards' names) are in a catalogue of
        # their own (machismo-libraries.mo, beside the app's): one lookup answers for both.
        libraries = gettext.translation("machismo-libraries", str(locale_directory()), languages=[code])
        for key, value in libraries._catalog.items():  # noqa: SLF001 - the parsed .mo
            self.catalogue._catalog.setdefault(key, value)  # noqa: SLF001

    def __repr__(self) -> str:
        return f"Language({self.code!r})"

    @property
    def env(self) -> dict[str, str]:
        return {"LANGUAGE": self.code, "LC_ALL": self.locale}

    @property
    def rtl(self) -> bool:
        return self.code == "ar"

    # -- messages

    def _checked(self, english: str, translated: str, same: bool, what: str) -> str:
        if translated == english and not same:
            raise UntranslatedError(f"the {self.code} catalogue leaves {what} {english!r} untranslated")
        return translated

    def t(self, message: str, *arguments, same: bool = False) -> str:
        return fill(self._checked(message, self.catalogue.gettext(message), same, "message"), arguments)

    def tc(self, context: str, message: str, *arguments, same: bool = False) -> str:
        return fill(self._checked(message, self.catalogue.pgettext(context, message), same,
                                  f"message ({context})"), arguments)

    def tn(self, singular: str, plural: str, count: int, *arguments, same: bool = False) -> str:
        form = self.catalogue.ngettext(singular, plural, count)
        return fill(self._checked(singular if count == 1 else plural, form, same, f"message (n={count})"), arguments)

    def tnc(self, context: str, singular: str, plural: str, count: int, *arguments, same: bool = False) -> str:
        form = self.catalogue.npgettext(context, singular, plural, count)
        return fill(self._checked(singular if count == 1 else plural, form, same,
                                  f"message ({context}, n={count})"), arguments)

    @cached_property
    def _by_english(self) -> dict[str, set[str]]:
        """Every English message (singular forms too) → its translations under any context."""
        found: dict[str, set[str]] = {}
        for key, value in self.catalogue._catalog.items():  # noqa: SLF001 - the parsed .mo
            if isinstance(key, tuple):
                key = key[0]
            if not key:
                continue
            english = key.split("\x04", 1)[-1]
            found.setdefault(english, set()).add(value)
        return found

    def word(self, english: str) -> str:
        """``english`` as the UI shows it: its translation without a context, else its only
        translation under a context; a word that is no message (or already translated) as it is."""
        plain = self.catalogue.gettext(english)
        if plain != english:
            return plain
        found = self._by_english.get(english, set())
        return next(iter(found)) if len(found) == 1 else english

    # -- formats

    def strftime(self, pattern: str, moment: time.struct_time) -> str:
        """``pattern`` (a GLib format: ``%-d`` is strftime's too) under this locale's LC_TIME,
        restored after."""
        saved = locale.setlocale(locale.LC_TIME)
        try:
            locale.setlocale(locale.LC_TIME, self.locale)
            return time.strftime(pattern, moment)
        finally:
            locale.setlocale(locale.LC_TIME, saved)

    # -- English left in a translated UI

    @cached_property
    def _vocabularies(self) -> tuple[set[str], set[str]]:
        english, translated = set(), set()
        for key, value in self.catalogue._catalog.items():  # noqa: SLF001
            key = key[0] if isinstance(key, tuple) else key
            if not key:
                continue
            english.update(words(key.split("\x04", 1)[-1]))
            translated.update(words(value))
        return english, translated

    def english_left(self, names, user_data=()) -> list[str]:
        """The ``names`` (strings) that are, or hold, English the catalogue should have
        replaced; ``user_data`` (the user's own words shown: a car's make) left out."""
        english_vocabulary, translated_vocabulary = self._vocabularies
        left = []
        for name in dict.fromkeys(names):
            rest = without_allowed(name)
            for data in user_data:
                rest = rest.replace(data, " ")
            if not rest.strip():
                continue
            if rest in self._by_english and self.word(rest) != rest:
                left.append(f"{name!r} (the English message; the catalogue has {self.word(rest)!r})")
                continue
            latin = words(rest)
            if self.code == "de":
                latin = {word for word in latin if word in english_vocabulary and word not in translated_vocabulary}
            if latin:
                left.append(f"{name!r} (English words: {', '.join(sorted(latin))})")
        return left


def words(message: str) -> set[str]:
    """The lower-case words in Latin letters of a message, its placeholders left out."""
    message = re.sub(r"%(?:\d+\$)?[-']?[a-zA-Z]", " ", message)
    return {word.lower() for word in re.findall(r"[A-Za-z][A-Za-z'’]+", message)}


@functools.lru_cache(maxsize=1)
def allowed_patterns() -> list[tuple[re.Pattern, str]]:
    patterns = []
    # Longer entries first: "iPhone and iPad App Development" before "iPhone".
    lines = sorted(ALLOWED_FILE.read_text(encoding="utf-8").splitlines(), key=lambda line: -len(line.partition("  #")[0]))
    for line in lines:
        entry, _, reason = line.partition("  #")
        entry = entry.strip()
        if not entry or line.lstrip().startswith("#"):
            continue
        if not reason.strip():
            raise harness.UITestError(f"{ALLOWED_FILE.name}: {entry!r} needs a reason")
        pattern = entry[3:] if entry.startswith("re:") else rf"(?<![A-Za-z]){re.escape(entry)}(?![A-Za-z])"
        patterns.append((re.compile(pattern), reason.strip()))
    return patterns


def without_allowed(name: str) -> str:
    for pattern, _ in allowed_patterns():
        name = pattern.sub(" ", name)
    return name


_languages: dict[str, Language] = {}


def language(code: Optional[str]) -> Optional[Language]:
    """The Language for a LANGUAGE value (its first entry), or None for English / none shipped."""
    code = (code or "").split(":")[0].split("_")[0]
    if code not in LANGUAGES:
        return None
    if code not in _languages:
        _languages[code] = Language(code)
    return _languages[code]
