import Raster

/// What a frame draws, layer by layer: one walk of the evaluated tree that
/// holds the layer semantics in one place (transform layers opened up into
/// their leaves, masks, shadows cast from a subtree and the reach they add
/// to what is under them, what a class draws beyond its sublayers' places,
/// transitions), producing for each drawn layer its presented values, its
/// map to the target, the opacity it inherits, the clip it is drawn in and
/// the pixels it can touch.
///
/// Entries are in post-order, a layer after its subtree (entries
/// `i - subtreeCount ..< i`), the order in which the damage tracker
/// compares them with the last frame's (`_DamageTracker`). Both
/// compositors draw from plans: the fast one executes the entries
/// (`_PlannedLayer`), the reference one prepares its tree from them
/// (`_ReferenceCompositor.prepare`). A plan built only to be drawn skips
/// the pixel boxes, which only the damage tracker reads.
struct _FramePlan {
    /// Where and how a layer is drawn this frame, beyond its own keys.
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

    struct Entry {
        let node: Unmanaged<_RenderNode>
        /// The presented values, valid for the frame.
        let values: UnsafePointer<_LayerProperties>
        let placement: Placement
        /// Every pixel the layer can touch: bounds, shadow, overflowing
        /// contents, an anti-aliasing margin, an ancestor's shadow reach,
        /// what it casts from its subtree and a transition's old picture.
        var box: PixelRect
        /// How many entries before this one are its subtree.
        var subtreeCount: Int
        /// A class that draws copies of its sublayers (a replicator): the
        /// box it repaints whole when anything in its subtree changed.
        var repaintsWithSubtree: PixelRect?
        /// What orders it among the layers its flattening parent draws:
        /// its zPosition, or for a leaf of a transform layer that
        /// transform layer's (its leaves follow in depth order).
        var siblingZ: CGFloat
        /// A leaf of a transform layer: that layer's opacity, which the
        /// leaf is drawn with (the compositor's alpha, the reference
        /// compositor's tint; 1 otherwise).
        var planeOpacity: Float
        /// Drawn as its parent's mask: the mask layer, or a leaf of a
        /// transform layer that is the mask. (A layer's mask is planned
        /// after its sublayers, the last of its subtree.)
        var isMask: Bool
        /// How it is drawn: direct, group, image, outline or plane, its
        /// shadow, opacity, inner clip, group box, cull and the pictures it
        /// is drawn through (`_PlannedDraw`).
        var draw: _PlannedDraw
    }

    /// The pictures an entry is drawn through (`_PlannedPicture`), held by
    /// the plan's `pictures`: a 3D plane's subtree, a transition's old
    /// picture and its sliding new one.
    struct Pictures {
        var plane, old, new: Unmanaged<_PlannedPicture>?
        /// A replicator's copies of its sublayers.
        var copies: Unmanaged<_PlannedCopies>?
    }

    /// What a subtree's walk returns: its pixels (measured plans only)
    /// and its extent.
    private struct Reach {
        var pixels: PixelRect
        var extent: _Box
        /// What the subtree actually paints (`extent` counts every layer's
        /// bounds; a container or a shape layer as large as the screen
        /// may paint a dot): what a group's offscreen must hold.
        var ink: _Box = .none
        static let none = Reach(pixels: .empty, extent: .none)
        func union(_ o: Reach) -> Reach {
            Reach(pixels: pixels.union(o.pixels), extent: extent.union(o.extent), ink: ink.union(o.ink))
        }
    }

    private(set) var entries: [Entry] = []
    /// The target's pixels (what a cast shadow is cut to).
    private var bounds = PixelRect.empty
    /// Whether entries get their boxes (`box`, `repaintsWithSubtree`):
    /// the damage tracker's plans do; a plan only drawn has them empty.
    private var measures = true
    /// The map from the plan's pixel grid to the final target's (nil: the
    /// grid is the final target): a 3D plane's resolution is measured
    /// through it (`_Compositor.gridToFinal`).
    private var gridToFinal: Projective?
    /// The pictures the entries are drawn through, kept from frame to
    /// frame (the first `picturesUsed` are this frame's).
    private var pictures: [_PlannedPicture] = []
    private var picturesUsed = 0
    private var copies: [_PlannedCopies] = []
    private var copiesUsed = 0
    /// This thread's compositor (`_Compositor.shared`), looked up once a
    /// build rather than once a layer (a thread-local read and a retain),
    /// borrowed for the build.
    private var compositor: Unmanaged<_Compositor>?

