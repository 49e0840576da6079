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
        guard let inverse = imageToUser.concatenating(_userToSurface).inverted() else { return }
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
