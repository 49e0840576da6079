import Foundation
import Lottie
import QuartzCore
import Raster
import UIKit

/// A Lottie file as lottie-ios reads it: the bytes decoded as its JSON
/// (`LottieAnimation.from(data:)`), and what decodes played by the Core
/// Animation engine in a small view at the start, middle and end,
/// evaluated and drawn as the window draws a frame. A file may fail to
/// decode or draw nothing; it must not crash, hang or take memory without
/// bound. Runs on the main thread (UIKit views), as libFuzzer calls it.
enum LottieFuzz {
    /// lottie-ios's logger, quiet: its assertions (which trap in a debug
    /// build, as on iOS, and are nothing in a release one) are what it
    /// says about a bad file, not findings.
    nonisolated(unsafe) static let quiet = LottieLogger(assert: { _, _, _, _ in }, assertionFailure: { _, _, _ in },
                                                        warn: { _, _, _ in }, info: { _ in })

    static func run(_ input: inout FuzzInput) {
        LottieLogger.shared = quiet
        let data = Data(input.rest())
        guard let animation = try? LottieAnimation.from(data: data) else { return }
        MainActor.assumeIsolated {
            let view = LottieAnimationView(animation: animation, configuration: LottieConfiguration(renderingEngine: .coreAnimation))
            view.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
            view.contentMode = .scaleAspectFit
            guard let surface = Surface(width: 48, height: 48) else { return }
            let tracker = _DamageTracker()
            for progress in [0, 0.5, 1] as [AnimationProgressTime] {
                view.currentProgress = progress
                view.layoutIfNeeded()
                CATransaction.flush()
                tracker.renderFrame(view.layer, into: surface, at: CACurrentMediaTime())
            }
            view.removeFromSuperview()
        }
    }
}
