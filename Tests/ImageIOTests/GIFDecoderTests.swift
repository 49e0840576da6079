import Foundation
import Testing
@testable import ImageIO
import Raster

/// GIF's first frame through our own decoder, against pictures another
/// encoder made: `GIF/*.gif` were written by ImageMagick and `GIF/*.png`
/// are ImageMagick's reading of the same pictures. Pixels must match
/// exactly (a GIF's colours are exact; there is nothing to round).
@Suite struct GIFDecoderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("GIF")

    func file(_ name: String) throws -> Data {
        try Data(contentsOf: Self.folder.appendingPathComponent(name))
    }

    func image(_ data: Data) -> (CGImage?, [String]) {
        _Diagnostics.capture { () -> CGImage? in
            guard let source = CGImageSourceCreateWithData(data, nil) else { return nil }
            return CGImageSourceCreateImageAtIndex(source, 0, nil)
        }
    }

    /// Pixels of `a` that differ from `b` offset by (dx, dy); outside `b`
    /// `a` must be transparent.
    func differences(_ a: CGImage, _ b: CGImage, dx: Int = 0, dy: Int = 0) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let bx = x - dx, by = y - dy
                let expected = bx >= 0 && by >= 0 && bx < b.width && by < b.height ? b._surface[bx, by] : 0
                if a._surface[x, y] != expected { count += 1 }
            }
        }
        return count
    }

    /// 97 x 61 pixels of 200 colours of noise: the code table fills to
    /// 4,096 entries and is cleared several times, codes grow to 12 bits.
    @Test func aNoisyFrameDecodesExactly() throws {
        let (gif, messages) = image(try file("noise.gif"))
        let png = try #require(image(try file("noise.png")).0)
        let decoded = try #require(gif, "\(messages)")
        #expect(decoded.width == 97 && decoded.height == 61)
        #expect(differences(decoded, png) == 0)
        #expect(messages.isEmpty)
    }

    /// The same picture sent in four interlaced passes.
    @Test func anInterlacedFrameDecodesExactly() throws {
        let decoded = try #require(image(try file("noise-interlaced.gif")).0)
        let png = try #require(image(try file("noise.png")).0)
        #expect(differences(decoded, png) == 0)
    }

    @Test func interlacedRowsFollowTheFourPasses() {
        // Rows 0, 8 | 4 | 2, 6 | 1, 3, 5, 7, 9 of a 10-row frame.
        #expect((0..<10).map { GIFDecoder.interlacedRow($0, height: 10) } == [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
        #expect((0..<3).map { GIFDecoder.interlacedRow($0, height: 3) } == [0, 2, 1])
        #expect(GIFDecoder.interlacedRow(0, height: 1) == 0)
    }

    /// The graphic control extension's transparent index is transparent.
    @Test func theTransparentIndexIsTransparent() throws {
        let decoded = try #require(image(try file("disc.gif")).0)
        let png = try #require(image(try file("disc.png")).0)
        #expect(differences(decoded, png) == 0)
        #expect(decoded._surface[0, 29] == 0)                  // a corner outside the disc
        #expect(decoded._surface[20, 15] == 0xFF30_80C0)       // the disc
        #expect(decoded._surface[5, 5] == 0xFFE0_4020)         // the square
    }

    /// A frame placed inside a larger screen, with its own colour table:
    /// the picture is the screen's size, the frame at its place, the rest
    /// transparent (as ImageIO composes a GIF's first frame).
    @Test func aPlacedFrameWithALocalTableLandsOnTheScreen() throws {
        let disc = [UInt8](try file("disc.gif"))
        // disc.gif: header, screen 40x30 with a 2-entry... table of
        // 2^(n+1) entries, a graphic control extension, then the frame.
        let tableSize = 3 << (Int(disc[10] & 7) + 1)
        let table = Array(disc[13..<13 + tableSize])
        let rest = Array(disc[(13 + tableSize)...])
        let frameAt = try #require(rest.firstIndex(of: 0x2C))
        var placed = Array("GIF89a".utf8) + [50, 0, 45, 0, 0, 0, 0]   // 50 x 45, no global table
        placed += rest[..<frameAt]                                   // the control extension
        placed += [0x2C, 6, 0, 9, 0, 40, 0, 30, 0, 0x80 | (disc[10] & 7)] + table
        placed += rest[(frameAt + 10)...]
        let decoded = try #require(image(Data(placed)).0)
        let png = try #require(image(try file("disc.png")).0)
        #expect(decoded.width == 50 && decoded.height == 45)
        #expect(differences(decoded, png, dx: 6, dy: 9) == 0)
    }

    /// A stream cut short keeps the rows it reached; the rest is
    /// transparent, and nothing reads past the bytes.
    @Test func aTruncatedFrameKeepsItsFirstRows() throws {
        let gif = [UInt8](try file("noise.gif"))
        let png = try #require(image(try file("noise.png")).0)
        let decoded = try #require(image(Data(gif.prefix(gif.count / 2))).0)
        #expect(decoded.width == 97 && decoded.height == 61)
        #expect(decoded._surface[0, 0] == png._surface[0, 0])
        #expect(decoded._surface[96, 60] == 0)
        var rowsKept = 0
        while rowsKept < 61, (0..<97).allSatisfy({ decoded._surface[$0, rowsKept] == png._surface[$0, rowsKept] }) {
            rowsKept += 1
        }
        #expect(rowsKept > 10 && rowsKept < 61)
        // Every cut survives.
        for cut in stride(from: 0, to: gif.count, by: 97) { _ = image(Data(gif.prefix(cut))) }
    }

    /// Found by fuzzing: SDL2_image's loader read out of bounds on this
    /// stream (a 300 x 768 frame of one repeated byte). It decodes as far
    /// as its codes make sense.
    @Test func theStreamThatCrashedSDLsLoaderDecodes() throws {
        // The fuzz input: one byte of options, then the file.
        let input = try Data(contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/image/gif-lzw-that-crashed-sdl-image"))
        let (decoded, messages) = image(input.dropFirst())
        #expect(decoded?.width == 300 && decoded?.height == 768, "\(messages)")
    }

    @Test func badCodeSizesAndMissingFramesAreDiagnosed() {
        var d = Array("GIF89a".utf8) + [4, 0, 4, 0, 0, 0, 0]
        let (none, m1) = image(Data(d + [0x3B]))
        #expect(none == nil)
        #expect(m1.contains { $0.contains("no frame") }, "\(m1)")
        d += [0x2C, 0, 0, 0, 0, 4, 0, 4, 0, 0, 12, 1, 0xFF, 0, 0x3B]
        let (bad, m2) = image(Data(d))
        #expect(bad == nil)
        #expect(m2.contains { $0.contains("code size 12") }, "\(m2)")
    }

    /// The decoder by itself, on a hand-made stream: 2-bit codes, a
    /// clear, indices 1 0 1 0 (a code defined as it is used), the end.
    @Test func lzwCodesGrowAndTheCodeBeingDefinedWorks() {
        // minimum size 2: clear = 4, end = 5; codes 3 bits wide.
        // clear(4) 1 0 6(=1 0, defined now: "1 0") end(5)
        // Codes so far: 4, 1, 0, 6, 5 → bits LSB first, 3 each.
        var bits = 0, count = 0
        for code in [4, 1, 0, 6, 5] { bits |= code << count; count += 3 }
        let data = (0..<(count + 7) / 8).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
        var out = [UInt8](repeating: 9, count: 4)
        #expect(GIFLZW.decode(data, minimumCodeSize: 2, into: &out) == 4)
        #expect(out == [1, 0, 1, 0])
        // The KwKwK case: 1, then 6 before it is defined = "1 1".
        bits = 0; count = 0
        for code in [4, 1, 6, 5] { bits |= code << count; count += 3 }
        let kwk = (0..<(count + 7) / 8).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
        var three = [UInt8](repeating: 9, count: 3)
        #expect(GIFLZW.decode(kwk, minimumCodeSize: 2, into: &three) == 3)
        #expect(three == [1, 1, 1])
        // A code past the one being defined stops the decoding there.
        bits = 0; count = 0
        for code in [4, 1, 7, 2] { bits |= code << count; count += 3 }
        let broken = (0..<(count + 7) / 8).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
        var some = [UInt8](repeating: 9, count: 4)
        #expect(GIFLZW.decode(broken, minimumCodeSize: 2, into: &some) == 1)
    }
}
