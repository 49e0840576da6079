import Raster

/// A replicator's drawing: nothing of its own, and its sublayers once per
/// instance. Instance k is mapped by `T(−c) · instanceTransformᵏ · T(c)`
/// (c the centre of the bounds) in the replicator's space. Its tint is
/// `instanceColor` plus k offsets, clamped; a tint other than opaque white
/// draws the instance into an offscreen first and multiplies it. With an
/// instance delay the sublayers are evaluated again for each instance at
/// `k · instanceDelay` seconds earlier (and restored after), which is why
/// such a frame is drawn on one thread. With `preservesDepth` every
/// instance's copy of every sublayer is placed by depth instead of
/// instance by instance, as a transform layer places its sublayers.
enum _ReplicatorContent: _LayerContent {
    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {}

    static func box(_ layer: _PresentedLayer) -> CGRect? { nil }

    static func count(_ node: _RenderNode) -> Int {
        let n = node.storage.presentedExtra[_ReplicatorKeys.instanceCount]
        return n > 0 ? min(n, _ReplicatorKeys.maxInstances) : 0
    }

    static func delay(_ node: _RenderNode) -> Double {
        let d = node.storage.presentedExtra[_ReplicatorKeys.instanceDelay]
        return d.isFinite ? d : 0
    }

    /// Instance k's map from the replicator's sublayer space into target
    /// space, given the replicator's map `m`, and the same in 3D within
    /// the replicator's space (for depth).
    static func instanceMaps(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                             count n: Int, _ body: (Int, Projective, CATransform3D) -> Void) {
        let b = p.pointee.bounds
        let c = CATransform3DMakeTranslation(b.midX, b.midY, 0), back = CATransform3DMakeTranslation(-b.midX, -b.midY, 0)
        let step = node.storage.presentedExtra[_ReplicatorKeys.instanceTransform]
        var power = CATransform3DIdentity
        for k in 0..<n {
            if k > 0 { power = power * step }
            let t = back * power * c
            body(k, Projective(_Homography(flattening: t)).concatenating(m), t)
        }
    }

    static func preservesDepth(_ node: _RenderNode) -> Bool {
        node.storage.presentedExtra[_ReplicatorKeys.preservesDepth]
    }

