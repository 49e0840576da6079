import Testing
@testable import QuartzCore

/// Animation values at the edges of what numbers can say: results stay
/// finite (or the animation is ignored with a diagnostic), and other
/// animations on the layer keep running.
@Suite struct AnimationValueEdgeTests {
    /// A layer with a healthy opacity animation beside the odd one.
    func run(_ odd: CAAnimation, key: String, at times: [Double] = [0.1, 0.5, 0.9]) -> (CALayer, [String]) {
        let l = CALayer()
        l.position = CGPoint(x: 10, y: 10)
        l.speed = 0
        var messages: [String] = []
        messages += diagnostics {
            CATransaction.flush()
            l.add(odd, forKey: key)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            l.add(fade, forKey: "fade")
            CATransaction.flush()
        }
        for t in times {
            l.timeOffset = t
            CATransaction.flush()
            let p = l.presentation()!
            #expect(p.position.x.isFinite && p.position.y.isFinite, "position at \(t): \(p.position)")
            #expect(abs(Double(p.opacity) - t) < 1e-6, "the other animation runs: \(p.opacity) at \(t)")
        }
        return (l, messages)
    }

    @Test func cubicKeyframesWithNonFiniteTensionContinuityBias() {
        for bad in [Double.nan, .infinity, -.infinity, 1e308] {
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 80), CGPoint(x: 100, y: 0)]
            a.calculationMode = .cubic
            a.tensionValues = [NSNumber(value: bad), 0, 0]
            a.continuityValues = [0, NSNumber(value: bad), 0]
            a.biasValues = [0, 0, NSNumber(value: bad)]
            a.duration = 1
            _ = run(a, key: "path")
        }
    }

    @Test func springsWithExtremeButFiniteParameters() {
        for (mass, stiffness, damping) in [(1e-300, 1e300, 1.0), (1e300, 1e-300, 1e300), (1, 1e300, 0), (1e-300, 1, 1e-300)] {
            let s = CASpringAnimation(keyPath: "position.x")
            s.fromValue = 0
            s.toValue = 100
            s.mass = CGFloat(mass)
            s.stiffness = CGFloat(stiffness)
            s.damping = CGFloat(damping)
            s.duration = 1
            let (l, _) = run(s, key: "spring")
            #expect(!s.settlingDuration.isNaN, "settlingDuration for \(mass), \(stiffness), \(damping)")
            _ = l
        }
    }

    /// A group that contains itself (directly or through another group)
    /// is refused when added, with a diagnostic; nothing recurses forever.
    @Test func aGroupThatContainsItself() {
        let g = CAAnimationGroup()
        let inner = CAAnimationGroup()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 50
        inner.animations = [move, g]
        g.animations = [inner]
        g.duration = 1
        let (l, messages) = run(g, key: "loop")
        #expect(l.animation(forKey: "loop") == nil)
        #expect(messages.contains { $0.contains("contains itself") }, "\(messages)")
        // The cycle is the caller's to break, as with any retain cycle.
        g.animations = nil
    }
}
