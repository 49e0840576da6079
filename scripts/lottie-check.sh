#!/bin/sh
# Plays lottie-ios samples with its Core Animation engine (this
# checkout's `Lottie` product) and compares them with lottie-ios's own
# iOS snapshots.
#
# Usage: scripts/lottie-check.sh [PATH/TO/lottie-ios [SAMPLE...]]
#
# Without a checkout, the samples and snapshots vendored for the tests
# (Tests/LottieTests) are used. SAMPLE names a file under the samples
# folder without .json (default: six of them). Exits 1 when a sample
# differs from its snapshot in more than 3% of its pixels (see
# scripts/lottie-check/Check/main.swift).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -gt 0 ] && [ -n "$1" ]; then
  lottie=$(cd "$1" && pwd); shift
  samples_dir="$lottie/Tests/Samples"; snapshots_dir="$lottie/Tests/__Snapshots__/SnapshotTests"
else
  [ $# -gt 0 ] && shift
  samples_dir="$here/Tests/LottieTests/Samples"; snapshots_dir="$here/Tests/LottieTests/__Snapshots__/SnapshotTests"
fi
[ -d "$samples_dir" ] || { echo "lottie-check: no samples in $samples_dir (a lottie-ios checkout?)" >&2; exit 2; }
[ $# -gt 0 ] || set -- TwitterHeart LottieFiles/loading_dots_1 LottieFiles/gradient_square Switch HamburgerArrow \
    9squares_AlBoardman
program=$("$here/scripts/lottie-package.sh" lottie-check | tail -1)
samples=""
for s in "$@"; do
  [ -f "$samples_dir/$s.json" ] && samples="$samples $samples_dir/$s.json" || echo "lottie-check: no sample $s; skipped" >&2
done
[ -n "$samples" ] || { echo "lottie-check: none of the samples named is there" >&2; exit 2; }
# shellcheck disable=SC2086
"$program" "$here/.build/lottie/out" "$snapshots_dir" $samples
