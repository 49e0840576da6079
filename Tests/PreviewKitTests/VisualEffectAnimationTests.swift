import Foundation
import Testing
@testable import PreviewKit
@testable import QuartzCore

/// A visual effect animates as on iOS: set in an animation block, the
/// blur's radius grows from 0 and its tint fades in; a paused property
/// animator holds it part way (the usual way to get a lighter blur).
extension MainThreadSuites {
    @Suite(.serialized) struct VisualEffectAnimationTests {
        func effectView(at t: Double) -> UIVisualEffectView {
            _MediaClock.$fixed.withValue(t) {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                let v = UIVisualEffectView(effect: nil)
                v.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
                root.addSubview(v)
                CATransaction.flush()
                return v
            }
        }

        func shownRadius(_ v: UIVisualEffectView, at t: Double) -> CGFloat {
            _MediaClock.$fixed.withValue(t) {
                (v.subviews[0].layer.presentation() as? _BackdropLayer)?.blurRadius ?? .nan
            }
        }

        @Test func aBlurFadesInInAnAnimationBlock() {
            let v = effectView(at: 300)
            _MediaClock.$fixed.withValue(300) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { v.effect = UIBlurEffect(style: .light) }
                CATransaction.flush()
            }
            let layer = v.subviews[0].layer
            #expect(layer.animation(forKey: "blurRadius") is CABasicAnimation)
            #expect(v.subviews[1].layer.animation(forKey: "backgroundColor") != nil, "the tint fades in")
            #expect(abs(shownRadius(v, at: 300.5) - 15) < 1e-6, "half way: \(shownRadius(v, at: 300.5))")
            #expect(abs(shownRadius(v, at: 302) - 30) < 1e-6)
        }

        @Test func aPausedAnimatorHoldsAPartialBlur() {
            let v = effectView(at: 400)
            _MediaClock.$fixed.withValue(400) {
                v.effect = UIBlurEffect(style: .dark)
                CATransaction.flush()
            }
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.effect = nil }
            _MediaClock.$fixed.withValue(400) {
                animator.pauseAnimation()
                animator.fractionComplete = 0.25
            }
            #expect(abs(shownRadius(v, at: 400.5) - 15) < 1e-6, "a quarter of the way from 20 to 0: \(shownRadius(v, at: 400.5))")
            #expect(abs(shownRadius(v, at: 410) - 15) < 1e-6, "and held")
            _MediaClock.$fixed.withValue(410) { animator.stopAnimation(true) }
        }
    
        /// `render(in:)`, as snapshots draw a view, blurs what the
        /// context holds under the panel: stripes behind a light blur come
        /// out without their ripple, lightened.
        @Test func renderInContextBlurs() throws {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            root.backgroundColor = .black
            for i in 0..<15 {
                let s = UIView(frame: CGRect(x: i * 8, y: 0, width: 4, height: 60))
                s.backgroundColor = .red
                root.addSubview(s)
            }
            let panel = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            panel.frame = CGRect(x: 60, y: 0, width: 60, height: 60)
            root.addSubview(panel)
            let image = UIGraphicsImageRenderer(bounds: root.bounds).image { root.layer.render(in: $0.cgContext) }
            let cg = try #require(image.cgImage)
            let s = cg._surface, k = Int(image.scale)
            func red(_ x: Int) -> Int { Int(s[x * k, 30 * k] >> 16 & 0xFF) }
            #expect(red(16) == 255 && red(20) == 0, "left: the stripes as they are")
            let blurred = (80..<110).map(red)
            // σ 30 points over stripes 8 points apart: no ripple is left,
            // only a slow ramp.
            #expect(zip(blurred, blurred.dropFirst()).allSatisfy { abs($0 - $1) < 6 }, "right: even, \(blurred)")
            let g = Int(s[90 * k, 30 * k] >> 8 & 0xFF)
            #expect(g > 40, "lightened by the white tint: green \(g)")
        }
}
}
