#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a frosted panel shows of what is behind it: the picture under an
/// area, blurred by a Gaussian and its colour saturated, drawn back over
/// the area (Core Animation's backdrop, under `UIVisualEffectView`).
///
/// A backdrop is wide and its blur strong (σ 20 to 30 points), so it is
/// made at reduced resolution in three passes over premultiplied colour:
/// the picture around the area is averaged down in blocks of f × f
/// pixels (the largest power of two leaving σ/f at least 2.5), the small
/// picture is blurred (three box passes whose variance is the rest of
/// σ², or the sampled kernel below 2 small pixels), and each pixel of the
/// area is read back from it by bilinear interpolation, saturated and
/// composited in the same step. A window-wide blur of σ 20 then touches
/// each full-size pixel twice. Blocks sit on multiples of f from the
/// picture's origin, so a clipped draw (a damaged rect) gives the pixels
/// a whole one gives. Past the edges of what may be read the nearest
/// pixel repeats, as on iOS (a panel at the top of the screen does not
/// darken towards it). Buffers are kept between frames.
public final class BackdropBlur {
    /// The small picture, four floats a pixel, and a row of scratch.
    private var small: [Float] = []
    private var line: [Float] = []
    /// The small picture saturated and packed, each column's block and
    /// weight, and a row of blocks mixed between two rows, for `compose`.
    private var packed: [UInt32] = []
    private var taps: [UInt32] = []
    private var mixed: [UInt32] = []

    public init() {}

    /// Below this σ the picture is not blurred (a radius animating up from 0).
    public static let minimumSigma = 0.25

    /// The block side a blur of `sigma` is made at.
    public static func factor(sigma: Double) -> Int {
        var f = 1
        while sigma / Double(2 * f) >= 2.5 && f < 64 { f *= 2 }
        return f
    }

    /// The blur's σ in small pixels: the averaging and the interpolation
    /// each widen it (by 1/12 and 1/6 of a small pixel squared).
    static func smallSigma(_ sigma: Double, factor f: Int) -> Double {
        let s = sigma / Double(f)
        return f == 1 ? s : Swift.max(0.5, (s * s - 0.25).squareRoot())
    }

    /// How far past an area a blur of `sigma` reads.
    public static func reach(sigma: Double) -> Int {
        guard sigma >= minimumSigma, sigma.isFinite else { return 0 }
        let f = factor(sigma: sigma)
        return Int((3 * sigma).rounded(.up)) + 2 * f
    }

    /// Draws `source`'s pixels around `area`, blurred by `sigma`, their
    /// saturation scaled by `saturation` (1 keeps it; Rec. 709 luminance
    /// is kept), at `opacity`, over `target` within `area`. `readable` is
    /// where `source` may be read (beyond it the nearest pixel repeats);
    /// `source` and `target` share one pixel grid and may be the same
    /// surface (everything is read before anything is written).
    public func draw(from source: Surface, readable: PixelRect, area: PixelRect, sigma: Double, saturation: Double,
                     opacity: Double, into target: Surface) {
        let area = area.intersection(target.bounds)
        let readable = readable.intersection(source.bounds)
        guard !area.isEmpty, !readable.isEmpty, opacity > 0 else { return }
        let blurs = sigma >= Self.minimumSigma && sigma.isFinite
        let f = blurs ? Self.factor(sigma: sigma) : 1
        let r = Self.reach(sigma: blurs ? sigma : 0)
        // The blocks (on multiples of f) that cover the area and its reach.
        func down(_ v: Int) -> Int { v >= 0 ? v / f : -((-v + f - 1) / f) }
        let bx0 = down(area.x0 - r), by0 = down(area.y0 - r)
        let bx1 = down(area.x1 + r - 1) + 1, by1 = down(area.y1 + r - 1) + 1
        let w = bx1 - bx0, h = by1 - by0
        guard w > 0, h > 0, w * h <= 1 << 26 else { return }
        if small.count < w * h * 4 { small = [Float](repeating: 0, count: w * h * 4) }
        if line.count < Swift.max(w, h) * 4 { line = [Float](repeating: 0, count: Swift.max(w, h) * 4) }
        small.withUnsafeMutableBufferPointer { s in
            line.withUnsafeMutableBufferPointer { l in
                let s = s.baseAddress!, l = l.baseAddress!
                average(source, readable: readable, blocks: (bx0, by0, w, h), factor: f, into: s)
                if blurs { blur(s, width: w, height: h, sigma: Self.smallSigma(sigma, factor: f), line: l) }
                compose(s, blocks: (bx0, by0, w, h), factor: f, area: area, saturation: saturation,
                        opacity: opacity, into: target)
            }
        }
    }

