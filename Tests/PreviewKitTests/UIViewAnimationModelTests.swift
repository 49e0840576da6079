import Foundation
import Testing
@testable import PreviewKit

/// UIKit's animation blocks as iOS code observes them: what a view's
/// action lookup answers, what running a block adds to the layer, how
/// overlapping blocks combine, and when completions run.
extension MainThreadSuites {
    @Suite(.serialized) struct UIViewAnimationModelTests {
        func view(at t: Double = 100) -> UIView { committedView(at: t) }
        func advance(to t: Double) { advanceClock(to: t) }

        @Test func outsideABlockAViewAnswersNull() {
            let v = view()
            #expect(v.action(for: v.layer, forKey: "opacity") is NSNull)
            #expect(v.layer.action(forKey: "opacity") == nil, "so the layer does not animate")
        }

        /// Inside a block the view answers with a CABasicAnimation of the
        /// block's making, as the article prints it on iOS.
        @Test func insideABlockAViewAnswersABasicAnimation() {
            let v = view()
            var seen: CAAction?
            UIView.animate(withDuration: 0.25) { seen = v.action(for: v.layer, forKey: "opacity") }
            let a = seen as? CABasicAnimation
            #expect(a != nil)
            #expect(a?.keyPath == "opacity" && a?.duration == 0.25 && a?.fillMode == .both)
            #expect(a?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            #expect(a?.fromValue as? Float == 1)
            let printed = String(describing: seen)
            #expect(printed.contains("CABasicAnimation:0x") && printed.contains("fillMode = both")
                    && printed.contains("timingFunction = easeInEaseOut") && printed.contains("duration = 0.25")
                    && printed.contains("fromValue = 1") && printed.contains("keyPath = opacity"), "\(printed)")
            #expect(v.action(for: v.layer, forKey: "opacity") is NSNull, "and NSNull again after it")
        }

        /// Running a block adds, under each property's own key, an
        /// animation with the block's duration, curve, delay and options.
        @Test func blocksAnimateTheLayersInterpolatedKeysAndNoOthers() {
            let keys = _ViewAnimationState.animatableKeys
            for key in ["position", "bounds", "opacity", "transform", "backgroundColor", "cornerRadius",
                        "borderWidth", "borderColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowColor",
                        "zPosition", "anchorPoint", "contentsRect", "contentsCenter", "sublayerTransform"] {
                #expect(keys.contains(key), "\(key) animates in a block")
            }
            for key in ["shadowPath", "hidden", "masksToBounds", "contents", "sublayers", "mask", "frame", "name"] {
                #expect(!keys.contains(key), "\(key) changes at once in a block, as in UIKit")
            }
            let v = view()
            _MediaClock.$fixed.withValue(100) {
                UIView.animate(withDuration: 1) {
                    v.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
                    v.layer.borderWidth = 4
                }
            }
            #expect(v.layer.animation(forKey: "shadowPath") == nil)
            #expect(v.layer.animation(forKey: "borderWidth") != nil)
        }

