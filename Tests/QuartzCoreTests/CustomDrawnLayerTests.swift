import Raster
import Testing
@testable import QuartzCore

/// A progress bar drawn from its own animatable key, as iOS articles
/// write it (Objective-C's `@dynamic progress` becomes a property over
/// key-value coding).
class DrawnProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    nonisolated(unsafe) static var draws = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        DrawnProgressLayer.draws += 1
        ctx.setFillColor(CGColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

@Suite(.serialized) struct CustomDrawnLayerTests: GoldenScene {
    func scene() -> (CALayer, DrawnProgressLayer) { scene(with: DrawnProgressLayer()) }

    /// `bar` at progress 0 filling a committed 100 × 20 root on a paused clock.
    func scene<Bar: DrawnProgressLayer>(with bar: Bar) -> (CALayer, Bar) {
        let root = committedScene(width: 100, height: 20)
        root.speed = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bar.frame = root.bounds
        bar.progress = 0
        root.addSublayer(bar)
        CATransaction.commit()
        CATransaction.flush()
        return (root, bar)
    }

    /// progress 0 → 1 over a second, from the clock's start.
    func animate(_ bar: DrawnProgressLayer) {
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        a.beginTime = 0.001
        bar.add(a, forKey: "p")
        CATransaction.flush()
    }

    func filled(_ s: Surface) -> Int { (0..<100).filter { pixelChannels(s[$0, 10]).r < 128 }.count }

    /// Apple: a key whose needsDisplay(forKey:) is true redraws the
    /// presentation copy each frame with the interpolated value.
    @Test func theAnimatedValueIsDrawnEveryFrame() {
        let (root, bar) = scene()
        animate(bar)
        root.timeOffset = 0.251
        CATransaction.flush()
        let quarter = checkedFrame(root, at: CACurrentMediaTime())
        #expect(abs(filled(quarter) - 25) <= 1, "a quarter drawn: \(filled(quarter))")
        GoldenImage.expectMatches(quarter, "custom-progress-quarter")
        root.timeOffset = 0.751
        CATransaction.flush()
        #expect(abs(filled(renderedFrame(root, at: CACurrentMediaTime())) - 75) <= 1)
        #expect(bar.progress == 0, "the model keeps its value")
    }

    /// Redraws happen only when the value changed: a paused clock draws
    /// nothing more.
    @Test func aPausedAnimationCostsNoRedraw() {
        let (root, bar) = scene()
        animate(bar)
        root.timeOffset = 0.5
        CATransaction.flush()
        let tracker = _DamageTracker()
        let target = Surface(width: 100, height: 20)!
        tracker.renderFrame(root, into: target, at: CACurrentMediaTime())
        let before = DrawnProgressLayer.draws
        for i in 1...5 { tracker.renderFrame(root, into: target, at: CACurrentMediaTime() + Double(i)) }
        #expect(DrawnProgressLayer.draws == before, "the value did not change, so nothing was drawn")
        #expect(abs(filled(target) - 50) <= 1)
    }

    /// A layer that draws from its presentation's value, as
    /// MKRingProgressView's does (`presentation()?.progress`): its own
    /// contents are drawn when the change is committed, at the value on
    /// screen then. When the animation ends it draws again, so what stays
    /// on screen is the value the animation ended on.
    final class PresentationDrawnLayer: DrawnProgressLayer {
        override func draw(in ctx: CGContext) {
            let p = (presentation() as? PresentationDrawnLayer)?.progress ?? 0
            ctx.setFillColor(CGColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * p, height: bounds.height))
        }
    }

    @Test func aLayerDrawnFromItsPresentationShowsTheEndValueAfterTheAnimation() {
        let (root, bar) = scene(with: PresentationDrawnLayer())
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = 0
        a.toValue = 0.8
        a.duration = 1
        a.beginTime = 0.001
        bar.progress = 0.8
        bar.add(a, forKey: "p")
        CATransaction.flush()
        root.timeOffset = 0.501
        CATransaction.flush()
        #expect(abs(filled(renderedFrame(root, at: CACurrentMediaTime())) - 40) <= 1, "half-way while it runs")
        root.timeOffset = 1.5
        CATransaction.flush()
        _AnimationCallbacks.deliver(upTo: CACurrentMediaTime())
        CATransaction.flush()
        #expect(bar.animation(forKey: "p") == nil, "removed on completion")
        #expect(abs(filled(renderedFrame(root, at: CACurrentMediaTime())) - 80) <= 1, "the end value stays drawn")
    }

    /// display() and the delegate's display(_:) may set contents directly.
    final class ContentsSetter: NSObject, CALayerDelegate {
        let image: CGImage
        init(_ image: CGImage) { self.image = image }
        func display(_ layer: CALayer) { layer.contents = image }
    }

    @Test func displayMaySetContentsDirectly() {
        let img = Surface(width: 1, height: 1)!
        img[0, 0] = 0xFF00_00FF
        let d = ContentsSetter(CGImage(_surface: img))
        let frame = render(width: 10, height: 10) { root in
            let l = CALayer()
            l.frame = root.bounds
            l.delegate = d
            l.setNeedsDisplay()
            root.addSublayer(l)
        }
        #expect(pixelChannels(frame[5, 5]).b == 255)
    }

    @Test func needsDisplayOnBoundsChangeRedraws() {
        let root = committedScene(width: 50, height: 10)
        let bar = DrawnProgressLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bar.needsDisplayOnBoundsChange = true
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        bar.progress = 1
        root.addSublayer(bar)
        CATransaction.commit()
        CATransaction.flush()
        #expect((bar.contents as? CGImage)?.width == 20)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bar.bounds.size.width = 40
        CATransaction.commit()
        CATransaction.flush()
        #expect((bar.contents as? CGImage)?.width == 40, "redrawn at the new size")
    }
}
