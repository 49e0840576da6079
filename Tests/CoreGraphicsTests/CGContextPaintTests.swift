import Testing
import CoreGraphics

/// Fills and strokes through Apple's API into an RGBA (premultipliedLast)
/// bitmap, read back from the caller's bytes: origin bottom-left, exact
/// pixels inside, anti-aliased edges, fill rules, line width and caps.
@Suite struct CGContextPaintTests {
    let w = 20, h = 20

    func makeContext() -> CGContext? { makeRGBAContext(width: w, height: h) }
    func rgba(_ ctx: CGContext, _ x: Int, row: Int) -> [UInt8] { ctx.rgbaBytes(x, row: row) }

    @Test func fillRectUsesABottomLeftOrigin() throws {
        let ctx = try #require(makeContext())
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 3, width: 5, height: 4))
        // Device rows y 3..<7 are surface rows 13..<17 from the top.
        #expect(rgba(ctx, 2, row: 16) == [255, 0, 0, 255])
        #expect(rgba(ctx, 6, row: 13) == [255, 0, 0, 255])
        #expect(rgba(ctx, 2, row: 12) == [0, 0, 0, 0])
        #expect(rgba(ctx, 7, row: 16) == [0, 0, 0, 0])
        #expect(rgba(ctx, 2, row: 17) == [0, 0, 0, 0])
    }

    @Test func halfCoveredEdgesAreHalfPainted() throws {
        let ctx = try #require(makeContext())
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 4.5, y: 0, width: 10, height: 20))
        let a = rgba(ctx, 4, row: 10)[3]
        #expect(abs(Int(a) - 128) <= 1)
        #expect(rgba(ctx, 5, row: 10)[3] == 255)
    }

    @Test func evenOddLeavesAHoleWindingDoesNot() throws {
        for (rule, hole) in [(CGPathFillRule.evenOdd, true), (.winding, false)] {
            let ctx = try #require(makeContext())
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
            ctx.addRect(CGRect(x: 6, y: 6, width: 8, height: 8))
            ctx.fillPath(using: rule)
            #expect(rgba(ctx, 10, row: 10)[3] == (hole ? 0 : 255))
            #expect(rgba(ctx, 3, row: 10) == [0, 0, 255, 255])
            #expect(ctx.isPathEmpty) // painting consumes the path
        }
    }

    @Test func strokesHaveTheirWidthAndCaps() throws {
        let ctx = try #require(makeContext())
        ctx.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 4, y: 10))
        ctx.addLine(to: CGPoint(x: 16, y: 10))
        ctx.strokePath()
        // Device y 9..11 are rows 9 and 10; butt caps stop at x 4 and 16.
        #expect(rgba(ctx, 10, row: 9) == [0, 255, 0, 255])
        #expect(rgba(ctx, 10, row: 10) == [0, 255, 0, 255])
        #expect(rgba(ctx, 10, row: 8)[3] == 0)
        #expect(rgba(ctx, 10, row: 11)[3] == 0)
        #expect(rgba(ctx, 3, row: 9)[3] == 0)
        let squared = try #require(makeContext())
        squared.setLineWidth(2)
        squared.setLineCap(.square)
        squared.strokeLineSegments(between: [CGPoint(x: 4, y: 10), CGPoint(x: 16, y: 10)])
        #expect(squared.rgbaAlpha(3, row: 9) == 255) // the cap reaches one half-width past the end
    }

    @Test func alphaScalesThePaintAndTheCTMMovesIt() throws {
        let ctx = try #require(makeContext())
        ctx.setAlpha(0.5)
        ctx.translateBy(x: 10, y: 10)
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let p = rgba(ctx, 11, row: 8)
        #expect(abs(Int(p[3]) - 128) <= 1 && p[0] == p[3])
        #expect(rgba(ctx, 9, row: 8)[3] == 0)
    }

    @Test func nonFiniteCoordinatesAreRefusedWithADiagnostic() throws {
        let ctx = try #require(makeContext())
        let (_, messages) = _Diagnostics.capture {
            ctx.move(to: CGPoint(x: 1, y: 1))
            ctx.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
            ctx.addLine(to: CGPoint(x: 5, y: 9))
            ctx.fillPath()
            ctx.fill(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)) // huge: clipped, painted
        }
        #expect(messages.count == 1)
        #expect(rgba(ctx, 10, row: 10) == [0, 0, 0, 255])
    }

    /// A whole circle stroked as one arc from angle 0 to 2π (as progress
    /// rings draw their track) with butt caps: the two caps meet square to
    /// the circle, so the ring is whole where they meet (its caps once
    /// faced along the first and last segments, whose chords turn from the
    /// circle by half a step, and left a sliver).
    @Test func aWholeCircleStrokedAsOneArcHasNoSeam() throws {
        let ctx = try #require(makeRGBAContext(width: 200, height: 200))
        ctx.addArc(center: CGPoint(x: 100, y: 100), radius: 60, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(24)
        ctx.setLineCap(.butt)
        ctx.strokePath()
        // Where the caps meet: the rows either side of the circle's
        // horizontal diameter, across the ring's width (x 48...72 from
        // the centre), are all covered.
        for row in 98...101 {
            for x in 150...170 {
                #expect(rgba(ctx, x, row: row)[3] == 255, "x \(x) row \(row)")
            }
        }
    }
}

extension CGContext {
    func rgbaAlpha(_ x: Int, row: Int) -> UInt8 { rgbaBytes(x, row: row)[3] }
}
