import Foundation

/// UIKit's bitmap image contexts: `UIGraphicsBeginImageContextWithOptions`
/// and its pair, and `UIGraphicsImageRenderer`. Both draw in UIKit's
/// coordinates (origin at the top left, y down, in points) into pixels
/// at the image's scale, and make `UIImage`s of the result.


/// A bitmap context of `size` points at `scale` pixels per point (0: the
/// screen's), flipped to UIKit's coordinates; nil for an empty size.
func makeImageContext(size: CGSize, opaque: Bool, scale: CGFloat) -> (CGContext, CGFloat)? {
    let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let w = Int((size.width * s).rounded(.up)), h = Int((size.height * s).rounded(.up))
    guard size.width.isFinite, size.height.isFinite, w > 0, h > 0,
          let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: opaque ? CGImageAlphaInfo.noneSkipLast.rawValue
                                                 : CGImageAlphaInfo.premultipliedLast.rawValue) else {
        _Diagnostics.report("UIGraphics: cannot make an image context of \(size.width)x\(size.height) points at scale \(s)")
        return nil
    }
    ctx.translateBy(x: 0, y: CGFloat(h))
    ctx.scaleBy(x: s, y: -s)
    return (ctx, s)
}

/// Begins an image context of `size` points and makes it current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard let (ctx, s) = makeImageContext(size: size, opaque: opaque, scale: scale) else { return }
    _UIGraphicsState.current.imageContexts.append((ctx, s))
    UIGraphicsPushContext(ctx)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds, as an image.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (ctx, s) = _UIGraphicsState.current.imageContexts.last, UIGraphicsGetCurrentContext() === ctx, let image = ctx.makeImage() else {
        return nil
    }
    return UIImage(cgImage: image, scale: s)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    guard let (ctx, _) = _UIGraphicsState.current.imageContexts.popLast() else { return }
    if UIGraphicsGetCurrentContext() === ctx { UIGraphicsPopContext() }
}

/// How a renderer's images are made (UIKit's renderer formats).
open class UIGraphicsRendererFormat: NSObject {
    /// A format with the default settings (for an image format: the screen's
    /// scale, not opaque).
    open class func `default`() -> Self { self.init() }
    /// A format with the default settings.
    public required override init() { super.init() }
}

/// How an image renderer's images are made: their scale and whether they
/// are opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point (the screen's by default).
    open var scale: CGFloat = UIScreen.main.scale
    /// An opaque image has no alpha.
    open var opaque = false
    /// The format suited to the screen: the same as `default()` here.
    open class func preferred() -> Self { self.init() }
    /// The format for an environment with `traitCollection`'s traits: its
    /// display scale when it specifies one, else the screen's.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// What a renderer's drawing closure is given.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context being drawn into, in UIKit's coordinates
    /// (origin at the top left, y down, in points).
    public let cgContext: CGContext
    /// The format the renderer makes its images with.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the context's fill colour, composited with `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// Strokes a frame just inside `rect` with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5)) }
    /// Strokes a frame just inside `rect` like `stroke(_:)`, composited with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }
    /// Intersects the context's clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// What an image renderer's drawing closure is given; `currentImage` is
/// what has been drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let scale: CGFloat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.scale = scale
        super.init(cgContext: cgContext, format: format)
    }
    /// What has been drawn so far.
    open var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: scale) } ?? UIImage()
    }
}

/// A renderer that draws into a context made for each call (UIKit's
/// abstract base of the image renderer).
open class UIGraphicsRenderer: NSObject {
    /// The area drawn, in points; its origin is the image's top-left corner.
    public let bounds: CGRect
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds` whose contexts are made with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        rendererFormat = format
    }
}

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The renderer's format: its images' scale and opacity.
    open var format: UIGraphicsImageRendererFormat { rendererFormat as! UIGraphicsImageRendererFormat }

    /// A renderer of images of `size` points at the screen's scale, not opaque.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }
    /// A renderer of images of `size` points made with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of the area `bounds` at the screen's scale, not opaque.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }
    /// A renderer of the area `bounds` made with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The image `actions` draw, in the renderer's bounds.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let (ctx, s) = makeImageContext(size: bounds.size, opaque: format.opaque, scale: format.scale) else {
            return UIImage()
        }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: ctx, format: format, scale: s)
        UIGraphicsPushContext(ctx)
        actions(context)
        UIGraphicsPopContext()
        return context.currentImage
    }

    /// The image `actions` draw, encoded as PNG; empty data when it cannot be.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw, encoded as JPEG of `quality` (0 smallest to 1
    /// best); empty data when it cannot be.
    open func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
    }
}
