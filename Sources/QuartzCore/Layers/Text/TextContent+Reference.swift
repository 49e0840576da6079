import Raster
import CoreText

/// A text layer's glyphs in their colours, in backing-store pixels, as the
/// reference compositor prepares them.
struct _TextCoverage {
    let width: Int
    let height: Int
    let values: [_RGBA]
}

/// A text layer as the reference compositor samples it (see
/// `_ReferenceCompositor`): the same layout as the fast path, each glyph's
/// coverage composited in floating point into a backing store at
/// `contentsScale`, then sampled.
extension _TextContent {
    static func prepareReference(_ n: _ReferenceCompositor.Node, _ e: UnsafeMutablePointer<_Value>) {
        guard let styled = _TextContent.styledText(e) else { return }
        let b = n.props.bounds
        let layout = _TextContent.layout(styled, bounds: b, e)
        var foreground = _RGBA.clear
        if let c = e[_TextKeys.foregroundColor] { foreground = _RGBA(c) }
        // Each glyph's coverage in its run's colour placed where the
        // backing store has it, joined with "over" (the glyph images
        // come from FreeType).
        let scale = Double(n.props.contentsScale)
        let w = Int((Double(b.width) * scale).rounded(.up)), h = Int((Double(b.height) * scale).rounded(.up))
        guard w > 0, h > 0, w * h <= 1 << 22 else { return }
        var cov = [_RGBA](repeating: .clear, count: w * h)
        for g in layout.glyphs {
            let style = styled.styles[Int(g.style)]
            let color = style.color.map { _RGBA(_Color($0)) } ?? foreground
            let penX = (g.x * scale * 4).rounded() / 4
            let whole = penX.rounded(.down)
            guard let bm = style.face.bitmap(g.glyph, pixelSize: style.size * scale, phase: penX - whole) else { continue }
            let x0 = Int(whole) + bm.left, y0 = Int((g.baseline * scale).rounded()) - bm.top
            for gy in 0..<bm.height where y0 + gy >= 0 && y0 + gy < h {
                for gx in 0..<bm.width where x0 + gx >= 0 && x0 + gx < w {
                    let k = Double(bm.pixels[gy * bm.width + gx]) / 255
                    let i = (y0 + gy) * w + x0 + gx
                    cov[i] = (color * k).over(cov[i])
                }
            }
        }
        n.prepared = _TextCoverage(width: w, height: h, values: cov)
    }

    static func referenceColor(_ n: _ReferenceCompositor.Node, x: Double, y: Double, inside: Bool) -> _RGBA {
        guard let raster = n.prepared as? _TextCoverage, inside else { return .clear }
        let scale = Double(n.props.contentsScale)
        let b = n.props.bounds
        // Shown at contentsScale, the backing store's pixels are the
        // target's; at any other scale it is resampled, bilinear
        // between pixel centres.
        if n.m.b == 0, n.m.c == 0, abs(n.m.a - scale) < 1e-9, abs(n.m.d - scale) < 1e-9 {
            let px = Int(((x - Double(b.minX)) * scale).rounded(.down)), py = Int(((y - Double(b.minY)) * scale).rounded(.down))
            guard px >= 0, px < raster.width, py >= 0, py < raster.height else { return .clear }
            return raster.values[py * raster.width + px]
        }
        let fx = (x - Double(b.minX)) * scale - 0.5, fy = (y - Double(b.minY)) * scale - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let u = fx - Double(x0), v = fy - Double(y0)
        func at(_ x: Int, _ y: Int) -> _RGBA {
            guard x >= 0, x < raster.width, y >= 0, y < raster.height else { return .clear }
            return raster.values[y * raster.width + x]
        }
        return at(x0, y0) * ((1 - u) * (1 - v)) + at(x0 + 1, y0) * (u * (1 - v)) + at(x0, y0 + 1) * ((1 - u) * v)
            + at(x0 + 1, y0 + 1) * (u * v)
    }
}
