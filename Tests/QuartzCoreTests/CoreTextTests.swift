import CoreText
import Foundation
import Raster
import Testing
@testable import QuartzCore

/// Core Text as drawing code uses it: fonts and their metrics, lines and
/// runs, framesetters laying text out in a box as the paragraph style
/// says, and frames drawn into a bitmap context. A frame lays out through
/// the layout a text layer uses, so the two place the same glyphs.
@Suite struct CoreTextTests {
    let font = CTFontCreateWithName("Helvetica", 20, nil)

    func attributed(_ s: String, _ attributes: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        var a = attributes
        if a[.font] == nil { a[.font] = font }
        return NSAttributedString(string: s, attributes: a)
    }

    @Test func fontMetricsAreTheFacesScaled() {
        let face = font.face, k = 20 / face.unitsPerEm
        #expect(CTFontGetSize(font) == 20)
        #expect(abs(Double(CTFontGetAscent(font)) - face.ascender * k) < 1e-9)
        #expect(CTFontGetDescent(font) > 0 && CTFontGetAscent(font) > CTFontGetCapHeight(font))
        let natural = CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)
        #expect(abs(Double(natural) - face.lineHeight * k) < 1e-9)
        #expect(CTFontGetSize(CTFontCreateWithName("Helvetica", 0, nil)) == 12, "size 0 is Apple's default 12")
        #expect(!CTFontCopyFamilyName(font).isEmpty)
    }

    @Test func glyphsAdvancesAndOutlines() {
        let chars = Array("Hi".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(font, chars, &glyphs, 2))
        #expect(glyphs.allSatisfy { $0 != 0 } && glyphs[0] != glyphs[1])
        var advances = [CGSize](repeating: .zero, count: 2)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, 2)
        #expect(total > 10 && abs(total - Double(advances[0].width + advances[1].width)) < 1e-9)
        // The outline of H stands on the baseline, about a cap height tall.
        let path = CTFontCreatePathForGlyph(font, glyphs[0], nil)
        let box = path?.boundingBoxOfPath ?? .null
        #expect(abs(box.minY) < 0.5 && abs(box.height - CTFontGetCapHeight(font)) < 2.5)
        var rects = [CGRect](repeating: .zero, count: 1)
        _ = CTFontGetBoundingRectsForGlyphs(font, .horizontal, glyphs, &rects, 1)
        #expect(abs(rects[0].maxX - box.maxX) < 1e-6)
        // A line of the same text measures the same advances.
        let line = CTLineCreateWithAttributedString(attributed("Hi"))
        var ascent: CGFloat = 0
        #expect(abs(CTLineGetTypographicBounds(line, &ascent, nil, nil) - total) < 1e-6)
        #expect(ascent == CTFontGetAscent(font) && CTLineGetGlyphCount(line) == 2)
        #expect(CTLineGetStringRange(line).length == 2)
    }

    /// A frame and a text layer with the same string, font and box place the
    /// same glyphs at the same points.
    @Test func framesAgreeWithTextLayers() {
        let text = "Quartzite lays out text once, for layers and for Core Text alike."
        let layer = CATextLayer()
        layer.string = text
        layer.font = "Helvetica" as CFTypeRef
        layer.fontSize = 20
        layer.isWrapped = true
        layer.bounds = CGRect(x: 0, y: 0, width: 180, height: 200)
        let laid: TextLayout = layer._extra.withUnsafeMutableBufferPointer { e in
            _TextContent.layout(_TextContent.styledText(e.baseAddress!)!, bounds: layer.bounds, e.baseAddress!)
        }
        let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(attributed(text)),
                                             CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 180, height: 200), transform: nil), nil)
        let lines = CTFrameGetLines(frame)
        #expect(CFArrayGetCount(lines) == laid.lines.count && lines.count > 2)
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 0), &origins)
        var placed: [(CGGlyph, Double, Double)] = []
        for (line, o) in zip(lines, origins) {
            for run in CTLineGetGlyphRuns(line) {
                let n = CTRunGetGlyphCount(run)
                var g = [CGGlyph](repeating: 0, count: n), p = [CGPoint](repeating: .zero, count: n)
                CTRunGetGlyphs(run, CFRange(location: 0, length: 0), &g)
                CTRunGetPositions(run, CFRange(location: 0, length: 0), &p)
                for i in 0..<n { placed.append((g[i], Double(o.x + p[i].x), 200 - Double(o.y))) }
            }
        }
        #expect(placed.count == laid.glyphs.count)
        for (a, b) in zip(placed, laid.glyphs) {
            #expect(UInt32(a.0) == b.glyph && abs(a.1 - b.x) < 1e-9 && abs(a.2 - b.baseline) < 1e-9)
        }
        #expect(CTFrameGetVisibleStringRange(frame).length == (text as NSString).length)
    }

    @Test func suggestedSizeFitsAndShorterFramesDropLines() {
        let setter = CTFramesetterCreateWithAttributedString(attributed("one\ntwo\nthree"))
        var fit = CFRange(location: 0, length: 0)
        let size = CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRange(location: 0, length: 0), nil,
                                                                CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                                       height: .greatestFiniteMagnitude), &fit)
        let natural = CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)
        #expect(abs(size.height - 3 * natural) < 1e-6 && fit.length == 13)
        let whole = CTFramesetterCreateFrame(setter, CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(origin: .zero, size: size), transform: nil), nil)
        #expect(CTFrameGetLines(whole).count == 3 && CTFrameGetVisibleStringRange(whole).length == 13)
        let short = CTFramesetterCreateFrame(setter, CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: size.width, height: natural * 2),
                                                    transform: nil), nil)
        #expect(CTFrameGetLines(short).count == 2 && CTFrameGetVisibleStringRange(short).length == 8)
        // A range lays out just those characters; ranges count in the whole string.
        let part = CTFramesetterCreateFrame(setter, CFRange(location: 4, length: 3),
                                            CGPath(rect: CGRect(origin: .zero, size: size), transform: nil), nil)
        let runs = CTLineGetGlyphRuns(CTFrameGetLines(part)[0])
        #expect(CTRunGetStringRange(runs[0]).location == 4 && CTRunGetStringRange(runs[0]).length == 3)
    }

    /// lottie-ios's text layers: a line height set through a paragraph
    /// style (line spacing on top of the natural height, capped at it), and
    /// centred lines.
    @Test func paragraphStyleSpacesAndAlignsLines() {
        let style = NSMutableParagraphStyle()
        let natural = CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)
        style.lineSpacing = 30 - natural
        style.maximumLineHeight = natural
        style.alignment = .center
        style.lineBreakMode = .byWordWrapping
        let a = attributed("a\nwider line", [.paragraphStyle: style, .kern: 1.5])
        let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(a), CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 100), transform: nil), nil)
        var o = [CGPoint](repeating: .zero, count: 2)
        CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 2), &o)
        #expect(abs((o[0].y - o[1].y) - 30) < 1e-9, "baselines 30 points apart")
        #expect(abs(o[0].y - (100 - CTFontGetAscent(font))) < 1e-9, "the first baseline one ascent down")
        let lines = CTFrameGetLines(frame)
        for (line, origin) in zip(lines, o) {
            let w = CTLineGetTypographicBounds(line, nil, nil, nil)
            #expect(abs(Double(origin.x) - (300 - w) / 2) < 1e-9, "centred")
        }
    }
}

