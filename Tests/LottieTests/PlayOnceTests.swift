import CoreGraphics
import Foundation
@testable import Lottie
@testable import QuartzCore
import Raster
import UIKit
import XCTest

/// A Lottie animation played once holds its last frame when it ends (as
/// on iOS), drawn by the window's frame path at times past the end.
final class PlayOnceTests: XCTestCase {
    func testAnAnimationPlayedOnceHoldsItsLastFrame() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples/LottieLogo1.json")
        let animation = try LottieAnimation.from(data: try Data(contentsOf: url))
        MainActor.assumeIsolated {
            let view = LottieAnimationView(animation: animation, configuration: LottieConfiguration(renderingEngine: .coreAnimation))
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            view.loopMode = .playOnce
            let start = CACurrentMediaTime()
            _MediaClock.$fixed.withValue(start) {
                view.play()
                view.layoutIfNeeded()
                CATransaction.flush()
            }
            func ink(at fraction: Double) -> Int {
                let t = start + animation.duration * fraction
                let surface = Surface(width: 100, height: 100)!
                _MediaClock.$fixed.withValue(t) { _DamageTracker().renderFrame(view.layer, into: surface, at: t, threads: 1) }
                var ink = 0
                for y in 0..<100 { for x in 0..<100 where surface[x, y] >> 24 > 0 { ink += 1 } }
                return ink
            }
            let last = ink(at: 0.999)
            XCTAssertGreaterThan(last, 1000, "the logo is drawn before the end")
            for fraction in [1.0, 1.01, 2] { XCTAssertEqual(ink(at: fraction), last, "at \(fraction) of the animation") }
        }
    }
}
