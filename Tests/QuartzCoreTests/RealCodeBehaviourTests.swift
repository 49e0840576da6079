import Foundation
import Testing
@testable import QuartzCore

/// Behaviours of Core Animation that open-source iOS animation code
/// relies on without saying so: each was found by porting such code, and
/// each is what Apple's frameworks do.
@Suite struct RealCodeBehaviourTests {
    /// `transform.scale.xy` scales x and y together and leaves z: pulse
    /// and ripple effects animate it.
    @Test func scaleXYAnimatesXAndYTogether() {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        let (result, messages) = _Diagnostics.capture {
            s.add(basic("transform.scale.xy", from: 1.0, to: 3.0, duration: 1), to: l)
            return s.presented(l, at: 0.5) { $0.transform }
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(abs(result.m11 - 2) < 1e-9 && abs(result.m22 - 2) < 1e-9 && result.m33 == 1)
        l.setValue(0.5, forKeyPath: "transform.scale.xy")
        #expect(abs(l.transform.m11 - 0.5) < 1e-9 && abs(l.transform.m22 - 0.5) < 1e-9 && l.transform.m33 == 1)
        #expect(abs((l.value(forKeyPath: "transform.scale.xy") as? CGFloat ?? 0) - 0.5) < 1e-9)
    }

    /// Adding a layer that is already a sublayer moves it to the top,
    /// silently.
    @Test func addingASublayerAgainMovesItToTheTop() {
        let parent = CALayer(), a = CALayer(), b = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        let (_, messages) = _Diagnostics.capture { parent.addSublayer(a) }
        #expect(messages.isEmpty, "\(messages)")
        #expect(parent.sublayers?.map { $0 === a } == [false, true])
        parent.insertSublayer(b, above: nil)
        #expect(parent.sublayers?.last === b && parent.sublayers?.count == 2)
    }

    /// `CATransaction.commit()` without a `begin()` commits the implicit
    /// transaction, silently.
    @Test func commitWithoutBeginCommitsTheImplicitTransaction() {
        let l = CALayer()
        l.opacity = 0.25
        let (_, messages) = _Diagnostics.capture { CATransaction.commit() }
        #expect(messages.isEmpty, "\(messages)")
        #expect(l._node != nil, "committed: the layer has its render node")
        #expect(l.presentation()?.opacity == 0.25)
    }

    /// A `timingFunctions` array shorter than the segments is accepted:
    /// the segments past its end use its last function.
    @Test func fewerTimingFunctionsThanSegmentsRepeatTheLast() {
        let s = Scrubber()
        let l = s.layer()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        func keyframes(_ keyPath: String, _ values: [Any], _ configure: (CAKeyframeAnimation) -> Void) -> CAKeyframeAnimation {
            let a = CAKeyframeAnimation(keyPath: keyPath)
            a.values = values
            a.duration = 1
            configure(a)
            return a
        }
        let (_, messages) = _Diagnostics.capture {
            s.add(keyframes("opacity", [0, 1, 0, 1]) { $0.timingFunctions = [CAMediaTimingFunction(name: .linear), easeIn] }, to: l)
        }
        #expect(messages.isEmpty, "\(messages)")
        // Three segments of a third each; the third is eased in like the second.
        let second = s.presented(l, at: 1.0 / 3 + 1.0 / 6) { Double($0.opacity) }
        let third = s.presented(l, at: 2.0 / 3 + 1.0 / 6) { Double($0.opacity) }
        #expect(abs(second - (1 - 0.31536)) < 1e-4 && abs(third - 0.31536) < 1e-4, "\(second) \(third)")
    }

    /// A layer used as a mask is laid out at commit like a sublayer (a
    /// label or view used as a mask lays out what it draws).
    @Test func masksAreLaidOut() {
        final class Counting: CALayer {
            var layouts = 0
            override func layoutSublayers() { layouts += 1; super.layoutSublayers() }
        }
        let l = CALayer()
        let mask = Counting()
        l.mask = mask
        mask.setNeedsLayout()
        CATransaction.flush()
        #expect(mask.layouts == 1 && !mask.needsLayout())
        let inner = Counting()
        mask.addSublayer(inner)
        inner.setNeedsLayout()
        CATransaction.flush()
        #expect(inner.layouts == 1 && !inner.needsLayout(), "and what is inside it")
    }
}
