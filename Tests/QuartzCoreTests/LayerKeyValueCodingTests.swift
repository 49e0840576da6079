import Testing
@testable import QuartzCore

@Suite struct LayerKeyValueCodingTests {
    @Test func everyPropertyIsReadableByItsKeyInItsSwiftType() {
        let l = CALayer()
        l.cornerRadius = 4
        #expect(l.value(forKey: "cornerRadius") as? CGFloat == 4)
        #expect(l.value(forKey: "opacity") as? Float == 1)
        #expect(l.value(forKey: "position") as? CGPoint == .zero)
        #expect(l.value(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(l.value(forKey: "transform") as? CATransform3D == CATransform3DIdentity)
        #expect(l.value(forKey: "hidden") as? Bool == false)
        #expect(l.value(forKey: "isHidden") as? Bool == false, "the Swift spelling works too")
        #expect(l.value(forKey: "contentsGravity") as? CALayerContentsGravity == .resize)
        #expect(l.value(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
        #expect(l.value(forKey: "duration") as? Double == 0)
        #expect(l.value(forKey: "backgroundColor") == nil, "an unset colour is a real nil")
        #expect(l.value(forKey: "borderColor") as? CGColor == CGColor.black)
        #expect(l.value(forKey: "frame") as? CGRect == .zero)
        for key in _LayerKey.allCases where key.isStored && key.kind != .any && key.kind != .string
            && key.kind != .dictionary && key.kind != .actions && key.kind != .color && key.kind != .path {
            #expect(l.value(forKey: key.keyName) != nil, "\(key.keyName) reads")
        }
    }

    @Test func numbersArriveInAnyOfApplesForms() {
        let forms: [(Any, String)] = [
            (25.0, "Double"), (CGFloat(25), "CGFloat"), (Float(25), "Float"),
            (25, "Int"), (NSNumber(value: 25), "NSNumber"), (Int32(25), "Int32"), (UInt8(25), "UInt8"),
            (Int8(25), "Int8"), (UInt16(25), "UInt16"), (Int64(25), "Int64"), (UInt(25), "UInt"),
        ]
        for (value, type) in forms {
            let l = CALayer()
            l.setValue(value, forKey: "cornerRadius")
            l.setValue(value, forKey: "opacity")
            l.setValue(value, forKey: "duration")
            #expect(l.cornerRadius == 25, "\(type) sets a CGFloat property")
            #expect(l.opacity == 25, "\(type) sets a Float property")
            #expect(l.duration == 25, "\(type) sets a CFTimeInterval property")
        }
    }

    @Test func structuresAndObjectsSetByKey() {
        let l = CALayer()
        l.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        l.setValue(NSValue(rect: CGRect(x: 0, y: 0, width: 8, height: 9)), forKey: "bounds")
        l.setValue(CATransform3DMakeScale(2, 2, 1), forKey: "transform")
        l.setValue(CGColor(gray: 0.5, alpha: 1), forKey: "backgroundColor")
        l.setValue(true, forKey: "hidden")
        l.setValue(NSNumber(value: true), forKey: "masksToBounds")
        l.setValue("resizeAspect", forKey: "contentsGravity")
        l.setValue(CALayerContentsFilter.nearest, forKey: "magnificationFilter")
        l.setValue(5, forKey: "maskedCorners")
        l.setValue("hello", forKey: "name")
        #expect(l.position == CGPoint(x: 3, y: 4))
        #expect(l.bounds.size == CGSize(width: 8, height: 9))
        #expect(l.transform == CATransform3DMakeScale(2, 2, 1))
        #expect(l.backgroundColor == CGColor(gray: 0.5, alpha: 1))
        #expect(l.isHidden && l.masksToBounds)
        #expect(l.contentsGravity == .resizeAspect)
        #expect(l.magnificationFilter == .nearest)
        #expect(l.maskedCorners == [.layerMinXMinYCorner, .layerMinXMaxYCorner])
        #expect(l.name == "hello")
        l.setValue(nil, forKey: "backgroundColor")
        #expect(l.backgroundColor == nil)
    }

    @Test func pointSizeAndRectFieldsByKeyPath() {
        let l = CALayer()
        l.setValue(40, forKeyPath: "position.x")
        l.setValue(50.5, forKeyPath: "position.y")
        l.setValue(120, forKeyPath: "bounds.size.width")
        l.setValue(CGSize(width: 7, height: 8), forKeyPath: "bounds.size")
        l.setValue(3, forKeyPath: "bounds.origin.x")
        l.setValue(-6, forKeyPath: "shadowOffset.height")
        #expect(l.position == CGPoint(x: 40, y: 50.5))
        #expect(l.bounds == CGRect(x: 3, y: 0, width: 7, height: 8))
        #expect(l.shadowOffset == CGSize(width: 0, height: -6))
        #expect(l.value(forKeyPath: "position.x") as? CGFloat == 40)
        #expect(l.value(forKeyPath: "bounds.size.height") as? CGFloat == 8)
        #expect(l.value(forKeyPath: "bounds.origin") as? CGPoint == CGPoint(x: 3, y: 0))
        #expect(l.value(forKeyPath: "shadowOffset.width") as? CGFloat == 0)
    }