    /// Each block's mean premultiplied colour (0...255 a channel), pixels
    /// outside `readable` taken from its nearest edge.
    private func average(_ source: Surface, readable: PixelRect, blocks b: (x: Int, y: Int, w: Int, h: Int), factor f: Int,
                         into s: UnsafeMutablePointer<Float>) {
        let scale = 1 / Float(f * f)
        for j in 0..<b.h {
            let out = s + j * b.w * 4
            for i in 0..<b.w * 4 { out[i] = 0 }
            for dy in 0..<f {
                let y = Swift.min(Swift.max((b.y + j) * f + dy, readable.y0), readable.y1 - 1)
                let row = source.row(y)
                for i in 0..<b.w {
                    var a: UInt32 = 0, red: UInt32 = 0, g: UInt32 = 0, blue: UInt32 = 0
                    let x0 = (b.x + i) * f
                    if x0 >= readable.x0 && x0 + f <= readable.x1 {
                        for x in x0..<(x0 + f) {
                            let p = row[x]
                            a &+= p >> 24; red &+= p >> 16 & 0xFF; g &+= p >> 8 & 0xFF; blue &+= p & 0xFF
                        }
                    } else {
                        for x in x0..<(x0 + f) {
                            let p = row[Swift.min(Swift.max(x, readable.x0), readable.x1 - 1)]
                            a &+= p >> 24; red &+= p >> 16 & 0xFF; g &+= p >> 8 & 0xFF; blue &+= p & 0xFF
                        }
                    }
                    let o = out + i * 4
                    o[0] += Float(a); o[1] += Float(red); o[2] += Float(g); o[3] += Float(blue)
                }
            }
            for i in 0..<b.w * 4 { out[i] *= scale }
        }
    }

    /// Blurs the small picture in place, separably, edges repeating.
    private func blur(_ s: UnsafeMutablePointer<Float>, width w: Int, height h: Int, sigma: Double,
                      line: UnsafeMutablePointer<Float>) {
        if sigma < 2 {
            let r = Int((3 * sigma).rounded(.up))
            var k = (-r...r).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
            let total = k.reduce(0, +)
            k = k.map { $0 / total }
            k.withUnsafeBufferPointer { k in
                for y in 0..<h { convolve(s + y * w * 4, count: w, step: 4, kernel: k, line: line) }
                for x in 0..<w { convolve(s + x * 4, count: h, step: w * 4, kernel: k, line: line) }
            }
            return
        }
        let (a, b, c) = GaussianBlur.boxRadii(sigma: sigma)
        for pass in 0..<3 {
            let radius = pass == 0 ? a : pass == 1 ? b : c
            guard radius > 0 else { continue }
            for y in 0..<h { box(s + y * w * 4, count: w, step: 4, radius: radius, line: line) }
            for x in 0..<w { box(s + x * 4, count: h, step: w * 4, radius: radius, line: line) }
        }
    }

    /// One box pass along `count` pixels `step` floats apart (a running
    /// sum; past the ends the end pixel repeats).
    private func box(_ p: UnsafeMutablePointer<Float>, count n: Int, step: Int, radius r: Int,
                     line: UnsafeMutablePointer<Float>) {
        for i in 0..<n { for c in 0..<4 { line[i * 4 + c] = p[i * step + c] } }
        let inv = 1 / Float(2 * r + 1)
        var sum = SIMD4<Float>(repeating: 0)
        @inline(__always) func at(_ i: Int) -> SIMD4<Float> {
            let j = Swift.min(Swift.max(i, 0), n - 1) * 4
            return SIMD4(line[j], line[j + 1], line[j + 2], line[j + 3])
        }
        for i in -r...r { sum += at(i) }
        for i in 0..<n {
            let v = sum * inv
            p[i * step] = v[0]; p[i * step + 1] = v[1]; p[i * step + 2] = v[2]; p[i * step + 3] = v[3]
            sum += at(i + r + 1) - at(i - r)
        }
    }

