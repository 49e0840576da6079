import Testing
@testable import CoreGraphics
import Raster

/// Clipping, gradients, images, shadows, blend modes and transparency
/// layers, read back from an RGBA (premultipliedLast) bitmap. Rows are
/// counted from the top of the bitmap; device y runs up.
@Suite struct CGContextDrawingTests {
    let w = 40, h = 40

    func makeContext() -> CGContext? { makeRGBAContext(width: w, height: h) }
    func rgba(_ ctx: CGContext, _ x: Int, row: Int) -> [Int] { ctx.rgbaBytes(x, row: row).map(Int.init) }

    func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: Clipping

    @Test func clippingToAPathConfinesLaterDrawingUntilRestore() throws {
        let ctx = try #require(makeContext())
        ctx.saveGState()
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        ctx.clip()
        #expect(ctx.isPathEmpty) // clipping consumes the path
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rgba(ctx, 20, row: 20) == [255, 0, 0, 255])
        #expect(rgba(ctx, 1, row: 1) == [0, 0, 0, 0]) // a corner, outside the circle
        // The circle's edge at (20 + 20·cos45°, …) is partly covered.
        let edge = rgba(ctx, 34, row: 5)[3]
        #expect(edge > 0 && edge < 255)
        ctx.restoreGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rgba(ctx, 1, row: 1) == [0, 0, 255, 255])
    }

    @Test func evenOddClipsLeaveAHoleAndClipsIntersect() throws {
        let ctx = try #require(makeContext())
        ctx.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        ctx.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        ctx.clip(using: .evenOdd)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40)) // left half
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rgba(ctx, 5, row: 20)[3] == 255)
        #expect(rgba(ctx, 15, row: 20)[3] == 0) // the hole
        #expect(rgba(ctx, 35, row: 5)[3] == 0) // right half
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    @Test func unalignedRectClipsAreAntialiasedAndEmptyClipsDrawNothing() throws {
        let ctx = try #require(makeContext())
        ctx.clip(to: CGRect(x: 10.5, y: 0, width: 10, height: 40))
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(abs(rgba(ctx, 10, row: 5)[3] - 128) <= 1)
        #expect(rgba(ctx, 11, row: 5)[3] == 255)
        #expect(abs(rgba(ctx, 20, row: 5)[3] - 128) <= 1)
        let empty = try #require(makeContext())
        empty.beginPath()
        empty.clip()
        empty.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rgba(empty, 20, row: 20)[3] == 0)
        empty.resetClip()
        empty.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rgba(empty, 20, row: 20)[3] == 255)
    }

    // MARK: Gradients

    @Test func linearGradientsRunFromStartToEndAndStopThereUnlessExtended() throws {
        let g = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                        colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                 CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                        locations: [0, 1]))
        let ctx = try #require(makeContext())
        ctx.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
        #expect(near(rgba(ctx, 10, row: 0), [249, 0, 6, 255], 3)) // t = 0.025
        #expect(near(rgba(ctx, 20, row: 39), [121, 0, 134, 255], 4)) // t ≈ 0.5
        #expect(near(rgba(ctx, 29, row: 20), [6, 0, 249, 255], 3))
        #expect(rgba(ctx, 5, row: 20) == [0, 0, 0, 0]) // before the start: not drawn
        #expect(rgba(ctx, 35, row: 20) == [0, 0, 0, 0])
        let extended = try #require(makeContext())
        extended.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(rgba(extended, 5, row: 20) == [255, 0, 0, 255])
        #expect(rgba(extended, 35, row: 20) == [0, 0, 255, 255])
    }

    @Test func gradientsInterpolateStraightColoursAndPremultiplyAfter() throws {
        // Red to clear red: the hue stays red all the way (no darkening).
        var comps: [CGFloat] = [1, 0, 0, 1, 1, 0, 0, 0]
        let g = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &comps,
                                        locations: nil, count: 2))
        let ctx = try #require(makeContext())
        ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 40, y: 0), options: [])
        let mid = rgba(ctx, 20, row: 10)
        #expect(mid[0] == mid[3] && mid[1] == 0 && abs(mid[3] - 122) <= 3)
    }

    @Test func radialGradientsFillTheirCirclesOnly() throws {
        let g = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)],
                                        locations: nil))
        let ctx = try #require(makeContext())
        ctx.drawRadialGradient(g, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                               endCenter: CGPoint(x: 20, y: 20), endRadius: 15, options: [])
        #expect(rgba(ctx, 20, row: 19)[0] > 240) // the centre is the start colour
        let halfway = rgba(ctx, 27, row: 19) // about 7.5 from the centre
        #expect(abs(halfway[0] - 128) <= 8 && halfway[3] == 255)
        #expect(rgba(ctx, 20, row: 2) == [0, 0, 0, 0]) // beyond the end circle
        let extended = try #require(makeContext())
        extended.drawRadialGradient(g, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                                    endCenter: CGPoint(x: 20, y: 20), endRadius: 15, options: .drawsAfterEndLocation)
        #expect(rgba(extended, 0, row: 0) == [0, 0, 0, 255])
    }

    @Test func twoCircleGradientsSeeTheLargestT() {
        // Start circle at the origin radius 0, end circle at (10, 0) radius 10:
        // the point (10, 0) is the end circle's centre, on circle t = 0.5.
        let s = RadialGradientSolver(c0: (0, 0), r0: 0, c1: (10, 0), r1: 10, before: false, after: false)
        #expect(abs(s.t(10, 0)! - 0.5) < 1e-9)
        #expect(abs(s.t(20, 0)! - 1) < 1e-9)
        #expect(s.t(-1, 0) == nil) // behind the start: no circle in 0...1 reaches it
    }

    @Test func badGradientsAreRefused() {
        let (g, messages) = _Diagnostics.capture {
            CGGradient(colorsSpace: nil, colors: [], locations: nil)
        }
        #expect(g == nil && messages.count == 1)
    }

    // MARK: Images

    /// A 2×2 image: red, green on top; blue, white below.
    func quadImage() throws -> CGImage {
        let ctx = try #require(makeRGBAContext(width: 2, height: 2))
        let colors: [(CGFloat, CGFloat, CGFloat)] = [(0, 0, 1), (1, 1, 1), (1, 0, 0), (0, 1, 0)]
        for (i, c) in colors.enumerated() { // device y up: bottom row first
            ctx.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
            ctx.fill(CGRect(x: i % 2, y: i / 2, width: 1, height: 1))
        }
        return try #require(ctx.makeImage())
    }

    @Test func imagesAreDrawnUprightInTheirRect() throws {
        let ctx = try #require(makeContext())
        ctx.interpolationQuality = .none
        ctx.draw(try quadImage(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // The rect covers device y 0..<20: the bitmap's bottom half.
        #expect(rgba(ctx, 5, row: 25) == [255, 0, 0, 255]) // top-left of the image
        #expect(rgba(ctx, 15, row: 25) == [0, 255, 0, 255])
        #expect(rgba(ctx, 5, row: 35) == [0, 0, 255, 255])
        #expect(rgba(ctx, 15, row: 35) == [255, 255, 255, 255])
        #expect(rgba(ctx, 25, row: 35) == [0, 0, 0, 0])
    }

    @Test func aFlippedCTMShowsTheImageUpsideDownAsOnApplePlatforms() throws {
        let ctx = try #require(makeContext())
        ctx.interpolationQuality = .none
        ctx.translateBy(x: 0, y: 40)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(try quadImage(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(rgba(ctx, 5, row: 5) == [0, 0, 255, 255])
        #expect(rgba(ctx, 5, row: 15) == [255, 0, 0, 255])
    }

    /// Drawn smaller onto whole pixels at the default quality, an image is
    /// reduced as Core Graphics reduces it (`CatmullRomResample`), upright
    /// or mirrored by the CTM; at `.low` it is sampled bilinearly.
    @Test func imagesDrawnSmallerAreReducedAsCoreGraphicsReducesThem() throws {
        let big = try #require(Surface(width: 40, height: 40))
        for y in 0..<40 { for x in 0..<40 { big[x, y] = (x / 5 + y / 5).isMultiple(of: 2) ? 0xFFFF_0000 : 0xFF00_00FF } }
        let image = CGImage(_surface: big)
        let reduced = try #require(CatmullRomResample.resample(big, width: 10, height: 20))
        let ctx = try #require(makeContext())
        ctx.draw(image, in: CGRect(x: 3, y: 0, width: 10, height: 20))
        // Device rows down: the image's first row at the rect's top (row 39).
        for (x, row) in [(0, 0), (9, 0), (4, 7), (0, 19)] {
            let p = pixelChannels(reduced[x, row])
            #expect(rgba(ctx, 3 + x, row: 20 + row) == [Int(p.r), Int(p.g), Int(p.b), Int(p.a)], "(\(x), \(row))")
        }
        let low = try #require(makeContext())
        low.interpolationQuality = .low
        low.draw(image, in: CGRect(x: 3, y: 0, width: 10, height: 20))
        let differs = (0..<20).contains { row in (0..<10).contains { x in
            let p = pixelChannels(reduced[x, row])
            return rgba(low, 3 + x, row: 20 + row) != [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        } }
        #expect(differs, "bilinear at .low")
        // UIKit's flipped CTM: the reduced picture upside down.
        let flipped = try #require(makeContext())
        flipped.translateBy(x: 0, y: 40)
        flipped.scaleBy(x: 1, y: -1)
        flipped.draw(image, in: CGRect(x: 3, y: 0, width: 10, height: 20))
        let p = pixelChannels(reduced[2, 0])
        #expect(rgba(flipped, 5, row: 19) == [Int(p.r), Int(p.g), Int(p.b), Int(p.a)])
    }

    @Test func tiledImagesRepeatOverTheClip() throws {
        let ctx = try #require(makeContext())
        ctx.interpolationQuality = .none
        ctx.draw(try quadImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4), byTiling: true)
        #expect(rgba(ctx, 1, row: 36) == [255, 0, 0, 255])
        #expect(rgba(ctx, 5, row: 36) == [255, 0, 0, 255]) // the next tile across
        #expect(rgba(ctx, 33, row: 1) == [255, 0, 0, 255]) // far away, same phase
        #expect(rgba(ctx, 33, row: 3) == [0, 0, 255, 255])
    }

    // MARK: Shadows

    @Test func shadowsAreOffsetDownAndRightForPositiveOffsets() throws {
        let ctx = try #require(makeContext())
        ctx.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 20, width: 10, height: 10)) // rows 10..<20
        #expect(rgba(ctx, 15, row: 15) == [0, 0, 255, 255])
        #expect(rgba(ctx, 22, row: 22) == [255, 0, 0, 255]) // iOS: positive height is down
        #expect(rgba(ctx, 12, row: 8) == [0, 0, 0, 0])
        ctx.setShadow(offset: .zero, blur: 0, color: nil) // off
        ctx.fill(CGRect(x: 30, y: 0, width: 5, height: 5))
        #expect(rgba(ctx, 36, row: 38) == [0, 0, 0, 0])
    }

    @Test func blurredShadowsFadeAndDefaultToOneThirdBlack() throws {
        let ctx = try #require(makeContext())
        ctx.setShadow(offset: CGSize(width: 0, height: 0), blur: 8)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 15, y: 15, width: 10, height: 10))
        let near = rgba(ctx, 20, row: 26)[3], far = rgba(ctx, 20, row: 30)[3]
        #expect(near > far && far > 0)
        #expect(near <= 85 + 1) // at most one-third alpha
        #expect(rgba(ctx, 20, row: 20) == [255, 255, 255, 255])
    }

    // MARK: Blend modes and layers

    @Test func blendModesCombineWithTheDestination() throws {
        let ctx = try #require(makeContext())
        ctx.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 0.5, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 40))
        #expect(near(rgba(ctx, 5, row: 5), [128, 128, 0, 255], 1))
        ctx.setBlendMode(.copy)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 40))
        #expect(near(rgba(ctx, 15, row: 5), [0, 0, 128, 128], 1)) // replaced, not blended
        ctx.setBlendMode(.destinationOut)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 20, y: 0, width: 10, height: 40))
        #expect(rgba(ctx, 25, row: 5) == [0, 0, 0, 0])
        #expect(near(rgba(ctx, 35, row: 5), [255, 128, 0, 255], 1)) // untouched outside the shapes
        ctx.setBlendMode(.normal)
        ctx.clear(CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 35, row: 35) == [0, 0, 0, 0])
        #expect(rgba(ctx, 35, row: 25)[3] == 255)
    }

    @Test func transparencyLayersApplyAlphaOnceToTheGroup() throws {
        let ctx = try #require(makeContext())
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 25, height: 40))
        ctx.fill(CGRect(x: 15, y: 0, width: 25, height: 40))
        ctx.endTransparencyLayer()
        // The overlap is no darker than the rest: one object at half alpha.
        #expect(abs(rgba(ctx, 20, row: 5)[3] - 128) <= 1)
        #expect(rgba(ctx, 20, row: 5) == rgba(ctx, 5, row: 5))
        let (_, messages) = _Diagnostics.capture { ctx.endTransparencyLayer() }
        #expect(messages.count == 1)
    }

    @Test func antialiasingOffGivesHardEdges() throws {
        let ctx = try #require(makeContext())
        ctx.setShouldAntialias(false)
        ctx.fillEllipse(in: CGRect(x: 3.3, y: 3.3, width: 30, height: 30))
        for row in 0..<h {
            for x in 0..<w { #expect([0, 255].contains(rgba(ctx, x, row: row)[3])) }
        }
    }

    @Test func blendPixelMatchesTheW3CFormulas() {
        // Opaque colours: multiply and screen per channel; difference.
        let a: UInt32 = 0xFF80_4000, b: UInt32 = 0xFF40_FF80
        #expect(blendPixel(.multiply, a, b) == 0xFF20_4000)
        #expect(blendPixel(.screen, a, b) == 0xFFA0_FF80)
        #expect(blendPixel(.difference, a, b) == 0xFF40_BF80)
        #expect(blendPixel(.normal, 0x8000_0080, 0xFFFF_0000) == sourceOver(0x8000_0080, 0xFFFF_0000))
        #expect(blendPixel(.sourceIn, 0xFF00_00FF, 0x8000_0000) == 0x8000_0080)
        #expect(blendPixel(.xor, 0xFF00_00FF, 0xFFFF_0000) == 0)
        // Luminosity of white onto red keeps the hue's... the result is white.
        #expect(blendPixel(.luminosity, 0xFFFF_FFFF, 0xFFFF_0000) == 0xFFFF_FFFF)
    }
}

