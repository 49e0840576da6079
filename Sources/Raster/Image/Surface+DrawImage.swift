/// Drawing an image (a surface) through a projective map: layer contents.
public enum SampleFilter: Sendable {
    case nearest, bilinear, trilinear
}

/// Which sides of a drawn image region get anti-aliased edges (pieces of a
/// nine-slice meet without seams by leaving their shared sides hard).
public struct ImageEdges: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let left = ImageEdges(rawValue: 1)
    public static let top = ImageEdges(rawValue: 2)
    public static let right = ImageEdges(rawValue: 4)
    public static let bottom = ImageEdges(rawValue: 8)
    public static let all: ImageEdges = [.left, .top, .right, .bottom]
}

extension Surface {
    /// Draws the region `source` of `image` (in image pixels, origin top
    /// left) so that source point (u, v) lands on `map.apply(u, v)` in this
    /// surface, source-over, scaled by `alpha` (0...255), within `clip`.
    ///
    /// Each destination pixel centre is mapped back into the image and
    /// sampled there; sampling never reads outside `source` (a
    /// contentsRect's neighbours do not bleed in). Edges are anti-aliased
    /// by the distance from the pixel centre to the region's edge,
    /// measured in destination pixels. Minification with `.trilinear`
    /// picks the mip level from the map's scale at the pixel.
    /// `additive` adds the image to what is there instead (each channel
    /// saturating, premultiplied: Apple's plus-lighter), as an emitter's
    /// additive particles brighten where they overlap. `occupancy`, made
    /// from `image` as it is now, lets a bilinear draw of the whole image
    /// (a source at the origin) pass over its empty tiles unsampled.
    public func draw(_ image: Surface, source: (x0: Double, y0: Double, x1: Double, y1: Double), map: Projective,
                     filter: SampleFilter, alpha: UInt32, clip: PixelRect, edges: ImageEdges = .all,
                     additive: Bool = false, occupancy: TileOccupancy? = nil) {
        if !additive, alpha > 0, drawWholePixels(image, source: source, map: map, alpha: alpha, clip: clip) { return }
        guard alpha > 0, let plan = ImageDrawPlan(image, source: source, map: map, filter: filter, alpha: alpha,
                                                  clip: clip.intersection(bounds), edges: edges,
                                                  targetSpan: Double(bounds.width + bounds.height),
                                                  occupancy: occupancy) else { return }
        if !additive, Surface.drawsTranslatedInteriors, let inner = translatedInterior(plan, source: source, map: map) {
            drawTranslatedInterior(plan, inner)
            // The frame around it (edges, taps past the region) as any
            // image is drawn: the same pixels a whole draw gives there.
            let a = plan.area
            for strip in [PixelRect(x0: a.x0, y0: a.y0, x1: a.x1, y1: inner.y0),
                          PixelRect(x0: a.x0, y0: inner.y1, x1: a.x1, y1: a.y1),
                          PixelRect(x0: a.x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
                          PixelRect(x0: inner.x1, y0: inner.y0, x1: a.x1, y1: inner.y1)] where !strip.isEmpty {
                drawImage(plan.within(strip), additive: false)
            }
            return
        }
        drawImage(plan, additive: additive)
    }

    /// The common case of a picture shown at its own size on whole pixels
    /// (an image layer at rest, a group composited back): every filter
    /// samples each source pixel at its centre and every edge falls on a
    /// pixel boundary, so the region is blended row by row as it is. False,
    /// having drawn nothing, for any other map.
    private func drawWholePixels(_ image: Surface, source: (x0: Double, y0: Double, x1: Double, y1: Double),
                                 map: Projective, alpha: UInt32, clip: PixelRect) -> Bool {
        guard map.isAffine, map.a == 1, map.d == 1, map.b == 0, map.c == 0,
              let dx = Self.whole(map.tx), let dy = Self.whole(map.ty),
              let u0 = Self.whole(source.x0), let v0 = Self.whole(source.y0),
              let u1 = Self.whole(source.x1), let v1 = Self.whole(source.y1),
              u0 >= 0, v0 >= 0, u1 <= image.width, v1 <= image.height else { return false }
        let r = PixelRect(x0: u0 + dx, y0: v0 + dy, x1: u1 + dx, y1: v1 + dy).intersection(clip.intersection(bounds))
        guard !r.isEmpty else { return true }
        for y in r.y0..<r.y1 {
            blendSpan(row(y) + r.x0, image.row(y - dy) + (r.x0 - dx), count: r.width, alpha: alpha)
        }
        return true
    }

    /// `v` as an integer when it is one (to a billionth), within a safe range.
    @inline(__always)
    private static func whole(_ v: Double) -> Int? {
        let r = v.rounded()
        return abs(v - r) < 1e-9 && abs(r) < 1_073_741_824 ? Int(r) : nil
    }

    /// Draws `plan` row by row: on each row the run that can be inside the
    /// region, each pixel mapped back, sampled and blended.
    private func drawImage(_ plan: ImageDrawPlan, additive: Bool) {
        let inv = plan.inverse, area = plan.area
        // The plan's fields in locals, once: the loop stores pixels through a
        // pointer, so loads from the plan could otherwise repeat per pixel.
        let e = plan.edges, h = plan.hard, prepared = plan.prepared, fixed = plan.fixed
        let affine = plan.affine, fixedProjective = plan.fixedProjective, alpha = plan.alpha
        let scaleX = plan.scaleX, scaleY = plan.scaleY, fdu = plan.fdu, fdv = plan.fdv
        let uLo = plan.uLo, uHi = plan.uHi, vLo = plan.vLo, vHi = plan.vHi
        let occupancy = plan.occupancy, sparse = occupancy != nil
        for y in area.y0..<area.y1 {
        let dst = row(y)
        let fy = Double(y) + 0.5
        // Numerators and denominator are linear along the row.
        var nu = inv.a * (Double(area.x0) + 0.5) + inv.c * fy + inv.tx
        var nv = inv.b * (Double(area.x0) + 0.5) + inv.d * fy + inv.ty
        var w = inv.px * (Double(area.x0) + 0.5) + inv.py * fy + inv.pw
        // Only the run of the row that can be inside the region (a rotated
        // or tilted image covers a fraction of its box). Each bound u ≥ lo
        // is a linear inequality in x even under a projective map:
        // nu ≥ lo · w, with w > 0. (Plain calls, not a nested function: one
        // capturing `span` would box it on the heap every row.)
        var span = area.x0..<area.x1
        span = span.clamped(to: nonNegativeSpan(nu - uLo * w, inv.a - uLo * inv.px, x0: area.x0, x1: area.x1))
        span = span.clamped(to: nonNegativeSpan(uHi * w - nu, uHi * inv.px - inv.a, x0: area.x0, x1: area.x1))
        span = span.clamped(to: nonNegativeSpan(nv - vLo * w, inv.b - vLo * inv.px, x0: area.x0, x1: area.x1))
        span = span.clamped(to: nonNegativeSpan(vHi * w - nv, vHi * inv.px - inv.b, x0: area.x0, x1: area.x1))
        span = span.clamped(to: nonNegativeSpan(w, inv.px, x0: area.x0, x1: area.x1))
        guard !span.isEmpty else { continue }
        let skip = Double(span.lowerBound - area.x0)
        nu += inv.a * skip
        nv += inv.b * skip
        w += inv.px * skip
        // Fixed-point sample positions (16.16, less half a pixel) for
        // affine bilinear draws at full size: u − 0.5 at pixel x is
        // fu0 + x · fdu, exact integers whatever the loop's start.
        let fu0 = fixed ? Int((inv.a * 0.5 + inv.c * fy + inv.tx - 0.5) * 65536) : 0
        let fv0 = fixed ? Int((inv.b * 0.5 + inv.d * fy + inv.ty - 0.5) * 65536) : 0
        for x in span {
            defer { nu += inv.a; nv += inv.b; w += inv.px }
            guard w > 1e-12 else { continue }
            let r = affine ? 1 : 1 / w // one division per pixel, not two
            let u = nu * r, v = nv * r
            // Distance inside the region's nearest edge, in destination
            // pixels. Hard sides keep pixels whose centre is inside; soft
            // sides ramp over one destination pixel.
            guard u >= h.x0, u < h.x1, v >= h.y0, v < h.y1 else { continue }
            let inside = Swift.min(Swift.min(u - e.x0, e.x1 - u) * scaleX, Swift.min(v - e.y0, e.y1 - v) * scaleY)
            guard inside > -0.5 else { continue }
            var s: UInt32
            if fixed {
                let fu = fu0 &+ x &* fdu, fv = fv0 &+ x &* fdv
                if sparse && occupancy.unsafelyUnwrapped.isEmpty(fu >> 16, fv >> 16) { continue }
                s = prepared.a.bilinearFixed(fu, fv)
            } else if fixedProjective && abs(u) < 1e6 && abs(v) < 1e6 {
                let fu = Int((u - 0.5) * 65536), fv = Int((v - 0.5) * 65536)
                if sparse && occupancy.unsafelyUnwrapped.isEmpty(fu >> 16, fv >> 16) { continue }
                s = prepared.a.bilinearFixed(fu, fv)
            } else {
                s = prepared.sample(u, v)
            }
            var k = alpha
            if inside < 0.5 { k = mul255(k, UInt32((inside + 0.5) * 255 + 0.5)) }
            if k < 255 { s = scalePixel(s, k) }
            dst[x] = additive ? saturatingAdd(s, dst[x]) : s &+ scalePixel(dst[x], 255 &- (s >> 24))
        }
        }
    }
}

/// What drawing one image region needs, worked out once: the destination
/// area, the inverse map, the sampler at its mip level, the map's scale
/// (for the edge ramps), the anti-aliased and hard edges in image space,
/// and which fixed-point paths apply.
struct ImageDrawPlan {
    private(set) var area: PixelRect
    let inverse: Projective
    let prepared: PreparedSampler
    let alpha: UInt32
    /// Destination pixels per source pixel at the region's centre (exact
    /// for affine maps).
    let scaleX: Double, scaleY: Double
    /// Anti-aliased edges (a hard side sits infinitely far away) and hard
    /// edges (a soft side likewise), in image pixels.
    let edges: (x0: Double, y0: Double, x1: Double, y1: Double)
    let hard: (x0: Double, y0: Double, x1: Double, y1: Double)
    /// Where u and v can be for a pixel to be drawn (the per-pixel tests
    /// decide exactly; these only bound each row).
    let uLo: Double, uHi: Double, vLo: Double, vHi: Double
    /// Affine maps need no division per pixel.
    let affine: Bool
    /// Affine bilinear at full size: 16.16 fixed-point steps per pixel.
    let fixed: Bool
    let fdu: Int, fdv: Int
    /// Projective maps divide per pixel, then sample in fixed point too.
    let fixedProjective: Bool
    /// The image's empty tiles, for a bilinear draw in fixed point of the
    /// whole image (its taps clamp to the image, as the tiles do).
    let occupancy: TileOccupancy?

