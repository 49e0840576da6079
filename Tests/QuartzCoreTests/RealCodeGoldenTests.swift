import Foundation
import Raster
import Testing
@testable import QuartzCore

/// The idioms popular iOS spinner, pulse and progress-ring code is built
/// from, drawn together at one moment: circles made of whole-turn arcs
/// (drawn backwards, as spinner code often writes them), copies made by a
/// replicator with staggered delays, `transform.scale.xy`, keyframes with
/// fewer timing functions than segments, `repeatCount = HUGE`, and a ring
/// drawn in `draw(in:)` from a `@Managed` key as it animates.
@Suite(.serialized) struct RealCodeGoldenTests: GoldenScene {
    @Test func spinnerPulseAndRingAtOneSecond() {
        let huge = Float.greatestFiniteMagnitude   // Darwin's HUGE
        let root = committedScene(width: 240, height: 80)
        root.speed = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // A spinner: eight dots round a circle, fading in turn.
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        spinner.instanceCount = 8
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 8, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 8
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: 34, y: 8, width: 12, height: 12)
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 6, y: 6), radius: 6, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        dot.path = circle
        dot.fillColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
        spinner.addSublayer(dot)
        root.addSublayer(spinner)
        // A pulse: three rings swelling from the centre, a half second apart.
        let pulse = CAReplicatorLayer()
        pulse.frame = CGRect(x: 80, y: 0, width: 80, height: 80)
        pulse.instanceCount = 3
        pulse.instanceDelay = 0.5
        let wave = CALayer()
        wave.bounds = CGRect(x: 0, y: 0, width: 72, height: 72)
        wave.position = CGPoint(x: 40, y: 40)
        wave.cornerRadius = 36
        wave.backgroundColor = CGColor(red: 0.1, green: 0.45, blue: 0.8, alpha: 1)
        wave.opacity = 0
        pulse.addSublayer(wave)
        root.addSublayer(pulse)
        // A ring drawn from its animated key.
        let ring = ManagedRingLayer()
        ring.frame = CGRect(x: 160, y: 0, width: 80, height: 80)
        root.addSublayer(ring)
        CATransaction.commit()
        ring.setNeedsDisplay()
        CATransaction.flush()

        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.2, 0.2, 1]
        fade.timingFunctions = [CAMediaTimingFunction(name: .easeOut)]   // fewer than the segments
        fade.duration = 1
        fade.repeatCount = huge
        fade.beginTime = 0.001
        dot.add(fade, forKey: "fade")
        let grow = CABasicAnimation(keyPath: "transform.scale.xy")
        grow.fromValue = 0
        grow.toValue = 1
        let thin = CAKeyframeAnimation(keyPath: "opacity")
        thin.values = [0.6, 0.3, 0]
        thin.keyTimes = [0, 0.2, 1]
        let group = CAAnimationGroup()
        group.animations = [grow, thin]
        group.duration = 1.5
        group.repeatCount = huge
        group.beginTime = 0.001
        wave.add(group, forKey: "pulse")
        let sweep = CABasicAnimation(keyPath: "progress")
        sweep.fromValue = 0
        sweep.toValue = 1
        sweep.duration = 2
        sweep.beginTime = 0.001
        ring.add(sweep, forKey: "sweep")
        CATransaction.flush()
        root.timeOffset = 1.1
        CATransaction.flush()
        let frame = checkedFrame(root, at: CACurrentMediaTime())
        GoldenImage.expectMatches(frame, "real-code-idioms")
        // The ring is a little over half way round at 1.1 s of 2.
        #expect(abs((ring.presentation()?.progress ?? 0) - 0.55) < 0.01)
    }
}
