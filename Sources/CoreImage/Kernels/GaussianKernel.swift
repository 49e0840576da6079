import Foundation

/// Core Image's Gaussian blur (`CIGaussianBlur`): the sampled Gaussian of
/// standard deviation σ (the filter's `inputRadius`), cut off at ⌈3σ⌉,
/// applied separably to premultiplied linear pixels. Without clamping the
/// picture is transparent beyond its edges and the result is ⌈3σ⌉ larger
/// on every side, as on iOS (a 200-pixel image blurred by 8 is 248
/// wide); clamped, edge pixels repeat outward and the size is kept.
enum GaussianKernel {
    /// The normalised weights, 2⌈3σ⌉ + 1 of them.
    static func weights(sigma: Double) -> [Float] {
        let r = radius(sigma: sigma)
        let w = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = w.reduce(0, +)
        return w.map { Float($0 / total) }
    }

    /// How far the blur reaches, in pixels.
    static func radius(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int((3 * sigma).rounded(.up))
    }

    static func blur(_ p: LinearPixels, sigma: Double, clamp: Bool) -> LinearPixels {
        let r = radius(sigma: sigma)
        guard r > 0 else { return p }
        let k = weights(sigma: sigma)
        let grow = clamp ? 0 : r
        let w = p.width + 2 * grow, h = p.height + 2 * grow
        // Across: source rows into a grown-width buffer of the same rows.
        var across = LinearPixels(width: w, height: p.height)
        for y in 0..<p.height {
            for x in 0..<w {
                var s: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for j in -r...r {
                    var sx = x - grow + j
                    if clamp { sx = Swift.min(Swift.max(sx, 0), p.width - 1) } else if sx < 0 || sx >= p.width { continue }
                    let o = (y * p.width + sx) * 4, kw = k[j + r]
                    s.0 += kw * p.values[o]; s.1 += kw * p.values[o + 1]
                    s.2 += kw * p.values[o + 2]; s.3 += kw * p.values[o + 3]
                }
                let o = (y * w + x) * 4
                across.values[o] = s.0; across.values[o + 1] = s.1
                across.values[o + 2] = s.2; across.values[o + 3] = s.3
            }
        }
        // Down.
        var out = LinearPixels(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                var s: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for j in -r...r {
                    var sy = y - grow + j
                    if clamp { sy = Swift.min(Swift.max(sy, 0), p.height - 1) } else if sy < 0 || sy >= p.height { continue }
                    let o = (sy * w + x) * 4, kw = k[j + r]
                    s.0 += kw * across.values[o]; s.1 += kw * across.values[o + 1]
                    s.2 += kw * across.values[o + 2]; s.3 += kw * across.values[o + 3]
                }
                let o = (y * w + x) * 4
                out.values[o] = s.0; out.values[o + 1] = s.1
                out.values[o + 2] = s.2; out.values[o + 3] = s.3
            }
        }
        return out
    }
}
