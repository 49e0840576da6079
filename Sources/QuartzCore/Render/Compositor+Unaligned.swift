import Raster

extension _Compositor {
    /// A layer under an affine map that is not axis-aligned, drawn part by
    /// part through it in Apple's order: background, contents, the class's
    /// content, sublayers (each as its entry says), border; or a gradient
    /// masked by a shape, the shape filled with it.
    func drawUnaligned(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) {
        // Borrowed, not retained: the plan's node outlives the draw (see
        // `_RenderNode.childRefs`).
        unowned(unsafe) let node = layer.node
        let p = layer.values, m = layer.m, opacity = layer.draw.opacity
        if layer.draw.gradientInShape {
            // A gradient in a shape (`isGradientInShape`), filled through
            // the map; in a plane when the shape reaches past the gradient.
            if !drawGradientThroughPathMask(layer, into: target, clip: clip) { drawTransformed(layer, into: target, clip: clip) }
            return
        }
        _ = drawOutline(p, m, into: target, clip: clip, opacity: opacity, border: false)
        if p.pointee.contents != nil || p.pointee.contentsFade < 1 {
            drawContents(p.pointee.contents, p, m, into: target, clip: clip, opacity: opacity)
        }
        if let content = node.classKeys.content {
            content.draw(_PresentedLayer(node, p), m, into: target, clip: clip, opacity: opacity, compositor: self)
        }
        if !node.children.isEmpty { forEachSublayer(of: layer) { draw($0, into: target, clip: clip) } }
        _ = drawOutline(p, m, into: target, clip: clip, opacity: opacity, background: false)
    }

    /// A layer under an affine map that is not axis-aligned, clipped to its
    /// square bounds (`_PlannedDraw.Kind.clipped`): its parts and sublayers
    /// drawn through their maps into an offscreen on the target's grid,
    /// then laid over the target weighted by the coverage of its bounds'
    /// mapped corners, an anti-aliased quadrilateral: sharp at every
    /// depth, as `mapped` draws, and cut where the bounds are.
    func drawClipped(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) {
        let node = layer.node, p = layer.values, m = layer.m
        let area = layer.draw.box.pixels(within: clip)
        guard !area.isEmpty else { return }
        withOffscreen(width: target.width, height: target.height, area: area, for: node) { off in
            drawUnaligned(layer, into: off, clip: area)
            // Its square bounds, mapped as a background's outline is.
            pathScratch.removeAll(keepingCapacity: true)
            guard _LayerOutline(p.pointee.bounds, 0, p.pointee.maskedCorners).append(to: &pathScratch, m, stretch: 1)
            else { return }
            rasterizer.fill(pathScratch, rule: .nonZero, clip: area, tolerance: defaultFlatteningTolerance) { y, x, run in
                blendSpan(target.row(y) + x, off.row(y) + x, count: run.count, alpha: 255, coverage: run.baseAddress!)
            }
        }
    }
}