    /// The plan of `root`'s evaluated tree drawn through `base` into
    /// `bounds`, replacing the last one (its storage is kept).
    mutating func build(_ root: _RenderNode, base: Projective, bounds: PixelRect, measuring: Bool = true) {
        build(root, parent: nil, base: base, map: nil, bounds: bounds, measuring: measuring)
    }

    /// The plan of a subtree: `root` under `parent`'s values, its
    /// superlayer's space mapped to the target by `base`, or the root
    /// mapped by `map` itself (a 3D plane's, a replica's). `alpha` is the
    /// opacity the root inherits where it is drawn (a replica's copies),
    /// or `rootOpacity` the one it is drawn with, its own included (a 3D
    /// plane's root is drawn at 1: the plane composites at its opacity).
    mutating func build(_ root: _RenderNode, parent: UnsafePointer<_LayerProperties>?, base: Projective,
                        map: Projective?, bounds: PixelRect, gridToFinal: Projective? = nil, measuring: Bool = true,
                        alpha: Double = 1, rootOpacity: Double? = nil) {
        entries.removeAll(keepingCapacity: true)
        self.bounds = bounds
        self.gridToFinal = gridToFinal
        measures = measuring
        picturesUsed = 0
        copiesUsed = 0
        let shared = _Compositor.shared
        compositor = Unmanaged.passUnretained(shared)
        defer { compositor = nil }
        _ = withExtendedLifetime(shared) {
            walk(root, parent: parent, toTarget: base, alpha: 1, drawAlpha: alpha, clip: bounds, index: 0, pad: 0,
                 map: map, rootOpacity: rootOpacity, isRoot: true)
        }
        assert(Self.isWellFormed(entries, bounds: bounds), "internal: a frame plan is not well formed")
    }

    /// What the compositors and the damage tracker rely on, checked in
    /// debug builds after every plan is built: each entry's subtree is the
    /// run of entries just before it, tiled exactly by its children's
    /// subtrees, a mask's after the sublayers'; the whole plan is tiled by
    /// its top entries; each entry's values are its node's presented ones;
    /// boxes lie within the target.
    static func isWellFormed(_ entries: [Entry], bounds: PixelRect) -> Bool {
        /// The entries `lower..<upper` tile into whole subtrees, masks last.
        func tiles(_ lower: Int, _ upper: Int) -> Bool {
            var j = upper - 1, sawSublayer = false
            while j >= lower {
                let e = entries[j]
                guard e.subtreeCount <= j - lower, !(e.isMask && sawSublayer) else { return false }
                if !e.isMask { sawSublayer = true }
                j -= e.subtreeCount + 1
            }
            return j == lower - 1
        }
        guard tiles(0, entries.count) else { return false }
        for (i, e) in entries.enumerated() {
            guard e.subtreeCount <= i, tiles(i - e.subtreeCount, i),
                  e.values == UnsafePointer(e.node.takeUnretainedValue().storage.presented),
                  e.box.isEmpty || e.box.intersection(bounds) == e.box else { return false }
        }
        return true
    }

