import Raster
import Testing
import CoreText
@testable import QuartzCore

@Suite struct TextLayerPropertyTests {
    @Test func defaultsAreApples() {
        let t = CATextLayer()
        #expect(t.string == nil && t.font == nil)
        #expect(t.fontSize == 36)
        #expect(t.foregroundColor.map(_Color.init) == _Color(r: 1, g: 1, b: 1, a: 1), "opaque white")
        #expect(!t.isWrapped && t.truncationMode == .none && t.alignmentMode == .natural)
        #expect(!t.allowsFontSubpixelQuantization)
        #expect(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat == 36)
    }

    @Test func everyPropertyThroughKeyValueCoding() {
        let t = CATextLayer()
        t.setValue("Hello", forKey: "string")
        t.setValue("Helvetica-Bold", forKey: "font")
        t.setValue(18, forKey: "fontSize")
        t.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "foregroundColor")
        t.setValue(true, forKey: "wrapped")
        t.setValue("middle", forKey: "truncationMode")
        t.setValue(CATextLayerAlignmentMode.center, forKey: "alignmentMode")
        t.setValue(true, forKey: "allowsFontSubpixelQuantization")
        #expect(t.string as? String == "Hello")
        #expect(t.font as? String == "Helvetica-Bold")
        #expect(t.fontSize == 18)
        #expect(t.isWrapped && t.value(forKey: "isWrapped") as? Bool == true)
        #expect(t.truncationMode == .middle && t.alignmentMode == .center)
        #expect(t.allowsFontSubpixelQuantization)
        #expect(t.value(forKey: "fontSize") as? CGFloat == 18)
    }

    @Test func aMissingFontIsReportedOnceAndFallsBack() {
        let t = CATextLayer()
        let m = diagnostics {
            t.font = "NoSuchFontAnywhere-Bold"
            t.font = "NoSuchFontAnywhere-Bold"
        }
        #expect(m.count == 1 && m[0].contains("not found"), "\(m)")
        #expect(TextFonts.font(for: "NoSuchFontAnywhere-Bold") != nil, "a visible fallback")
        #expect(CGFont("NoSuchFontAnywhere") == nil, "CGFont(name) is nil for a missing font, as on Apple's platforms")
        #expect(CGFont("Helvetica") != nil, "Apple's common names stand for the machine's faces")
    }

    @Test func fontSizeAndColourAnimate() {
        let root = CALayer()
        let t = CATextLayer()
        root.addSublayer(t)
        CATransaction.flush()
        t.fontSize = 12
        t.foregroundColor = CGColor(gray: 0, alpha: 1)
        t.string = "x"
        #expect(t.animation(forKey: "fontSize") != nil && t.animation(forKey: "foregroundColor") != nil)
        #expect(t.animation(forKey: "string") == nil)
        let sc = Scrubber()
        let u = sc.make(CATextLayer())
        sc.add(basic("fontSize", from: 10, to: 30), to: u)
        #expect(approx(sc.presented(u, at: 0.5) { $0.fontSize }, 20))
    }
}

/// The layout rules, independent of pixels.
@Suite struct TextLayoutTests {
    let face = CGFont.resolving("Helvetica")!.font.face

    func layout(_ s: String, width: Double = 200, height: Double = 200, wrapped: Bool = false,
                truncation: CATextLayerTruncationMode = .none, alignment: CATextLayerAlignmentMode = .natural) -> TextLayout {
        TextLayout(s, face: face, size: 20, width: width, height: height, wrapped: wrapped,
                   truncation: truncation.layout, alignment: alignment.layout)
    }

    @Test func newlinesBreakLinesOneLineHeightApart() {
        let l = layout("ab\ncd")
        #expect(l.lines.count == 2)
        let k = 20 / face.unitsPerEm
        #expect(approx(CGFloat(l.lines[0].baseline), CGFloat(face.ascender * k), 1e-9), "the first baseline one ascender down")
        #expect(approx(CGFloat(l.lines[1].baseline - l.lines[0].baseline), CGFloat(face.lineHeight * k), 1e-9))
    }

