"""The installed app, run from a copy of its prefix moved out of the source tree's reach.

``make test-install`` (Tests/install/run) installs into a temporary prefix, copies that
prefix to a new path and runs this file with ``MACHISMO_BIN=<copy>/bin/machismo`` and
``MACHISMO_INSTALLED_PREFIX=<copy>``; elsewhere it is skipped. Every launch here runs from
another working directory with ``HOME`` elsewhere, so the binary can find its style sheet,
translations and icons only from the prefix it sits in.
"""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import harness
import l10n
from harness import BINARY, REPO_ROOT, cli_env

PREFIX = os.environ.get("MACHISMO_INSTALLED_PREFIX")
pytestmark = pytest.mark.skipif(not PREFIX, reason="runs on an installed copy: make test-install")

APP_ID = "io.github.machismo.Machismo"
NO_DATA = "No data folder found"


def version() -> str:
    source = (REPO_ROOT / "Sources/Machismo/App/AppInfo.swift").read_text()
    return re.search(r'static let version = "([^"]+)"', source).group(1)


def run(binary: Path, *args: str, home, env=None) -> subprocess.CompletedProcess:
    """The binary run to completion from the home folder (not the source tree)."""
    return subprocess.run([str(binary), *args], cwd=home.path, env=cli_env(home, env), capture_output=True,
                          text=True, timeout=60)


@pytest.fixture
def away(xdg_home, monkeypatch):
    """The tests' own working directory moved into the throwaway home, so that launches
    through the harness (which inherit it) start there too."""
    xdg_home.path.mkdir(parents=True, exist_ok=True)
    monkeypatch.chdir(xdg_home.path)
    return xdg_home


def test_the_binary_is_the_installed_copy():
    assert BINARY == Path(PREFIX) / "bin" / "machismo"
    assert REPO_ROOT not in BINARY.resolve().parents


def test_version_from_anywhere(away):
    result = run(BINARY, "--version", home=away)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == version()


def test_first_frame_with_the_style_sheet_from_the_prefix(away):
    result = run(BINARY, "--exit-after-first-frame", home=away)
    assert result.returncode == 0, result.stderr
    assert NO_DATA not in result.stderr
    assert not harness.BAD_STDERR.search(result.stderr), result.stderr


def test_a_copy_without_its_data_says_so(away, tmp_path):
    """What the previous test rules out happens when the prefix lacks share/machismo: the
    binary has nowhere else to look (no source tree above it)."""
    copy = tmp_path / "stripped"
    shutil.copytree(PREFIX, copy, symlinks=True)
    shutil.rmtree(copy / "share" / "machismo")
    result = run(copy / "bin" / "machismo", "--exit-after-first-frame", home=away)
    assert result.returncode == 0, result.stderr
    assert NO_DATA in result.stderr


def test_german_from_the_prefix(away, launch):
    german = l10n.language("de")
    assert l10n.locale_directory() == Path(PREFIX) / "share" / "locale"
    help_text = run(BINARY, "--help", home=away, env=german.env).stdout
    assert german.t("Card games and more from Stanford's CS193P, on the Linux desktop") in help_text
    app = launch(env=german.env, wait_title=german.tc("game", "Cards"))
    assert harness.find_all_in(app.main_window, "push button", german.t("Main Menu"))
    assert german.t("More") in app.bar_names()


def test_the_release_build_draws_outlined_text_outlined(away, launch, shot):
    """The installed binary is the release build, its C compiled with optimization: GTK
    4.8 declares gsk_text_node_get_glyphs pure, so the optimized outline view once read no
    glyphs and drew no outline, which the debug build's tests could not see."""
    from test_attributor import assert_outlined_text_looks_outlined
    assert_outlined_text_looks_outlined(launch("--start", "attributor", wait_title="Attributor"), shot)


def test_the_car_pictures_come_from_the_prefix(away, launch, shot):
    """Car Images draws its SVG cars from share/machismo/cars: the red sedan is red."""
    from test_settings import mean_rgb
    app = launch("--start", "carvalet/car-images", wait_title="Car Images")
    sedan = app.find("image", "A red sedan", root=app.main_window, predicate=harness.is_visible)
    x, y, width, height = app.screen_box(sedan)

    def red_share() -> float:
        red, green, blue = mean_rgb(shot("car-images"), (x + width // 4, y + height // 2, width // 2, height // 8))
        return red - (green + blue) / 2

    harness.wait_for(lambda: red_share() > 0.25, 5, message=lambda: f"a red sedan drawn, red share {red_share():.2f}")


def test_gtk_finds_the_icons_in_the_prefix(away):
    env = cli_env(away, {"XDG_DATA_DIRS": f"{PREFIX}/share:/usr/share"})
    found = harness.icon_files(env, APP_ID, f"{APP_ID}-symbolic", cwd=away.path)
    icons = Path(PREFIX) / "share" / "icons" / "hicolor"
    assert found[0] in (icons / "128x128" / "apps" / f"{APP_ID}.png", icons / "scalable" / "apps" / f"{APP_ID}.svg")
    assert found[1] == icons / "symbolic" / "apps" / f"{APP_ID}-symbolic.svg"


def test_the_installed_desktop_entry_and_metainfo_validate():
    share = Path(PREFIX) / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    for command in (["desktop-file-validate", str(desktop)],
                    ["appstreamcli", "validate", "--no-net", "--explain", str(metainfo)]):
        result = subprocess.run(command, capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, f"{' '.join(command)}:\n{result.stdout}{result.stderr}"
    entry = desktop.read_text()
    assert "Exec=machismo\n" in entry and f"Icon={APP_ID}\n" in entry
    assert "Name[de]=" in entry or "Comment[de]=" in entry, "the desktop entry carries the translations"
