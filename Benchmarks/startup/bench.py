#!/usr/bin/python3
"""Startup benchmark for `make bench`: Machismo against a bare C GTK 4 program.

Usage (it must itself run inside a throw-away X server and session bus):

    xvfb-run -a dbus-run-session -- /usr/bin/python3 Benchmarks/startup/bench.py \\
        --app PATH_TO_machismo --bare PATH_TO_bare [--runs N]

where PATH_TO_bare is Benchmarks/startup/bare.c compiled with

    cc -O2 $(pkg-config --cflags gtk4) bare.c -o PATH_TO_bare $(pkg-config --libs gtk4)

The app is started as `APP --exit-after-first-frame`; the bare program quits
by itself after its first frame. After one untimed warm-up run of each, the two
programs run alternately, N times each, with the same environment
(GSK_RENDERER=cairo, GTK_A11Y=none, NO_AT_BRIDGE=1 and fresh temporary XDG
config/data/state/cache directories for every run, so no saved state differs).
For each run it measures the wall time (time.monotonic around the child) and
the peak RSS (ru_maxrss from os.wait4), then prints the medians and the
app/bare ratios against their targets.

Exit status: 0 when every run succeeded, whether the ratios are on target
or not (a benchmark reports, it does not fail); 1 when a run crashed, exited
non-zero or took longer than RUN_TIMEOUT seconds (its stderr is printed);
2 on a usage error.

Stdlib only, so that it runs with the system /usr/bin/python3.
"""

import argparse
import os
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

RUN_TIMEOUT = 30.0  # seconds; a slower run counts as an error

TIME_TARGET = 1.25  # app/bare median wall time
RSS_TARGET = 1.30   # app/bare median peak RSS

# Applied on top of the caller's environment (which provides DISPLAY and
# DBUS_SESSION_BUS_ADDRESS from xvfb-run and dbus-run-session).
BENCH_ENV = {
    "GSK_RENDERER": "cairo",
    "GTK_A11Y": "none",
    "NO_AT_BRIDGE": "1",
}

XDG_DIRS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")

MIB = 1024 * 1024


class RunError(Exception):
    """A measured run failed; carries the command and its stderr."""

    def __init__(self, cmd, reason, stderr):
        super().__init__(f"{shlex.join(cmd)}: {reason}")
        self.stderr = stderr


def bench_env(base, root):
    """The benchmark environment: `base` plus BENCH_ENV, with fresh XDG
    directories created under the (empty, temporary) directory `root`."""
    env = dict(base)
    env.update(BENCH_ENV)
    for name in XDG_DIRS:
        path = os.path.join(root, name.lower())
        os.mkdir(path)
        env[name] = path
    return env


def measure(cmd, env, timeout=RUN_TIMEOUT):
    """Run `cmd` once with `env`; return (wall seconds, peak RSS in bytes).

    Raises RunError if it exits non-zero, dies from a signal or runs longer
    than `timeout` seconds (it is then killed with its process group).
    """
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    with tempfile.TemporaryFile() as err:
        start = time.monotonic()
        proc = subprocess.Popen(cmd, env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err,
                                start_new_session=True)
        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
            elapsed = time.monotonic() - start
        finally:
            timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)  # already reaped
        if timed_out.is_set() or proc.returncode != 0:
            err.seek(0)
            stderr = err.read().decode(errors="replace")
            if timed_out.is_set():
                reason = f"took more than {timeout:g} s"
            elif proc.returncode < 0:
                reason = f"killed by signal {-proc.returncode}"
            else:
                reason = f"exited with status {proc.returncode}"
            raise RunError(cmd, reason, stderr)
    return elapsed, usage.ru_maxrss * 1024  # Linux reports KiB


def measure_fresh(cmd, base_env):
    """measure() with bench_env() around fresh temporary XDG directories."""
    with tempfile.TemporaryDirectory(prefix="machismo-bench-") as root:
        return measure(cmd, bench_env(base_env, root))


