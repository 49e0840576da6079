// ImageIO for Linux: Apple's CGImageSource and CGImageDestination over
// SDL2_image. Decodes PNG, JPEG, BMP, WebP and TIFF through SDL2_image and
// GIF's first frame with a decoder of its own into CGImage; encodes PNG
// and JPEG.
//
// Apple's functions take CFURL, CFData, CFString and CFDictionary. On Linux
// Swift values do not bridge to those types with `as`, so the same
// functions here take URL, Data, String and a [String: Any] dictionary:
// iOS code compiles once its `as CFURL` / `as CFString` casts are dropped.
@_exported import CoreGraphics

/// Uniform type identifiers for the formats, with Apple's values (the
/// `kUTType…` constants of MobileCoreServices; `UTType.png.identifier`).
public let kUTTypePNG = "public.png"
public let kUTTypeJPEG = "public.jpeg"
public let kUTTypeGIF = "com.compuserve.gif"
public let kUTTypeBMP = "com.microsoft.bmp"

/// Destination property: JPEG quality, 0...1.
public let kCGImageDestinationLossyCompressionQuality = "kCGImageDestinationLossyCompressionQuality"

/// Source options and properties, Apple's names and values.
public let kCGImageSourceShouldCache = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceCreateThumbnailFromImageAlways = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailWithTransform = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceThumbnailMaxPixelSize = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImagePropertyPixelWidth = "PixelWidth"
public let kCGImagePropertyPixelHeight = "PixelHeight"
public let kCGImagePropertyHasAlpha = "HasAlpha"
