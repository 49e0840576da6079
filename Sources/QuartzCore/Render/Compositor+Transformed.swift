import Raster

/// Rotated, skewed and perspective layers: an image alone is sampled
/// straight through the map, a background and border alone are drawn as
/// mapped outlines (`Compositor+Outline.swift`), as the plan decides
/// (`_PlannedDraw`: half the work, and one filtering instead of two);
/// otherwise the layer and
/// its subtree are drawn axis-aligned into an offscreen in the layer's
/// own plane (at the resolution the map shows it with), then resampled
/// into the target through the projective map, bilinear, with
/// anti-aliased edges. Only the part of the plane that lands inside the
/// clip is drawn.
extension _Compositor {
    /// Largest side of a plane offscreen; a layer shown larger is drawn at
    /// a lower resolution rather than allocating without bound.
    static let maxPlaneSide = 4096

    /// The layer on its plane: the plan's picture of it (`_PlannedPicture`),
    /// or, for an outline that turned out to need one (a corner behind the
    /// eye), a plane planned here.
    func drawTransformed(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) {
        let node = layer.node, m = layer.m, opacity = layer.draw.opacity, blend = layer.draw.blend
        let picture = layer.draw.pictures.plane?.takeUnretainedValue()
        guard let plane = picture?.plane ?? (layer.draw.kind == .plane ? nil
            : planeGeometry(subtreeBox(node, .identity), m, targetBounds: gridBounds ?? target.bounds,
                            gridToFinal: gridToFinal))
        else { return }
        let w = plane.width, h = plane.height, back = plane.back
        if let image = Self.imageBox(_Box(minX: 0, minY: 0, maxX: Double(w), maxY: Double(h)), back),
           !Self.meets(image, clip) { return }
        let planeArea = PixelRect(x: 0, y: 0, width: w, height: h)
        // Only the part of the plane the clip shows (plus the filter's
        // reach) is drawn, when the clip maps back without crossing the
        // horizon.
        var drawArea = planeArea
        if let q = Self.preimage(of: clip, back) {
            drawArea = q.outset(by: 2).pixels(within: planeArea)
        }
        guard !drawArea.isEmpty else { return }
        withOffscreen(width: w, height: h, area: drawArea, for: node) { planeSurface in
            // The subtree in the plane's space (opacity applies when the
            // plane is composited).
            onGrid(planeArea, toFinal: plane.toFinal(from: gridToFinal)) {
                if let picture {
                    drawPicture(picture, into: planeSurface, clip: drawArea)
                } else {
                    drawMapped(node, plane.toPlane, into: planeSurface, clip: drawArea, opacity: 1)
                }
            }
            let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
            let source = (0.0, 0.0, Double(w), Double(h))
            guard let mode = blend else {
                // A large plane is often mostly empty (a burst of sparks in
                // a screen-sized precomposition): its empty tiles are
                // passed over rather than sampled.
                var occupancy: TileOccupancy?
                if w * h >= Self.sparsePlaneArea {
                    planeOccupancy.update(from: planeSurface, width: w, height: h, area: drawArea)
                    occupancy = planeOccupancy
                }
                target.draw(planeSurface, source: source, map: back, filter: .bilinear, alpha: alpha, clip: clip,
                            occupancy: occupancy)
                return
            }
            // A blend mode meets what is below on the target's grid: the
            // plane is resampled into an offscreen there first.
            withOffscreen(width: target.width, height: target.height, area: clip, for: node) { mapped in
                mapped.draw(planeSurface, source: source, map: back, filter: .bilinear, alpha: 255, clip: clip)
                target.blend(mapped, mode: mode, alpha: alpha, area: clip)
            }
        }
    }

    /// A layer drawn through a plane: its size in pixels, the map from
    /// layer units to plane pixels (axis-aligned) and from plane pixels to
    /// the target. The plane covers the subtree's box, cut to what the
    /// target shows, at the largest stretch over it of the map to the final
    /// target (`m`, then `gridToFinal` when the target is itself a plane),
    /// so the plane has the detail the screen shows. The reference
    /// compositor draws planes with the same geometry.
    struct PlaneGeometry {
        let width: Int, height: Int
        let toPlane: Projective
        let back: Projective

        /// The map from the plane's pixels to the final target's, for a
        /// plane drawn on a grid `outer` maps there (nil: the final target).
        func toFinal(from outer: Projective?) -> Projective {
            outer.map { back.concatenating($0) } ?? back
        }
    }

