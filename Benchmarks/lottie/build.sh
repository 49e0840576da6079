#!/usr/bin/env bash
# build.sh OUTDIR: the Lottie peers. rlottie's (Debian's librlottie-dev)
# compiled into OUTDIR/rlottie-peer; ThorVG's (the thorvg-cython wheel from
# PyPI, ThorVG 1.0) installed in a virtual environment OUTDIR/thorvg-venv,
# run as OUTDIR/thorvg-peer. Each says in one line when it cannot be made;
# the exit status is 0 when at least one peer is ready.
set -uo pipefail
out="${1:?usage: build.sh OUTDIR}"
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$out"
ready=0
if [ -f /usr/include/rlottie_capi.h ] && gcc -O2 -o "$out/rlottie-peer" "$here/rlottie.c" -lrlottie; then
  ready=1
else
  echo "rlottie peer: librlottie-dev not found; skipped" >&2
fi
venv="$out/thorvg-venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import thorvg_cython" 2>/dev/null; then
  { python3 -m venv "$venv" && "$venv/bin/pip" install -q "thorvg-cython==0.0.5.post1"; } >/dev/null 2>&1 || true
fi
if "$venv/bin/python" -c "import thorvg_cython" 2>/dev/null; then
  printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$venv/bin/python" "$here/thorvg.py" > "$out/thorvg-peer"
  chmod +x "$out/thorvg-peer"
  ready=1
else
  echo "ThorVG peer: could not install thorvg-cython (python3-venv and network needed); skipped" >&2
fi
[ "$ready" = 1 ]
