import Raster

/// CATransitions on screen: the layer's subtree as it was (the frozen
/// snapshot) and as it is, combined by the transition's kind at its
/// progress t (0 shows the old picture, 1 the new).
extension _Compositor {
    func drawTransition(_ layer: _PlannedLayer, _ tr: _TransitionState, _ t: Double, into target: Surface,
                        clip: PixelRect) {
        let node = layer.node, p = layer.values, m = layer.m
        let old = tr.snapshot.map { UnsafePointer($0.storage.presented) }
        let newOpacity = layer.draw.opacity
        let oldOpacity = layer.draw.alpha * Double(old?.pointee.opacity ?? 0)
        switch tr.kind {
        case .fade:
            // A true cross-fade: both pictures drawn whole, mixed per pixel,
            // then composited once (two translucent layers drawn one over
            // the other would dim in the middle).
            let box = transitionBox(node, m, tr, extent: layer.entries[layer.index].extent)
            let area = box.outset(by: 1).pixels(within: clip)
            guard !area.isEmpty else { return }
            crossFade(into: target, area: area, fade: t, opacity: 1, for: node, old: { before in
                if let s = tr.snapshot { drawMapped(s, m, into: before, clip: area, opacity: oldOpacity) }
            }, new: { after in
                drawPicture(layer, into: after, clip: area)
            })
        case .moveIn, .push, .reveal:
            // Slides in the layer's own space, by its bounds' size: the new
            // picture comes in from `from`, the old leaves the other way.
            let b = p.pointee.bounds
            let w = Double(b.width), h = Double(b.height)
            let inX = tr.from.x * (1 - t) * w, inY = tr.from.y * (1 - t) * h
            let outX = -tr.from.x * t * w, outY = -tr.from.y * t * h
            func shifted(_ dx: Double, _ dy: Double) -> Projective {
                Projective(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy).concatenating(m)
            }
            let oldMap = tr.kind == .moveIn ? m : shifted(outX, outY)
            let newMap = tr.kind == .reveal ? m : shifted(inX, inY)
            if tr.kind == .reveal {
                drawMapped(node, newMap, into: target, clip: clip, opacity: newOpacity)
                if let s = tr.snapshot { drawMapped(s, oldMap, into: target, clip: clip, opacity: oldOpacity) }
            } else {
                if let s = tr.snapshot { drawMapped(s, oldMap, into: target, clip: clip, opacity: oldOpacity) }
                drawMapped(node, newMap, into: target, clip: clip, opacity: newOpacity)
            }
        }
    }

    /// A layer and its subtree through `m` at `opacity` (planned anew in
    /// that space: a sliding transition's pictures, a 3D plane's subtree,
    /// `render(in:)`), straight or on a plane. A transform layer has no
    /// entry of its own: its leaves are drawn, with its opacity.
    func drawMapped(_ node: _RenderNode, _ m: Projective, into target: Surface, clip: PixelRect, opacity: Double) {
        withPlan(of: node, parent: nil, base: .identity, map: m, bounds: gridBounds ?? target.bounds,
                 rootOpacity: opacity) { entries in
            guard let root = _PlannedLayer.root(node, in: entries) else {
                forEachRoot(in: entries) { draw($0, into: target, clip: clip) }
                return
            }
            drawPicture(root, into: target, clip: clip)
        }
    }

    /// The target box a transition can touch: both pictures, and for the
    /// slides the whole way each travels. `extent` is the layer's own
    /// (`_FramePlan.Entry.extent`); the old picture is in no plan.
    func transitionBox(_ node: _RenderNode, _ m: Projective, _ tr: _TransitionState, extent: _Box) -> _Box {
        var box = extent
        if let s = tr.snapshot {
            box = box.union(subtreeBox(s, m))
        }
        guard tr.kind != .fade else { return box }
        let b = node.storage.presented.pointee.bounds
        let sx = abs(tr.from.x) * Double(b.width), sy = abs(tr.from.y) * Double(b.height)
        let d = _Compositor.box(of: CGRect(x: 0, y: 0, width: sx, height: sy), m)
        let ex = d.width, ey = d.height
        return _Box(minX: box.minX - ex, minY: box.minY - ey, maxX: box.maxX + ex, maxY: box.maxY + ey)
    }
}
