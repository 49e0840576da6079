import CoreGraphics
import Foundation

/// Where encoded images go, as Apple's `CGImageDestination`: add images,
/// then `CGImageDestinationFinalize` encodes and writes them. PNG and JPEG
/// hold one image each; a second is refused with a diagnostic.
public final class CGImageDestination: @unchecked Sendable {
    enum Target {
        case url(URL)
        case data(NSMutableData)
    }

    let target: Target
    let type: String
    var image: CGImage?
    var quality = 0.9
    var finalized = false

    init(target: Target, type: String) {
        self.target = target
        self.type = type
    }
}

/// The formats `CGImageDestinationCreate…` accepts.
public func CGImageDestinationCopyTypeIdentifiers() -> [String] { [kUTTypePNG, kUTTypeJPEG] }

/// A destination writing a file at `url` of `type` (`"public.png"` or
/// `"public.jpeg"`); nil, with a diagnostic, for other types. (Apple's
/// takes a CFURL and a CFString.)
public func CGImageDestinationCreateWithURL(_ url: URL, _ type: String, _ count: Int,
                                            _ options: [String: Any]?) -> CGImageDestination? {
    canEncode(type) ? CGImageDestination(target: .url(url), type: type) : nil
}

/// The same, as iOS code calls it: `CGImageDestinationCreateWithURL(url as
/// CFURL, "public.png" as CFString, 1, nil)`.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int,
                                            _ options: [String: Any]?) -> CGImageDestination? {
    CGImageDestinationCreateWithURL(url as URL, type as String, count, options)
}

/// The same, with a URL cast and a type given as a string
/// (`CGImageDestinationCreateWithURL(url as CFURL, kUTTypePNG, 1, nil)`).
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: String, _ count: Int,
                                            _ options: [String: Any]?) -> CGImageDestination? {
    CGImageDestinationCreateWithURL(url as URL, type, count, options)
}

/// The same, with a type cast (`UTType.png.identifier as CFString`).
public func CGImageDestinationCreateWithURL(_ url: URL, _ type: CFString, _ count: Int,
                                            _ options: [String: Any]?) -> CGImageDestination? {
    CGImageDestinationCreateWithURL(url, type as String, count, options)
}

/// A destination appending the encoded bytes to `data` (`data as
/// CFMutableData` is the same object here).
public func CGImageDestinationCreateWithData(_ data: NSMutableData, _ type: String, _ count: Int,
                                             _ options: [String: Any]?) -> CGImageDestination? {
    canEncode(type) ? CGImageDestination(target: .data(data), type: type) : nil
}

/// The same, with a type cast (`kUTTypePNG as CFString`).
public func CGImageDestinationCreateWithData(_ data: NSMutableData, _ type: CFString, _ count: Int,
                                             _ options: [String: Any]?) -> CGImageDestination? {
    CGImageDestinationCreateWithData(data, type as String, count, options)
}

/// Whether `type` is one we encode; a diagnostic when not.
private func canEncode(_ type: String) -> Bool {
    _installImageDecoder()
    if CGImageDestinationCopyTypeIdentifiers().contains(type) { return true }
    _Diagnostics.report("ImageIO: cannot encode \(type) (only \(CGImageDestinationCopyTypeIdentifiers())); no destination")
    return false
}

/// Sets the image `CGImageDestinationFinalize` encodes, reading
/// `kCGImageDestinationLossyCompressionQuality` (0...1, default 0.9) from
/// `properties`. A second image is ignored, with a diagnostic.
public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage, _ properties: [String: Any]?) {
    guard destination.image == nil else {
        _Diagnostics.report("ImageIO: \(destination.type) holds one image; the extra image is ignored")
        return
    }
    destination.image = image
    if let q = properties?[kCGImageDestinationLossyCompressionQuality] as? Double { destination.quality = q }
    if let q = properties?[kCGImageDestinationLossyCompressionQuality] as? CGFloat { destination.quality = Double(q) }
}

/// Encodes and writes; false (with a diagnostic) when there is no image,
/// encoding fails or the file cannot be written.
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool {
    guard !destination.finalized else {
        _Diagnostics.report("ImageIO: destination already finalized")
        return false
    }
    destination.finalized = true
    guard let image = destination.image else {
        _Diagnostics.report("ImageIO: finalizing a destination with no image")
        return false
    }
    guard let bytes = SDLImageCodec.encode(image._surface, type: destination.type, quality: destination.quality) else {
        _Diagnostics.report("ImageIO: encoding \(destination.type) failed")
        return false
    }
    switch destination.target {
    case .data(let d):
        d.append(bytes)
    case .url(let url):
        do {
            try bytes.write(to: url)
        } catch {
            _Diagnostics.report("ImageIO: cannot write \(url.path): \(error.localizedDescription)")
            return false
        }
    }
    return true
}
