import Raster

/// What changed on screen since the last frame: the old and the new
/// boxes (with shadows, borders and an anti-aliasing margin) of every layer
/// whose presented look changed, appeared or went away. A frame renders
/// and uploads only those pixels; since a clipped render gives the bytes a
/// whole-frame render gives (see `_RenderBands`), the result is the same
/// picture. A frame where nothing was committed and nothing animates does
/// not even walk the tree.
package final class _DamageTracker {
    /// Where and how a layer is drawn this frame, beyond its own keys:
    /// compared frame to frame (exactly, so no hash collisions).
    struct Placement: Equatable {
        /// The map from the layer's space to the target.
        var m: Projective
        /// The opacity it is drawn with (its ancestors' included).
        var alpha: Double
        var clip: PixelRect
        /// Its place among its siblings (drawing order).
        var index: Int
        /// A running transition's progress (−1 without one).
        var transition: Double
        /// The class's own content (a shape's path, a gradient...).
        var content: UInt64
    }

    /// What a layer drew last frame: where, its presented values (the keys
    /// that draw, compared and kept key by key through the layer key table,
    /// `_LayerKey.updateDrawn`), and the pixels it covered.
    struct Record {
        var placement: Placement
        var drawn: _LayerProperties
        var box: PixelRect
        var frame: UInt64
    }

    /// (Unchecked: a tracker draws one frame at a time on one thread, and
    /// the per-layer lookups were a measurable part of a moving frame.)
    @exclusivity(unchecked)
    private var records: [ObjectIdentifier: Record] = [:]
    private var frame: UInt64 = 0
    /// How many damaged rects have been added so far (to see whether a
    /// subtree's walk damaged anything).
    private var damageEvents = 0
    private var lastGeneration: UInt64?
    private var bounds = PixelRect.empty
    /// This frame's damaged rects (merged), valid until the next frame.
    public private(set) var rects: [PixelRect] = []
    /// Seconds the last frame spent evaluating and finding damage (the
    /// rest of `renderFrame` is drawing).
    package private(set) var lastEvaluateSeconds: Double = 0
    /// At most this many rects; beyond, the two that grow least are merged.
    static let maxRects = 8

    public init() {
        rects.reserveCapacity(Self.maxRects + 1)
    }

    /// Whether a frame of `root` could differ from the last one drawn:
    /// a commit reached its tree since, or something in it animates.
    public func needsFrame(_ root: CALayer) -> Bool {
        guard let node = root._node else { return false }
        return needsFrame(node)
    }

    func needsFrame(_ node: _RenderNode) -> Bool {
        node.treeGeneration != lastGeneration || node.subtreeHasAnimations()
    }

    /// Evaluates `root`'s presentation at `time`, finds what changed, and
    /// renders just that into `target` (cleared first). Returns the damaged
    /// rects (empty when nothing changed; the whole target on the first
    /// frame or after a size change).
    @discardableResult
    public func renderFrame(_ root: CALayer, into target: Surface, at time: CFTimeInterval, scale: Double = 1,
                            threads: Int = 1) -> [PixelRect] {
        rects.removeAll(keepingCapacity: true)
        guard let node = root._node else { return rects }
        return renderFrame(node, into: target, at: time, scale: scale, threads: threads)
    }

    /// `renderFrame` for a node tree (a render thread's copy).
    func renderFrame(_ node: _RenderNode, into target: Surface, at time: CFTimeInterval, scale: Double,
                     threads: Int) -> [PixelRect] {
        rects.removeAll(keepingCapacity: true)
        let generation = node.treeGeneration
        let animating = node.subtreeHasAnimations()
        lastEvaluateSeconds = 0
        if generation == lastGeneration && !animating && target.bounds == bounds { return rects }
        let start = _MediaClock.monotonicNow()
        node.evaluateTree(parentTime: node.parent?.localTime(at: time) ?? time)
        lastGeneration = generation
        frame &+= 1
        let base = Projective(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
        if target.bounds != bounds {
            bounds = target.bounds
            records.removeAll(keepingCapacity: true)
            _ = walk(node, parent: nil, toTarget: base, alpha: 1, clip: bounds, index: 0, pad: 0)
            add(bounds)
        } else {
            _ = walk(node, parent: nil, toTarget: base, alpha: 1, clip: bounds, index: 0, pad: 0)
            // Layers that went away.
            for (key, r) in records where r.frame != frame {
                add(r.box)
                records[key] = nil
            }
        }
        lastEvaluateSeconds = _MediaClock.monotonicNow() - start
        for r in rects {
            let c = r.intersection(target.bounds)
            guard !c.isEmpty else { continue }
            // An opaque root background repaints every pixel of the rect:
            // clearing first would write the rect twice.
            if !Self.backgroundCovers(node, c, base) {
                for y in c.y0..<c.y1 { (target.row(y) + c.x0).update(repeating: 0, count: c.width) }
            }
            _RenderBands.render(node, into: target, clip: c, base: base, threads: threads)
        }
        return rects
    }

    /// Whether `node`, drawn as the root through `base`, paints all of
    /// `rect` with an opaque background before anything else: shown at
    /// full opacity, a square-cornered axis-aligned background of alpha 1
    /// whose box contains the rect, and nothing that would make the layer
    /// a group or a transition (those composite through an offscreen).
    static func backgroundCovers(_ node: _RenderNode, _ rect: PixelRect, _ base: Projective) -> Bool {
        let p = UnsafePointer(node.storage.presented)
        guard !p.pointee.isHidden, p.pointee.opacity >= 1, let c = p.pointee.backgroundColor, c.a >= 1,
              node.mask == nil, node.transition.progress < 0, node.classKeys.content?.flattensSublayers != false,
              p.pointee.cornerRadius == 0 || p.pointee.maskedCorners.isEmpty,
              p.pointee.shadowOpacity == 0 || p.pointee.shadowColor == nil || p.pointee.shadowColor!.a == 0 else {
            return false
        }
        let m = Projective(_LayerGeometry.toParent(p, parent: nil, isMask: false)).concatenating(base)
        guard m.isAxisAligned else { return false }
        let box = _Compositor.box(of: p.pointee.bounds, m)
        return box.minX <= Double(rect.x0) && box.minY <= Double(rect.y0)
            && box.maxX >= Double(rect.x1) && box.maxY >= Double(rect.y1)
    }

    /// Visits `node` and its subtree; returns the subtree's box.
    private func walk(_ node: _RenderNode, parent: UnsafePointer<_LayerProperties>?, toTarget parentToTarget: Projective,
                      alpha: Double, clip: PixelRect, index: Int, pad: Double, map: Projective? = nil) -> PixelRect {
        let p = UnsafePointer(node.storage.presented)
        if node.classKeys.content?.flattensSublayers == false {
            return walkTransformLayer(node, p, parent: parent, toTarget: parentToTarget, alpha: alpha, clip: clip,
                                      index: index, pad: pad)
        }
        let m = map ?? Projective(_LayerGeometry.toParent(p, parent: parent, isMask: node.isMask))
            .concatenating(parentToTarget)
        let opacity = node.isMask ? 1 : alpha * Double(p.pointee.opacity)
        let shadow = _ShadowStyle(p, m, opacity: 1)
        // What the layer itself can touch: its bounds, its shadow, the
        // anti-aliasing and filter margin, and what an ancestor's shadow
        // casts from it.
        let reach = (shadow?.reach ?? 0) + pad + 2
        var box = PixelRect.empty
        if !p.pointee.isHidden {
            var b = _Compositor.shadedBox(p, m, shadow)
            // Contents and class content may overflow the bounds.
            if let c = _Compositor.overflowBox(node, p, m) { b = b.union(c) }
            box = b.outset(by: reach).pixels(within: clip)
        }
        var childClip = clip
        if p.pointee.masksToBounds { childClip = clip.intersection(box) }
        let placement = Placement(m: m, alpha: opacity, clip: clip, index: index,
                                  transition: node.transition.progress, content: node.contentVersion)
        // Children, with this layer's shadow reach when it casts from them.
        let eventsBefore = damageEvents
        var subtree = box
        let childPad = pad + (shadow?.reach ?? 0)
        for (i, child) in node.children.enumerated() {
            subtree = subtree.union(_withSufficientStack {
                walk(child, parent: p, toTarget: m, alpha: opacity, clip: childClip, index: i, pad: childPad)
            })
        }
        if let mask = node.mask {
            subtree = subtree.union(_withSufficientStack {
                walk(mask, parent: p, toTarget: m, alpha: 1, clip: childClip, index: -1, pad: childPad)
            })
        }
        // What the class draws of its sublayers beyond their own places (a
        // replicator's instances) changes whenever they do.
        if let content = node.classKeys.content,
           let extra = content.sublayerExtraBox(_PresentedLayer(node, p), m, compositor: _Compositor.shared) {
            let r = extra.outset(by: reach).pixels(within: childClip)
            box = box.union(r)
            subtree = subtree.union(r)
            if damageEvents != eventsBefore { add(box) }
        }
        box = box.union(castBox(node, p, m, shadow: shadow, subtree: subtree, reach: reach, clip: clip))
        record(node, p, placement, box)
        return subtree.union(box)
    }

    /// A transform layer draws nothing itself; its sublayers are placed
    /// in this (its parent's) space, as the compositor does.
    private func walkTransformLayer(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>,
                                    parent: UnsafePointer<_LayerProperties>?, toTarget parentToTarget: Projective,
                                    alpha: Double, clip: PixelRect, index: Int, pad: Double) -> PixelRect {
        var subtree = PixelRect.empty
        let opacity = alpha * Double(p.pointee.opacity)
        guard !p.pointee.isHidden else { return subtree }
        let m3 = _TransformLayerContent.toParent3D(p, parent: parent, isMask: node.isMask)
        for (i, leaf) in _TransformLayerContent.leaves(node, toParent3D: m3, parentToTarget: parentToTarget).enumerated() {
            subtree = subtree.union(walk(leaf.node, parent: leaf.parent, toTarget: parentToTarget, alpha: opacity,
                                         clip: clip, index: index * 1000 + i, pad: pad, map: leaf.map))
        }
        return subtree
    }

    /// What the layer draws beyond its own box: a shadow cast from its
    /// subtree's alpha (the subtree's box grown by its reach), and a
    /// transition's old picture.
    private func castBox(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                         shadow: _ShadowStyle?, subtree: PixelRect, reach: Double, clip: PixelRect) -> PixelRect {
        var box = PixelRect.empty
        if let s = shadow, !node.children.isEmpty || p.pointee.contents != nil || p.pointee.contentsFade < 1
            || node.drawsContent {
            let r = pixelDistance(s.reach)
            box = PixelRect(x0: subtree.x0 - r, y0: subtree.y0 - r, x1: subtree.x1 + r, y1: subtree.y1 + r)
                .intersection(bounds)
        }
        if node.transition.progress >= 0, let tr = node.transition.instance?.transition {
            let b = _Compositor.shared.transitionBox(node, m, tr)
            box = box.union(b.outset(by: reach).pixels(within: clip))
        }
        return box
    }

    /// Compares the node with what it drew last frame: when it is drawn
    /// differently or covers other pixels, both the old box and the new
    /// one are damaged. The old values are compared where they are kept,
    /// and only those that changed are copied.
    private func record(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ placement: Placement,
                        _ box: PixelRect) {
        let key = ObjectIdentifier(node)
        guard let i = records.index(forKey: key) else {
            add(box)
            records[key] = Record(placement: placement, drawn: p.pointee, box: box, frame: frame)
            return
        }
        // One in-place access to the kept record (reading its fields one by
        // one through the dictionary would copy it, references and all).
        if let oldBox = Self.update(&records.values[i], p, placement, box, frame: frame) {
            add(oldBox)
            add(box)
        }
    }

    /// Brings `r` up to this frame; returns its old box when the layer is
    /// drawn differently or covers other pixels (nil: unchanged).
    private static func update(_ r: inout Record, _ p: UnsafePointer<_LayerProperties>, _ placement: Placement,
                               _ box: PixelRect, frame: UInt64) -> PixelRect? {
        r.frame = frame
        let drawnSame = _LayerKey.updateDrawn(&r.drawn, to: p)
        guard !drawnSame || r.box != box || r.placement != placement else { return nil }
        let old = r.box
        r.placement = placement
        r.box = box
        return old
    }

    /// Adds a damaged rect: merged into one it touches, else kept apart
    /// up to `maxRects`, past which the pair whose union grows least merges.
    private func add(_ r: PixelRect) {
        guard !r.isEmpty else { return }
        damageEvents &+= 1
        var r = r
        var i = 0
        while i < rects.count {
            if !rects[i].intersection(r).isEmpty || Self.touches(rects[i], r) {
                r = r.union(rects[i])
                rects.remove(at: i)
                i = 0
                continue
            }
            i += 1
        }
        rects.append(r)
        while rects.count > Self.maxRects {
            var best = (0, 1, Int.max)
            for a in 0..<rects.count {
                for b in (a + 1)..<rects.count {
                    let u = rects[a].union(rects[b])
                    let growth = u.width * u.height - rects[a].width * rects[a].height - rects[b].width * rects[b].height
                    if growth < best.2 { best = (a, b, growth) }
                }
            }
            let u = rects[best.0].union(rects[best.1])
            rects.remove(at: best.1)
            rects[best.0] = u
        }
    }

    static func touches(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1
    }
}
