import Raster

/// The first frame of a GIF, decoded here rather than by SDL2_image: its
/// loader (Debian's 2.6) trusts the LZW stream and reads past its tables
/// on a crafted one (found by fuzzing: 96 bytes, a frame of 300 x 768).
/// LZW is small enough to own, and owning it means every index is checked.
///
/// What it gives is what `CGImageSourceCreateImageAtIndex(_:0:_:)` gives
/// for a GIF: a picture the size of the logical screen (grown to hold the
/// frame when the frame reaches past it), transparent where the frame does
/// not cover it or where its graphic control extension names a transparent
/// index. A stream cut short keeps the rows it reached and leaves the rest
/// transparent, as a browser shows a half-loaded GIF.
enum GIFDecoder {
    static func decode(_ bytes: [UInt8]) -> Result<Surface, SDLImageCodec.DecodeError> {
        var reader = GIFBlocks(bytes)
        guard let screen = reader.screen() else { return .failure(.init("the GIF's header is cut short")) }
        var transparent: Int? = nil
        while let block = reader.next() {
            switch block {
            case .graphicControl(let index): transparent = index
            case .frame(let frame):
                return draw(frame, screen: screen, transparent: transparent, in: bytes)
            }
        }
        return .failure(.init("the GIF has no frame"))
    }

    private static func draw(_ frame: GIFFrame, screen: GIFScreen, transparent: Int?,
                             in bytes: [UInt8]) -> Result<Surface, SDLImageCodec.DecodeError> {
        let width = max(screen.width, frame.left + frame.width)
        let height = max(screen.height, frame.top + frame.height)
        guard width * height <= SDLImageCodec.maxPixels else {
            return .failure(.init("the GIF's frame needs \(width)x\(height) pixels (at most \(SDLImageCodec.maxPixels))"))
        }
        guard let canvas = Surface(width: width, height: height) else {
            return .failure(.init("\(width)x\(height) pixels is not a drawable size (1...\(Surface.maxSide) per side)"))
        }
        let palette = frame.palette ?? screen.palette ?? []
        guard frame.width > 0, frame.height > 0 else { return .success(canvas) }
        guard (1...11).contains(frame.minimumCodeSize) else {
            return .failure(.init("the GIF's LZW code size \(frame.minimumCodeSize) is outside 1...11"))
        }
        var indices = [UInt8](repeating: 0, count: frame.width * frame.height)
        let decoded = GIFLZW.decode(frame.data, minimumCodeSize: frame.minimumCodeSize, into: &indices)
        // Colours as premultiplied ARGB; indices past the table, and the
        // transparent one, are transparent black.
        var colours = [UInt32](repeating: 0, count: 256)
        for i in 0..<min(256, palette.count / 3) where i != transparent {
            colours[i] = 0xFF00_0000 | UInt32(palette[3 * i]) << 16 | UInt32(palette[3 * i + 1]) << 8 | UInt32(palette[3 * i + 2])
        }
        let rowsDecoded = decoded / frame.width
        for k in 0..<min(frame.height, rowsDecoded + (decoded % frame.width > 0 ? 1 : 0)) {
            let y = frame.top + (frame.interlaced ? interlacedRow(k, height: frame.height) : k)
            let target = canvas.row(y) + frame.left
            let count = min(frame.width, decoded - k * frame.width)
            for x in 0..<count { target[x] = colours[Int(indices[k * frame.width + x])] }
        }
        return .success(canvas)
    }

    /// Where the k-th row sent lands in an interlaced frame: every eighth
    /// row from 0, every eighth from 4, every fourth from 2, every second
    /// from 1.
    static func interlacedRow(_ k: Int, height: Int) -> Int {
        var k = k
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            let rows = start < height ? (height - start + step - 1) / step : 0
            if k < rows { return start + k * step }
            k -= rows
        }
        return height - 1
    }
}

/// The logical screen: its size and the global colour table.
struct GIFScreen {
    let width: Int, height: Int
    let palette: [UInt8]?
}

/// One image descriptor with what follows it: place, size, local colour
/// table, interlacing, and its LZW data gathered from the sub-blocks.
struct GIFFrame {
    let left: Int, top: Int, width: Int, height: Int
    let palette: [UInt8]?
    let interlaced: Bool
    let minimumCodeSize: Int
    let data: [UInt8]
}

/// Walks a GIF's blocks. Every read is bounds-checked: a block cut short
/// ends the walk (a frame cut short keeps the data it has).
struct GIFBlocks {
    enum Block {
        case graphicControl(transparentIndex: Int?)
        case frame(GIFFrame)
    }

    private let b: [UInt8]
    private var i = 0

    init(_ bytes: [UInt8]) { b = bytes }

    private func le16(_ at: Int) -> Int { at + 1 < b.count ? Int(b[at]) | Int(b[at + 1]) << 8 : 0 }

