import Raster

/// What changed on screen since the last frame: the old and the new
/// boxes (with shadows, borders and an anti-aliasing margin) of every layer
/// whose presented look changed, appeared or went away. A frame renders
/// and uploads only those pixels; since a clipped render gives the bytes a
/// whole-frame render gives (see `_RenderBands`), the result is the same
/// picture. A frame where nothing was committed and nothing animates does
/// not even walk the tree.
package final class _DamageTracker {
    typealias Placement = _FramePlan.Placement

    /// What a layer drew last frame: where, its presented values (the keys
    /// that draw, compared and kept key by key through the layer key table,
    /// `_LayerKey.updateDrawn`), and the pixels it covered.
    struct Record {
        var placement: Placement
        var drawn: _LayerProperties
        var box: PixelRect
        var frame: UInt64
    }

    /// (Unchecked, as the per-layer counters and rects below: a tracker
    /// draws one frame at a time on one thread, and the per-layer lookups
    /// and their exclusivity checks were a measurable part of a frame.)
    @exclusivity(unchecked)
    private var records: [ObjectIdentifier: Record] = [:]
    /// The backdrops' reaches this frame (`damageUnderBackdrops`), kept.
    private var reaches: [PixelRect] = []
    /// This frame's plan (its storage kept from frame to frame).
    private var plan = _FramePlan()
    private var frame: UInt64 = 0
    /// How many records this frame's comparison brought up to `frame`.
    @exclusivity(unchecked)
    private var recordsSeen = 0
    /// How many damaged rects have been added so far (to see whether a
    /// subtree's comparison damaged anything), and the count before each
    /// entry of the plan was compared.
    @exclusivity(unchecked)
    private var damageEvents = 0
    @exclusivity(unchecked)
    private var eventsBefore: [Int] = []
    private var lastGeneration: UInt64?
    private var bounds = PixelRect.empty
    /// This frame's damaged rects (merged), valid until the next frame.
    @exclusivity(unchecked)
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
            plan.build(node, base: base, bounds: bounds)
            compare(plan)
            add(bounds)
        } else {
            plan.build(node, base: base, bounds: bounds)
            compare(plan)
            // Layers that went away (looked for only when some record
            // was not brought up to this frame: the loop copies each).
            if recordsSeen != records.count {
                for (key, r) in records where r.frame != frame {
                    add(r.box)
                    records[key] = nil
                }
            }
        }
        // A backdrop makes its tree draw on one thread: a tree that does
        // not (almost every one) has none to look for.
        if node.subtreeNeedsSerialRendering { damageUnderBackdrops(plan) }
        lastEvaluateSeconds = _MediaClock.monotonicNow() - start
        for r in rects {
            let c = r.intersection(target.bounds)
            guard !c.isEmpty else { continue }
            // An opaque root background repaints every pixel of the rect:
            // clearing first would write the rect twice.
            if !Self.backgroundCovers(plan, node, c) { target.clear(c) }
            _RenderBands.render(plan, of: node, into: target, clip: c, threads: threads)
        }
        return rects
    }

    /// Whether the plan's root, `node`, paints all of `rect` with an
    /// opaque background before anything else: the plan draws it direct
    /// (not a group, a plane or a transition: those composite through an
    /// offscreen) at full opacity, with no shadow, and its square-cornered
    /// background of alpha 1 contains the rect.
    static func backgroundCovers(_ plan: _FramePlan, _ node: _RenderNode, _ rect: PixelRect) -> Bool {
        plan.entries.withUnsafeBufferPointer { entries in
            guard let root = _PlannedLayer.root(node, in: entries) else { return false }
            let d = root.draw, shape = d.shape
            guard d.kind == .direct, !d.transition, d.opacity >= 1, d.shadow == nil, !shape.hasCorners,
                  (root.values.pointee.backgroundColor?.rgba.a ?? 0) >= 1 else { return false }
            return shape.minX <= Double(rect.x0) && shape.minY <= Double(rect.y0)
                && shape.maxX >= Double(rect.x1) && shape.maxY >= Double(rect.y1)
        }
    }

    /// Compares every entry of the plan with what its layer drew last
    /// frame, a layer after its subtree; a class that draws copies of its
    /// sublayers repaints its whole box when anything in its subtree did.
    private func compare(_ plan: _FramePlan) {
        let entries = plan.entries
        recordsSeen = 0
        if eventsBefore.count < entries.count { eventsBefore = [Int](repeating: 0, count: entries.count) }
        entries.withUnsafeBufferPointer { entries in
            for i in entries.indices {
                eventsBefore[i] = damageEvents
                // Read in place: an entry is large, and its node is
                // borrowed, not retained (see `_RenderNode.childRefs`).
                let e = entries.baseAddress! + i
                if let box = e.pointee.repaintsWithSubtree, damageEvents != eventsBefore[i - e.pointee.subtreeCount] {
                    add(box)
                }
                record(e.pointee.node._withUnsafeGuaranteedRef { ObjectIdentifier($0) }, e.pointee.values, e.pointee.placement, e.pointee.box)
            }
        }
    }

    /// Compares the node with what it drew last frame: when it is drawn
    /// differently or covers other pixels, both the old box and the new
    /// one are damaged. The old values are compared where they are kept,
    /// and only those that changed are copied.
    private func record(_ key: ObjectIdentifier, _ p: UnsafePointer<_LayerProperties>, _ placement: Placement,
                        _ box: PixelRect) {
        guard let i = records.index(forKey: key) else {
            add(box)
            records[key] = Record(placement: placement, drawn: p.pointee, box: box, frame: frame)
            recordsSeen += 1
            return
        }
        // One in-place access to the kept record (reading its fields one by
        // one through the dictionary would copy it, references and all).
        if let oldBox = Self.update(&records.values[i], p, placement, box, frame: frame, seen: &recordsSeen) {
            add(oldBox)
            add(box)
        }
    }

    /// Brings `r` up to this frame; returns its old box when the layer is
    /// drawn differently or covers other pixels (nil: unchanged).
    private static func update(_ r: inout Record, _ p: UnsafePointer<_LayerProperties>, _ placement: Placement,
                               _ box: PixelRect, frame: UInt64, seen: inout Int) -> PixelRect? {
        if r.frame != frame { seen += 1 }
        r.frame = frame
        let drawnSame = _LayerKey.updateDrawn(&r.drawn, to: p)
        guard !drawnSame || r.box != box || r.placement != placement else { return nil }
        let old = r.box
        r.placement = placement
        r.box = box
        return old
    }

    /// A backdrop (`_BackdropLayer`) shows a blur of what is under it, so
    /// damage anywhere within its reach (its box grown by the blur's
    /// spread) damages the whole reach: the area it blurs is then drawn
    /// afresh before it reads it, and the damaged rect holds it whole.
    /// Repeated until no reach grows (a backdrop over another).
    private func damageUnderBackdrops(_ plan: _FramePlan) {
        guard !rects.isEmpty else { return }
        reaches.removeAll(keepingCapacity: true)
        let backdrop = ObjectIdentifier(_BackdropContent.self)
        for e in plan.entries where e.node.takeUnretainedValue().classKeys.content.map(ObjectIdentifier.init) == backdrop {
            let node = e.node.takeUnretainedValue()
            guard let r = _BackdropContent.reach(_PresentedLayer(node, e.values), e.placement.m) else { continue }
            let b = e.box
            reaches.append(PixelRect(x0: b.x0 - r, y0: b.y0 - r, x1: b.x1 + r, y1: b.y1 + r).intersection(bounds))
        }
        var grew = true
        while grew {
            grew = false
            for reach in reaches where !reach.isEmpty {
                if rects.contains(where: { !$0.intersection(reach).isEmpty && $0.intersection(reach) != reach }) {
                    add(reach)
                    grew = true
                }
            }
        }
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
