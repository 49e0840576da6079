/// Every compositing operator Apple's `CGBlendMode` names, on premultiplied
/// pixels: the separable and non-separable modes of the W3C "Compositing
/// and Blending Level 1" recommendation (which Quartz's modes follow) and
/// the Porter-Duff operators, plus Quartz's plusDarker and plusLighter.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

}

/// `src` composited onto `dst` (both premultiplied ARGB) by `mode`, at
/// full coverage. Plain floating point per channel, rounded once: these
/// modes serve CGContext drawing, where clarity beats speed (source-over,
/// the common case, never comes here).
public func blendPixel(_ mode: BlendMode, _ src: UInt32, _ dst: UInt32) -> UInt32 {
    let s = unpack(src), d = unpack(dst)
    let sa = s.a, da = d.a
    var r: (a: Double, r: Double, g: Double, b: Double)
    switch mode {
    case .clear: r = (0, 0, 0, 0)
    case .copy: r = s
    case .sourceIn: r = scaled(s, da)
    case .sourceOut: r = scaled(s, 1 - da)
    case .sourceAtop: r = add(scaled(s, da), scaled(d, 1 - sa))
    case .destinationOver: r = add(d, scaled(s, 1 - da))
    case .destinationIn: r = scaled(d, sa)
    case .destinationOut: r = scaled(d, 1 - sa)
    case .destinationAtop: r = add(scaled(d, sa), scaled(s, 1 - da))
    case .xor: r = add(scaled(s, 1 - da), scaled(d, 1 - sa))
    case .plusLighter: r = (min(1, sa + da), min(1, s.r + d.r), min(1, s.g + d.g), min(1, s.b + d.b))
    case .plusDarker:
        // Apple: R = max(0, 1 − ((1 − D) + (1 − S))), on premultiplied values.
        r = (min(1, sa + da), max(0, 1 - ((da - d.r) + (sa - s.r))), max(0, 1 - ((da - d.g) + (sa - s.g))),
             max(0, 1 - ((da - d.b) + (sa - s.b))))
        r.r = min(r.r, r.a); r.g = min(r.g, r.a); r.b = min(r.b, r.a)
    case .normal:
        r = add(s, scaled(d, 1 - sa))
    default:
        // Blending: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs) with
        // Cs, Cb the unpremultiplied colours (W3C, section 5.8).
        let cs = sa > 0 ? (s.r / sa, s.g / sa, s.b / sa) : (0, 0, 0)
        let cb = da > 0 ? (d.r / da, d.g / da, d.b / da) : (0, 0, 0)
        let m = mix(mode, cb, cs)
        let k = sa * da
        r = (sa + da - k,
             s.r * (1 - da) + d.r * (1 - sa) + k * m.0,
             s.g * (1 - da) + d.g * (1 - sa) + k * m.1,
             s.b * (1 - da) + d.b * (1 - sa) + k * m.2)
    }
    return pack(r)
}

/// lerp(dst, blendPixel(mode, src, dst), coverage / 255): a shape's edge
/// blends its operator's result with what was there.
@inline(__always)
public func blendPixel(_ mode: BlendMode, _ src: UInt32, _ dst: UInt32, coverage: UInt32) -> UInt32 {
    if coverage == 0 { return dst }
    let full = blendPixel(mode, src, dst)
    if coverage >= 255 { return full }
    return scalePixel(full, coverage) &+ scalePixel(dst, 255 - coverage)
}

private typealias Channels = (a: Double, r: Double, g: Double, b: Double)

@inline(__always)
private func unpack(_ p: UInt32) -> Channels {
    (Double(p >> 24) / 255, Double((p >> 16) & 0xFF) / 255, Double((p >> 8) & 0xFF) / 255, Double(p & 0xFF) / 255)
}

@inline(__always)
private func pack(_ c: Channels) -> UInt32 {
    func q(_ v: Double) -> UInt32 { UInt32(unitClamped(v) * 255 + 0.5) }
    let a = q(c.a)
    return a << 24 | min(q(c.r), a) << 16 | min(q(c.g), a) << 8 | min(q(c.b), a)
}

@inline(__always) private func scaled(_ c: Channels, _ k: Double) -> Channels { (c.a * k, c.r * k, c.g * k, c.b * k) }
@inline(__always) private func add(_ x: Channels, _ y: Channels) -> Channels { (x.a + y.a, x.r + y.r, x.g + y.g, x.b + y.b) }

private typealias RGB = (Double, Double, Double)

/// B(Cb, Cs) for the blending modes.
private func mix(_ mode: BlendMode, _ b: RGB, _ s: RGB) -> RGB {
    switch mode {
    case .hue: return setLum(setSat(s, sat(b)), lum(b))
    case .saturation: return setLum(setSat(b, sat(s)), lum(b))
    case .color: return setLum(s, lum(b))
    case .luminosity: return setLum(b, lum(s))
    default: return (separable(mode, b.0, s.0), separable(mode, b.1, s.1), separable(mode, b.2, s.2))
    }
}

private func separable(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
    switch mode {
    case .multiply: return cb * cs
    case .screen: return cb + cs - cb * cs
    case .overlay: return separable(.hardLight, cs, cb)
    case .darken: return min(cb, cs)
    case .lighten: return max(cb, cs)
    case .colorDodge:
        if cb == 0 { return 0 }
        return cs >= 1 ? 1 : min(1, cb / (1 - cs))
    case .colorBurn:
        if cb >= 1 { return 1 }
        return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
    case .hardLight:
        return cs <= 0.5 ? cb * 2 * cs : separable(.screen, cb, 2 * cs - 1)
    case .softLight:
        if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
        let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
        return cb + (2 * cs - 1) * (d - cb)
    case .difference: return abs(cb - cs)
    case .exclusion: return cb + cs - 2 * cb * cs
    default: return cs
    }
}

private func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

private func clipColor(_ c: RGB) -> RGB {
    let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
    var r = c
    if n < 0 {
        r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n))
    }
    if x > 1 {
        r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l))
    }
    return r
}

private func setLum(_ c: RGB, _ l: Double) -> RGB {
    let d = l - lum(c)
    return clipColor((c.0 + d, c.1 + d, c.2 + d))
}

private func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

/// The W3C SetSat: the largest channel becomes s, the smallest 0, the
/// middle one keeps its place between them.
private func setSat(_ c: RGB, _ s: Double) -> RGB {
    let mx = max(c.0, c.1, c.2), mn = min(c.0, c.1, c.2)
    guard mx > mn else { return (0, 0, 0) }
    func f(_ v: Double) -> Double { (v - mn) * s / (mx - mn) }
    return (f(c.0), f(c.1), f(c.2))
}
