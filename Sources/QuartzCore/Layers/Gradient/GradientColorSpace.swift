import Foundation
import Raster

/// The colour space a gradient layer blends its colours in, as iOS's
/// pictures show it: not the sRGB of the colours themselves, but Apple's
/// Generic RGB (P22 phosphors, D65 white, gamma 1.8). Each colour is
/// carried into it, clipped to its gamut, blended there, and carried back.
///
/// Measured from a `CAGradientLayer` from `UIColor.red` to
/// `UIColor.yellow` drawn by iOS (`render(in:)`): its green rises as
/// t^1.8 in linear light, not as the sRGB blend's t^2.2, and starts at
/// 38/255 rather than 0, where sRGB's red, outside Generic RGB's gamut,
/// comes back from the clip a little yellow. This model reproduces that
/// picture within 1.6/255 in every channel (before iOS's dither).
enum _GradientColorSpace {
    /// Generic RGB's linear values to sRGB's (both relative to their white,
    /// from their ICC profiles' colorants).
    static let toSRGB: [[Double]] = [[1.0239, -0.0276, 0.0029],
                                     [0.0208, 0.9495, 0.0306],
                                     [-0.0020, -0.0019, 1.0034]]

    /// The inverse of `toSRGB`.
    static let fromSRGB: [[Double]] = inverse(toSRGB)

    /// Generic RGB's transfer: a pure power (the profile's 461/256).
    static let gamma = 461.0 / 256

    /// An sRGB colour's (unpremultiplied, 0...1) encoded Generic RGB values,
    /// clipped to its gamut.
    static func blendable(_ r: Double, _ g: Double, _ b: Double) -> SIMD3<Double> {
        let l = [r, g, b].map { Double(SRGB.decode(Float(min(max($0, 0), 1)))) }
        var out = SIMD3<Double>()
        for i in 0..<3 {
            let v = fromSRGB[i][0] * l[0] + fromSRGB[i][1] * l[1] + fromSRGB[i][2] * l[2]
            out[i] = pow(min(max(v, 0), 1), 1 / gamma)
        }
        return out
    }

    /// Back from `blendable`'s values (blended) to sRGB, encoded, 0...1.
    /// Through tables: a gradient's 257 entries are made each time it draws.
    static func sRGB(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let l = SIMD3(lookup(powerTable, v.x), lookup(powerTable, v.y), lookup(powerTable, v.z))
        var out = SIMD3<Double>()
        for i in 0..<3 {
            let s = toSRGB[i][0] * l.x + toSRGB[i][1] * l.y + toSRGB[i][2] * l.z
            out[i] = lookup(encodeTable, s)
        }
        return out
    }

    /// `a` and `z` (sRGB) blended at `u` (0: a, 1: z) as a gradient layer
    /// blends them; alpha is blended as it is.
    static func blend(_ a: _Color, _ z: _Color, _ u: CGFloat) -> _Color {
        let from = blendable(Double(a.r), Double(a.g), Double(a.b)), to = blendable(Double(z.r), Double(z.g), Double(z.b))
        let c = sRGB(from + (to - from) * Double(u))
        return _Color(r: CGFloat(c.x), g: CGFloat(c.y), b: CGFloat(c.z), a: a.a + (z.a - a.a) * u)
    }

    static let tableSteps = 4096
    /// x^gamma and the sRGB encoding of x, for x in 0...1 in `tableSteps` steps.
    static let powerTable: [Double] = (0...tableSteps).map { pow(Double($0) / Double(tableSteps), gamma) }
    static let encodeTable: [Double] = (0...tableSteps).map { Double(SRGB.encode(Float($0) / Float(tableSteps))) }

    /// `table` at x (clamped to 0...1), between its steps linearly.
    static func lookup(_ table: [Double], _ x: Double) -> Double {
        let f = min(max(x, 0), 1) * Double(tableSteps)
        let i = min(Int(f), tableSteps - 1)
        return table[i] + (table[i + 1] - table[i]) * (f - Double(i))
    }

    static func inverse(_ m: [[Double]]) -> [[Double]] {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2]), (d, e, f) = (m[1][0], m[1][1], m[1][2])
        let (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }
}
