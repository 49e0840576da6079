/// Drawing an image into the current context, and UIKit's rendering
/// modes (a template image is drawn in a tint).
extension UIImage {
    /// The image drawn with its top left at `point`, at its size in points.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// The image drawn with its top left at `point`, at its size in points,
    /// composited with `blendMode` at an opacity of `alpha` (0 to 1).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// The image stretched into `rect` of the current context, upright in
    /// UIKit's y-down coordinates (turned as `imageOrientation` says).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// The image stretched into `rect` of the current context, composited with
    /// `blendMode` at an opacity of `alpha` (0 to 1); nothing without a context.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        // Core Graphics draws images upright in y-up space: flip about the rect.
        ctx.translateBy(x: rect.minX, y: rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        var target = CGRect(x: 0, y: 0, width: rect.width, height: rect.height)
        if imageOrientation != .up {
            // The stored pixels, turned into the rect (in a box of their own
            // proportions when turned a quarter).
            ctx.concatenate(UIImage.orientationTransform(imageOrientation, size: target.size))
            if imageOrientation.isQuarterTurn { target = CGRect(x: 0, y: 0, width: rect.height, height: rect.width) }
        }
        if renderingMode == .alwaysTemplate || isSymbolImage && tint != nil {
            ctx.clip(to: target, mask: cgImage)
            ctx.setFillColor((tint ?? UIColor.systemBlue).cgColor)
            ctx.fill(target)
        } else {
            ctx.draw(cgImage, in: target)
        }
        ctx.restoreGState()
    }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: imageOrientation) } ?? UIImage()
        copy.renderingMode = renderingMode
        copy.tint = tint
        copy.isSymbolImage = isSymbolImage
        copy.configuration = configuration
        return copy
    }

    /// A template image drawn in `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        let copy = withRenderingMode(.alwaysTemplate)
        copy.tint = color
        return copy
    }

    /// The same image with tint `color`, drawn in it when `renderingMode` is
    /// `.alwaysTemplate`, and for a symbol image whatever the mode (a symbol
    /// `.alwaysOriginal` in a colour keeps that colour in any view).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = withTintColor(color)
        copy.renderingMode = renderingMode
        return copy
    }
}
