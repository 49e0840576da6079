// swift-tools-version:6.0
import PackageDescription

// NAME: an animation of your own on Quartzite (Core Animation for Linux).
// `swift run NAME` opens its window; `swift run NAME --help` lists the rest.
let package = Package(
    name: "NAME",
    dependencies: [
        // The Quartzite checkout this package was made from.
        .package(path: "QUARTZITE"),
    ],
    targets: [
        // UIKit code is main-thread code: the Swift 5 language mode, as in
        // an iOS app target, rather than Swift 6's strict concurrency.
        .executableTarget(name: "NAME", dependencies: [.product(name: "PreviewKit", package: "QUARTZITE_ID")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
