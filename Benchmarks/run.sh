#!/usr/bin/env bash
# make bench: every scene of qz-bench, in one run.
set -euo pipefail
bench="$1"
for scene in geometry; do
  "$bench" --scene "$scene" --frames 50
done
