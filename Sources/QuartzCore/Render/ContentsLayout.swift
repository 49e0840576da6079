/// Where a layer's contents go: pure functions of contentsGravity,
/// contentsRect, contentsScale and the bounds (reference section 11).
enum _ContentsLayout {
    /// The rectangle, in the layer's bounds space, that the contents fill.
    /// `size` is the contents' size in points (pixels of the shown part
    /// divided by contentsScale). Gravity names are Apple's: "top" means
    /// maximum y and "bottom" minimum y, so on a y-down (iOS) layer
    /// `.bottom` shows the contents at the top of the bounds, as on iOS.
    static func destination(gravity: CALayerContentsGravity, size: CGSize, bounds b: CGRect) -> CGRect {
        let w = size.width, h = size.height
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let sx = b.width / w, sy = b.height / h
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return CGRect(x: b.midX - w * s / 2, y: b.midY - h * s / 2, width: w * s, height: h * s)
        default:
            break
        }
        let name = gravity.rawValue
        let x: CGFloat
        if name.hasSuffix("Left") || name == "left" {
            x = b.minX
        } else if name.hasSuffix("Right") || name == "right" {
            x = b.maxX - w
        } else {
            x = b.midX - w / 2
        }
        let y: CGFloat
        if name.hasPrefix("top") {
            y = b.maxY - h
        } else if name.hasPrefix("bottom") {
            y = b.minY
        } else {
            y = b.midY - h / 2
        }
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// The part of an image of `pixels` that `contentsRect` (unit space)
    /// selects, in image pixels. Parts outside the image are cut off.
    static func sourceRegion(contentsRect r: CGRect, pixels: (width: Int, height: Int))
        -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        let w = Double(pixels.width), h = Double(pixels.height)
        let s = r.standardized
        guard s.width.isFinite, s.height.isFinite, s.minX.isFinite, s.minY.isFinite else { return nil }
        let x0 = max(0, Double(s.minX) * w), y0 = max(0, Double(s.minY) * h)
        let x1 = min(w, Double(s.maxX) * w), y1 = min(h, Double(s.maxY) * h)
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0, y0, x1, y1)
    }
}
