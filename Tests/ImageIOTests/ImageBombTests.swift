import Foundation
import Testing
@testable import ImageIO
import Raster
import CSDL2

/// Files that claim more pixels than they hold: refused from the header,
/// before the decoder allocates for the claim.
@Suite struct ImageBombTests {
    /// A PNG signature and an IHDR chunk claiming `width` x `height`, and
    /// nothing else (67 bytes with a truncated data chunk).
    func claimingPNG(_ width: UInt32, _ height: UInt32) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        d += Array("IHDR".utf8)
        for v in [width, height] { d += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        d += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        d += [0, 0, 0, 20] + Array("IDAT".utf8) + [UInt8](repeating: 0x78, count: 20)
        return d
    }

    @Test func theHeadersSizeIsRead() {
        #expect(ImageHeader.size(of: claimingPNG(20000, 20000))! == (20000, 20000))
        #expect(ImageHeader.size(of: Data([1, 2, 3])) == nil)
        // GIF: "GIF89a" then width and height, little-endian.
        #expect(ImageHeader.size(of: Data(Array("GIF89a".utf8) + [0x10, 0x27, 0x20, 0x4E]))! == (10000, 20000))
    }

    @Test func aDecompressionBombIsRefusedBeforeDecoding() {
        let (image, messages) = _Diagnostics.capture { () -> CGImage? in
            guard let source = CGImageSourceCreateWithData(claimingPNG(20000, 20000), nil) else { return nil }
            return CGImageSourceCreateImageAtIndex(source, 0, nil)
        }
        #expect(image == nil)
        #expect(messages.contains { $0.contains("20000x20000") && $0.contains("refused before decoding") }, "\(messages)")
    }

    /// Found by fuzzing: a 3x3 screen whose one frame sits at x = 16,635,
    /// which decoders draw on a canvas reaching it.
    @Test func aGIFFrameFarOutsideItsScreenCounts() {
        var d = Data(Array("GIF89a".utf8) + [3, 0, 3, 0, 0, 0, 0])
        d += [0x21, 0xF9, 4, 0, 0, 0, 0, 0]                                // an extension
        d += [0x2C, 0xFB, 0x40, 0x00, 0x03, 0x29, 0x03, 0x29, 0x03, 0x00]  // a frame at (16635, 768), 809x809
        d += [2, 2, 0x4C, 0x01, 0, 0x3B]
        #expect(ImageHeader.size(of: d)! == (16635 + 809, 768 + 809))
        let (image, messages) = _Diagnostics.capture { () -> CGImage? in
            guard let source = CGImageSourceCreateWithData(d, nil) else { return nil }
            return CGImageSourceCreateImageAtIndex(source, 0, nil)
        }
        #expect(image == nil)
        #expect(messages.contains { $0.contains("refused before decoding") }, "\(messages)")
    }

    /// Found by fuzzing: stray bytes between blocks, which decoders pass
    /// over, hid a frame 30,323 wide from the count (the decoder then
    /// allocated gigabytes for it).
    @Test func aGIFFrameBehindStrayBytesCounts() {
        var d = Data(Array("GIF89a".utf8) + [3, 0, 3, 0, 0, 0, 0])
        d += [0x00, 0x80, 0x00]                                            // stray bytes
        d += [0x2C, 0, 0, 0, 0x3C, 0x73, 0x76, 0x67, 0x20, 0x00]           // a frame 30323 x 8295 at (0, 15360)
        d += [2, 2, 0x4C, 0x01, 0, 0x3B]
        #expect(ImageHeader.size(of: d)! == (30323, 15360 + 8295))
        let (image, messages) = _Diagnostics.capture { () -> CGImage? in
            guard let source = CGImageSourceCreateWithData(d, nil) else { return nil }
            return CGImageSourceCreateImageAtIndex(source, 0, nil)
        }
        #expect(image == nil)
        #expect(messages.contains { $0.contains("refused before decoding") }, "\(messages)")
    }

