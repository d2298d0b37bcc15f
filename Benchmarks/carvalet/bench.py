#!/usr/bin/python3
"""CarValet's Garage list with 10,000 cars, for `make bench` (issue 44's targets):

- the list's first frame: the app launched as `APP --start carvalet/garage
  --exit-after-first-frame`, with a cars.json of 10,000 cars against an empty garage, in
  fresh XDG directories, alternately after a warm-up of each; the CPU time to the first
  frame as the app prints it (as Benchmarks/startup/bench.py counts start-up), median of
  --runs; target ≤ 1.25× the empty garage's;
- a keystroke in search: the app on the Garage page with 10,000 cars, the search field
  focused (Ctrl+F), then 20 keystrokes typed with xdotool (`honda`, then BackSpace back to
  empty, and over), each after the search entry's delay has passed, so that every key is
  one search, one update of the list and one frame; then `honda` typed, the app quit and its
  saved state read, to check that the keys reached the search field. The app's CPU time (utime + stime in
  /proc/PID/stat) over the typing, less its CPU over as long a time left idle on the same
  page just before (the cursor's blinking), divided by the keys; median of three sessions;
  target ≤ 16 ms. The X server's own work is not counted, as for start-up.

Usage (inside a throw-away X server and session bus, as `make bench` runs it):

    xvfb-run -a dbus-run-session -- /usr/bin/python3 Benchmarks/carvalet/bench.py --app PATH [--runs N]

Exit status 0 when every run succeeded, whether on target or not; 1 when a run failed.
Stdlib only (and xdotool).
"""

import argparse
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "startup"))
import bench as startup  # noqa: E402  (Benchmarks/startup/bench.py: measure, run_alternately, report)

CARS = 10_000
FIRST_FRAME_TARGET = 1.25   # the list's first frame with 10,000 cars / with none, CPU
KEYSTROKE_TARGET_MS = 16.0  # CPU per keystroke in search, 10,000 cars
KEYS = ["h", "o", "n", "d", "a"] + ["BackSpace"] * 5
ROUNDS = 2                  # KEYS typed this many times per session: 20 keystrokes
KEY_INTERVAL = 0.25         # seconds between keys: past the search entry's 150 ms delay
SESSIONS = 3
TICKS = os.sysconf("SC_CLK_TCK")

MAKES = (("Honda", ("Accord", "Civic", "Jazz")), ("Citroën", ("DS", "2CV", "C4")), ("Škoda", ("Octavia", "Fabia")),
         ("Volkswagen", ("Käfer", "Golf", "Passat")), ("Toyota", ("Corolla", "Prius")), ("Ford", ("Mustang", "Focus")))


def cars(count, seed=44):
    """`count` cars as Sources/CarValet/Garage.swift saves them."""
    generator = random.Random(seed)
    listed = []
    for index in range(count):
        make, models = MAKES[index % len(MAKES)]
        listed.append({"id": str(uuid.UUID(int=generator.getrandbits(128), version=4)).upper(), "make": make,
                       "model": generator.choice(models), "year": 1950 + index * 7 % 76,
                       "fuelGallons": round(generator.uniform(0, 20), 1)})
    return {"version": 1, "cars": listed}


def template(root, count):
    """XDG directories under `root` (as bench_env's template wants them) with `count` cars."""
    for name in startup.XDG_DIRS:
        os.makedirs(os.path.join(root, name.lower()))
    if count:
        data = os.path.join(root, "xdg_data_home", "machismo")
        os.makedirs(data)
        with open(os.path.join(data, "cars.json"), "w", encoding="utf-8") as file:
            json.dump(cars(count), file, ensure_ascii=False)
    return root


def cpu_seconds(pid):
    """The process's user + system CPU time so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime: fields 14 and 15


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True, capture_output=True, timeout=10)


def keystroke_session(app, base_env, full):
    """One session: launch on the Garage with 10,000 cars, focus the search, measure idle
    then typing; returns the CPU seconds per keystroke."""
    with tempfile.TemporaryDirectory(prefix="machismo-bench-") as root:
        env = startup.bench_env(base_env, root, template=full)
        proc = subprocess.Popen([app, "--start", "carvalet/garage"], env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        try:
            deadline = time.monotonic() + startup.RUN_TIMEOUT
            while not subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(proc.pid)],
                                     capture_output=True).stdout.strip():
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise startup.RunError([app], "its window never appeared", proc.stderr.read().decode())
                time.sleep(0.1)
            time.sleep(2)  # the first frame's idle work done
            xdotool("key", "--clearmodifiers", "ctrl+f")
            time.sleep(1)
            typing_time = len(KEYS) * ROUNDS * KEY_INTERVAL
            idle_start = cpu_seconds(proc.pid)
            time.sleep(typing_time)
            idle = cpu_seconds(proc.pid) - idle_start
            start = cpu_seconds(proc.pid)
            for _ in range(ROUNDS):
                for key in KEYS:
                    xdotool("key", "--clearmodifiers", key)
                    time.sleep(KEY_INTERVAL)
            typing = cpu_seconds(proc.pid) - start
            if proc.poll() is not None:
                raise startup.RunError([app], f"exited with status {proc.returncode}", proc.stderr.read().decode())
            # Did the keys reach the search field? Type a query, quit, and find it in the
            # Garage page's saved state.
            xdotool("type", "--delay", "50", "honda")
            time.sleep(0.5)
            xdotool("key", "--clearmodifiers", "ctrl+q")
            proc.wait(timeout=10)
            state = os.path.join(env["XDG_STATE_HOME"], "machismo", "navigation.json")
            with open(state, encoding="utf-8") as file:
                if '"honda"' not in file.read():
                    raise startup.RunError([app], "the keys typed did not reach the Garage's search field", "")
            return max(typing - idle, 0) / (len(KEYS) * ROUNDS)
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True, help="the machismo binary (release)")
    parser.add_argument("--runs", type=int, default=11, help="launches of each for the first frame")
    args = parser.parse_args(argv)
    app = os.path.abspath(args.app)
    base_env = dict(os.environ)
    workspace = tempfile.mkdtemp(prefix="machismo-garage-bench-")
    try:
        empty = template(os.path.join(workspace, "empty"), 0)
        full = template(os.path.join(workspace, "full"), CARS)
        command = [app, "--start", "carvalet/garage", "--exit-after-first-frame"]
        results = startup.run_alternately([("empty", command, empty), ("10000", command, full)], args.runs, base_env)
        empty_cpu = statistics.median(sample[0] for sample in results["empty"]) * 1000
        full_cpu = statistics.median(sample[0] for sample in results["10000"]) * 1000
        print(f"CarValet's Garage list, {CARS} cars (GSK_RENDERER=cairo, medians of {args.runs} launches):")
        startup.report("garage first frame CPU", full_cpu, empty_cpu, FIRST_FRAME_TARGET,
                       value_name=f"{CARS} cars", reference_name="empty")
        per_key = sorted(keystroke_session(app, base_env, full) for _ in range(SESSIONS))[SESSIONS // 2] * 1000
        name = "garage search: CPU per keystroke"
        print(f"{name:<44} {per_key:.2f} ms  (target ≤ {KEYSTROKE_TARGET_MS:g} ms)  "
              f"{'ok' if per_key <= KEYSTROKE_TARGET_MS else 'over'}")
        print(f"  ({len(KEYS) * ROUNDS} keystrokes per session, idle CPU subtracted, median of {SESSIONS} sessions)")
    except startup.RunError as error:
        print(f"carvalet bench: {error}\n{error.stderr}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(workspace, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
