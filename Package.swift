// swift-tools-version:6.0
import PackageDescription

// The engine targets use the Swift 5 language mode: Apple's layer objects are
// not Sendable and live on the main thread, and Swift 6's checking fights
// that object graph. Real synchronisation sits exactly where threads meet
// (README, "Threads"). The value-type modules use Swift 6.
let engine: [SwiftSetting] = [.swiftLanguageMode(.v5)]

// No target a product contains carries unsafe build flags: SwiftPM refuses
// those in a package fetched by version, and Quartzite is a package others
// name by URL and version (`make test` builds one that does). So a debug
// build compiles Quartzite unoptimized, as it does any dependency, and it
// draws far slower (the benchmark's standard scene: about 200 ms a frame
// instead of 2.8); `swift run -c release` is the configuration for
// watching animations (README, "Your own animation").
let package = Package(
    name: "Quartzite",
    products: [
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "PreviewKit", targets: ["PreviewKit", "UIKit", "CoreImage", "CoreText", "_Testing_UIKit",
                                                "_Testing_CoreImage"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        // airbnb's lottie-ios 4.6.1 (Apache-2.0), edited only where Swift on
        // Linux forces it (see vendor/lottie-ios/README.md).
        .library(name: "Lottie", targets: ["Lottie"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        // swift-snapshot-testing's UIKit and Core Animation image strategies
        // on Linux (iOS snapshot tests run here against their iOS references).
        .library(name: "SnapshotTestingQuartzite", targets: ["SnapshotTestingQuartzite"]),
        .executable(name: "demos", targets: ["demos"]),
        .executable(name: "qz-bench", targets: ["QZBench"]),
        .executable(name: "qz-fuzz", targets: ["QZFuzz"]),
        .executable(name: "qz-soak", targets: ["QZSoak"]),
    ],
    dependencies: [
        // The command line of every PreviewKit program (PreviewApp.main).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The snapshot test library iOS projects use; SnapshotTestingQuartzite
        // gives it the strategies it declares for iOS only.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // Apple's named constants (`CATransitionType.fade`, option sets'
        // flags) are tables, `.constants` files beside the code that uses
        // them; this plugin declares them in Swift at build time, the way
        // the Swift compiler declares them from Apple's headers.
        .executableTarget(name: "ConstantsGenerator", path: "Plugins/ConstantsGenerator"),
        .plugin(name: "AppleConstants", capability: .buildTool(), dependencies: ["ConstantsGenerator"]),
        // SDL2 and SDL2_image from Debian (libsdl2-dev, libsdl2-image-dev;
        // the Makefile installs them). Not through pkg-config: see shim.h.
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "fonts-dejavu-core"])]
        ),
        // zlib from Debian (zlib1g-dev): the deflate of animated PNG recordings.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The raster's widest loops for processors with AVX2, chosen at run
        // time (Swift cannot compile one function for a wider processor).
        .target(name: "CSpans"),
        .target(name: "CPrefetch"),
        .target(name: "Raster", dependencies: ["CSpans", "CPrefetch"]),
        .target(name: "CThreads"),
        // What the window server needs of X11 and Wayland beneath SDL
        // (noticing a lost display connection), reached with dlsym.
        .target(name: "CWindowSystem", dependencies: ["CSDL2"]),
        // Making an object of a class known at run time with its init(),
        // as UIKit makes a view's layer from layerClass.
        .target(name: "CClassInit"),
        .target(name: "CoreGraphics", dependencies: ["Raster", "CFreeType"],
                plugins: ["AppleConstants"]),
        // CIColor, and the filters image code names most (blur, sepia).
        .target(name: "CoreImage", dependencies: ["CoreGraphics", "Raster"]),
        .target(name: "CoreText", dependencies: ["CoreGraphics"],
                plugins: ["AppleConstants"]),
        // Satisfies Swift Testing's cross-import overlay lookup on Linux
        // (see the file inside); a dependency of QuartzCore so every client
        // that tests with Swift Testing gets it.
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
        // Apple's associated objects (objc_setAssociatedObject), the part of
        // the Objective-C runtime iOS code calls; QuartzCore re-exports it,
        // as Foundation does on iOS.
        .target(name: "AssociatedObjects", dependencies: ["Raster"]),
        // Apple's `simd` module (vector names and functions), which iOS code
        // imports and Linux's Swift does not have; reached through QuartzCore.
        .target(name: "simd"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CoreText", "_Testing_CoreGraphics", "CPrefetch", "CThreads",
                                                   "AssociatedObjects", "simd"],
                swiftSettings: engine, plugins: ["AppleConstants"]),
        .target(name: "ImageIO", dependencies: ["CoreGraphics", "Raster", "CSDL2"],
                plugins: ["AppleConstants"]),
        .target(name: "PreviewKit", dependencies: ["QuartzCore", "CoreText", "ImageIO", "Raster", "CSDL2", "CWindowSystem", "CClassInit",
                                                    "CoreImage", "CZlib",
                                                    .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: engine, plugins: ["AppleConstants"]),
        // `import UIKit` (and `#if canImport(UIKit)`) for iOS code: PreviewKit
        // under UIKit's name.
        .target(name: "UIKit", dependencies: ["PreviewKit"]),
        // Swift Testing's overlays for files that import Testing with UIKit
        // or CoreImage (see the files inside), as _Testing_CoreGraphics is.
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        .target(name: "_Testing_CoreImage", dependencies: ["CoreImage"]),
        .target(name: "Lottie", dependencies: ["UIKit", "PreviewKit", "CoreText"], path: "vendor/lottie-ios/Sources",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "SnapshotTestingQuartzite",
                dependencies: ["UIKit", "PreviewKit", "CoreGraphics", "Raster", "_Testing_UIKit", "_Testing_CoreImage",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: engine),
        .executableTarget(name: "demos", dependencies: ["PreviewKit", "QuartzCore", "ImageIO", "Lottie"], path: "demos",
                          swiftSettings: engine),
        .executableTarget(name: "QZBench", dependencies: ["QuartzCore", "ImageIO", "Raster", "UIKit", "Lottie"], path: "Benchmarks",
                          exclude: ["run.sh", "alloc", "cairo", "blend2d", "lottie"], swiftSettings: engine),
        // The fuzz targets (`make fuzz`); their saved inputs replay in the
        // test suite.
        .target(name: "FuzzTargets", dependencies: ["QuartzCore", "ImageIO", "CoreGraphics", "Raster", "UIKit", "Lottie"],
                swiftSettings: engine),
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "QZFuzz", dependencies: ["FuzzTargets", "CFuzzerDriver", "Raster"], path: "Fuzz",
                          exclude: ["Corpus", "Regressions", "Open"], swiftSettings: engine),
        .executableTarget(name: "QZSoak", dependencies: ["QuartzCore", "Raster"], path: "Soak", swiftSettings: engine),
        .testTarget(name: "ConstantsGeneratorTests", dependencies: ["ConstantsGenerator"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "Raster", "_Testing_CoreGraphics"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "Raster", "_Testing_CoreGraphics"], exclude: ["GIF"]),
        // With the gallery's demos, whose filmstrips it checks.
        .testTarget(name: "PreviewKitTests", dependencies: ["PreviewKit", "ImageIO", "Raster", "demos"], swiftSettings: engine),
        .testTarget(name: "LottieTests", dependencies: ["Lottie", "PreviewKit", "CoreGraphics", "SnapshotTestingQuartzite"],
                    exclude: ["Samples", "__Snapshots__", "LICENSE", "NotYetMatching.txt"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SnapshotTestingQuartziteTests", dependencies: ["SnapshotTestingQuartzite", "UIKit"],
                    exclude: ["__Snapshots__", "PointFree/__Snapshots__", "PointFree/__Fixtures__", "PointFree/LICENSE"], swiftSettings: engine),
        // AlamofireImage's image tests and references recorded on iOS.
        .testTarget(name: "AlamofireImageTests", dependencies: ["UIKit", "SnapshotTestingQuartzite"],
                    exclude: ["Resources", "LICENSE", "NotYetMatching.txt"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreText", "ImageIO", "Raster", "FuzzTargets"],
                    exclude: ["Golden"], swiftSettings: engine),
    ]
)
