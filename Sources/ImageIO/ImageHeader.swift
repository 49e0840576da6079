import Foundation

/// The pixel size an image file says it has, read from its header alone:
/// a file can claim 20,000 x 20,000 pixels in 67 bytes, and the decoder
/// would allocate gigabytes before finding out the rest is missing. The
/// size is checked before anything is decoded. Nil when the format is not
/// one of these or the header is cut short.
enum ImageHeader {
    static func size(of data: Data) -> (width: Int, height: Int)? {
        // GIF frames may stand anywhere in the file; other formats say
        // their size near the start.
        let b = [UInt8](data.starts(with: Array("GIF8".utf8)) ? data : data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { i + 1 < b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : -1 }
        func be32(_ i: Int) -> Int { i + 3 < b.count ? be16(i) << 16 | be16(i + 2) : -1 }
        func le16(_ i: Int) -> Int { i + 1 < b.count ? Int(b[i]) | Int(b[i + 1]) << 8 : -1 }
        func le32(_ i: Int) -> Int { i + 3 < b.count ? Int(Int32(bitPattern: UInt32(le16(i) | le16(i + 2) << 16))) : -1 }
        // PNG: the signature, then IHDR's width and height.
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]), b.count >= 24 { return (be32(16), be32(20)) }
        // GIF: the logical screen's size, grown to hold every frame: a
        // frame may sit far outside a tiny screen, and decoders size
        // their canvas to reach it.
        if b.starts(with: Array("GIF8".utf8)), b.count >= 10 { return gifExtent(b, screen: (le16(6), le16(8))) }
        // WebP: the size its first chunk gives (lossy, lossless or extended).
        if b.count >= 30, b.starts(with: Array("RIFF".utf8)), b[8..<12].elementsEqual(Array("WEBP".utf8)) {
            switch String(decoding: b[12..<16], as: UTF8.self) {
            case "VP8 ": return (le16(26) & 0x3FFF, le16(28) & 0x3FFF)
            case "VP8L":
                let bits = le16(21) | le16(23) << 16
                return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
            case "VP8X": return ((le16(24) | Int(b[26]) << 16) + 1, (le16(27) | Int(b[29]) << 16) + 1)
            default: return nil
            }
        }
        // TIFF: the first directory's ImageWidth and ImageLength tags.
        if b.starts(with: [0x49, 0x49, 0x2A, 0x00]) || b.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return tiffSize(b, littleEndian: b[0] == 0x49)
        }
        // BMP: the info header's size (a negative height means top-down).
        if b.starts(with: Array("BM".utf8)), b.count >= 26 { return (le32(18), abs(le32(22))) }
        // JPEG: the first start-of-frame segment among the markers.
        if b.starts(with: [0xFF, 0xD8]) {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (be16(i + 7), be16(i + 5))
                }
                guard length >= 2 else { return nil }
                i += 2 + length
            }
        }
        return nil
    }

    /// Width and height from the first image file directory; nil when
    /// either is missing.
    private static func tiffSize(_ b: [UInt8], littleEndian: Bool) -> (width: Int, height: Int)? {
        func u16(_ i: Int) -> Int? {
            guard i >= 0, i + 1 < b.count else { return nil }
            return littleEndian ? Int(b[i]) | Int(b[i + 1]) << 8 : Int(b[i]) << 8 | Int(b[i + 1])
        }
        func u32(_ i: Int) -> Int? {
            guard let a = u16(i), let c = u16(i + 2) else { return nil }
            return littleEndian ? a | c << 16 : a << 16 | c
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        var width: Int?, height: Int?
        for k in 0..<count {
            let e = ifd + 2 + 12 * k
            guard let tag = u16(e), let type = u16(e + 2) else { break }
            guard tag == 256 || tag == 257 else { continue }
            // SHORT (3) or LONG (4), held in the entry itself.
            let value = type == 3 ? u16(e + 8) : type == 4 ? u32(e + 8) : nil
            if tag == 256 { width = value } else { height = value }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }

    /// The screen and every frame descriptor found in `b`, walking the
    /// blocks: 0x2C a frame (its place and size, then its data), 0x21 an
    /// extension, 0x3B the end; any other byte is passed over.
    private static func gifExtent(_ b: [UInt8], screen: (Int, Int)) -> (width: Int, height: Int) {
        func le16(_ i: Int) -> Int { i + 1 < b.count ? Int(b[i]) | Int(b[i + 1]) << 8 : 0 }
        var (width, height) = screen
        var i = 13
        if b.count > 10, b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
        /// Past a run of sub-blocks (length-prefixed, ended by a zero).
        func skipSubBlocks(_ j: inout Int) {
            while j < b.count, b[j] != 0 { j += Int(b[j]) + 1 }
            j += 1
        }
        while i < b.count {
            switch b[i] {
            case 0x2C:
                width = max(width, le16(i + 1) + le16(i + 5))
                height = max(height, le16(i + 3) + le16(i + 7))
                var j = i + 10
                if i + 9 < b.count, b[i + 9] & 0x80 != 0 { j += 3 << (Int(b[i + 9] & 7) + 1) }
                j += 1 // the LZW minimum code size
                skipSubBlocks(&j)
                i = j
            case 0x21:
                var j = i + 2
                skipSubBlocks(&j)
                i = j
            case 0x3B:
                return (width, height)
            default:
                // Decoders pass over bytes that start no block and look
                // on (SDL2_image does): so does the count. (Found by
                // fuzzing: a frame 30,323 wide behind one stray byte.)
                i += 1
            }
        }
        return (width, height)
    }
}
