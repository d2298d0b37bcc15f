"""The command line: --version, --help, bad options, --exit-after-first-frame.

(--list-scenes and --start: test_navigation.py.)
"""

import time

from harness import BAD_STDERR, run_cli


def test_version_prints_the_version():
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout == "0.1.0\n"
    assert result.stderr == ""


def test_help_lists_the_options():
    result = run_cli("--help")
    assert result.returncode == 0
    for option in ("--exit-after-first-frame", "--start <path>", "--list-scenes"):
        assert option in result.stdout
    assert "--version" in result.stdout and "--help" in result.stdout
    assert "USAGE: machismo [--exit-after-first-frame] [--start <path>] [--list-scenes]" in result.stdout
    assert result.stderr == ""


def test_unknown_option_is_a_usage_error():
    result = run_cli("--bogus")
    assert result.returncode == 2
    assert "Unknown option '--bogus'" in result.stderr
    assert "Usage:" in result.stderr
    assert result.stdout == ""


def test_exit_after_first_frame_quits_by_itself():
    started = time.monotonic()
    result = run_cli("--exit-after-first-frame", timeout=20)
    elapsed = time.monotonic() - started
    assert result.returncode == 0, result.stderr
    assert not BAD_STDERR.search(result.stderr), result.stderr
    assert elapsed < 20


def test_measure_tab_visits_reports_the_idle_work_then_each_other_tab():
    """`make bench`'s first visits: the idle work the first frame left (Attributor's fonts
    and editor class, loaded ahead), then every tab but the one on show, each once."""
    result = run_cli("--measure-tab-visits", timeout=60)
    assert result.returncode == 0, result.stderr
    assert not BAD_STDERR.search(result.stderr), result.stderr
    lines = [line.split() for line in result.stdout.splitlines()]
    assert all(len(fields) == 2 and float(fields[1]) > 0 for fields in lines), result.stdout
    names = [fields[0] for fields in lines]
    assert names == ["after-first-frame", "set", "scores", "attributor", "faceit", "carvalet", "emojiart",
                     "settings", "about"], names
