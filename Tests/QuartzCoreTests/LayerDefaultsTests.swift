import Testing
@testable import QuartzCore

/// Apple's defaults (CALayer.h, CAMediaTiming.h and the animation classes' headers).
@Suite struct LayerDefaultsTests {
    let l = CALayer()

    @Test func geometryDefaults() {
        #expect(l.bounds == .zero)
        #expect(l.position == .zero)
        #expect(l.zPosition == 0)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.anchorPointZ == 0)
        #expect(CATransform3DIsIdentity(l.transform))
        #expect(CATransform3DIsIdentity(l.sublayerTransform))
        #expect(l.frame == .zero)
        #expect(!l.isGeometryFlipped)
        #expect(l.affineTransform().isIdentity)
    }

    @Test func appearanceDefaults() {
        #expect(l.backgroundColor == nil)
        #expect(l.cornerRadius == 0)
        #expect(l.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(l.maskedCorners.rawValue == 15)
        #expect(l.cornerCurve == .circular)
        #expect(l.borderWidth == 0)
        #expect(l.borderColor == CGColor(gray: 0, alpha: 1), "opaque black")
        #expect(l.opacity == 1)
        #expect(!l.isHidden)
        #expect(!l.masksToBounds)
        #expect(l.mask == nil)
        #expect(l.isDoubleSided)
    }

    @Test func shadowDefaults() {
        #expect(l.shadowColor == CGColor(gray: 0, alpha: 1), "opaque black")
        #expect(l.shadowOpacity == 0)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3))
        #expect(l.shadowRadius == 3)
        #expect(l.shadowPath == nil)
    }

    @Test func contentsDefaults() {
        #expect(l.contents == nil)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsGravity == .resize)
        #expect(l.contentsScale == 1)
        #expect(l.contentsFormat == .RGBA8Uint)
        #expect(l.minificationFilter == .linear)
        #expect(l.magnificationFilter == .linear)
        #expect(l.minificationFilterBias == 0)
    }

    @Test func renderingFlagDefaults() {
        #expect(!l.isOpaque)
        #expect(l.allowsGroupOpacity, "YES for apps linked against iOS 7 or later")
        #expect(!l.allowsEdgeAntialiasing, "NO on iOS")
        #expect(l.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(!l.drawsAsynchronously)
        #expect(!l.shouldRasterize)
        #expect(l.rasterizationScale == 1)
        #expect(l.filters == nil)
        #expect(l.backgroundFilters == nil)
        #expect(l.compositingFilter == nil)
        #expect(!l.wantsExtendedDynamicRangeContent)
        #expect(!l.needsDisplayOnBoundsChange)
    }

    @Test func identityAndTreeDefaults() {
        #expect(l.name == nil)
        #expect(l.style == nil)
        #expect(l.actions == nil)
        #expect(l.delegate == nil)
        #expect(l.sublayers == nil)
        #expect(l.superlayer == nil)
        #expect(!l.needsDisplay())
    }

    @Test func timingDefaults() {
        #expect(l.beginTime == 0)
        #expect(l.duration == 0)
        #expect(l.speed == 1)
        #expect(l.timeOffset == 0)
        #expect(l.repeatCount == 0)
        #expect(l.repeatDuration == 0)
        #expect(!l.autoreverses)
        #expect(l.fillMode == .removed)
    }

    @Test func defaultValueForKeyAnswersForCALayersOwnKeys() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "progress") == nil)
        #expect(CALayer.defaultAction(forKey: "position") == nil)
        #expect(!CALayer.needsDisplay(forKey: "bounds"))
    }

    @Test func cornerCurveExpansionFactors() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)
    }
}
