import Raster

/// Layers under a map that is not axis-aligned, other than a lone image, a
/// lone background and border, or a layer drawn part by part through an
/// affine map: as the compositor defines them, drawn in
/// their own plane (the same plane geometry: the subtree's box at the
/// map's largest stretch) and that plane sampled bilinearly through the
/// map, as a GPU samples a rendered group. Here the plane is point
/// sampled in floating point and each target pixel averages its sample
/// points' bilinear lookups.
extension _ReferenceCompositor {
    func plane(for n: Node, in buffer: _FloatImage) -> _Compositor.PlaneGeometry? {
        n.withProps { p -> _Compositor.PlaneGeometry? in
            if n.kind == .image || n.kind == .outline || n.kind == .mapped { return nil }
            return geometry.planeGeometry(geometry.subtreeBox(n.node, .identity), n.m, targetBounds: PixelRect(x: 0, y: 0, width: buffer.width,
                                                                                height: buffer.height),
                                          gridToFinal: gridToFinal)
        }
    }

    func drawThroughPlane(_ n: Node, _ plane: _Compositor.PlaneGeometry, into buffer: _FloatImage, alpha: Double) {
        guard let tree = prepare(n.node, parent: nil, toTarget: .identity, width: plane.width, height: plane.height,
                                 map: plane.toPlane),
              let inverse = plane.back.inverted() else { return }
        // Opacity applies when the plane is composited, not inside it.
        let opacity = n.node.isMask ? 1 : alpha * Double(n.props.opacity)
        tree.props.opacity = 1
        // So does a blend mode: the plane meets what is below, not itself.
        tree.blend = nil
        tree.tint = n.tint
        let image = _FloatImage(width: plane.width, height: plane.height)
        let outerToFinal = gridToFinal
        gridToFinal = plane.toFinal(from: outerToFinal)
        draw(tree, into: image, alpha: 1)
        gridToFinal = outerToFinal
        let w = Double(plane.width), h = Double(plane.height)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (u, v) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
            guard let q = plane.back.apply(u, v) else { return }
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        let x0 = max(0, Int(minX.rounded(.down))), y0 = max(0, Int(minY.rounded(.down)))
        let x1 = min(buffer.width, Int(maxX.rounded(.up))), y1 = min(buffer.height, Int(maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        /// Bilinear between plane pixel centres, the edge pixels extended.
        func sample(_ u: Double, _ v: Double) -> _RGBA {
            let fx = u - 0.5, fy = v - 0.5
            let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
            let tx = fx - Double(ix), ty = fy - Double(iy)
            func at(_ x: Int, _ y: Int) -> _RGBA {
                image[min(max(x, 0), plane.width - 1), min(max(y, 0), plane.height - 1)]
            }
            return at(ix, iy) * ((1 - tx) * (1 - ty)) + at(ix + 1, iy) * (tx * (1 - ty))
                + at(ix, iy + 1) * ((1 - tx) * ty) + at(ix + 1, iy + 1) * (tx * ty)
        }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let c = average(x, y) { qx, qy in
                    guard let q = inverse.apply(qx, qy), q.x >= 0, q.x < w, q.y >= 0, q.y < h else { return .clear }
                    return sample(q.x, q.y)
                } * opacity
                if n.blend != nil || c.a > 0 || c.r > 0 || c.g > 0 || c.b > 0 {
                    buffer[x, y] = Self.composite(c, onto: buffer[x, y], n.blend)
                }
            }
        }
    }
}
