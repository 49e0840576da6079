@_implementationOnly import CFreeType
import Foundation
import Raster

/// One font file opened with FreeType: character to glyph mapping,
/// advances and kerning in font units (for layout, at any size), and glyph
/// coverage bitmaps rendered at a pixel size and a quarter-pixel
/// horizontal phase (anti-aliased, unhinted, so text scales and moves
/// smoothly), cached. A FreeType face is not thread-safe, so every use of
/// it holds the face's lock; render bands on several threads share faces.
package final class FontFace: @unchecked Sendable {
    package let path: String
    package let familyName: String
    package let postScriptName: String
    package let unitsPerEm: Double
    /// Distance above and below the baseline, and baseline to baseline, in
    /// font units (the face's horizontal header values).
    package let ascender: Double
    package let descender: Double
    package let lineHeight: Double
    package let capHeight: Double
    package let xHeight: Double

    let face: FT_Face
    let state = _Locked<FaceCaches>(FaceCaches())
    /// Printable ASCII, looked up without a lock: glyph, advance, and the
    /// kerning of every pair (text is mostly ASCII; a frame of changing
    /// labels asks for these thousands of times).
    private let asciiGlyphs: [UInt32]
    private let asciiAdvances: [Double]
    private let asciiKerning: [Float]
    static let asciiRange = 32..<127

    struct FaceCaches {
        var glyphs: [Unicode.Scalar: UInt32] = [:]
        var advances: [UInt32: Double] = [:]
        var bitmaps: [GlyphKey: GlyphBitmap] = [:]
        var outlines: [UInt32: CGPath] = [:]
    }

    struct GlyphKey: Hashable {
        var glyph: UInt32
        /// Pixel size in 1/64 px, and phase in quarter pixels.
        var size: Int
        var phase: Int
    }

    /// At most this many rendered glyphs are kept per face; past it the
    /// cache starts over (text that changes every frame still reuses its
    /// glyphs, and memory stays bounded).
    static let maxCachedBitmaps = 8192

    private init(face: FT_Face, path: String) {
        self.face = face
        self.path = path
        let f = face.pointee
        familyName = f.family_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? familyName
        unitsPerEm = Double(max(f.units_per_EM, 1))
        ascender = Double(f.ascender)
        descender = Double(f.descender)
        lineHeight = Double(f.height)
        // FreeType keeps cap and x heights in the OS/2 table, which not
        // every face has: these are the usual proportions.
        capHeight = Double(f.ascender) * 0.73
        xHeight = Double(f.ascender) * 0.53
        let range = FontFace.asciiRange
        var glyphs: [UInt32] = [], advances: [Double] = []
        for c in range {
            let g = UInt32(FT_Get_Char_Index(face, FT_ULong(c)))
            glyphs.append(g)
            advances.append(FT_Load_Glyph(face, g, Int32(FT_LOAD_NO_SCALE)) == 0 ? Double(face.pointee.glyph.pointee.advance.x) : 0)
        }
        var kerning = [Float](repeating: 0, count: range.count * range.count)
        if f.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 {
            for (i, l) in glyphs.enumerated() where l != 0 {
                for (j, r) in glyphs.enumerated() where r != 0 {
                    var v = FT_Vector()
                    if FT_Get_Kerning(face, l, r, UInt32(FT_KERNING_UNSCALED.rawValue), &v) == 0, v.x != 0 {
                        kerning[i * range.count + j] = Float(v.x)
                    }
                }
            }
        }
        asciiGlyphs = glyphs
        asciiAdvances = advances
        asciiKerning = kerning
    }

    deinit { FT_Done_Face(face) }

    /// The face in the font file at `path`, opened once per process.
    package static func open(path: String) -> FontFace? {
        FontLibrary.shared.face(at: path) { library in
            var face: FT_Face?
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
            return FontFace(face: face, path: path)
        }
    }

    /// The glyph for a character (0: the face has none).
    package func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        if FontFace.asciiRange.contains(Int(scalar.value)) { return asciiGlyphs[Int(scalar.value) - 32] }
        return state.withLock { s in
            if let g = s.glyphs[scalar] { return g }
            let g = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
            s.glyphs[scalar] = g
            return g
        }
    }

    /// A glyph's advance in font units.
    package func advance(_ glyph: UInt32) -> Double {
        state.withLock { s in
            if let a = s.advances[glyph] { return a }
            var a = 0.0
            if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 {
                a = Double(face.pointee.glyph.pointee.advance.x)
            }
            s.advances[glyph] = a
            return a
        }
    }

    /// Layout's view of a run of characters: glyph and advance, with the
    /// kerning after `previous`, in font units (ASCII without a lock).
    package func metrics(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> (glyph: UInt32, advance: Double) {
        let c = Int(scalar.value)
        if FontFace.asciiRange.contains(c) {
            var a = asciiAdvances[c - 32]
            if let p = previous.map({ Int($0.value) }), FontFace.asciiRange.contains(p) {
                a += Double(asciiKerning[(p - 32) * FontFace.asciiRange.count + (c - 32)])
            } else if let p = previous {
                a += kerning(glyph(for: p), asciiGlyphs[c - 32])
            }
            return (asciiGlyphs[c - 32], a)
        }
        let g = glyph(for: scalar)
        var a = advance(g)
        if let p = previous { a += kerning(glyph(for: p), g) }
        return (g, a)
    }

    /// The kerning between two glyphs in font units (0 without a kern table).
    package func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard left != 0, right != 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        return state.withLock { _ in
            var v = FT_Vector()
            guard FT_Get_Kerning(face, left, right, UInt32(FT_KERNING_UNSCALED.rawValue), &v) == 0 else { return 0 }
            return Double(v.x)
        }
    }

    /// The glyph's coverage at `pixelSize` px per em, its outline moved
    /// right by `phase` px (0, 0.25, 0.5 or 0.75), or nil for a glyph that
    /// draws nothing (a space) or a size past what is sensible.
    package func bitmap(_ glyph: UInt32, pixelSize: Double, phase: Double) -> GlyphBitmap? {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize <= 2048 else { return nil }
        let key = GlyphKey(glyph: glyph, size: Int((pixelSize * 64).rounded()), phase: Int((phase * 4).rounded()) & 3)
        let b = state.withLock { s in FontFace.cached(key, in: &s.bitmaps) { render(key) } }
        return b.isEmpty ? nil : b
    }

    /// The value of `key` in `cache`, made by `make` and kept when it is
    /// not there (under the caller's lock); past `maxCachedBitmaps` entries
    /// the cache starts over.
    static func cached<K: Hashable, V>(_ key: K, in cache: inout [K: V], make: () -> V) -> V {
        if let v = cache[key] { return v }
        let v = make()
        if cache.count >= maxCachedBitmaps { cache.removeAll(keepingCapacity: true) }
        cache[key] = v
        return v
    }

    /// Renders under the caller's lock.
    private func render(_ key: GlyphKey) -> GlyphBitmap {
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size), 72, 72) == 0,
              FT_Load_Glyph(face, key.glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0 else { return .empty }
        let slot = face.pointee.glyph!
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, key.phase != 0 {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.phase * 16), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width), h = Int(bm.rows)
        guard w > 0, h > 0, let buffer = bm.buffer else { return .empty }
        var pixels = [UInt8](repeating: 0, count: w * h)
        let pitch = Int(bm.pitch)
        for y in 0..<h {
            let src = pitch >= 0 ? buffer + y * pitch : buffer + (h - 1 - y) * -pitch
            for x in 0..<w { pixels[y * w + x] = src[x] }
        }
        return GlyphBitmap(width: w, height: h, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                           pixels: pixels)
    }
}

/// A rendered glyph: 8-bit coverage rows, placed `left` px right of the
/// pen and `top` px above the baseline.
package struct GlyphBitmap: Sendable {
    package let width: Int
    package let height: Int
    package let left: Int
    package let top: Int
    package let pixels: [UInt8]

    static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, pixels: [])
    var isEmpty: Bool { width == 0 }
}

/// The process's FreeType library and its open faces, by file.
final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()
    private let state = _Locked<(library: FT_Library?, faces: [String: FontFace])>((nil, [:]))

    func face(at path: String, open: (FT_Library) -> FontFace?) -> FontFace? {
        state.withLock { s in
            if let f = s.faces[path] { return f }
            if s.library == nil {
                var lib: FT_Library?
                guard FT_Init_FreeType(&lib) == 0 else { return nil }
                s.library = lib
            }
            guard let lib = s.library, let f = open(lib) else { return nil }
            s.faces[path] = f
            return f
        }
    }
}
