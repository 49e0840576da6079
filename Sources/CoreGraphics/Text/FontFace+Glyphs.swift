@_implementationOnly import CFreeType

extension FontFace {
    /// How many glyphs the face has.
    package var glyphCount: Int { state.withLock { _ in Int(face.pointee.num_glyphs) } }

    /// The box around every glyph, in font units (y up).
    package var boundingBox: CGRect {
        state.withLock { _ in
            let b = face.pointee.bbox
            return CGRect(x: CGFloat(b.xMin), y: CGFloat(b.yMin), width: CGFloat(b.xMax - b.xMin),
                          height: CGFloat(b.yMax - b.yMin))
        }
    }

    /// The glyph named `name` in the face's PostScript names (0: none).
    package func glyph(named name: String) -> UInt32 {
        state.withLock { _ in
            guard FT_HAS_GLYPH_NAMES(face) else { return 0 }
            return UInt32(name.withCString { FT_Get_Name_Index(face, $0) })
        }
    }

    /// A glyph's PostScript name, when the face names its glyphs.
    package func name(of glyph: UInt32) -> String? {
        state.withLock { _ in
            guard FT_HAS_GLYPH_NAMES(face), glyph < UInt32(face.pointee.num_glyphs) else { return nil }
            var buffer = [CChar](repeating: 0, count: 128)
            guard FT_Get_Glyph_Name(face, glyph, &buffer, 128) == 0 else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// The italic angle in degrees, counter-clockwise from vertical, from
    /// the face's PostScript table (0 when it has none).
    package var italicAngle: CGFloat {
        state.withLock { _ in
            guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_POST) else { return 0 }
            let fixed = table.assumingMemoryBound(to: TT_Postscript.self).pointee.italicAngle
            return CGFloat(fixed) / 65536
        }
    }
}

/// FreeType's FT_HAS_GLYPH_NAMES macro.
private func FT_HAS_GLYPH_NAMES(_ face: FT_Face) -> Bool {
    face.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0
}
