import Raster
import Testing
@testable import QuartzCore

/// Goldens for what RenderGoldenTests leaves out: `draw(in:)` with the
/// CGContext drawing API, all twelve gravities, nine-slicing, and every
/// property at once including a mask and a contentsRect.
@Suite struct RenderDrawingGoldenTests: GoldenScene {
    /// A 4×4 image of four 2×2 quadrants: red, green / blue, black.
    func quadrants() -> CGImage {
        let img = Surface(width: 4, height: 4)!
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF00_0000]
        for y in 0..<4 { for x in 0..<4 { img[x, y] = colours[(y / 2) * 2 + x / 2] } }
        return CGImage(_surface: img)
    }

    /// Draws with most of CGContext: a clipped gradient, a radial glow, a
    /// shadowed star, a dashed stroke and an image, at contentsScale 2.
    final class Drawing: CALayer {
        var image: CGImage?
        override func draw(in ctx: CGContext) {
            // A rounded clip with a linear gradient across it.
            ctx.saveGState()
            ctx.addPath(CGPath(roundedRect: CGRect(x: 8, y: 8, width: 70, height: 50), cornerWidth: 12,
                               cornerHeight: 12, transform: nil))
            ctx.clip()
            let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0.5, blue: 0, alpha: 1),
                                                          CGColor(red: 0.5, green: 0, blue: 0.8, alpha: 1)],
                               locations: [0, 1])!
            ctx.drawLinearGradient(g, start: CGPoint(x: 8, y: 8), end: CGPoint(x: 78, y: 58), options: [])
            ctx.restoreGState()
            // A radial glow, fading to clear.
            let glow = CGGradient(colorsSpace: nil, colors: [CGColor(red: 0, green: 0.7, blue: 1, alpha: 1),
                                                             CGColor(red: 0, green: 0.7, blue: 1, alpha: 0)],
                                  locations: nil)!
            ctx.drawRadialGradient(glow, startCenter: CGPoint(x: 115, y: 33), startRadius: 0,
                                   endCenter: CGPoint(x: 115, y: 33), endRadius: 28, options: [])
            // A five-pointed star with a soft shadow, down and right.
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 3, height: 3), blur: 4, color: CGColor(gray: 0, alpha: 0.5))
            ctx.setFillColor(red: 1, green: 0.85, blue: 0, alpha: 1)
            for i in 0..<10 {
                let r: CGFloat = i % 2 == 0 ? 22 : 9
                let a = CGFloat(i) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 40 + r * cos(a), y: 88 + r * sin(a))
                if i == 0 { ctx.move(to: p) } else { ctx.addLine(to: p) }
            }
            ctx.closePath()
            ctx.fillPath()
            ctx.restoreGState()
            // A dashed, round-capped stroke under the glow.
            ctx.setStrokeColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)
            ctx.setLineWidth(3)
            ctx.setLineCap(.round)
            ctx.setLineDash(phase: 0, lengths: [6, 6])
            ctx.strokeLineSegments(between: [CGPoint(x: 88, y: 70), CGPoint(x: 148, y: 70)])
            // An image in a flipped CTM: upside down, as on iOS.
            if let image {
                ctx.interpolationQuality = .none
                ctx.draw(image, in: CGRect(x: 96, y: 80, width: 32, height: 32))
            }
        }
    }

    @Test func drawInContextUsesTheWholeDrawingAPI() {
        let s = render { root in
            let l = Drawing()
            l.image = quadrants()
            l.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
            l.contentsScale = 2
            l.setNeedsDisplay()
            root.addSublayer(l)
        }
        GoldenImage.expectMatches(s, "draw-in-context")
    }

    @Test func allTwelveGravitiesPlaceTheImage() {
        let gravities: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                    .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
        let image = quadrants()
        let s = render(width: 240, height: 180) { root in
            for (i, g) in gravities.enumerated() {
                let l = CALayer()
                l.frame = CGRect(x: 6 + CGFloat(i % 4) * 58, y: 6 + CGFloat(i / 4) * 58, width: 52, height: 40)
                l.backgroundColor = rgb(0.85, 0.85, 0.85)
                l.contents = image
                l.contentsScale = 1 / 6 // a 4-pixel image shown 24 points wide
                l.contentsGravity = g
                l.magnificationFilter = .nearest
                l.masksToBounds = true
                root.addSublayer(l)
            }
        }
        GoldenImage.expectMatches(s, "gravity")
    }

    @Test func contentsCenterStretchesOnlyTheMiddle() {
        // 12×12: a 4-pixel dark frame around a light middle; the frame must
        // keep its width when the layer is stretched.
        let img = Surface(width: 12, height: 12)!
        for y in 0..<12 { for x in 0..<12 {
            img[x, y] = (x < 4 || x >= 8 || y < 4 || y >= 8) ? 0xFF20_3050 : 0xFFE0_E8F0
        } }
        let s = render { root in
            let l = CALayer()
            l.frame = CGRect(x: 10, y: 10, width: 140, height: 100)
            l.contents = CGImage(_surface: img)
            l.contentsScale = 1
            l.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
            l.magnificationFilter = .nearest
            root.addSublayer(l)
        }
        #expect(s[12, 60] == 0xFF20_3050 && s[13, 60] == 0xFF20_3050) // the frame, 4 points wide
        #expect(s[80, 60] == 0xFFE0_E8F0) // the stretched middle
        GoldenImage.expectMatches(s, "nine-slice")
    }

    @Test func shadowPathShapesTheShadowWhateverTheLayerDraws() {
        let s = render { root in
            // A clear layer with a small opaque child: the shadow is the
            // path's ellipse, not the child's square.
            let l = CALayer()
            l.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            l.shadowPath = CGPath(ellipseIn: CGRect(x: -10, y: 0, width: 80, height: 60), transform: nil)
            l.shadowOpacity = 0.7
            l.shadowRadius = 3
            l.shadowOffset = CGSize(width: 0, height: 10)
            let child = CALayer()
            child.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
            child.backgroundColor = rgb(0.9, 0.3, 0.1)
            l.addSublayer(child)
            root.addSublayer(l)
            // A plain card whose shadow is a wider, softer rectangle.
            let card = CALayer()
            card.frame = CGRect(x: 100, y: 20, width: 40, height: 70)
            card.backgroundColor = rgb(0.2, 0.5, 0.9)
            card.shadowPath = CGPath(rect: CGRect(x: -6, y: 10, width: 52, height: 66), transform: nil)
            card.shadowOpacity = 0.5
            card.shadowRadius = 6
            root.addSublayer(card)
        }
        // Under the child, nothing of the shadow shows through; beside it, the ellipse does.
        #expect(s[50, 50] == premultipliedPixel(r: 0.9, g: 0.3, b: 0.1, a: 1))
        #expect(s[25, 60] != 0xFFFF_FFFF && s[25, 60] >> 24 == 0xFF)
        #expect(s[14, 60] != 0xFFFF_FFFF) // the ellipse reaches past the layer's left edge
        GoldenImage.expectMatches(s, "shadow-path")
    }

    @Test func everyPropertyAtOnceIncludingMaskAndContentsRect() {
        let s = render(width: 200, height: 160) { root in
            let l = CALayer()
            l.frame = CGRect(x: 40, y: 30, width: 120, height: 100)
            l.backgroundColor = rgb(0.2, 0.5, 0.9)
            var t = CATransform3DIdentity
            t.m34 = -1 / 400
            l.transform = CATransform3DRotate(t, 0.45, 1, -1, 0)
            l.cornerRadius = 18
            l.borderWidth = 4
            l.borderColor = rgb(1, 1, 1, 0.7)
            l.shadowOpacity = 0.5
            l.shadowRadius = 5
            l.masksToBounds = true
            l.contents = quadrants()
            l.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5) // the red and green top half
            l.magnificationFilter = .nearest
            let m = CALayer()
            // A capsule: the border shows along its straight edges; the
            // shadow, outside the mask, is masked away (as on iOS).
            m.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
            m.cornerRadius = 50
            m.backgroundColor = rgb(0, 0, 0, 1)
            l.addSublayer(m) // a sublayer first, then the mask: moved out with a diagnostic
            let d = _Diagnostics.capture { l.mask = m }.messages
            #expect(d.count == 1)
            #expect(l.sublayers == nil)
            root.addSublayer(l)
        }
        GoldenImage.expectMatches(s, "combined-mask-contents")
    }
}
