import Foundation
import Raster

/// Writes an animated GIF: one palette for the whole recording, chosen
/// from its frames by median cut (`Palette`), each frame mapped to it with
/// ordered (Bayer) dithering so gradients and soft shadows do not band,
/// frames that repeat the one before merged into a longer delay, looping
/// forever. GIF89a: LZW-coded 8-bit indices in 255-byte blocks.
struct GIFEncoder {
    let width: Int
    let height: Int
    let palette: Palette
    private(set) var bytes: [UInt8] = []
    private var pending: [UInt8]?
    /// The pending frame's start, in centiseconds.
    private var pendingStart = 0
    private var indices: [UInt8]
    private var lzw = GIFLZW()

    init(width: Int, height: Int, palette: Palette) {
        self.width = width
        self.height = height
        self.palette = palette
        indices = [UInt8](repeating: 0, count: width * height)
        bytes += Array("GIF89a".utf8)
        bytes += Self.le16(width) + Self.le16(height)
        // A global colour table of 256 entries (size field 7: 2^(7+1)).
        bytes += [0xF7, 0, 0]
        for i in 0..<256 {
            let c = i < palette.colors.count ? palette.colors[i] : (0, 0, 0)
            bytes += [c.0, c.1, c.2]
        }
        // NETSCAPE2.0: loop forever.
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    }

    /// Adds a frame (premultiplied ARGB rows of the surface) shown from
    /// `time` seconds.
    mutating func add(_ surface: Surface, at time: Double) {
        // Every frame is the first one's size (a window resized while
        // recording: the frames of another size are left out).
        guard surface.width == width, surface.height == height else { return }
        palette.map(surface, into: &indices)
        let start = Int((time * 100).rounded())
        if let p = pending {
            if p == indices { return }  // the same picture: the last one lasts longer
            writeFrame(p, delay: max(1, start - pendingStart))
        }
        pending = indices
        pendingStart = start
    }

    /// Ends the file, the last frame shown until `end` seconds.
    mutating func finish(at end: Double) -> [UInt8] {
        if let p = pending { writeFrame(p, delay: max(1, Int((end * 100).rounded()) - pendingStart)) }
        pending = nil
        bytes.append(0x3B)
        return bytes
    }

    private mutating func writeFrame(_ pixels: [UInt8], delay: Int) {
        // Graphic control: no disposal, no transparency, the delay.
        bytes += [0x21, 0xF9, 0x04, 0x00] + Self.le16(min(delay, 65535)) + [0x00, 0x00]
        bytes += [0x2C] + Self.le16(0) + Self.le16(0) + Self.le16(width) + Self.le16(height) + [0x00]
        bytes.append(8)
        let coded = lzw.encode(pixels, minimumCodeSize: 8)
        var i = 0
        while i < coded.count {
            let n = min(255, coded.count - i)
            bytes.append(UInt8(n))
            bytes += coded[i..<(i + n)]
            i += n
        }
        bytes.append(0)
    }

    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
}

/// GIF's variable-width LZW: codes grow from minimumCodeSize + 1 bits to
/// 12, a clear code when the table is full, bits packed least significant
/// first. Its table is kept from frame to frame (6 MB, emptied by
/// generation stamps rather than rewritten).
struct GIFLZW {
    /// (prefix code, next byte) -> code, valid where `stamp` is `generation`.
    private var table = [Int32](repeating: 0, count: 4096 * 256)
    private var stamp = [UInt16](repeating: 0, count: 4096 * 256)
    private var generation: UInt16 = 0

    /// Empties the table: a new generation (the stamps rewritten only when
    /// the generations wrap round).
    private mutating func clearTable() {
        generation &+= 1
        if generation == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            generation = 1
        }
    }

    mutating func encode(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var out: [UInt8] = []
        out.reserveCapacity(data.count / 2)
        var bitBuffer = 0, bitCount = 0
        var codeSize = minimumCodeSize + 1
        func emit(_ code: Int) {
            bitBuffer |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                out.append(UInt8(bitBuffer & 0xFF))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        clearTable()
        var next = end + 1
        emit(clear)
        guard var prefix = data.first.map(Int.init) else {
            emit(end)
            if bitCount > 0 { out.append(UInt8(bitBuffer & 0xFF)) }
            return out
        }
        for k in 1..<max(1, data.count) where k < data.count {
            let byte = Int(data[k])
            let key = prefix << 8 | byte
            if stamp[key] == generation {
                prefix = Int(table[key])
                continue
            }
            emit(prefix)
            if next < 4096 {
                table[key] = Int32(next)
                stamp[key] = generation
                // The decoder widens its codes one code later than the
                // encoder adds the entry: widen after emitting.
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                next += 1
            } else {
                emit(clear)
                clearTable()
                next = end + 1
                codeSize = minimumCodeSize + 1
            }
            prefix = byte
        }
        emit(prefix)
        emit(end)
        if bitCount > 0 { out.append(UInt8(bitBuffer & 0xFF)) }
        return out
    }
}
