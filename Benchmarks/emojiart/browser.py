#!/usr/bin/python3
"""EmojiArt's document browser with 1,000 documents, for `make bench`.

Usage (inside a throw-away X server and session bus, as Benchmarks/startup/bench.py):

    xvfb-run -a dbus-run-session -- /usr/bin/python3 Benchmarks/emojiart/browser.py \\
        --app PATH_TO_machismo [--runs N] [--documents N]

The app starts on the browser (`--start emojiart --exit-after-first-frame`) and prints its
process CPU time at its first frame, as the start-up bench counts it (bench.py's `measure`:
the same environment, GSK_RENDERER=cairo, accessibility off, fresh XDG directories for every
run). Two folders, measured alternately N times each after an untimed warm-up run of each:
1,000 generated documents (a few emoji each, no thumbnails cached: the browser starts
making them only after its first frame) and an empty folder, the reference. The documents
folder is the XDG documents folder (`user-dirs.dirs` in the run's config folder). Prints the
medians and their ratio against the target (the issue's: ≤ 1.25), then, for information,
the peak RSS of both.

Exit status: 0 when every run succeeded, whatever the figures; 1 when a run failed.
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "startup"))
import bench  # noqa: E402  (measure, run_alternately, report: the start-up bench's own)

TARGET = 1.25
KINDS = "😀🐶🍎🌳⭐🚗🎈🐟🌻🍕🎸🐱🌈🔥🍩🐢🚀🎁🦋⚽"


def write_documents(folder, count):
    """`count` documents `Drawing N.emojiart` of three emoji each, in `folder`."""
    os.makedirs(folder, exist_ok=True)
    for n in range(count):
        art = {"format": "machismo-emojiart", "version": 1, "emojis": [
            {"text": KINDS[(n + k) % len(KINDS)], "size": 40 + 16 * k, "x": 120 + 200 * k, "y": 100 + 150 * k}
            for k in range(3)]}
        with open(os.path.join(folder, f"Drawing {n + 1}.emojiart"), "w", encoding="utf-8") as file:
            json.dump(art, file, ensure_ascii=False)


def template(root, documents):
    """XDG directories under `root` (empty but for `user-dirs.dirs`), whose documents folder
    holds an `EmojiArt` folder of `documents` documents. Runs copy the XDG directories; the
    documents folder is shared (the browser only reads it before its first frame)."""
    for name in bench.XDG_DIRS:
        os.makedirs(os.path.join(root, name.lower()))
    folder = os.path.join(root, "documents")
    write_documents(os.path.join(folder, "EmojiArt"), documents)
    with open(os.path.join(root, "xdg_config_home", "user-dirs.dirs"), "w", encoding="utf-8") as file:
        file.write(f'XDG_DOCUMENTS_DIR="{folder}"\n')
    return root


def main(argv=None):
    parser = argparse.ArgumentParser(description="EmojiArt's browser with many documents against an empty folder.")
    parser.add_argument("--app", required=True, help="the machismo executable")
    parser.add_argument("--runs", type=int, default=15, help="timed runs of each (default 15)")
    parser.add_argument("--documents", type=int, default=1000, help="documents in the full folder (default 1000)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every run on stderr")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(encoding="utf-8")
    app = [os.path.abspath(args.app), "--start", "emojiart", "--exit-after-first-frame"]
    full_name, empty_name = f"{args.documents:,} docs", "empty"
    try:
        with tempfile.TemporaryDirectory(prefix="machismo-browser-full-") as full, \
                tempfile.TemporaryDirectory(prefix="machismo-browser-empty-") as empty:
            results = bench.run_alternately(
                [(full_name, app, template(full, args.documents)), (empty_name, app, template(empty, 0))],
                args.runs, os.environ, args.verbose)
    except bench.RunError as error:
        print(f"browser.py: error: {error}", file=sys.stderr)
        if error.stderr:
            print(error.stderr.rstrip("\n"), file=sys.stderr)
        return 1
    figures = {name: bench.medians(samples) for name, samples in results.items()}
    print(f"EmojiArt's browser: launch to its first frame (CPU), {args.documents:,} documents against an empty "
          f"folder, median of {args.runs} runs each (GSK_RENDERER=cairo, fresh XDG dirs):")
    bench.print_table([(name,) + values for name, values in figures.items()])
    bench.report("browser's first frame, CPU", figures[full_name][0] * 1000, figures[empty_name][0] * 1000,
                 TARGET, "ms", full_name, empty_name)
    print(f"  (peak RSS {figures[full_name][1] / bench.MIB:.0f} MiB with {args.documents:,} documents, "
          f"{figures[empty_name][1] / bench.MIB:.0f} MiB empty; target none)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
