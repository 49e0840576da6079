/// Where a layer's contents go: pure functions of contentsGravity,
/// contentsRect, contentsScale and the bounds (Apple's `CALayer.contentsGravity`, `contentsRect` and `contentsCenter`).
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
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            break
        default:
            // A name Apple does not define fills the bounds, as the default
            // gravity does (the setter says so once, in its diagnostic).
            return b
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

    /// One slice of contents along one axis: a span of image pixels and
    /// the span of layer units it is drawn across.
    struct Slice: Equatable {
        var sourceStart: Double, sourceEnd: Double
        var destStart: Double, destEnd: Double

        init(_ sourceStart: Double, _ sourceEnd: Double, _ destStart: Double, _ destEnd: Double) {
            self.sourceStart = sourceStart; self.sourceEnd = sourceEnd
            self.destStart = destStart; self.destEnd = destEnd
        }

        /// Both spans have length (an empty slice draws nothing).
        var isDrawn: Bool { sourceEnd > sourceStart && destEnd > destStart }
    }

    /// contentsCenter's nine slices along each axis, in image pixels and
    /// layer units. The corners keep their size (in points, by contentsScale),
    /// the edges stretch along one axis, the middle along both; caps
    /// larger than the destination shrink together; a zero-width centre is
    /// one source pixel wide. The whole image is one slice each way when
    /// the centre is the unit rect.
    static func nineSlices(src: (x0: Double, y0: Double, x1: Double, y1: Double), center c: CGRect, scale: Double,
                           dest: CGRect) -> (xs: [Slice], ys: [Slice]) {
        if c == CGRect(x: 0, y: 0, width: 1, height: 1) || !c.width.isFinite || !c.height.isFinite {
            return ([Slice(src.x0, src.x1, Double(dest.minX), Double(dest.maxX))],
                    [Slice(src.y0, src.y1, Double(dest.minY), Double(dest.maxY))])
        }
        let sw = src.x1 - src.x0, sh = src.y1 - src.y0
        var cx0 = src.x0 + Double(c.minX) * sw, cx1 = src.x0 + Double(c.maxX) * sw
        var cy0 = src.y0 + Double(c.minY) * sh, cy1 = src.y0 + Double(c.maxY) * sh
        if cx1 - cx0 < 1 { cx1 = min(src.x1, cx0 + 1); cx0 = cx1 - 1 }
        if cy1 - cy0 < 1 { cy1 = min(src.y1, cy0 + 1); cy0 = cy1 - 1 }
        cx0 = max(src.x0, cx0); cx1 = min(src.x1, cx1); cy0 = max(src.y0, cy0); cy1 = min(src.y1, cy1)
        var left = (cx0 - src.x0) / scale, right = (src.x1 - cx1) / scale
        var top = (cy0 - src.y0) / scale, bottom = (src.y1 - cy1) / scale
        let dw = Double(dest.width), dh = Double(dest.height)
        if left + right > dw { let k = dw / (left + right); left *= k; right *= k }
        if top + bottom > dh { let k = dh / (top + bottom); top *= k; bottom *= k }
        let xs = [Slice(src.x0, cx0, Double(dest.minX), Double(dest.minX) + left),
                  Slice(cx0, cx1, Double(dest.minX) + left, Double(dest.maxX) - right),
                  Slice(cx1, src.x1, Double(dest.maxX) - right, Double(dest.maxX))]
        let ys = [Slice(src.y0, cy0, Double(dest.minY), Double(dest.minY) + top),
                  Slice(cy0, cy1, Double(dest.minY) + top, Double(dest.maxY) - bottom),
                  Slice(cy1, src.y1, Double(dest.maxY) - bottom, Double(dest.maxY))]
        return (xs, ys)
    }
}
