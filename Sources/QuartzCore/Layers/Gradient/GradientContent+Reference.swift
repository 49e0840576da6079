import Raster

/// A gradient layer as the reference compositor samples it (see
/// `_ReferenceCompositor`): every point's colour worked out from the
/// stops, with no lookup table and no dither.
extension _GradientContent {
    /// The gradient's colour at layer point (x, y), exactly (no table, no
    /// dither), inside the bounds.
    static func referenceColor(_ n: _ReferenceCompositor.Node, x: Double, y: Double, inside: Bool) -> _RGBA {
        guard inside else { return .clear }
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
        var c = _GradientColorSpace.blend(colors[0], colors[0], 0)
        if f > stops[0] {
            c = _GradientColorSpace.blend(colors[colors.count - 1], colors[colors.count - 1], 0)
            for k in 0..<(colors.count - 1) where f <= stops[k + 1] {
                let span = stops[k + 1] - stops[k]
                c = _GradientColorSpace.blend(colors[k], colors[k + 1], CGFloat(span > 0 ? (f - stops[k]) / span : 1))
                break
            }
        }
        return _RGBA(c)
    }
}
