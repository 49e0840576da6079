#!/usr/bin/env bash
# make bench: every scene of qz-bench in one run, with the allocation
# counter preloaded when gcc can build it.
set -euo pipefail
bench="$1"
here="$(cd "$(dirname "$0")" && pwd)"
out="${BENCH_OUT:-$here/../.build/bench}"
mkdir -p "$out"
preload=""
if command -v gcc >/dev/null 2>&1 && gcc -O2 -shared -fPIC -o "$out/malloc_count.so" "$here/alloc/malloc_count.c" -ldl 2>/dev/null; then
  preload="$out/malloc_count.so"
fi
run() { if [ -n "$preload" ]; then LD_PRELOAD="$preload" "$bench" "$@"; else "$bench" "$@"; fi; }
run --scene geometry --frames 50
run --scene evaluation --frames 60
