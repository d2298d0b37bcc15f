"""Fixtures for the end-to-end tests (run them with Tests/ui/run).

- ``xdg_home``: a fresh HOME + XDG folders for the test; pass it to several ``App``
  launches to test what persists between them.
- ``app``: the app launched in ``xdg_home`` on the Settings tab (``--start settings``:
  where the shell, navigation and settings tests begin) with its main window showing;
  quit and checked (exit, stderr) after the test, killed if it hangs. Settings is listed
  under More (``harness.MORE_TABS``): the bar's More item is selected and the Settings
  page has a Back button to the More list. A launch without --start opens on the first
  tab (``harness.TABS[0]``).
- ``launch``: a factory, ``launch(*args, env=None, home=None, wait_title=MAIN)``, for
  tests that start the app more than once or with arguments (``launch("--start",
  "settings/units", wait_title="Units")``); every app it started is cleaned up like ``app``. When the test
  failed with an app still running, the screen is saved as <test name>-failure.png.
- ``shot``: ``shot("label")`` saves a screenshot as artifacts/<test name>-<label>.png.
"""

import os

import pytest

import harness


def pytest_addoption(parser):
    parser.addoption("--screenshots", action="store_true",
                     help="take the README's screenshots into docs/screenshots/ (make screenshots): "
                          "runs only Tests/ui/test_readme_screenshots.py")


def pytest_configure(config):
    # pyatspi calls libatspi functions that PyGObject flags as deprecated: not ours to fix.
    config.addinivalue_line("filterwarnings", "ignore::DeprecationWarning:pyatspi.*")


def pytest_sessionstart(session):
    # Screenshots of this run only.
    for old in harness.ARTIFACTS.glob("*.png"):
        old.unlink()


def pytest_collection_modifyitems(config, items):
    if not config.getoption("--screenshots"):
        return
    kept = [item for item in items if item.path.name == "test_readme_screenshots.py"]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept


def pytest_terminal_summary(terminalreporter, config):
    folder = harness.REPO_ROOT / "docs" / "screenshots"
    if config.getoption("--screenshots") and folder.exists():
        terminalreporter.write_sep("-", "screenshots")
        for path in sorted(folder.glob("*.png")):
            terminalreporter.write_line(str(path.relative_to(harness.REPO_ROOT)))


def pytest_report_header(config):
    return f"machismo binary: {harness.BINARY}"


@pytest.fixture(scope="session", autouse=True)
def _environment():
    if not harness.BINARY.exists():
        pytest.exit(f"no binary at {harness.BINARY}: run 'swift build' or set MACHISMO_BIN", returncode=1)
    if os.environ.get("MACHISMO_SESSION") == "wayland":
        if not os.environ.get("WAYLAND_DISPLAY"):
            pytest.exit("no WAYLAND_DISPLAY: run the Wayland suite with Tests/ui/wayland", returncode=1)
    elif not os.environ.get("DISPLAY"):
        pytest.exit("no DISPLAY: run the UI tests with Tests/ui/run", returncode=1)


@pytest.fixture
def xdg_home(tmp_path):
    return harness.XdgHome(tmp_path / "home")


@pytest.fixture
def launch(xdg_home, request):
    started = []

    def start(*args, env=None, home=None, wait_title=harness.MAIN):
        app = harness.App(*args, home=home or xdg_home, env=env, wait_title=wait_title)
        started.append(app)
        return app.start()

    yield start
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    if failed and any(app.running() for app in started):
        harness.screenshot(f"{request.node.name}-failure")
    errors = []
    for app in started:
        try:
            app.shut_down(check=not failed)
        except AssertionError as error:
            errors.append(str(error))
    if errors:
        pytest.fail("\n".join(errors))


@pytest.fixture
def app(launch):
    return launch("--start", "settings", wait_title="Settings")


@pytest.fixture
def shot(request):
    def take(label):
        return harness.screenshot(f"{request.node.name}-{label}")
    return take


def pytest_runtest_logreport(report):
    """With ``MACHISMO_UI_DURATIONS`` naming a file, each test's time (setup, call and
    teardown, a line each) is appended to it: ``shards`` deals tests out by these times
    (``make ui-durations`` refreshes Tests/ui/durations.tsv from a whole run)."""
    path = os.environ.get("MACHISMO_UI_DURATIONS")
    if path:
        with open(path, "a") as log:
            log.write(f"{report.nodeid}\t{report.duration:.2f}\n")


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Records each phase's report on the test item (``rep_call``), for the fixtures above."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)
