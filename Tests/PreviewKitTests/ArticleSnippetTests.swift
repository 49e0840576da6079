import Foundation
import Testing
@testable import PreviewKit

/// Examples of the articles this project was first measured against,
/// each written in today's Swift as close to its original as the
/// language allows, compiled against PreviewKit (as iOS code compiles
/// against UIKit) with its animation values checked.
extension MainThreadSuites {
    @Suite(.serialized) struct ArticleSnippetTests {
        /// position.x 25 → 300 over 5 s, ease-in-ease-out, beginning 3 s
        /// later, held at the end; the model never moves.
        @Test func delayedBasicAnimationHeldAtItsEnd() {
            let clock = ViewClock()
            let customView = UIView()
            customView.frame = CGRect(x: 0, y: 400, width: 50, height: 50)
            clock.root.addSubview(customView)
            CATransaction.flush()
            func basicAnimation() -> CABasicAnimation {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.fromValue = 25.0
                animation.toValue = 300.0
                animation.duration = 5.0
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                animation.beginTime = customView.layer.convertTime(CACurrentMediaTime(), from: nil) + 3
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                return animation
            }
            customView.layer.add(basicAnimation(), forKey: "animation")
            CATransaction.flush()
            clock.at(2)
            #expect(customView.layer.presentation()?.frame.origin.x == 0, "before it begins: the model value")
            clock.at(5.5)
            #expect(abs(customView.layer.presentation()!.frame.origin.x - 137.5) < 1e-4, "halfway, eased: x = 162.5")
            clock.at(20)
            #expect(customView.layer.presentation()!.position.x == 300, "held by fillMode .forwards")
            #expect(customView.layer.frame.origin.x == 0 && customView.layer.model() === customView.layer)
        }

        /// The standalone shape layer's strokeEnd animates implicitly (0.25 s,
        /// the default curve); the view's own layer answers NSNull outside an
        /// animation block and an action inside one.
        @Test func implicitStrokeEndAndTheViewsVeto() {
            let clock = ViewClock()
            let layer = CAShapeLayer()
            layer.strokeEnd = 0
            layer.lineWidth = 6
            layer.fillColor = UIColor.clear.cgColor
            layer.strokeColor = UIColor.red.cgColor
            clock.root.layer.addSublayer(layer)
            CATransaction.flush()
            layer.path = UIBezierPath(arcCenter: clock.root.center, radius: 100, startAngle: 0, endAngle: 2 * CGFloat.pi,
                                      clockwise: true).cgPath
            layer.strokeEnd = 1
            CATransaction.flush()
            #expect(layer.model().strokeEnd == 1)
            clock.at(0.125)
            let halfway = layer.presentation()!.strokeEnd
            #expect(halfway > 0.2 && halfway < 0.9, "on its way: \(halfway)")
            clock.at(0.3)
            #expect(layer.presentation()!.strokeEnd == 1)

            let view = UIView()
            #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
            var inside: CAAction?
            UIView.animate(withDuration: 0.25) { inside = view.action(for: view.layer, forKey: "opacity") }
            #expect(inside != nil && !(inside is NSNull))
        }

        /// A custom layer class of a view sees the animation the block adds.
        @Test func theActionViewsLayerIsHandedTheAnimation() {
            final class LXDActionLayer: CALayer {
                var added: [CAAnimation] = []
                override func add(_ anim: CAAnimation, forKey key: String?) {
                    added.append(anim)
                    super.add(anim, forKey: key)
                }
            }
            final class LXDActionView: UIView {
                override class var layerClass: AnyClass { LXDActionLayer.self }
            }
            let clock = ViewClock()
            let actionView = LXDActionView()
            clock.root.addSubview(actionView)
            CATransaction.flush()
            actionView.layer.opacity = 0.5
            let layer = actionView.layer as! LXDActionLayer
            #expect(layer.added.isEmpty, "no animation outside a block")
            UIView.animate(withDuration: 0.25) { actionView.layer.opacity = 0 }
            #expect(layer.added.count == 1 && (layer.added.first as? CABasicAnimation)?.keyPath == "opacity")
        }

        /// The sticky ball's layers: a `toValue`-only move added over the
        /// layer's own implicit move starts from where that one is (so the
        /// layer falls instead of jumping), and the spring overshoots.
        @Test func stickyBallLayersFallAndSpring() {
            let clock = ViewClock()
            let leftLayer = CALayer(), centerLayer = CALayer()
            for l in [leftLayer, centerLayer] {
                l.position = CGPoint(x: 50, y: 0)
                clock.root.layer.addSublayer(l)
            }
            CATransaction.flush()
            let move = CABasicAnimation(keyPath: "position.y")
            move.toValue = 160
            leftLayer.position.y = 160
            leftLayer.add(move, forKey: nil)
            let spring = CASpringAnimation(keyPath: "position.y")
            spring.damping = 15
            spring.initialVelocity = 40
            spring.toValue = 160
            spring.duration = spring.settlingDuration
            centerLayer.position.y = 160
            centerLayer.add(spring, forKey: "spring")
            CATransaction.flush()
            clock.at(0.05)
            let y = leftLayer.presentation()!.position.y
            #expect(y > 0 && y < 160, "falling, not jumped: \(y)")
            var most = 0.0
            for i in 1...60 {
                clock.at(Double(i) / 60)
                most = max(most, Double(centerLayer.presentation()!.position.y))
            }
            #expect(most > 160, "the spring overshoots: \(most)")
        }

