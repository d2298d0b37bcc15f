"""Scores' chart (``scores/chart``): the header bar's **Chart** button shows it beside the
list (pushed on it in a narrow window); the span drop down (``combo box 'Span'``) chooses
how far back it looks; the chart is an ``image 'Scores over time'`` whose description is
its summary, one line per game (``Set: 214 games, best 312, median 188, rising over the
past month``), also shown under it.

Each test writes a scores.json of many results (the games that record them are other
scenes), spread over two years up to the launch, so that the spans hold different games:
one every six hours, three hours off the hour, so that no result lies within hours of a
span's edge while the test runs. The summary expected is worked out here from the file,
by the rules ``ScoreStatistics`` documents (medians of the span's halves for the trend).
"""

import json
import locale
import time
from datetime import datetime, timezone

import harness
from harness import click, find_all_in, is_visible
from l10n import Language

HOUR = 3600
DAY = 86_400
GAMES = ("Cards 2-card", "Cards 3-card", "Set")
SPANS = {"week": 7 * DAY, "month": 30 * DAY, "year": 365 * DAY, "all": None}
SPAN_TITLES = {"week": "Past Week", "month": "Past Month", "year": "Past Year", "all": "All Time"}


def iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def score(game: str, index: int, age_days: float) -> int:
    """Cards 2-card keeps steady, Cards 3-card falls over the years (lower lately), Set rises."""
    noise = (index * 7919) % 11 - 5
    if game == "Cards 2-card":
        return 12 + noise
    if game == "Cards 3-card":
        return int(age_days / 8) + noise
    return 120 - int(age_days / 4) + noise


def make_results(now: float, recent: int = 160, older: int = 240) -> list[dict]:
    """``recent`` results one every six hours back from three hours ago (40 days for 160),
    then ``older`` ones every three days (two years for 240)."""
    ages = [(6 * index + 3) * HOUR for index in range(recent)]
    ages += [recent * 6 * HOUR + 3 * DAY * index + 3 * HOUR for index in range(older)]
    results = []
    for index, age in enumerate(ages):
        end = now - age
        game = GAMES[index % 3]
        results.append({"id": f"{index:08X}-1111-4111-8111-111111111111", "game": game, "start": iso(end - 200),
                        "end": iso(end), "score": score(game, index, age / DAY)})
    return results


def seed(home, results):
    path = home.data / "machismo" / "scores.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 2, "results": results}))


def median(values):
    values = sorted(values)
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def parse(text: str) -> float:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=timezone.utc).timestamp()


