import Raster

/// Draws an evaluated render tree into a surface, in Apple's order
/// (Apple's `CALayer` drawing order): background, contents, sublayers, border, then
/// the shadow beneath them, then opacity and the mask.
///
/// Layers whose mapping to the target only scales and translates are drawn
/// straight into it with analytic rounded-rectangle coverage. A layer that
/// needs its subtree as one picture (group opacity, a mask, rounded
/// masksToBounds, a shadow cast by sublayers or contents) is drawn into an
/// offscreen of the target's pixel grid first. A rotated or perspective
/// layer that is only a background and a border is drawn as its outline
/// mapped into the target; any other is drawn axis-aligned into an
/// offscreen in its own plane, which is then resampled through the
/// projective map.
///
/// Offscreens, scratch rows and shadow masks are kept between frames, so a
/// frame in steady state allocates nothing.
final class _Compositor {
    let scratch = RowScratch()
    /// Blurred shadow masks, one cache for every thread's compositor: a
    /// frame's bands, and the window's render thread and the main
    /// thread's snapshots, meet the same shadows. Looked up a few dozen
    /// times a frame, so the lock costs nothing worth counting.
    static let shadows = _Locked(ShadowMaskCache())
    /// Fills shadow paths; `pathScratch` holds the one being drawn.
    let rasterizer = PathRasterizer()
    var pathScratch = RasterPath()
    /// Stroking without allocating: a trimmed path, its outline, and the
    /// builder's buffers, kept between frames.
    var trimScratch = RasterPath()
    var strokeScratch = RasterPath()
    var strokeBuilder = StrokeBuilder()
    /// How many copies the replicators around the layer being drawn make
    /// of it (see `_ReplicatorContent.drawSublayers`).
    var replicated = 1
    /// The copies the plan made of the sublayers of the layer whose class
    /// is drawing them (`_PlannedCopies`), for `drawSublayers` to read.
    var plannedCopies: Unmanaged<_PlannedCopies>?
    /// The empty tiles of the plane being composited (refilled for each
    /// plane, just before it is drawn: a nested plane is done by then), and
    /// the plane area from which finding them pays.
    let planeOccupancy = TileOccupancy()
    static let sparsePlaneArea = 64 * 64
    /// Offscreens by nesting depth: each is reused while large enough.
    private var offscreens: [Surface] = []
    private var offscreenDepth = 0
    /// The bounds of the pixel grid being drawn on: the target's, inside
    /// a 3D plane the plane's. An offscreen on that grid (a group's, a
    /// plane's) may be larger, kept from earlier frames; what is cut to
    /// the grid (nested planes, a group's reach) must be cut to it, not to
    /// the offscreen, or what is drawn would depend on what was drawn
    /// before (found by fuzzing: an input of 0.3 s took 30 s after others).
    var gridBounds: PixelRect?
    /// The map from the grid being drawn on to the final target's pixels:
    /// nil on the target itself; inside a 3D plane, the plane's map out
    /// through every plane around it. A plane inside a plane takes its
    /// resolution from what the final target shows of it: its parent's
    /// pixels are as fine as the parent's most magnified corner needs, so
    /// measured in them a wall far from that corner was drawn at twice the
    /// detail (four times the pixels) that reach the screen, and again at
    /// every level of nesting.
    var gridToFinal: Projective?
    /// What a backdrop layer reads what is behind it from
    /// (`_BackdropLayer`): from `backdropBase` on, the target of the
    /// render being drawn, then each group's offscreen being drawn over it
    /// on the same grid, innermost last. (A stack kept between frames:
    /// pushing and popping allocates nothing.)
    var backdropSources: [Surface] = []
    var backdropBase = 0
    /// A backdrop's blur planes, and what is behind it composited from
    /// several surfaces (`behind(_:)`), kept between frames.
    lazy var backdropBlur = BackdropBlur()
    var backdropComposite: Surface?
    /// What `offscreens` hold, in bytes.
    private(set) var offscreenBytes = 0
    private var masks: [AlphaMask] = []
    /// Plans of subtrees drawn through maps of their own, by nesting
    /// depth, kept between frames (`withPlan`).
    private var plans: [_FramePlan] = []
    /// The drawing order of the plans' sublayers (`_PlanOrder`).
    let order = _PlanOrder()
    private var planDepth = 0

