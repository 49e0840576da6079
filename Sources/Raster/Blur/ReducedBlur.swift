/// Wide blurs at reduced resolution.
///
/// A Gaussian of large σ leaves nothing but slow ramps: sampled every few
/// pixels and interpolated, it is the same picture to within rounding. So
/// past `reductionThreshold` a blur averages the mask down by a power of
/// two f (σ/f stays at least 4 mask pixels), blurs the small copy, and
/// reads it back by bilinear interpolation. The average and the
/// interpolation each widen the blur a little (by variances 1/12 and 1/6
/// of a small pixel squared), which the small blur's σ gives back. A
/// shadow of radius 200 then costs what one of radius 6 does, plus one
/// read and one write of each full-size pixel; and a shadow drawn straight
/// from a small mask (`ScaledMask`) costs only the pixels it lands on.
extension GaussianBlur {
    /// Below this σ (in pixels) blurs run at full resolution.
    public static let reductionThreshold = 16.0

    /// The power of two a blur of `sigma` runs reduced by: 1 below the
    /// threshold, else the largest that keeps σ/f at least 4.
    public static func reductionFactor(sigma: Double) -> Int {
        guard sigma >= reductionThreshold, sigma.isFinite else { return 1 }
        var f = 1
        while Double(f * 2) * 4 <= sigma && f < 1 << 20 { f *= 2 }
        return f
    }

    /// The σ, in reduced pixels, of the blur run at factor `f` (see above).
    public static func reducedSigma(_ sigma: Double, factor f: Int) -> Double {
        guard f > 1 else { return sigma }
        let s = sigma / Double(f)
        return Swift.max(0.5, (s * s - 0.25).squareRoot())
    }

    /// Blurs the top-left `width` × `height` of `mask` reduced by `f`,
    /// its blocks on the lattice of multiples of f from the picture's
    /// origin (`origin` is where mask pixel (0, 0) lies on the picture).
    static func blurReduced(_ mask: AlphaMask, sigma: Double, factor f: Int, scratch: RowScratch, width w: Int, height h: Int,
                            origin: (x: Int, y: Int)) {
        // Mask coordinates of the first block's corner: at or before 0.
        func phase(_ o: Int) -> Int { let r = o % f; return r >= 0 ? -r : -(r + f) }
        let bx = phase(origin.x), by = phase(origin.y)
        let sw = (w - bx + f - 1) / f, sh = (h - by + f - 1) / f
        guard let small = scratch.reducedMask(width: sw, height: sh) else { return }
        // Down: the mean of each f × f block (what lies past the edge is 0).
        let area = UInt32(f * f)
        for j in 0..<sh {
            let out = small.row(j)
            for i in 0..<sw {
                var sum: UInt32 = 0
                for y in Swift.max(0, by + j * f)..<Swift.min(h, by + (j + 1) * f) {
                    let row = mask.row(y)
                    for x in Swift.max(0, bx + i * f)..<Swift.min(w, bx + (i + 1) * f) { sum &+= UInt32(row[x]) }
                }
                out[i] = UInt8((sum + area / 2) / area)
            }
        }
        blur(small, sigma: reducedSigma(sigma, factor: f), scratch: scratch, width: sw, height: sh)
        // Up: every pixel from the four small pixels around its centre.
        let scaled = ScaledMask(mask: small, factor: f, x: bx, y: by, width: sw, height: sh)
        scaled.sample(columns: 0..<w, rows: 0..<h, scratch: scratch) { y, coverage in
            mask.row(y).update(from: coverage, count: w)
        }
    }
}

/// An alpha mask at 1/f of the target's resolution: its pixel (i, j)
/// covers target pixels x + f·i ..< x + f·(i + 1) and likewise down, and
/// the target reads it by bilinear interpolation between pixel centres,
/// as zero beyond its edges.
public struct ScaledMask {
    public let mask: AlphaMask
    public let factor: Int
    /// Where its pixel (0, 0) begins on the target.
    public let x: Int, y: Int
    /// The part of `mask` in use (a reused mask may be larger).
    public let width: Int, height: Int

    public init(mask: AlphaMask, factor: Int, x: Int, y: Int, width: Int, height: Int) {
        self.mask = mask; self.factor = factor; self.x = x; self.y = y
        self.width = Swift.min(width, mask.width); self.height = Swift.min(height, mask.height)
    }

    /// The target pixels it reaches (a little past its pixels' edges,
    /// where interpolation fades it out).
    public var reach: PixelRect {
        PixelRect(x0: x - factor / 2, y0: y - factor / 2, x1: x + width * factor + factor / 2,
                  y1: y + height * factor + factor / 2)
    }

    /// One tap along an axis: the small pixel before the target pixel's
    /// centre (−1 before the first) and the weight of the next, in 1/256.
    @inline(__always)
    func tap(_ t: Int, origin: Int) -> (index: Int, weight: Int) {
        // Centre of target pixel t in small pixels, less a half: (2(t − o) + 1 − f) / 2f.
        let num = 2 * (t - origin) + 1 - factor, den = 2 * factor
        let index = num >= 0 ? num / den : -((-num + den - 1) / den)
        let weight = ((num - index * den) * 256 + factor) / den
        return (index, weight)
    }

    /// Calls `body(y, coverage)` for each target row in `rows` with the
    /// interpolated coverage of target columns `columns` (coverage[0] is
    /// column columns.lowerBound).
    public func sample(columns: Range<Int>, rows: Range<Int>, scratch: RowScratch,
                       _ body: (Int, UnsafeMutablePointer<UInt8>) -> Void) {
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let n = columns.count
        scratch.reserve(n)
        // Column taps, once: index + 1 (so −1 fits) above the 9-bit weight.
        let taps = scratch.colors, out = scratch.coverage
        for k in 0..<n {
            let (i, w) = tap(columns.lowerBound + k, origin: x)
            taps[k] = UInt32(truncatingIfNeeded: (i + 1) << 9 | w)
        }
        let w = width, h = height
        @inline(__always) func at(_ row: UnsafeMutablePointer<UInt8>?, _ i: Int) -> Int {
            guard let row, i >= 0, i < w else { return 0 }
            return Int(row[i])
        }
        for ty in rows {
            let (j, wy) = tap(ty, origin: y)
            let r0 = j >= 0 && j < h ? mask.row(j) : nil
            let r1 = j + 1 >= 0 && j + 1 < h ? mask.row(j + 1) : nil
            for k in 0..<n {
                let i = Int(taps[k] >> 9) - 1, wx = Int(taps[k] & 0x1FF)
                let top = at(r0, i) * (256 - wx) + at(r0, i + 1) * wx
                let bottom = at(r1, i) * (256 - wx) + at(r1, i + 1) * wx
                out[k] = UInt8((top * (256 - wy) + bottom * wy + 32768) >> 16)
            }
            body(ty, out)
        }
    }
}