    @Test func wrappingBreaksAtSpacesAndInsideLongWords() {
        let one = layout("hello world again", width: 1000).lines.count
        #expect(one == 1)
        let narrow = layout("hello world again", width: 70, wrapped: true)
        #expect(narrow.lines.count == 3, "\(narrow.lines)")
        #expect(narrow.lines.allSatisfy { $0.width <= 70 })
        let word = layout("abcdefghijklmnop", width: 50, wrapped: true)
        #expect(word.lines.count > 1 && word.lines.allSatisfy { $0.width <= 50 })
        let unwrapped = layout("hello world again", width: 70)
        #expect(unwrapped.lines.count == 1 && unwrapped.lines[0].width > 70, "without wrapping the line overflows")
    }

    @Test func alignmentPlacesLines() {
        let left = layout("abc", alignment: .left), right = layout("abc", alignment: .right)
        let centre = layout("abc", alignment: .center)
        let w = left.lines[0].width
        #expect(left.glyphs[0].x == 0)
        #expect(approx(CGFloat(right.glyphs[0].x), CGFloat(200 - w), 1e-9))
        #expect(approx(CGFloat(centre.glyphs[0].x), CGFloat((200 - w) / 2), 1e-9))
        let justified = layout("aa bb cc dd ee ff gg hh", width: 100, wrapped: true, alignment: .justified)
        #expect(approx(CGFloat(justified.lines[0].width), 100, 1e-9), "full lines fill the width")
        #expect(justified.lines.last!.width < 100, "the paragraph's last line is not stretched")
    }

    @Test func truncationShortensWithAnEllipsis() {
        let text = "The quick brown fox jumps"
        let ellipsis = face.glyph(for: "\u{2026}")
        for mode in [CATextLayerTruncationMode.end, .start, .middle] {
            let l = layout(text, width: 90, truncation: mode)
            #expect(l.lines[0].width <= 90, "\(mode.rawValue)")
            let index = l.glyphs.firstIndex { $0.glyph == ellipsis }
            switch mode {
            case .end: #expect(index == l.glyphs.count - 1)
            case .start: #expect(index == 0)
            default: #expect(index.map { $0 > 0 && $0 < l.glyphs.count - 1 } == true)
            }
        }
        let wrappedOverflow = layout(text + " " + text, width: 90, height: 30, wrapped: true, truncation: .end)
        #expect(wrappedOverflow.lines.count == 1, "only the lines that fit the height")
        #expect(wrappedOverflow.glyphs.last?.glyph == ellipsis, "and the last one says the text goes on")
    }
}

@Suite struct TextLayerRenderTests: GoldenScene {
    func label(_ s: String, _ frame: CGRect, _ configure: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
        let t = CATextLayer()
        t.frame = frame
        t.string = s
        t.fontSize = 14
        t.foregroundColor = rgb(0.1, 0.1, 0.15)
        t.backgroundColor = rgb(0.92, 0.94, 0.98)
        configure(t)
        return t
    }

    func scene(scale: CGFloat) -> Surface {
        let w = Int(240 * scale), h = Int(150 * scale)
        return render(width: w, height: h) { root in
            let holder = CALayer()
            holder.anchorPoint = .zero
            holder.bounds = CGRect(x: 0, y: 0, width: 240, height: 150)
            holder.transform = CATransform3DMakeScale(scale, scale, 1)
            root.addSublayer(holder)
            let layers = [
                label("Left", CGRect(x: 5, y: 5, width: 110, height: 20)) { $0.alignmentMode = .left },
                label("Right", CGRect(x: 125, y: 5, width: 110, height: 20)) { $0.alignmentMode = .right },
                label("Centred", CGRect(x: 5, y: 30, width: 110, height: 20)) { $0.alignmentMode = .center },
                label("Truncated at the end", CGRect(x: 125, y: 30, width: 110, height: 20)) { $0.truncationMode = .end },
                label("Truncated in the middle", CGRect(x: 5, y: 55, width: 110, height: 20)) { $0.truncationMode = .middle },
                label("Truncated at the start", CGRect(x: 125, y: 55, width: 110, height: 20)) { $0.truncationMode = .start },
                label("Wrapped text runs on to a second and a third line, and is justified.",
                      CGRect(x: 5, y: 80, width: 230, height: 65)) {
                    $0.isWrapped = true
                    $0.alignmentMode = .justified
                    $0.foregroundColor = rgb(0.6, 0.1, 0.1)
                },
            ]
            for l in layers {
                l.contentsScale = scale
                holder.addSublayer(l)
            }
        }
    }

