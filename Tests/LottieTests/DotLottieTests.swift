import Foundation
@testable import Lottie
import UIKit
import XCTest

/// dotLottie files (`.lottie`: a zip holding a manifest, the animations'
/// JSON and their images) load as lottie-ios loads them on iOS: from
/// bytes, from a path on disk (read off the main thread, handed back on
/// it), straight into a view; a file that is not one fails with an error.
/// Their pictures are checked against iOS's in `SnapshotTests`.
final class DotLottieTests: XCTestCase {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")

    func testLoadsFromBytesWithItsImages() throws {
        let file = try SnapshotTests.dotLottie(Self.samples.appendingPathComponent("Issues/issue_2265.lottie"))
        XCTAssertEqual(file.animations.count, 1)
        let animation = try XCTUnwrap(file.animations.first?.animation)
        XCTAssertGreaterThan(animation.duration, 0)
        XCTAssertEqual(file.animations.first?.configuration.id, "6b4d7449-7f62-4c46-a283-fe5c4d2a210d")
        // Its images come from the zip, through the configuration's provider.
        let provider = try XCTUnwrap(file.animations.first?.configuration.imageProvider, "the images in the zip are provided")
        let asset = try XCTUnwrap(animation.assetLibrary?.imageAssets.values.first)
        XCTAssertNotNil(provider.imageForAsset(asset: asset), "\(asset.name) is read from the zip")
    }

    func testLoadsFromAPathAndPlaysInAView() throws {
        let loaded = expectation(description: "loaded")
        let view = LottieAnimationView(dotLottieFilePath: Self.samples.appendingPathComponent("DotLottie/animation.lottie").path,
                                       configuration: LottieConfiguration(renderingEngine: .coreAnimation)) { view, error in
            XCTAssertNil(error)
            XCTAssertNotNil(view.animation)
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 10)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.currentProgress = 0.5
        view.layoutIfNeeded()
        CATransaction.flush()
        // Something is drawn.
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { view.layer.render(in: $0.cgContext) }
        let bytes = try XCTUnwrap(image.cgImage?.dataProvider?.data)
        let data = try XCTUnwrap(CFDataGetBytePtr(bytes))
        var painted = 0
        for i in stride(from: 3, to: CFDataGetLength(bytes), by: 4) where data[i] > 0 { painted += 1 }
        XCTAssertGreaterThan(painted, 1000, "the animation draws")
    }

    func testAFileThatIsNotOneFailsWithAnError() throws {
        let whole = try Data(contentsOf: Self.samples.appendingPathComponent("DotLottie/confused.lottie"))
        for bad in [Data(), Data("not a zip".utf8), whole.prefix(whole.count / 2), Data(whole.reversed())] {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var result: Result<DotLottieFile, Error>?
            DispatchQueue.global().async {
                result = DotLottieFile.SynchronouslyBlockingCurrentThread.loadedFrom(data: bad, filename: "bad")
                done.signal()
            }
            done.wait()
            guard case .failure = result else {
                XCTFail("\(bad.count) bytes of not a dotLottie file loaded")
                continue
            }
        }
    }
}
