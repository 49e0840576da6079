import Raster

/// An emitter as the reference compositor samples it (see
/// `_ReferenceCompositor`): this frame's particles, each a point lookup of
/// its cell's contents through the inverse of its placement, bilinear in
/// floating point, multiplied by its exact colour (the fast path quantises
/// colours to 1/31), composited in the render mode's order. Additive
/// particles add to one another here and their sum goes over what is below
/// (the fast path adds them to it as well).
extension _EmitterContent {
    /// One particle, placed: layer points to the picture's pixels.
    struct ReferenceParticle {
        let toImage: Projective
        let source: (x0: Double, y0: Double, x1: Double, y1: Double)
        let picture: Surface
        let color: _RGBA
    }

    final class ReferenceParticles {
        var particles: [ReferenceParticle] = []
        var additive = false
    }

    static func prepareReference(_ n: _ReferenceCompositor.Node, _ e: UnsafeMutablePointer<_Value>) {
        guard let state = n.node.contentState as? State else { return }
        let s = state.withLock { $0 }
        guard let cells = s.cells else { return }
        let mode = e[_EmitterKeys.renderMode]
        let out = ReferenceParticles()
        out.additive = mode == .additive
        var order = Array(s.particles.indices)
        if mode == .oldestFirst || mode == .backToFront { order = self.order(s.particles, ascending: true) }
        if mode == .oldestLast { order = self.order(s.particles, ascending: false) }
        for i in order {
            let p = s.particles[i]
            guard let (image, source, toLayer) = placement(of: p, cells.flat[p.cell]),
                  let inverse = toLayer.inverted() else { continue }
            out.particles.append(ReferenceParticle(toImage: inverse, source: source, picture: image,
                                                   color: _RGBA(r: p.color.r, g: p.color.g, b: p.color.b, a: p.color.a)))
        }
        n.prepared = out
    }

    static func referenceColor(_ n: _ReferenceCompositor.Node, x: Double, y: Double, inside: Bool) -> _RGBA {
        guard let list = n.prepared as? ReferenceParticles else { return .clear }
        var acc = _RGBA.clear
        for p in list.particles {
            guard let q = p.toImage.apply(x, y), q.x >= p.source.x0, q.x < p.source.x1, q.y >= p.source.y0,
                  q.y < p.source.y1 else { continue }
            // Bilinear between pixel centres, the region's edge pixels extended.
            let fx = q.x - 0.5, fy = q.y - 0.5
            let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
            let u = fx - Double(ix), v = fy - Double(iy)
            func px(_ x: Int, _ y: Int) -> _RGBA {
                _RGBA(pixel: p.picture[min(max(x, Int(p.source.x0)), Int(p.source.x1.rounded(.up)) - 1),
                                      min(max(y, Int(p.source.y0)), Int(p.source.y1.rounded(.up)) - 1)])
            }
            let t = px(ix, iy) * ((1 - u) * (1 - v)) + px(ix + 1, iy) * (u * (1 - v))
                + px(ix, iy + 1) * ((1 - u) * v) + px(ix + 1, iy + 1) * (u * v)
            let c = _RGBA(r: t.r * p.color.r, g: t.g * p.color.g, b: t.b * p.color.b, a: t.a) * p.color.a
            if list.additive {
                acc = _RGBA(r: min(1, acc.r + c.r), g: min(1, acc.g + c.g), b: min(1, acc.b + c.b), a: min(1, acc.a + c.a))
            } else {
                acc = c.over(acc)
            }
        }
        return acc
    }
}