        /// position, anchorPoint and frame: frame.origin = position −
        /// anchorPoint × size, and neither moves the other.
        @Test func anchorPointPositionAndFrame() {
            let redView = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
            #expect(redView.layer.position == CGPoint(x: 100, y: 100))
            #expect(redView.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
            redView.layer.anchorPoint = CGPoint(x: 0, y: 1)
            #expect(redView.layer.position == CGPoint(x: 100, y: 100))
            #expect(redView.frame.origin == CGPoint(x: 100, y: 20))

            let view = UIView(frame: CGRect(x: 44, y: 44, width: UIScreen.main.bounds.width - 88, height: 300))
            view.backgroundColor = .red
            view.layer.backgroundColor = UIColor.orange.cgColor
            #expect(view.backgroundColor == .orange)
            view.layer.frame.origin.y = 100
            #expect(view.frame.origin.y == 100)
        }

        /// The view's action for a custom event, run by hand, animates the
        /// transform through a value function.
        @Test func customActionRunByHand() {
            final class CustomView: UIView {
                override func action(for layer: CALayer, forKey event: String) -> CAAction? {
                    guard event == "moveRight" else { return super.action(for: layer, forKey: event) }
                    let animation = CABasicAnimation()
                    animation.valueFunction = CAValueFunction(name: .translateX)
                    animation.fromValue = 1
                    animation.toValue = 300
                    animation.duration = 2
                    return animation
                }
            }
            let clock = ViewClock()
            let view = CustomView(frame: CGRect(x: 44, y: 44, width: 100, height: 100))
            clock.root.addSubview(view)
            CATransaction.flush()
            let action = view.layer.action(forKey: "moveRight")
            action?.run(forKey: "transform", object: view.layer, arguments: nil)
            CATransaction.flush()
            clock.at(1)
            #expect(abs(view.layer.presentation()!.transform.m41 - 150.5) < 1e-9)
        }

        /// The five cases: only a standalone layer and a view inside an
        /// animation block animate.
        @Test func theFiveCasesOfTransactions() {
            let clock = ViewClock()
            let animLayer = CALayer()
            let animViews = (0..<4).map { _ in UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10)) }
            clock.root.layer.addSublayer(animLayer)
            animViews.forEach(clock.root.addSubview)
            CATransaction.flush()
            animLayer.position = CGPoint(x: animLayer.position.x, y: animLayer.position.y - 10)
            animViews[0].layer.position = CGPoint(x: animViews[0].layer.position.x, y: animViews[0].layer.position.y - 10)
            CATransaction.begin()
            CATransaction.setValue(false, forKey: kCATransactionDisableActions)
            CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
            animViews[1].layer.position = CGPoint(x: animViews[1].layer.position.x, y: animViews[1].layer.position.y - 10)
            CATransaction.commit()
            UIView.animate(withDuration: 0.5) {
                animViews[2].center = CGPoint(x: animViews[2].center.x, y: animViews[2].center.y - 10)
            }
            animViews[3].center = CGPoint(x: animViews[3].center.x, y: animViews[3].center.y - 10)
            CATransaction.flush()
            let animated = [animLayer.animationKeys() != nil] + animViews.map { $0.layer.animationKeys() != nil }
            #expect(animated == [true, false, false, true, false])
            #expect(animLayer.animation(forKey: "position")?.duration == 0.25)
        }

        /// Two overlapping block animations of bounds (3 s, then 1 s while the
        /// first runs) both finish, in their own time, and the size ends at
        /// the last model value; the presented size dips below it on the way.
        @Test func overlappingBoundsAnimationsBothFinish() {
            let clock = ViewClock()
            let testView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            clock.root.addSubview(testView)
            CATransaction.flush()
            var finished: [Bool] = []
            UIView.animate(withDuration: 3, animations: { testView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200) },
                           completion: { finished.append($0) })
            CATransaction.flush()
            clock.at(0.3)
            UIView.animate(withDuration: 1, animations: { testView.bounds = CGRect(x: 0, y: 0, width: 100, height: 100) },
                           completion: { finished.append($0) })
            CATransaction.flush()
            var smallest = CGFloat.infinity
            for i in 0...80 {
                clock.at(0.3 + Double(i) * 0.05)
                smallest = min(smallest, testView.layer.presentation()!.bounds.width)
                // What the run loop's timer would do when real time got here.
                _AnimationCallbacks.deliver(upTo: CACurrentMediaTime())
            }
            #expect(smallest < 100, "below 100 on the way: \(smallest)")
            #expect(testView.layer.presentation()!.bounds.width == 100)
            #expect(testView.layer.animationKeys() == nil, "both removed when done")
            #expect(finished == [true, true], "each completion once, finished")
        }

        /// The 3x3 sprite grid: each view shows one ninth of the image.
        @Test func contentsRectGrid() {
            var rects: [CGRect] = []
            for i in 0..<9 {
                let view = UIView()
                view.layer.contentsRect = CGRect(x: 1.0 / 3.0 * CGFloat(i % 3), y: 1.0 / 3.0 * CGFloat(i / 3),
                                                 width: 1.0 / 3.0, height: 1.0 / 3.0)
                rects.append(view.layer.contentsRect)
            }
            #expect(rects[4] == CGRect(x: 1.0 / 3.0, y: 1.0 / 3.0, width: 1.0 / 3.0, height: 1.0 / 3.0))
            #expect(rects[8].maxX == 1 && rects[8].maxY == 1)
        }
    }
}
