import Testing
@testable import QuartzCore

final class DisplayingDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    func display(_ layer: CALayer) { calls.append("display") }
}

final class DrawingDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    var contextSize: (Int, Int)?
    var ctm: CGAffineTransform?
    var clip: CGRect?
    func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        calls.append("draw")
        contextSize = (ctx.width, ctx.height)
        ctm = ctx.ctm
        clip = ctx.boundingBoxOfClipPath
    }
}

final class LayoutDelegate: NSObject, CALayerDelegate {
    var laidOut: [String] = []
    func layoutSublayers(of layer: CALayer) { laidOut.append(layer.name ?? "?") }
}

@Suite struct LayerDisplayTests {
    @Test func setNeedsDisplayThenDisplayIfNeededCallsTheDelegatesDisplay() {
        let l = CALayer()
        let d = DisplayingDelegate()
        l.delegate = d
        #expect(!l.needsDisplay())
        l.setNeedsDisplay()
        #expect(l.needsDisplay())
        l.displayIfNeeded()
        #expect(d.calls == ["display"])
        #expect(!l.needsDisplay())
        l.displayIfNeeded()
        #expect(d.calls == ["display"], "nothing to do the second time")
    }

    @Test func withoutDisplayTheDelegateDrawsIntoABackingStore() throws {
        let l = CALayer()
        let d = DrawingDelegate()
        l.delegate = d
        l.bounds = CGRect(x: 0, y: 0, width: 50.5, height: 20)
        l.contentsScale = 2
        l.display()
        #expect(d.calls == ["willDraw", "draw"])
        let size = try #require(d.contextSize)
        #expect(size == (101, 40), "bounds size times contentsScale, rounded up")
        // iOS's y-down drawing: user (0, 0) is the top-left pixel.
        #expect(d.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40))
        #expect(d.clip == CGRect(x: 0, y: 0, width: 50.5, height: 20))
        let image = try #require(l.contents as? CGImage)
        #expect(image.width == 101 && image.height == 40)
    }

    @Test func drawingUsesTheBoundsOrigin() {
        let l = CALayer()
        let d = DrawingDelegate()
        l.delegate = d
        l.bounds = CGRect(x: 10, y: 20, width: 30, height: 40)
        l.display()
        #expect(d.clip == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func emptyBoundsDrawNothingAndClearTheContents() {
        let l = CALayer()
        let d = DrawingDelegate()
        l.delegate = d
        l.contents = CGImage(_surface: .init(width: 1, height: 1)!)
        l.display()
        #expect(d.calls.isEmpty)
        #expect(l.contents == nil)
    }

    @Test func subclassesDrawByOverridingDrawInContext() {
        final class Drawn: CALayer {
            var drew = false
            override func draw(in ctx: CGContext) { drew = true }
        }
        let l = Drawn()
        l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(l.drew)
        #expect(l.contents is CGImage)
    }

    @Test func needsDisplayForKeyMarksTheLayerWhenThatKeyChanges() {
        final class Progress: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }
        }
        let l = Progress()
        l.opacity = 0.5
        #expect(!l.needsDisplay())
        l.setValue(0.3, forKey: "progress")
        #expect(l.needsDisplay())
    }

    @Test func needsDisplayOnBoundsChangeRedrawsOnResize() {
        let l = CALayer()
        l.needsDisplayOnBoundsChange = true
        l.position = CGPoint(x: 1, y: 1)
        #expect(!l.needsDisplay())
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(l.needsDisplay())
    }

    @Test func setNeedsDisplayInAnEmptyRectDoesNothing() {
        let l = CALayer()
        l.setNeedsDisplay(.zero)
        #expect(!l.needsDisplay())
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.needsDisplay())
    }
}

@Suite struct LayerLayoutTests {
    @Test func layoutIfNeededAsksTheDelegateOnce() {
        let l = CALayer()
        l.name = "l"
        let d = LayoutDelegate()
        l.delegate = d
        l.setNeedsLayout()
        #expect(l.needsLayout())
        l.layoutIfNeeded()
        l.layoutIfNeeded()
        #expect(d.laidOut == ["l"])
        #expect(!l.needsLayout())
    }

    @Test func layoutRunsTopDownOverMarkedLayersOnly() {
        let d = LayoutDelegate()
        let root = CALayer(), mid = CALayer(), leaf = CALayer(), other = CALayer()
        for (l, n) in [(root, "root"), (mid, "mid"), (leaf, "leaf"), (other, "other")] { l.name = n; l.delegate = d }
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        root.addSublayer(other)
        root.layoutIfNeeded()
        d.laidOut = []
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(d.laidOut == ["root", "leaf"])
    }

    @Test func layoutIfNeededOnADescendantStartsAtTheHighestMarkedAncestor() {
        let d = LayoutDelegate()
        let root = CALayer(), child = CALayer()
        root.name = "root"; child.name = "child"
        root.delegate = d; child.delegate = d
        root.addSublayer(child)
        root.layoutIfNeeded()
        d.laidOut = []
        root.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(d.laidOut == ["root", "child"])
    }

    @Test func boundsSizeChangesAndNewSublayersNeedLayout() {
        let l = CALayer()
        l.layoutIfNeeded()
        l.position = CGPoint(x: 5, y: 5)
        #expect(!l.needsLayout())
        l.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(l.needsLayout())
        l.layoutIfNeeded()
        l.addSublayer(CALayer())
        #expect(l.needsLayout())
    }

    @Test func subclassesLayOutByOverridingLayoutSublayers() {
        final class Stack: CALayer {
            override func layoutSublayers() {
                var y: CGFloat = 0
                for s in sublayers ?? [] {
                    s.frame = CGRect(x: 0, y: y, width: bounds.width, height: 10)
                    y += 10
                }
            }
        }
        let s = Stack()
        s.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
        let a = CALayer(), b = CALayer()
        s.sublayers = [a, b]
        s.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 10, width: 50, height: 10))
    }

    /// A sublayer whose layout asks for layout again (its content changed
    /// what it lays out from) is laid out again in the same commit, not
    /// forgotten until something else marks its superlayer.
    @Test func layoutThatAsksForLayoutAgainRunsAgainInTheCommit() {
        final class Again: CALayer {
            var passes = 0
            override func layoutSublayers() {
                passes += 1
                if passes == 1 { setNeedsLayout() }
            }
        }
        let root = CALayer()
        let child = Again()
        root.addSublayer(child)
        child.setNeedsLayout()
        CATransaction.flush()
        #expect(child.passes == 2)
        CATransaction.flush()
        #expect(child.passes == 2, "nothing asked since")
    }
}
