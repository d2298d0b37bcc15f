# Machismo: `make run` and `make test` are all a new machine needs.
# Each target first installs any missing system packages (scripts/install-system-packages).

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
DEBUG_BIN := .build/debug/machismo
RELEASE_BIN := .build/release/machismo
XVFB := xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session --
BARE := Benchmarks/startup/bare

.PHONY: all deps build run test test-swift test-ui bench screenshots clean

all: build

deps:
	@scripts/install-system-packages

build: deps
	$(SWIFT) build --product machismo

run: build
	$(DEBUG_BIN)

# Every test: the Swift unit tests (GTK ones in a real window under Xvfb), then the
# end-to-end tests that drive the real binary over AT-SPI. A GTK critical fails them.
test: deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory test-swift test-ui

test-swift:
	$(XVFB) env G_DEBUG=fatal-criticals GTK_A11Y=none GSK_RENDERER=cairo $(SWIFT) test --skip-build

test-ui:
	MACHISMO_BIN=$(abspath $(DEBUG_BIN)) Tests/ui/run

# Startup time and peak memory against a bare C GTK program, as ratios; then
# navigation push + pop cost and leaks; the card engine; drawing whole card boards (no display);
# text statistics by runs.
bench: deps
	$(SWIFT) build -c release --static-swift-stdlib --product machismo
	$(SWIFT) build -c release --static-swift-stdlib --product navigation-bench
	$(SWIFT) build -c release --static-swift-stdlib --product cardgame-bench
	$(SWIFT) build -c release --static-swift-stdlib --product cardboard-bench
	$(SWIFT) build -c release --static-swift-stdlib --product textstats-bench
	cc -O2 $$(pkg-config --cflags gtk4) Benchmarks/startup/bare.c -o $(BARE) $$(pkg-config --libs gtk4)
	$(XVFB) /usr/bin/python3 Benchmarks/startup/bench.py --app $(RELEASE_BIN) --bare $(BARE) --runs 15
	$(XVFB) env GSK_RENDERER=cairo .build/release/navigation-bench 1000
	.build/release/cardgame-bench
	.build/release/cardboard-bench
	$(XVFB) .build/release/textstats-bench

# The README's pictures, taken of the real binary under Xvfb.
screenshots: build
	MACHISMO_BIN=$(abspath $(DEBUG_BIN)) Tests/ui/run --screenshots

clean:
	rm -rf .build $(BARE) Tests/ui/artifacts