    /// Plans `node` and its subtree; returns the subtree's pixels and
    /// extent. `alpha` is the opacity of every ancestor (what the damage
    /// tracker compares), `drawAlpha` the one the layer inherits where it
    /// is drawn (groups, planes and masks restart at 1).
    private mutating func walk(_ node: _RenderNode, parent: UnsafePointer<_LayerProperties>?,
                               toTarget parentToTarget: Projective, alpha: Double, drawAlpha: Double, clip: PixelRect,
                               index: Int, pad: Double, map: Projective? = nil, siblingZ: CGFloat? = nil,
                               planeOpacity: Float = 1, asMask: Bool = false, rootOpacity: Double? = nil,
                               isRoot: Bool = false) -> Reach {
        let p = UnsafePointer(node.storage.presented)
        if node.classKeys.content?.flattensSublayers == false {
            return walkTransformLayer(node, p, parent: parent, toTarget: parentToTarget, alpha: alpha,
                                      drawAlpha: drawAlpha, clip: clip, index: index, pad: pad, map: map, asMask: asMask)
        }
        let first = entries.count
        let m = map ?? Projective(_LayerGeometry.toParent(p, parent: parent, isMask: node.isMask))
            .concatenating(parentToTarget)
        // A container around one sublayer, painting nothing itself: its
        // sublayer is planned in its place (`passesThrough`). Its bounds
        // still count in the extent, as every layer's do.
        if !isRoot, map == nil, rootOpacity == nil, !asMask, Self.passesThrough(node, p, m, drawAlpha: drawAlpha) {
            var reach = node.childRefs[0]._withUnsafeGuaranteedRef { child in
                _withSufficientStack {
                    walk(child, parent: p, toTarget: m, alpha: alpha, drawAlpha: drawAlpha, clip: clip, index: index,
                         pad: pad, siblingZ: siblingZ ?? p.pointee.zPosition, planeOpacity: planeOpacity)
                }
            }
            reach.extent = _Compositor.box(of: p.pointee.bounds, m).union(reach.extent)
            return reach
        }
        let opacity = node.isMask ? 1 : alpha * Double(p.pointee.opacity)
        // The class content's box, measured once for the three that read it.
        let contentBox = _Compositor.contentBox(node, p)
        // A hidden layer draws nothing, nor does anything under it: it has
        // no entry (as a removed layer, its record goes and its old pixels
        // are damaged), only its extent, worked as below (lottie-ios hides
        // most of a file's layers most of the time). With a shadow or a
        // transition it takes the whole way (what it casts).
        if !isRoot, !asMask, !node.isMask, p.pointee.isHidden, node.transition.progress < 0,
           _ShadowStyle(p, m, opacity: 1) == nil {
            var body = _Compositor.shadedBox(p, m, nil)
            if let c = _Compositor.overflowBox(node, p, m, contentBox: contentBox) { body = body.union(c) }
            return Reach(pixels: .empty, extent: body)
        }
        var draw = _PlannedDraw.decide(node, p, m, alpha: drawAlpha, rootOpacity: rootOpacity,
                                       drawsContent: contentBox != nil)
        let shadow = draw.shadow
        // What the layer itself can touch: its bounds, its shadow, the
        // anti-aliasing and filter margin, and what an ancestor's shadow
        // casts from it.
        // (An axis-aligned layer's bounds in the target are its shape,
        // which the decision holds: the same numbers, without mapping the
        // corners again.)
        var body = (draw.kind == .direct || draw.kind == .group) && (shadow == nil || p.pointee.shadowPath == nil)
            ? _Box(minX: draw.shape.minX, minY: draw.shape.minY, maxX: draw.shape.maxX, maxY: draw.shape.maxY)
            : _Compositor.shadedBox(p, m, shadow)
        // Contents and class content may overflow the bounds.
        if let c = _Compositor.overflowBox(node, p, m, contentBox: contentBox) { body = body.union(c) }
        let reach = (shadow?.reach ?? 0) + pad + 2
        var box = measures && !p.pointee.isHidden ? body.outset(by: reach).pixels(within: clip) : .empty
        var extent = shadow.map { body.outset(by: $0.reach) } ?? body
        var childClip = clip
        if p.pointee.masksToBounds { childClip = clip.intersection(box) }
        // What it paints itself (all it can touch where that is not known
        // closely: a shadow, a filter, a transition).
        // A hidden or transparent layer's subtree is neither evaluated nor
        // planned (`_RenderNode.showsNoSublayers`): its entry stands alone,
        // and its sublayers' records go, their pixels damaged, as when
        // they are removed.
        let skipsSubtree = node.showsNoSublayers
        var ink = p.pointee.isHidden || skipsSubtree
            ? _Box.none : compositor!._withUnsafeGuaranteedRef {
                _Compositor.ownInk(node, p, m, compositor: $0, contentBox: contentBox)
            } ?? extent
        // Children, with this layer's shadow reach when it casts from them.
        var subtree = Reach(pixels: box, extent: .none)
        let childPad = pad + (shadow?.reach ?? 0)
        if !skipsSubtree {
            let childAlpha = draw.childAlpha
            node.childRefs.withUnsafeBufferPointer { kids in
                for i in kids.indices {
                    kids[i]._withUnsafeGuaranteedRef { child in
                        subtree = subtree.union(_withSufficientStack {
                            walk(child, parent: p, toTarget: m, alpha: opacity, drawAlpha: childAlpha,
                                 clip: childClip, index: i, pad: childPad)
                        })
                    }
                }
            }
        }
        var maskExtent: _Box?
        if let mask = node.mask, !skipsSubtree {
            let r = _withSufficientStack {
                walk(mask, parent: p, toTarget: m, alpha: 1, drawAlpha: 1, clip: childClip, index: -1, pad: childPad,
                     asMask: true)
            }
            subtree.pixels = subtree.pixels.union(r.pixels)
            // What the mask paints, not its bounds: nothing shows elsewhere.
            let mp = UnsafePointer(mask.storage.presented)
            let mm = Projective(_LayerGeometry.toParent(mp, parent: p, isMask: true)).concatenating(m)
            maskExtent = r.extent.intersection(_Compositor.shared.inkBox(mask, mm))
        }
        // What the class draws of its sublayers beyond their own places (a
        // replicator's instances) changes whenever they do.
        var repaints: PixelRect?
        if let content = node.classKeys.content, !skipsSubtree,
           let extra = content.sublayerExtraBox(_PresentedLayer(node, p), m, compositor: _Compositor.shared) {
            if !p.pointee.masksToBounds { extent = extent.union(extra) }
            if measures {
                let r = extra.outset(by: reach).pixels(within: childClip)
                box = box.union(r)
                subtree.pixels = subtree.pixels.union(r)
                repaints = box
            }
        }
        // A layer clipped to its bounds draws nothing of its sublayers
        // beyond them; nothing shows outside the mask (unless a shadow is
        // cast from it, before the mask applies).
        if !p.pointee.masksToBounds { extent = extent.union(subtree.extent) }
        if let maskExtent, shadow == nil { extent = extent.intersection(maskExtent) }
        // What it paints, its sublayers included, within its clip and mask.
        if !p.pointee.isHidden { ink = ink.union(subtree.ink) }
        if p.pointee.masksToBounds {
            // Its bounds in the target: the decided shape when axis-aligned;
            // under any other map (which decides no shape) the box of its
            // mapped corners, as `inkBox` takes it. (The empty shape of a
            // rotated layer emptied its ink: a group holding a rotated,
            // clipped layer was cut to nothing.)
            ink = ink.intersection(m.isAxisAligned
                ? _Box(minX: draw.shape.minX, minY: draw.shape.minY, maxX: draw.shape.maxX, maxY: draw.shape.maxY)
                : _Compositor.shadedBox(p, m, nil))
        }
        if let maskExtent, shadow == nil { ink = ink.intersection(maskExtent) }
        if shadow != nil { ink = extent }
        if draw.kind == .group {
            // Its offscreen: the bounds when it clips to them, else the
            // extent with the shadow cast from the whole subtree; without
            // a shadow, no more than what the subtree paints (with a
            // margin for anti-aliasing), so a screen-sized precomposition
            // holding a few dots is a few dots' offscreen.
            let shape = draw.shape
            draw.box = p.pointee.masksToBounds
                ? _Box(minX: shape.minX, minY: shape.minY, maxX: shape.maxX, maxY: shape.maxY)
                    .intersection(shadow == nil ? maskExtent ?? .everything : .everything)
                : shadow.map { extent.outset(by: $0.reach) } ?? extent
            if shadow == nil { draw.box = draw.box.intersection(ink.outset(by: 2)) }
        }
        // A clipped layer's offscreen: what it paints, within its bounds.
        if draw.kind == .clipped {
            draw.box = _Compositor.shadedBox(p, m, nil).intersection(ink.outset(by: 2))
        }
        // A plane: its subtree's box in its own units (the plane's region),
        // whose image is all the plane can touch.
        if draw.kind == .plane {
            // No more than what the subtree paints: lottie-ios turns whole
            // precompositions holding a few sparks, each a plane.
            draw.box = _Compositor.shared.subtreeBox(node, .identity)
                .intersection(_Compositor.shared.inkBox(node, .identity).outset(by: 2))
            draw.pictures.plane = planePicture(node, m, draw)
        }
        // The cull: all of that, a group's shadow cast from its whole
        // subtree, a plane's region, and a transition's two pictures.
        draw.cull = extent
        switch draw.kind {
        case .group: draw.cull = extent.union(draw.box)
        case .plane: draw.cull = extent.union(_Compositor.imageBox(draw.box, m) ?? .everything)
        default: break
        }
        // A running transition's pictures (measured once: the damage box
        // below holds them too).
        let transition = node.transition.progress >= 0 ? node.transition.instance?.transition : nil
        let transitionBox = draw.transition || measures
            ? transition.map { _Compositor.shared.transitionBox(node, m, $0, extent: extent) } : nil
        if draw.transition, let tr = transition, let transitionBox {
            draw.cull = draw.cull.union(transitionBox)
            draw.pictures = transitionPictures(node, p, m, draw, tr, plane: draw.pictures.plane)
        }
        if draw.kind == .direct || draw.kind == .group, let content = node.classKeys.content {
            draw.pictures.copies = plannedCopies(content, node, p, m, draw)
        }
        if measures {
            box = box.union(castBox(node, draw, subtree: subtree.pixels, reach: reach, clip: clip,
                                    transitionBox: transitionBox))
        }
        let placement = Placement(m: m, alpha: opacity, clip: clip, index: index,
                                  transition: node.transition.progress, content: node.contentVersion)
        entries.append(Entry(node: Unmanaged.passUnretained(node), values: p, placement: placement, box: box,
                             subtreeCount: entries.count - first, repaintsWithSubtree: repaints,
                             siblingZ: siblingZ ?? p.pointee.zPosition, planeOpacity: planeOpacity,
                             isMask: asMask, draw: draw))
        return Reach(pixels: subtree.pixels.union(box), extent: extent, ink: ink)
    }