    init() {}

    /// Renders `root`'s presented tree into `target` within `clip`.
    /// `base` maps the root's superlayer space to target pixels.
    func render(_ root: _RenderNode, into target: Surface, clip: PixelRect, base: Projective = .identity) {
        withPlan(of: root, parent: nil, base: base, map: nil, bounds: target.bounds) { entries in
            render(entries, into: target, clip: clip)
        }
    }

    /// Draws a frame plan of the whole target (`_FramePlan`) into `target`
    /// within `clip`.
    func render(_ plan: _FramePlan, into target: Surface, clip: PixelRect) {
        let entries = plan.entries
        entries.withUnsafeBufferPointer { render($0, into: target, clip: clip) }
    }

    private func render(_ entries: UnsafeBufferPointer<_FramePlan.Entry>, into target: Surface, clip: PixelRect) {
        let clip = clip.intersection(target.bounds)
        guard !clip.isEmpty else { return }
        withBackdropBase(target) {
            onGrid(target.bounds, toFinal: nil) {
                forEachRoot(in: entries) { draw($0, into: target, clip: clip) }
            }
        }
    }

    /// Runs `body` with `target` as what backdrops read from (the base of
    /// a new stack of sources), then returns to the sources before.
    func withBackdropBase(_ target: Surface, _ body: () -> Void) {
        let outerBase = backdropBase
        backdropBase = backdropSources.count
        backdropSources.append(target)
        defer {
            backdropSources.removeLast()
            backdropBase = outerBase
        }
        body()
    }

    /// Runs `body` drawing on a grid of `bounds` that `toFinal` maps to the
    /// final target's pixels (nil: it is the final target), then returns to
    /// the grid drawn on before.
    func onGrid(_ bounds: PixelRect, toFinal: Projective?, _ body: () -> Void) {
        let outerGrid = gridBounds, outerToFinal = gridToFinal
        gridBounds = bounds
        gridToFinal = toFinal
        defer { gridBounds = outerGrid; gridToFinal = outerToFinal }
        body()
    }

    /// Plans `root`'s subtree (under `parent`'s values, its superlayer's
    /// space mapped by `base`, or the root mapped by `map` itself; the
    /// root inheriting `alpha`, or drawn at `rootOpacity`) for drawing, in
    /// storage kept between frames, and runs `body` with the plan's
    /// entries. Plans nest: a plane's, a replica's, a transition's
    /// picture are planned while the plan around them is being drawn.
    func withPlan(of root: _RenderNode, parent: UnsafePointer<_LayerProperties>?, base: Projective, map: Projective?,
                  bounds: PixelRect, alpha: Double = 1, rootOpacity: Double? = nil,
                  _ body: (UnsafeBufferPointer<_FramePlan.Entry>) -> Void) {
        let d = planDepth
        if d == plans.count { plans.append(_FramePlan()) }
        plans[d].build(root, parent: parent, base: base, map: map, bounds: bounds, gridToFinal: gridToFinal,
                       measuring: false, alpha: alpha, rootOpacity: rootOpacity)
        planDepth += 1
        defer { planDepth -= 1 }
        // Read through a copy of the array: deeper plans are built while
        // this one is drawn, which writes `plans`.
        let entries = plans[d].entries
        entries.withUnsafeBufferPointer { body($0) }
    }

    /// A subtree not in the plan being drawn (a replica's copy of a
    /// sublayer): `node` under `parent`'s values, its superlayer's space
    /// mapped by `parentToTarget`, inheriting `alpha`, planned and drawn.
    func draw(_ node: _RenderNode, parent: UnsafePointer<_LayerProperties>?, toTarget parentToTarget: Projective,
              into target: Surface, clip: PixelRect, alpha: Double) {
        withPlan(of: node, parent: parent, base: parentToTarget, map: nil, bounds: gridBounds ?? target.bounds,
                 alpha: alpha) {
            forEachRoot(in: $0) { draw($0, into: target, clip: clip) }
        }
    }

