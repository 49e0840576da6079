import Foundation
import Testing
@testable import ImageIO
import CoreGraphics

/// PNG files reach the decoder with only the chunks a picture is drawn
/// from, their structure and checksums checked first.
@Suite struct PNGChunkTests {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let t = Array(type.utf8)
        let n = UInt32(body.count)
        let crc = PNGChunks.crc32(t + body, from: 0, count: t.count + body.count)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + t + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    /// A 2x2 palette image (red, blue / blue, red), with `extra` chunks
    /// after its header.
    func palettePNG(extra: [UInt8] = []) -> Data {
        let header = chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 2, 8, 3, 0, 0, 0])
        let palette = chunk("PLTE", [255, 0, 0, 0, 0, 255])
        // Stored (uncompressed) deflate of the rows [0, 0, 1] and [0, 1, 0].
        let raw: [UInt8] = [0, 0, 1, 0, 1, 0]
        var z: [UInt8] = [0x78, 0x01, 0x01, 6, 0, 0xF9, 0xFF] + raw
        var a: UInt32 = 1, b: UInt32 = 0
        for v in raw { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        let adler = b << 16 | a
        z += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return Data(PNGChunks.signature + header + extra + palette + chunk("IDAT", z) + chunk("IEND", []))
    }

    func pixels(_ data: Data) -> [UInt32]? {
        guard case .success(let s) = SDLImageCodec.decode(data) else { return nil }
        return (0..<2).flatMap { y in (0..<2).map { x in s[x, y] } }
    }

    @Test func colourSpaceAndTextChunksAreLeftOutAndNoPixelChanges() throws {
        let plain = try #require(pixels(palettePNG()))
        #expect(plain == [0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF, 0xFFFF_0000])
        // A malformed cHRM (chromaticities past any colour), a gAMA, text
        // and a private chunk: the picture is the same.
        let extra = chunk("cHRM", [UInt8](repeating: 0xFF, count: 32)) + chunk("gAMA", [0, 0, 0, 0])
            + chunk("tEXt", Array("Comment\u{0}hello".utf8)) + chunk("prIv", [1, 2, 3])
        let busy = palettePNG(extra: extra)
        #expect(pixels(busy) == plain)
        let kept = try PNGChunks.essentials(of: busy).get()
        #expect(kept == palettePNG())
        #expect(kept.range(of: Data("cHRM".utf8)) == nil)
    }

    @Test func brokenStructureIsRefusedWithItsReason() {
        func reason(_ d: Data) -> String {
            if case .failure(let e) = PNGChunks.essentials(of: d) { return e.description }
            return "accepted"
        }
        var bad = [UInt8](palettePNG())
        bad[bad.count - 20] ^= 0x40 // inside IDAT
        #expect(reason(Data(bad)).contains("IDAT fails its checksum"))
        var long = [UInt8](palettePNG())
        long[33 + 3] = 0xFF // PLTE claims 255 bytes... and more below
        long[33 + 2] = 0xFF
        #expect(reason(Data(long)).contains("more than the file holds"))
        let headless = Data(PNGChunks.signature + chunk("PLTE", [0, 0, 0]))
        #expect(reason(headless).contains("does not begin with its header"))
        #expect(reason(Data(PNGChunks.signature)).contains("no header"))
        // A missing end is supplied; a bad checksum on a chunk left out does not matter.
        var noEnd = [UInt8](palettePNG())
        noEnd.removeLast(12)
        #expect(reason(Data(noEnd)) == "accepted")
        var badText = [UInt8](palettePNG(extra: chunk("tEXt", Array("a\u{0}b".utf8))))
        badText[33 + 3 + 8] ^= 1
        #expect(reason(Data(badText)) == "accepted")
    }

    @Test func aRefusedFileGivesOneDiagnosticWithItsReason() {
        var bad = [UInt8](palettePNG())
        bad[bad.count - 20] ^= 0x40 // inside IDAT
        let (image, messages) = _Diagnostics.capture { () -> CGImage? in
            guard let source = CGImageSourceCreateWithData(Data(bad), nil) else { return nil }
            return CGImageSourceCreateImageAtIndex(source, 0, nil)
        }
        #expect(image == nil)
        #expect(messages.contains { $0.contains("IDAT fails its checksum") }, "\(messages)")
        // And the good file next to it still decodes.
        let good = CGImageSourceCreateWithData(palettePNG(), nil).flatMap { CGImageSourceCreateImageAtIndex($0, 0, nil) }
        #expect(good?.width == 2)
    }
}
