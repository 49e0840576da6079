/// Which way up an image's pixels are drawn (a camera's photo is often
/// stored sideways and turned when shown).
extension UIImage {
    /// The map, in Core Graphics' y-up space, that draws the stored
    /// pixels, placed in a box of the stored proportions at the origin,
    /// upright into the box of `size` (the drawn size) at the origin.
    static func orientationTransform(_ o: Orientation, size: CGSize) -> CGAffineTransform {
        let w = size.width, h = size.height
        var t = CGAffineTransform.identity
        switch o {
        case .down, .downMirrored: t = t.translatedBy(x: w, y: h).rotated(by: .pi)
        case .left, .leftMirrored: t = t.translatedBy(x: w, y: 0).rotated(by: .pi / 2)
        case .right, .rightMirrored: t = t.translatedBy(x: 0, y: h).rotated(by: -.pi / 2)
        case .up, .upMirrored: break
        }
        switch o {
        case .upMirrored, .downMirrored: t = t.translatedBy(x: w, y: 0).scaledBy(x: -1, y: 1)
        case .leftMirrored, .rightMirrored: t = t.translatedBy(x: h, y: 0).scaledBy(x: -1, y: 1)
        default: break
        }
        return t
    }

    /// `uprightCGImage`: `cgImage` itself for an image that is `.up`, else
    /// a copy turned as its orientation says.
    func makeUprightCGImage() -> CGImage? {
        guard let cgImage, imageOrientation != .up else { return cgImage }
        let turned = imageOrientation.isQuarterTurn
        let w = turned ? cgImage.height : cgImage.width, h = turned ? cgImage.width : cgImage.height
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return cgImage }
        ctx.concatenate(UIImage.orientationTransform(imageOrientation, size: CGSize(width: w, height: h)))
        ctx.draw(cgImage, in: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
        return ctx.makeImage() ?? cgImage
    }
}

extension UIImage.Orientation {
    /// Whether width and height are exchanged when drawn.
    var isQuarterTurn: Bool { self == .left || self == .right || self == .leftMirrored || self == .rightMirrored }
}
