import Foundation
@_implementationOnly import Raster

/// Renders images (Apple's `CIContext`). Options are accepted and not
/// read: rendering is on the CPU, in linear sRGB, into 8-bit sRGB.
open class CIContext: NSObject, @unchecked Sendable {
    public init(options: [CIContextOption: Any]? = nil) {}

    /// The pixels of `image` inside `fromRect` (Core Image's coordinates,
    /// rounded out to whole pixels) as a bitmap image; nil for an empty
    /// or infinite rectangle.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let r = fromRect.standardized
        guard !r.isNull, !r.isInfinite, r.width >= 1 || r.height >= 1 else { return nil }
        let i = r.integral
        guard i.width <= CGFloat(Surface.maxSide), i.height <= CGFloat(Surface.maxSide),
              let surface = Surface(width: Int(i.width), height: Int(i.height)) else {
            _Diagnostics.report("CIContext.createCGImage: \(r) is not a size an image can have; nil")
            return nil
        }
        image.pixels(in: (Int(i.minX), Int(i.minY), surface.width, surface.height))
            .writeARGB(into: { surface.row($0) })
        return CGImage(_surface: surface)
    }
}

/// Options for a context (Apple's `CIContextOption`); accepted and not read.
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}
