import Raster

/// Shadows cast by `shadowPath`: the path (in the layer's space), filled
/// non-zero, blurred and offset, whatever the layer draws. Apple's way to
/// give a shadow a shape without the offscreen pass over the layer's
/// alpha, and the way to shadow a layer whose content is not its shape.
extension _Compositor {
    /// Draws the shadow of `path` mapped by `m` (axis-aligned) beneath
    /// what follows, within `clip`.
    func drawPathShadow(_ path: CGPath, _ m: Projective, _ s: _ShadowStyle, into target: Surface, clip: PixelRect) {
        // The path in target pixels, moved by the offset.
        pathScratch.removeAll(keepingCapacity: true)
        pathScratch._append(path._elements) { p in
            (m.a * Double(p.x) + m.c * Double(p.y) + m.tx + s.dx, m.b * Double(p.x) + m.d * Double(p.y) + m.ty + s.dy)
        }
        guard let b = pathScratch.bounds, b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return }
        // Coverage is needed as far as the blur reaches into the clip;
        // computed over that whole region, so a band or a damaged rect
        // gets the bytes a whole frame gets.
        let reach = GaussianBlur.extent(sigma: s.sigma)
        let around = PixelRect(x0: clip.x0 - reach, y0: clip.y0 - reach, x1: clip.x1 + reach, y1: clip.y1 + reach)
        let area = PixelRect.covering(minX: b.minX - Double(reach), minY: b.minY - Double(reach),
                                      maxX: b.maxX + Double(reach), maxY: b.maxY + Double(reach), within: around)
        guard !area.isEmpty, !area.intersection(clip).isEmpty,
              let mask = scratchMask(width: area.width, height: area.height, slot: 1) else { return }
        for y in 0..<area.height { mask.row(y).update(repeating: 0, count: area.width) }
        rasterizer.fill(pathScratch, rule: .nonZero, clip: area) { y, x, coverage in
            (mask.row(y - area.y0) + (x - area.x0)).update(from: coverage.baseAddress!, count: coverage.count)
        }
        GaussianBlur.blur(mask, sigma: s.sigma, scratch: scratch, width: area.width, height: area.height)
        let out = area.intersection(clip)
        for y in out.y0..<out.y1 {
            blendSolidSpan(target.row(y) + out.x0, coverage: mask.row(y - area.y0) + (out.x0 - area.x0),
                           count: out.width, color: s.color)
        }
    }
}
