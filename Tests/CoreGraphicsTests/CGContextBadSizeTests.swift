import Testing
@testable import CoreGraphics

/// Bitmap contexts asked for sizes whose byte counts overflow, or that no
/// machine could hold: nil and one diagnostic, never a trap or an abort.
@Suite struct CGContextBadSizeTests {
    func make(_ w: Int, _ h: Int, _ bytesPerRow: Int) -> (CGContext?, [String]) {
        _Diagnostics.capture {
            CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
    }

    @Test func overflowingSizesGiveNil() {
        for (w, h, row) in [(Int.max, 1, 0), (1, Int.max, 0), (4, 4, Int.max), (1 << 40, 1 << 40, 0),
                            (16, 1 << 62, 64), (100, 100, Int.max / 2), (-5, 5, 0), (5, 5, 4)] {
            let (ctx, messages) = make(w, h, row)
            #expect(ctx == nil, "\(w)x\(h), \(row) bytes per row")
            #expect(messages.count == 1 && messages[0].hasPrefix("CGContext: invalid size"))
        }
    }

    @Test func ordinarySizesStillWork() {
        let (ctx, messages) = make(64, 32, 0)
        #expect(ctx?.bytesPerRow == 256 && messages.isEmpty)
        #expect(make(64, 32, 512).0?.bytesPerRow == 512, "padded rows are fine")
    }
}
