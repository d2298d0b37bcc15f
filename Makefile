# Machismo: `make run` and `make test` are all a new machine needs.
# Each target first installs any missing system packages (scripts/install-system-packages).

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
DEBUG_BIN := .build/debug/machismo
RELEASE_BIN := .build/release/machismo
XVFB := xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session --
BARE := Benchmarks/startup/bare

ASAN_BUILD := .build-asan
ASAN_BIN := $(ASAN_BUILD)/debug/machismo
# What a process built with AddressSanitizer runs with:
# - the Swift runtime's backtracer off: it would crash reading what ASan guards and
#   print its own report instead of ASan's;
# - leak detection on, less what Tests/asan/lsan.supp names;
# - GLib's slice allocator off (GLib 2.74), so that its small blocks go through malloc and
#   are checked, and freed GLib memory cleared, so that stale pointers hide no leak;
# - no GL in GDK: the tests draw with cairo, and Mesa's driver, loaded only for GDK to
#   probe it, keeps process-wide state it never frees;
# - the toolchain's symbolizer, which names Swift frames.
ASAN_ENV := SWIFT_BACKTRACE=enable=no G_SLICE=always-malloc G_DEBUG=fatal-criticals,gc-friendly \
	GDK_DEBUG=gl-disable LSAN_OPTIONS=suppressions=$(abspath Tests/asan/lsan.supp)
ASAN_OPTS := detect_leaks=1:external_symbolizer_path=$(dir $(SWIFT))llvm-symbolizer
# The Swift tests record whole allocation stacks, through GTK's libraries (which have no
# frame pointers), for lsan.supp to match. The UI tests keep ASan's fast unwinder: five
# times cheaper for the app's many small allocations, at the cost of stacks that stop at
# the first library frame (a test that needs more asks for it: harness.with_full_stacks).
ASAN_SWIFT_ENV := $(ASAN_ENV) GTK_A11Y=none GSK_RENDERER=cairo ASAN_OPTIONS=$(ASAN_OPTS):fast_unwind_on_malloc=0
ASAN_SWIFT_TEST := $(SWIFT) test --skip-build --sanitize=address --scratch-path $(ASAN_BUILD)

.PHONY: all deps build release catalogues library-catalogues check-translations run test test-quick test-swift test-ui test-install test-asan \
	asan-build test-asan-swift test-asan-ui test-wayland ui-durations install uninstall dist distcheck soak bench bench-build bench-figures profile-startup screenshots clean \
	example test-package check-api-docs check-api-breaks check-architecture docs lint format

all: build

# SwiftPM reads pkg-config files from PKG_CONFIG_PATH first: there, copies of those of GTK's
# that carry flags it refuses (GLib's -pthread, Graphene's -msse…), without them, so that a
# build says nothing about flags it would drop anyway (scripts/pkg-config-path).
PKG_CONFIG_COPIES := $(abspath .build/pkgconfig)
ifeq ($(findstring $(PKG_CONFIG_COPIES),$(PKG_CONFIG_PATH)),)
export PKG_CONFIG_PATH := $(PKG_CONFIG_COPIES)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
endif

deps:
	@scripts/install-system-packages
	@scripts/pkg-config-path $(PKG_CONFIG_COPIES)

build: deps
	$(SWIFT) build --product machismo
	@$(MAKE) --no-print-directory catalogues BIN_DIR=.build/debug

# The translations (po/LINGUAS), compiled beside a binary, where it looks for them when it
# runs from the build: BIN_DIR/locale/LANG/LC_MESSAGES/machismo.mo, and the library
# products' own (po/libraries) as machismo-libraries.mo. The app's icons beside it too, in
# BIN_DIR/share/icons, unthemed: GTK lists that folder once, where data/icons/hicolor costs
# it a look at each of hicolor's size and context folders (some 650) at every launch. (GTK
# takes the PNG there over the SVG, as it took the 128-pixel one from hicolor for About:
# drawing the SVG cost that page 10 ms.) Then the desktop entry and the metainfo with every
# translation merged in, in .build/data.
BIN_DIR ?= .build/debug
LINGUAS = $(shell cat po/LINGUAS)
LIBRARY_LINGUAS = $(shell cat po/libraries/LINGUAS)
APP_ID := io.github.machismo.Machismo
DESKTOP := data/$(APP_ID).desktop
METAINFO := data/$(APP_ID).metainfo.xml
catalogues:
	@for lang in $(LINGUAS); do \
		mkdir -p $(BIN_DIR)/locale/$$lang/LC_MESSAGES && \
		msgfmt --check -o $(BIN_DIR)/locale/$$lang/LC_MESSAGES/machismo.mo po/$$lang.po || exit 1; \
	done
	@$(MAKE) --no-print-directory library-catalogues BIN_DIR=$(BIN_DIR)
	@mkdir -p $(BIN_DIR)/share/icons
	@cp data/icons/hicolor/scalable/apps/$(APP_ID).svg data/icons/hicolor/128x128/apps/$(APP_ID).png \
		data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg $(BIN_DIR)/share/icons/
	@mkdir -p .build/data
	@msgfmt --desktop -d po --template $(DESKTOP) -o .build/data/$(notdir $(DESKTOP))
	@msgfmt --xml -d po --template $(METAINFO) -o .build/data/$(notdir $(METAINFO))

