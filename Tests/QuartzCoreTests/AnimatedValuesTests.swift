import Testing
@testable import QuartzCore

/// Every kind of value animates (issue: "Values").
@Suite struct AnimatedValuesTests {
    @Test func rotationZFromZeroToTwoPiIsAFullTurn() {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        s.add(basic("transform.rotation.z", from: 0, to: 2 * CGFloat.pi), to: l)
        for (t, angle) in [(0.25, CGFloat.pi / 2), (0.5, CGFloat.pi), (0.75, 3 * CGFloat.pi / 2)] {
            let m = s.presented(l, at: t) { $0.transform }
            #expect(approx(m, CATransform3DMakeRotation(angle, 0, 0, 1), 1e-9), "at \(t) the layer has turned \(angle)")
        }
        #expect(CATransform3DIsIdentity(s.presented(l, at: 2) { $0.transform }))
    }

    @Test func rotationFieldKeepsTheBaseScale() {
        let s = Scrubber()
        let l = s.layer { $0.transform = CATransform3DMakeScale(2, 2, 1) }
        s.add(basic("transform.rotation.z", from: 0, to: CGFloat.pi), to: l)
        let m = s.presented(l, at: 0.5) { $0.transform }
        #expect(approx(m, CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), 1e-9))
    }

    @Test func transformsInterpolateByDecompositionSoRotationsTurn() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), to: l)
        let m = s.presented(l, at: 0.5) { $0.transform }
        // A matrix lerp would shrink to 0.5/0.5 (a shear toward the diagonal);
        // the decomposition turns by 45° at full size.
        #expect(approx(m, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-9))
        #expect(abs(m._determinant - 1) < 1e-9)
    }

    @Test func scaleAndTranslationFields() {
        let s = Scrubber()
        let a = s.layer(), b = s.layer()
        s.add(basic("transform.scale", from: 1, to: 3), to: a)
        s.add(basic("transform.translation.x", from: 0, to: 40), to: b)
        s.at(0.5)
        #expect(approx(a.presentation()!.transform, CATransform3DMakeScale(2, 2, 2), 1e-9))
        #expect(b.presentation()!.transform.m41 == 20)
    }

    @Test func structureFieldsOfGeometry() {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        s.add(basic("bounds.size.width", from: 10, to: 30), to: l, key: "w")
        s.add(basic("shadowOffset.height", from: 0, to: -8), to: l, key: "h")
        s.at(0.5)
        let p = l.presentation()!
        #expect(p.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(p.shadowOffset == CGSize(width: 0, height: -4))
    }

    @Test func pointsSizesAndRectsInterpolateComponentWise() {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("position", from: CGPoint(x: 0, y: 10), to: CGPoint(x: 100, y: 30)), to: l, key: "p")
        s.add(basic("bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 10, y: 20, width: 30, height: 50)), to: l, key: "b")
        s.add(basic("anchorPoint", from: CGPoint.zero, to: CGPoint(x: 1, y: 1)), to: l, key: "a")
        s.at(0.25)
        let p = l.presentation()!
        #expect(p.position == CGPoint(x: 25, y: 15))
        #expect(p.bounds == CGRect(x: 2.5, y: 5, width: 15, height: 20))
        #expect(p.anchorPoint == CGPoint(x: 0.25, y: 0.25))
    }

    @Test func coloursInterpolateComponentWise() throws {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                    to: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)), to: l)
        let c = try #require(s.presented(l, at: 0.5) { $0.backgroundColor })
        #expect(c.components == [0.5, 0, 0.5, 0.75])
    }

    @Test func colourFromNilFadesIn() throws {
        let s = Scrubber()
        let l = s.layer()
        s.add(basic("borderColor", from: nil, to: CGColor(red: 0, green: 1, blue: 0, alpha: 1)) {
            $0.fromValue = nil
        }, to: l)
        // No from: the previous value (opaque black) → green.
        let c = try #require(s.presented(l, at: 0.5) { $0.borderColor })
        #expect(c.components == [0, 0.5, 0, 1])
    }

    @Test func pathsInterpolatePointWise() throws {
        let s = Scrubber()
        let l = s.layer()
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 10), transform: nil)
        s.add(basic("shadowPath", from: a, to: b), to: l)
        let p = try #require(s.presented(l, at: 0.5) { $0.shadowPath })
        #expect(p.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 10))
    }

    @Test func booleansAndContentsSwitchAtTheMidpoint() {
        let s = Scrubber()
        let l = s.layer()
        let image = CGImage(_surface: .init(width: 1, height: 1)!)
        s.add(basic("hidden", from: false, to: true), to: l, key: "h")
        s.add(basic("contents", from: nil, to: image) { $0.fromValue = nil }, to: l, key: "c")
        s.at(0.49)
        #expect(l.presentation()!.isHidden == false)
        #expect(l.presentation()!.contents == nil)
        s.at(0.5)
        #expect(l.presentation()!.isHidden == true)
        #expect(l.presentation()!.contents as? CGImage === image)
    }

    @Test func valueFunctionsTurnNumbersIntoTransforms() {
        let s = Scrubber()
        let l = s.layer()
        let spin = basic("transform", from: 0, to: 2 * CGFloat.pi)
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        s.add(spin, to: l, key: "spin")
        #expect(approx(s.presented(l, at: 0.5) { $0.transform }, CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-9))
        let grow = basic("transform", from: [1, 1, 1], to: [3, 5, 1])
        grow.valueFunction = CAValueFunction(name: .scale)
        s.add(grow, to: l, key: "spin")
        #expect(approx(s.presented(l, at: s.now + 0.5) { $0.transform }, CATransform3DMakeScale(2, 3, 1), 1e-9))
        let slide = basic("sublayerTransform", from: 0, to: 10)
        slide.valueFunction = CAValueFunction(name: .translateY)
        s.add(slide, to: l, key: "slide")
        #expect(s.presented(l, at: s.now + 0.5) { $0.sublayerTransform.m42 } == 5)
    }

    @Test func additiveTransformsConcatenateWithTheAddedValueFirst() {
        let s = Scrubber()
        let l = s.layer { $0.transform = CATransform3DMakeTranslation(100, 0, 0) }
        s.add(basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi, 0, 0, 1)) {
            $0.isAdditive = true
        }, to: l)
        let m = s.presented(l, at: 0.5) { $0.transform }
        // It spins in place: rotation first, then the model's translation.
        #expect(approx(m, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(100, 0, 0)), 1e-9))
    }

    @Test func customKeysOfSubclassesAnimate() {
        // A progress layer as iOS articles write it: "progress" 0.5 → 0.7 over 3 s, easeInEaseOut.
        final class PKLayer: CALayer {
            var progress: CGFloat {
                get { (value(forKey: "progress") as? CGFloat) ?? 0 }
                set { setValue(newValue, forKey: "progress") }
            }
        }
        let s = Scrubber()
        let l = s.make(PKLayer()) { $0.progress = 0.5 }
        let a = basic("progress", from: 0.5, to: 0.7, duration: 3) {
            $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            $0.isRemovedOnCompletion = false
            $0.fillMode = .forwards
        }
        s.add(a, to: l, key: "leftProgress")
        #expect(abs(s.presented(l, at: 1.5) { $0.progress } - 0.6) < 1e-7)
        #expect(abs(s.presented(l, at: 10) { $0.progress } - 0.7) < 1e-12)
        #expect(l.progress == 0.5, "the model keeps its value")
    }
}
