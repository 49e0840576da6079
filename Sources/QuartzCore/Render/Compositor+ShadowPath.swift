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
        let f = GaussianBlur.reductionFactor(sigma: s.sigma)
        if f > 1 {
            drawReducedPathShadow(path, m, s, bounds: b, factor: f, into: target, clip: clip)
            return
        }
        // Coverage is needed as far as the blur reaches into the clip;
        // computed over that whole region, so a band or a damaged rect
        // gets the bytes a whole frame gets.
        let reach = GaussianBlur.extent(sigma: s.sigma)
        let around = PixelRect(x0: clip.x0 - reach, y0: clip.y0 - reach, x1: clip.x1 + reach, y1: clip.y1 + reach)
        let area = PixelRect.covering(minX: b.minX - Double(reach), minY: b.minY - Double(reach),
                                      maxX: b.maxX + Double(reach), maxY: b.maxY + Double(reach), within: around)
        guard !area.isEmpty, !area.intersection(clip).isEmpty,
              let mask = scratchMask(width: area.width, height: area.height, slot: 1) else { return }
        mask.clear(PixelRect(x: 0, y: 0, width: area.width, height: area.height))
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

    /// A wide shadow (see `GaussianBlur.reductionFactor`) straight from a
    /// small mask: the path is filled at 1/f of the target's resolution
    /// (analytic coverage there is the mean of each f x f block), blurred
    /// there and read back only where it lands in the clip. Its cost is
    /// the shadow's area over f² plus the clip (found by fuzzing: a shadow
    /// of radius 200 in each of many replicator instances filled and read
    /// back a whole full-resolution mask each). The small pixels sit on a
    /// lattice of f target pixels, and every one that reaches the clip is
    /// computed whole, so a band or a damaged rect gets the bytes a whole
    /// frame gets.
    private func drawReducedPathShadow(_ path: CGPath, _ m: Projective, _ s: _ShadowStyle,
                                       bounds b: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                                       factor f: Int, into target: Surface, clip: PixelRect) {
        let sigma = GaussianBlur.reducedSigma(s.sigma, factor: f)
        // How far the blur reaches (see `GaussianBlur.extent`), and one
        // small pixel more for the lattice.
        let reach = GaussianBlur.extent(sigma: s.sigma) + f
        let around = PixelRect(x0: clip.x0 - reach, y0: clip.y0 - reach, x1: clip.x1 + reach, y1: clip.y1 + reach)
        let area = PixelRect.covering(minX: b.minX - Double(reach), minY: b.minY - Double(reach),
                                      maxX: b.maxX + Double(reach), maxY: b.maxY + Double(reach), within: around)
        let out = area.intersection(clip)
        guard !out.isEmpty else { return }
        func down(_ v: Int) -> Int { v >= 0 ? v / f * f : -((-v + f - 1) / f) * f }
        let x0 = down(area.x0), y0 = down(area.y0)
        let sw = (area.x1 - x0 + f - 1) / f, sh = (area.y1 - y0 + f - 1) / f
        guard let small = scratchMask(width: sw, height: sh, slot: 1) else { return }
        small.clear(PixelRect(x: 0, y: 0, width: sw, height: sh))
        // The path again, in small pixels.
        let k = 1 / Double(f), ox = Double(x0), oy = Double(y0)
        pathScratch.removeAll(keepingCapacity: true)
        pathScratch._append(path._elements) { p in
            ((m.a * Double(p.x) + m.c * Double(p.y) + m.tx + s.dx - ox) * k,
             (m.b * Double(p.x) + m.d * Double(p.y) + m.ty + s.dy - oy) * k)
        }
        rasterizer.fill(pathScratch, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: sw, height: sh)) { y, x, coverage in
            (small.row(y) + x).update(from: coverage.baseAddress!, count: coverage.count)
        }
        GaussianBlur.blur(small, sigma: sigma, scratch: scratch, width: sw, height: sh)
        let scaled = ScaledMask(mask: small, factor: f, x: x0, y: y0, width: sw, height: sh)
        scaled.sample(columns: out.x0..<out.x1, rows: out.y0..<out.y1, scratch: scratch) { y, coverage in
            blendSolidSpan(target.row(y) + out.x0, coverage: coverage, count: out.width, color: s.color)
        }
    }
}