# The library products' own (po/libraries), for an app built on them (make example).
library-catalogues:
	@for lang in $(LIBRARY_LINGUAS); do \
		mkdir -p $(BIN_DIR)/locale/$$lang/LC_MESSAGES && \
		msgfmt --check -o $(BIN_DIR)/locale/$$lang/LC_MESSAGES/machismo-libraries.mo po/libraries/$$lang.po \
			|| exit 1; \
	done

# The translations are whole and current: both templates (po/machismo.pot and
# po/libraries/machismo-libraries.pot) are what the sources give, every po/LANG.po and
# po/libraries/LANG.po has every message translated and none fuzzy, and the translated
# desktop entry and metainfo validate.
check-translations: catalogues
	scripts/update-pot --check
	scripts/check-translations
	desktop-file-validate .build/data/$(notdir $(DESKTOP))
	appstreamcli validate --no-net --explain .build/data/$(notdir $(METAINFO))

run: build
	$(DEBUG_BIN)

# The binary users get: optimized, with the Swift runtime and Foundation linked in (GTK
# stays a shared library), and its translations beside it. Linked by the toolchain's lld
# with packed relative relocations (DT_RELR, glibc 2.36): the 50,000 relocations of the
# Swift runtime's metadata shrink from 1.2 MB to 10 KB, and start-up takes 1.6 ms less
# CPU (Benchmarks/startup), the binary staying position-independent. No $ORIGIN run
# path: with the runtime linked in, nothing is loaded from beside the binary, and the
# loader would look there (and in its hwcaps folders) for every library first.
RELEASE_BUILD := $(SWIFT) build -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
	-Xlinker -z -Xlinker pack-relative-relocs --disable-local-rpath
release: deps
	$(RELEASE_BUILD) --product machismo
	@$(MAKE) --no-print-directory catalogues BIN_DIR=.build/release

# Installs into $(DESTDIR)$(PREFIX) what scripts/install lists: the release binary, the
# desktop entry and metainfo (translated), the icons, the translations and the style
# sheet; then, with no DESTDIR, refreshes the icon cache and the desktop database.
# `PREFIX=~/.local make install` installs for one user, without root.
# Under sudo the release build runs as the user who called sudo: SwiftPM run as root leaves
# root-owned files in their .build (and a root-owned lock in /tmp), and their next build fails.
PREFIX ?= /usr/local
DESTDIR ?=
AS_CALLER := $(if $(and $(SUDO_USER),$(filter 0,$(shell id -u))),runuser -u $(SUDO_USER) -- env \
	HOME=$(shell getent passwd $(SUDO_USER) | cut -d: -f6))
install: deps
	$(AS_CALLER) $(MAKE) --no-print-directory release
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" BIN=$(RELEASE_BIN) scripts/install install

# Removes exactly what `make install` put there (same PREFIX and DESTDIR).
uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" BIN=$(RELEASE_BIN) scripts/install uninstall

# The source tarball: the committed tree (git archive of HEAD) and nothing generated.
VERSION := $(shell sed -n 's/^ *static let version = "\(.*\)"$$/\1/p' Sources/Machismo/App/AppInfo.swift)
DIST := machismo-$(VERSION)
dist:
	git archive --format=tar --prefix=$(DIST)/ HEAD | xz -9 >$(DIST).tar.xz
	@echo "$(DIST).tar.xz: $$(tar -tJf $(DIST).tar.xz | grep -vc '/$$') files"

# Unpacks the tarball in a temporary folder, builds it, runs its Swift tests and installs
# it into a temporary prefix, then uninstalls it (nothing of ours may be left).
distcheck: dist
	scripts/distcheck $(DIST).tar.xz

