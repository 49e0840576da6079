import Raster

/// A clip's coverage over the whole context, rows top-down like the
/// surface: 255 inside, 0 outside, partial along anti-aliased edges.
final class _ClipMask {
    let mask: AlphaMask
    init(_ mask: AlphaMask) { self.mask = mask }
}

/// Clipping. The clip is its device-space bounding box (`gstate.clip`)
/// and, once a path or an unaligned rect has been clipped to, a coverage
/// mask. Masks are never edited: each new clip makes a new one from the
/// old, so `saveGState`/`restoreGState` just keep references.
extension CGContext {
    /// The smallest rect, in user space, that contains the clip.
    public var boundingBoxOfClipPath: CGRect {
        gstate.clip.applying(gstate.ctm.inverted())
    }

    /// Intersects the clip with the current path, filled by `rule`, and
    /// empties the path. An empty path leaves nothing drawable (Apple's rule).
    public func clip(using rule: CGPathFillRule = .winding) {
        let elements = currentPath._elements
        beginPath()
        clip(toElements: elements, rule: rule == .evenOdd ? .evenOdd : .nonZero)
    }

    /// Intersects the clip with a rect (user space).
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects` (user space).
    public func clip(to rects: [CGRect]) {
        let t = gstate.ctm
        if let bad = rects.first(where: { [$0.origin.x, $0.origin.y, $0.width, $0.height].contains(where: \.isNaN) }) {
            _Diagnostics.report("CGContext.clip(to:): a rect with NaN (\(bad)); nothing is drawable")
            gstate.clip = .zero
            return
        }
        // An axis-aligned rect on whole pixels is just a smaller box.
        if rects.count == 1, t.b == 0, t.c == 0 {
            let d = rects[0].standardized.applying(t)
            if d.isNull || d.isEmpty {
                gstate.clip = .zero
                return
            }
            if d.isInfinite || (d.minX.rounded() == d.minX && d.minY.rounded() == d.minY &&
                                d.maxX.rounded() == d.maxX && d.maxY.rounded() == d.maxY) {
                gstate.clip = gstate.clip.intersection(d)
                if gstate.clip.isNull { gstate.clip = .zero }
                return
            }
        }
        let p = CGMutablePath()
        p.addRects(rects.map { $0.standardized }, transform: t)
        clip(toElements: p._elements, rule: .nonZero)
    }

    /// Apple's `resetClip()`: the whole bitmap again.
    public func resetClip() {
        gstate.clip = CGRect(x: 0, y: 0, width: width, height: height)
        gstate.clipMask = nil
    }

    /// Clips to device-space path elements through a new mask.
    func clip(toElements elements: [_PathElement], rule: FillRule) {
        guard !elements.isEmpty, let path = rasterPath(elements), let b = path.bounds else { return clipToNothing() }
        guard let (mask, area) = newClipMask() else { return }
        let old = gstate.clipMask?.mask
        _rasterizer.fill(path, rule: rule, clip: area, tolerance: Self.flatteningTolerance(gstate.flatness)) { y, x, coverage in
            let dst = mask.row(y) + x
            if let old {
                let o = old.row(y) + x
                for i in 0..<coverage.count { dst[i] = UInt8(mul255(UInt32(coverage[i]), UInt32(o[i]))) }
            } else {
                for i in 0..<coverage.count { dst[i] = coverage[i] }
            }
        }
        install(mask, pathBounds: b)
    }

    /// Nothing is drawable any more.
    private func clipToNothing() {
        gstate.clip = .zero
        gstate.clipMask = nil
    }

    /// A mask of the whole bitmap for a new clip, and the pixels the clip
    /// leaves (nil, with nothing drawable, when none are left or the mask
    /// cannot be made).
    private func newClipMask() -> (AlphaMask, PixelRect)? {
        let area = _clipPixelRect
        guard !area.isEmpty, let mask = AlphaMask(width: width, height: height) else {
            gstate.clip = .zero
            return nil
        }
        return (mask, area)
    }

    /// Makes `mask` the clip, its box the path's bounds (rows down) back in
    /// device space (y up), one pixel grown for antialiasing.
    private func install(_ mask: AlphaMask, pathBounds b: (minX: Double, minY: Double, maxX: Double, maxY: Double)) {
        gstate.clipMask = _ClipMask(mask)
        let h = Double(height)
        let box = CGRect(x: b.minX, y: h - b.maxY, width: b.maxX - b.minX, height: b.maxY - b.minY)
        gstate.clip = gstate.clip.intersection(box.insetBy(dx: -1, dy: -1))
        if gstate.clip.isNull { gstate.clip = .zero }
    }
}

extension CGContext {
    /// Apple's `clip(to:mask:)`: intersects the clip with `mask` drawn in
    /// `rect` (user space), as `draw(_:in:)` would place it. An image with
    /// transparency masks by its alpha; an opaque one by its grey values
    /// (white shows, black hides), as Quartz uses a greyscale image. Outside
    /// `rect` nothing is drawable.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0,
              mask.width > 0, mask.height > 0, _ctmIsFinite("clip(to:mask:)") else { return clipToNothing() }
        let imageToUser = Projective(a: Double(r.width) / Double(mask.width), b: 0, c: 0,
                                     d: -Double(r.height) / Double(mask.height), tx: Double(r.minX), ty: Double(r.maxY))
        let outline = CGMutablePath()
        outline.addRect(r, transform: gstate.ctm)
        guard let inverse = imageToUser.concatenating(_userToSurface).inverted(),
              let sampler = RowSampler(image: mask._surface, inverse: inverse, filter: .bilinear, tiled: false),
              let path = rasterPath(outline._elements), let b = path.bounds else { return clipToNothing() }
        guard let (newMask, area) = newClipMask() else { return }
        let byGrey = !mask.isMask && mask._surface.isOpaque
        let old = gstate.clipMask?.mask
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: max(area.width, 1))
        defer { row.deallocate() }
        _rasterizer.fill(path, rule: .nonZero, clip: area) { y, x, coverage in
            sampler.sample(y: y, x: x, count: coverage.count, into: row)
            let dst = newMask.row(y) + x
            for i in 0..<coverage.count {
                let p = row[i]
                // Premultiplied ARGB: alpha is the top byte.
                let value: UInt32 = byGrey ? _greyLevel(p) : p >> 24
                var m = mul255(UInt32(coverage[i]), value)
                if let old { m = mul255(m, UInt32(old.row(y)[x + i])) }
                dst[i] = UInt8(m)
            }
        }
        install(newMask, pathBounds: b)
    }
}

/// An opaque pixel's grey level (0...255): its colour channels,
/// luminance-weighted, as a grey mask image's samples are read.
func _greyLevel(_ p: UInt32) -> UInt32 {
    ((p >> 16 & 0xFF) * 77 + (p >> 8 & 0xFF) * 150 + (p & 0xFF) * 29 + 128) >> 8
}
