#!/usr/bin/python3
"""Where start-up goes: Machismo and the bare C window, counted to their first frame.

Usage (inside a throw-away X server and session bus, as `make profile-startup` runs it):

    /usr/bin/python3 Benchmarks/startup/profile.py --app .build/release/machismo \\
        --bare Benchmarks/startup/bare

Each program runs once under callgrind (valgrind), with the settings of `make bench`'s
start-up round (GSK_RENDERER=cairo, accessibility off, fresh XDG folders), from its start
to the moment it reports its first frame (`first frame CPU …`): the app's
`ProcessCPU.report`, bare's `on_after_paint`. Instructions are counted, not timed, so
that two runs of the same binaries print the same figures: the breakdown `make bench`'s
ratio cannot give. It prints

- the instructions of each to its first frame, and their ratio;
- the steps of start-up both take (inclusive counts: a step's callees are in its count,
  so the rows overlap), side by side;
- the instructions spent in each library (exclusive counts: every instruction in one row),
  largest difference first: where the app's extra work runs.

The app is copied beside itself without its debug information (valgrind 3.19 cannot read
the Swift toolchain's DWARF 5), so that it finds its data and icons as it does in the build.

Stdlib only, so that it runs with the system /usr/bin/python3.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Steps of start-up, as (label, function) with the function as callgrind names it.
# The app's own window building is its `App.activate`; bare's is `on_activate`. The
# unindented steps are disjoint and their rest is printed after them; an indented step
# is a part of the step above it.
STEPS = [
    ("ld.so: the libraries loaded and linked", "_dl_start"),
    ("GApplication start-up: gtk_init, settings, theme", "g_application_register"),
    ("  the display opened (GL probed, fonts set up)", "gdk_display_open"),
    ("  the theme's style sheet", "gtk_css_provider_load_named"),
    ("activate: the window built, presented", None),
    ("  gtk_window_present: realized, styled, mapped", "gtk_window_present"),
    ("the first frame rendered (cairo)", "gsk_renderer_render"),
    ("other threads (GDBus, GL, GLib's pool)", "start_thread"),
]
ACTIVATE = {"app": r"\$s8Machismo0A3AppC8activate\w*yyF", "bare": r"on_activate"}
# Where each reports its first frame (callgrind's wildcard: the app's report is a
# specialized copy, its mangled name ending in a suffix the compiler picks).
FIRST_FRAME = {"app": "$s8Machismo10ProcessCPUO6reportyySSFZ*", "bare": "on_after_paint"}


def profile(binary, label, workdir):
    """Runs `binary` under callgrind to its first frame; the annotated output's path."""
    out = os.path.join(workdir, label + ".callgrind")
    env = dict(os.environ, GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = tempfile.mkdtemp(dir=workdir)
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
        "--dump-before=" + FIRST_FRAME[label],
        binary, "--exit-after-first-frame",
    ]
    run = subprocess.run(command, env=env, capture_output=True, text=True)
    dump = out + ".1"  # the part before the first frame's report
    if not os.path.exists(dump):
        sys.exit(f"profile.py: {label} did not reach its first frame under callgrind:\n{run.stderr[-2000:]}")
    return dump


def annotate(dump, inclusive):
    """{function: instructions} and the program's total, from callgrind_annotate."""
    args = ["callgrind_annotate", "--threshold=100", "--inclusive=" + ("yes" if inclusive else "no"), dump]
    text = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    counts, total = {}, 0
    for line in text.splitlines():
        match = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+(.*)$", line)
        if not match:
            continue
        count, name = int(match.group(1).replace(",", "")), match.group(2)
        if "PROGRAM TOTALS" in name:
            total = count
        else:
            counts[name] = counts.get(name, 0) + count
    return counts, total


def function(counts, pattern):
    """The inclusive count of the outermost call of the function (`name [object]`)."""
    for name, count in counts.items():
        bare_name = name.split(" [")[0].split(":", 1)[-1]
        if re.fullmatch(pattern, bare_name):
            return count
    return 0


def by_library(counts):
    libraries = {}
    for name, count in counts.items():
        match = re.search(r"\[(.*)\]$", name)
        library = os.path.basename(match.group(1)) if match else "?"
        library = "the app" if library.startswith("machismo") else library
        libraries[library] = libraries.get(library, 0) + count
    return libraries


def millions(count):
    return f"{count / 1e6:8.1f} M"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True)
    parser.add_argument("--bare", required=True)
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("profile.py: valgrind is missing (make profile-startup installs it)")

    with tempfile.TemporaryDirectory() as workdir:
        app = os.path.join(os.path.dirname(os.path.abspath(options.app)), "machismo-profiled")
        subprocess.run(["objcopy", "--strip-debug", options.app, app], check=True)
        try:
            dumps = {"app": profile(app, "app", workdir), "bare": profile(options.bare, "bare", workdir)}
        finally:
            os.remove(app)
        inclusive = {label: annotate(dump, True) for label, dump in dumps.items()}
        exclusive = {label: annotate(dump, False)[0] for label, dump in dumps.items()}

    (app_counts, app_total), (bare_counts, bare_total) = inclusive["app"], inclusive["bare"]
    print("start-up to the first frame, instructions (callgrind; GSK_RENDERER=cairo, accessibility off):")
    print(f"machismo {millions(app_total)}   bare {millions(bare_total)}   ratio {app_total / bare_total:.3f}")
    print()
    print(f"{'step (inclusive: a step holds its callees)':52} {'machismo':>10} {'bare':>10} {'more':>10}")
    rest = {"app": app_total, "bare": bare_total}
    for label, name in STEPS:
        pattern = re.escape(name) if name else None
        app_count = function(app_counts, pattern or ACTIVATE["app"])
        bare_count = function(bare_counts, pattern or ACTIVATE["bare"])
        print(f"{label:52} {millions(app_count)} {millions(bare_count)} {millions(app_count - bare_count)}")
        if not label.startswith(" "):
            rest["app"] -= app_count
            rest["bare"] -= bare_count
    print(
        f"{'the rest: main, the frame laid out and snapshot':52} {millions(rest['app'])} "
        f"{millions(rest['bare'])} {millions(rest['app'] - rest['bare'])}"
    )
    print()
    print(f"{'library (exclusive: each instruction in one row)':52} {'machismo':>10} {'bare':>10} {'more':>10}")
    app_libraries, bare_libraries = by_library(exclusive["app"]), by_library(exclusive["bare"])
    rows = sorted(
        set(app_libraries) | set(bare_libraries),
        key=lambda library: -(app_libraries.get(library, 0) - bare_libraries.get(library, 0)),
    )
    for library in rows[:12]:
        app_count, bare_count = app_libraries.get(library, 0), bare_libraries.get(library, 0)
        print(f"{library:52} {millions(app_count)} {millions(bare_count)} {millions(app_count - bare_count)}")


if __name__ == "__main__":
    main()
