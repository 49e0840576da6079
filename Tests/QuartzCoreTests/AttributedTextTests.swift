import Foundation
import Raster
import Testing
import CoreText
@testable import QuartzCore

/// A font attribute value the way the preview host's `UIFont` gives one.
private struct NamedFont: TextFontAttribute {
    var fontName: String
    var pointSize: CGFloat
}

private extension NSAttributedString.Key {
    static let testFont = NSAttributedString.Key(rawValue: "NSFont")
    static let testColor = NSAttributedString.Key(rawValue: "NSColor")
    static let testKern = NSAttributedString.Key(rawValue: "NSKern")
}

/// `CATextLayer.string` as an `NSAttributedString`: runs with their own
/// font and size, colour and kern, under Apple's attribute names.
@Suite struct AttributedTextTests: GoldenScene {
    let face = CGFont.resolving("Helvetica")!.font.face

    func styled(_ a: NSAttributedString) -> StyledText {
        StyledText(a, base: TextStyle(face: face, size: 20, color: nil, kern: 0))!
    }

    @Test func runsGiveTheirGlyphsTheirStyle() {
        let a = NSMutableAttributedString(string: "ab\ncd")
        a.addAttributes([.testFont: NamedFont(fontName: "Helvetica-Bold", pointSize: 40),
                         .testColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1), .testKern: 5],
                        range: NSRange(location: 3, length: 2))
        let s = styled(a)
        #expect(s.styles.count == 2 && s.styles[1].size == 40 && s.styles[1].kern == 5)
        #expect(s.styles[1].color.map { _Color($0) } == _Color(r: 1, g: 0, b: 0, a: 1))
        let l = TextLayout(s, width: 400, height: 400, wrapped: false, truncation: .none, alignment: .natural)
        #expect(l.glyphs.map(\.style) == [0, 0, 1, 1], "the newline's style is consumed too")
        // The second run's advance is the bold face's at 40 points plus the kern.
        let bold = s.styles[1].face
        let expected = bold.metrics("c", after: nil).advance * 40 / bold.unitsPerEm + 5
        #expect(abs((l.glyphs[3].x - l.glyphs[2].x) - expected - bold.kerning(bold.glyph(for: "c"), bold.glyph(for: "d")) * 40 / bold.unitsPerEm) < 1e-9)
        // Lines are spaced by the tallest style.
        #expect(abs((l.lines[1].baseline - l.lines[0].baseline) - max(bold.lineHeight * 40 / bold.unitsPerEm, face.lineHeight * 20 / face.unitsPerEm)) < 1e-9)
    }

    @Test func attributesOfOtherTypesAreIgnored() {
        let a = NSAttributedString(string: "x", attributes: [.testFont: 42, .testColor: "red", .testKern: "wide"])
        let s = styled(a)
        #expect(s.styles.count == 2, "a run with attributes gets a style")
        #expect(s.styles[1].face === face && s.styles[1].size == 20 && s.styles[1].color == nil && s.styles[1].kern == 0)
    }

    /// One label, three runs: plain in the layer's colour, a larger bold
    /// red run with kern, a blue run; at 1x and 2x. Agrees with the
    /// reference compositor.
    @Test(arguments: [1, 2])
    func runsRender(scale: Int) {
        let root = committedScene(width: 220 * scale, height: 40 * scale) { root in
            let holder = CALayer()
            holder.anchorPoint = .zero
            holder.bounds = CGRect(x: 0, y: 0, width: 220, height: 40)
            holder.transform = CATransform3DMakeScale(CGFloat(scale), CGFloat(scale), 1)
            root.addSublayer(holder)
            let t = CATextLayer()
            t.frame = CGRect(x: 5, y: 5, width: 210, height: 30)
            t.fontSize = 14
            t.contentsScale = CGFloat(scale)
            t.foregroundColor = rgb(0.1, 0.1, 0.15)
            t.backgroundColor = rgb(0.95, 0.95, 0.9)
            let a = NSMutableAttributedString(string: "Plain, ")
            a.append(NSAttributedString(string: "Bold red", attributes: [
                .testFont: NamedFont(fontName: "Helvetica-Bold", pointSize: 20),
                .testColor: CGColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1), .testKern: 1.5]))
            a.append(NSAttributedString(string: " & blue", attributes: [
                .testColor: CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)]))
            t.string = a
            holder.addSublayer(t)
        }
        let frame = checkedFrame(root, at: CACurrentMediaTime(), always: true)
        GoldenImage.expectMatches(frame, "text-attributed-\(scale)x")
    }
}
