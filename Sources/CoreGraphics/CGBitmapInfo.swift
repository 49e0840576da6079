/// The 8-bit layouts Quartzite reads and writes, by byte order in memory.
package enum _PixelLayout: Sendable, Equatable {
    /// B, G, R, A bytes: our native premultiplied ARGB word on little endian.
    case bgra
    /// R, G, B, A bytes: iOS's common `premultipliedLast` context.
    case rgba
    /// A, R, G, B bytes (`premultipliedFirst`, big-endian order).
    case argb
    /// A, B, G, R bytes (`premultipliedLast` with 32-bit little order).
    case abgr
    /// One grey byte, no alpha: a DeviceGray context or image with
    /// `CGImageAlphaInfo.none`, the usual way iOS code makes a mask.
    case gray
    /// One alpha byte (`CGImageAlphaInfo.alphaOnly`): coverage, no colour.
    case alpha

    /// Bytes a pixel takes in memory.
    package var bytesPerPixel: Int {
        switch self {
        case .gray, .alpha: return 1
        case .bgra, .rgba, .argb, .abgr: return 4
        }
    }

    /// The layout for Apple's bitmap info in `space`, with whether alpha
    /// is real (not skipped); nil for layouts Quartzite does not read.
    public static func from(bitmapInfo: UInt32, space: CGColorSpace? = nil) -> (layout: _PixelLayout, hasAlpha: Bool)? {
        guard let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        guard order == 0 || little || order == CGBitmapInfo.byteOrder32Big.rawValue else { return nil }
        switch alpha {
        case .premultipliedFirst, .noneSkipFirst, .first:
            return (little ? .bgra : .argb, alpha != .noneSkipFirst)
        case .premultipliedLast, .noneSkipLast, .last:
            return (little ? .abgr : .rgba, alpha != .noneSkipLast)
        case .none:
            return space?.model == .monochrome ? (.gray, false) : nil
        case .alphaOnly:
            return (.alpha, true)
        }
    }
}

extension CGBitmapInfo {
    /// Flags holding only `alphaInfo`, with the default byte order.
    public init(alphaInfo: CGImageAlphaInfo) {
        self.init(rawValue: alphaInfo.rawValue)
    }
}

extension CGImageAlphaInfo {
    /// Whether pixels in this layout carry alpha (not none, not skipped).
    package var hasAlpha: Bool {
        switch self {
        case .none, .noneSkipFirst, .noneSkipLast: false
        default: true
        }
    }
}
