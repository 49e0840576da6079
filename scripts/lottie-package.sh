#!/bin/sh
# Makes .build/lottie/: a package with a lottie-ios checkout's Sources/
# (edited by lottie-for-linux.py: only what Swift on Linux forces) built
# against this Quartzite checkout, with two programs from
# scripts/lottie-check/: lottie-check (samples against lottie-ios's iOS
# snapshots) and lottie-play (Lottie files in a window). Builds PRODUCT.
#
# Usage: scripts/lottie-package.sh PATH/TO/lottie-ios PRODUCT [debug|release]
# Prints the built program's path last.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
lottie=$(cd "${1:?usage: scripts/lottie-package.sh PATH/TO/lottie-ios PRODUCT}" && pwd)
product=${2:?usage: scripts/lottie-package.sh PATH/TO/lottie-ios PRODUCT [debug|release]}
configuration=${3:-debug}
[ -d "$lottie/Sources" ] || { echo "lottie-package: $lottie has no Sources/ (a lottie-ios checkout?)" >&2; exit 2; }
work="$here/.build/lottie"
mkdir -p "$work"
rm -rf "$work/Sources" "$work/Check" "$work/Play"
cp -R "$lottie/Sources" "$work/Sources"
find "$work/Sources" \( -name '*.md' -o -name '*.xcprivacy' \) -delete
python3 "$here/scripts/lottie-for-linux.py" "$work" | tail -1 >&2
cp -R "$here/scripts/lottie-check/Check" "$here/scripts/lottie-check/Play" "$work/"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription

let quartzite = Package.Dependency.package(path: "$here")
let uikit = Target.Dependency.product(name: "PreviewKit", package: "$(basename "$here")")
let v5 = [SwiftSetting.swiftLanguageMode(.v5)]
let package = Package(
    name: "LottieOnQuartzite",
    dependencies: [quartzite],
    targets: [
        .target(name: "Lottie", dependencies: [uikit], path: "Sources", swiftSettings: v5),
        .executableTarget(name: "lottie-check", dependencies: ["Lottie", uikit], path: "Check", swiftSettings: v5),
        .executableTarget(name: "lottie-play", dependencies: ["Lottie", uikit], path: "Play", swiftSettings: v5),
    ]
)
PACKAGE
cd "$work"
swift build -c "$configuration" --product "$product" >&2
echo "$work/.build/$configuration/$product"
