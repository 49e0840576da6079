// ImageIO for Linux: Apple's CGImageSource and CGImageDestination over
// SDL2_image. Decodes PNG, JPEG, BMP, WebP and TIFF through SDL2_image and
// GIF's first frame with a decoder of its own into CGImage; encodes PNG
// and JPEG.
//
// Apple's functions take CFURL, CFData, CFString and CFDictionary: here
// they take URL, Data, String and a [String: Any] dictionary, and the
// common ones also what `as CFURL` and `as CFData` make (CoreGraphics
// names the Foundation classes Swift values bridge to after the Core
// Foundation types), so iOS code compiles as written.
@_exported import CoreGraphics
// Ahead of Core Foundation's: the types Swift values bridge to here.
@_exported import typealias CoreGraphics.CFArray
@_exported import typealias CoreGraphics.CFData
@_exported import typealias CoreGraphics.CFMutableData
@_exported import typealias CoreGraphics.CFURL
@_exported import typealias CoreGraphics.CFString

/// Uniform type identifiers for the formats, with Apple's values (the
/// `kUTType…` constants of MobileCoreServices; `UTType.png.identifier`).
public let kUTTypePNG = "public.png"
/// JPEG: decoded and encoded.
public let kUTTypeJPEG = "public.jpeg"
/// GIF: decoded (the first frame only), not encoded.
public let kUTTypeGIF = "com.compuserve.gif"
/// BMP: decoded, not encoded.
public let kUTTypeBMP = "com.microsoft.bmp"

/// Destination property: JPEG quality, 0...1.
public let kCGImageDestinationLossyCompressionQuality = "kCGImageDestinationLossyCompressionQuality"

/// Source options and properties, Apple's names and values.
public let kCGImageSourceShouldCache = "kCGImageSourceShouldCache"
/// Source option to decode when the source is made; accepted and ignored,
/// as sources always do.
public let kCGImageSourceShouldCacheImmediately = "kCGImageSourceShouldCacheImmediately"
/// Thumbnail option to build thumbnails from the full image; accepted and
/// ignored, as embedded thumbnails are never read.
public let kCGImageSourceCreateThumbnailFromImageAlways = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Thumbnail option to use the full image when the file has no thumbnail;
/// accepted and ignored, as thumbnails always come from the full image.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Thumbnail option to apply the image's orientation; accepted and ignored:
/// the thumbnail keeps the decoded image's orientation.
public let kCGImageSourceCreateThumbnailWithTransform = "kCGImageSourceCreateThumbnailWithTransform"
/// Thumbnail option: the longest side in pixels (Int, Double, CGFloat or
/// NSNumber). Never enlarges; below 1 or not finite gives no thumbnail.
public let kCGImageSourceThumbnailMaxPixelSize = "kCGImageSourceThumbnailMaxPixelSize"
/// Property key: the image's width in pixels, an Int.
public let kCGImagePropertyPixelWidth = "PixelWidth"
/// Property key: the image's height in pixels, an Int.
public let kCGImagePropertyPixelHeight = "PixelHeight"
/// Property key: a Bool, true when any pixel is not fully opaque.
public let kCGImagePropertyHasAlpha = "HasAlpha"
