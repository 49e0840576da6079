#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gaussian blur of an alpha mask, in place (zero outside the mask).
///
/// Below sigma 2 the kernel is sampled exactly (radius ⌈3σ⌉); above, three
/// box passes whose widths are chosen so their variance equals σ²
/// (Kovesi, "Fast almost-Gaussian filtering", 2010): within about 2% of
/// the true Gaussian, at a cost independent of σ. Wide blurs run at
/// reduced resolution (see `reductionFactor`).
public enum GaussianBlur {
    /// The three box radii whose sum of variances ((2r+1)² − 1)/12 best
    /// matches σ².
    public static func boxRadii(sigma: Double) -> (Int, Int, Int) {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = Int(((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n)
                     / Double(-4 * wl - 4)).rounded())
        func radius(_ pass: Int) -> Int { ((pass < m ? wl : wu) - 1) / 2 }
        return (radius(0), radius(1), radius(2))
    }

    /// How far the blur spreads: pad masks by this much. A blur run at
    /// reduced resolution spreads as far as its small blur does, in small
    /// pixels, and two more for the averaging and the interpolation.
    public static func extent(sigma: Double) -> Int {
        let f = reductionFactor(sigma: sigma)
        guard f > 1 else { return fullExtent(sigma: sigma) }
        return Swift.max(fullExtent(sigma: sigma), (fullExtent(sigma: reducedSigma(sigma, factor: f)) + 2) * f)
    }

    /// The spread of the blur run at full resolution.
    static func fullExtent(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        if sigma < 2 { return Int((3 * sigma).rounded(.up)) }
        let (a, b, c) = boxRadii(sigma: sigma)
        return a + b + c
    }

    /// Blurs `mask` in place. `scratch` must hold max(width, height) bytes
    /// (plus the exact kernel's floats below σ 2).
    public static func blur(_ mask: AlphaMask, sigma: Double, scratch: RowScratch) {
        blur(mask, sigma: sigma, scratch: scratch, width: mask.width, height: mask.height)
    }

    /// Blurs the top-left `width` × `height` pixels of `mask` only, as if
    /// the rest were not there (reused masks larger than the picture).
    /// `origin` is where the mask's pixel (0, 0) lies on the picture it
    /// belongs to: a reduced blur averages blocks on that picture's
    /// lattice, so masks cut from it at different places (bands, damaged
    /// rects) agree wherever they both see the whole blur.
    public static func blur(_ mask: AlphaMask, sigma: Double, scratch: RowScratch, width: Int, height: Int,
                            origin: (x: Int, y: Int) = (0, 0)) {
        guard sigma > 0, sigma.isFinite else { return }
        let w = Swift.min(width, mask.width), h = Swift.min(height, mask.height)
        guard w > 0, h > 0 else { return }
        let f = reductionFactor(sigma: sigma)
        if f > 1 {
            blurReduced(mask, sigma: sigma, factor: f, scratch: scratch, width: w, height: h, origin: origin)
            return
        }
        scratch.reserve(Swift.max(w, h))
        let stride = mask.width
        if sigma < 2 {
            exact(mask.pixels, width: w, height: h, stride: stride, sigma: sigma, scratch: scratch)
            return
        }
        let (a, b, c) = boxRadii(sigma: sigma)
        for pass in 0..<3 {
            let r = pass == 0 ? a : pass == 1 ? b : c
            guard r > 0 else { continue }
            for y in 0..<h { box(mask.pixels + y * stride, count: w, step: 1, radius: r, tmp: scratch.coverage) }
            for x in 0..<w { box(mask.pixels + x, count: h, step: stride, radius: r, tmp: scratch.coverage) }
        }
    }

    /// One box pass along a line of `count` values `step` apart: a running
    /// sum, rounded to nearest.
    static func box(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, tmp: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { tmp[i] = p[i * step] }
        let d = UInt32(2 * r + 1)
        var sum: UInt32 = 0
        for i in 0..<Swift.min(r, count) { sum += UInt32(tmp[i]) }
        for i in 0..<count {
            if i + r < count { sum += UInt32(tmp[i + r]) }
            p[i * step] = UInt8((sum + d / 2) / d)
            if i - r >= 0 { sum -= UInt32(tmp[i - r]) }
        }
    }

    /// The sampled Gaussian, separably, for small σ.
    static func exact(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                      scratch: RowScratch) {
        let r = Int((3 * sigma).rounded(.up))
        var kernel = [Float](repeating: 0, count: 2 * r + 1)
        var total: Float = 0
        for i in -r...r {
            let w = Float(exp(-Double(i * i) / (2 * sigma * sigma)))
            kernel[i + r] = w
            total += w
        }
        for i in kernel.indices { kernel[i] /= total }
        kernel.withUnsafeBufferPointer { k in
            for y in 0..<height { convolve(pixels + y * stride, count: width, step: 1, kernel: k, tmp: scratch.coverage) }
            for x in 0..<width { convolve(pixels + x, count: height, step: stride, kernel: k, tmp: scratch.coverage) }
        }
    }

    static func convolve(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, kernel: UnsafeBufferPointer<Float>,
                         tmp: UnsafeMutablePointer<UInt8>) {
        let r = kernel.count / 2
        for i in 0..<count { tmp[i] = p[i * step] }
        for i in 0..<count {
            var s: Float = 0
            for j in Swift.max(0, i - r)...Swift.min(count - 1, i + r) { s += kernel[j - i + r] * Float(tmp[j]) }
            p[i * step] = UInt8(Swift.min(255, s + 0.5))
        }
    }

    /// The slow reference: a true Gaussian (radius ⌈4σ⌉) in doubles.
    public static func reference(_ mask: AlphaMask, sigma: Double) -> [Double] {
        let r = Int((4 * sigma).rounded(.up))
        let w = mask.width, h = mask.height
        var k = [Double](repeating: 0, count: 2 * r + 1)
        for i in -r...r { k[i + r] = exp(-Double(i * i) / (2 * sigma * sigma)) }
        let t = k.reduce(0, +)
        k = k.map { $0 / t }
        var tmp = [Double](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w {
            var s = 0.0
            for j in -r...r where x + j >= 0 && x + j < w { s += k[j + r] * Double(mask[x + j, y]) }
            tmp[y * w + x] = s
        } }
        var out = [Double](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w {
            var s = 0.0
            for j in -r...r where y + j >= 0 && y + j < h { s += k[j + r] * tmp[(y + j) * w + x] }
            out[y * w + x] = s
        } }
        return out
    }
}

