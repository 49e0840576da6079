import Testing
@testable import QuartzCore

final class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var label = "none"

    override init() { super.init() }

    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressLayer {
            progress = other.progress
            label = other.label
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `CALayer(layer:)`, the initialiser presentation copies use.
@Suite struct LayerCopyTests {
    /// Presentation copies carry every property and custom key, Core
    /// Animation copying them; `CALayer(layer:)` called by code makes a
    /// fresh layer, as on iOS (libraries call `CAShapeLayer(layer:
    /// view.layer)` for a new layer and expect no frame, no delegate).
    @Test func copiesAreCoreAnimationsCodeGetsAFreshLayer() throws {
        let l = CALayer()
        l.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        l.cornerRadius = 5
        l.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        l.transform = CATransform3DMakeScale(2, 2, 1)
        l.name = "original"
        l.setValue(0.25, forKey: "progress")
        CATransaction.flush()
        let p = try #require(l.presentation())
        #expect(p.bounds == l.bounds && p.position == l.position)
        #expect(p.cornerRadius == 5)
        #expect(p.backgroundColor == l.backgroundColor)
        #expect(p.transform == l.transform)
        #expect(p.name == "original")
        #expect(p.value(forKey: "progress") as? Double == 0.25)
        let c = CALayer(layer: l)
        #expect(c.bounds == .zero && c.position == .zero && c.cornerRadius == 0 && c.backgroundColor == nil)
        #expect(c.name == nil && c.value(forKey: "progress") == nil && c.delegate == nil)
        let shape = CAShapeLayer(layer: l)
        #expect(shape.fillColor != nil && shape.bounds == .zero, "a shape layer at its defaults")
    }

    @Test func doesNotCopyTheTree() {
        let root = CALayer(), l = CALayer()
        root.addSublayer(l)
        l.addSublayer(CALayer())
        let c = CALayer(layer: l)
        #expect(c.superlayer == nil)
        #expect(c.sublayers == nil)
    }

    @Test func subclassStoredPropertiesSurviveThroughTheirOverride() {
        let l = ProgressLayer()
        l.progress = 0.6
        l.label = "p"
        l.opacity = 0.5
        let c = ProgressLayer(layer: l)
        #expect(c.progress == 0.6)
        #expect(c.label == "p")
        #expect(c.opacity == 1, "what the subclass copies, nothing else")
    }

    @Test func theCopyIsBuiltFromTheDynamicType() {
        let original: CALayer = ProgressLayer()
        (original as! ProgressLayer).progress = 0.9
        let c = type(of: original).init(layer: original)
        #expect((c as? ProgressLayer)?.progress == 0.9)
    }

    @Test func aNonLayerArgumentIsReportedAndGivesDefaults() {
        let (c, m) = _Diagnostics.capture { CALayer(layer: "not a layer") }
        #expect(m.count == 1)
        #expect(c.opacity == 1)
    }

    @Test func keyedArchivingRoundTripsPlainValues() throws {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        l.cornerRadius = 6
        l.opacity = 0.5
        l.isHidden = true
        l.name = "archived"
        l.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        l.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        l.contentsGravity = .center
        l.maskedCorners = [.layerMaxXMaxYCorner]
        let data = try NSKeyedArchiver.archivedData(withRootObject: l, requiringSecureCoding: false)
        let c = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? CALayer)
        #expect(c.frame == l.frame)
        #expect(c.cornerRadius == 6 && c.opacity == 0.5 && c.isHidden)
        #expect(c.name == "archived")
        #expect(c.backgroundColor == l.backgroundColor)
        #expect(c.transform == l.transform)
        #expect(c.contentsGravity == .center)
        #expect(c.maskedCorners == [.layerMaxXMaxYCorner])
        #expect(c.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
