import Testing
import PreviewKit

/// A paused clock for presentation values: the root layer's speed is 0 and
/// its timeOffset is the time, so `presentation()` reads any moment.
final class ViewClock {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    init() {
        root.layer.speed = 0
        root.layer.timeOffset = 0
        CATransaction.flush()
    }

    func at(_ t: Double) {
        root.layer.timeOffset = t
        CATransaction.flush()
    }
}

extension MainThreadSuites {
    @Suite(.serialized) struct UIViewTests {
        @Test func geometryAndAppearanceAreTheLayers() {
            let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(v.layer.delegate === v)
            #expect(v.center == CGPoint(x: 60, y: 45) && v.bounds.size == CGSize(width: 100, height: 50))
            v.alpha = 0.5
            v.backgroundColor = .systemBlue
            v.clipsToBounds = true
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            #expect(v.layer.opacity == 0.5 && v.layer.masksToBounds)
            #expect(v.layer.backgroundColor.map { UIColor(cgColor: $0) } == .systemBlue)
            #expect(abs(v.layer.transform.m12 - 1) < 1e-12)
        }

        @Test func theTreeIsTheLayerTree() {
            let parent = UIView(), a = UIView(), b = UIView()
            parent.addSubview(a)
            parent.insertSubview(b, at: 0)
            #expect(parent.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(a)])
            #expect(parent.layer.sublayers?.first === b.layer && a.superview === parent)
            a.removeFromSuperview()
            #expect(parent.subviews.count == 1 && a.superview == nil && a.layer.superlayer == nil)
        }

        @Test func hitTestingFindsTheFrontmostView() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
            root.addSubview(back)
            root.addSubview(front)
            #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            front.isUserInteractionEnabled = false
            #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
            #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
        }

        /// Outside a block a view's change shows at once; inside, it animates
        /// with the block's duration and curve.
        @Test func changesAnimateOnlyInsideABlock() {
            let clock = ViewClock()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            clock.root.addSubview(v)
            CATransaction.flush()
            v.center = CGPoint(x: 100, y: 10)
            CATransaction.flush()
            #expect(v.layer.presentation()?.position == CGPoint(x: 100, y: 10), "no implicit animation for a view")
            #expect(v.layer.animationKeys() == nil)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                v.center = CGPoint(x: 200, y: 10)
                v.alpha = 0
            })
            CATransaction.flush()
            #expect(v.center == CGPoint(x: 200, y: 10), "the model takes the new value at once")
            clock.at(0.25)
            let p = v.layer.presentation()!
            #expect(abs(p.position.x - 125) < 1e-6, "a quarter of the way, linear: \(p.position.x)")
            #expect(abs(p.opacity - 0.75) < 1e-6)
            clock.at(2)
            #expect(v.layer.presentation()!.position.x == 200)
        }

        /// As since iOS 8: a second animation of the same property while the
        /// first runs starts from where the view is seen, with no jump, and
        /// the two add up to the new target.
        @Test func overlappingAnimationsAreAdditive() {
            let clock = ViewClock()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            clock.root.addSubview(v)
            v.center = .zero
            CATransaction.flush()
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: { v.center = CGPoint(x: 100, y: 0) })
            CATransaction.flush()
            clock.at(0.5)
            let before = v.layer.presentation()!.position
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: { v.center = CGPoint(x: 100, y: 100) })
            CATransaction.flush()
            let after = v.layer.presentation()!.position
            #expect(abs(after.x - before.x) < 1e-6 && abs(after.y - before.y) < 1e-6, "no jump: \(before) → \(after)")
            #expect(v.layer.animationKeys()?.count == 2, "both run")
            clock.at(3)
            #expect(v.layer.presentation()!.position == CGPoint(x: 100, y: 100))
        }

        @Test func performWithoutAnimationAndDelays() {
            let clock = ViewClock()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            clock.root.addSubview(v)
            CATransaction.flush()
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                v.alpha = 0
                UIView.performWithoutAnimation { v.center = CGPoint(x: 50, y: 50) }
            })
            CATransaction.flush()
            #expect(v.layer.presentation()!.position == CGPoint(x: 50, y: 50), "not animated")
            clock.at(0.25)
            #expect(v.layer.presentation()!.opacity == 1, "the delay holds the old value")
            clock.at(1)
            #expect(abs(v.layer.presentation()!.opacity - 0.5) < 1e-6)
        }
    }
}
