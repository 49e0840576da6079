/// Where alpha sits in a pixel and whether colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// Apple's bitmap layout flags: the alpha info in the low bits, the byte
/// order above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    public init(alphaInfo: CGImageAlphaInfo) {
        self.init(rawValue: alphaInfo.rawValue)
    }
}

public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// The 32-bit layouts Quartzite reads and writes, by byte order in memory.
package enum _PixelLayout: Sendable, Equatable {
    /// B, G, R, A bytes: our native premultiplied ARGB word on little endian.
    case bgra
    /// R, G, B, A bytes: iOS's common `premultipliedLast` context.
    case rgba
    /// A, R, G, B bytes (`premultipliedFirst`, big-endian order).
    case argb
    /// A, B, G, R bytes (`premultipliedLast` with 32-bit little order).
    case abgr

    /// The layout for Apple's bitmap info, with whether alpha is real
    /// (not skipped); nil for layouts other than 8-bit, four channels.
    public static func from(bitmapInfo: UInt32) -> (layout: _PixelLayout, hasAlpha: Bool)? {
        guard let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        guard order == 0 || little || order == CGBitmapInfo.byteOrder32Big.rawValue else { return nil }
        switch alpha {
        case .premultipliedFirst, .noneSkipFirst, .first:
            return (little ? .bgra : .argb, alpha != .noneSkipFirst)
        case .premultipliedLast, .noneSkipLast, .last:
            return (little ? .abgr : .rgba, alpha != .noneSkipLast)
        case .none, .alphaOnly:
            return nil
        }
    }
}
