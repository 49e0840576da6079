import Testing
@testable import QuartzCore

/// `CALayer.render(in:)`: the model tree drawn into a CGContext through its
/// CTM, in the layer's bounds space (position and transform do not apply),
/// honouring the context's clip path, alpha and shadow.
@Suite(.serialized) struct LayerRenderInContextTests {
    func makeContext() -> CGContext? {
        CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    func rgba(_ ctx: CGContext, _ x: Int, row: Int) -> [Int] {
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + row * ctx.bytesPerRow + x * 4
        return [Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3])]
    }

    func tree() -> CALayer {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.position = CGPoint(x: 500, y: 500) // ignored by render(in:)
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let s = CALayer()
        s.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        s.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        l.addSublayer(s)
        return l
    }

    @Test func rendersTheModelTreeThroughTheCTM() throws {
        let ctx = try #require(makeContext())
        // The UIKit flip: y down, so the picture is upright.
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        tree().render(in: ctx)
        #expect(rgba(ctx, 5, row: 5) == [255, 0, 0, 255])
        #expect(rgba(ctx, 15, row: 15) == [0, 0, 255, 255])
        #expect(rgba(ctx, 15, row: 5) == [255, 0, 0, 255])
    }

    @Test func withoutAFlipTheLayerIsUpsideDownAsOnApplePlatforms() throws {
        let ctx = try #require(makeContext())
        tree().render(in: ctx)
        #expect(rgba(ctx, 15, row: 5) == [0, 0, 255, 255])
        #expect(rgba(ctx, 15, row: 15) == [255, 0, 0, 255])
    }

    @Test func theContextsClipPathAndAlphaApply() throws {
        let ctx = try #require(makeContext())
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.clip()
        ctx.setAlpha(0.5)
        tree().render(in: ctx)
        #expect(rgba(ctx, 0, row: 0) == [0, 0, 0, 0]) // outside the circle
        let centre = rgba(ctx, 5, row: 10)
        #expect(abs(centre[3] - 128) <= 1 && centre[0] == centre[3])
    }

    /// render(in:) keeps the tree it made of the model while nothing in the
    /// model changes; any change (a property, a sublayer, a sublayer's
    /// property, new contents drawn by display()) is drawn by the next call.
    @Test func drawingAgainShowsEveryChangeSinceTheLast() throws {
        let ctx = try #require(makeContext())
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        let root = tree()
        let s = try #require(root.sublayers?.first)
        root.render(in: ctx)
        root.render(in: ctx)
        #expect(rgba(ctx, 15, row: 15) == [0, 0, 255, 255])
        s.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.render(in: ctx)
        #expect(rgba(ctx, 15, row: 15) == [0, 255, 0, 255], "a sublayer's property")
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        root.render(in: ctx)
        #expect(rgba(ctx, 5, row: 5) == [255, 255, 0, 255], "the layer's own property")
        let t = CALayer()
        t.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        t.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(t)
        root.render(in: ctx)
        #expect(rgba(ctx, 2, row: 2) == [0, 0, 0, 255], "a sublayer added")
        t.removeFromSuperlayer()
        root.render(in: ctx)
        #expect(rgba(ctx, 2, row: 2) == [255, 255, 0, 255], "a sublayer removed")
        // Another layer in between, then this one again: its own tree.
        tree().render(in: ctx)
        #expect(rgba(ctx, 5, row: 5) == [255, 0, 0, 255])
        root.render(in: ctx)
        #expect(rgba(ctx, 5, row: 5) == [255, 255, 0, 255])
    }

    @Test func contentsDrawnOnDemandAreDrawnAgainWhenMarked() throws {
        final class Painter: CALayer {
            var red: CGFloat = 1
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: red, green: 0, blue: 1 - red, alpha: 1))
                ctx.fill(bounds)
            }
        }
        let ctx = try #require(makeContext())
        let l = Painter()
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.setNeedsDisplay()
        l.render(in: ctx)
        #expect(rgba(ctx, 10, row: 10) == [255, 0, 0, 255])
        l.red = 0
        l.render(in: ctx)
        #expect(rgba(ctx, 10, row: 10) == [255, 0, 0, 255], "not marked: the old drawing")
        l.setNeedsDisplay()
        l.render(in: ctx)
        #expect(rgba(ctx, 10, row: 10) == [0, 0, 255, 255], "marked: drawn again")
    }
}
