#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an image at real-valued positions, confined to a region.
struct ImageSampler {
    let image: Surface
    let x0: Double, y0: Double, x1: Double, y1: Double
    let filter: SampleFilter
    /// The region in whole pixels: samples clamp to it.
    let ix0: Int, iy0: Int, ix1: Int, iy1: Int

    init(image: Surface, source: (x0: Double, y0: Double, x1: Double, y1: Double), filter: SampleFilter) {
        self.image = image
        self.filter = filter
        x0 = Swift.max(0, source.x0); y0 = Swift.max(0, source.y0)
        x1 = Swift.min(Double(image.width), source.x1); y1 = Swift.min(Double(image.height), source.y1)
        ix0 = Swift.max(0, Int(x0.rounded(.down))); iy0 = Swift.max(0, Int(y0.rounded(.down)))
        ix1 = Swift.max(ix0 + 1, Swift.min(image.width, Int(x1.rounded(.up))))
        iy1 = Swift.max(iy0 + 1, Swift.min(image.height, Int(y1.rounded(.up))))
    }

    /// The mip level (with its fraction) for a map that shows one source
    /// pixel as `scale` destination pixels: 0 when magnifying.
    func level(forScale scale: Double) -> Double {
        guard scale > 0, scale < 1 else { return 0 }
        return Swift.min(-log2(scale), 14)
    }

    @inline(__always)
    func texel(_ x: Int, _ y: Int) -> UInt32 {
        image.pixels[Swift.min(Swift.max(y, iy0), iy1 - 1) * image.stride + Swift.min(Swift.max(x, ix0), ix1 - 1)]
    }

    /// A sampler with the level's mip samplers looked up once (a draw has
    /// one level; looking it up per pixel took a lock per pixel).
    func prepared(level: Double) -> PreparedSampler {
        guard filter == .trilinear, level > 0 else {
            return PreparedSampler(a: self, b: nil, ka: 1, kb: 1, t: 0, nearest: filter == .nearest)
        }
        let l0 = Int(level.rounded(.down))
        let a = l0 == 0 ? ImageSampler(image: image, source: (x0, y0, x1, y1), filter: .bilinear) : mipSampler(l0)
        return PreparedSampler(a: a, b: mipSampler(l0 + 1), ka: 1 / Double(1 << l0), kb: 1 / Double(1 << (l0 + 1)),
                               t: UInt32((level - Double(l0)) * 256 + 0.5), nearest: false)
    }

    func sample(_ u: Double, _ v: Double, level: Double) -> UInt32 {
        switch filter {
        case .nearest:
            return texel(Int(u.rounded(.down)), Int(v.rounded(.down)))
        case .bilinear:
            return bilinear(u, v)
        case .trilinear:
            guard level > 0 else { return bilinear(u, v) }
            // Bilinear in the two nearest levels, blended by the fraction.
            let l0 = Int(level.rounded(.down))
            let a = l0 == 0 ? bilinear(u, v) : mipSampler(l0).bilinear(u / Double(1 << l0), v / Double(1 << l0))
            let b = mipSampler(l0 + 1).bilinear(u / Double(1 << (l0 + 1)), v / Double(1 << (l0 + 1)))
            return lerpPixel(a, b, UInt32(((level - Double(l0)) * 256).rounded()))
        }
    }

    /// A sampler over level n of the image, the region scaled with it.
    func mipSampler(_ n: Int) -> ImageSampler {
        let k = Double(1 << n)
        return ImageSampler(image: image.mipLevel(n), source: (x0 / k, y0 / k, x1 / k, y1 / k), filter: .bilinear)
    }

    /// Four texels weighted by the position between their centres.
    @inline(__always)
    func bilinear(_ u: Double, _ v: Double) -> UInt32 {
        let fu = boundedCoordinate(u - 0.5), fv = boundedCoordinate(v - 0.5)
        // floor without a libm call (baseline x86-64 has no roundsd).
        let x = floorInt(fu), y = floorInt(fv)
        let wx = UInt32((fu - Double(x)) * 256 + 0.5), wy = UInt32((fv - Double(y)) * 256 + 0.5)
        if x >= ix0 && x &+ 1 < ix1 && y >= iy0 && y &+ 1 < iy1 {
            // Inside the region (nearly every sample): four direct loads.
            let q = image.pixels + (y &* image.stride &+ x)
            let s = image.stride
            return lerpPixel(lerpPixel(q[0], q[1], wx), lerpPixel(q[s], q[s &+ 1], wx), wy)
        }
        let p00 = texel(x, y), p10 = texel(x + 1, y), p01 = texel(x, y + 1), p11 = texel(x + 1, y + 1)
        return lerpPixel(lerpPixel(p00, p10, wx), lerpPixel(p01, p11, wx), wy)
    }
}

extension ImageSampler {
    /// `bilinear` at (fu + 0.5, fv + 0.5) given fu, fv in 16.16 fixed point:
    /// no floating-point conversions per sample, weights in 1/256.
    @inline(__always)
    func bilinearFixed(_ fu: Int, _ fv: Int) -> UInt32 {
        let x = fu >> 16, y = fv >> 16
        let wx = UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF), wy = UInt32(truncatingIfNeeded: (fv >> 8) & 0xFF)
        if x >= ix0 && x &+ 1 < ix1 && y >= iy0 && y &+ 1 < iy1 {
            let q = image.pixels + (y &* image.stride &+ x)
            let s = image.stride
            return lerpPixel(lerpPixel(q[0], q[1], wx), lerpPixel(q[s], q[s &+ 1], wx), wy)
        }
        let p00 = texel(x, y), p10 = texel(x &+ 1, y), p01 = texel(x, y &+ 1), p11 = texel(x &+ 1, y &+ 1)
        return lerpPixel(lerpPixel(p00, p10, wx), lerpPixel(p01, p11, wx), wy)
    }
}

/// Samples at one mip level (or between two), set up once per draw.
struct PreparedSampler {
    let a: ImageSampler
    let b: ImageSampler?
    let ka: Double, kb: Double
    /// Weight of `b`, 0...256.
    let t: UInt32
    let nearest: Bool

    @inline(__always)
    func sample(_ u: Double, _ v: Double) -> UInt32 {
        if nearest { return a.texel(floorInt(u), floorInt(v)) }
        let p = a.bilinear(u * ka, v * ka)
        guard let b else { return p }
        return lerpPixel(p, b.bilinear(u * kb, v * kb), t)
    }
}

/// ⌊x⌋ without a libm call, for any x: bounded first (see
/// `boundedCoordinate`), so nothing traps converting to Int.
@inline(__always)
func floorInt(_ x: Double) -> Int {
    let c = boundedCoordinate(x)
    let i = Int(c)
    return Double(i) > c ? i - 1 : i
}

/// `x` within ±10^15, NaN at the low end. Far outside an image every tap
/// clamps to its edge anyway; bounded, a coordinate converts to Int and
/// its fraction to a weight, and at 10^15 a double still resolves eighths.
@inline(__always)
func boundedCoordinate(_ x: Double) -> Double {
    x > -1e15 ? (x < 1e15 ? x : 1e15) : -1e15
}

/// p + (q − p) · w / 256 per channel, w in 0...256.
@inlinable @inline(__always)
public func lerpPixel(_ p: UInt32, _ q: UInt32, _ w: UInt32) -> UInt32 {
    let iw = 256 &- w
    let rb = (((p & 0x00FF_00FF) &* iw &+ (q & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
    let ag = (((p >> 8) & 0x00FF_00FF) &* iw &+ ((q >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
    return rb | ag
}
