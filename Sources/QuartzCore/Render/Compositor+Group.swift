import Raster

/// Groups: a layer whose subtree must become one picture before it meets
/// what is below (group opacity, a mask, rounded masksToBounds, a shadow
/// cast by sublayers or contents, a blend mode) is drawn into an
/// offscreen on the target's pixel grid, then shadowed, clipped, masked
/// and composited (with its `compositingFilter`'s blend mode, if any).
extension _Compositor {
    func drawGroup(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) {
        let node = layer.node, p = layer.values, m = layer.m, d = layer.draw
        let shape = d.shape, shadow = d.shadow, opacity = d.opacity
        // What the group can touch (the plan measured it: its bounds when
        // clipped, else its subtree's extent, with the shadow's reach).
        let box = d.box
        // A shadow cast from the composited alpha reads pixels up to its
        // reach away: the group is drawn that far past the clip, so a
        // clipped render (a band, a damaged rect) gives the very bytes a
        // whole-frame render gives there.
        var drawClip = clip
        if let s = shadow {
            let r = pixelDistance(s.reach)
            drawClip = PixelRect(x0: clip.x0 - r, y0: clip.y0 - r, x1: clip.x1 + r, y1: clip.y1 + r)
                .intersection(gridBounds ?? target.bounds)
        }
        let drawn = box.pixels(within: drawClip)
        let area = drawn.intersection(clip)
        guard !area.isEmpty else { return }
        withOffscreen(width: target.width, height: target.height, area: drawn, for: node) { off in
            // A backdrop inside sees what the group drew under it too.
            let onScreenGrid = gridToFinal == nil && backdropSources.count > backdropBase
            if onScreenGrid { backdropSources.append(off) }
            defer { if onScreenGrid { backdropSources.removeLast() } }
            if let s = shadow, let path = p.pointee.shadowPath {
                // The path's shadow first, beneath the body, in the group.
                drawPathShadow(path, m, s, into: off, clip: drawn)
                drawBody(layer, into: off, clip: drawn, opacity: 1, childAlpha: 1)
            } else {
                drawBody(layer, into: off, clip: drawn, opacity: 1, childAlpha: 1)
                if let s = shadow { castShadow(of: off, area: drawn, s) }
            }
            if p.pointee.masksToBounds && shape.hasCorners { off.clip(to: shape, area: area, scratch: scratch) }
            if !layer.maskEntries.isEmpty { applyMask(of: layer, to: off, area: area) }
            let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
            if let mode = d.blend {
                target.blend(off, mode: mode, alpha: alpha, area: area)
                return
            }
            for y in area.y0..<area.y1 {
                blendSpan(target.row(y) + area.x0, off.row(y) + area.x0, count: area.width, alpha: alpha)
            }
        }
    }

    /// Multiplies `surface` within `area` by the alpha of the mask layer's
    /// subtree (planned in the masked layer's space).
    func applyMask(of layer: _PlannedLayer, to surface: Surface, area: PixelRect) {
        withOffscreen(width: surface.width, height: surface.height, area: area, for: layer.node.mask) { alpha in
            forEachMaskLayer(of: layer) { draw($0, into: alpha, clip: area) }
            for y in area.y0..<area.y1 {
                let d = surface.row(y), a = alpha.row(y)
                for x in area.x0..<area.x1 {
                    let k = a[x] >> 24
                    if k != 255 { d[x] = scalePixel(d[x], k) }
                }
            }
        }
    }

    /// The target-space box of a subtree (each layer's bounds and shadow),
    /// infinite where a perspective sends a corner behind the eye: the
    /// extent a plan's walk gives each entry (`_FramePlan`), for
    /// what is not in a plan (a replica's copies, a transition's old
    /// picture) and for a 3D plane's region in its layer's own space.
    func subtreeBox(_ node: _RenderNode, _ m: Projective) -> _Box {
        let p = UnsafePointer(node.storage.presented)
        let shadow = _ShadowStyle(p, m, opacity: 1)
        var box = _Compositor.shadedBox(p, m, shadow)
        if let c = _Compositor.overflowBox(node, p, m) { box = box.union(c) }
        if let s = shadow { box = box.outset(by: s.reach) }
        if p.pointee.masksToBounds { return maskedBox(box, node, p, m, shadow: shadow) }
        if let content = node.classKeys.content, let extra = content.sublayerExtraBox(_PresentedLayer(node, p), m, compositor: self) {
            box = box.union(extra)
        }
        for child in node.children {
            let c = UnsafePointer(child.storage.presented)
            if child.classKeys.content?.flattensSublayers == false {
                let m3 = _TransformLayerContent.toParent3D(c, parent: p, isMask: false)
                for leaf in _TransformLayerContent.leaves(child, toParent3D: m3, parentToTarget: m) {
                    box = box.union(subtreeBox(leaf.node, leaf.map))
                }
                continue
            }
            let cm = Projective(_LayerGeometry.toParent(c, parent: p, isMask: false)).concatenating(m)
            box = box.union(_withSufficientStack { subtreeBox(child, cm) })
        }
        return maskedBox(box, node, p, m, shadow: shadow)
    }

    /// The part of `box` a layer's mask lets through: nothing shows
    /// outside what the mask paints (`inkBox`). (lottie-ios fills a gradient by
    /// masking a layer 20,000 points wide with the fill's shape: its group
    /// is the shape's size, not the layer's.) A layer with a shadow keeps
    /// its whole box: its shadow is cast from what lies outside the mask
    /// too, before the mask applies.
    func maskedBox(_ box: _Box, _ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                   shadow: _ShadowStyle?) -> _Box {
        guard let mask = node.mask, shadow == nil else { return box }
        let mp = UnsafePointer(mask.storage.presented)
        let mm = Projective(_LayerGeometry.toParent(mp, parent: p, isMask: true)).concatenating(m)
        return box.intersection(_withSufficientStack { inkBox(mask, mm) })
    }

    /// The target-space box of a layer's bounds, joined with its shadow
    /// path's when it casts one (a shadowPath may reach past the bounds).
    static func shadedBox(_ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                          _ shadow: _ShadowStyle?) -> _Box {
        let b = box(of: p.pointee.bounds, m)
        guard shadow != nil, let path = p.pointee.shadowPath, !path.isEmpty else { return b }
        return b.union(box(of: path.boundingBox, m))
    }

    /// The target box of a rectangle of the layer's space mapped by `m`.
    /// (The whole plane when a corner is behind the eye.)
    static func box(of r: CGRect, _ m: Projective) -> _Box {
        imageBox(_Box(minX: Double(r.minX), minY: Double(r.minY), maxX: Double(r.maxX), maxY: Double(r.maxY)), m)
            ?? .everything
    }
}
