import CoreFoundation
import Foundation

extension CGImage {
    /// The byte order of the stored pixels: 32-bit little-endian words.
    public var byteOrderInfo: CGImageByteOrderInfo { .order32Little }
    /// Whole bytes per component: `.packed`.
    public var pixelFormatInfo: CGImagePixelFormatInfo { .packed }
    /// The file type the image was decoded from: not kept here, so nil.
    public var utType: CFString? { nil }

    /// A copy of the image (images are immutable: the same one serves).
    public func copy() -> CGImage? { self }

    /// The image in another colour space of the same component count. The
    /// pixels are kept as they are (no colour management here); nil for a
    /// mask, or a space that is not RGB.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, space.model == .rgb else { return nil }
        return self
    }

    /// An image decoded from JPEG bytes. Decoders live in ImageIO, which
    /// registers them when it is first used (`CGImageSourceCreateWithData`,
    /// `UIImage`); before that, nil with a diagnostic.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let image = CGImage._decode(source, as: "JPEG") else { return nil }
        self.init(_surface: image._surface)
    }

    /// An image decoded from PNG bytes (see `init(jpegDataProviderSource:…)`).
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let image = CGImage._decode(source, as: "PNG") else { return nil }
        self.init(_surface: image._surface)
    }

    /// The decoder ImageIO registers: bytes and the format they should be
    /// in, to an image or nil.
    nonisolated(unsafe) package static var _decoder: ((Data, String) -> CGImage?)?

    private static func _decode(_ source: CGDataProvider, as format: String) -> CGImage? {
        guard let data = source.data else { return nil }
        guard let decoder = _decoder else {
            _Diagnostics.report("CGImage(\(format.lowercased())DataProviderSource:): no decoder yet (import ImageIO or UIKit and use it once); nil")
            return nil
        }
        return decoder(data, format)
    }
}
