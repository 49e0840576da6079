@testable import QuartzCore

/// Apple's idiom for controlling animation time: a root layer with speed 0
/// whose timeOffset is the clock. Layers added under it are committed; an
/// animation added to one starts at the root's current offset.
final class Scrubber {
    let root = CALayer()
    private(set) var now: Double = 0

    init() {
        root.speed = 0
        root.timeOffset = 0
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.anchorPoint = .zero
        CATransaction.flush()
    }

    /// A committed layer under the root (built without actions).
    func layer(_ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        make(CALayer(), configure)
    }

    func make<L: CALayer>(_ l: L, _ configure: (L) -> Void = { _ in }) -> L {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        configure(l)
        root.addSublayer(l)
        CATransaction.commit()
        return l
    }

    /// Adds and commits: the animation's beginTime 0 becomes `now`.
    func add(_ a: CAAnimation, to l: CALayer, key: String? = "a") {
        l.add(a, forKey: key)
        CATransaction.flush()
    }

    /// Moves the clock to `t` seconds after the start.
    func at(_ t: Double) {
        now = t
        root.timeOffset = t
        CATransaction.flush()
    }

    func presented<L: CALayer, T>(_ l: L, at t: Double, _ read: (L) -> T) -> T {
        at(t)
        return read(l.presentation()!)
    }
}

func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1,
           _ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.byValue = by
    a.duration = duration
    configure(a)
    return a
}

final class RecordingDelegate: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "stop" : "stop(false)") }
}
