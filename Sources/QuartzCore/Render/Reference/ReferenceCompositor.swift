import Raster

/// The compositor's slow twin, kept as the test oracle (as Blend2D keeps a
/// reference pipeline beside its JIT): it renders an evaluated layer tree
/// by point sampling, in floating point, with none of the fast path's
/// machinery (no corner tiles, no span blends, no caches, no bands).
/// Each drawing step of each layer, in Apple's order (background,
/// contents, class content, sublayers, border; the shadow beneath;
/// masksToBounds, the mask and opacity on the whole), covers a pixel by
/// the share of its `samples × samples` points inside the shape and is
/// composited over what is below, as the compositor's steps are. Shadows
/// are a layer's drawn alpha (or its shadowPath's coverage) blurred by a
/// direct Gaussian.
///
/// Where each layer goes (its map to the target, which layers draw and in
/// what order, a transform layer's leaves, the mask) and what the plan
/// decided for it (its shadow, its blend mode, whether it is an image, an
/// outline or a plane through its map: `_PlannedDraw`) come from the
/// frame plan (`_FramePlan`) and its drawing order (`_PlanOrder`), as the
/// fast compositor's do, and the damage tracker reads the same plans. Its
/// grouping stays its own, on purpose: it groups every layer that clips,
/// masks or casts a shadow (more than the fast compositor, the same
/// picture), so a wrong group decision in the plan shows as a difference
/// instead of being shared by the oracle. It
/// reads the same presented values and pure layout functions (geometry,
/// contents placement, text layout, the plane a transformed group is
/// drawn in) as the fast compositor, and nothing of its drawing.
/// Transitions and contents cross-fades are drawn as their end state.
final class _ReferenceCompositor {
    let samples: Int
    /// The compositor's plane geometry (subtree boxes, plane sizes), not
    /// its drawing.
    let geometry = _Compositor()
    /// The map from the image being drawn to the final one (nil: the final
    /// one); a plane's resolution is measured through it, as the
    /// compositor measures it (`_Compositor.gridToFinal`).
    var gridToFinal: Projective?
    /// The drawing order of the plans' layers, the compositor's.
    private let order = _PlanOrder()

    init(samples: Int = 8) { self.samples = max(1, samples) }

    /// Renders `root`'s presented tree (already evaluated) into a new
    /// surface of `width` × `height` pixels, the root's superlayer space
    /// mapped by `base`.
    func render(_ root: _RenderNode, width: Int, height: Int, base: Projective = .identity) -> Surface {
        let out = Surface(width: width, height: height)!
        let buffer = _FloatImage(width: width, height: height)
        if let tree = prepare(root, parent: nil, toTarget: base, width: width, height: height) {
            draw(tree, into: buffer, alpha: 1)
        }
        for y in 0..<height { for x in 0..<width { out[x, y] = buffer[x, y].pixel } }
        return out
    }

    // MARK: The prepared tree

    /// One layer placed in target space, with what its points need.
    final class Node {
        let node: _RenderNode
        /// The presented values, copied (a replicator re-evaluates its
        /// sublayers for each instance).
        var props: _LayerProperties
        let extra: [_Value]
        let m: Projective
        let inverse: Projective?
        let shape: _RefRoundedRect
        let inner: _RefRoundedRect
        var children: [Node] = []
        var mask: Node?
        /// How the plan draws it (`_PlannedDraw`; a node made for a
        /// transform layer, which has no entry, is drawn as a plane).
        var kind = _PlannedDraw.Kind.plane
        /// The blend mode the plan read from its `compositingFilter`.
        var blend: BlendMode?
        /// A replicator instance's tint, multiplying this subtree.
        var tint: _RGBA?
        /// The shadow, when the layer casts one.
        var shadow: _ShadowRecipe?
        /// What the class's content worked out for sampling
        /// (`_LayerContent.prepareReference`): a shape's stroke outline, a
        /// text layer's glyph coverage.
        var prepared: Any?

        init(_ node: _RenderNode, _ m: Projective) {
            self.node = node
            props = node.storage.presented.pointee
            extra = node.presentedExtra
            self.m = m
            inverse = m.inverted()
            shape = _RefRoundedRect(props.bounds, props.cornerRadius, props.maskedCorners)
            inner = shape.inset(props.borderWidth)
        }

