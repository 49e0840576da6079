@_implementationOnly import CFreeType

extension FontFace {
    /// A glyph's outline in font units, y up, with the pen at the origin
    /// (nil for a glyph that has none, a space or a bitmap-only glyph).
    /// Read unhinted and kept, so text drawn through any transform is the
    /// shape the font describes, scaled.
    package func outline(_ glyph: UInt32) -> CGPath? {
        let p = state.withLock { s in FontFace.cached(glyph, in: &s.outlines) { readOutline(glyph) } }
        return p.isEmpty ? nil : p
    }

    /// A glyph's outline box in font units (`.null` for none).
    package func outlineBounds(_ glyph: UInt32) -> CGRect {
        outline(glyph)?.boundingBoxOfPath ?? .null
    }

    /// Reads the outline under the caller's lock: FreeType walks its
    /// contours and calls back with moves, lines and quadratic or cubic
    /// curves, which become the path's elements.
    private func readOutline(_ glyph: UInt32) -> CGPath {
        let path = CGMutablePath()
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return path }
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            let b = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
            b.close()
            b.path.move(to: point(to!))
            b.open = true
            return 0
        }
        funcs.line_to = { to, user in
            Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path.addLine(to: point(to!))
            return 0
        }
        funcs.conic_to = { c, to, user in
            Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path
                .addQuadCurve(to: point(to!), control: point(c!))
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path
                .addCurve(to: point(to!), control1: point(c1!), control2: point(c2!))
            return 0
        }
        let builder = OutlineBuilder(path)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) { FT_Outline_Decompose(&slot.pointee.outline, &funcs, user) }
        builder.close()
        return path
    }
}

/// The path an outline walk appends to, and whether a contour is open.
private final class OutlineBuilder {
    let path: CGMutablePath
    var open = false
    init(_ path: CGMutablePath) { self.path = path }

    /// FreeType's contours are closed shapes; it does not say so.
    func close() {
        if open { path.closeSubpath() }
        open = false
    }
}

private func point(_ v: UnsafePointer<FT_Vector>) -> CGPoint {
    CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
}