def run_alternately(programs, runs, base_env, verbose=False):
    """Measure each (name, cmd) of `programs` `runs` times, alternating
    between them after one untimed warm-up run of each.

    Returns {name: [(seconds, rss_bytes), ...]}.
    """
    for _, cmd in programs:
        measure_fresh(cmd, base_env)
    results = {name: [] for name, _ in programs}
    for i in range(runs):
        for name, cmd in programs:
            seconds, rss = measure_fresh(cmd, base_env)
            results[name].append((seconds, rss))
            if verbose:
                print(f"  run {i + 1:2d}  {name:<10} {seconds * 1000:7.1f} ms"
                      f"  {rss / MIB:7.1f} MiB", file=sys.stderr)
    return results


def medians(samples):
    """(median seconds, median rss bytes) of a list of measure() results."""
    return (statistics.median(s for s, _ in samples),
            statistics.median(r for _, r in samples))


def report(name, value, reference, target, unit="ms",
           value_name="machismo", reference_name="bare"):
    """Print one ratio line, e.g.

    startup time   machismo 231 ms / bare 190 ms = 1.22  (target ≤ 1.25)  ok

    `value` and `reference` are already in `unit`. Returns True when the
    ratio is on target ("ok"), False when it is "over".
    """
    ratio = value / reference
    ok = ratio <= target
    print(f"{name} {value_name} {value:.0f} {unit} / {reference_name} "
          f"{reference:.0f} {unit} = {ratio:.2f}  (target ≤ {target:.2f})  "
          f"{'ok' if ok else 'over'}")
    return ok


def print_table(rows):
    """Print the median figures: rows of (program, seconds, rss_bytes)."""
    print(f"{'program':<10} {'median time':>12} {'median peak RSS':>16}")
    for name, seconds, rss in rows:
        print(f"{name:<10} {seconds * 1000:>9.0f} ms {rss / MIB:>12.0f} MiB")


def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Startup benchmark: Machismo against a bare GTK 4 program. "
                    "Run it inside `xvfb-run -a dbus-run-session --`.")
    parser.add_argument("--app", required=True,
                        help="the machismo executable (run with --exit-after-first-frame)")
    parser.add_argument("--bare", required=True,
                        help="the compiled Benchmarks/startup/bare.c")
    parser.add_argument("--runs", type=int, default=10,
                        help="timed runs of each program (default 10)")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="print every run on stderr")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    for path in (args.app, args.bare):
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            parser.error(f"not an executable file: {path}")
    for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
        if not os.environ.get(var):
            parser.error(f"{var} is not set; run me inside "
                         "`xvfb-run -a dbus-run-session -- /usr/bin/python3 ...`")
    return args


def main(argv=None):
    args = parse_args(argv)
    sys.stdout.reconfigure(encoding="utf-8")  # for "≤" under a C locale
    programs = [
        ("machismo", [os.path.abspath(args.app), "--exit-after-first-frame"]),
        ("bare", [os.path.abspath(args.bare)]),
    ]
    try:
        results = run_alternately(programs, args.runs, os.environ, args.verbose)
    except RunError as error:
        print(f"bench.py: error: {error}", file=sys.stderr)
        if error.stderr:
            print("---- its stderr ----", file=sys.stderr)
            print(error.stderr.rstrip("\n"), file=sys.stderr)
            print("--------------------", file=sys.stderr)
        return 1

    app_time, app_rss = medians(results["machismo"])
    bare_time, bare_rss = medians(results["bare"])
    print(f"startup, median of {args.runs} runs each "
          f"(GSK_RENDERER=cairo, fresh XDG dirs):")
    print_table([("machismo", app_time, app_rss), ("bare", bare_time, bare_rss)])
    print()
    report("startup time  ", app_time * 1000, bare_time * 1000, TIME_TARGET, "ms")
    report("startup peak RSS", app_rss / MIB, bare_rss / MIB, RSS_TARGET, "MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