extension CGContextDrawingTests {
    @Test func strokesUnderANonUniformScaleHaveAnEllipticalPen() throws {
        let ctx = try #require(makeContext())
        ctx.scaleBy(x: 4, y: 1)
        ctx.setLineWidth(2) // 8 px wide across x, 2 px tall across y
        ctx.setStrokeColor(gray: 0, alpha: 1)
        // A vertical line at user x 5 (device x 20) and a horizontal one at y 30.
        ctx.strokeLineSegments(between: [CGPoint(x: 5, y: 2), CGPoint(x: 5, y: 20),
                                         CGPoint(x: 1, y: 30), CGPoint(x: 9, y: 30)])
        // The vertical line spans device x 16..<24.
        #expect(rgba(ctx, 16, row: 30)[3] == 255 && rgba(ctx, 23, row: 30)[3] == 255)
        #expect(rgba(ctx, 15, row: 30)[3] == 0 && rgba(ctx, 24, row: 30)[3] == 0)
        // The horizontal line spans device y 29..<31: rows 9 and 10.
        #expect(rgba(ctx, 20, row: 9)[3] == 255 && rgba(ctx, 20, row: 10)[3] == 255)
        #expect(rgba(ctx, 20, row: 8)[3] == 0 && rgba(ctx, 20, row: 11)[3] == 0)
    }
}

