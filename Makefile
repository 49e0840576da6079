# Quartzite: two commands on a fresh Debian machine.
#   make demo   installs SDL2 and FreeType if missing, builds in release, opens the gallery
#   make test   installs SDL2 and FreeType if missing, runs the whole test suite
#   make bench  release build of qz-bench, every scene, ratios against cairo and Blend2D, Lottie files against ThorVG and rlottie
#   make docs   the DocC site under .build/docs/, offline; fails below 95% public doc coverage
#   make docs-media  the README's recordings of the gallery (docs/*.gif)
#   make new DIR=path/to/name   a package of your own animation, depending on this checkout
#   make lottie-check [LOTTIE=path/to/lottie-ios]  Lottie samples played here against lottie-ios's iOS snapshots
#   make lottie-play [FILES=folder-or-file]   Lottie files (.json, .lottie) in a window

SWIFT   ?= swift
# Leaks that are not ours (Swift weak side tables, system libraries): see the file.
LSAN_SUPP := $(CURDIR)/Tests/lsan.supp
SUDO    := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT     := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get
SYSDEPS := libsdl2-dev libsdl2-image-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core fonts-liberation2 zlib1g-dev pkg-config
# What the window's tests need: an X server (Xvfb), a Wayland compositor
# to nest in it (weston), Mesa's OpenGL, libdecor's decorations for
# Wayland, the tools that click, resize and look (xdotool, xwd), and
# decoders of their own that read recordings back (ImageMagick for GIF,
# Debian's Pillow for animated PNG).
WINDOWDEPS := xvfb weston libgl1-mesa-dri libegl-mesa0 libdecor-0-plugin-1-cairo xdotool x11-apps x11-utils libx11-dev gcc imagemagick python3-pil

.PHONY: lottie-check lottie-play lottie-snapshots new demo test docs docs-media bench deps window-deps media-deps bench-deps build release clean tsan asan-window check fuzz soak

# Install the system libraries only when pkg-config cannot find them.
deps:
	@if ! pkg-config --exists sdl2 SDL2_image freetype2 fontconfig zlib 2>/dev/null \
	    || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] \
	    || [ ! -f /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf ]; then \
	  echo "Installing $(SYSDEPS) with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq $(SYSDEPS); \
	fi