    /// The plane of a layer whose subtree's box in its own units is
    /// `subtree` (`subtreeBox(node, .identity)`: the plan's for an entry).
    func planeGeometry(_ subtree: _Box, _ m: Projective, targetBounds bounds: PixelRect,
                       gridToFinal: Projective?) -> PlaneGeometry? {
        // The part of the plane to draw: the subtree's box in layer units...
        var region = subtree
        // ...cut to what the target can show, when it maps back (in
        // perspective, when the target lies wholly before the horizon:
        // then its preimage is the quadrilateral of its corners'). The
        // target's bounds, not the clip: the plane's pixel grid must not
        // depend on the clip, so that bands and damaged rects give the
        // bytes a whole-frame render gives. (Uncut, a layer tilted toward
        // the eye made a 4096-pixel plane for the sliver on screen.)
        if let q = Self.preimage(of: bounds, m) {
            region = region.intersection(q)
        }
        guard region.minX.isFinite, region.minY.isFinite, region.maxX.isFinite, region.maxY.isFinite,
              region.maxX > region.minX, region.maxY > region.minY else { return nil }
        // Nothing to make when the region lands wholly outside the target
        // (found by fuzzing: replicas of a layer 10^66 points above the
        // screen, tilted, each made a 4096-pixel plane).
        if let image = Self.imageBox(region, m), !Self.meets(image, bounds) { return nil }
        // Resolution: the largest stretch over the region's corners of the
        // map to the final target.
        let shown = gridToFinal.map { m.concatenating($0) } ?? m
        var s = 0.0
        forEachCorner(region.minX, region.minY, region.maxX, region.maxY) { x, y in
            guard let q = shown.apply(x, y), let qx = shown.apply(x + 1e-3, y), let qy = shown.apply(x, y + 1e-3)
            else { return }
            let sx = ((qx.x - q.x) * (qx.x - q.x) + (qx.y - q.y) * (qx.y - q.y)).squareRoot() * 1e3
            let sy = ((qy.x - q.x) * (qy.x - q.x) + (qy.y - q.y) * (qy.y - q.y)).squareRoot() * 1e3
            s = max(s, sx, sy)
        }
        guard s > 0, s.isFinite else { return nil }
        // To the nearest multiple of 1/8: far fewer distinct corner radii
        // in plane pixels, so the corner tiles of many tilted layers are
        // shared instead of recomputed every frame. The nearest, not the
        // next: rounding up at every level of nested planes grew them by
        // an eighth a level when they were measured through their
        // parents' pixels (a chain of 40 slightly rotated layers reached
        // 4096-pixel planes: gigabytes, minutes a frame).
        s = Swift.max(1, (s * 8).rounded()) / 8
        let w0 = region.width, h0 = region.height
        s = min(s, Double(_Compositor.maxPlaneSide) / w0, Double(_Compositor.maxPlaneSide) / h0)
        let w = Int((w0 * s).rounded(.up)), h = Int((h0 * s).rounded(.up))
        guard w > 0, h > 0 else { return nil }
        let back = Projective(a: 1 / s, b: 0, c: 0, d: 1 / s, tx: region.minX, ty: region.minY).concatenating(m)
        return PlaneGeometry(width: w, height: h,
                             toPlane: Projective(a: s, b: 0, c: 0, d: s, tx: -region.minX * s, ty: -region.minY * s),
                             back: back)
    }

    /// The box of where `m` takes a rectangle, when all of it is before
    /// the eye (then the image is the quadrilateral of its corners); nil
    /// when a corner is behind it (the image may then reach anywhere).
    static func imageBox(_ r: _Box, _ m: Projective) -> _Box? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var behind = false
        forEachCorner(r.minX, r.minY, r.maxX, r.maxY) { x, y in
            guard let q = m.apply(x, y) else { behind = true; return }
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        return behind ? nil : _Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Whether a box reaches `rect` or the two pixels around it (what
    /// bilinear sampling at its edges reads).
    static func meets(_ b: _Box, _ rect: PixelRect) -> Bool {
        b.maxX > Double(rect.x0) - 2 && b.minX < Double(rect.x1) + 2
            && b.maxY > Double(rect.y0) - 2 && b.minY < Double(rect.y1) + 2
    }

    /// The box of what `m` takes onto `rect`: the image of `rect` under
    /// its inverse; nil when `m` has none or a corner is behind the eye.
    static func preimage(of rect: PixelRect, _ m: Projective) -> _Box? {
        guard let inv = m.inverted() else { return nil }
        return imageBox(_Box(rect), inv)
    }
}
