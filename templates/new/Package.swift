// swift-tools-version:6.0
import PackageDescription

// NAME: an animation of your own on Quartzite (Core Animation for Linux).
// `swift run -c release NAME` opens its window with Quartzite optimized (as an
// app ships); `swift run NAME` builds everything for debugging, and draws
// far slower. `swift run NAME --help` lists the rest.
let package = Package(
    name: "NAME",
    dependencies: [
        // Quartzite, named as `make new` was told: this checkout by its path,
        // or a published Quartzite by its git URL and version, as any Swift
        // package is named:
        //     .package(url: "https://example.com/you/quartzite.git", from: "0.1.0"),
        DEPENDENCY,
    ],
    targets: [
        // UIKit code is main-thread code: the Swift 5 language mode, as in
        // an iOS app target, rather than Swift 6's strict concurrency.
        .executableTarget(name: "NAME", dependencies: [.product(name: "PreviewKit", package: "QUARTZITE_ID")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
