import Raster

/// What a drawing operation covers, in surface pixels (rows down).
enum _Shape {
    /// A path's anti-aliased coverage under a fill rule.
    case path(RasterPath, FillRule)
    /// Every pixel of a rectangle, fully.
    case area(PixelRect)
}

/// The colour an operation paints under its shape.
enum _Source {
    /// One premultiplied colour (before the context's alpha).
    case solid(UInt32)
    /// Per pixel: `shade(y, x, count, out, coverage)` writes premultiplied
    /// colours for pixels (x ..< x + count, y) and may zero `coverage`
    /// where it paints nothing (a gradient outside its extent).
    case shader((_ y: Int, _ x: Int, _ count: Int, _ out: UnsafeMutablePointer<UInt32>,
                 _ coverage: UnsafeMutablePointer<UInt8>) -> Void)
}

/// Row buffers for the pipeline, grown on demand and kept.
final class _RowBuffers {
    private(set) var coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private(set) var source = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var capacity = 1
    let scratch = RowScratch()

    func reserve(_ n: Int) {
        guard n > capacity else { return }
        coverage.deallocate(); source.deallocate()
        capacity = n
        coverage = .allocate(capacity: n)
        source = .allocate(capacity: n)
    }

    deinit { coverage.deallocate(); source.deallocate() }
}

/// The one way every CGContext operation reaches the pixels: a shape's
/// coverage, cut by the clip (its box and mask) and the antialiasing
/// switch, weights a source's colour times the context's alpha, combined
/// with the destination by the blend mode (a partly covered pixel gets
/// the mode's result in proportion to its coverage). A shadow, when set,
/// is drawn first from the same shape and source.
extension CGContext {
    func compose(_ shape: _Shape, _ source: _Source, mode override: BlendMode? = nil) {
        let clip = _clipPixelRect
        let alpha = UInt32(min(max(Double(gstate.alpha), 0), 1) * 255 + 0.5)
        guard !clip.isEmpty, alpha > 0 else { return }
        if case .solid(0) = source, override == nil, gstate.blendMode == .normal { return }
        let mode = override ?? gstate.blendMode._raster
        if let shadow = gstate.shadow, override == nil { drawShadow(shape, source, shadow, clip: clip, alpha: alpha) }

        let target = _surface
        let mask = gstate.clipMask?.mask
        let aliased = !(gstate.antialias && gstate.allowsAntialiasing)
        _rows.reserve(clip.width) // before reading the buffers' addresses
        let src = _rows.source
        var touched = PixelRect.empty
        forEachSpan(shape, within: clip) { y, x, n, cov in
            if let mask { multiplyCoverage(cov, by: mask.row(y) + x, count: n) }
            if aliased { threshold(cov, count: n) }
            let dst = target.row(y) + x
            switch source {
            case .solid(let c) where mode == .normal:
                blendSolidSpan(dst, coverage: cov, count: n, color: scalePixel(c, alpha))
            case .solid(let c):
                let s = scalePixel(c, alpha)
                for i in 0..<n { dst[i] = blendPixel(mode, s, dst[i], coverage: UInt32(cov[i])) }
            case .shader(let shade):
                shade(y, x, n, src, cov)
                if mode == .normal {
                    blendSpan(dst, src, count: n, alpha: alpha, coverage: cov)
                } else {
                    for i in 0..<n { dst[i] = blendPixel(mode, scalePixel(src[i], alpha), dst[i], coverage: UInt32(cov[i])) }
                }
            }
            touched = touched.union(PixelRect(x: x, y: y, width: n, height: 1))
        }
        _didDrawPixels(touched)
    }

    /// Calls `body(y, x, count, coverage)` for each row of `shape` inside
    /// `area`; `coverage` is the context's row buffer, free to modify.
    func forEachSpan(_ shape: _Shape, within area: PixelRect,
                     _ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        _rows.reserve(area.width)
        let cov = _rows.coverage
        switch shape {
        case .path(let path, let rule):
            _rasterizer.fill(path, rule: rule, clip: area, tolerance: Self.flatteningTolerance(gstate.flatness)) { y, x, run in
                cov.update(from: run.baseAddress!, count: run.count)
                body(y, x, run.count, cov)
            }
        case .area(let r):
            let r = r.intersection(area)
            guard !r.isEmpty else { return }
            for y in r.y0..<r.y1 {
                cov.update(repeating: 255, count: r.width)
                body(y, r.x0, r.width, cov)
            }
        }
    }

    /// Surface pixels drawn into: the caller's bytes catch up.
    func _didDrawPixels(_ r: PixelRect) {
        guard !r.isEmpty else { return }
        let h = height
        _didDraw(CGRect(x: r.x0, y: h - r.y1, width: r.width, height: r.height))
    }
}

@inline(__always)
func multiplyCoverage(_ cov: UnsafeMutablePointer<UInt8>, by mask: UnsafePointer<UInt8>, count: Int) {
    for i in 0..<count { cov[i] = UInt8(truncatingIfNeeded: mul255(UInt32(cov[i]), UInt32(mask[i]))) }
}

/// Antialiasing off: a pixel is in when at least half covered.
@inline(__always)
func threshold(_ cov: UnsafeMutablePointer<UInt8>, count: Int) {
    for i in 0..<count { cov[i] = cov[i] >= 128 ? 255 : 0 }
}