        func withProps<R>(_ body: (UnsafePointer<_LayerProperties>) -> R) -> R {
            withUnsafePointer(to: &props, body)
        }
    }

    /// The prepared tree of `node`'s subtree, from its frame plan (the
    /// one walk that says where every layer goes: `_FramePlan`); nil when
    /// nothing of it shows.
    func prepare(_ node: _RenderNode, parent: UnsafePointer<_LayerProperties>?, toTarget: Projective,
                 width: Int, height: Int, map: Projective? = nil) -> Node? {
        var plan = _FramePlan()
        plan.build(node, parent: parent, base: toTarget, map: map,
                   bounds: PixelRect(x: 0, y: 0, width: width, height: height))
        return plan.entries.withUnsafeBufferPointer { entries -> Node? in
            guard !entries.isEmpty else { return nil }
            if let root = _PlannedLayer.root(node, in: entries) { return prepare(root, width: width, height: height) }
            // A transform layer has no entry: it draws nothing itself, and
            // its leaves are the plan's top level (its opacity is the node's).
            let p = UnsafePointer(node.storage.presented)
            guard !p.pointee.isHidden else { return nil }
            let n = Node(node, map ?? Projective(_LayerGeometry.toParent(p, parent: parent, isMask: node.isMask))
                .concatenating(toTarget))
            n.children = children(in: entries, entries.indices, width: width, height: height, tinted: false)
            return n
        }
    }

    /// A planned layer and its subtree as a prepared node.
    private func prepare(_ layer: _PlannedLayer, width: Int, height: Int) -> Node? {
        let node = layer.node, p = layer.values, m = layer.m
        guard !p.pointee.isHidden else { return nil }
        if !p.pointee.isDoubleSided && m.determinant < 0 { return nil }
        let n = Node(node, m)
        n.kind = layer.draw.kind
        n.blend = layer.draw.blend
        let masks = children(in: layer.entries, layer.maskEntries, width: width, height: height, tinted: true)
        if let mask = masks.first, mask.node === node.mask {
            n.mask = mask
        } else if let mask = node.mask, !masks.isEmpty {
            // A transform layer masks with its leaves.
            let maskNode = Node(mask, m)
            maskNode.children = masks
            n.mask = maskNode
        }
        n.children = children(in: layer.entries, layer.sublayerEntries, width: width, height: height, tinted: true)
        // A replicator draws copies of its sublayers, each placed anew.
        let kids = node.children.enumerated().sorted {
            let za = $0.element.storage.presented.pointee.zPosition, zb = $1.element.storage.presented.pointee.zPosition
            return za != zb ? za < zb : $0.offset < $1.offset
        }.map(\.element)
        if let content = node.classKeys.content, !node.children.isEmpty,
           let copies = content.referenceSublayers(_PresentedLayer(node, p), m, sorted: kids, prepare: { child, mk in
               self.prepare(child, parent: p, toTarget: mk, width: width, height: height)
           }) {
            n.children = copies
        }
        prepareContent(n)
        if let s = layer.draw.shadow {
            n.shadow = shadowStyle(n, s, width: width, height: height)
        }
        return n
    }

    /// The layers planned in `range` (whole subtrees, one after another)
    /// as prepared nodes, in the compositor's drawing order (`_PlanOrder`),
    /// each leaf of a transform layer tinted by its opacity when `tinted`.
    private func children(in entries: UnsafeBufferPointer<_FramePlan.Entry>, _ range: Range<Int>, width: Int,
                          height: Int, tinted: Bool) -> [Node] {
        var placed: [Node] = []
        order.forEach(in: entries, range) { layer in
            guard let l = prepare(layer, width: width, height: height) else { return }
            if tinted { l.tint = multiply(l.tint, opacityTint(entries[layer.index].planeOpacity)) }
            placed.append(l)
        }
        return placed
    }

    func prepareContent(_ n: Node) {
        var copy = n.extra
        copy.withUnsafeMutableBufferPointer { buffer in prepareContent(n, buffer.baseAddress!) }
    }

    func prepareContent(_ n: Node, _ e: UnsafeMutablePointer<_Value>) {
        n.node.classKeys.content?.prepareReference(n, e)
    }

    func opacityTint(_ o: Float) -> _RGBA? {
        o >= 1 ? nil : _RGBA(r: Double(o), g: Double(o), b: Double(o), a: Double(o))
    }

