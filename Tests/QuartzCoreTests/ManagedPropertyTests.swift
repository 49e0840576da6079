import Foundation
import Raster
import Testing
@testable import QuartzCore

/// A progress ring as open-source iOS code writes it, with `@Managed`
/// where it writes `@NSManaged`: the angle is a layer key and animates.
final class ManagedRingLayer: CALayer {
    @Managed var progress: CGFloat = 0
    @Managed var lineWidth: CGFloat = 6
    var lookedUp: [String] = []

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        lookedUp.append(event)
        return super.action(forKey: event)
    }

    /// A ring from twelve o'clock, clockwise on screen, `progress` of the way round.
    override func draw(in ctx: CGContext) {
        guard progress > 0 else { return }
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.addArc(center: c, radius: bounds.width / 2 - lineWidth, startAngle: -.pi / 2,
                   endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.setStrokeColor(CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1))
        ctx.setLineWidth(lineWidth)
        ctx.strokePath()
    }
}

@Suite(.serialized) struct ManagedPropertyTests: GoldenScene {
    @Test func aManagedPropertyReadsItsDeclaredValueUntilSet() {
        let ring = ManagedRingLayer()
        #expect(ring.progress == 0 && ring.lineWidth == 6)
        #expect(ring.value(forKey: "lineWidth") as? CGFloat == 6, "key-value coding reaches it, by its own name")
        ring.progress = 0.4
        #expect(ring.progress == 0.4 && ring.value(forKey: "progress") as? CGFloat == 0.4)
        ring.setValue(0.7, forKey: "progress")
        #expect(abs(ring.progress - 0.7) < 1e-12, "a Double set by key reads back as the property's CGFloat")
        #expect(ring.lookedUp.contains("progress"), "setting it looks up the action for its key")
        #expect(ManagedRingLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 6)
    }

    /// Presentation copies carry managed values with no code in
    /// `init(layer:)`.
    @Test func presentationCopiesCarryManagedValues() {
        let ring = ManagedRingLayer()
        ring.progress = 0.3
        ring.lineWidth = 2
        CATransaction.flush()
        let p = ring.presentation()
        #expect(p?.progress == 0.3 && p?.lineWidth == 2)
        #expect(ManagedRingLayer(layer: ring).progress == 0, "called by code: a fresh layer")
    }

    /// The ring animates its angle: the presentation's value and what is
    /// drawn follow the animation; the model keeps its own.
    @Test func aRingAnimatesItsAngle() {
        let root = committedScene(width: 100, height: 100)
        root.speed = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let ring = ManagedRingLayer()
        ring.frame = root.bounds
        root.addSublayer(ring)
        CATransaction.commit()
        ring.setNeedsDisplay()
        CATransaction.flush()
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        a.beginTime = 0.001
        ring.add(a, forKey: "angle")
        CATransaction.flush()
        root.timeOffset = 0.251
        CATransaction.flush()
        let presented = ring.presentation()?.progress ?? -1
        #expect(abs(presented - 0.25) < 0.01, "\(presented)")
        #expect(ring.progress == 0, "the model keeps its value")
        let quarter = checkedFrame(root, at: CACurrentMediaTime())
        func red(_ x: Int, _ y: Int) -> Bool { let c = pixelChannels(quarter[x, y]); return c.r > 150 && c.g < 120 }
        #expect(red(50, 6), "twelve o'clock is drawn")
        #expect(red(93, 45), "just before three o'clock, a quarter round, is drawn")
        #expect(!red(50, 94) && !red(6, 50), "six and nine o'clock are not yet")
        root.timeOffset = 0.751
        CATransaction.flush()
        let most = renderedFrame(root, at: CACurrentMediaTime())
        let c = pixelChannels(most[50, 94])
        #expect(c.r > 150 && c.g < 120, "three quarters round, six o'clock is drawn")
    }
}
