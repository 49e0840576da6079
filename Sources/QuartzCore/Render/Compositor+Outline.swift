import Raster

/// Layers that are nothing but a background and a border, under a map
/// that is not axis-aligned (rotated, skewed, in perspective): their
/// outlines are mapped straight into the target and filled with analytic
/// coverage, with no plane offscreen drawn and resampled. The edges stay
/// as sharp as an axis-aligned layer's (a GPU draws such a layer as
/// geometry too), and a frame does half the work. Circular corners are
/// flattened finely in layer space before mapping, so perspective bends
/// them as it bends the layer.
extension _Compositor {
    /// Draws the background, then the border, through `m` (only the parts
    /// asked for). False (nothing drawn) when some point of the outline
    /// falls behind the eye.
    func drawOutline(_ p: UnsafePointer<_LayerProperties>, _ m: Projective, into target: Surface, clip: PixelRect,
                     opacity: Double, background withBackground: Bool = true, border withBorder: Bool = true) -> Bool {
        let outer = _LayerOutline(p.pointee.bounds, p.pointee.cornerRadius, p.pointee.maskedCorners)
        let background = withBackground ? p.pointee.backgroundColor?.rgba.visible : nil
        let border = withBorder && p.pointee.borderWidth > 0 ? p.pointee.borderColor?.rgba.visible : nil
        guard background != nil || border != nil else { return true }
        // Segments per quarter circle: enough that the chord strays under a
        // fiftieth of a pixel at the map's largest stretch.
        let stretch = Swift.max(_Compositor.scale(of: m), 1e-6)
        // Both outlines are built before either is drawn, so a map that
        // fails part way leaves the target untouched for the plane path.
        pathScratch.removeAll(keepingCapacity: true)
        strokeScratch.removeAll(keepingCapacity: true)
        if background != nil, !outer.append(to: &pathScratch, m, stretch: stretch) { return false }
        if border != nil {
            guard outer.append(to: &strokeScratch, m, stretch: stretch) else { return false }
            let inner = outer.inset(Double(p.pointee.borderWidth))
            if !inner.isEmpty, !inner.append(to: &strokeScratch, m, stretch: stretch) { return false }
        }
        if let background {
            target.fill(pathScratch, rule: .nonZero, color: _Compositor.pixel(background, opacity), clip: clip,
                        rasterizer: rasterizer)
        }
        if let border {
            target.fill(strokeScratch, rule: .evenOdd, color: _Compositor.pixel(border, opacity), clip: clip,
                        rasterizer: rasterizer)
        }
        return true
    }
}

/// A layer's rounded rectangle in layer units (corner radii clamped to
/// half the shorter side, per `maskedCorners`), flattened into a path
/// through a projective map.
struct _LayerOutline {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Radii at (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
    var radii: (Double, Double, Double, Double)

    init(_ b: CGRect, _ radius: CGFloat, _ corners: CACornerMask) {
        let b = b.standardized
        minX = Double(b.minX); minY = Double(b.minY); maxX = Double(b.maxX); maxY = Double(b.maxY)
        let r = Double(Swift.min(Swift.max(radius, 0), Swift.min(b.width, b.height) / 2))
        radii = (corners.contains(.layerMinXMinYCorner) ? r : 0, corners.contains(.layerMaxXMinYCorner) ? r : 0,
                 corners.contains(.layerMaxXMaxYCorner) ? r : 0, corners.contains(.layerMinXMaxYCorner) ? r : 0)
    }

    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// A border's inner edge: inset by `d`, the radii shrinking with it.
    func inset(_ d: Double) -> _LayerOutline {
        var s = self
        s.minX += d; s.minY += d; s.maxX -= d; s.maxY -= d
        s.radii = (Swift.max(0, radii.0 - d), Swift.max(0, radii.1 - d), Swift.max(0, radii.2 - d), Swift.max(0, radii.3 - d))
        return s
    }

    /// Appends the outline as one closed subpath through `m` (false: a
    /// point falls behind the eye).
    func append(to path: inout RasterPath, _ m: Projective, stretch: Double) -> Bool {
        var first = true, ok = true
        func point(_ x: Double, _ y: Double) {
            guard ok, let q = m.apply(x, y), q.x.isFinite, q.y.isFinite else { ok = false; return }
            if first { path.move(to: q.x, q.y); first = false } else { path.line(to: q.x, q.y) }
        }
        // Corners clockwise from the top left: radius, centre, start angle.
        for k in 0..<4 {
            let (r, cx, cy, start): (Double, Double, Double, Double)
            switch k {
            case 0: (r, cx, cy, start) = (radii.0, minX + radii.0, minY + radii.0, Double.pi)
            case 1: (r, cx, cy, start) = (radii.1, maxX - radii.1, minY + radii.1, 1.5 * Double.pi)
            case 2: (r, cx, cy, start) = (radii.2, maxX - radii.2, maxY - radii.2, 0)
            default: (r, cx, cy, start) = (radii.3, minX + radii.3, maxY - radii.3, 0.5 * Double.pi)
            }
            guard r > 0 else { point(cx, cy); continue }
            // Chord error r·(1 − cos(θ/2)) under 1/50 px.
            let pixels = r * stretch
            // Clamped before converting: an infinite stretch asks for
            // infinitely many sides, a NaN one for NaN.
            let sides = Double.pi / 2 / (2 * acos(Swift.max(0, 1 - 0.02 / pixels)))
            let n = sides.isNaN ? 64 : Int(Swift.min(Swift.max(sides, 2), 64).rounded(.up))
            for i in 0...n {
                let a = start + Double(i) / Double(n) * Double.pi / 2
                point(cx + r * cos(a), cy + r * sin(a))
            }
        }
        if ok { path.close() }
        return ok
    }
}
