import Foundation
import Raster

/// How two pictures of one size differ, as swift-snapshot-testing judges
/// them on iOS. Both are 8-bit RGBA, premultiplied, in sRGB, row after row
/// with no padding (what drawing an image into such a bitmap gives).
enum PixelComparison {
    /// The bytes that differ: `precision` on iOS is the share of bytes
    /// (four a pixel) that must be equal when `perceptualPrecision` is 1.
    static func differingBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        precondition(a.count == b.count)
        var n = 0
        for i in 0..<a.count where a[i] != b[i] { n += 1 }
        return n
    }

    /// The pixels whose colour differs by more than `threshold` ΔE and the
    /// largest ΔE: what iOS measures with Core Image's `CILabDeltaE` filter
    /// (the CIE 1994 ΔE of the two pixels in L*a*b*, 0 to 100, where about 2
    /// is a just noticeable difference) and counts on the GPU. The colour
    /// is taken as Core Image's filters receive it, premultiplied: a pixel
    /// that is less opaque is darker.
    static func perceptualDifference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
                                     threshold: Float) -> (failing: Int, maximumDeltaE: Float) {
        precondition(a.count == b.count)
        var failing = 0, maximum: Float = 0
        var i = 0
        while i + 3 < a.count {
            defer { i += 4 }
            // Equal colours (most pixels) are 0 apart: no need to convert.
            if a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] { continue }
            let e = deltaE94(lab(a[i], a[i + 1], a[i + 2]), lab(b[i], b[i + 1], b[i + 2]))
            if e > threshold {
                failing += 1
                maximum = max(maximum, e)
            }
        }
        return (failing, maximum)
    }

    /// An sRGB byte's linear intensity.
    private static let linear = SRGB.decodeTable

    /// CIE L*a*b* of an sRGB colour, against D65 white.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (l: Float, a: Float, b: Float) {
        let lr = linear[Int(r)], lg = linear[Int(g)], lb = linear[Int(b)]
        // sRGB's primaries to XYZ, each divided by the white point's.
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        func f(_ t: Float) -> Float { t > 216.0 / 24389 ? cbrtf(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The CIE 1994 colour difference (graphic arts weights: kL = 1,
    /// K1 = 0.045, K2 = 0.015), with `p` the reference colour.
    static func deltaE94(_ p: (l: Float, a: Float, b: Float), _ q: (l: Float, a: Float, b: Float)) -> Float {
        let dl = p.l - q.l
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dc = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// A grey picture of where the two differ: each pixel the largest
    /// difference of its four channels, stretched so the largest difference
    /// is white (as swift-snapshot-testing's difference image on iOS).
    static func differenceMap(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        precondition(a.count == b.count)
        var map = [UInt8](repeating: 0, count: a.count / 4)
        var most: UInt8 = 0
        for p in 0..<map.count {
            var d: UInt8 = 0
            for c in 0..<4 {
                let x = a[p * 4 + c], y = b[p * 4 + c]
                d = max(d, x > y ? x - y : y - x)
            }
            map[p] = d
            most = max(most, d)
        }
        if most > 0 && most < 255 {
            for p in 0..<map.count { map[p] = UInt8((Int(map[p]) * 255 + Int(most) / 2) / Int(most)) }
        }
        return map
    }
}
