import Raster

/// CATransitions on screen: the layer's subtree as it was (the frozen
/// snapshot) and as it is, combined by the transition's kind at its
/// progress t (0 shows the old picture, 1 the new).
extension _Compositor {
    func drawTransition(_ layer: _PlannedLayer, _ tr: _TransitionState, into target: Surface, clip: PixelRect) {
        let old = layer.draw.pictures.old?.takeUnretainedValue()
        switch tr.kind {
        case .fade:
            // A true cross-fade: both pictures drawn whole, mixed per pixel,
            // then composited once (two translucent layers drawn one over
            // the other would dim in the middle). The area: what the cull
            // holds, both pictures among it.
            let area = layer.cull.outset(by: 1).pixels(within: clip)
            guard !area.isEmpty else { return }
            crossFade(into: target, area: area, fade: layer.node.transition.progress, opacity: 1, for: layer.node,
                      old: { before in
                if let old { drawPicture(old, into: before, clip: area) }
            }, new: { after in
                drawPicture(layer, into: after, clip: area)
            })
        case .moveIn, .push, .reveal:
            // Slides, planned where each picture is at this progress
            // (`transitionMaps`).
            let new = layer.draw.pictures.new?.takeUnretainedValue()
            if tr.kind == .reveal {
                if let new { drawPicture(new, into: target, clip: clip) }
                if let old { drawPicture(old, into: target, clip: clip) }
            } else {
                if let old { drawPicture(old, into: target, clip: clip) }
                if let new { drawPicture(new, into: target, clip: clip) }
            }
        }
    }

    /// Where a transition's pictures are at progress `t`, for a layer of
    /// `bounds` mapped by `m`: the slides move in the layer's own space,
    /// by its bounds' size, the new picture in from `from`, the old out the
    /// other way (a move-in's old picture stays, a reveal's new one too).
    static func transitionMaps(_ tr: _TransitionState, _ t: Double, _ b: CGRect,
                               _ m: Projective) -> (old: Projective, new: Projective) {
        guard tr.kind != .fade else { return (m, m) }
        let w = Double(b.width), h = Double(b.height)
        let inX = tr.from.x * (1 - t) * w, inY = tr.from.y * (1 - t) * h
        let outX = -tr.from.x * t * w, outY = -tr.from.y * t * h
        func shifted(_ dx: Double, _ dy: Double) -> Projective {
            Projective(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy).concatenating(m)
        }
        return (tr.kind == .moveIn ? m : shifted(outX, outY), tr.kind == .reveal ? m : shifted(inX, inY))
    }

    /// A picture a plan holds (`_PlannedPicture`): its root drawn whole,
    /// as its own plan says.
    func drawPicture(_ picture: _PlannedPicture, into target: Surface, clip: PixelRect) {
        guard let source = picture.source else { return }
        let root = source.root.takeUnretainedValue()
        picture.withEntries { entries in
            guard source.opacity != nil else {
                // A replicator's copy: drawn as a sublayer is.
                forEachRoot(in: entries) { draw($0, into: target, clip: clip) }
                return
            }
            drawRoot(root, of: entries, into: target, clip: clip)
        }
    }

    /// A layer and its subtree through `m` at `opacity`, planned anew in
    /// that space (`render(in:)`; an outline that turned out to need a
    /// plane), straight or on a plane.
    func drawMapped(_ node: _RenderNode, _ m: Projective, into target: Surface, clip: PixelRect, opacity: Double) {
        withPlan(of: node, parent: nil, base: .identity, map: m, bounds: gridBounds ?? target.bounds,
                 rootOpacity: opacity) { drawRoot(node, of: $0, into: target, clip: clip) }
    }

    /// The root of a picture's plan drawn whole (a transform layer has no
    /// entry of its own: its leaves are drawn, with its opacity).
    private func drawRoot(_ node: _RenderNode, of entries: UnsafeBufferPointer<_FramePlan.Entry>, into target: Surface,
                          clip: PixelRect) {
        guard let root = _PlannedLayer.root(node, in: entries) else {
            forEachRoot(in: entries) { draw($0, into: target, clip: clip) }
            return
        }
        drawPicture(root, into: target, clip: clip)
    }

    /// The target box a transition can touch: both pictures, and for the
    /// slides the whole way each travels. `extent` is the layer's own
    /// (its subtree's, as the plan's walk measures it); the old picture is
    /// in no plan.
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
