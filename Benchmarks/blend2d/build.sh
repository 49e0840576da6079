#!/usr/bin/env bash
# build.sh OUTDIR: builds Blend2D with its JIT (and AsmJit) from source,
# once, and the Blend2D peer of the standard scene into
# OUTDIR/blend2d-standard. Fails with one line when it cannot.
#
# Debian packages no Blend2D, so the sources come from PyPI's source
# package "blend2d-python" 1.0.0 (pinned by its sha256), which bundles the
# upstream trees unmodified: Blend2D 0.12.0 (commit c79b36d) and AsmJit
# 1.14 (commit 4111cae). Only those two C++ trees are built, with CMake's
# Release flags (Blend2D's own -O2, JIT on, SIMD chosen at run time); the
# Python binding is not. About two minutes on two cores, the first time.
set -euo pipefail
out="${1:?usage: build.sh OUTDIR}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$out/blend2d-src"
sdist="blend2d-python"; version="1.0.0"
sha="a88b1681568873266b39aefdc3b68023966c8ecbbbe6d8fe29d80a7dad28ee2b"
fail() { echo "blend2d peer: $1; skipped" >&2; exit 1; }
for tool in cmake ninja g++ python3; do command -v "$tool" >/dev/null 2>&1 || fail "$tool not found"; done
mkdir -p "$out" "$work"
lib="$work/build/libblend2d.a"
if [ ! -f "$lib" ]; then
  tarball="$work/blend2d_python-$version.tar.gz"
  if [ ! -f "$tarball" ] || ! echo "$sha  $tarball" | sha256sum -c --status; then
    printf '%s==%s --hash=sha256:%s\n' "$sdist" "$version" "$sha" > "$work/req.txt"
    python3 -m pip download --no-deps --no-binary "$sdist" --require-hashes -r "$work/req.txt" -d "$work" \
      >"$work/pip.log" 2>&1 || fail "pip could not download $sdist $version (see $work/pip.log)"
  fi
  echo "$sha  $tarball" | sha256sum -c --status || fail "$tarball does not match its sha256"
  rm -rf "$work/src" && mkdir -p "$work/src" && tar xzf "$tarball" -C "$work/src"
  trees="$work/src/blend2d_python-$version/3rdparty"
  echo "blend2d peer: building Blend2D and AsmJit (once, about two minutes)" >&2
  cmake -G Ninja -S "$trees/blend2d" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DBLEND2D_STATIC=TRUE \
    -DBLEND2D_TEST=FALSE -DASMJIT_DIR="$trees/asmjit" >"$work/cmake.log" 2>&1 || fail "cmake failed (see $work/cmake.log)"
  grep -q "Enabling JIT compiler support" "$work/cmake.log" || fail "Blend2D was configured without its JIT"
  ninja -C "$work/build" >"$work/ninja.log" 2>&1 || fail "the Blend2D build failed (see $work/ninja.log)"
  [ -f "$lib" ] || fail "no $lib after the build"
fi
src="$(ls -d "$work"/src/blend2d_python-*/3rdparty/blend2d/src)"
g++ -O2 -march=native -std=c++17 -I"$src" -DBL_STATIC -o "$out/blend2d-standard" "$here/standard.cpp" "$lib" \
  -lpthread -lrt -lm || fail "compiling standard.cpp failed"