    /// Calls `body` with each layer at the top of a plan (the root, or a
    /// root transform layer's leaves), in drawing order.
    func forEachRoot(in entries: UnsafeBufferPointer<_FramePlan.Entry>, _ body: (_PlannedLayer) -> Void) {
        order.forEach(in: entries, 0..<entries.count, body)
    }

    /// Calls `body` with each of `layer`'s sublayers, in drawing order.
    func forEachSublayer(of layer: _PlannedLayer, _ body: (_PlannedLayer) -> Void) {
        order.forEach(in: layer.entries, layer.sublayerEntries, body)
    }

    /// Calls `body` with `layer`'s mask (a transform layer's leaves, when
    /// the mask is one).
    func forEachMaskLayer(of layer: _PlannedLayer, _ body: (_PlannedLayer) -> Void) {
        order.forEach(in: layer.entries, layer.maskEntries, body)
    }

    /// A planned layer and its subtree, as its plan entry says (with the
    /// opacity the entry holds), when they touch `clip`.
    func draw(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) {
        // What the plan says draws nothing, or nothing here (a band, a
        // damaged rect away from the subtree), costs this test.
        guard layer.draw.kind != .nothing, Self.meets(layer.cull, clip) else { return }
        // Every level of the subtree comes back through here.
        _withSufficientStack {
            if layer.draw.transition, let tr = layer.node.transition.instance?.transition {
                drawTransition(layer, tr, into: target, clip: clip)
            } else {
                drawPicture(layer, into: target, clip: clip)
            }
        }
    }

    /// A planned layer and its subtree as its entry says, without its
    /// transition: direct, as a group, an image or an outline through its
    /// map, or on a plane.
    func drawPicture(_ layer: _PlannedLayer, into target: Surface, clip: PixelRect) {
        switch layer.draw.kind {
        case .nothing: return
        case .direct: drawDirect(layer, into: target, clip: clip)
        case .group:
            if !drawGradientThroughPathMask(layer, into: target, clip: clip) { drawGroup(layer, into: target, clip: clip) }
        case .image:
            if let contents = layer.values.pointee.contents {
                drawContents(contents, layer.values, layer.m, into: target, clip: clip, opacity: layer.draw.opacity)
            }
        case .outline:
            if !drawOutline(layer.values, layer.m, into: target, clip: clip, opacity: layer.draw.opacity) {
                drawTransformed(layer, into: target, clip: clip)
            }
        case .mapped: drawUnaligned(layer, into: target, clip: clip)
        case .clipped: drawClipped(layer, into: target, clip: clip)
        case .plane: drawTransformed(layer, into: target, clip: clip)
        }
    }

    /// Offscreens nested deeper than this are not made. Each level of
    /// nesting (a group, a mask, a 3D plane, a tinted replicator instance,
    /// a transition) draws into one of its own, kept for later frames,
    /// and resamples or composites it once: a chain of thousands of
    /// rotated or grouped layers would hold thousands. Past this depth
    /// the deeper layers are not drawn, and say so.
    static let maxOffscreenDepth = 256

    /// The most bytes the offscreens in use at once may hold (half a
    /// gigabyte: 32 window-sized groups at 2x nested in each other). A
    /// deeper nesting of large groups is not drawn past it.
    static let maxOffscreenBytes = 1 << 29

    /// Runs `body` with an offscreen of at least `width` × `height`,
    /// transparent within `area` (`body` draws only there), taken from a
    /// stack of surfaces kept from frame to frame and given back when
    /// `body` returns; a call inside `body` takes the next one down. Past
    /// `maxOffscreenDepth` or `maxOffscreenBytes` `body` does not run, and
    /// that is reported once per layer: `node` is what is being drawn.
    func withOffscreen(width: Int, height: Int, area: PixelRect, for node: _RenderNode?, _ body: (Surface) -> Void) {
        guard let surface = pushOffscreen(width: width, height: height, area: area, for: node) else { return }
        defer { offscreenDepth -= 1 }
        body(surface)
    }

