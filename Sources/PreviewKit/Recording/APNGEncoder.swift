@_implementationOnly import CZlib
import Raster

/// Writes an animated PNG (APNG): lossless frames, each a PNG image
/// (8-bit RGB, rows filtered by their left neighbour, zlib-compressed),
/// frames that repeat the one before merged into a longer delay, looping
/// forever. Readers that know only PNG show the first frame.
struct APNGEncoder {
    let width: Int
    let height: Int
    /// Compressed frames with the moment each starts, in milliseconds.
    private var frames: [(data: [UInt8], start: Int)] = []
    private var last: [UInt8]?
    private var raw: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        raw = [UInt8](repeating: 0, count: (width * 3 + 1) * height)
    }

    /// Adds a frame (premultiplied ARGB, drawn over black) shown from `time` seconds.
    mutating func add(_ s: Surface, at time: Double) -> Bool {
        guard s.width == width, s.height == height else { return true }  // another size: left out
        let stride = width * 3 + 1
        for y in 0..<height {
            let row = s.row(y)
            var o = y * stride
            raw[o] = 1  // Sub: each byte less the same channel of the pixel to its left
            o += 1
            var pr = 0, pg = 0, pb = 0
            for x in 0..<width {
                let p = row[x]
                let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
                raw[o] = UInt8((r - pr) & 0xFF); raw[o + 1] = UInt8((g - pg) & 0xFF); raw[o + 2] = UInt8((b - pb) & 0xFF)
                pr = r; pg = g; pb = b
                o += 3
            }
        }
        if raw == last { return true }
        last = raw
        guard let compressed = Self.deflate(raw) else { return false }
        frames.append((compressed, Int((time * 1000).rounded())))
        return true
    }

    /// The file, the last frame shown until `end` seconds.
    func finish(at end: Double) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += Self.chunk("IHDR", Self.be32(width) + Self.be32(height) + [8, 2, 0, 0, 0])
        out += Self.chunk("acTL", Self.be32(frames.count) + Self.be32(0))
        var sequence = 0
        let endMs = Int((end * 1000).rounded())
        for (i, f) in frames.enumerated() {
            let next = i + 1 < frames.count ? frames[i + 1].start : endMs
            let delay = max(1, min(65535, next - f.start))
            out += Self.chunk("fcTL", Self.be32(sequence) + Self.be32(width) + Self.be32(height) + Self.be32(0)
                                + Self.be32(0) + Self.be16(delay) + Self.be16(1000) + [0, 0])
            sequence += 1
            if i == 0 {
                out += Self.chunk("IDAT", f.data)
            } else {
                out += Self.chunk("fdAT", Self.be32(sequence) + f.data)
                sequence += 1
            }
        }
        out += Self.chunk("IEND", [])
        return out
    }

    static func deflate(_ data: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            data.withUnsafeBufferPointer { i in compress2(o.baseAddress, &size, i.baseAddress, uLong(data.count), 6) }
        }
        guard status == Z_OK else { return nil }
        return Array(out[..<Int(size)])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(0, body, uInt(body.count))))
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}
