import Foundation
@_implementationOnly import Raster

/// An image as Core Image holds it (Apple's `CIImage`): pixels and the
/// rectangle they cover, in Core Image's coordinates (origin at the
/// bottom left, y up). Apple's is a recipe evaluated when a context
/// renders it; Quartzite evaluates each step when it is made (filters
/// here are few and the images small), which gives the same pixels.
open class CIImage: NSObject, @unchecked Sendable {
    /// The pixels over `pixelRect`; none for the empty image.
    let pixels: LinearPixels?
    /// Where `pixels` lie, in whole pixels, y up.
    let pixelOrigin: (x: Int, y: Int)
    /// Whether the image goes on forever past its pixels, each edge pixel
    /// repeated outward (`clampedToExtent()`, `init(color:)`).
    let isClamped: Bool

    init(pixels: LinearPixels?, origin: (x: Int, y: Int), clamped: Bool = false) {
        self.pixels = pixels
        pixelOrigin = origin
        isClamped = clamped
    }

    /// An image of `image`'s pixels, its extent (0, 0, width, height).
    public convenience init(cgImage image: CGImage) {
        let s = image._surface
        self.init(pixels: LinearPixels(argb: { UnsafePointer(s.row($0)) }, width: s.width, height: s.height),
                  origin: (0, 0))
    }

    /// `init(cgImage:)`; the options (colour space, orientation) are not read.
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: image)
    }

    /// An image of one colour everywhere (its extent is infinite).
    public convenience init(color: CIColor) {
        var p = LinearPixels(width: 1, height: 1)
        let a = Float(min(max(color.alpha, 0), 1))
        func c(_ v: CGFloat) -> Float { SRGB.decode(Float(min(max(v, 0), 1))) * a }
        p.values = [c(color.red), c(color.green), c(color.blue), a]
        self.init(pixels: p, origin: (0, 0), clamped: true)
    }

    /// An image with no pixels (Apple's `CIImage.empty()`).
    open class func empty() -> CIImage { CIImage(pixels: nil, origin: (0, 0)) }

    /// The rectangle the image covers: infinite for one that goes on
    /// forever, null for the empty image.
    open var extent: CGRect {
        guard let pixels else { return .null }
        if isClamped { return .infinite }
        return CGRect(x: pixelOrigin.x, y: pixelOrigin.y, width: pixels.width, height: pixels.height)
    }

    /// The premultiplied linear pixel at (x, y) in Core Image's
    /// coordinates (pixel centres at half-integers): clear outside, or the
    /// nearest edge pixel when clamped.
    func pixel(x: Int, y: Int) -> (Float, Float, Float, Float) {
        guard let p = pixels else { return (0, 0, 0, 0) }
        var col = x - pixelOrigin.x, rowUp = y - pixelOrigin.y
        if isClamped {
            col = min(max(col, 0), p.width - 1)
            rowUp = min(max(rowUp, 0), p.height - 1)
        } else if col < 0 || col >= p.width || rowUp < 0 || rowUp >= p.height {
            return (0, 0, 0, 0)
        }
        let o = ((p.height - 1 - rowUp) * p.width + col) * 4
        return (p.values[o], p.values[o + 1], p.values[o + 2], p.values[o + 3])
    }

    /// The pixels over a whole-pixel rectangle (y up), as a new buffer.
    func pixels(in r: (x: Int, y: Int, width: Int, height: Int)) -> LinearPixels {
        var out = LinearPixels(width: r.width, height: r.height)
        for row in 0..<r.height {
            let y = r.y + r.height - 1 - row
            for col in 0..<r.width {
                let v = pixel(x: r.x + col, y: y), o = (row * r.width + col) * 4
                out.values[o] = v.0; out.values[o + 1] = v.1; out.values[o + 2] = v.2; out.values[o + 3] = v.3
            }
        }
        return out
    }

    open override var description: String { "<CIImage extent \(extent)>" }
}

/// Options for making an image (Apple's `CIImageOption`); accepted and not read.
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
}