# Every test, phase by phase, each phase's wall time recorded (scripts/timed) and the table
# printed at the end: the libraries' API checks and documentation (check-api-docs,
# check-api-breaks, docs), lint and translations; the Swift unit tests (GTK ones in a real
# window under Xvfb); the release build, installed and its copy driven over AT-SPI
# (test-install); then an AddressSanitizer build: the Swift tests again, and the end-to-end
# tests that drive the real binary and the example app over AT-SPI (test-asan). A GTK
# critical fails them. The AT-SPI suite runs once, on the AddressSanitizer build: every test
# passes there, and memory is checked in each (`make test-ui` runs it on the debug build).
PHASES := .build/test-phases.tsv
TIMED := scripts/timed $(PHASES)
test:
	@scripts/timed $(PHASES) --start
	@$(TIMED) "system packages" $(MAKE) --no-print-directory deps
	@$(TIMED) "debug build with tests" $(SWIFT) build --build-tests
	@$(TIMED) "lint, API docs, DocC, translations" $(MAKE) --no-print-directory \
		lint check-architecture check-api-docs check-api-breaks docs check-translations catalogues BIN_DIR=.build/debug
	@$(TIMED) "Swift tests" $(MAKE) --no-print-directory test-swift
	@$(TIMED) "release build, installation tests" $(MAKE) --no-print-directory test-install
	@$(TIMED) "example app, README's package" $(MAKE) --no-print-directory example test-package
	@$(TIMED) "AddressSanitizer build" $(MAKE) --no-print-directory asan-build
	@$(TIMED) "Swift tests, AddressSanitizer" $(MAKE) --no-print-directory test-asan-swift
	@$(TIMED) "AT-SPI suite, AddressSanitizer" $(MAKE) --no-print-directory test-asan-ui
	@$(TIMED) "Wayland suite, AddressSanitizer" $(MAKE) --no-print-directory test-wayland
	@scripts/timed $(PHASES) --table

# The fast loop while developing (CI runs the whole `make test`): the debug build, lint, the
# Swift tests, then the AT-SPI tests of what the change touches, on the debug build in two
# runs side by side. What the change is: the work not committed yet, or the last commit when
# all is committed (BASE=REV: everything since REV),
# mapped to test files by scripts/quick-ui-tests; K=EXPR runs the AT-SPI tests that pytest's
# -k EXPR selects instead. Under 8 minutes on a warm tree (README, Tests).
BASE ?=
K ?=
test-quick: deps
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory lint check-architecture catalogues BIN_DIR=.build/debug
	$(MAKE) --no-print-directory test-swift
	@tests="$$(scripts/quick-ui-tests $(if $(BASE),--base '$(BASE)'))" || exit 1; \
	if [ -n '$(K)' ]; then tests=Tests/ui; fi; \
	if [ -z "$$tests" ]; then echo "test-quick: no AT-SPI test drives what changed"; exit 0; fi; \
	case "$$tests" in *test_example_app*|*test_checklist_app*|Tests/ui) $(MAKE) --no-print-directory example || exit 1;; esac; \
	echo "test-quick: AT-SPI tests:" $$tests; \
	MACHISMO_BIN=$(abspath $(DEBUG_BIN)) $(EXAMPLE_ENV) MACHISMO_UI_TIMEOUT=1200 \
		MACHISMO_UI_TESTS="$$tests" Tests/ui/shards 2 $(if $(K),-k '$(K)')

# The Swift sources as .swift-format has them (4 spaces, 120 columns, the rules the code
# follows): swift-format comes with the toolchain. `make format` rewrites them so. About 3 s.
SWIFT_FORMAT ?= $(dir $(SWIFT))swift-format
SWIFT_SOURCES := Package.swift Sources Tests Benchmarks Examples/Bookshelf/Package.swift Examples/Bookshelf/Sources \
	Examples/Checklist/Package.swift Examples/Checklist/Sources
lint:
	$(SWIFT_FORMAT) lint --strict --recursive --parallel $(SWIFT_SOURCES)

format:
	$(SWIFT_FORMAT) format --in-place --recursive --parallel $(SWIFT_SOURCES)

# The rules of docs/ARCHITECTURE.md, read from the sources (scripts/check-architecture: what
# imports what, scenes kept apart, the channels change travels by), then its self-test, which
# shows each rule failing on a copy of the tree that breaks it. About 1 s.
check-architecture:
	scripts/check-architecture
	scripts/check-architecture --self-test >/dev/null