def expected_games(results, span: str, now: float):
    """(game, count, best, median, trend or None) for each game in the span, in the app's order."""
    length = SPANS[span]
    ends = [(parse(r["end"]), r) for r in results]
    kept = [(end, r) for end, r in ends if end <= now and (length is None or end >= now - length)]
    if length is None:
        first = min(end for end, _ in kept)
        start = (first // DAY) * DAY  # local midnight, TZ=UTC
    else:
        start = now - length
    halfway = (start + now) / 2
    games = []
    for game in GAMES:
        mine = [(end, r["score"]) for end, r in kept if r["game"] == game]
        if not mine:
            continue
        scores = [s for _, s in mine]
        earlier = [s for end, s in mine if end < halfway]
        later = [s for end, s in mine if end >= halfway]
        trend = None
        if len(earlier) >= 2 and len(later) >= 2:
            change = median(later) - median(earlier)
            if abs(change) < max(1, (max(scores) - min(scores)) / 10):
                trend = "steady"
            else:
                trend = "rising" if change > 0 else "falling"
        games.append((game, len(scores), max(scores), median(scores), trend))
    return games


def number(value, language) -> str:
    """A number as the app writes it through the C library: C.UTF-8 in English, else the language's locale."""
    saved = locale.setlocale(locale.LC_NUMERIC)
    try:
        locale.setlocale(locale.LC_NUMERIC, language.locale if language else "C.UTF-8")
        if value == int(value):
            return locale.format_string("%d", int(value), grouping=True)
        return locale.format_string("%.1f", value, grouping=True)
    finally:
        locale.setlocale(locale.LC_NUMERIC, saved)


PHRASES = {("rising", "week"): "rising over the past week", ("rising", "month"): "rising over the past month",
           ("rising", "year"): "rising over the past year", ("rising", "all"): "rising since the first game",
           ("falling", "week"): "falling over the past week", ("falling", "month"): "falling over the past month",
           ("falling", "year"): "falling over the past year", ("falling", "all"): "falling since the first game",
           ("steady", "week"): "steady over the past week", ("steady", "month"): "steady over the past month",
           ("steady", "year"): "steady over the past year", ("steady", "all"): "steady since the first game"}


def expected_summary(results, span, now, language=None) -> str:
    def t(message, *arguments):
        same = message == "%1$s, %2$s"  # German joins them as English does
        return language.t(message, *arguments, same=same) if language else harness_fill(message, arguments)

    def tn(singular, plural, count, *arguments):
        if language:
            return language.tn(singular, plural, count, *arguments)
        return harness_fill(singular if count == 1 else plural, arguments)

    def title(game):
        if game == "Set":
            return language.tc("game", "Set", same=True) if language else "Set"
        return t(game)

    lines = []
    for game, count, best, middle, trend in expected_games(results, span, now):
        line = tn("%1$s: %2$d game, best %3$s, median %4$s", "%1$s: %2$d games, best %3$s, median %4$s", count,
                  title(game), number(count, language), number(best, language), number(middle, language))
        if trend:
            line = t("%1$s, %2$s", line, t(PHRASES[(trend, span)]))
        lines.append(line)
    return "\n".join(lines)


def harness_fill(message, arguments):
    from l10n import fill
    return fill(message, arguments)


def chart(app):
    word = app.language.t("Scores over time") if app.language else "Scores over time"
    return app.find("image", word, root=app.main_window, predicate=is_visible)


def wait_for_summary(app, expected):
    harness.wait_for(lambda: chart(app).description == expected, 5,
                     message=lambda: f"the summary {expected!r}, not {chart(app).description!r}")


def choose_span(app, span, language=None):
    """Chooses ``span`` in the drop down: its popup list, from the top with the keyboard. (GTK 4.8
    puts the list's focus on the chosen item, while AT-SPI reports the first one focused, which
    misleads ``App.choose``.)"""
    name = language.t("Span") if language else "Span"
    title = language.t(SPAN_TITLES[span]) if language else SPAN_TITLES[span]
    combo = app.drop_down(name)
    click(app.find("push button", None, root=combo))
    harness.wait_for(lambda: find_all_in(combo, "list item", predicate=is_visible), 5,
                     message="the span drop down's popup")
    app.press_keys("Home", *["Down"] * list(SPANS).index(span), "Return")
    harness.wait_for(lambda: app.drop_down_value(name) == title, 5,
                     message=lambda: f"the span {title!r}, not {app.drop_down_value(name)!r}")


def open_chart(app, language=None):
    word = language.t("Chart") if language else "Chart"
    click(app.find("push button", word, root=app.main_window, predicate=is_visible))
    app.expect_title(word)


def test_the_chart_shows_each_games_summary_and_the_span_changes_it(launch, xdg_home, shot):
    now = time.time()
    results = make_results(now)
    seed(xdg_home, results)
    app = launch("--start", "scores", wait_title="Scores", env={"TZ": "UTC"})
    open_chart(app)
    assert app.back_button() is None, "beside the list"
    assert app.drop_down_value("Span") == "Past Month"
    month = expected_summary(results, "month", now)
    assert month.count("\n") == 2 and "Set: " in month and ", rising over the past month" in month, month
    wait_for_summary(app, month)
    page = chart(app).parent  # the chart page's column: the list's rows are many
    for line in month.split("\n"):
        assert find_all_in(page, "label", line), f"{line!r} shown under the chart"
    shot("month")
    for span in ("week", "year", "all"):
        choose_span(app, span)
        wait_for_summary(app, expected_summary(results, span, now))
        shot(span)
    summary = chart(app).description
    assert "Cards 3-card: 133 games" in summary and "falling since the first game" in summary, summary

    # A result chosen in the list takes the chart's place; the button brings it back, with its span.
    first_row = app.find_all("list item", None, root=app.find("list", "Scores", root=app.main_window,
                                                                 predicate=is_visible))[0]
    app.mouse_click(first_row)
    app.expect_title("Cards 2-card Result")
    open_chart(app)
    assert app.drop_down_value("Span") == "All Time"
    wait_for_summary(app, expected_summary(results, "all", now))


def test_the_chart_opens_from_the_command_line_and_comes_back_with_its_span(launch, xdg_home):
    now = time.time()
    results = make_results(now, recent=60, older=40)
    seed(xdg_home, results)
    app = launch("--start", "scores/chart", wait_title="Chart", env={"TZ": "UTC"})
    wait_for_summary(app, expected_summary(results, "month", now))
    choose_span(app, "year")
    wait_for_summary(app, expected_summary(results, "year", now))
    app.press_keys("ctrl+w", window=harness.MAIN)
    assert app.close() == 0
    again = launch(wait_title="Chart", env={"TZ": "UTC"})
    assert again.drop_down_value("Span") == "Past Year"
    wait_for_summary(again, expected_summary(results, "year", now))


def test_an_empty_span_says_so(launch, xdg_home):
    now = time.time()
    old = [r for r in make_results(now, recent=60, older=0) if parse(r["end"]) < now - 8 * DAY]
    seed(xdg_home, old)
    app = launch("--start", "scores/chart", wait_title="Chart", env={"TZ": "UTC"})
    choose_span(app, "week")
    wait_for_summary(app, "No games in the past week")


def test_the_summary_in_german(launch, xdg_home, shot):
    german = Language("de")
    now = time.time()
    results = make_results(now)
    seed(xdg_home, results)
    app = launch("--start", "scores", wait_title=german.t("Scores"), env={**german.env, "TZ": "UTC"})
    open_chart(app, german)
    wait_for_summary(app, expected_summary(results, "month", now, german))
    choose_span(app, "all", german)
    wait_for_summary(app, expected_summary(results, "all", now, german))
    shot("de")


def test_screenshots_in_light_dark_and_arabic(launch, xdg_home, shot):
    """Not a check of pixels: the pictures to look at (Tests/ui/artifacts)."""
    now = time.time()
    results = make_results(now)
    seed(xdg_home, results)
    app = launch("--start", "scores/chart", wait_title="Chart", env={"TZ": "UTC"})
    chart(app)
    shot("light")
    app.press_keys("ctrl+w", window=harness.MAIN)
    assert app.close() == 0
    dark = launch("--start", "scores/chart", wait_title="Chart", env={"TZ": "UTC", "GTK_THEME": "Adwaita:dark"})
    chart(dark)
    shot("dark")
    dark.press_keys("ctrl+w", window=harness.MAIN)
    assert dark.close() == 0
    arabic = Language("ar")
    rtl = launch("--start", "scores/chart", wait_title=arabic.t("Chart"), env={**arabic.env, "TZ": "UTC"})
    page = chart(rtl)
    shot("ar")
    # Every control named, no English left on the chart page (the list's rows are the Scores tab's test).
    from test_accessibility import english_names, problems_in
    problems = problems_in(rtl.main_window, page) + english_names(rtl, rtl.main_window, page)
    assert not problems, problems
