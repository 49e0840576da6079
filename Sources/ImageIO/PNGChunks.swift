import Foundation

/// A PNG file cut down to what its picture needs, before the decoder sees
/// it: the header, the palette, transparency, the image data and the end.
///
/// The decoder (libpng, through SDL2_image) reads everything else too:
/// colour-space chunks it then ignores (SDL2_image asks for no gamma or
/// colour-space transform, so they never change a pixel), text, time,
/// private chunks. Those are where its rarely used code lives, and a file
/// made to hurt it can hurt it there (one such file, a two-by-two
/// palette image with a malformed cHRM chunk, kept libpng printing
/// warnings for minutes). Leaving them out costs no pixel. The chunk
/// structure is checked on the way: lengths within the file, the header
/// first and once, checksums of the chunks kept.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Chunks a picture is drawn from (ISO/IEC 15948: the critical ones,
    /// and tRNS, which gives palette and single-colour transparency).
    static let kept: Set<String> = ["IHDR", "PLTE", "IDAT", "IEND", "tRNS"]

    static func isPNG(_ data: Data) -> Bool {
        data.count >= 8 && data.prefix(8).elementsEqual(signature)
    }

    /// The file with only the kept chunks, or why it cannot be a PNG.
    static func essentials(of data: Data) -> Result<Data, SDLImageCodec.DecodeError> {
        let b = [UInt8](data)
        guard b.count >= 8, b[0..<8].elementsEqual(signature) else { return .failure(.init("not a PNG file")) }
        var out = Data(signature)
        out.reserveCapacity(b.count)
        var i = 8, sawHeader = false, sawEnd = false
        while i < b.count && !sawEnd {
            guard i + 12 <= b.count else { return .failure(.init("the PNG file ends inside a chunk")) }
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length <= 0x7FFF_FFFF, length <= b.count - i - 12 else {
                return .failure(.init("a PNG chunk claims \(length) bytes, more than the file holds"))
            }
            let typeBytes = b[(i + 4)..<(i + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                return .failure(.init("a PNG chunk has no valid name"))
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let end = i + 12 + length
            if type == "IHDR" {
                guard !sawHeader, i == 8, length == 13 else { return .failure(.init("the PNG header (IHDR) is malformed or repeated")) }
                sawHeader = true
            } else if !sawHeader {
                return .failure(.init("the PNG file does not begin with its header (IHDR)"))
            }
            if kept.contains(type) {
                let stored = UInt32(b[end - 4]) << 24 | UInt32(b[end - 3]) << 16 | UInt32(b[end - 2]) << 8 | UInt32(b[end - 1])
                guard crc32(b, from: i + 4, count: length + 4) == stored else {
                    return .failure(.init("the PNG chunk \(type) fails its checksum"))
                }
                out.append(contentsOf: b[i..<end])
            }
            sawEnd = type == "IEND"
            i = end
        }
        guard sawHeader else { return .failure(.init("the PNG file has no header (IHDR)")) }
        if !sawEnd { out.append(contentsOf: [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]) }
        return .success(out)
    }

    /// The CRC-32 of ISO 3309 that PNG chunks carry.
    static func crc32(_ b: [UInt8], from start: Int, count: Int) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for k in start..<(start + count) { c = table[Int((c ^ UInt32(b[k])) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