# ffmpeg: videos for --record, and ImageMagick's reader of animated PNG
# (without its recommended packages: a tenth of the download).
media-deps:
	@command -v ffmpeg >/dev/null 2>&1 || { echo "Installing ffmpeg with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq --no-install-recommends ffmpeg || true; }

window-deps: deps
	@missing=""; for p in $(WINDOWDEPS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq $$missing; \
	fi

bench-deps: deps
	@if ! pkg-config --exists cairo 2>/dev/null; then \
	  echo "Installing libcairo2-dev (the benchmark's peer) with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq libcairo2-dev || true; \
	fi
	@if [ ! -f /usr/include/rlottie_capi.h ] || ! python3 -c "import ensurepip" 2>/dev/null; then \
	  echo "Installing librlottie-dev and python3-venv (the Lottie peers: rlottie, and ThorVG from PyPI) with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq librlottie-dev python3-venv || true; \
	fi
	@if ! command -v cmake >/dev/null 2>&1 || ! command -v ninja >/dev/null 2>&1 || ! command -v g++ >/dev/null 2>&1; then \
	  echo "Installing cmake, ninja-build and g++ (to build the Blend2D peer) with apt-get"; \
	  $(APT) update -qq && $(APT) install -y -qq cmake ninja-build g++ || true; \
	fi

build: deps
	$(SWIFT) build

# A package of your own at DIR, depending on this checkout: `make new
# DIR=~/spinner`, then `cd ~/spinner && swift run -c release`. With
# QUARTZITE_URL=<git URL> QUARTZITE_VERSION=0.1.0 it depends on that
# published Quartzite by version instead.
new: deps
	@QUARTZITE_URL="$(QUARTZITE_URL)" QUARTZITE_VERSION="$(QUARTZITE_VERSION)" ./templates/new-package.sh "$(DIR)"

release: deps
	$(SWIFT) build -c release --product demos

demo: release
	$$($(SWIFT) build -c release --show-bin-path)/demos $(ARGS)

# The suite, then the gallery as a command-line program on the real main
# run loop (Swift Testing runs tests off the main thread on Linux): its
# options, every demo rendered headless, the engine with no window; a
# package of one's own made by `make new`, built and run; then the
# gallery's window on a real X server and on a real Wayland compositor.
test: deps window-deps media-deps
	@# The tests and the gallery only (the benchmark, fuzzing and soak
	@# programs are not built here: the docs' symbol graphs build them
	@# later, beside the window tests). In parallel: the XCTest cases (iOS's
	@# snapshot tests, each a process) beside one another; Swift Testing's
	@# run its tests in parallel itself.
	$(SWIFT) build --product QuartzitePackageTests
	$(SWIFT) build --product demos
	$(SWIFT) test --skip-build --parallel
	@# The package made by `make new` (its own code built in this
	@# checkout's build folder, then mostly waiting on windows and
	@# recordings) runs beside the gallery's checks (the same: waiting on X
	@# and Wayland), and the docs (the processor's work) beside the Wayland
	@# test, once the package is done (both build in this checkout's
	@# folder, one at a time: the package's live rebuild would wait on the
	@# docs' build); their output after.
	@rm -f .build/new-package-test.status
	@{ QZ_XVFB_FROM=230 ./Tests/new-package.sh >.build/new-package-test.log 2>&1; echo $$? >.build/new-package-test.status; } & \
	  $(SWIFT) build --product demos && \
	  ./Tests/demos-cli.sh "$$($(SWIFT) build --show-bin-path)/demos" && \
	  ./Tests/window-x11.sh "$$($(SWIFT) build --show-bin-path)/demos"; g=$$?; \
	  { while [ ! -s .build/new-package-test.status ]; do sleep 1; done; ./docs/build-docs.sh >.build/docs-test.log 2>&1; echo $$? >.build/docs-test.status; } & \
	  [ $$g = 0 ] && ./Tests/window-wayland.sh "$$($(SWIFT) build --show-bin-path)/demos"; w=$$?; wait; \
	  cat .build/new-package-test.log .build/docs-test.log; \
	  [ $$g = 0 ] && [ $$w = 0 ] && [ "$$(cat .build/new-package-test.status)" = 0 ] && [ "$$(cat .build/docs-test.status)" = 0 ]

# The documentation: symbol graphs from the debug build, their doc comment
# coverage (below DOC_MINIMUM, 95 by default, fails), and the toolchain's
# docc over each module's catalog into a static site under .build/docs/.
docs: deps
	./docs/build-docs.sh

# The README's moving pictures: demos recorded on the stepped clock with
# --record (the same bytes every run), into docs/.
docs-media: deps
	$(SWIFT) build --product demos
	@for d in additive sticky-ball layer-classes; do \
	  "$$($(SWIFT) build --show-bin-path)/demos" $$d --record docs/$$d.gif --seconds 3 --fps 20 \
	    --size 1024x720 --scale 0.5 >/dev/null || exit 1; \
	  echo "docs/$$d.gif: $$(wc -c < docs/$$d.gif) bytes"; \
	done

# The gallery's window built with ThreadSanitizer, every demo run with
# the main thread blocked and every tool on, on SDL's dummy driver and on
# a real X server; then the X server's window tests under it. Any report
# fails. Separate build folder: it is a full build.
tsan: deps window-deps
	$(SWIFT) build --build-path .build-tsan --product demos --sanitize=thread
	@for d in $$(.build-tsan/debug/demos --list); do \
	  SDL_VIDEODRIVER=dummy TSAN_OPTIONS=halt_on_error=1 timeout 120 .build-tsan/debug/demos $$d \
	    --run-for 3 --block-main-at 0.5 --tools hud,bounds,blended,flash >/dev/null || exit 1; \
	  TSAN_OPTIONS=halt_on_error=1 timeout 120 ./Tests/with-xvfb.sh 1280x800 .build-tsan/debug/demos $$d \
	    --run-for 3 --block-main-at 0.5 --tools hud,bounds,blended,flash >/dev/null || exit 1; \
	  echo "$$d: clean (dummy driver, X11)"; \
	done
	TSAN_OPTIONS=halt_on_error=1 ./Tests/window-x11.sh .build-tsan/debug/demos 6

# The gallery's window built with AddressSanitizer, every demo opened on
# Xvfb, drawn for two seconds with tools on, and closed; any error or
# leak (LeakSanitizer, at exit) fails.
asan-window: deps window-deps
	$(SWIFT) build --build-path .build-asan --product demos --sanitize=address
	@for d in $$(.build-asan/debug/demos --list); do \
	  ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(LSAN_SUPP) timeout 120 \
	    ./Tests/with-xvfb.sh 1280x800 .build-asan/debug/demos $$d --run-for 2 --tools hud,flash >/dev/null || exit 1; \
	  echo "$$d: clean"; \
	done

# The test suite under ThreadSanitizer and AddressSanitizer (separate
# build folders: each is a full build), the window under TSan and ASan, then an
# eight-minute soak (three of them warm-up) and a one-minute one under
# AddressSanitizer.
check: deps
	$(SWIFT) test --build-path .build-tsan --sanitize=thread
	LSAN_OPTIONS=suppressions=$(LSAN_SUPP) $(SWIFT) test --build-path .build-asan --sanitize=address
	$(MAKE) tsan
	$(MAKE) asan-window
	$(MAKE) soak SOAK_SECONDS=480 SOAK_LEAK_SECONDS=60

# 1,000 layers under random animation churn: for SOAK_SECONDS in a release
# build, failing when resident memory grows past warm-up, a delegate does
# not hear exactly one animationDidStop, or a completion block does not
# run exactly once; then for SOAK_LEAK_SECONDS under AddressSanitizer,
# whose LeakSanitizer reports leaks at exit (its allocator's memory is
# not the program's, so only the callbacks are checked there).
SOAK_SECONDS ?= 1800
SOAK_LEAK_SECONDS ?= 300
soak: deps
	$(SWIFT) build -c release --product qz-soak
	$$($(SWIFT) build -c release --show-bin-path)/qz-soak --seconds $(SOAK_SECONDS)
	$(SWIFT) build -c release --build-path .build-soak --product qz-soak --sanitize=address
	ASAN_OPTIONS=quarantine_size_mb=16:detect_leaks=1 LSAN_OPTIONS=suppressions=$(LSAN_SUPP) \
	  .build-soak/release/qz-soak --seconds $(SOAK_LEAK_SECONDS) --memory ignore

# libFuzzer on each target (Fuzz/QZFuzz.swift) for FUZZ_SECONDS, under
# AddressSanitizer. Each run starts from the kept corpus and the saved
# crashers; inputs that reach new code are merged back into
# Fuzz/Corpus/TARGET, and a crash, hang or leak stops with the input
# saved in Fuzz/Regressions/TARGET (replayed by the test suite).
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= path timing keypath image tree lottie
# Decoding, drawing and thumbnailing a legal 8192-square image takes about
# a gigabyte; AddressSanitizer's quarantine and the allocator's high-water
# mark add to what a process holds, so the resident limit leaves room.
# A hang is an input over 30 s: code under AddressSanitizer and coverage
# runs 20 to 30 times slower than a release build, and some legal scenes
# are heavy (ten thousand tinted replicas of a layer filling the surface
# take half a second a frame in release); slower units are not saved
# beside the regressions below that.
FUZZ_FLAGS   := -timeout=30 -report_slow_units=30 -rss_limit_mb=6144 -malloc_limit_mb=2048 -print_final_stats=1
FUZZ_ASAN    := quarantine_size_mb=64
# (libFuzzer without its main: SwiftPM gives every executable its own.)
FUZZ_RT      := $(shell dirname $$(readlink -f $$(which $(SWIFT))))/../lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a
fuzz: deps
	$(SWIFT) build -c release --build-path .build-fuzz --product qz-fuzz -Xswiftc -DQZ_FUZZ \
	  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
	  -Xlinker $(FUZZ_RT) -Xlinker -lstdc++
	@for t in $(FUZZ_TARGETS); do \
	  work=.build-fuzz/corpus/$$t; mkdir -p $$work Fuzz/Corpus/$$t Fuzz/Regressions/$$t; \
	  echo "== $$t: $(FUZZ_SECONDS) s"; \
	  dict=""; [ -f Fuzz/$$t.dict ] && dict=-dict=Fuzz/$$t.dict; \
	  QZ_FUZZ_TARGET=$$t ASAN_OPTIONS=$(FUZZ_ASAN) LSAN_OPTIONS=suppressions=$(LSAN_SUPP) .build-fuzz/release/qz-fuzz $$work Fuzz/Corpus/$$t Fuzz/Regressions/$$t \
	    $(FUZZ_FLAGS) $$dict -max_total_time=$(FUZZ_SECONDS) -artifact_prefix=Fuzz/Regressions/$$t/ || exit 1; \
	  QZ_FUZZ_TARGET=$$t LSAN_OPTIONS=suppressions=$(LSAN_SUPP) .build-fuzz/release/qz-fuzz -merge=1 -artifact_prefix=Fuzz/Regressions/$$t/ Fuzz/Corpus/$$t $$work 2>&1 | tail -1; \
	done

bench: bench-deps
	$(SWIFT) build -c release --product qz-bench
	./Benchmarks/run.sh "$$($(SWIFT) build -c release --show-bin-path)/qz-bench"

clean:
	rm -rf .build bench-out

# lottie-ios's Core Animation snapshot test, every vendored sample against
# its iOS-recorded references (Tests/LottieTests), in the test build (about
# ten minutes); prints the samples with failing frames and the frames that
# pass. `make test` runs eight of the samples.
lottie-snapshots: deps
	@QZ_LOTTIE_SNAPSHOTS=all $(SWIFT) test --filter "LottieTests.SnapshotTests" \
	  >.build/lottie-snapshots.log 2>&1; \
	  grep -E "^lottie-snapshot .*failed=[1-9]" .build/lottie-snapshots.log | sort; \
	  grep -E "^lottie-snapshot " .build/lottie-snapshots.log | \
	  awk '{ split($$3, f, "="); split($$4, x, "="); n += f[2]; bad += x[2] } \
	       END { printf "%d of %d frames pass (%.1f%%)\n", n - bad, n, n ? 100 * (n - bad) / n : 0 }'

# lottie-ios's Core Animation engine (the vendored `Lottie` product), its
# samples compared with its iOS snapshots: those vendored for the tests,
# or a lottie-ios checkout's (LOTTIE=path).
lottie-check:
	./scripts/lottie-check.sh "$(LOTTIE)"

# Lottie files in a window: one screen per .json or .lottie in FILES (a folder, default
# assets/lottie, or one file); ARGS go to the program (--snapshot, --record...).
lottie-play:
	./scripts/lottie-play.sh "$(or $(FILES),assets/lottie)" $(ARGS)
