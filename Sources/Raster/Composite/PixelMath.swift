/// Per-channel arithmetic on premultiplied ARGB pixels.
///
/// Two channels ride in one 32-bit word (`0x00RR00BB` and `0x00AA00GG`),
/// so a pixel costs two multiplies, and every division by 255 is exact and
/// rounded to nearest: for t = a·b + 128, (t + (t >> 8)) >> 8 equals
/// round(a·b / 255) for all a, b in 0...255 (Blinn, "Three wrongs make a
/// right"). Wrapping operators keep the loops free of overflow traps so the
/// compiler can vectorise them.

/// round(a · b / 255) for a, b in 0...255.
@inlinable @inline(__always)
public func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Every channel of `p` times `k / 255` (k in 0...255), rounded.
@inlinable @inline(__always)
public func scalePixel(_ p: UInt32, _ k: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
}

/// Premultiplied source-over: src + dst · (1 − srcAlpha).
@inlinable @inline(__always)
public func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    src &+ scalePixel(dst, 255 &- (src >> 24))
}

/// The obvious per-channel version of `sourceOver`, for tests: each channel
/// in floating point, rounded once.
public func referenceSourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let sa = Double(src >> 24) / 255
    var out: UInt32 = 0
    for shift in stride(from: 0, through: 24, by: 8) {
        let s = Double((src >> UInt32(shift)) & 0xFF), d = Double((dst >> UInt32(shift)) & 0xFF)
        let v = Swift.min(255, (s + d * (1 - sa)).rounded())
        out |= UInt32(v) << UInt32(shift)
    }
    return out
}

/// Each channel of `a` plus `b`'s, at most 255 (premultiplied
/// plus-lighter).
@inlinable @inline(__always)
public func saturatingAdd(_ a: UInt32, _ b: UInt32) -> UInt32 {
    // Even and odd channels in 16-bit lanes: a sum past 255 sets bit 8.
    let rb = (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF)
    let ag = ((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF)
    let rbSat = rb | (((rb & 0x0100_0100) >> 8) &* 0xFF)
    let agSat = ag | (((ag & 0x0100_0100) >> 8) &* 0xFF)
    return (rbSat & 0x00FF_00FF) | ((agSat & 0x00FF_00FF) << 8)
}