/// Drawing text into bitmap contexts: frames and lines through Core Text,
/// glyphs through the context's own text functions.
@Suite struct CoreTextDrawingTests {
    func context(_ w: Int, _ h: Int) -> CGContext {
        let c = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        c.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: w, height: h))
        return c
    }

    /// Ink: how many pixels are not white.
    func ink(_ c: CGContext, in r: PixelRect? = nil) -> Int {
        let s = c._surface, area = r ?? s.bounds
        var n = 0
        for y in area.y0..<area.y1 { for x in area.x0..<area.x1 where s[x, y] != 0xFFFF_FFFF { n += 1 } }
        return n
    }

    @Test func framesDrawFilledAndOutlinedRuns() {
        let c = context(240, 90)
        let font = CTFontCreateWithName("Helvetica-Bold", 28, nil)
        let s = NSMutableAttributedString(string: "Core Text\n", attributes: [
            .font: font, .foregroundColor: CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)])
        s.append(NSAttributedString(string: "outlined", attributes: [
            .font: font, .strokeWidth: 4.0, .strokeColor: CGColor(red: 0.1, green: 0.2, blue: 0.7, alpha: 1)]))
        let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(s), CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(x: 10, y: 0, width: 230, height: 80), transform: nil), nil)
        CTFrameDraw(frame, c)
        GoldenImage.expectMatches(c._surface, "coretext-frame")
    }

    /// Glyphs go through the text matrix and then the CTM; a flipped
    /// context with a flipped text matrix draws text upright, as UIKit's
    /// contexts do.
    @Test func glyphsFollowTheTextMatrixAndTheCTM() {
        let c = context(160, 80)
        let font = CTFontCreateWithName("Helvetica", 24, nil)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Tilt", attributes: [.font: font]))
        c.textPosition = CGPoint(x: 10, y: 20)
        CTLineDraw(line, c)
        let upright = ink(c)
        #expect(upright > 100)
        // Upright glyphs sit above the baseline: rows 60... from the top.
        #expect(ink(c, in: PixelRect(x0: 0, y0: 0, x1: 160, y1: 30)) == 0)
        c.saveGState()
        c.translateBy(x: 110, y: 40)
        c.rotate(by: .pi / 6)
        c.textMatrix = CGAffineTransform(scaleX: 0.8, y: 0.8)
        CTLineDraw(line, c)
        c.restoreGState()
        #expect(c.textMatrix.a == 0.8, "the text matrix is not part of the graphics state")
        GoldenImage.expectMatches(c._surface, "coretext-matrix")
    }

    @Test func drawingModesPaintAndClip() {
        let font = CTFontCreateWithName("Helvetica-Bold", 40, nil)
        var glyphs = [CGGlyph](repeating: 0, count: 1)
        _ = CTFontGetGlyphsForCharacters(font, Array("O".utf16), &glyphs, 1)
        func drawn(_ mode: CGTextDrawingMode) -> CGContext {
            let c = context(60, 60)
            c.setFont(CTFontCopyGraphicsFont(font, nil))
            c.setFontSize(40)
            c.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            c.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            c.setLineWidth(2)
            c.setTextDrawingMode(mode)
            c.showGlyphs(glyphs, at: [CGPoint(x: 10, y: 15)])
            return c
        }
        let fill = ink(drawn(.fill)), stroke = ink(drawn(.stroke)), both = ink(drawn(.fillStroke))
        #expect(fill > 200 && stroke > 100 && both > fill && ink(drawn(.invisible)) == 0)
        // Clip mode paints nothing but limits what follows to the glyph.
        let clipped = drawn(.clip)
        #expect(ink(clipped) == 0)
        clipped.setFillColor(CGColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        clipped.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(abs(ink(clipped) - fill) < fill / 10)
        let quiet = _Diagnostics.capture { context(10, 10).showGlyphs(glyphs, at: [.zero]) }.messages
        #expect(quiet.count == 1, "no font set is said")
    }
}