    /// The sampled kernel along `count` pixels `step` floats apart.
    private func convolve(_ p: UnsafeMutablePointer<Float>, count n: Int, step: Int, kernel k: UnsafeBufferPointer<Float>,
                          line: UnsafeMutablePointer<Float>) {
        for i in 0..<n { for c in 0..<4 { line[i * 4 + c] = p[i * step + c] } }
        let r = k.count / 2
        for i in 0..<n {
            var sum = SIMD4<Float>(repeating: 0)
            for j in -r...r {
                let q = Swift.min(Swift.max(i + j, 0), n - 1) * 4
                sum += k[j + r] * SIMD4(line[q], line[q + 1], line[q + 2], line[q + 3])
            }
            p[i * step] = sum[0]; p[i * step + 1] = sum[1]; p[i * step + 2] = sum[2]; p[i * step + 3] = sum[3]
        }
    }

    /// Every pixel of `area` from the small picture, at `opacity`, over
    /// `target`. Saturation and opacity are linear, so they are applied to
    /// the small picture's blocks (clamped there to valid premultiplied
    /// colours), which are then packed into 8-bit pixels; a pixel is then
    /// two integer interpolations between block centres (the rows' mix
    /// made once per row, the columns' taps once per draw).
    private func compose(_ s: UnsafeMutablePointer<Float>, blocks b: (x: Int, y: Int, w: Int, h: Int), factor f: Int,
                         area: PixelRect, saturation: Double, opacity: Double, into target: Surface) {
        let k = Float(Swift.min(Swift.max(opacity, 0), 1))
        let sat = Float(saturation.isFinite ? Swift.max(saturation, 0) : 1)
        // Saturation as a matrix on (r, g, b) keeping Rec. 709 luminance.
        let q = 1 - sat, lr: Float = 0.2126 * q, lg: Float = 0.7152 * q, lb: Float = 0.0722 * q
        if packed.count < b.w * b.h { packed = [UInt32](repeating: 0, count: b.w * b.h) }
        let n = area.width
        if taps.count < n { taps = [UInt32](repeating: 0, count: n) }
        if mixed.count < b.w + 1 { mixed = [UInt32](repeating: 0, count: b.w + 1) }
        packed.withUnsafeMutableBufferPointer { packed in
            for i in 0..<(b.w * b.h) {
                let a = s[i * 4] * k, r = s[i * 4 + 1] * k, g = s[i * 4 + 2] * k, bl = s[i * 4 + 3] * k
                let alpha = Swift.min(Swift.max(a, 0), 255)
                @inline(__always) func ch(_ v: Float) -> UInt32 { UInt32(Swift.min(Swift.max(v, 0), alpha) + 0.5) }
                let rs = r * (lr + sat) + g * lg + bl * lb
                let gs = r * lr + g * (lg + sat) + bl * lb
                let bs = r * lr + g * lg + bl * (lb + sat)
                packed[i] = UInt32(alpha + 0.5) << 24 | ch(rs) << 16 | ch(gs) << 8 | ch(bs)
            }
            taps.withUnsafeMutableBufferPointer { taps in
                mixed.withUnsafeMutableBufferPointer { mixed in
                    let inv = 1 / Float(f)
                    // A tap: the block index above the 9-bit weight of the next.
                    for c in 0..<n {
                        let u = (Float(area.x0 + c) + 0.5) * inv - 0.5 - Float(b.x)
                        let i0 = Swift.min(Swift.max(Int(u.rounded(.down)), 0), b.w - 1)
                        let w = i0 + 1 < b.w ? UInt32((Swift.min(Swift.max(u - Float(i0), 0), 1) * 256).rounded()) : 0
                        taps[c] = UInt32(i0) << 9 | w
                    }
                    for y in area.y0..<area.y1 {
                        let v = (Float(y) + 0.5) * inv - 0.5 - Float(b.y)
                        let j0 = Swift.min(Swift.max(Int(v.rounded(.down)), 0), b.h - 1), j1 = Swift.min(j0 + 1, b.h - 1)
                        let wy = UInt32((Swift.min(Swift.max(v - Float(j0), 0), 1) * 256).rounded())
                        let top = packed.baseAddress! + j0 * b.w, bottom = packed.baseAddress! + j1 * b.w
                        for i in 0..<b.w { mixed[i] = lerpPixel(top[i], bottom[i], wy) }
                        mixed[b.w] = mixed[b.w - 1]
                        let out = target.row(y) + area.x0
                        for c in 0..<n {
                            let t = taps[c], i0 = Int(t >> 9)
                            let p = lerpPixel(mixed[i0], mixed[i0 + 1], t & 0x1FF)
                            out[c] = p >> 24 == 255 ? p : sourceOver(p, out[c])
                        }
                    }
                }
            }
        }
    }
}
