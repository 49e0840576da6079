import Raster

/// Layer contents: a CGImage placed by contentsGravity, cut by
/// contentsRect, nine-sliced by contentsCenter, sampled with the layer's
/// filters.
extension _Compositor {
    func drawContents(_ contents: Any?, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                      into target: Surface, clip: PixelRect, opacity: Double) {
        if p.pointee.contentsFade < 1 {
            drawContentsFade(p, m, into: target, clip: clip, opacity: opacity)
            return
        }
        guard let image = contents as? CGImage, let (src, dest, scale) = _Compositor.placement(of: image, p) else { return }
        let surface = image._surface
        // Magnified or minified, as the target shows one source pixel.
        let shown = _Compositor.scale(of: m) * Double(dest.width) / (src.x1 - src.x0)
        let filter = _Compositor.sampleFilter(shown >= 1 ? p.pointee.magnificationFilter : p.pointee.minificationFilter)
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        let center = p.pointee.contentsCenter
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) || !center.width.isFinite || !center.height.isFinite {
            draw(surface, src, into: dest, m, filter: filter, alpha: alpha, target: target, clip: clip, edges: .all)
            return
        }
        drawNineSlice(surface, src, center: center, scale: scale, dest: dest, m, filter: filter, alpha: alpha,
                      target: target, clip: clip)
    }

    /// `src` (image pixels) stretched onto `dest` (layer units), then `m`.
    func draw(_ surface: Surface, _ src: (x0: Double, y0: Double, x1: Double, y1: Double), into dest: CGRect,
              _ m: Projective, filter: SampleFilter, alpha: UInt32, target: Surface, clip: PixelRect, edges: ImageEdges) {
        let sx = Double(dest.width) / (src.x1 - src.x0), sy = Double(dest.height) / (src.y1 - src.y0)
        let toLayer = Projective(a: sx, b: 0, c: 0, d: sy, tx: Double(dest.minX) - src.x0 * sx, ty: Double(dest.minY) - src.y0 * sy)
        target.draw(surface, source: src, map: toLayer.concatenating(m), filter: filter, alpha: alpha, clip: clip,
                    edges: edges)
    }

    /// contentsCenter: the corners keep their size (in points, by
    /// contentsScale), the edges stretch along one axis, the middle along
    /// both. When the caps are larger than the destination they shrink
    /// together. A zero-width centre is one source pixel wide.
    func drawNineSlice(_ surface: Surface, _ src: (x0: Double, y0: Double, x1: Double, y1: Double), center c: CGRect,
                       scale: Double, dest: CGRect, _ m: Projective, filter: SampleFilter, alpha: UInt32,
                       target: Surface, clip: PixelRect) {
        let (xs, ys) = _ContentsLayout.nineSlices(src: src, center: c, scale: scale, dest: dest)
        for (j, ry) in ys.enumerated() where ry.isDrawn {
            for (i, rx) in xs.enumerated() where rx.isDrawn {
                var edges: ImageEdges = []
                if i == 0 { edges.insert(.left) }
                if i == 2 { edges.insert(.right) }
                if j == 0 { edges.insert(.top) }
                if j == 2 { edges.insert(.bottom) }
                draw(surface, (rx.sourceStart, ry.sourceStart, rx.sourceEnd, ry.sourceEnd),
                     into: CGRect(x: rx.destStart, y: ry.destStart, width: rx.destEnd - rx.destStart,
                                  height: ry.destEnd - ry.destStart),
                     m, filter: filter, alpha: alpha, target: target, clip: clip, edges: edges)
            }
        }
    }

    static func sampleFilter(_ f: CALayerContentsFilter) -> SampleFilter {
        switch f {
        case .nearest: return .nearest
        case .trilinear: return .trilinear
        default: return .bilinear
        }
    }

    /// Where an image lands: its source region (pixels), its destination
    /// (layer units) and its contentsScale; nil when it shows nothing.
    static func placement(of image: CGImage, _ p: UnsafePointer<_LayerProperties>)
        -> (src: (x0: Double, y0: Double, x1: Double, y1: Double), dest: CGRect, scale: Double)? {
        let surface = image._surface
        guard let src = _ContentsLayout.sourceRegion(contentsRect: p.pointee.contentsRect,
                                                     pixels: (surface.width, surface.height)) else { return nil }
        let scale = p.pointee.contentsScale > 0 && p.pointee.contentsScale.isFinite ? Double(p.pointee.contentsScale) : 1
        let size = CGSize(width: (src.x1 - src.x0) / scale, height: (src.y1 - src.y0) / scale)
        let dest = _ContentsLayout.destination(gravity: p.pointee.contentsGravity, size: size, bounds: p.pointee.bounds)
        guard dest.width > 0, dest.height > 0 else { return nil }
        return (src, dest, scale)
    }

    /// The target box the layer's contents can cover (they may overflow
    /// the bounds under gravities like `.center`), while fading the old
    /// picture's too.
    static func contentsBox(_ p: UnsafePointer<_LayerProperties>, _ m: Projective) -> _Box? {
        var box: _Box?
        func join(_ c: Any?) {
            guard let image = c as? CGImage, let placed = placement(of: image, p) else { return }
            let b = _Compositor.box(of: placed.dest, m)
            box = box?.union(b) ?? b
        }
        if p.pointee.contentsFade < 1 {
            join(p.pointee.contentsFadeFrom)
            join(p.pointee.contentsFadeTo)
        } else {
            join(p.pointee.contents)
        }
        return box
    }

    /// A contents cross-fade: the old picture and the new drawn whole into
    /// offscreens, mixed per pixel by the fade, composited once.
    func drawContentsFade(_ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                          into target: Surface, clip: PixelRect, opacity: Double) {
        guard let box = _Compositor.contentsBox(p, m) else { return }
        let area = box.outset(by: 1).pixels(within: clip)
        guard !area.isEmpty else { return }
        // Each picture alone, with no fade of its own.
        var solo = p.pointee
        solo.contentsFade = 1
        withUnsafePointer(to: &solo) { q in
            crossFade(into: target, area: area, fade: p.pointee.contentsFade, opacity: opacity, for: nil, old: { before in
                if let from = p.pointee.contentsFadeFrom { drawContents(from, q, m, into: before, clip: area, opacity: 1) }
            }, new: { after in
                if let to = p.pointee.contentsFadeTo { drawContents(to, q, m, into: after, clip: area, opacity: 1) }
            })
        }
    }
}