    /// A transform layer draws nothing itself; its sublayers are placed
    /// in this (its parent's) space, as the compositor does.
    private mutating func walkTransformLayer(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>,
                                             parent: UnsafePointer<_LayerProperties>?,
                                             toTarget parentToTarget: Projective, alpha: Double, drawAlpha: Double,
                                             clip: PixelRect, index: Int, pad: Double, map: Projective?,
                                             asMask: Bool) -> Reach {
        var subtree = Reach.none
        let opacity = alpha * Double(p.pointee.opacity)
        guard !p.pointee.isHidden, !node.showsNoSublayers else { return subtree }
        var m3 = _TransformLayerContent.toParent3D(p, parent: parent, isMask: node.isMask)
        var toTarget = parentToTarget
        if let map {
            // Placed by a map of its own (a plane's, a replica's): its
            // leaves are placed in its space, and that space by the map.
            m3 = CATransform3DIdentity
            toTarget = map
        }
        for (i, leaf) in _TransformLayerContent.leaves(node, toParent3D: m3, parentToTarget: toTarget).enumerated() {
            subtree = subtree.union(walk(leaf.node, parent: leaf.parent, toTarget: toTarget, alpha: opacity,
                                         drawAlpha: drawAlpha * Double(p.pointee.opacity), clip: clip,
                                         index: index * 1000 + i, pad: pad, map: leaf.map,
                                         siblingZ: p.pointee.zPosition, planeOpacity: p.pointee.opacity,
                                         asMask: asMask))
        }
        return subtree
    }