# Every public symbol of the library products has a documentation comment: one without
# fails the check and is named (scripts/check-api-docs). About 10 s.
check-api-docs:
	$(SWIFT) package dump-symbol-graph >/dev/null
	scripts/check-api-docs

# The API of the library products against the last release's, kept in api/baseline (a clean
# clone has no tags): every break `swift package diagnose-api-breaking-changes` finds must be
# named in CHANGELOG.md's Unreleased section, or the check fails naming it
# (scripts/check-api-breaks; `--rebaseline` at a release). About 10 s after the debug build.
# (Checked here: a public symbol made internal, renamed or removed is reported; one made
# `package` is not, the tool counting package access as API.)
check-api-breaks:
	scripts/check-api-breaks --self-test >/dev/null
	scripts/check-api-breaks

# The libraries' documentation (DocC), one static site in .build/docs: scripts/build-docs.
docs:
	scripts/build-docs

# The Swift runtime's backtracer catches the trap G_DEBUG=fatal-criticals raises on a critical,
# and the process goes on as if nothing happened (checked here): with it off, a GTK critical
# in a Swift test stops the run, as it stops a C program.
test-swift:
	$(XVFB) env G_DEBUG=fatal-criticals SWIFT_BACKTRACE=enable=no GTK_A11Y=none GSK_RENDERER=cairo \
		$(SWIFT) test --skip-build

# With the example app (built first), which test_example_app.py drives. The suite runs as
# UI_SHARDS runs side by side, each with its own X server and buses (Tests/ui/shards): a UI
# test mostly waits, and on a 2-core machine the AddressSanitizer suite took 10 minutes as
# two runs and 7½ as three (its tests dealt out by their durations).
UI_SHARDS ?= 3
test-ui: example
	MACHISMO_BIN=$(abspath $(DEBUG_BIN)) $(EXAMPLE_ENV) MACHISMO_UI_TIMEOUT=1800 \
		Tests/ui/shards $(UI_SHARDS)

# Examples/Bookshelf: an app of its own that depends on the library products by path, as
# another package would. It builds the libraries again in its own .build (Examples/Bookshelf/.build),
# the libraries' translations compiled beside it.
# Examples/Checklist is the app an outside developer writes from README's snippet and the
# products' documentation (a table, an alert, a sheet on a bar button item, a switch, state kept
# between launches); test_checklist_app.py drives it. Examples/machismo, a link to the
# repository, lets both depend on it as README says, by `.package(path: "../machismo")`.
EXAMPLE := Examples/Bookshelf
EXAMPLE_BIN := $(EXAMPLE)/.build/debug/Bookshelf
CHECKLIST := Examples/Checklist
CHECKLIST_BIN := $(CHECKLIST)/.build/debug/Checklist
EXAMPLE_ENV := MACHISMO_EXAMPLE_BIN=$(abspath $(EXAMPLE_BIN)) MACHISMO_CHECKLIST_BIN=$(abspath $(CHECKLIST_BIN))
example: deps
	$(SWIFT) build --package-path $(EXAMPLE)
	$(SWIFT) build --package-path $(CHECKLIST)
	@$(MAKE) --no-print-directory library-catalogues BIN_DIR=$(EXAMPLE)/.build/debug
	@$(MAKE) --no-print-directory library-catalogues BIN_DIR=$(CHECKLIST)/.build/debug

# README's dependency snippet works as pasted: a package made of its lines builds beside a
# checkout named machismo, and its git form resolves from a tagged clone (Tests/package/run).
test-package: deps
	Tests/package/run

# `make install` into a temporary prefix and from a packager's DESTDIR, the installed copy
# run from elsewhere (Tests/install), then `make uninstall` (nothing of ours is left).
test-install: release
	Tests/install/run

# The same tests on a build with AddressSanitizer (the Swift and the C of CGtkExtras),
# in its own scratch folder. Any ASan error, or a leak at exit that Tests/asan/lsan.supp
# does not name, fails the process and so the run.
# Linked with the toolchain's lld: Debian's gold warns 850 times that it cannot export the
# ASan runtime's local symbols.
test-asan: asan-build
	$(MAKE) --no-print-directory test-asan-swift test-asan-ui

asan-build: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path $(ASAN_BUILD) -Xswiftc -use-ld=lld
	@$(MAKE) --no-print-directory catalogues BIN_DIR=$(ASAN_BUILD)/debug

