import Foundation

extension ImageHeader {
    /// Whether a file's pixels can carry alpha, from what its header says:
    /// never for JPEG; for PNG, an alpha channel (colour types 4 and 6) or
    /// a transparency chunk (`tRNS`) before the pixels; for the other
    /// formats, yes (GIF's transparent index, BMP's and WebP's and TIFF's
    /// alpha are not worth reading the header for). iOS decodes an image
    /// without alpha into a layout without it, and code asks
    /// (`CGImage.alphaInfo`) before it draws one as opaque.
    static func mayHaveAlpha(_ data: Data) -> Bool {
        let b = [UInt8](data.prefix(64 * 1024))
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return false }
        guard b.starts(with: [0x89, 0x50, 0x4E, 0x47]), b.count >= 26 else { return true }
        if b[25] == 4 || b[25] == 6 { return true }
        // The chunks after IHDR, up to the first pixels (IDAT).
        var i = 8
        while i + 8 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            let kind = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            if kind == "tRNS" { return true }
            if kind == "IDAT" || length < 0 { return false }
            i += 12 + length
        }
        return false
    }
}
