#!/usr/bin/python3
"""The Scores tab with 100,000 results, for `make bench`.

Usage (inside a throw-away X server and session bus, as Benchmarks/startup/bench.py):

    xvfb-run -a dbus-run-session -- /usr/bin/python3 Benchmarks/scores/screen.py \\
        --app PATH_TO_machismo --scores-bench PATH_TO_scores-bench [--runs N] [--results N]

`scores-bench --write-database` writes a `scores.sqlite` of N results (30-event histories,
about 226 MB at 100,000); the app starts on the Scores tab (`--start scores
--measure-scores`) on it and on an empty book, alternately, N times each after an untimed
warm-up run of each, in the start-up bench's environment (GSK_RENDERER=cairo, accessibility
off, fresh XDG config, state and cache folders for every run; the data folder holding the
database is shared: the list only reads it). The app prints its process CPU time at its
first frame, then changes the list's order to each in turn and scrolls it from top to
bottom in 40 jumps and back a page at a time, printing the slowest change's CPU time to
the frame that shows it (ScoresMeasurement). Prints, against the issue's targets:

- the first frame's CPU, 100,000 results against the empty book (≤ 1.25×);
- the slowest change of order, CPU to its frame (≤ 16 ms);
- the slowest frame while scrolling, CPU (≤ 16 ms);
- the peak RSS, 100,000 results against the empty book (≤ + 30 MiB).

Exit status: 0 when every run succeeded, whatever the figures; 1 when a run failed.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "startup"))
import bench  # noqa: E402  (measure, bench_env's settings, report: the start-up bench's own)

FIRST_FRAME_TARGET = 1.25
FRAME_TARGET_MS = 16
RSS_TARGET_MIB = 30
LINE = re.compile(r"^(first frame CPU|sort|scroll-frame) ([0-9.]+)", re.M)


def run(app, data, base_env):
    """One launch on the data folder `data`: {figure: milliseconds} and the peak RSS."""
    with tempfile.TemporaryDirectory(prefix="machismo-scores-") as root, \
            tempfile.TemporaryFile(mode="w+") as output:
        env = bench.bench_env(base_env, root)
        env["XDG_DATA_HOME"] = data
        _, rss, _ = bench.measure(app, env, output=output)
        output.seek(0)
        figures = {name: float(value) for name, value in LINE.findall(output.read())}
    if len(figures) != 3:
        raise bench.RunError(app, f"printed {figures}, not the three figures", "")
    return figures, rss


def main(argv=None):
    parser = argparse.ArgumentParser(description="The Scores tab with many results against an empty book.")
    parser.add_argument("--app", required=True, help="the machismo executable")
    parser.add_argument("--scores-bench", required=True, help="the scores-bench executable (writes the database)")
    parser.add_argument("--runs", type=int, default=11, help="timed runs of each (default 11)")
    parser.add_argument("--results", type=int, default=100_000, help="results in the full book (default 100,000)")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(encoding="utf-8")
    app = [os.path.abspath(args.app), "--start", "scores", "--measure-scores"]
    full, empty = f"{args.results:,} results", "empty"
    samples = {full: [], empty: []}
    try:
        with tempfile.TemporaryDirectory(prefix="machismo-scores-full-") as full_data, \
                tempfile.TemporaryDirectory(prefix="machismo-scores-empty-") as empty_data:
            subprocess.run([args.scores_bench, "--write-database",
                            os.path.join(full_data, "machismo", "scores.sqlite"), str(args.results)], check=True)
            folders = [(full, full_data), (empty, empty_data)]
            for _, data in folders:
                run(app, data, os.environ)  # warm-up
            for _ in range(args.runs):
                for name, data in folders:
                    samples[name].append(run(app, data, os.environ))
    except (bench.RunError, subprocess.CalledProcessError) as error:
        print(f"screen.py: error: {error}", file=sys.stderr)
        if getattr(error, "stderr", None):
            print(error.stderr.rstrip("\n"), file=sys.stderr)
        return 1

    def median(name, figure):
        return statistics.median(sample[0][figure] for sample in samples[name])

    def median_rss(name):
        return statistics.median(sample[1] for sample in samples[name]) / bench.MIB

    print(f"The Scores tab: {args.results:,} results against an empty book, median of {args.runs} runs each "
          "(GSK_RENDERER=cairo, fresh XDG dirs):")
    bench.report("Scores' first frame, CPU", median(full, "first frame CPU"), median(empty, "first frame CPU"),
                 FIRST_FRAME_TARGET, "ms", full, empty)
    for figure, title in [("sort", "changing the order, CPU to its frame"),
                          ("scroll-frame", "slowest frame scrolling top to bottom, CPU")]:
        value = median(full, figure)
        print(f"{title} {value:.1f} ms  (target ≤ {FRAME_TARGET_MS} ms)  {'ok' if value <= FRAME_TARGET_MS else 'over'}")
    extra = median_rss(full) - median_rss(empty)
    print(f"peak RSS {median_rss(full):.0f} MiB with {full}, {median_rss(empty):.0f} MiB empty: + {extra:.0f} MiB  "
          f"(target ≤ + {RSS_TARGET_MIB} MiB)  {'ok' if extra <= RSS_TARGET_MIB else 'over'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
