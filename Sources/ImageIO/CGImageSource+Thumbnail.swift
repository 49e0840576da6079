import CoreGraphics
import Foundation
import Raster

/// Properties and thumbnails: the iOS way to learn an image's size, and to
/// decode a large image into a small one (the "downsampling" recipe).
///
/// The source decodes once; a thumbnail is the image scaled so its longer
/// side is at most `kCGImageSourceThumbnailMaxPixelSize`, box-filtered
/// through its mip levels (trilinear), never enlarged.

/// Pixel width, height and whether the image has alpha; nil past the last image.
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int,
                                               _ options: [String: Any]?) -> [String: Any]? {
    guard index == 0, let image = source.image else { return nil }
    var opaque = true
    let s = image._surface
    for y in 0..<s.height where opaque {
        let row = s.row(y)
        for x in 0..<s.width where row[x] >> 24 != 255 { opaque = false; break }
    }
    return [kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height,
            kCGImagePropertyHasAlpha: !opaque]
}

/// The image at `index` scaled down to fit `kCGImageSourceThumbnailMaxPixelSize`
/// (the whole image when the option is absent), or nil, with a diagnostic.
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int,
                                                _ options: [String: Any]?) -> CGImage? {
    guard let image = CGImageSourceCreateImageAtIndex(source, index, nil) else { return nil }
    let limit: Double?
    switch options?[kCGImageSourceThumbnailMaxPixelSize] {
    case let v as Int: limit = Double(v)
    case let v as Double: limit = v
    case let v as CGFloat: limit = Double(v)
    case let v as NSNumber: limit = v.doubleValue
    default: limit = nil
    }
    guard let limit else { return image }
    guard limit.isFinite, limit >= 1 else {
        _Diagnostics.report("ImageIO: thumbnail size \(limit) is not a size; nil")
        return nil
    }
    let longer = Double(max(image.width, image.height))
    guard limit < longer else { return image }
    let k = limit / longer
    let w = max(1, Int((Double(image.width) * k).rounded())), h = max(1, Int((Double(image.height) * k).rounded()))
    guard let out = Surface(width: w, height: h) else { return nil }
    let sx = Double(w) / Double(image.width), sy = Double(h) / Double(image.height)
    out.draw(image._surface, source: (0, 0, Double(image.width), Double(image.height)),
             map: Projective(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0), filter: .trilinear, alpha: 255,
             clip: out.bounds, edges: [])
    return CGImage(_surface: out)
}