    /// The next of the plan's kept pictures, showing `source`.
    private mutating func picture(_ source: _PlannedPicture.Source,
                                  plane: _Compositor.PlaneGeometry? = nil) -> Unmanaged<_PlannedPicture> {
        if picturesUsed == pictures.count { pictures.append(_PlannedPicture()) }
        let picture = pictures[picturesUsed]
        picturesUsed += 1
        picture.reset(source, plane: plane)
        return Unmanaged.passUnretained(picture)
    }

    /// The copies a class draws of its sublayers (a replicator's), each a
    /// picture of one sublayer through its instance's map, when the class
    /// can say them ahead (`_LayerContent.plannedCopies`).
    private mutating func plannedCopies(_ content: any _LayerContent.Type, _ node: _RenderNode,
                                        _ p: UnsafePointer<_LayerProperties>, _ m: Projective,
                                        _ draw: _PlannedDraw) -> Unmanaged<_PlannedCopies>? {
        if copiesUsed == copies.count { copies.append(_PlannedCopies()) }
        let planned = copies[copiesUsed]
        planned.reset(sublayers: node.children.count)
        let bounds = bounds, gridToFinal = gridToFinal
        let made = content.plannedCopies(_PresentedLayer(node, p), m, compositor: _Compositor.shared) { child, mk in
            planned.add(.init(root: Unmanaged.passUnretained(child), map: nil, opacity: nil, parent: p, base: mk,
                              alpha: draw.childAlpha, bounds: bounds, gridToFinal: gridToFinal))
        }
        guard made else { return nil }
        copiesUsed += 1
        return Unmanaged.passUnretained(planned)
    }

