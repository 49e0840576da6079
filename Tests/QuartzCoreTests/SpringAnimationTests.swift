import Testing
@testable import QuartzCore

@Suite struct SpringAnimationTests {
    @Test func settlingDurationMatchesApplesNumbers() {
        let s = CASpringAnimation()
        #expect(abs(s.settlingDuration - 1.4727) < 5e-4)
        s.damping = 5
        #expect(abs(s.settlingDuration - 2.855) < 5e-4)
        s.damping = 15
        #expect(abs(s.settlingDuration - 1.022) < 5e-4)
        s.speed = 2
        #expect(abs(s.settlingDuration - 0.511) < 5e-4)
        s.speed = 0
        #expect(s.settlingDuration == CFTimeInterval(Float.greatestFiniteMagnitude))
    }

    @Test func defaultsGiveAPerceptualDurationOfTwoPiOverTenAndBounceOneHalf() {
        let s = CASpringAnimation()
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
        #expect(!s.allowsOverdamping)
        #expect(abs(s.perceptualDuration - 0.6283185) < 1e-6)
        #expect(abs(s.bounce - 0.5) < 1e-12)
    }

    @Test func perceptualDurationAndBounceInitialiser() {
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect(s.allowsOverdamping)
        #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(s.damping - 0.7 * 4 * .pi / 0.5) < 1e-9)
        #expect(abs(s.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(s.bounce - 0.3) < 1e-12)
        #expect(s.duration == s.settlingDuration)
        let over = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(over.damping - 2 * 4 * .pi) < 1e-9, "negative bounce: 1/(1+b)")
        #expect(abs(over.bounce + 0.5) < 1e-12)
    }

    /// The closed form against a fine RK4 integration of m x'' + c x' + k (x − 1) = 0.
    @Test(arguments: [(1.0, 100.0, 10.0, 0.0), (2.5, 300.0, 20.0, -3.0), (1.0, 100.0, 20.0, 5.0), (0.5, 50.0, 30.0, 0.0)])
    func closedFormMatchesNumericIntegration(_ m: Double, _ k: Double, _ c: Double, _ v0: Double) {
        let spring = _SpringSolution(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: true)
        var x = 0.0, v = v0
        let h = 1e-4
        func acc(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
        var t = 0.0
        while t < 1.5 {
            if Int((t / h).rounded()) % 1000 == 0 {
                #expect(abs(spring.value(at: t) - x) < 1e-6, "t = \(t)")
            }
            let k1x = v, k1v = acc(x, v)
            let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
    }

    @Test func overdampingNeedsPermission() {
        let critical = _SpringSolution(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0, allowsOverdamping: false)
        #expect(critical.zeta == 1)
        let over = _SpringSolution(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0, allowsOverdamping: true)
        #expect(over.zeta == 2)
        #expect(over.value(at: 0.3) < critical.value(at: 0.3), "an overdamped spring is slower")
    }

    @Test func springAnimatesInSecondsAndOvershoots() {
        let s = Scrubber()
        let l = s.layer()
        let a = CASpringAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = a.settlingDuration
        s.add(a, to: l)
        let solution = _SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false)
        let x = s.presented(l, at: 0.3) { $0.position.x }
        #expect(abs(x - 100 * solution.value(at: 0.3)) < 1e-9)
        let peak = (1...140).map { s.presented(l, at: Double($0) / 100) { $0.position.x } }.max()!
        #expect(peak > 100, "the default spring bounces past its target")
    }

    @Test func invalidParametersAreReplacedWithApplesFallbacks() {
        let s = Scrubber()
        let l = s.layer()
        let a = CASpringAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 10
        a.mass = 0
        a.stiffness = -1
        a.damping = -3
        a.duration = 1
        let m = diagnostics { s.add(a, to: l) }
        #expect(m.count == 3)
        let solution = _SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false)
        #expect(abs(s.presented(l, at: 0.2) { $0.position.x } - 10 * solution.value(at: 0.2)) < 1e-9)
    }
}
