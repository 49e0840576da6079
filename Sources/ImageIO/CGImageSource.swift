import CoreGraphics
import Foundation

/// Encoded image bytes and what decoding them gave, as Apple's
/// `CGImageSource`. Decoding happens once, when the source is made; a
/// source over bytes no decoder reads has no images (count 0) and says
/// why in one diagnostic.
public final class CGImageSource: @unchecked Sendable {
    let type: String?
    let image: CGImage?

    init(data: Data, origin: String) {
        _installImageDecoder()
        type = SDLImageCodec.type(of: data)
        switch SDLImageCodec.decode(data) {
        case .success(let s):
            image = CGImage(_surface: s, alphaInfo: ImageHeader.mayHaveAlpha(data) ? .premultipliedFirst : .noneSkipFirst)
        case .failure(let e):
            image = nil
            _Diagnostics.report("ImageIO: cannot decode \(origin): \(e)")
        }
    }
}

/// A source over the file at `url`; nil, with a diagnostic, when it cannot
/// be read. (Apple's takes a CFURL; pass the URL itself.)
public func CGImageSourceCreateWithURL(_ url: URL, _ options: [String: Any]?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url) else {
        _Diagnostics.report("ImageIO: cannot read \(url.path); no image source")
        return nil
    }
    return CGImageSource(data: data, origin: url.lastPathComponent)
}

/// A source over encoded bytes. (Apple's takes a CFData.)
public func CGImageSourceCreateWithData(_ data: Data, _ options: [String: Any]?) -> CGImageSource? {
    CGImageSource(data: data, origin: "\(data.count) bytes")
}

/// The same, as iOS code calls it: `CGImageSourceCreateWithData(data as CFData, nil)`.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: [String: Any]?) -> CGImageSource? {
    CGImageSourceCreateWithData(Data(referencing: data), options)
}

/// The file at a URL, as iOS code calls it: `CGImageSourceCreateWithURL(url as CFURL, nil)`.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: [String: Any]?) -> CGImageSource? {
    guard let u = url.absoluteURL else { return nil }
    return CGImageSourceCreateWithURL(u, options)
}

/// How many images the source holds: 1 once decoded, 0 when it could not be.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
    source.image == nil ? 0 : 1
}

/// `statusComplete` when the image decoded; otherwise `statusUnknownType`
/// when no decoder knows the bytes, `statusInvalidData` when one does.
public func CGImageSourceGetStatus(_ source: CGImageSource) -> CGImageSourceStatus {
    if source.image != nil { return .statusComplete }
    return source.type == nil ? .statusUnknownType : .statusInvalidData
}

/// The uniform type of the bytes (`public.png`, `public.jpeg`...), or nil.
public func CGImageSourceGetType(_ source: CGImageSource) -> String? { source.type }

/// The image at `index`, or nil (with a diagnostic) past the last one.
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: [String: Any]?) -> CGImage? {
    guard index >= 0, index < CGImageSourceGetCount(source), let image = source.image else {
        _Diagnostics.report("ImageIO: no image at index \(index) (the source has \(CGImageSourceGetCount(source))); nil")
        return nil
    }
    return image
}

/// Gives Core Graphics' `CGImage(pngDataProviderSource:…)` and
/// `CGImage(jpegDataProviderSource:…)` their decoder (Core Graphics sits
/// below ImageIO and cannot call it itself). Called whenever a source is
/// made, and by UIKit's images; once is enough.
package func _installImageDecoder() {
    guard CGImage._decoder == nil else { return }
    CGImage._decoder = { data, format in
        let bytes = [UInt8](data.prefix(4))
        let isPNG = bytes == [0x89, 0x50, 0x4E, 0x47], isJPEG = bytes.starts(with: [0xFF, 0xD8])
        guard format == "PNG" ? isPNG : isJPEG else {
            _Diagnostics.report("CGImage: the bytes are not \(format); nil")
            return nil
        }
        return CGImageSource(data: data, origin: "\(data.count) \(format) bytes").image
    }
}