    /// The offscreen at the current depth, grown if it is too small, for
    /// `withOffscreen`; nil past the limits.
    private func pushOffscreen(width: Int, height: Int, area: PixelRect, for node: _RenderNode?) -> Surface? {
        let d = offscreenDepth
        func refuse(_ why: String) -> Surface? {
            if let node, node.reported.insert(.offscreenDepth).inserted {
                _Diagnostics.report("CALayer: a layer nested in \(why) (groups, masks, 3D planes, tinted replicas) is not drawn, nor what it holds")
            }
            return nil
        }
        guard d < Self.maxOffscreenDepth else { return refuse("\(Self.maxOffscreenDepth) offscreens") }
        if d < offscreens.count, offscreens[d].width >= width, offscreens[d].height >= height {
            // Reused: clear what will be drawn.
        } else {
            let w = max(width, d < offscreens.count ? offscreens[d].width : 0)
            let h = max(height, d < offscreens.count ? offscreens[d].height : 0)
            let replaced = d < offscreens.count ? offscreens[d].width * offscreens[d].height * 4 : 0
            if offscreenBytes - replaced + w * h * 4 > Self.maxOffscreenBytes, offscreens.count > d + 1 {
                // Those deeper than this one, kept from earlier frames, are
                // not in use: they go first.
                for o in offscreens[(d + 1)...] { offscreenBytes -= o.width * o.height * 4 }
                offscreens.removeSubrange((d + 1)...)
            }
            guard offscreenBytes - replaced + w * h * 4 <= Self.maxOffscreenBytes else {
                return refuse("offscreens past \(Self.maxOffscreenBytes >> 20) MB")
            }
            guard let s = Surface(width: w, height: h) else { return nil }
            offscreenBytes += w * h * 4 - replaced
            if d < offscreens.count { offscreens[d] = s } else { offscreens.append(s) }
        }
        let s = offscreens[d]
        s.clear(area)
        offscreenDepth += 1
        return s
    }

    /// Two pictures of the same area mixed per pixel (`fade` 0 is the old
    /// one, 1 the new) and composited once over `target` at `opacity`: a
    /// contents change and a fade transition. Drawn one translucent over
    /// the other instead, the pair would dim halfway. `old` and `new` draw
    /// each picture into an offscreen clear within `area`.
    func crossFade(into target: Surface, area: PixelRect, fade: Double, opacity: Double, for node: _RenderNode?,
                   old: (Surface) -> Void, new: (Surface) -> Void) {
        withOffscreen(width: target.width, height: target.height, area: area, for: node) { before in
            old(before)
            withOffscreen(width: target.width, height: target.height, area: area, for: node) { after in
                new(after)
                let w = UInt32(min(max(fade, 0), 1) * 256 + 0.5)
                let k = UInt32((min(max(opacity, 0), 1) * 255).rounded())
                for y in area.y0..<area.y1 {
                    let d = target.row(y), a = before.row(y), b = after.row(y)
                    for x in area.x0..<area.x1 {
                        var s = lerpPixel(a[x], b[x], w)
                        if k < 255 { s = scalePixel(s, k) }
                        if s != 0 { d[x] = sourceOver(s, d[x]) }
                    }
                }
            }
        }
    }

    /// A reusable alpha mask of at least the given size for depth-indexed use.
    func scratchMask(width: Int, height: Int, slot: Int) -> AlphaMask? {
        while masks.count <= slot {
            guard let m = AlphaMask(width: 1, height: 1) else { return nil }
            masks.append(m)
        }
        if masks[slot].width < width || masks[slot].height < height {
            guard let m = AlphaMask(width: max(width, masks[slot].width), height: max(height, masks[slot].height))
            else { return nil }
            masks[slot] = m
        }
        return masks[slot]
    }
}

extension Projective {
    init(_ h: _Homography) {
        self.init(a: Double(h.m11), b: Double(h.m12), c: Double(h.m21), d: Double(h.m22),
                  tx: Double(h.m41), ty: Double(h.m42), px: Double(h.m14), py: Double(h.m24), pw: Double(h.m44))
    }
}