    /// A 3D plane's picture: the layer's subtree drawn axis-aligned in the
    /// plane's pixels, opacity applying when the plane is composited (nil
    /// when the plane shows nothing).
    private mutating func planePicture(_ node: _RenderNode, _ m: Projective,
                                       _ draw: _PlannedDraw) -> Unmanaged<_PlannedPicture>? {
        guard let g = _Compositor.shared.planeGeometry(draw.box, m, targetBounds: bounds, gridToFinal: gridToFinal)
        else { return nil }
        return picture(.init(root: Unmanaged.passUnretained(node), map: g.toPlane, opacity: 1,
                             bounds: PixelRect(x: 0, y: 0, width: g.width, height: g.height),
                             gridToFinal: g.toFinal(from: gridToFinal)), plane: g)
    }

    /// A transition's pictures: the old one (the frozen copy, where its
    /// kind puts it at this progress), and for the slides the new one
    /// moved in. A fade's new picture is the layer as planned (and its
    /// plane, if it is one).
    private mutating func transitionPictures(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>,
                                             _ m: Projective, _ draw: _PlannedDraw, _ tr: _TransitionState,
                                             plane: Unmanaged<_PlannedPicture>?) -> Pictures {
        let maps = _Compositor.transitionMaps(tr, node.transition.progress, p.pointee.bounds, m)
        var planned = Pictures(plane: tr.kind == .fade ? plane : nil)
        if let s = tr.snapshot {
            planned.old = picture(.init(root: Unmanaged.passUnretained(s), map: maps.old,
                                        opacity: draw.alpha * Double(s.storage.presented.pointee.opacity),
                                        bounds: bounds, gridToFinal: gridToFinal))
        }
        if tr.kind != .fade {
            planned.new = picture(.init(root: Unmanaged.passUnretained(node), map: maps.new, opacity: draw.opacity,
                                        bounds: bounds, gridToFinal: gridToFinal))
        }
        return planned
    }

    /// What the layer draws beyond its own box: a shadow cast from its
    /// subtree's alpha (the subtree's box grown by its reach), and a
    /// transition's old picture (`transitionBox`).
    private func castBox(_ node: _RenderNode, _ draw: _PlannedDraw, subtree: PixelRect, reach: Double,
                         clip: PixelRect, transitionBox: _Box?) -> PixelRect {
        var box = PixelRect.empty
        if let s = draw.shadow, !node.children.isEmpty || draw.hasContents {
            let r = pixelDistance(s.reach)
            box = PixelRect(x0: subtree.x0 - r, y0: subtree.y0 - r, x1: subtree.x1 + r, y1: subtree.y1 + r)
                .intersection(bounds)
        }
        if let transitionBox {
            box = box.union(transitionBox.outset(by: reach).pixels(within: clip))
        }
        return box
    }
}
