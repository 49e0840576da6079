import Raster

/// What the reference compositor sees at one point of a layer: its
/// contents and its class content (sampled by the class's own
/// `_LayerContent.referenceColor`, beside its fast drawing), from the
/// presented values.
extension _ReferenceCompositor {
    /// The image sampled where layer point (x, y) falls: gravity,
    /// contentsRect and contentsCenter, bilinear (nearest when asked) with
    /// the edge pixels extended.
    func contentsColor(_ image: CGImage, _ n: Node, _ x: Double, _ y: Double) -> _RGBA {
        guard let (src, dest, scale) = n.withProps({ _Compositor.placement(of: image, $0) }) else { return .clear }
        guard x >= Double(dest.minX), x < Double(dest.maxX), y >= Double(dest.minY), y < Double(dest.maxY) else { return .clear }
        if n.props.masksToBounds, !n.shape.contains(x, y) { return .clear }
        let slices = _ContentsLayout.nineSlices(src: src, center: n.props.contentsCenter, scale: scale, dest: dest)
        func map(_ v: Double, _ parts: [_ContentsLayout.Slice]) -> Double {
            for s in parts where v < s.destEnd || s == parts.last! {
                guard s.destEnd > s.destStart else { continue }
                return s.sourceStart + (v - s.destStart) / (s.destEnd - s.destStart) * (s.sourceEnd - s.sourceStart)
            }
            return parts.last!.sourceEnd
        }
        let sx = map(x, slices.xs), sy = map(y, slices.ys)
        let surface = image._surface
        if n.props.magnificationFilter == .nearest {
            let ix = min(max(Int(sx.rounded(.down)), 0), surface.width - 1)
            let iy = min(max(Int(sy.rounded(.down)), 0), surface.height - 1)
            return _RGBA(pixel: surface[ix, iy])
        }
        let fx = sx - 0.5, fy = sy - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let u = fx - Double(x0), v = fy - Double(y0)
        func px(_ x: Int, _ y: Int) -> _RGBA {
            _RGBA(pixel: surface[min(max(x, Int(src.x0)), Int(src.x1.rounded(.up)) - 1),
                                 min(max(y, Int(src.y0)), Int(src.y1.rounded(.up)) - 1)])
        }
        return px(x0, y0) * ((1 - u) * (1 - v)) + px(x0 + 1, y0) * (u * (1 - v))
            + px(x0, y0 + 1) * ((1 - u) * v) + px(x0 + 1, y0 + 1) * (u * v)
    }

    /// The class's content at layer point (x, y).
    func contentColor(_ n: Node, _ x: Double, _ y: Double, inside: Bool) -> _RGBA {
        if n.props.masksToBounds && !inside { return .clear }
        return n.node.classKeys.content?.referenceColor(n, x: x, y: y, inside: inside) ?? .clear
    }
}
