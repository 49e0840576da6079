import Foundation

/// Core Image's sepia tone (`CISepiaTone`). Each colour becomes a warm
/// tone of its brightness: its luminance in linear light (Rec. 709
/// weights) raised to a power per channel and scaled, then mixed with the
/// original by `intensity` (1 by default: all sepia). The powers and
/// scales were measured from iOS's own output (a picture of every hue,
/// filtered on iOS): they reproduce it within 2.5/255 in each channel.
enum SepiaKernel {
    /// Per channel (red, green, blue): the exponent and the scale.
    static let curves: [(exponent: Float, scale: Float)] = [(0.7812, 1.0015), (1.0811, 0.9873), (1.8809, 0.9036)]

    /// The sepia of one straight (not premultiplied) linear colour.
    static func tone(r: Float, g: Float, b: Float) -> (Float, Float, Float) {
        let luma = Swift.max(0, 0.2126 * r + 0.7152 * g + 0.0722 * b)
        func c(_ i: Int) -> Float { Swift.min(1, curves[i].scale * pow(luma, curves[i].exponent)) }
        return (c(0), c(1), c(2))
    }

    static func apply(_ p: LinearPixels, intensity: Float) -> LinearPixels {
        var out = p
        for i in stride(from: 0, to: p.values.count, by: 4) {
            let a = p.values[i + 3]
            guard a > 0 else { continue }
            let r = p.values[i] / a, g = p.values[i + 1] / a, b = p.values[i + 2] / a
            let s = tone(r: r, g: g, b: b)
            out.values[i] = (r + (s.0 - r) * intensity) * a
            out.values[i + 1] = (g + (s.1 - g) * intensity) * a
            out.values[i + 2] = (b + (s.2 - b) * intensity) * a
        }
        return out
    }
}
