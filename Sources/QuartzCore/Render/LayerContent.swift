import Raster

/// What a layer class draws of its own, between its contents and its
/// sublayers (Apple's order: background, contents, this content,
/// sublayers, border): a shape layer's path, a gradient, a text layer's
/// glyphs. A class names its content in its `_ClassKeys` table; the
/// compositor then gives it everything CALayer drawing has: corner
/// clipping with masksToBounds, masks, group opacity, 3D (the compositor
/// draws a transformed layer into a plane first), shadows (a layer with
/// content casts its shadow from its composited alpha, so a shape's shadow
/// follows its painted shape, as on iOS) and damage tracking (a change of
/// any of the class's keys, committed or animated, bumps the node's
/// `contentVersion`).
///
/// Content reads the presented values of its class's keys through their
/// typed `_ClassKey`s (`node.storage.presentedExtra[_ShapeKeys.strokeEnd]`).
protocol _LayerContent {
    /// Draws the content into `target` through `m`, which maps the layer's
    /// bounds space to target pixels and only scales and translates (or is
    /// any affine map, when `drawsThroughAffineMaps`), inside `clip`, with
    /// `opacity` applied.
    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor)

    /// Whether `draw` also takes maps that rotate or skew (any affine
    /// map): the layer is then drawn part by part under such a map rather
    /// than in a plane of its own (`_PlannedDraw.Kind.mapped`).
    static var drawsThroughAffineMaps: Bool { get }

    /// The box in the layer's bounds space that `draw` can touch; nil when
    /// it draws nothing. It may reach past the bounds (an unclipped path).
    static func box(_ layer: _PresentedLayer) -> CGRect?

    /// The "children for rendering" hook: draws the sublayers itself (a
    /// replicator draws them once per instance) and returns true, or
    /// returns false to let the compositor draw them once.
    static func drawSublayers(_ layer: _PresentedLayer, _ m: Projective,
                              into target: Surface, clip: PixelRect, alpha: Double, compositor: _Compositor) -> Bool

    /// The target-space box of what `drawSublayers` draws beyond the
    /// sublayers' own places (nil: nothing).
    static func sublayerExtraBox(_ layer: _PresentedLayer, _ m: Projective,
                                 compositor: _Compositor) -> _Box?

    /// Drawing re-evaluates the subtree (instances at other times), so the
    /// frame must be drawn on one thread.
    static func needsSerialRendering(_ node: _RenderNode) -> Bool

    /// Called as each frame evaluates the node, at its local time `t`: a
    /// content that changes with time by itself (an emitter's particles)
    /// works out this frame's state, calls `node.contentChanged()` when
    /// what it draws moved, and keeps `node.contentIsLive` true while
    /// frames must keep coming.
    static func advance(_ node: _RenderNode, to t: Double)

    /// False for a layer whose sublayers stay in 3D (CATransformLayer):
    /// the compositor places and depth-sorts them instead of drawing the
    /// layer as a plane.
    static var flattensSublayers: Bool { get }

    /// The copies the class draws of its sublayers (`drawSublayers`), when
    /// they can be planned ahead by the frame plan: `body` gets each
    /// instance's copy of each sublayer in turn (instance by instance,
    /// sublayers in order) with the map of the sublayers' superlayer space
    /// (the layer's) to the target for that instance. False when the class
    /// draws none, or cannot say them before it draws.
    static func plannedCopies(_ layer: _PresentedLayer, _ m: Projective, compositor: _Compositor,
                              _ body: (_RenderNode, Projective) -> Void) -> Bool

    /// The reference compositor's twin of `draw`, beside it in the class's
    /// folder (`…Content+Reference.swift`): work done once per layer per
    /// frame from the presented values `e` (a stroke's outline, a text's
    /// glyph coverage), kept in `n.prepared`.
    static func prepareReference(_ n: _ReferenceCompositor.Node, _ e: UnsafeMutablePointer<_Value>)

    /// The content's exact colour at layer point (x, y), for the reference
    /// compositor; `inside` says whether the point is within the layer's
    /// rounded bounds.
    static func referenceColor(_ n: _ReferenceCompositor.Node, x: Double, y: Double, inside: Bool) -> _RGBA

    /// The reference compositor's twin of `drawSublayers`: the prepared
    /// sublayers to draw in place of `sorted` (a replicator's instances),
    /// each made by `prepare` through its map to the target; nil draws
    /// them once, as they are.
    static func referenceSublayers(_ layer: _PresentedLayer, _ m: Projective,
                                   sorted: [_RenderNode],
                                   prepare: (_RenderNode, Projective) -> _ReferenceCompositor.Node?)
        -> [_ReferenceCompositor.Node]?
}

extension _LayerContent {
    static func drawSublayers(_ layer: _PresentedLayer, _ m: Projective,
                              into target: Surface, clip: PixelRect, alpha: Double, compositor: _Compositor) -> Bool {
        false
    }

    static func sublayerExtraBox(_ layer: _PresentedLayer, _ m: Projective,
                                 compositor: _Compositor) -> _Box? { nil }

    static func plannedCopies(_ layer: _PresentedLayer, _ m: Projective, compositor: _Compositor,
                              _ body: (_RenderNode, Projective) -> Void) -> Bool { false }

    static func needsSerialRendering(_ node: _RenderNode) -> Bool { false }

    static func advance(_ node: _RenderNode, to t: Double) {}

    static var flattensSublayers: Bool { true }

    static var drawsThroughAffineMaps: Bool { false }

    static func prepareReference(_ n: _ReferenceCompositor.Node, _ e: UnsafeMutablePointer<_Value>) {}

    static func referenceColor(_ n: _ReferenceCompositor.Node, x: Double, y: Double, inside: Bool) -> _RGBA { .clear }

    static func referenceSublayers(_ layer: _PresentedLayer, _ m: Projective,
                                   sorted: [_RenderNode],
                                   prepare: (_RenderNode, Projective) -> _ReferenceCompositor.Node?)
        -> [_ReferenceCompositor.Node]? { nil }
}

extension _Compositor {
    /// The class content's box in the layer's space (nil: no content, or
    /// it draws nothing this frame). The frame plan measures it once a
    /// layer and hands it to the decisions that read it (a shape's box
    /// walks its path's elements and reads half a dozen of its keys).
    @inline(__always)
    static func contentBox(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>) -> CGRect? {
        node.classKeys.content?.box(_PresentedLayer(node, p))
    }
}

extension _Compositor {
    /// What a layer draws past its bounds, in target space: its contents
    /// (gravity without masksToBounds) and its class's content (a path
    /// beyond the bounds). Nil when nothing overflows or masksToBounds
    /// clips it.
    static func overflowBox(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>,
                            _ m: Projective) -> _Box? {
        overflowBox(node, p, m, contentBox: contentBox(node, p))
    }

    /// `overflowBox` with the class content's box already measured
    /// (`contentBox`).
    static func overflowBox(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>,
                            _ m: Projective, contentBox: CGRect?) -> _Box? {
        guard !p.pointee.masksToBounds else { return nil }
        var box: _Box?
        if p.pointee.contents != nil || p.pointee.contentsFade < 1 { box = contentsBox(p, m) }
        if let r = contentBox {
            let c = _Compositor.box(of: r, m)
            box = box?.union(c) ?? c
        }
        return box
    }
}
