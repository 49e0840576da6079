import Foundation
import ImageIO
import Raster
import Testing
@testable import PreviewKit

/// The recording encoders read back: GIF's LZW through a decoder written
/// here from the GIF89a specification, and the whole GIF through ImageIO's
/// decoder; the palette keeps flat colours exact. (Tests/new-package.sh
/// reads real recordings with ImageMagick and Pillow.)
@Suite struct RecordingEncoderTests {
    /// GIF's LZW decoded as the specification describes it.
    func lzwDecode(_ bytes: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table: [[UInt8]] = [], out: [UInt8] = []
        var size = minimumCodeSize + 1, previous: [UInt8]?
        var bit = 0
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []]; size = minimumCodeSize + 1; previous = nil }
        reset()
        while bit + size <= bytes.count * 8 {
            var code = 0
            for i in 0..<size where bytes[(bit + i) / 8] >> ((bit + i) % 8) & 1 == 1 { code |= 1 << i }
            bit += size
            if code == clear { reset(); continue }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count { entry = table[code] } else { entry = previous! + [previous![0]] }
            out += entry
            if let p = previous, table.count < 4096 { table.append(p + [entry[0]]) }
            if table.count == 1 << size && size < 12 { size += 1 }
            previous = entry
        }
        return out
    }

    @Test(arguments: [0, 1, 7, 300, 20_000, 200_000])
    func lzwRoundTrips(count: Int) {
        // Runs, noise and repeats: every table path, past a full table.
        var state: UInt32 = 12345
        let data = (0..<count).map { i -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return i % 97 < 40 ? UInt8(i / 97 % 256) : UInt8(state >> 24)
        }
        var lzw = GIFLZW()
        #expect(lzwDecode(lzw.encode(data, minimumCodeSize: 8), minimumCodeSize: 8) == data)
        // Again with the same (reused) table.
        #expect(lzwDecode(lzw.encode(data, minimumCodeSize: 8), minimumCodeSize: 8) == data)
    }

    @Test func aGIFReadsBackThroughImageIO() throws {
        let s = try #require(Surface(width: 40, height: 30))
        for y in 0..<30 { for x in 0..<40 { s.row(y)[x] = x < 20 ? 0xFFFF_FFFF : 0xFF00_80FF } }
        var histogram = Palette.Histogram()
        histogram.count(s)
        var gif = GIFEncoder(width: 40, height: 30, palette: Palette(histogram))
        gif.add(s, at: 0)
        gif.add(s, at: 0.5)   // the same picture: merged into the first
        let bytes = gif.finish(at: 1)
        let source = try #require(CGImageSourceCreateWithData(Data(bytes), nil))
        #expect(CGImageSourceGetCount(source) == 1)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 40 && image.height == 30)
        // Flat colours come back exactly (no dither on a colour the palette holds).
        #expect(image._surface[5, 5] == 0xFFFF_FFFF && image._surface[30, 20] == 0xFF00_80FF)
    }

    @Test func formatsAreChosenByExtension() {
        #expect(PreviewRecording.format(of: "a.gif") == .gif)
        #expect(PreviewRecording.format(of: "a.PNG") == .apng && PreviewRecording.format(of: "a.apng") == .apng)
        #expect(PreviewRecording.format(of: "a.mp4") == .video && PreviewRecording.format(of: "a.webm") == .video)
        #expect(PreviewRecording.format(of: "a.bmp") == nil && PreviewRecording.format(of: "a") == nil)
    }
}

/// The window's real-time recording (the `r` key), fed as the window
/// server feeds it.
@Suite struct WindowRecorderTests {
    @Test func framesOfferedBecomeAGIFAndRepeatsAndCrowdsAreMerged() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("qz-window-\(getpid()).gif").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = WindowRecorder(path: path)
        let s = try #require(Surface(width: 32, height: 24))
        for i in 0..<20 {
            for y in 0..<24 { for x in 0..<32 { s.row(y)[x] = x < i ? 0xFF00_0000 : 0xFFFF_FFFF } }
            recorder.offer(s, at: 10 + Double(i) / 30)
            recorder.offer(s, at: 10 + Double(i) / 30 + 0.001)   // too soon after: not taken
            Thread.sleep(forTimeInterval: 0.005)
        }
        let written = try recorder.stop(at: 11).get()
        #expect(written.path == path && written.frames + recorder.dropped == 20,
                "\(written.frames) taken, \(recorder.dropped) dropped")
        #expect(written.frames >= 1)
        // ImageIO reads a GIF's first frame: the first one offered, exactly
        // (black and white are in the fixed palette).
        let source = try #require(CGImageSourceCreateWithData(try Data(contentsOf: URL(fileURLWithPath: path)), nil))
        let first = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(first.width == 32 && first._surface[0, 0] == 0xFFFF_FFFF && first._surface[31, 23] == 0xFFFF_FFFF)
    }

    @Test func aRecordingOfNothingWritesNothing() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("qz-empty-\(getpid()).gif").path
        let recorder = WindowRecorder(path: path)
        guard case .failure = recorder.stop(at: 1) else { Issue.record("wrote a recording of nothing"); return }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
