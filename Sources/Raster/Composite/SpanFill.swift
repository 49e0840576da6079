/// Solid-colour spans: the innermost loops of every fill. Colours are
/// premultiplied ARGB; coverage is 0...255 per pixel.
@_implementationOnly import CSpans

/// Whether the AVX2 kernels of `CSpans` run here (spans of a layer's
/// width and more take them: twice the pixels per instruction).
@usableFromInline
var wideSpans: Bool { qz_spans_wide() != 0 }

// The AVX2 kernels, reached from the inlinable loops below through these
// functions of Raster's own, so a module that inlines the loops needs
// Raster alone, not `CSpans`' C module (which a module that sees Raster
// but not its C targets, as a package dependency that tests for UIKit
// does, cannot load). One call a span of 16 pixels or more.
@usableFromInline
func wideSolidSpan(_ p: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
    qz_blend_solid_span_avx2(p, count, color)
}

@usableFromInline
func wideCoverageSpan(_ p: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ count: Int, _ color: UInt32) {
    qz_blend_coverage_span_avx2(p, coverage, count, color)
}

@usableFromInline
func wideCoveragePiece(_ p: UnsafeMutablePointer<UInt32>, _ coverage: UnsafePointer<UInt8>, _ count: Int, _ color: UInt32,
                       _ room: Int) {
    qz_blend_coverage_piece_avx2(p, coverage, count, color, room)
}

@usableFromInline
func wideBlendSpan(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int, _ alpha: UInt32,
                   _ coverage: UnsafePointer<UInt8>?) {
    qz_blend_span_avx2(dst, src, count, alpha, coverage)
}

@usableFromInline
func wideLerpDownOver(_ dst: UnsafeMutablePointer<UInt32>, _ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>,
                      _ count: Int, _ w: UInt32, _ alpha: UInt32) {
    qz_lerp_down_over_avx2(dst, upper, lower, count, w, alpha)
}

/// One row of an axial gradient in AVX2 (`qz_shade_axial_avx2`, the bytes
/// QuartzCore's gradient shader gives pixel by pixel); false, having
/// done nothing, where the processor lacks AVX2.
package func shadeAxialRowWide(_ out: UnsafeMutablePointer<UInt32>, count: Int, x0: Int, py: Double,
                               start: (x: Double, y: Double), step: (x: Double, y: Double),
                               table: UnsafePointer<Int32>, tableSize: Int, ditherRow: UnsafePointer<Int32>) -> Bool {
    guard wideSpans else { return false }
    qz_shade_axial_avx2(out, count, x0, py, start.x, start.y, step.x, step.y, table, tableSize, ditherRow)
    return true
}

/// One row of a radial gradient in AVX2 (`qz_shade_radial_avx2`); false,
/// having done nothing, where the processor lacks AVX2.
package func shadeRadialRowWide(_ out: UnsafeMutablePointer<UInt32>, count: Int, x0: Int, py: Double,
                                start: (x: Double, y: Double), inverse: (a: Double, b: Double, c: Double, d: Double),
                                radii: (x: Double, y: Double), table: UnsafePointer<Int32>, tableSize: Int,
                                ditherRow: UnsafePointer<Int32>) -> Bool {
    guard wideSpans else { return false }
    qz_shade_radial_avx2(out, count, x0, py, start.x, start.y, inverse.a, inverse.b, inverse.c, inverse.d, radii.x, radii.y,
                         table, tableSize, ditherRow)
    return true
}

/// `count` pixels from `p` become `color` over themselves.
@inlinable
public func blendSolidSpan(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
    let sa = color >> 24
    if sa == 255 {
        p.update(repeating: color, count: count)
        return
    }
    if color == 0 { return }
    if count >= 16 && wideSpans {
        wideSolidSpan(p, count, color)
        return
    }
    let inv = Quad(repeating: UInt16(255 &- sa))
    let src = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Quad.self)
    let raw = UnsafeMutableRawPointer(p)
    var i = 0
    // Two quads per iteration: the loop's own bookkeeping is a good part
    // of so short a body.
    while i &+ 8 <= count {
        let q = raw + i &* 4
        let a = loadQuad(q), b = loadQuad(q + 16)
        storeQuad(src &+ scaleQuad(a, inv), q)
        storeQuad(src &+ scaleQuad(b, inv), q + 16)
        i &+= 8
    }
    if i &+ 4 <= count {
        let q = raw + i &* 4
        storeQuad(src &+ scaleQuad(loadQuad(q), inv), q)
        i &+= 4
    }
    while i < count {
        p[i] = color &+ scalePixel(p[i], 255 &- sa)
        i &+= 1
    }
}