    @Test func alignmentWrappingAndTruncationAt1x() {
        GoldenImage.expectMatches(scene(scale: 1), "text-1x")
    }

    @Test func crispAt2x() {
        GoldenImage.expectMatches(scene(scale: 2), "text-2x")
    }

    /// At contentsScale 1 on a 2x target the text is the 1x picture
    /// magnified (soft), as Apple's backing store would be.
    @Test func aLowContentsScaleIsResampled() {
        let frame = render(width: 100, height: 40) { root in
            let holder = CALayer()
            holder.anchorPoint = .zero
            holder.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
            holder.transform = CATransform3DMakeScale(2, 2, 1)
            root.addSublayer(holder)
            let t = label("Hi", holder.bounds)
            holder.addSublayer(t)
        }
        var dark = 0
        for y in 0..<40 { for x in 0..<100 where pixelChannels(frame[x, y]).g < 128 { dark += 1 } }
        #expect(dark > 20, "the text is drawn (\(dark) dark pixels)")
    }

    @Test func badInputIsSurvived() {
        let big = String(repeating: "lorem ipsum ", count: 90_000)
        let messages = diagnostics {
            let frame = render(width: 80, height: 40, reference: false) { root in
                root.addSublayer(label("", CGRect(x: 0, y: 0, width: 80, height: 20)))
                root.addSublayer(label(big, CGRect(x: 0, y: 0, width: 80, height: 20)) { $0.isWrapped = true })
                root.addSublayer(label(big, CGRect(x: 0, y: 20, width: 80, height: 20)))
                root.addSublayer(label("x", CGRect(x: 0, y: 0, width: 10, height: 10)) { $0.fontSize = -4 })
                root.addSublayer(label("x", CGRect(x: 0, y: 0, width: 10, height: 10)) { $0.string = 42 })
            }
            #expect(pixelChannels(frame[40, 30]).a == 255)
        }
        #expect(messages.count == 2, "\(messages)")
    }
}

/// A label whose string changes every frame: its prepared text is made
/// over in place (two kept in turn), and each frame must show its own
/// string, as a label made afresh with that string does.
@Suite struct TextLayerChangingStringTests {
    @Test func everyFrameShowsItsOwnString() {
        let strings = ["frame 0000001 of 100", "short", "a longer line that wraps at the edge",
                       "frame 0000001 of 100", "", "x\ny", "frame 0000002 of 100"]
        let label = CATextLayer()
        let root = committedScene(width: 160, height: 60) { root in
            label.frame = CGRect(x: 4, y: 4, width: 150, height: 50)
            label.fontSize = 14
            label.isWrapped = true
            label.foregroundColor = CGColor(gray: 0, alpha: 1)
            root.addSublayer(label)
        }
        let tracker = _DamageTracker()
        let surface = Surface(width: 160, height: 60)!
        let t0 = CACurrentMediaTime()
        for (i, s) in strings.enumerated() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            label.string = s
            CATransaction.commit()
            CATransaction.flush()
            let t = t0 + Double(i) / 60
            tracker.renderFrame(root, into: surface, at: t)
            let fresh = committedScene(width: 160, height: 60) { root in
                let l = CATextLayer()
                l.frame = label.frame
                l.fontSize = 14
                l.isWrapped = true
                l.foregroundColor = CGColor(gray: 0, alpha: 1)
                l.string = s
                root.addSublayer(l)
            }
            #expect(sameBytes(surface, renderedFrame(fresh, at: t)), "frame \(i): \(s)")
        }
    }
}