    /// With `preservesDepth`: every instance's copy of every visible
    /// sublayer (with its index among them), back to front by the depth
    /// of the copy's centre (equal depths keep instance, then sublayer,
    /// order), each with its map.
    static func copiesByDepth(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                              count n: Int? = nil) -> [(k: Int, index: Int, child: _RenderNode, map: Projective)] {
        var copies: [(k: Int, index: Int, child: _RenderNode, map: Projective, depth: Double)] = []
        let toSublayerSpace = _LayerGeometry.sublayerSpaceToParent(p.pointee)
        instanceMaps(node, p, m, count: n ?? count(node)) { k, mk, t in
            for (i, child) in node.children.enumerated() {
                let c = UnsafePointer(child.storage.presented)
                guard !c.pointee.isHidden else { continue }
                var local = _LayerGeometry.toParentIgnoringSublayerTransform(c.pointee)
                if let s = toSublayerSpace { local = local * s }
                let full = local * t
                let x = c.pointee.bounds.midX, y = c.pointee.bounds.midY
                let z = x * full.m13 + y * full.m23 + full.m43, w = x * full.m14 + y * full.m24 + full.m44
                copies.append((k, i, child, mk, w != 0 ? Double(z / w) : 0))
            }
        }
        return copies.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }.map { ($0.element.k, $0.element.index, $0.element.child, $0.element.map) }
    }

    /// Each copy to draw, in order: with `preservesDepth` by depth, else
    /// instance by instance (`body` gets the instance and its map, and
    /// draws the sublayers itself). Sublayers are evaluated at the copy's
    /// instance delay while it draws.
    static func forEachCopy(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective, count n: Int? = nil,
                            instance: (Int, Projective) -> Void, copy: (Int, Int, _RenderNode, Projective) -> Void) {
        guard preservesDepth(node) else {
            forEachInstance(node, p, m, count: n, instance)
            return
        }
        let delay = needsSerialRendering(node) ? delay(node) : 0
        let now = node.evaluatedLocalTime
        for c in copiesByDepth(node, p, m, count: n) {
            if delay != 0 { c.child.evaluateTree(parentTime: now - Double(c.k) * delay) }
            copy(c.k, c.index, c.child, c.map)
        }
        if delay != 0 { for child in node.children { child.evaluateTree(parentTime: now) } }
    }

    /// Calls `body` with each instance's index and map, its sublayers
    /// evaluated `k · instanceDelay` earlier when they animate (and put back
    /// to the frame's time afterwards).
    static func forEachInstance(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                                count: Int? = nil, _ body: (Int, Projective) -> Void) {
        let n = count ?? Self.count(node)
        // Only animated sublayers differ between instances in time.
        let delay = needsSerialRendering(node) ? delay(node) : 0
        let now = node.evaluatedLocalTime
        instanceMaps(node, p, m, count: n) { k, mk, _ in
            if delay != 0, k > 0 { for child in node.children { child.evaluateTree(parentTime: now - Double(k) * delay) } }
            body(k, mk)
        }
        if delay != 0, n > 1 { for child in node.children { child.evaluateTree(parentTime: now) } }
    }

    /// Instance k's tint as premultiplied factors (nil: opaque white).
    static func tint(_ node: _RenderNode, _ k: Int) -> (r: Double, g: Double, b: Double, a: Double)? {
        let e = node.storage.presentedExtra
        let base = e[_ReplicatorKeys.instanceColor] ?? _Color(r: 0, g: 0, b: 0, a: 0)
        func channel(_ v: CGFloat, _ offset: _ClassKey<Float>) -> Double {
            // The presented number as animated (not rounded to a Float);
            // NaN (an infinite offset times instance 0) is no channel.
            unitClamped(Double(v + CGFloat(k) * (e[offset.slot].number ?? 0)))
        }
        let t = (channel(base.r, _ReplicatorKeys.redOffset), channel(base.g, _ReplicatorKeys.greenOffset),
                 channel(base.b, _ReplicatorKeys.blueOffset), channel(base.a, _ReplicatorKeys.alphaOffset))
        return t == (1, 1, 1, 1) ? nil : t
    }

    static func drawSublayers(_ layer: _PresentedLayer, _ m: Projective,
                              into target: Surface, clip: PixelRect, alpha: Double, compositor: _Compositor) -> Bool {
        let node = layer.node, p = layer.values
        // A tinted instance is drawn offscreen, cleared and tinted only
        // where its sublayers reach (hundreds of small tinted copies over
        // a large clip cleared and scanned the whole clip each: found by
        // fuzzing). When measuring would cost more than it saves (copies
        // of copies past the box budget), the whole clip.
        let outer = compositor.replicated
        lazy var measurable = affordsMeasuring(node, copies: outer)
        // The copies the frame plan made (`plannedCopies`); one it did not
        // is planned here.
        let planned = compositor.plannedCopies?.takeUnretainedValue()
        /// Instance k's copy of sublayer `i`, `child`.
        func drawCopy(_ k: Int, _ i: Int, _ child: _RenderNode, _ mk: Projective, into surface: Surface,
                      clip: PixelRect) {
            if let copy = planned?.copy(k, i) {
                compositor.drawPicture(copy, into: surface, clip: clip)
            } else {
                compositor.draw(child, parent: p, toTarget: mk, into: surface, clip: clip, alpha: alpha)
            }
        }
        /// Draws `children` through `mk`, tinted as instance k.
        func draw(_ k: Int, _ mk: Projective, _ children: ((Int, _RenderNode) -> Void) -> Void) {
            guard let t = tint(node, k) else {
                children { drawCopy(k, $0, $1, mk, into: target, clip: clip) }
                return
            }
            var area = clip
            if measurable {
                var box = _Box.none
                children { box = box.union(childBox($1, p, mk, compositor)) }
                // Antialiased edges reach one pixel past a box.
                area = box.outset(by: 1).pixels(within: clip)
            }
            guard t.a > 0, !area.isEmpty else { return }
            compositor.withOffscreen(width: target.width, height: target.height, area: area, for: node) { off in
                children { drawCopy(k, $0, $1, mk, into: off, clip: area) }
                let kr = UInt32((t.r * 255).rounded()), kg = UInt32((t.g * 255).rounded())
                let kb = UInt32((t.b * 255).rounded()), ka = UInt32((t.a * 255).rounded())
                for y in area.y0..<area.y1 {
                    let src = off.row(y), dst = target.row(y)
                    for x in area.x0..<area.x1 where src[x] != 0 {
                        let s = src[x]
                        let tinted = mul255(s >> 24, ka) << 24 | mul255((s >> 16) & 0xFF, kr * ka / 255) << 16
                            | mul255((s >> 8) & 0xFF, kg * ka / 255) << 8 | mul255(s & 0xFF, kb * ka / 255)
                        dst[x] = sourceOver(tinted, dst[x])
                    }
                }
            }
        }
        // Copies of copies: a replicator inside the instances of others
        // draws no more than leaves the frame at `maxNestedCopies` in all.
        let wanted = count(node)
        let n = Swift.min(wanted, Swift.max(1, maxNestedCopies / outer))
        if n < wanted && node.reported.insert(.nestedCopies).inserted {
            _Diagnostics.report("CAReplicatorLayer: \(wanted) instances inside \(outer) copies would pass \(maxNestedCopies) copies a frame; \(n) are drawn")
        }
        compositor.replicated = outer * n
        defer { compositor.replicated = outer }
        forEachCopy(node, p, m, count: n, instance: { k, mk in
            draw(k, mk) { each in compositor.forEachChildInZOrder(node, each) }
        }, copy: { k, i, child, mk in
            draw(k, mk) { each in each(i, child) }
        })
        return true
    }

    /// The copies `drawSublayers` draws, instance by instance, when the
    /// frame plan can make them ahead: not when the sublayers are evaluated
    /// again for each instance (an animated `instanceDelay`: the plan's
    /// entries point at values that change copy by copy), nor past
    /// `maxPlannedCopies` (copies of copies are counted in the budget of
    /// `maxNestedCopies`, as they are drawn).
    static func plannedCopies(_ layer: _PresentedLayer, _ m: Projective, compositor: _Compositor,
                              _ body: (_RenderNode, Projective) -> Void) -> Bool {
        let node = layer.node
        guard !node.children.isEmpty, !needsSerialRendering(node) else { return false }
        let n = Swift.min(count(node), Swift.max(1, maxNestedCopies / Swift.max(1, compositor.replicated)))
        guard n * node.children.count <= maxPlannedCopies else { return false }
        instanceMaps(node, layer.values, m, count: n) { _, mk, _ in
            for (i, child) in node.children.enumerated() { body(child, mk) }
        }
        return true
    }

    /// The most copies a frame plan makes ahead for one replicator (each
    /// a picture kept between frames).
    static let maxPlannedCopies = 1024

    static func sublayerExtraBox(_ layer: _PresentedLayer, _ m: Projective, compositor: _Compositor) -> _Box? {
        let node = layer.node, p = layer.values
        guard count(node) > 1, !node.children.isEmpty else { return nil }
        // Replicators inside replicators multiply: 10,000 instances of
        // 10,000 are 10^8 boxes (found by fuzzing: half a minute a frame).
        // So do the copies this one is measured in: drawn inside another
        // replicator's instances, it is measured once per copy (found by
        // fuzzing: a tilted layer holding a replicator, in a replicator,
        // measured 100,000 boxes for each of a thousand instances).
        // Past a budget the copies may be anywhere: the whole plane.
        guard affordsMeasuring(node, copies: compositor.replicated) else { return .everything }
        var box = _Box.none
        forEachInstance(node, p, m) { k, mk in
            guard k > 0 else { return }
            for (i, child) in node.children.enumerated() { box = box.union(childBox(child, p, mk, compositor)) }
        }
        return box.minX <= box.maxX ? box : nil
    }

    /// Whether measuring every copy of `node`'s sublayers, once for each
    /// copy of `node` being drawn, stays within `boxBudget` boxes.
    static func affordsMeasuring(_ node: _RenderNode, copies: Int) -> Bool {
        let copies = Swift.max(1, copies)
        return copies <= boxBudget && instancedNodes(node, budget: boxBudget / copies) * copies <= boxBudget
    }

    /// The target box of one sublayer's subtree in the instance mapped by `mk`.
    static func childBox(_ child: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ mk: Projective,
                         _ compositor: _Compositor) -> _Box {
        let c = UnsafePointer(child.storage.presented)
        return compositor.subtreeBox(child, Projective(_LayerGeometry.toParent(c, parent: p, isMask: false)).concatenating(mk))
    }

    /// Copies drawn in a frame through replicators nested in replicators
    /// (a grid of 316 by 316 dots): each is placed and culled one by one.
    static let maxNestedCopies = 100_000

    /// Layers measured for one replicator's box, at most.
    static let boxBudget = 100_000

    /// How many layer boxes the copies of `node`'s sublayers come to,
    /// nested replicators multiplying, counted no further than past
    /// `budget`.
    static func instancedNodes(_ node: _RenderNode, budget: Int) -> Int {
        var total = 0
        func visit(_ n: _RenderNode, times: Int) {
            for c in n.children where total <= budget {
                total += times
                let inner = c.classKeys.content is _ReplicatorContent.Type ? Swift.max(1, count(c)) : 1
                // (Held below the budget first: nested counts would overflow.)
                let next = Swift.min(times, budget + 1) * inner
                if !c.children.isEmpty { _withSufficientStack { visit(c, times: next) } }
            }
        }
        visit(node, times: count(node))
        return total
    }

    static func needsSerialRendering(_ node: _RenderNode) -> Bool {
        delay(node) != 0 && count(node) > 1 && node.children.contains { $0.subtreeHasAnimations() }
    }
}