    func multiply(_ a: _RGBA?, _ b: _RGBA?) -> _RGBA? {
        guard let a else { return b }
        guard let b else { return a }
        return _RGBA(r: a.r * b.r, g: a.g * b.g, b: a.b * b.b, a: a.a * b.a)
    }

    // MARK: Layer by layer

    /// Draws `n` and its subtree over `buffer`. A layer whose subtree must
    /// be one picture (group opacity, masksToBounds, a mask, a shadow, a
    /// replicator's tint) is drawn into its own buffer first, then
    /// shadowed, clipped, masked and composited with its opacity; others
    /// draw straight into `buffer` with `alpha` (opacity inherited).
    func draw(_ n: Node, into buffer: _FloatImage, alpha: Double) {
        if !n.m.isAxisAligned, let plane = plane(for: n, in: buffer) {
            drawThroughPlane(n, plane, into: buffer, alpha: alpha)
            return
        }
        let props = n.props
        let opacity = n.node.isMask ? 1 : alpha * Double(props.opacity)
        let blend = n.blend
        let grouped = n.mask != nil || props.masksToBounds || n.shadow != nil || n.tint != nil || blend != nil
            || (opacity < 1 && props.allowsGroupOpacity && !n.children.isEmpty)
        guard grouped else {
            drawBody(n, into: buffer, opacity: opacity, childAlpha: props.allowsGroupOpacity ? 1 : opacity)
            return
        }
        let g = _FloatImage(width: buffer.width, height: buffer.height)
        drawBody(n, into: g, opacity: 1, childAlpha: 1)
        if let s = n.shadow {
            // Beneath the body: blurred from its alpha (or the path's).
            let field = s.field ?? _ShadowField.fromAlpha(g, s)
            for i in g.pixels.indices {
                let x = Double(i % g.width) + 0.5, y = Double(i / g.width) + 0.5
                g.pixels[i] = g.pixels[i].over(field.color(x, y))
            }
        }
        if props.masksToBounds {
            eachPixel(g) { x, y in coverage(x, y) { qx, qy in
                guard let l = n.inverse?.apply(qx, qy) else { return false }
                return n.shape.contains(l.x, l.y)
            } }
        }
        if let mask = n.mask {
            let m = _FloatImage(width: g.width, height: g.height)
            draw(mask, into: m, alpha: 1)
            for i in g.pixels.indices { g.pixels[i] = g.pixels[i] * m.pixels[i].a }
        }
        let t = n.tint ?? _RGBA(r: 1, g: 1, b: 1, a: 1)
        for i in g.pixels.indices {
            let c = g.pixels[i]
            let tinted = _RGBA(r: c.r * t.r * t.a, g: c.g * t.g * t.a, b: c.b * t.b * t.a, a: c.a * t.a) * opacity
            buffer.pixels[i] = Self.composite(tinted, onto: buffer.pixels[i], blend)
        }
    }

    /// `c` composited onto `d`: over it, or blended with `mode` (Raster's
    /// one formula, on 8-bit pixels; a clear source leaves what a mode
    /// keeps under it).
    static func composite(_ c: _RGBA, onto d: _RGBA, _ mode: BlendMode?) -> _RGBA {
        guard let mode else { return c.over(d) }
        return c.a > 0 || !mode.keepsDestinationUnderClear ? _RGBA(pixel: blendPixel(mode, c.pixel, d.pixel)) : d
    }

