/// An 8-bit alpha image: clip shapes, layer masks and shadow shapes.
public final class AlphaMask: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let pixels: UnsafeMutablePointer<UInt8>

    /// A transparent mask, or nil for sizes that are not positive or
    /// exceed `Surface.maxSide`.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Surface.maxSide, height <= Surface.maxSide else { return nil }
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
    }

    deinit { pixels.deallocate() }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { pixels + y * width }

    public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Zero coverage over the part of `rect` that lies on the mask: a
    /// scratch mask before a shape is drawn into it again.
    public func clear(_ rect: PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 { (row(y) + r.x0).update(repeating: 0, count: r.width) }
    }

    /// Coverage of `shape` (in mask pixels) written into the mask.
    public func draw(_ shape: RoundedRect, scratch: RowScratch) {
        let area = shape.pixelBounds(within: bounds)
        guard !area.isEmpty else { return }
        scratch.reserve(area.width)
        let rows = RoundedRectRows(shape, tiles: scratch.tiles)
        for y in area.y0..<area.y1 {
            let r = rows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: scratch.coverage,
                                   accumulator: scratch.accumulator)
            guard r.x1 > r.x0 else { continue }
            (row(y) + r.x0).update(from: scratch.coverage + (r.x0 - area.x0), count: r.x1 - r.x0)
        }
    }
}

extension AlphaMask {
    /// The alpha of a shape that is `inside` (0...255) within `inset` of
    /// its edge and `ring` along the edge, as a background under a border
    /// composites: ring · outer − (ring − inside) · inner, per pixel.
    public func drawRing(_ shape: RoundedRect, inset: Double, inside: UInt32, ring: UInt32, scratch: RowScratch) {
        let area = shape.pixelBounds(within: bounds)
        guard !area.isEmpty else { return }
        scratch.reserve(area.width)
        let outerRows = RoundedRectRows(shape, tiles: scratch.tiles)
        let innerRows = RoundedRectRows(shape.inset(by: inset), tiles: scratch.tiles)
        let cov = scratch.coverage, inCov = scratch.coverage2
        let cut = ring >= inside ? ring - inside : 0
        for y in area.y0..<area.y1 {
            let o = outerRows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: cov, accumulator: scratch.accumulator)
            guard o.x1 > o.x0 else { continue }
            let i = innerRows.coverage(row: y, clipX0: area.x0, clipX1: area.x1, into: inCov, accumulator: scratch.accumulator)
            let dst = row(y)
            for x in o.x0..<o.x1 {
                let k = x - area.x0
                let a = mul255(ring, UInt32(cov[k]))
                let b = x >= i.x0 && x < i.x1 ? mul255(cut, UInt32(inCov[k])) : 0
                dst[x] = UInt8(a > b ? a - b : 0)
            }
        }
    }
}

extension Surface {
    /// Source-over of `color` (premultiplied) through `mask`, whose pixel
    /// (0, 0) lands on surface pixel (dx, dy), within `clip`.
    public func blend(_ mask: AlphaMask, atX dx: Int, y dy: Int, color: UInt32, clip: PixelRect) {
        let area = PixelRect(x: dx, y: dy, width: mask.width, height: mask.height).intersection(clip).intersection(bounds)
        guard !area.isEmpty, color != 0 else { return }
        for y in area.y0..<area.y1 {
            blendSolidSpan(row(y) + area.x0, coverage: mask.row(y - dy) + (area.x0 - dx), count: area.width, color: color)
        }
    }

    /// Multiplies every pixel of `area` by the mask's alpha (pixels the mask
    /// does not reach become transparent): a layer's `mask`.
    public func multiply(by mask: AlphaMask, atX dx: Int, y dy: Int, area: PixelRect) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        let inside = PixelRect(x: dx, y: dy, width: mask.width, height: mask.height).intersection(area)
        for y in area.y0..<area.y1 {
            let p = row(y)
            guard !inside.isEmpty, y >= inside.y0, y < inside.y1 else {
                (p + area.x0).update(repeating: 0, count: area.width)
                continue
            }
            (p + area.x0).update(repeating: 0, count: inside.x0 - area.x0)
            multiplySpan(p + inside.x0, by: mask.row(y - dy) + (inside.x0 - dx), count: inside.width)
            (p + inside.x1).update(repeating: 0, count: area.x1 - inside.x1)
        }
    }
}
