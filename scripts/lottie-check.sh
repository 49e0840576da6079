#!/bin/sh
# Builds lottie-ios's Core Animation engine against this checkout and
# compares its playback with lottie-ios's own iOS snapshots.
#
# Usage: scripts/lottie-check.sh PATH/TO/lottie-ios [SAMPLE...]
#
# SAMPLE names a file under the checkout's Tests/Samples without .json
# (default: TwitterHeart LottieFiles/loading_dots_1 LottieFiles/gradient_square
# Switch HamburgerArrow 9squares_AlBoardman). Works in .build/lottie-check/:
# a package with the checkout's Sources/ (edited by lottie-for-linux.py,
# only what Swift on Linux forces) and the player in scripts/lottie-check/.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
lottie=${1:?usage: scripts/lottie-check.sh PATH/TO/lottie-ios [SAMPLE...]}
lottie=$(cd "$lottie" && pwd)
shift
[ $# -gt 0 ] || set -- TwitterHeart LottieFiles/loading_dots_1 LottieFiles/gradient_square Switch HamburgerArrow \
    9squares_AlBoardman
work="$here/.build/lottie-check"
mkdir -p "$work/Play"
rm -rf "$work/Sources"
cp -R "$lottie/Sources" "$work/Sources"
find "$work/Sources" \( -name '*.md' -o -name '*.xcprivacy' \) -delete
python3 "$here/scripts/lottie-for-linux.py" "$work" | tail -1
cp "$here/scripts/lottie-check/main.swift" "$work/Play/main.swift"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LottieCheck",
    dependencies: [.package(path: "$here")],
    targets: [
        .target(name: "Lottie", dependencies: [.product(name: "PreviewKit", package: "$(basename "$here")")],
                path: "Sources", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "lottie-check", dependencies: ["Lottie"], path: "Play",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
PACKAGE
cd "$work"
swift build --product lottie-check 2>&1 | grep -E "error|warning: unre|Compiling Lottie|Build" | tail -3
samples=""
for s in "$@"; do samples="$samples $lottie/Tests/Samples/$s.json"; done
# shellcheck disable=SC2086
"$work/.build/debug/lottie-check" "$work/out" "$lottie/Tests/__Snapshots__/SnapshotTests" $samples
