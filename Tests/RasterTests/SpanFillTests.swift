import Testing
import Raster

/// The vector span blends against the per-pixel reference: identical bytes
/// for every length (vector body and scalar tail), colour and coverage.
/// Lengths reach past 16, where processors with AVX2 take the kernels of
/// `CSpans` (eight pixels a step, a masked last step).
@Suite struct SpanFillTests {
    struct Rng {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
    }

    @Test func solidSpansMatchTheReferenceExactly() {
        var rng = Rng(state: 0x9E37_79B9_7F4A_7C15)
        for trial in 0..<600 {
            let count = trial % 53
            let alpha = [0, 1, 128, 204, 254, 255][trial % 6]
            let color = premultiplied(rng.next(), alpha: UInt32(alpha))
            let dst = (0..<count).map { _ in premultiplied(rng.next(), alpha: UInt32(rng.next() % 256)) }
            var fast = dst, slow = dst
            fast.withUnsafeMutableBufferPointer { blendSolidSpan($0.baseAddress!, count: count, color: color) }
            slow.withUnsafeMutableBufferPointer { referenceBlendSolidSpan($0.baseAddress!, count: count, color: color) }
            #expect(fast == slow, "count \(count) colour \(String(color, radix: 16))")
        }
    }

    @Test func coverageSpansMatchTheReferenceExactly() {
        var rng = Rng(state: 0xDEAD_BEEF_1234_5678)
        for trial in 0..<800 {
            let count = trial % 61
            let alpha = [255, 204, 128, 3, 0][trial % 5]
            // Every third colour is black (shadows take their own path).
            let color = trial % 3 == 0 ? UInt32(alpha) << 24 : premultiplied(rng.next(), alpha: UInt32(alpha))
            let dst = (0..<count).map { _ in premultiplied(rng.next(), alpha: UInt32(rng.next() % 256)) }
            // Runs of full, empty and partial coverage, as shape edges give.
            let cov: [UInt8] = (0..<count).map { i in
                switch (trial + i / 4) % 3 { case 0: 255; case 1: 0; default: UInt8(rng.next() % 256) }
            }
            var fast = dst, slow = dst
            cov.withUnsafeBufferPointer { c in
                fast.withUnsafeMutableBufferPointer {
                    blendSolidSpan($0.baseAddress!, coverage: c.baseAddress!, count: count, color: color)
                }
                slow.withUnsafeMutableBufferPointer {
                    referenceBlendSolidSpan($0.baseAddress!, coverage: c.baseAddress!, count: count, color: color)
                }
            }
            #expect(fast == slow, "count \(count) colour \(String(color, radix: 16))")
        }
    }

    /// A corner's piece of a row (a few pixels, each its own coverage),
    /// eight pixels a step: the reference's bytes, and the pixels past the
    /// piece unchanged whether a step stores them back or is masked.
    @Test func piecesMatchTheReferenceExactly() {
        var rng = Rng(state: 0x0BAD_F00D_CAFE_D00D)
        for trial in 0..<500 {
            let count = 1 + trial % 23
            let color = premultiplied(rng.next(), alpha: [255, 204, 128, 1][trial % 4])
            // Guard pixels after the piece; coverage padded to a whole step.
            let dst = (0..<(count + 10)).map { _ in premultiplied(rng.next(), alpha: UInt32(rng.next() % 256)) }
            let cov: [UInt8] = (0..<(count + 8)).map { i in
                switch (trial + i / 2) % 3 { case 0: 255; case 1: 0; default: UInt8(rng.next() % 256) }
            }
            var fast = dst, slow = dst
            // Room for whole steps past the piece, or only the piece's.
            fast.withUnsafeMutableBufferPointer {
                blendPiece($0.baseAddress!, coverage: cov, count: count, color: color, room: trial % 2 == 0 ? count : count + 8)
            }
            slow.withUnsafeMutableBufferPointer {
                referenceBlendSolidSpan($0.baseAddress!, coverage: cov, count: count, color: color)
            }
            #expect(fast == slow, "count \(count) colour \(String(color, radix: 16))")
        }
    }

    /// Pictures over pictures (a shaded gradient, a group composited):
    /// spans of 16 and more take the AVX2 kernel, one pixel at a time the
    /// portable loop, the same bytes with and without coverage.
    @Test func pictureSpansMatchPixelByPixel() {
        var rng = Rng(state: 0x5151_ABCD_0123_4567)
        for trial in 0..<400 {
            let count = 16 + trial % 41
            let alpha = UInt32([255, 254, 200, 128, 3, 0][trial % 6])
            let src = (0..<count).map { _ in premultiplied(rng.next(), alpha: UInt32(rng.next() % 256)) }
            let dst = (0..<count).map { _ in premultiplied(rng.next(), alpha: UInt32(rng.next() % 256)) }
            let cov: [UInt8] = (0..<count).map { i in
                switch (trial + i / 3) % 3 { case 0: 255; case 1: 0; default: UInt8(rng.next() % 256) }
            }
            for withCoverage in [false, true] {
                var fast = dst, slow = dst
                fast.withUnsafeMutableBufferPointer { d in
                    cov.withUnsafeBufferPointer { c in
                        blendSpan(d.baseAddress!, src, count: count, alpha: alpha, coverage: withCoverage ? c.baseAddress! : nil)
                    }
                }
                slow.withUnsafeMutableBufferPointer { d in
                    cov.withUnsafeBufferPointer { c in
                        for i in 0..<count {
                            blendSpan(d.baseAddress! + i, [src[i]], count: 1, alpha: alpha,
                                      coverage: withCoverage ? c.baseAddress! + i : nil)
                        }
                    }
                }
                #expect(fast == slow, "count \(count) alpha \(alpha) coverage \(withCoverage)")
            }
        }
    }
}
