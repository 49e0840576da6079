import Raster

/// Shadows. A layer that is only a background and a border casts the
/// blur of its own rounded rectangle (cached across frames, see
/// `ShadowMaskCache`): the alpha it casts is the background's inside the
/// border's inner edge and the border over the background in the ring,
/// which is exactly the blur of its composited alpha, since blurring is
/// linear. Anything else casts the blur of its composited alpha from an
/// offscreen. Wide blurs work at reduced resolution, and a shape's is
/// drawn only where it lands in the clip.
extension _Compositor {
    func drawShapeShadow(_ p: UnsafePointer<_LayerProperties>, _ m: Projective, _ shape: RoundedRect, _ s: _ShadowStyle,
                         into target: Surface, clip: PixelRect) {
        // Alphas as drawn: an additive colour animation can carry one
        // past 1 (or below 0); the pixels clamp it, so the shadow does too.
        let inside = (p.pointee.backgroundColor?.rgba.a).map { unitClamped(Double($0)) } ?? 0
        var ring = inside
        if p.pointee.borderWidth > 0, let a = p.pointee.borderColor?.rgba.a { ring = inside + unitClamped(Double(a)) * (1 - inside) }
        guard ring > 0 else { return }
        let cast = shape.offsetBy(dx: s.dx, dy: s.dy)
        // A shadow wholly outside the clip costs nothing: no mask is made
        // (a replicator's thousands of off-screen instances, each at its
        // own sub-pixel phase, would otherwise blur one mask apiece).
        guard !_Compositor.shadow(of: cast, sigma: s.sigma, misses: clip) else { return }
        let inset = ring == inside ? 0 : Double(p.pointee.borderWidth) * _Compositor.scale(of: m)
        guard let blurred = _Compositor.shadows.withLock({
            $0.scaledMask(for: cast, sigma: s.sigma, borderInset: inset, inside: inside, ring: ring)
        }) else { return }
        // A plain shape's mask is its full alpha; the colour carries the level.
        let level = inset == 0 ? UInt32((inside * 255).rounded()) : 255
        let color = scalePixel(s.color, level)
        if blurred.factor == 1 {
            target.blend(blurred.mask, atX: blurred.x, y: blurred.y, color: color, clip: clip)
            return
        }
        // A wide blur's mask is small: read back only where it lands.
        let area = blurred.reach.intersection(clip).intersection(target.bounds)
        blurred.sample(columns: area.x0..<area.x1, rows: area.y0..<area.y1, scratch: scratch) { y, coverage in
            blendSolidSpan(target.row(y) + area.x0, coverage: coverage, count: area.width, color: color)
        }
    }

    /// Whether the blurred shadow of `cast` (already offset) lies wholly
    /// outside `clip`, the blur's reach included.
    static func shadow(of cast: RoundedRect, sigma: Double, misses clip: PixelRect) -> Bool {
        let reach = Double(GaussianBlur.extent(sigma: sigma) + 1)
        return !(cast.minX - reach < Double(clip.x1) && cast.maxX + reach > Double(clip.x0)
                 && cast.minY - reach < Double(clip.y1) && cast.maxY + reach > Double(clip.y0))
    }

    /// The shadow of whatever `surface` holds in `area`, put beneath it
    /// (destination-over), from the alpha it holds there.
    func castShadow(of surface: Surface, area: PixelRect, _ s: _ShadowStyle) {
        guard let mask = scratchMask(width: area.width, height: area.height, slot: 0) else { return }
        let dx = Int(s.dx.rounded()), dy = Int(s.dy.rounded())
        // The mask covers `area`; each of its pixels takes the alpha found
        // at the offset's opposite in the surface.
        for y in 0..<area.height {
            let row = mask.pixels + y * mask.width
            let sy = area.y0 + y - dy
            guard sy >= area.y0, sy < area.y1 else { row.update(repeating: 0, count: area.width); continue }
            let src = surface.row(sy)
            for x in 0..<area.width {
                let sx = area.x0 + x - dx
                row[x] = sx >= area.x0 && sx < area.x1 ? UInt8(src[sx] >> 24) : 0
            }
        }
        GaussianBlur.blur(mask, sigma: s.sigma, scratch: scratch, width: area.width, height: area.height,
                          origin: (area.x0, area.y0))
        for y in 0..<area.height {
            let p = surface.row(area.y0 + y) + area.x0
            let m = mask.pixels + y * mask.width
            for x in 0..<area.width where m[x] != 0 {
                let shade = scalePixel(s.color, UInt32(m[x]))
                p[x] = p[x] &+ scalePixel(shade, 255 &- (p[x] >> 24))
            }
        }
    }
}