    func refusal(_ d: Data) -> (CGImage?, [String]) {
        _Diagnostics.capture { () -> CGImage? in
            guard let source = CGImageSourceCreateWithData(d, nil) else { return nil }
            return CGImageSourceCreateImageAtIndex(source, 0, nil)
        }
    }

    /// Found by fuzzing: SDL2_image guesses among many formats, and its
    /// XCF loader asked for exabytes on the word of ten bytes. Only the
    /// formats ImageIO names here reach a decoder.
    @Test func formatsNotReadAreRefusedBeforeAnyDecoderSeesThem() {
        let xcf = Data(Array("gimp xcf ".utf8) + [0xF8, 0, 0x2C, 0, 0xFF, 3, 2, 3, 0x84, 0x7F, 5, 0, 0x3B])
        let (image, messages) = refusal(xcf)
        #expect(image == nil)
        #expect(messages.contains { $0.contains("not an image this reads") } || messages.contains { $0.contains("unrecognised") },
                "\(messages)")
    }

    @Test func webpAndTiffSayTheirSizeOrAreRefused() {
        // WebP, extended: a 20000 x 20000 canvas.
        var webp = Data(Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0])
        webp += [0, 0, 0, 0] + [0x1F, 0x4E, 0x00] + [0x1F, 0x4E, 0x00]
        #expect(ImageHeader.size(of: webp)! == (20000, 20000))
        #expect(refusal(webp).1.contains { $0.contains("20000x20000") && $0.contains("refused before decoding") })
        // WebP, lossless: 14-bit sizes less one.
        let lossless = Data(Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8L".utf8) + [10, 0, 0, 0, 0x2F, 0xFF, 0x3F, 0x00, 0x00] + [UInt8](repeating: 0, count: 5))
        #expect(ImageHeader.size(of: lossless)! == (16384, 1))
        // TIFF, little-endian: one directory with ImageWidth 100000 (LONG) and ImageLength 5 (SHORT).
        var tiff = Data([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 2, 0])
        tiff += [0x00, 0x01, 4, 0, 1, 0, 0, 0, 0xA0, 0x86, 0x01, 0x00]
        tiff += [0x01, 0x01, 3, 0, 1, 0, 0, 0, 5, 0, 0, 0]
        #expect(ImageHeader.size(of: tiff)! == (100_000, 5))
        #expect(refusal(tiff).1.contains { $0.contains("100000x5") })
        // A TIFF that hides its size.
        let hidden = Data([0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 0])
        #expect(ImageHeader.size(of: hidden) == nil)
        #expect(refusal(hidden).1.contains { $0.contains("does not say its size") })
    }

    /// Within the sides' limit but past the pixel count: 16,000 x 9,000
    /// would be more than half a gigabyte a copy.
    @Test func tooManyPixelsAreRefusedBeforeDecoding() {
        let (image, messages) = refusal(claimingPNG(16000, 9000))
        #expect(image == nil)
        #expect(messages.contains { $0.contains("16000x9000") && $0.contains("at most 67108864 pixels") }, "\(messages)")
    }

    /// What the header checks cannot see, SDL's allocator still refuses:
    /// no block larger than the largest surface (found by fuzzing: a GIF
    /// decoder resynchronising after a broken frame met one of 4 GB).
    @Test func sdlTakesNoBlockLargerThanTheLargestSurface() {
        #expect(SDLMemory.installed)
        #expect(SDL_malloc(SDLMemory.limit + 1) == nil)
        #expect(SDL_calloc(Int.max / 2, 4) == nil)
        let p = SDL_malloc(1 << 20)
        #expect(p != nil)
        SDL_free(p)
        // And such a file is survived, with a diagnostic, like any other.
        var d = Data(Array("GIF89a".utf8) + [3, 0, 3, 0, 0xF0, 0xFB, 0])
        d += [0x2C, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]                          // a frame of nothing
        d += [0x2C, 0, 0, 0, 0, 0x7E, 0xFC, 0xFF, 0xFD, 0x00]             // then one of 64638 x 65023
        d += [2, 2, 0x4C, 0x01, 0, 0x3B]
        let (image, messages) = refusal(d)
        #expect(image == nil)
        #expect(messages.count >= 1)
    }
}
