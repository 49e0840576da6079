#!/bin/sh
# Makes .build/lottie/: a package of the two programs in
# scripts/lottie-check/ (lottie-check: samples against lottie-ios's iOS
# snapshots; lottie-play: Lottie files in a window), built on this
# checkout's own `Lottie` product (lottie-ios, vendored), and builds
# PRODUCT. Its build folder is kept, so later builds compile only the
# two programs.
#
# Usage: scripts/lottie-package.sh PRODUCT [debug|release]
# Prints the built program's path last.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
product=${1:?usage: scripts/lottie-package.sh PRODUCT [debug|release]}
configuration=${2:-debug}
work="$here/.build/lottie"
mkdir -p "$work"
# (A package of an earlier form built lottie-ios's sources itself.)
rm -rf "$work/Sources" "$work/Check" "$work/Play"
cp -R "$here/scripts/lottie-check/Check" "$here/scripts/lottie-check/Play" "$work/"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription

let quartzite = Package.Dependency.package(path: "$here")
let uikit = Target.Dependency.product(name: "PreviewKit", package: "$(basename "$here")")
let lottie = Target.Dependency.product(name: "Lottie", package: "$(basename "$here")")
let v5 = [SwiftSetting.swiftLanguageMode(.v5)]
let package = Package(
    name: "LottieOnQuartzite",
    dependencies: [quartzite],
    targets: [
        .executableTarget(name: "lottie-check", dependencies: [lottie, uikit], path: "Check", swiftSettings: v5),
        .executableTarget(name: "lottie-play", dependencies: [lottie, uikit], path: "Play", swiftSettings: v5),
    ]
)
PACKAGE
cd "$work"
swift build -c "$configuration" --product "$product" >&2
echo "$work/.build/$configuration/$product"