        @Test func aBlockAddsAnimationsUnderThePropertysKey() {
            let v = view(at: 200)
            _MediaClock.$fixed.withValue(200) {
                UIView.animate(withDuration: 0.6, delay: 0.2, options: [.curveLinear, .repeat, .autoreverse], animations: {
                    v.alpha = 0.5
                    v.center = CGPoint(x: 100, y: 100)
                })
            }
            #expect(Set(v.layer.animationKeys() ?? []) == ["opacity", "position"])
            let fade = v.layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(fade?.keyPath == "opacity" && fade?.duration == 0.6)
            #expect(fade?.timingFunction == CAMediaTimingFunction(name: .linear))
            #expect(fade?.repeatCount == .infinity && fade?.autoreverses == true && fade?.fillMode == .both)
            #expect(abs((fade?.beginTime ?? 0) - 200.2) < 1e-9, "the delay: \(fade?.beginTime ?? 0)")
            #expect(fade?.fromValue as? Float == 1 && fade?.toValue == nil && fade?.isAdditive == false,
                    "opacity runs from the old value to the model's")
        }

        /// Each curve option gives its named timing function; colours run
        /// from the old value to the new one, like opacity.
        @Test func curveOptionsAndColours() {
            let cases: [(UIView.AnimationOptions, CAMediaTimingFunctionName)] = [
                ([], .easeInEaseOut), (.curveEaseInOut, .easeInEaseOut), (.curveEaseIn, .easeIn),
                (.curveEaseOut, .easeOut), (.curveLinear, .linear),
            ]
            for (i, (option, name)) in cases.enumerated() {
                let v = view(at: 250 + Double(i))
                v.backgroundColor = .red
                _MediaClock.$fixed.withValue(250 + Double(i)) {
                    UIView.animate(withDuration: 0.5, delay: 0, options: option, animations: {
                        v.alpha = 0.25
                        v.backgroundColor = .blue
                    })
                }
                let fade = v.layer.animation(forKey: "opacity") as? CABasicAnimation
                #expect(fade?.timingFunction == CAMediaTimingFunction(name: name), "option \(option.rawValue)")
                let tint = v.layer.animation(forKey: "backgroundColor") as? CABasicAnimation
                #expect(tint?.isAdditive == false && tint?.timingFunction == CAMediaTimingFunction(name: name))
                let from = tint?.fromValue.map { $0 as! CGColor }
                #expect(from == UIColor.red.cgColor, "colours run from the old value")
            }
        }

        /// iOS 17's `animate(springDuration:bounce:…)`: the spring of
        /// `CASpringAnimation(perceptualDuration:bounce:)`, run to settling.
        @Test func springDurationAndBounce() {
            let v = view(at: 260)
            _MediaClock.$fixed.withValue(260) {
                UIView.animate(springDuration: 0.4, bounce: 0.3, animations: { v.center.x = 225 })
            }
            let a = v.layer.animation(forKey: "position") as? CASpringAnimation
            let model = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.3)
            #expect(a != nil && abs((a?.stiffness ?? 0) - model.stiffness) < 1e-9 && abs((a?.damping ?? 0) - model.damping) < 1e-9)
            #expect(abs((a?.duration ?? 0) - model.settlingDuration) < 1e-9 && a?.isAdditive == true)
            let overshoot = (1...60).map { i in
                _MediaClock.$fixed.withValue(260 + Double(i) / 60) { v.layer.presentation()?.position.x ?? 0 }
            }.max() ?? 0
            #expect(overshoot > 225, "a bounce of 0.3 overshoots: \(overshoot)")
        }

        /// Geometry animates additively from old − new to zero.
        @Test func geometryIsAdditiveFromOldMinusNew() {
            let v = view(at: 300)
            _MediaClock.$fixed.withValue(300) {
                UIView.animate(withDuration: 1) {
                    v.center = CGPoint(x: 125, y: 25)
                    v.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
                    v.transform = CGAffineTransform(scaleX: 2, y: 2)
                }
            }
            let move = v.layer.animation(forKey: "position") as? CABasicAnimation
            #expect(move?.isAdditive == true)
            #expect(move?.fromValue as? CGPoint == CGPoint(x: -100, y: 0) && move?.toValue as? CGPoint == .zero)
            let grow = v.layer.animation(forKey: "bounds") as? CABasicAnimation
            #expect(grow?.fromValue as? CGRect == CGRect(x: 0, y: 0, width: -30, height: 0) && grow?.isAdditive == true)
            // At the start the view is drawn where it was.
            _MediaClock.$fixed.withValue(300) {
                let p = v.layer.presentation()
                #expect(p?.position == CGPoint(x: 25, y: 25))
                #expect(abs((p?.transform.m11 ?? 0) - 1) < 1e-9, "the transform starts at the old one")
            }
            _MediaClock.$fixed.withValue(300.5) {
                let p = v.layer.presentation()
                #expect(abs((p?.position.x ?? 0) - 75) < 1e-4, "halfway with the default ease-in-ease-out curve")
            }
        }

        /// A second block on a property still animating adds another
        /// animation beside the first; the view blends the two.
        @Test func overlappingBlocksAddUp() {
            let v = view(at: 400)
            _MediaClock.$fixed.withValue(400) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 225 })
            }
            _MediaClock.$fixed.withValue(400.5) {
                CATransaction.flush()
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 25 })
            }
            #expect(v.layer.animationKeys() == ["position", "position-2"])
            _MediaClock.$fixed.withValue(400.5) {
                CATransaction.flush()
                #expect(abs((v.layer.presentation()?.position.x ?? 0) - 125) < 1e-6, "no jump when the second begins")
            }
        }

        /// A second block on a property that does not add (alpha, the
        /// background colour) replaces the first, as UIKit does: one
        /// animation under the property's key, from the model's value (the
        /// first block's target), or from what is on screen with
        /// `.beginFromCurrentState`; the first block hears it stop
        /// unfinished.
        @Test func aSecondBlockOnAlphaReplacesTheFirst() throws {
            let v = view(at: 450)
            UIView.performWithoutAnimation { v.backgroundColor = .blue }
            var first: [Bool] = []
            _MediaClock.$fixed.withValue(450) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 },
                               completion: { first.append($0) })
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.backgroundColor = .red })
            }
            _MediaClock.$fixed.withValue(450.5) {
                CATransaction.flush()
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0.5 })
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                               animations: { v.backgroundColor = .blue })
            }
            #expect(Set(v.layer.animationKeys() ?? []) == ["opacity", "backgroundColor"])
            let fade = try #require(v.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect((fade.fromValue as? NSNumber)?.doubleValue == 0, "from the model's value, the first block's target")
            let tint = try #require(v.layer.animation(forKey: "backgroundColor") as? CABasicAnimation)
            let from = try #require((tint.fromValue as! CGColor?)?.components)
            #expect(abs(from[0] - 0.5) < 0.02 && abs(from[2] - 0.5) < 0.02, "from the colour on screen half way: \(from)")
            advance(to: 450.6)
            #expect(first == [false], "the first block's animation was replaced")
            // Geometry still adds.
            _MediaClock.$fixed.withValue(451) {
                UIView.animate(withDuration: 1) { v.center.x += 10 }
                UIView.animate(withDuration: 1) { v.center.x += 10 }
            }
            #expect((v.layer.animationKeys() ?? []).filter { $0.hasPrefix("position") }.count == 2)
        }

        /// The completion runs once, when everything the block added has
        /// stopped: finished when it ran to its end, not when removed.
        @Test func completionsRunOnceAndSayWhetherTheyFinished() {
            let v = view(at: 500)
            var calls: [Bool] = []
            _MediaClock.$fixed.withValue(500) {
                UIView.animate(withDuration: 0.5, animations: { v.alpha = 0; v.center.x = 200 }, completion: { calls.append($0) })
            }
            advance(to: 500.2)
            #expect(calls.isEmpty)
            advance(to: 500.7)
            #expect(calls == [true])
            advance(to: 501)
            #expect(calls == [true])

            var cut: [Bool] = []
            _MediaClock.$fixed.withValue(502) {
                UIView.animate(withDuration: 1, animations: { v.alpha = 1 }, completion: { cut.append($0) })
            }
            _MediaClock.$fixed.withValue(502.1) { v.layer.removeAllAnimations() }
            advance(to: 502.2)
            #expect(cut == [false], "removed early")
        }

        @Test func nothingAnimatesInsidePerformWithoutAnimation() {
            let v = view()
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { v.alpha = 0.3 }
            }
            #expect(v.layer.animationKeys() == nil)
            #expect(abs(v.alpha - 0.3) < 1e-6)
        }

        /// Layer code that animates its own key along with a block borrows
        /// the block's animation (the common progress-ring pattern):
        /// `inheritedAnimationDuration` and a copy re-aimed at its key.
        @Test func aLayerClassAnimatesItsOwnKeyWithTheBlock() {
            final class ProgressLayer: CALayer {
                @Managed var progress: CGFloat = 0
                override func action(forKey event: String) -> CAAction? {
                    if event == "progress", UIView.inheritedAnimationDuration > 0,
                       let template = super.action(forKey: "backgroundColor") as? CABasicAnimation {
                        let a = template.copy() as! CABasicAnimation
                        a.keyPath = "progress"
                        a.fromValue = presentation()?.progress ?? progress
                        a.toValue = nil
                        return a
                    }
                    return super.action(forKey: event)
                }
            }
            final class ProgressView: UIView {
                override class var layerClass: AnyClass { ProgressLayer.self }
            }
            let v = ProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            CATransaction.flush()
            var finished: Bool?
            _MediaClock.$fixed.withValue(600) {
                UIView.animate(withDuration: 2, animations: { (v.layer as! ProgressLayer).progress = 1 },
                               completion: { finished = $0 })
            }
            let a = v.layer.animation(forKey: "progress") as? CABasicAnimation
            #expect(a?.keyPath == "progress" && a?.duration == 2)
            #expect(a?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            advance(to: 601)
            #expect(finished == nil, "the block waits for the layer's own animation")
            advance(to: 602.1)
            #expect(finished == true)
        }

        @Test func keyframeBlocksMakeKeyframeAnimations() {
            let v = view(at: 700)
            _MediaClock.$fixed.withValue(700) {
                UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 125 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.center.x = 75 }
                })
            }
            let a = v.layer.animation(forKey: "position") as? CAKeyframeAnimation
            #expect(a?.keyTimes?.map(\.doubleValue) == [0, 0.5, 0.75, 1])
            #expect(a?.values?.compactMap { ($0 as? CGPoint)?.x } == [25, 125, 75, 75])
            _MediaClock.$fixed.withValue(700.5) {
                CATransaction.flush()
                #expect(abs((v.layer.presentation()?.position.x ?? 0) - 75) < 1e-6, "a quarter of the way: halfway to 125")
            }
        }

        @Test func springBlocksAnswerWithSpringAnimations() {
            let v = view()
            var seen: CAAction?
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                           animations: { seen = v.action(for: v.layer, forKey: "position") })
            let s = seen as? CASpringAnimation
            #expect(s != nil && s?.duration == 0.5 && s?.fillMode == .both)
        }
    }
}
