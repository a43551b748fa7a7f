# Casement: UIKit for Linux desktops. `make run` opens the demo catalogue; `make test` runs every test.
SWIFT ?= swift
XVFB_RUN = xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp"

.PHONY: deps build run test bench format format-check clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

run: build
	@scripts/run-catalog.sh

# Builds everything (tests start the demo and fixture executables), then runs all tests under Xvfb.
test: deps
	$(SWIFT) build --build-tests
	$(XVFB_RUN) $(SWIFT) test --skip-build --disable-swift-testing

# Benchmarks print ratios against references measured in the same run; with no DISPLAY they run under
# Xvfb so the X11 presenting figures are measured too.
bench: deps
	$(SWIFT) build -c release --product Benchmarks
	if [ -n "$$DISPLAY" ]; then $$($(SWIFT) build -c release --show-bin-path)/Benchmarks; \
	else xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" $$($(SWIFT) build -c release --show-bin-path)/Benchmarks; fi

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Sources Tests Demos Benchmarks Package.swift

format-check:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Sources Tests Demos Benchmarks Package.swift

clean:
	rm -rf .build screenshots
