import Foundation

/// What an image view shows of an image: its pixels, or, for an image
/// drawn in a tint (a template, a symbol), its shape filled with the
/// image's own tint or else the view's `tintColor`, as UIKit shows
/// `UIImage(systemName:)` in the tint colour.
extension UIImage {
    /// Whether a view shows the image as a shape in a tint.
    var showsInTint: Bool { renderingMode == .alwaysTemplate || isSymbolImage && (renderingMode == .automatic || tint != nil) }

    /// The pixels a view with tint `viewTint` shows, upright: the same
    /// picture each time for the same colour, so showing it again does not
    /// repaint it as new contents.
    func shown(viewTint: UIColor) -> CGImage? {
        guard showsInTint, let shape = uprightCGImage else { return uprightCGImage }
        let color = (tint ?? viewTint).cgColor
        if let t = tinted, t.color == color { return t.image }
        guard let ctx = CGContext(data: nil, width: shape.width, height: shape.height, bitsPerComponent: 8,
                                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return shape }
        let all = CGRect(x: 0, y: 0, width: shape.width, height: shape.height)
        ctx.clip(to: all, mask: shape)
        ctx.setFillColor(color)
        ctx.fill(all)
        guard let image = ctx.makeImage() else { return shape }
        tinted = (color, image)
        return image
    }
}
