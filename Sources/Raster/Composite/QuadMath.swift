#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Four pixels in one vector of eight 16-bit lanes, two channels each
/// (B|G and R|A): masking and shifting give the even and the odd channels
/// in lanes of their own, which multiply eight at a time (SSE2's pmullw)
/// with room for the product, the same trick as `scalePixel` two lanes
/// wider. No widening conversions: they are slow generic code in Swift.
///
/// On x86-64 a few steps use SSE2 instructions Swift's SIMD types do not
/// name (the high half of a product, unpacking bytes into lanes); elsewhere
/// the same arithmetic is spelled out in portable vector code. Both give
/// the same bits (tested against the per-pixel reference).
public typealias Quad = SIMD8<UInt16>

@inlinable @inline(__always)
func loadQuad(_ p: UnsafeRawPointer) -> Quad { p.loadUnaligned(as: Quad.self) }

@inlinable @inline(__always)
func storeQuad(_ v: Quad, _ p: UnsafeMutableRawPointer) { p.storeBytes(of: v, as: Quad.self) }

/// round(v · k / 255) in every lane, for v and k in 0...255. With
/// t = v·k + 128, (t + (t >> 8)) >> 8 (`mul255`) equals (t · 257) >> 16,
/// which SSE2 computes in one instruction (pmulhuw): t stays below 2^16.
@inlinable @inline(__always)
func mulDiv255(_ v: Quad, _ k: Quad) -> Quad {
    let t = v &* k &+ 128
    #if arch(x86_64)
    return unsafeBitCast(_mm_mulhi_epu16(unsafeBitCast(t, to: __m128i.self), _mm_set1_epi16(257)), to: Quad.self)
    #else
    return (t &+ (t &>> 8)) &>> 8
    #endif
}

/// Every channel of four pixels times its pixel's k / 255 (k in 0...255,
/// in both lanes of the pixel), rounded exactly as `mul255`.
@inlinable @inline(__always)
func scaleQuad(_ v: Quad, _ k: Quad) -> Quad {
    mulDiv255(v & 0x00FF, k) | (mulDiv255(v &>> 8, k) &<< 8)
}

/// Four per-pixel factors (0...255) in the two lanes of their pixel.
@inlinable @inline(__always)
func spreadQuad(_ k: SIMD4<UInt32>) -> Quad {
    unsafeBitCast(k | (k &<< 16), to: Quad.self)
}

/// Four coverage bytes (little-endian in `c4`) spread to the two lanes
/// of their pixel.
@inlinable @inline(__always)
func spreadCoverage(_ c4: UInt32) -> Quad {
    #if arch(x86_64)
    let bytes = _mm_cvtsi32_si128(Int32(bitPattern: c4))
    let words = _mm_unpacklo_epi8(bytes, _mm_setzero_si128())
    return unsafeBitCast(_mm_unpacklo_epi16(words, words), to: Quad.self)
    #else
    return spreadQuad(SIMD4<UInt32>(c4 & 0xFF, (c4 >> 8) & 0xFF, (c4 >> 16) & 0xFF, c4 >> 24))
    #endif
}

/// Each pixel's alpha in both of its lanes.
@inlinable @inline(__always)
func spreadAlpha(_ v: Quad) -> Quad {
    spreadQuad(unsafeBitCast(v, to: SIMD4<UInt32>.self) &>> 24)
}
