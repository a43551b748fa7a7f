# Casement: UIKit for Linux desktops. `make run` opens the demo catalogue; `make test` runs every test.
SWIFT ?= swift
SHELL := /bin/bash
XVFB_RUN = xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp"

.PHONY: deps build port-tool run test bench check-release-stops soak format format-check clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

# casement-port, the porting tool (`swift run casement-port PATH…`), on the toolchain's own SwiftSyntax; a
# toolchain without it builds a stand-in that says so, and everything else still builds.
port-tool:
	$(SWIFT) build --product casement-port
	@echo "built $$($(SWIFT) build --show-bin-path)/casement-port"

run: build
	@scripts/run-catalog.sh

# Builds everything (tests start the demo and fixture executables and the porting tool), then runs all
# tests under Xvfb and says how many X11 tests ran (with CI=true a test that cannot run there fails instead of skipping).
test: deps
	$(SWIFT) build --build-tests
	set -o pipefail; $(XVFB_RUN) $(SWIFT) test --skip-build --disable-swift-testing 2>&1 | tee .build/test.log
	@echo "X11 tests executed and passed: $$(grep -cE "^Test Case 'X11[A-Za-z]*\\.[^']*' passed" .build/test.log)"

# Benchmarks print ratios against references measured in the same run; with no DISPLAY they run under
# Xvfb so the X11 presenting figures are measured too.
bench: deps check-release-stops
	$(SWIFT) build -c release --product Benchmarks
	$(SWIFT) build -c release --product catalog
	if [ -n "$$DISPLAY" ]; then $$($(SWIFT) build -c release --show-bin-path)/Benchmarks; \
	else xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" $$($(SWIFT) build -c release --show-bin-path)/Benchmarks; fi

# UIKit's stop messages (a NaN position, a view added to itself) printed by an optimised build too.
check-release-stops: deps
	@scripts/check-release-stops.sh

# Drives every set of the catalogue's pages under Xvfb in cycles for SOAK_MINUTES (default 10) and fails
# when the low points of resident memory rise more than 2 MB after the first cycle.
soak: build
	@scripts/soak.py

# The porting tool's fixtures are iOS code as libraries write it, and its expected output, not our code.
FORMATTED = $(shell find Sources Tests Demos Benchmarks Tools -name '*.swift' -not -path 'Tests/PortFixtures/*') Package.swift

format:
	@$(SWIFT) format --in-place --configuration .swift-format $(FORMATTED)

format-check:
	@$(SWIFT) format lint --strict --configuration .swift-format $(FORMATTED)

clean:
	rm -rf .build screenshots
