# Quartzite: two commands on a fresh Debian machine.
#   make demo   installs SDL2 and FreeType if missing, builds in release, opens the gallery
#   make test   installs SDL2 and FreeType if missing, runs the whole test suite
#   make bench  release build of qz-bench, every scene, ratios against cairo

SWIFT   ?= swift
SUDO    := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT     := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get
SYSDEPS := libsdl2-dev libsdl2-image-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core pkg-config

.PHONY: demo test bench deps bench-deps build release clean tsan check

# Install the system libraries only when pkg-config cannot find them.
deps:
	@if ! pkg-config --exists sdl2 SDL2_image freetype2 fontconfig 2>/dev/null \
	    || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then \
	  echo "Installing $(SYSDEPS) with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq $(SYSDEPS); \
	fi

bench-deps: deps
	@if ! pkg-config --exists cairo 2>/dev/null; then \
	  echo "Installing libcairo2-dev (the benchmark's peer) with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq libcairo2-dev || true; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product demos

demo: release
	$$($(SWIFT) build -c release --show-bin-path)/demos $(ARGS)

# The suite, then the gallery as a command-line program on the real main
# run loop (Swift Testing runs tests off the main thread on Linux): its
# options, every demo rendered headless, the engine with no window.
test: deps
	$(SWIFT) test
	$(SWIFT) build --product demos
	./Tests/demos-cli.sh "$$($(SWIFT) build --show-bin-path)/demos"

# The gallery's window built with ThreadSanitizer, run headless (SDL's
# dummy driver) with the main thread blocked and every tool on; any
# report fails. Separate build folder: it is a full build.
tsan: deps
	$(SWIFT) build --build-path .build-tsan --product demos --sanitize=thread
	@for d in $$(.build-tsan/debug/demos --list); do \
	  SDL_VIDEODRIVER=dummy TSAN_OPTIONS=halt_on_error=1 timeout 120 .build-tsan/debug/demos $$d \
	    --run-for 3 --block-main-at 0.5 --tools hud,bounds,blended,flash >/dev/null || exit 1; \
	  echo "$$d: clean"; \
	done

# The test suite under ThreadSanitizer and AddressSanitizer (separate
# build folders: each is a full build), then the window under TSan.
check: deps
	$(SWIFT) test --build-path .build-tsan --sanitize=thread
	$(SWIFT) test --build-path .build-asan --sanitize=address
	$(MAKE) tsan

bench: bench-deps
	$(SWIFT) build -c release --product qz-bench
	./Benchmarks/run.sh "$$($(SWIFT) build -c release --show-bin-path)/qz-bench"

clean:
	rm -rf .build bench-out
