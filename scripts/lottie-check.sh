#!/bin/sh
# Builds lottie-ios's Core Animation engine against this checkout and
# compares its playback with lottie-ios's own iOS snapshots.
#
# Usage: scripts/lottie-check.sh PATH/TO/lottie-ios [SAMPLE...]
#
# SAMPLE names a file under the checkout's Tests/Samples without .json
# (default: six of them). Exits 1 when a sample differs from its snapshot
# in more than 3% of its pixels (see scripts/lottie-check/Check/main.swift).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
lottie=$(cd "${1:?usage: scripts/lottie-check.sh PATH/TO/lottie-ios [SAMPLE...]}" && pwd)
shift
[ $# -gt 0 ] || set -- TwitterHeart LottieFiles/loading_dots_1 LottieFiles/gradient_square Switch HamburgerArrow \
    9squares_AlBoardman
program=$("$here/scripts/lottie-package.sh" "$lottie" lottie-check | tail -1)
samples=""
for s in "$@"; do samples="$samples $lottie/Tests/Samples/$s.json"; done
# shellcheck disable=SC2086
"$program" "$here/.build/lottie/out" "$lottie/Tests/__Snapshots__/SnapshotTests" $samples