/// `count` pixels from `p` get `color` scaled by each pixel's coverage,
/// over themselves, four at a time; empty quads are skipped.
@inlinable
public func blendSolidSpan(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32) {
    if count >= 16 && wideSpans {
        wideCoverageSpan(p, coverage, count, color)
        return
    }
    if color & 0x00FF_FFFF == 0 {
        // Black (a shadow's usual colour; a shadow's mask is mostly
        // partial coverage): the scaled source is its alpha alone, so one
        // product per channel of the destination and one per pixel remain.
        let sa = Quad(repeating: UInt16(color >> 24))
        // The alpha lanes (R|A: the odd ones) of four pixels.
        let alphaLanes = unsafeBitCast(SIMD4<UInt32>(repeating: 0xFF00_0000), to: Quad.self)
        blendCoverageQuads(p, coverage: coverage, count: count, color: color) { dst, c4 in
            // round(alpha · c / 255) in both lanes of each pixel.
            let a = mulDiv255(spreadCoverage(c4), sa)
            return scaleQuad(dst, 255 &- a) &+ ((a &<< 8) & alphaLanes)
        }
        return
    }
    let src = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Quad.self)
    blendCoverageQuads(p, coverage: coverage, count: count, color: color) { dst, c4 in
        let s = scaleQuad(src, spreadCoverage(c4))
        // The scaled source's alpha, per pixel, is round(sa · c / 255).
        return s &+ scaleQuad(dst, 255 &- spreadAlpha(s))
    }
}

/// The loop of `blendSolidSpan(_:coverage:count:color:)`: four pixels at
/// a time, skipping empty quads, full ones as a plain blend, the rest by
/// `partial(destination, four coverage bytes)`; then pixel by pixel.
@inlinable @inline(__always)
func blendCoverageQuads(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32,
                        partial: (Quad, UInt32) -> Quad) {
    let src = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Quad.self)
    let inv = Quad(repeating: UInt16(255 &- (color >> 24)))
    let raw = UnsafeMutableRawPointer(p)
    var i = 0
    while i &+ 4 <= count {
        let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
        if c4 == 0xFFFF_FFFF {
            let q = raw + i &* 4
            storeQuad(src &+ scaleQuad(loadQuad(q), inv), q)
        } else if c4 != 0 {
            let q = raw + i &* 4
            storeQuad(partial(loadQuad(q), c4), q)
        }
        i &+= 4
    }
    while i < count {
        let c = UInt32(coverage[i])
        if c != 0 {
            let s = scalePixel(color, c)
            p[i] = s &+ scalePixel(p[i], 255 &- (s >> 24))
        }
        i &+= 1
    }
}

/// A corner's piece of a row (a few pixels, a different coverage each)
/// blended in place, as `blendShortSpan` blends it: with AVX2, eight
/// pixels a step, none pixel by pixel. `room` (at least `count`) is how
/// many pixels from `p` are the caller's to rewrite unchanged (the rest
/// of its row: a step may reach past the piece and store those pixels
/// as they were). `coverage` must be readable to `count` rounded up to a
/// multiple of 8 (a corner's tiles are).
@inlinable
public func blendPiece(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32,
                       room: Int) {
    if wideSpans {
        wideCoveragePiece(p, coverage, count, color, room)
    } else {
        blendShortSpan(p, coverage: coverage, count: count, color: color)
    }
}

/// A short span (a border's side, a corner's column) blended in place:
/// most such spans are under four pixels, where a call costs more than
/// the blending.
@inlinable @inline(__always)
public func blendShortSpan(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32) {
    if count >= 4 {
        blendSolidSpan(p, coverage: coverage, count: count, color: color)
        return
    }
    // An opaque colour where it covers a pixel completely (a border's
    // sides, most of its corners) simply replaces it.
    let opaque = color >> 24 == 255
    var i = 0
    while i < count {
        let c = UInt32(coverage[i])
        if c == 255 && opaque {
            p[i] = color
        } else if c != 0 {
            let s = c == 255 ? color : scalePixel(color, c)
            p[i] = s &+ scalePixel(p[i], 255 &- (s >> 24))
        }
        i &+= 1
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
    if count >= 16 && wideSpans {
        wideBlendSpan(dst, src, count, alpha, coverage)
        return
    }
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
