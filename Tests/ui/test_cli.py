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
