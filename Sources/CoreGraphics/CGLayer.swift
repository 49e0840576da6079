import CoreFoundation
import Foundation

/// An offscreen drawing made once and drawn many times (Apple's
/// `CGLayer`): a bitmap the size of the layer at the device scale of the
/// context it was made for, with a context of its own to draw into (y up
/// from its bottom left, as every Core Graphics context), drawn into a
/// context like an image with `draw(_:in:)` or `draw(_:at:)`.
public final class CGLayer {
    /// The layer's size, in the points of the context it was made for.
    public let size: CGSize
    /// The layer's own context: what is drawn there is what the layer shows.
    public let context: CGContext?

    /// A layer of `size` points for drawing into `context` (the layer takes
    /// its device scale); nil for a size that is empty or not finite.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            _Diagnostics.report("CGLayer: a size of \(size) has no pixels; nil")
            return nil
        }
        // The reference context's device scale: how long a unit of its
        // user space is on its pixels (a retina drawing context's 2 or 3).
        let m = context.userSpaceToDeviceSpaceTransform
        let sx = max(hypot(m.a, m.b), 1e-3), sy = max(hypot(m.c, m.d), 1e-3)
        let w = Int((size.width * sx).rounded(.up)), h = Int((size.height * sy).rounded(.up))
        guard let own = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        own.scaleBy(x: sx, y: sy)
        own._baseScale = sx
        self.size = size
        self.context = own
    }

    /// What the layer shows now.
    func image() -> CGImage? { context?.makeImage() }
}

extension CGContext {
    /// Draws `layer` scaled to fill `rect` (as an image of it).
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.image() else { return }
        draw(image, in: rect)
    }

    /// Draws `layer` at its size with its bottom left at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