    init?(_ image: Surface, source: (x0: Double, y0: Double, x1: Double, y1: Double), map: Projective,
          filter: SampleFilter, alpha: UInt32, clip: PixelRect, edges sides: ImageEdges, targetSpan: Double,
          occupancy: TileOccupancy? = nil) {
        guard source.x1 > source.x0, source.y1 > source.y0, let inverse = map.inverted() else { return nil }
        // The destination box of the region's corners.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var behind = false
        forEachCorner(source.x0, source.y0, source.x1, source.y1) { u, v in
            guard let p = map.apply(u, v) else { behind = true; return }
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        guard !behind else { return nil }
        area = PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: clip)
        guard !area.isEmpty else { return nil }
        self.inverse = inverse
        self.alpha = alpha
        let sampler = ImageSampler(image: image, source: source, filter: filter)
        let cx = (source.x0 + source.x1) / 2, cy = (source.y0 + source.y1) / 2
        if let p0 = map.apply(cx, cy), let p1 = map.apply(cx + 1, cy), let p2 = map.apply(cx, cy + 1) {
            scaleX = ((p1.x - p0.x) * (p1.x - p0.x) + (p1.y - p0.y) * (p1.y - p0.y)).squareRoot()
            scaleY = ((p2.x - p0.x) * (p2.x - p0.x) + (p2.y - p0.y) * (p2.y - p0.y)).squareRoot()
        } else {
            scaleX = 1; scaleY = 1
        }
        let level = filter == .trilinear ? sampler.level(forScale: Swift.min(scaleX, scaleY)) : 0
        prepared = sampler.prepared(level: level)
        let far = Double.greatestFiniteMagnitude
        edges = (sides.contains(.left) ? source.x0 : -far, sides.contains(.top) ? source.y0 : -far,
                 sides.contains(.right) ? source.x1 : far, sides.contains(.bottom) ? source.y1 : far)
        hard = (sides.contains(.left) ? -far : source.x0, sides.contains(.top) ? -far : source.y0,
                sides.contains(.right) ? far : source.x1, sides.contains(.bottom) ? far : source.y1)
        uLo = Swift.max(hard.x0, edges.x0 - 0.5 / scaleX); uHi = Swift.min(hard.x1, edges.x1 + 0.5 / scaleX)
        vLo = Swift.max(hard.y0, edges.y0 - 0.5 / scaleY); vHi = Swift.min(hard.y1, edges.y1 + 0.5 / scaleY)
        let inv = inverse
        affine = inv.px == 0 && inv.py == 0 && inv.pw == 1
        let limit = Double(1 << 40)
        fixed = affine && !prepared.nearest && prepared.b == nil && prepared.ka == 1
            && Swift.max(Swift.max(abs(inv.a), abs(inv.b)), Swift.max(abs(inv.c), abs(inv.d)),
                         Swift.max(abs(inv.tx), abs(inv.ty))) < limit / 65536
            && targetSpan * (abs(inv.a) + abs(inv.b) + abs(inv.c) + abs(inv.d)) < limit / 65536
        fdu = fixed ? Int(inv.a * 65536) : 0
        fdv = fixed ? Int(inv.b * 65536) : 0
        fixedProjective = !affine && !prepared.nearest && prepared.b == nil && prepared.ka == 1
        let a = prepared.a
        self.occupancy = (fixed || fixedProjective) && a.ix0 == 0 && a.iy0 == 0
            && occupancy.map { $0.width == a.ix1 && $0.height == a.iy1 } == true ? occupancy : nil
    }
}

/// The x range of a row where f0 + df · (x − x0) ≥ 0, widened by a pixel
/// each side (the caller tests each pixel exactly).
@inline(__always)
func nonNegativeSpan(_ f0: Double, _ df: Double, x0: Int, x1: Int) -> Range<Int> {
    guard f0.isFinite, df.isFinite else { return x0..<x1 }
    let n = Double(x1 - x0)
    if df == 0 { return f0 >= 0 ? x0..<x1 : x0..<x0 }
    let root = -f0 / df
    guard root.isFinite else { return x0..<x1 }
    var first = 0.0, last = n
    if df > 0 { first = root - 1 } else { last = root + 2 }
    first = Swift.max(0, Swift.min(n, first))
    last = Swift.max(0, Swift.min(n, last))
    let s = x0 + Int(first), e = x0 + Int(last)
    return s < e ? s..<e : s..<s
}

extension ImageDrawPlan {
    /// The same draw limited to `r` (a part of its area).
    func within(_ r: PixelRect) -> ImageDrawPlan {
        var p = self
        p.area = area.intersection(r)
        return p
    }
}
