import Raster

/// A context's shadow (`setShadow(offset:blur:color:)`).
struct _ShadowStyle {
    var offset: CGSize
    var blur: CGFloat
    /// Premultiplied.
    var color: UInt32
}

/// Shadows: every operation drawn while a shadow is set first paints a
/// blurred, offset copy of its own alpha in the shadow colour.
///
/// As on iOS (since 3.2, Technical Q&A QA1706), the offset and blur are in
/// the base space, not the CTM's: a positive height moves the shadow down
/// the bitmap whatever the CTM, and they scale only with the context's
/// base scale. The blur is taken as a Gaussian of sigma blur / 2, the
/// reading that matches Quartz's soft edge width.
extension CGContext {
    /// A shadow of black at one-third alpha, Apple's default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// A shadow in `color`; nil (or a transparent colour) turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            gstate.shadow = nil
            return
        }
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            _Diagnostics.report("CGContext.setShadow: non-finite offset or blur (\(offset), \(blur)); shadow off")
            gstate.shadow = nil
            return
        }
        gstate.shadow = _ShadowStyle(offset: offset, blur: max(blur, 0), color: color._premultipliedPixel)
    }

    func drawShadow(_ shape: _Shape, _ source: _Source, _ style: _ShadowStyle, clip: PixelRect, alpha: UInt32) {
        let k = Double(_baseScale)
        // Past sigma 512 px a shadow is a faint haze over thousands of
        // pixels; capping it bounds the mask and the blur.
        let sigma = min(Double(style.blur) * k / 2, 512)
        let dx = Double(style.offset.width) * k, dy = Double(style.offset.height) * k
        guard abs(dx) < 1e6, abs(dy) < 1e6 else { return }
        let ox = Int((dx).rounded()), oy = Int((dy).rounded())
        let reach = GaussianBlur.extent(sigma: sigma)
        // The part of the shape whose blurred shadow can land in the clip
        // (and no more than the shape's own box).
        let shapeBox: PixelRect
        switch shape {
        case .area(let r): shapeBox = r
        case .path(let path, _):
            guard let b = path.bounds else { return }
            shapeBox = PixelRect.covering(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY,
                                          within: PixelRect(x0: -(1 << 40), y0: -(1 << 40), x1: 1 << 40, y1: 1 << 40))
        }
        let region = PixelRect(x0: clip.x0 - ox - reach, y0: clip.y0 - oy - reach,
                               x1: clip.x1 - ox + reach, y1: clip.y1 - oy + reach)
            .intersection(PixelRect(x0: shapeBox.x0 - reach, y0: shapeBox.y0 - reach,
                                    x1: shapeBox.x1 + reach, y1: shapeBox.y1 + reach))
        guard !region.isEmpty else { return }
        guard let m = AlphaMask(width: region.width, height: region.height) else { return }
        _rows.reserve(region.width) // before reading the buffers' addresses
        let src = _rows.source
        var drew = false
        forEachSpan(shape, within: region) { y, x, n, cov in
            let out = m.row(y - region.y0) + (x - region.x0)
            switch source {
            case .solid(let c):
                let a = mul255(c >> 24, alpha)
                for i in 0..<n { out[i] = UInt8(truncatingIfNeeded: mul255(UInt32(cov[i]), a)) }
            case .shader(let shade):
                shade(y, x, n, src, cov)
                for i in 0..<n { out[i] = UInt8(truncatingIfNeeded: mul255(mul255(UInt32(cov[i]), src[i] >> 24), alpha)) }
            }
            drew = true
        }
        guard drew else { return }
        if sigma > 0 { GaussianBlur.blur(m, sigma: sigma, scratch: _rows.scratch) }

        let target = _surface
        let clipMask = gstate.clipMask?.mask
        let area = PixelRect(x: region.x0 + ox, y: region.y0 + oy, width: region.width, height: region.height)
            .intersection(clip)
        guard !area.isEmpty else { return }
        let cov = _rows.coverage // reserved above: area is no wider than region
        for y in area.y0..<area.y1 {
            cov.update(from: m.row(y - region.y0 - oy) + (area.x0 - region.x0 - ox), count: area.width)
            if let clipMask { multiplyCoverage(cov, by: clipMask.row(y) + area.x0, count: area.width) }
            blendSolidSpan(target.row(y) + area.x0, coverage: cov, count: area.width, color: style.color)
        }
        _didDrawPixels(area)
    }
}

extension CGColor {
    /// The colour as one premultiplied ARGB pixel.
    var _premultipliedPixel: UInt32 {
        let c = _rgba
        return premultipliedPixel(r: Double(c.r), g: Double(c.g), b: Double(c.b), a: Double(c.a))
    }
}
