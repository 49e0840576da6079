import Raster

/// Drawing images. The image fills `rect` upright in the context's user
/// space with y up: its first row lands at the rect's top (maxY). In a
/// flipped, UIKit-style CTM it therefore appears upside down, exactly as
/// on Apple's platforms.
extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space), its first row at
    /// `rect.maxY`; with `byTiling`, repeats it at that size across the clip.
    /// A non-finite rect draws nothing, with a diagnostic.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
            _Diagnostics.report("CGContext.draw(_:in:): non-finite rect \(rect); not drawn")
            return
        }
        guard r.width > 0, r.height > 0, image.width > 0, image.height > 0, _ctmIsFinite("draw(_:in:)") else { return }
        if image.isMask, !byTiling {
            // An image mask paints the fill colour where its samples say.
            saveGState()
            clip(to: r, mask: image)
            fill(r)
            restoreGState()
            return
        }
        // Image pixels (rows down) → user space → surface pixels.
        let imageToUser = Projective(a: Double(r.width) / Double(image.width), b: 0, c: 0,
                                     d: -Double(r.height) / Double(image.height), tx: Double(r.minX), ty: Double(r.maxY))
        let imageToSurface = imageToUser.concatenating(_userToSurface)
        if !byTiling, drawReduced(image, imageToSurface) { return }
        guard let inverse = imageToSurface.inverted() else { return }
        let filter: SampleFilter = switch gstate.interpolationQuality {
        case .none: .nearest
        case .low: .bilinear
        default: .trilinear
        }
        guard let sampler = RowSampler(image: image._surface, inverse: inverse, filter: filter, tiled: byTiling) else { return }
        let shape: _Shape
        if byTiling {
            shape = .area(_clipPixelRect)
        } else {
            let p = CGMutablePath()
            p.addRect(r, transform: gstate.ctm)
            guard let path = rasterPath(p._elements) else { return }
            shape = .path(path, .nonZero)
        }
        compose(shape, .shader { y, x, n, out, _ in sampler.sample(y: y, x: x, count: n, into: out) })
    }

    /// An image drawn smaller onto whole pixels, upright or mirrored (the
    /// usual way code scales a picture: a smaller context, `draw(in:)` its
    /// bounds), at the default, medium or high interpolation quality:
    /// resampled as Core Graphics resamples it (`CatmullRomResample`), then
    /// composited pixel for pixel. False, having drawn nothing, for any
    /// other placement, which the general sampler draws.
    func drawReduced(_ image: CGImage, _ m: Projective) -> Bool {
        guard gstate.interpolationQuality != .none, gstate.interpolationQuality != .low,
              m.isAffine, m.b == 0, m.c == 0, m.a != 0, m.d != 0 else { return false }
        func whole(_ v: Double) -> Int? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 && abs(r) < Double(Surface.maxSide) ? Int(r) : nil
        }
        guard let xa = whole(m.tx), let xb = whole(m.tx + m.a * Double(image.width)),
              let ya = whole(m.ty), let yb = whole(m.ty + m.d * Double(image.height)) else { return false }
        let x0 = min(xa, xb), y0 = min(ya, yb), width = abs(xb - xa), height = abs(yb - ya)
        guard width <= image.width, height <= image.height, width < image.width || height < image.height,
              let reduced = CatmullRomResample.resample(image._surface, width: width, height: height) else { return false }
        let mirroredX = m.a < 0, mirroredY = m.d < 0
        compose(.area(PixelRect(x: x0, y: y0, width: width, height: height)), .shader { y, x, n, out, _ in
            let row = reduced.row(mirroredY ? height - 1 - (y - y0) : y - y0)
            for i in 0..<n {
                let rx = x + i - x0
                out[i] = row[mirroredX ? width - 1 - rx : rx]
            }
        })
        return true
    }

    /// Apple's `clear(_:)`: the rect (user space) becomes transparent,
    /// whatever the blend mode, inside the clip.
    public func clear(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect.standardized, transform: gstate.ctm)
        guard let path = rasterPath(p._elements) else { return }
        let savedShadow = gstate.shadow, savedAlpha = gstate.alpha
        gstate.shadow = nil
        gstate.alpha = 1
        compose(.path(path, .nonZero), .solid(0), mode: .clear)
        gstate.shadow = savedShadow
        gstate.alpha = savedAlpha
    }
}