    /// A colour table of 2^(n+1) entries when `flags` has its top bit,
    /// read from `i` on (as much of it as the file holds).
    private mutating func colourTable(_ flags: UInt8) -> [UInt8]? {
        guard flags & 0x80 != 0 else { return nil }
        let count = 3 << (Int(flags & 7) + 1)
        let table = Array(b[min(i, b.count)..<min(i + count, b.count)])
        i += count
        return table
    }

    mutating func screen() -> GIFScreen? {
        guard b.count >= 13, b.starts(with: Array("GIF8".utf8)) else { return nil }
        i = 13
        let palette = colourTable(b[10])
        return GIFScreen(width: le16(6), height: le16(8), palette: palette)
    }

    /// Concatenated sub-blocks from `i` (length-prefixed, ended by zero).
    private mutating func subBlocks() -> [UInt8] {
        var out: [UInt8] = []
        while i < b.count, b[i] != 0 {
            let n = Int(b[i])
            out += b[min(i + 1, b.count)..<min(i + 1 + n, b.count)]
            i += n + 1
        }
        i += 1
        return out
    }

    /// The next frame or graphic control extension; nil at the trailer or
    /// the end of the bytes. Other extensions are passed over, and so are
    /// bytes that start no block (as other decoders do, and as the
    /// header check that sizes the canvas does).
    mutating func next() -> Block? {
        while i < b.count {
            switch b[i] {
            case 0x2C:
                let at = i
                guard at + 10 <= b.count else { return nil }
                let flags = b[at + 9]
                i = at + 10
                let palette = colourTable(flags)
                let codeSize = i < b.count ? Int(b[i]) : 0
                i += 1
                let data = subBlocks()
                return .frame(GIFFrame(left: le16(at + 1), top: le16(at + 3), width: le16(at + 5), height: le16(at + 7),
                                       palette: palette, interlaced: flags & 0x40 != 0,
                                       minimumCodeSize: codeSize, data: data))
            case 0x21:
                let label = i + 1 < b.count ? b[i + 1] : 0
                i += 2
                let body = subBlocks()
                if label == 0xF9, body.count >= 4 {
                    return .graphicControl(transparentIndex: body[0] & 1 != 0 ? Int(body[3]) : nil)
                }
            case 0x3B:
                return nil
            default:
                i += 1
            }
        }
        return nil
    }
}

/// GIF's variable-width LZW: codes of 1 + minimumCodeSize bits growing to
/// 12, least significant bit first; a clear code resets the table, the
/// one after it ends the data.
enum GIFLZW {
    /// Decodes `data` into `out` (colour indices, row after row) and
    /// returns how many it wrote. Stops at the end code, at the end of the
    /// data, when `out` is full, or at a code that cannot be (the data is
    /// broken there; what came before it stands).
    static func decode(_ data: [UInt8], minimumCodeSize: Int, into out: inout [UInt8]) -> Int {
        let clear = 1 << minimumCodeSize, end = clear + 1
        // Entry k is entry prefix[k] followed by suffix[k]; length[k] long.
        var prefix = [UInt16](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var length = [UInt16](repeating: 1, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for k in 0..<min(clear, 256) {
            suffix[k] = UInt8(k)
            first[k] = UInt8(k)
        }
        var codeSize = minimumCodeSize + 1
        var next = clear + 2
        var previous = -1
        var written = 0
        var bits = 0, bitCount = 0, at = 0
        return out.withUnsafeMutableBufferPointer { out -> Int in
            while written < out.count {
                while bitCount < codeSize, at < data.count {
                    bits |= Int(data[at]) << bitCount
                    bitCount += 8
                    at += 1
                }
                guard bitCount >= codeSize else { break }
                let code = bits & (1 << codeSize - 1)
                bits >>= codeSize
                bitCount -= codeSize

                if code == clear {
                    codeSize = minimumCodeSize + 1
                    next = clear + 2
                    previous = -1
                    continue
                }
                if code == end { break }
                let entry: Int
                if previous < 0 {
                    // The first code after a clear must be a single index.
                    guard code < clear else { break }
                    entry = code
                } else if code < next {
                    entry = code
                    if next < 4096 { add(&next, previous, first[code], &prefix, &suffix, &length, &first) }
                } else if code == next, next < 4096 {
                    // The code being defined: the previous string plus its own first index.
                    add(&next, previous, first[previous], &prefix, &suffix, &length, &first)
                    entry = code
                } else {
                    break
                }
                // Written back to front, cut at the end of the frame.
                let n = Int(length[entry])
                var k = entry, position = written + n - 1
                while position >= written {
                    if position < out.count { out[position] = suffix[k] }
                    k = Int(prefix[k])
                    position -= 1
                }
                written = min(written + n, out.count)
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                previous = code
            }
            return written
        }
    }

    @inline(__always)
    private static func add(_ next: inout Int, _ previous: Int, _ last: UInt8, _ prefix: inout [UInt16],
                            _ suffix: inout [UInt8], _ length: inout [UInt16], _ first: inout [UInt8]) {
        prefix[next] = UInt16(previous)
        suffix[next] = last
        length[next] = length[previous] &+ 1
        first[next] = first[previous]
        next += 1
    }
}
