import CoreGraphics

/// An RGBA (premultipliedLast) bitmap context, the layout iOS code makes.
func makeRGBAContext(width: Int, height: Int) -> CGContext? {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
}

extension CGContext {
    /// R, G, B, A of the pixel at column x, row `row` counted from the top,
    /// read from the caller-visible bytes.
    func rgbaBytes(_ x: Int, row: Int) -> [UInt8] {
        let p = data!.assumingMemoryBound(to: UInt8.self) + row * bytesPerRow + x * 4
        return [p[0], p[1], p[2], p[3]]
    }
}
