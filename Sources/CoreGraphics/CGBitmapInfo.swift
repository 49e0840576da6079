/// Where alpha sits in a pixel and whether colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// Where alpha sits and how colour relates to it (Apple's raw values):
    /// - `none`: no alpha, three components (not a layout Quartzite reads).
    /// - `premultipliedLast`, `premultipliedFirst`: alpha after (RGBA) or before
    ///   (ARGB) the colour components, which are already multiplied by it.
    /// - `last`, `first`: straight alpha after or before the colour; Quartzite
    ///   reads such bytes as if premultiplied.
    /// - `noneSkipLast`, `noneSkipFirst`: an unused byte after or before the
    ///   colour; the pixels are opaque.
    /// - `alphaOnly`: alpha and no colour (not a layout Quartzite reads).
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// Apple's bitmap layout flags: the alpha info in the low bits, the byte
/// order above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// The flags as Apple's 32-bit value.
    public let rawValue: UInt32
    /// Flags from Apple's raw value, taken as is.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The low five bits, which hold a `CGImageAlphaInfo` raw value.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that describe floating-point components.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point. Quartzite draws 8-bit integer components
    /// only, so do not expect float layouts to work.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits (12 to 14) that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// No byte order given: components lie in memory in the order the alpha
    /// info names them, as with `byteOrder32Big`.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words; not a layout Quartzite reads or draws.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words: the named order reversed in memory, so
    /// `premultipliedFirst` is B, G, R, A bytes (Quartzite's native layout).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words; not a layout Quartzite reads or draws.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words: components in memory in the order named
    /// (A, R, G, B bytes for `premultipliedFirst`).
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// Flags holding only `alphaInfo`, with the default byte order.
    public init(alphaInfo: CGImageAlphaInfo) {
        self.init(rawValue: alphaInfo.rawValue)
    }
}

/// The byte order bits of `CGBitmapInfo` as an enum (Apple's values).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The mask that selects the byte order bits.
    case orderMask = 0x7000
    /// No byte order given (components in the order named).
    case orderDefault = 0
    /// 16-bit little-endian words.
    case order16Little = 0x1000
    /// 32-bit little-endian words (the named order reversed in memory).
    case order32Little = 0x2000
    /// 16-bit big-endian words.
    case order16Big = 0x3000
    /// 32-bit big-endian words (the named order in memory).
    case order32Big = 0x4000
}

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
