/// A font face (Apple's `CGFont`), found by name through fontconfig and
/// read with FreeType, by a `String` or a `CFString` name. As on Apple's platforms it is nil when no font has
/// that name; Apple's common family names (Helvetica, Arial, the system
/// font, Times, Courier, Menlo) stand for faces with their widths
/// (Liberation Sans, Serif and Mono) or, without those, this machine's
/// sans-serif, serif and monospaced faces.
public final class CGFont: @unchecked Sendable {
    package let face: FontFace

    package init(face: FontFace) { self.face = face }

    /// The face fontconfig finds for `name` (a family or PostScript-style name
    /// such as "Helvetica-Bold"); nil when no face of that family is installed.
    public convenience init?(_ name: String) {
        guard let m = FontMatching.match(name), m.found, let face = FontFace.open(path: m.path) else { return nil }
        self.init(face: face)
    }

    /// The same, as iOS code calls it: `CGFont("Helvetica" as CFString)`.
    public convenience init?(_ name: CFString) { self.init(String(name)) }

    /// The face's family name as the font file gives it (no style), or empty.
    public var fullName: String? { face.familyName }
    /// The face's PostScript name, or its family name when it has none.
    public var postScriptName: String? { face.postScriptName }
    /// Font units per em: the scale of every other metric here.
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }
    /// Distance from the baseline up to the top of the face, in font units.
    public var ascent: Int32 { Int32(face.ascender) }
    /// Distance from the baseline down to the bottom of the face, in font units;
    /// negative, as below the baseline.
    public var descent: Int32 { Int32(face.descender) }
    /// Extra space between lines, in font units: line height minus ascent and
    /// descent, never negative.
    public var leading: Int32 { Int32(max(0, face.lineHeight - face.ascender + face.descender)) }
    /// Height of capital letters above the baseline, in font units; estimated as
    /// 0.73 of the ascent.
    public var capHeight: Int32 { Int32(face.capHeight) }
    /// Height of lower-case x above the baseline, in font units; estimated as
    /// 0.53 of the ascent.
    public var xHeight: Int32 { Int32(face.xHeight) }

    /// The face a name resolves to, falling back to the machine's default
    /// sans-serif when it has none: what a text layer draws with. `found`
    /// is false when the name was not there.
    package static func resolving(_ name: String) -> (font: CGFont, found: Bool)? {
        if let m = FontMatching.match(name), let face = FontFace.open(path: m.path) {
            return (CGFont(face: face), m.found)
        }
        guard let d = FontMatching.match("sans-serif"), let face = FontFace.open(path: d.path) else { return nil }
        return (CGFont(face: face), false)
    }
}

extension CGFont {
    /// How many glyphs the face has.
    public var numberOfGlyphs: Int { face.glyphCount }
    /// The box around every glyph, in font units.
    public var fontBBox: CGRect { face.boundingBox }
    /// The italic angle in degrees, counter-clockwise from vertical.
    public var italicAngle: CGFloat { face.italicAngle }

    /// The glyph with the PostScript name `name` (0 when there is none).
    /// Apple's takes a `CFString`; on Linux pass a `String`.
    public func getGlyphWithGlyphName(name: String) -> CGGlyph { CGGlyph(truncatingIfNeeded: face.glyph(named: name)) }

    /// A glyph's PostScript name, when the face names its glyphs.
    public func name(for glyph: CGGlyph) -> String? { face.name(of: UInt32(glyph)) }

    /// The advances of `count` glyphs, in font units; false when a glyph
    /// is not in the face.
    public func getGlyphAdvances(glyphs: UnsafePointer<CGGlyph>, count: Int, advances: UnsafeMutablePointer<Int32>) -> Bool {
        eachGlyph(glyphs, count) { i, g in advances[i] = Int32(face.advance(g).rounded()) }
    }

    /// The outline boxes of `count` glyphs, in font units; false when a
    /// glyph is not in the face.
    public func getGlyphBBoxes(glyphs: UnsafePointer<CGGlyph>, count: Int, bboxes: UnsafeMutablePointer<CGRect>) -> Bool {
        eachGlyph(glyphs, count) { i, g in
            let b = face.outlineBounds(g)
            bboxes[i] = b.isNull ? .zero : b
        }
    }

    /// Calls `body` with each glyph's index and number; whether all are in the face.
    private func eachGlyph(_ glyphs: UnsafePointer<CGGlyph>, _ count: Int, _ body: (Int, UInt32) -> Void) -> Bool {
        let n = numberOfGlyphs
        var all = true
        for i in 0..<max(count, 0) {
            all = all && Int(glyphs[i]) < n
            body(i, UInt32(glyphs[i]))
        }
        return all
    }
}