    /// Multiplies each pixel of `image` by `weight(x, y)`.
    func eachPixel(_ image: _FloatImage, _ weight: (Int, Int) -> Double) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = y * image.width + x
                if image.pixels[i].a != 0 || image.pixels[i].r != 0 { image.pixels[i] = image.pixels[i] * weight(x, y) }
            }
        }
    }

    /// The fraction of pixel (x, y)'s sample points for which `inside` holds.
    func coverage(_ x: Int, _ y: Int, _ inside: (Double, Double) -> Bool) -> Double {
        var hits = 0
        for j in 0..<samples {
            for i in 0..<samples
            where inside(Double(x) + (Double(i) + 0.5) / Double(samples), Double(y) + (Double(j) + 0.5) / Double(samples)) {
                hits += 1
            }
        }
        return Double(hits) / Double(samples * samples)
    }

    /// The mean of `colour` over pixel (x, y)'s sample points.
    func average(_ x: Int, _ y: Int, _ colour: (Double, Double) -> _RGBA) -> _RGBA {
        var acc = _RGBA.clear
        for j in 0..<samples {
            for i in 0..<samples {
                acc = acc + colour(Double(x) + (Double(i) + 0.5) / Double(samples), Double(y) + (Double(j) + 0.5) / Double(samples))
            }
        }
        return acc * (1 / Double(samples * samples))
    }

    /// Each drawing step over the layer's target box: background,
    /// contents, class content, sublayers, border.
    func drawBody(_ n: Node, into buffer: _FloatImage, opacity: Double, childAlpha: Double) {
        let props = n.props
        let box = extent(n)
        let x0 = max(0, Int(box.minX.rounded(.down)) - 1), y0 = max(0, Int(box.minY.rounded(.down)) - 1)
        let x1 = min(buffer.width, Int(box.maxX.rounded(.up)) + 1), y1 = min(buffer.height, Int(box.maxY.rounded(.up)) + 1)
        func step(atCentres: Bool = false, _ colour: (Double, Double) -> _RGBA) {
            guard x1 > x0, y1 > y0 else { return }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    // Nearest-neighbour images are one sample per pixel,
                    // at its centre (what the filter means).
                    let c = (atCentres ? colour(Double(x) + 0.5, Double(y) + 0.5) : average(x, y, colour)) * opacity
                    if c.a > 0 || c.r > 0 || c.g > 0 || c.b > 0 { buffer[x, y] = c.over(buffer[x, y]) }
                }
            }
        }
        func local(_ qx: Double, _ qy: Double) -> (x: Double, y: Double)? { n.inverse?.apply(qx, qy) }
        if let bg = props.backgroundColor, bg.a > 0, n.node.classKeys.content?.flattensSublayers != false {
            let c = _RGBA(bg)
            step { qx, qy in local(qx, qy).map { n.shape.contains($0.x, $0.y) ? c : .clear } ?? .clear }
        }
        if let image = props.contents as? CGImage {
            step(atCentres: props.magnificationFilter == .nearest) { qx, qy in local(qx, qy).map { contentsColor(image, n, $0.x, $0.y) } ?? .clear }
        }
        if n.node.classKeys.content != nil {
            step { qx, qy in
                local(qx, qy).map { contentColor(n, $0.x, $0.y, inside: n.shape.contains($0.x, $0.y)) } ?? .clear
            }
        }
        for child in n.children { draw(child, into: buffer, alpha: childAlpha) }
        if props.borderWidth > 0, let bc = props.borderColor, bc.a > 0, n.node.classKeys.content?.flattensSublayers != false {
            let c = _RGBA(bc)
            step { qx, qy in
                local(qx, qy).map { n.shape.contains($0.x, $0.y) && !n.inner.contains($0.x, $0.y) ? c : .clear } ?? .clear
            }
        }
    }

    // MARK: Shadows

    /// A shadow cast by `shadowPath`: the path's coverage on the pixel
    /// grid, blurred. A shadow cast by the layer's alpha is made from its
    /// group buffer when it is drawn (`_ShadowField.fromAlpha`).
    func shadowStyle(_ n: Node, _ s: _ShadowStyle, width: Int, height: Int) -> _ShadowRecipe {
        guard let path = n.props.shadowPath else { return _ShadowRecipe(style: s, field: nil) }
        let field = _FloatImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let c = coverage(x, y) { qx, qy in
                    guard let l = n.inverse?.apply(qx - s.dx, qy - s.dy) else { return false }
                    return path.contains(CGPoint(x: l.x, y: l.y))
                }
                field[x, y] = _RGBA(r: 0, g: 0, b: 0, a: c)
            }
        }
        return _ShadowRecipe(style: s, field: _ShadowField.blurred(field, s, offset: false))
    }

    /// The target box of a prepared subtree's bounds (and of what its
    /// contents and class content may draw past them).
    func extent(_ n: Node) -> _Box {
        var box = _Compositor.box(of: n.props.bounds, n.m)
        if let c = n.withProps({ _Compositor.overflowBox(n.node, $0, n.m) }) { box = box.union(c) }
        for child in n.children { box = box.union(extent(child)) }
        return box
    }
}
