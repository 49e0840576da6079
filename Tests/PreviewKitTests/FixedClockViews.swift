import Foundation
@testable import PreviewKit

/// A committed 50-point view in a committed root, made at time `t` of a
/// fixed clock: block animations and animators start from it.
func committedView(at t: Double = 100) -> UIView {
    _MediaClock.$fixed.withValue(t) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(v)
        CATransaction.flush()
        return v
    }
}

/// Runs the fixed clock to `t`: animation callbacks due by then arrive.
func advanceClock(to t: Double) {
    _MediaClock.$fixed.withValue(t) {
        CATransaction.flush()
        _AnimationCallbacks.deliver(upTo: t)
        _ = RunLoop.current.run(mode: .default, before: Date())
    }
}