extension CGContextDrawingTests {
    /// Bad numbers anywhere in the drawing API: nothing crashes, nothing
    /// huge is allocated, later drawing still works.
    @Test func badInputIsSurvived() throws {
        let ctx = try #require(makeContext())
        let image = try quadImage()
        let g = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)],
                                        locations: nil))
        let (_, messages) = _Diagnostics.capture {
            ctx.saveGState()
            ctx.clip(to: CGRect.infinite)
            ctx.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40)) // empty clip: nothing
            ctx.restoreGState()
            ctx.saveGState()
            ctx.translateBy(x: CGFloat.nan, y: 0)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
            ctx.restoreGState()
            ctx.saveGState()
            ctx.scaleBy(x: 0, y: 0) // singular
            ctx.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.drawRadialGradient(g, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 5, options: [])
            ctx.restoreGState()
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: 1e12, height: 1e12))
            ctx.drawRadialGradient(g, startCenter: .zero, startRadius: .infinity, endCenter: .zero, endRadius: 5, options: [])
            ctx.setShadow(offset: CGSize(width: 1e300, height: 0), blur: .infinity, color: CGColor(gray: 0, alpha: 1))
            ctx.setShadow(offset: CGSize(width: 1e7, height: 0), blur: 1e7, color: CGColor(gray: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) // a shadow far away: not drawn, not allocated
            ctx.setShadow(offset: .zero, blur: 1e6, color: CGColor(gray: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) // a blur capped at sigma 512: a faint haze
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
            ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), auxiliaryInfo: nil)
            ctx.endTransparencyLayer()
            ctx.setLineDash(phase: 0, lengths: [0, 0])
            ctx.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
            ctx.setLineDash(phase: 0, lengths: [])
        }
        #expect(messages.allSatisfy { !$0.contains("\n") })
        #expect(messages.count == 6, "\(messages)")
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 30, y: 30, width: 5, height: 5))
        #expect(rgba(ctx, 32, row: 7) == [0, 255, 0, 255])
    }
}
