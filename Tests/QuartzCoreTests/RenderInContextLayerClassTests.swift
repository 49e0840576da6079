import Foundation
import Testing
@testable import QuartzCore
import Raster

/// `render(in:)` draws every layer class as the window draws it: a
/// shape's path, a gradient's colours, a text layer's glyphs, a
/// replicator's copies, a transform layer's sublayers, a layer's own
/// drawing. Each case renders one tree both ways and compares them.
@Suite(.serialized) struct RenderInContextLayerClassTests {
    static let side = 64

    /// Renders `layer` (its bounds at the origin) through `render(in:)`
    /// into a UIKit-flipped context and through the window's path, and
    /// returns the largest channel difference and how many pixels the
    /// class drew (not transparent) in the `render(in:)` picture.
    func compare(_ layer: CALayer) -> (maxDiff: Int, drawn: Int) {
        layer.anchorPoint = .zero
        layer.position = .zero
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        root.addSublayer(layer)
        CATransaction.flush()
        let window = Surface(width: Self.side, height: Self.side)!
        _ = root._renderPresentation(into: window, clip: window.bounds, at: CACurrentMediaTime())
        let ctx = CGContext(data: nil, width: Self.side, height: Self.side, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.translateBy(x: 0, y: CGFloat(Self.side))
        ctx.scaleBy(x: 1, y: -1)
        layer.render(in: ctx)
        var maxDiff = 0, drawn = 0
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<Self.side {
            for x in 0..<Self.side {
                let p = bytes + y * ctx.bytesPerRow + x * 4
                let c = pixelChannels(window[x, y])
                let window: [UInt8] = [c.r, c.g, c.b, c.a]
                for i in 0..<4 { maxDiff = max(maxDiff, abs(Int(p[i]) - Int(window[i]))) }
                if p[3] > 0 { drawn += 1 }
            }
        }
        return (maxDiff, drawn)
    }

    func frame(_ l: CALayer) -> CALayer {
        l.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        return l
    }

    @Test func shapeLayersDrawTheirPathFillStrokeAndStrokeEnd() {
        let shape = frame(CAShapeLayer()) as! CAShapeLayer
        shape.path = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil)
        shape.fillColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineWidth = 4
        shape.strokeEnd = 0.6
        shape.lineDashPattern = [6, 3]
        let (diff, drawn) = compare(shape)
        #expect(drawn > 1500, "the ellipse is drawn: \(drawn) pixels")
        #expect(diff <= 1, "render(in:) and the window agree: \(diff)")
    }

    @Test func gradientLayersDrawTheirColoursOfEveryType() {
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            let g = frame(CAGradientLayer()) as! CAGradientLayer
            g.type = type
            g.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            g.locations = [0.2, 0.8]
            g.startPoint = type == .axial ? CGPoint(x: 0, y: 0) : CGPoint(x: 0.5, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 1)
            let (diff, drawn) = compare(g)
            #expect(drawn == Self.side * Self.side, "\(type.rawValue) fills its bounds: \(drawn)")
            #expect(diff <= 1, "\(type.rawValue): \(diff)")
        }
    }

    @Test func textLayersDrawTheirGlyphs() {
        let t = frame(CATextLayer()) as! CATextLayer
        t.string = "Hi there"
        t.fontSize = 18
        t.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let (diff, drawn) = compare(t)
        #expect(drawn > 100, "glyphs drawn: \(drawn)")
        #expect(diff <= 1, "\(diff)")
    }

    @Test func replicatorsDrawTheirCopies() {
        let r = frame(CAReplicatorLayer()) as! CAReplicatorLayer
        r.instanceCount = 4
        r.instanceTransform = CATransform3DMakeTranslation(14, 0, 0)
        r.instanceBlueOffset = -0.25
        let dot = CALayer()
        dot.frame = CGRect(x: 4, y: 24, width: 10, height: 10)
        dot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        r.addSublayer(dot)
        let (diff, drawn) = compare(r)
        #expect(drawn == 400, "four copies of a 10x10 dot: \(drawn)")
        #expect(diff <= 1, "\(diff)")
    }

    @Test func transformLayersDrawTheirSublayersIn3D() {
        let t = frame(CATransformLayer())
        var p = CATransform3DIdentity
        p.m34 = -1 / 200
        t.sublayerTransform = p
        let card = CALayer()
        card.frame = CGRect(x: 12, y: 12, width: 40, height: 40)
        card.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0.3, alpha: 1)
        card.transform = CATransform3DMakeRotation(0.6, 0, 1, 0)
        t.addSublayer(card)
        let (diff, drawn) = compare(t)
        #expect(drawn > 800 && drawn < 1600, "a tilted card, narrower than it is: \(drawn)")
        #expect(diff <= 1, "\(diff)")
    }

    /// A layer that draws itself and has not been displayed yet draws for
    /// `render(in:)`, as it would at its first commit.
    @Test func aLayersOwnDrawingIsDrawn() {
        final class Drawn: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
            }
        }
        let l = frame(Drawn())
        l.setNeedsDisplay()
        let ctx = CGContext(data: nil, width: Self.side, height: Self.side, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        l.render(in: ctx)
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        var drawn = 0
        for i in 0..<(Self.side * Self.side) where bytes[i * 4 + 3] == 255 { drawn += 1 }
        #expect(drawn == 32 * 64, "half the layer: \(drawn)")
    }

    /// A transform layer is never the hit: only its sublayers are.
    @Test func transformLayersAreNeverTheHitThemselves() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        let t = CATransformLayer()
        t.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        t.addSublayer(card)
        root.addSublayer(t)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === card)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === root, "a miss of the sublayers falls through to the root")
    }
}