    @Test func transformFieldsReadTheDecomposition() {
        let l = CALayer()
        l.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeRotation(0.5, 0, 0, 1))
        l.transform.m41 = 10
        #expect(approx(l.value(forKeyPath: "transform.rotation.z") as! CGFloat, 0.5))
        #expect(approx(l.value(forKeyPath: "transform.rotation") as! CGFloat, 0.5))
        #expect(approx(l.value(forKeyPath: "transform.scale") as! CGFloat, 2))
        #expect(approx(l.value(forKeyPath: "transform.scale.x") as! CGFloat, 2))
        #expect(l.value(forKeyPath: "transform.translation.x") as? CGFloat == 10)
        #expect(l.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 10, height: 0))
        let tilted = CALayer()
        tilted.transform = CATransform3DMakeRotation(0.3, 1, 0, 0)
        #expect(approx(tilted.value(forKeyPath: "transform.rotation.x") as! CGFloat, 0.3))
        #expect(approx(tilted.value(forKeyPath: "transform.rotation.y") as! CGFloat, 0))
    }

    @Test func writingATransformFieldKeepsTheOthers() {
        let l = CALayer()
        l.transform = CATransform3DMakeScale(3, 3, 1)
        l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(approx(l.transform, CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), 1e-9))
        l.setValue(1.5, forKeyPath: "transform.scale")
        #expect(approx(l.value(forKeyPath: "transform.scale.y") as! CGFloat, 1.5))
        #expect(approx(l.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2))
        l.setValue(25, forKeyPath: "transform.translation.x")
        #expect(l.transform.m41 == 25)
        l.setValue(CGSize(width: 1, height: 2), forKeyPath: "transform.translation")
        #expect(l.transform.m41 == 1 && l.transform.m42 == 2)
    }

    @Test func customKeysAreStoredPerLayer() {
        let a = CALayer(), b = CALayer()
        a.setValue(0.7, forKey: "progress")
        #expect(a.value(forKey: "progress") as? Double == 0.7)
        #expect(b.value(forKey: "progress") == nil)
        a.setValue(nil, forKey: "progress")
        #expect(a.value(forKey: "progress") == nil)
        a.setValue(CGPoint(x: 1, y: 2), forKey: "anchor2")
        #expect(a.value(forKeyPath: "anchor2.y") as? CGFloat == 2)
        a.setValue(["inner": 5], forKey: "settings")
        #expect(a.value(forKeyPath: "settings.inner") as? Int == 5)
        a.setValue(6, forKeyPath: "settings.inner")
        #expect(a.value(forKeyPath: "settings.inner") as? Int == 6)
    }

    @Test func keyPathsDescendIntoTheMask() {
        let l = CALayer()
        l.mask = CALayer()
        l.setValue(0.25, forKeyPath: "mask.opacity")
        #expect(l.mask?.opacity == 0.25)
        #expect(l.value(forKeyPath: "mask.opacity") as? Float == 0.25)
    }

    @Test func wrongTypesAreReportedAndIgnored() {
        let l = CALayer()
        l.cornerRadius = 3
        let m = diagnostics {
            l.setValue("big", forKey: "cornerRadius")
            l.setValue(CGPoint.zero, forKey: "bounds")
            l.setValue(42, forKey: "backgroundColor")
            l.setValue(nil, forKey: "opacity")
            l.setValue("x", forKeyPath: "position.x")
            l.setValue(1, forKeyPath: "name.length")
            l.setValue(l, forKey: "superlayer")
        }
        #expect(m.count == 7)
        #expect(m[0].contains("cornerRadius") && m[0].contains("String"))
        #expect(l.cornerRadius == 3)
        #expect(l.bounds == .zero)
        #expect(l.opacity == 1)
        #expect(l.backgroundColor == nil)
    }

    @Test func subclassOverridesAreReachedThroughKeyValueCoding() {
        final class Clamped: CALayer {
            var seen: [CGFloat] = []
            override var cornerRadius: CGFloat {
                get { super.cornerRadius }
                set { seen.append(newValue); super.cornerRadius = min(newValue, 10) }
            }
        }
        let l = Clamped()
        l.setValue(30, forKey: "cornerRadius")
        #expect(l.seen == [30])
        #expect(l.value(forKey: "cornerRadius") as? CGFloat == 10)
    }
}
