#!/usr/bin/env bash
# build.sh OUTDIR: compiles the cairo peer into OUTDIR/cairo-standard
# (gcc -O2, cairo from pkg-config). Fails with one line when cairo is missing.
set -euo pipefail
out="${1:?usage: build.sh OUTDIR}"
here="$(cd "$(dirname "$0")" && pwd)"
if ! pkg-config --exists cairo 2>/dev/null; then
  echo "cairo peer: libcairo2-dev not found (pkg-config cairo); skipped" >&2
  exit 1
fi
mkdir -p "$out"
gcc -O2 -o "$out/cairo-standard" "$here/standard.c" $(pkg-config --cflags --libs cairo) -lm
gcc -O2 -o "$out/imagediff" "$here/imagediff.c" $(pkg-config --cflags --libs cairo)
gcc -O2 -o "$out/cairo-shapes" "$here/shapes.c" $(pkg-config --cflags --libs cairo) -lm