# The Swift test binary gets the sanitizer settings directly, in three runs:
# - every test but those below, leaks checked with whole stacks;
# - the fuzz tests (SavedFilesFuzzTests), for what fuzzing finds: memory errors and crashes
#   in the readers of saved files. They feed each reader 1,000 inputs here rather than the
#   plain run's 10,000, with the fast unwinder and no leak check: with whole stacks they
#   took 2½ minutes of the 4 here, with the fast unwinder 20 s, and a leak the fast unwinder
#   meets in GTK (whose libraries have no frame pointers) has a stack no suppression can
#   name. Every other test checks leaks.
# - GTK 4.8's file chooser leaks a GFileInfo for every folder its path bar shows, made in a
#   GIO thread whose stack names nothing lsan.supp could match: the tests that show it (each
#   has "Chooser" in its class's or its own name) run with leak checks off (the last
#   ASAN_OPTIONS word wins) and memory checks on.
test-asan-swift:
	$(XVFB) env $(ASAN_SWIFT_ENV) $(ASAN_SWIFT_TEST) --skip Chooser --skip SavedFilesFuzzTests
	$(XVFB) env $(ASAN_SWIFT_ENV):fast_unwind_on_malloc=1:detect_leaks=0 MACHISMO_FUZZ_COUNT=1000 \
		$(ASAN_SWIFT_TEST) --filter SavedFilesFuzzTests
	$(XVFB) env $(ASAN_SWIFT_ENV):detect_leaks=0 $(ASAN_SWIFT_TEST) --filter Chooser

# Only the app gets them (the harness passes MACHISMO_APP_X on as X), not pytest. The example
# app (built without the sanitizer) is driven too.
ASAN_UI := MACHISMO_BIN=$(abspath $(ASAN_BIN)) $(EXAMPLE_ENV) \
	MACHISMO_UI_TIMEOUT=1800 MACHISMO_MONKEY_ACTIONS=300 $(addprefix MACHISMO_APP_,$(ASAN_ENV) ASAN_OPTIONS=$(ASAN_OPTS))
test-asan-ui: example
	$(ASAN_UI) Tests/ui/shards $(UI_SHARDS)

# The Wayland suite (Tests/ui/wayland, Tests/ui/test_wayland.py): the AddressSanitizer build
# under a headless sway, driven as on X11, for what differs between the two sessions: popups
# placed by the compositor, the side buttons, drag and drop, the window's state, the
# accessibility audit. WAYLAND_BIN=$(DEBUG_BIN) runs it on the debug build.
WAYLAND_BIN ?= $(ASAN_BIN)
test-wayland: deps
	$(if $(filter $(ASAN_BIN),$(WAYLAND_BIN)),$(MAKE) --no-print-directory asan-build,$(MAKE) --no-print-directory build)
	MACHISMO_BIN=$(abspath $(WAYLAND_BIN)) MACHISMO_UI_TIMEOUT=900 \
		$(if $(filter $(ASAN_BIN),$(WAYLAND_BIN)),$(addprefix MACHISMO_APP_,$(ASAN_ENV) ASAN_OPTIONS=$(ASAN_OPTS))) \
		Tests/ui/wayland

# Times every AT-SPI test on the AddressSanitizer build into Tests/ui/durations.tsv, by which
# Tests/ui/shards deals the tests out to its runs (commit it when the suite has changed much).
ui-durations: asan-build example
	rm -f .build/ui-durations.log
	$(ASAN_UI) MACHISMO_UI_DURATIONS=$(abspath .build/ui-durations.log) Tests/ui/shards $(UI_SHARDS)
	awk -F '\t' '{ t[$$1] += $$2 } END { for (k in t) printf "%s\t%.1f\n", k, t[k] }' .build/ui-durations.log \
		| sort >Tests/ui/durations.tsv

# The monkey (Tests/ui/monkey.py) for as long as asked: random input from a seed, failing on
# any crash, critical or warning. SEED may list several (1,2,3). Under a window manager
# (metacity); WM=none plays on a bare X server instead (the window sized and moved freely,
# input during start-up over saved tabs and pages); SESSION=wayland plays under the Wayland
# suite's headless sway (Tests/ui/wayland). `make test` runs seeds 1 to 3 for 300 actions
# each under a window manager, seed 1 for 300 with none, and seed 1 for 300 on Wayland, all on
# the AddressSanitizer build.
SEED ?= 1
ACTIONS ?= 5000
WM ?= metacity
SESSION ?= x11
SOAK_ENV = MACHISMO_BIN=$(abspath $(DEBUG_BIN)) MACHISMO_MONKEY_SEEDS=$(SEED) MACHISMO_MONKEY_ACTIONS=$(ACTIONS) \
	MACHISMO_UI_TIMEOUT=$$(( 600 + $(ACTIONS) * $$(echo $(SEED) | tr ',' ' ' | wc -w) ))
