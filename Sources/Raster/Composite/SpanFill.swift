/// Solid-colour spans: the innermost loops of every fill. Colours are
/// premultiplied ARGB; coverage is 0...255 per pixel.

/// `count` pixels from `p` become `color` over themselves.
@inlinable
public func blendSolidSpan(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
    let sa = color >> 24
    if sa == 255 {
        p.update(repeating: color, count: count)
        return
    }
    if sa == 0 && color == 0 { return }
    let inv = 255 &- sa
    for i in 0..<count { p[i] = color &+ scalePixel(p[i], inv) }
}

/// `count` pixels from `p` get `color` scaled by each pixel's coverage,
/// over themselves. Runs of full coverage take the solid loop.
@inlinable
public func blendSolidSpan(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32) {
    var i = 0
    while i < count {
        let c = UInt32(coverage[i])
        if c == 255 {
            var j = i + 1
            while j < count && coverage[j] == 255 { j += 1 }
            blendSolidSpan(p + i, count: j - i, color: color)
            i = j
            continue
        }
        if c != 0 {
            let s = scalePixel(color, c)
            p[i] = s &+ scalePixel(p[i], 255 &- (s >> 24))
        }
        i += 1
    }
}

/// `count` pixels from `p` get `color` scaled by one coverage value.
@inlinable
public func blendSolidSpan(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UInt32) {
    if coverage >= 255 { blendSolidSpan(p, count: count, color: color); return }
    if coverage == 0 { return }
    blendSolidSpan(p, count: count, color: scalePixel(color, coverage))
}

/// `count` source pixels over `count` destination pixels, each source
/// scaled by `alpha` (0...255) and an optional per-pixel coverage.
@inlinable
public func blendSpan(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, count: Int, alpha: UInt32,
                      coverage: UnsafePointer<UInt8>? = nil) {
    if let coverage {
        for i in 0..<count {
            let k = mul255(alpha, UInt32(coverage[i]))
            let s = scalePixel(src[i], k)
            dst[i] = s &+ scalePixel(dst[i], 255 &- (s >> 24))
        }
    } else if alpha >= 255 {
        for i in 0..<count {
            let s = src[i]
            dst[i] = s &+ scalePixel(dst[i], 255 &- (s >> 24))
        }
    } else {
        for i in 0..<count {
            let s = scalePixel(src[i], alpha)
            dst[i] = s &+ scalePixel(dst[i], 255 &- (s >> 24))
        }
    }
}

/// Multiplies `count` pixels by per-pixel alpha (a mask) and a constant:
/// what masks and clip shapes do to an offscreen group.
@inlinable
public func multiplySpan(_ p: UnsafeMutablePointer<UInt32>, by coverage: UnsafePointer<UInt8>, count: Int) {
    for i in 0..<count {
        let c = UInt32(coverage[i])
        if c != 255 { p[i] = scalePixel(p[i], c) }
    }
}
