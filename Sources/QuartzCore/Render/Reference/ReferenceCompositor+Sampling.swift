import Raster

/// What the reference compositor sees at one point of a layer: its
/// contents, its class content and its gradient, from the presented values.
extension _ReferenceCompositor {
    /// The image sampled where layer point (x, y) falls: gravity,
    /// contentsRect and contentsCenter, bilinear (nearest when asked) with
    /// the edge pixels extended.
    func contentsColor(_ image: CGImage, _ n: Node, _ x: Double, _ y: Double) -> _RGBA {
        guard let (src, dest, scale) = n.withProps({ _Compositor.placement(of: image, $0) }) else { return .clear }
        guard x >= Double(dest.minX), x < Double(dest.maxX), y >= Double(dest.minY), y < Double(dest.maxY) else { return .clear }
        if n.props.masksToBounds, !n.shape.contains(x, y) { return .clear }
        let slices = _ContentsLayout.nineSlices(src: src, center: n.props.contentsCenter, scale: scale, dest: dest)
        func map(_ v: Double, _ parts: [(Double, Double, Double, Double)]) -> Double {
            for s in parts where v < s.3 || s == parts.last! {
                guard s.3 > s.2 else { continue }
                return s.0 + (v - s.2) / (s.3 - s.2) * (s.1 - s.0)
            }
            return parts.last!.1
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
        let e = n.extra
        if n.props.masksToBounds && !inside { return .clear }
        switch n.node.classKeys.content {
        case is _ShapeContent.Type:
            guard let path = e[_ShapeKeys.path] else { return .clear }
            var c = _RGBA.clear
            let q = CGPoint(x: x, y: y)
            if let f = e[_ShapeKeys.fillColor] {
                let rule: CGPathFillRule = e[_ShapeKeys.fillRule] == .evenOdd ? .evenOdd : .winding
                if path.contains(q, using: rule) { c = _RGBA(f) }
            }
            if let s = e[_ShapeKeys.strokeColor], let outline = n.strokeOutline, outline.contains(q) {
                c = _RGBA(s).over(c)
            }
            return c
        case is _GradientContent.Type:
            guard inside else { return .clear }
            return gradientColor(n, x, y)
        case is _TextContent.Type:
            guard let raster = n.textCoverage, inside else { return .clear }
            let scale = Double(n.props.contentsScale)
            let b = n.props.bounds
            // Shown at contentsScale, the backing store's pixels are the
            // target's; at any other scale it is resampled, bilinear
            // between pixel centres.
            if n.m.b == 0, n.m.c == 0, abs(n.m.a - scale) < 1e-9, abs(n.m.d - scale) < 1e-9 {
                let px = Int(((x - Double(b.minX)) * scale).rounded(.down)), py = Int(((y - Double(b.minY)) * scale).rounded(.down))
                guard px >= 0, px < raster.width, py >= 0, py < raster.height else { return .clear }
                return raster.values[py * raster.width + px]
            }
            let fx = (x - Double(b.minX)) * scale - 0.5, fy = (y - Double(b.minY)) * scale - 0.5
            let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
            let u = fx - Double(x0), v = fy - Double(y0)
            func at(_ x: Int, _ y: Int) -> _RGBA {
                guard x >= 0, x < raster.width, y >= 0, y < raster.height else { return .clear }
                return raster.values[y * raster.width + x]
            }
            return at(x0, y0) * ((1 - u) * (1 - v)) + at(x0 + 1, y0) * (u * (1 - v)) + at(x0, y0 + 1) * ((1 - u) * v)
                + at(x0 + 1, y0 + 1) * (u * v)
        default:
            return .clear
        }
    }

    /// A gradient's colour at layer point (x, y), exactly (no table, no
    /// dither).
    func gradientColor(_ n: Node, _ x: Double, _ y: Double) -> _RGBA {
        let e = n.extra
        guard let list = e[_GradientKeys.colors.slot].list, !list.isEmpty else { return .clear }
        let colors: [_Color] = list.map { if case .color(let c?) = $0 { return c }; return _Color(r: 0, g: 0, b: 0, a: 0) }
        var stops = colors.indices.map { colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0 }
        if let l = e[_GradientKeys.locations.slot].list, l.count == colors.count {
            var previous = -Double.infinity
            for i in l.indices { previous = max(previous, Double(l[i].number ?? 0)); stops[i] = previous }
        }
        let b = n.props.bounds
        let s = e[_GradientKeys.startPoint], t = e[_GradientKeys.endPoint]
        let sx = Double(b.minX + s.x * b.width), sy = Double(b.minY + s.y * b.height)
        let ex = Double(b.minX + t.x * b.width), ey = Double(b.minY + t.y * b.height)
        var f: Double
        switch e[_GradientKeys.type] {
        case .radial:
            var rx = abs(ex - sx), ry = abs(ey - sy)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            f = rx > 0 ? (((x - sx) / rx) * ((x - sx) / rx) + ((y - sy) / ry) * ((y - sy) / ry)).squareRoot() : 1
        case .conic:
            var a = atan2(y - sy, x - sx) - atan2(ey - sy, ex - sx)
            a = a.truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            f = a / (2 * .pi)
        default:
            let vx = ex - sx, vy = ey - sy, l2 = vx * vx + vy * vy
            f = l2 > 0 ? ((x - sx) * vx + (y - sy) * vy) / l2 : 1
        }
        f = min(max(f, 0), 1)
        var c = colors[0]
        if f > stops[0] {
            c = colors[colors.count - 1]
            for k in 0..<(colors.count - 1) where f <= stops[k + 1] {
                let span = stops[k + 1] - stops[k]
                let u = CGFloat(span > 0 ? (f - stops[k]) / span : 1)
                let a = colors[k], z = colors[k + 1]
                c = _Color(r: a.r + (z.r - a.r) * u, g: a.g + (z.g - a.g) * u, b: a.b + (z.b - a.b) * u, a: a.a + (z.a - a.a) * u)
                break
            }
        }
        return _RGBA(c)
    }
}