soak: build
ifeq ($(SESSION),wayland)
	$(SOAK_ENV) MACHISMO_UI_TESTS=Tests/ui/test_monkey.py Tests/ui/wayland -k test_the_monkey -s
else
	$(SOAK_ENV) MACHISMO_MONKEY_WM=$(WM) Tests/ui/run -k test_the_monkey -s
endif

# Startup time and peak memory against a bare C GTK program, as ratios, on X11 and on
# Wayland (a headless sway, Tests/ui/wayland-session); then
# navigation push + pop cost and leaks; the card engine; drawing whole card boards (no display);
# text statistics by runs; CarValet's Garage list with 10,000 cars (its first frame against an
# empty garage's, a keystroke in search). Every figure is a line ending "ok" or "over";
# Benchmarks/summarize passes them on and counts them: the last line is "N of M targets met". The status is the
# figures' (pipefail): a program that fails fails the bench. Start-up runs 25 times per
# program: at 15, the median CPU time of the same binaries moved by ±3% from one `make bench`
# to the next on this 2-core machine, more than the margin of the start-up targets.
bench: bench-build
	bash -o pipefail -c '$(MAKE) --no-print-directory bench-figures | Benchmarks/summarize'

bench-build: deps
	$(RELEASE_BUILD) --product machismo
	@$(MAKE) --no-print-directory catalogues BIN_DIR=.build/release
	$(RELEASE_BUILD) --product navigation-bench
	$(RELEASE_BUILD) --product cardgame-bench
	$(RELEASE_BUILD) --product cardboard-bench
	$(RELEASE_BUILD) --product textstats-bench
	$(RELEASE_BUILD) --product emojiart-bench
	$(RELEASE_BUILD) --product scores-bench
	cc -O2 $$(pkg-config --cflags gtk4) Benchmarks/startup/bare.c -o $(BARE) $$(pkg-config --libs gtk4)

# Where start-up goes: the app and the bare window counted to their first frames under
# callgrind, step by step and library by library (Benchmarks/startup/profile.py). Slow
# (a minute or two under valgrind), so not part of `make bench`; valgrind is installed here.
profile-startup: deps
	@scripts/install-system-packages valgrind
	$(RELEASE_BUILD) --product machismo
	@$(MAKE) --no-print-directory catalogues BIN_DIR=.build/release
	cc -O2 $$(pkg-config --cflags gtk4) Benchmarks/startup/bare.c -o $(BARE) $$(pkg-config --libs gtk4)
	$(XVFB) /usr/bin/python3 Benchmarks/startup/profile.py --app $(RELEASE_BIN) --bare $(BARE)

bench-figures:
	$(XVFB) /usr/bin/python3 Benchmarks/startup/bench.py --app $(RELEASE_BIN) --bare $(BARE) --runs 25
	Tests/ui/wayland-session /usr/bin/python3 Benchmarks/startup/bench.py --app $(RELEASE_BIN) --bare $(BARE) \
		--runs 25 --wayland
	$(XVFB) env GSK_RENDERER=cairo .build/release/navigation-bench 1000
	.build/release/cardgame-bench
	.build/release/cardboard-bench
	$(XVFB) .build/release/textstats-bench
	$(XVFB) env GSK_RENDERER=cairo .build/release/emojiart-bench
	.build/release/scores-bench
	$(XVFB) /usr/bin/python3 Benchmarks/scores/screen.py --app $(RELEASE_BIN) --scores-bench .build/release/scores-bench
	$(XVFB) /usr/bin/python3 Benchmarks/emojiart/browser.py --app $(RELEASE_BIN) --runs 15
	$(XVFB) /usr/bin/python3 Benchmarks/carvalet/bench.py --app $(RELEASE_BIN) --runs 11

# The README's pictures, taken of the real binary under Xvfb.
screenshots: build
	MACHISMO_BIN=$(abspath $(DEBUG_BIN)) Tests/ui/run --screenshots

clean:
	rm -rf .build $(ASAN_BUILD) $(BARE) Tests/ui/artifacts machismo-*.tar.xz $(EXAMPLE)/.build $(CHECKLIST)/.build
