import Raster

/// How a planned layer is drawn this frame, decided once, by the plan
/// walk (`_FramePlan`), from its presented values, its map to the target
/// and the opacity it is drawn with. The compositor, the reference
/// compositor and the damage tracker read it; no band or damaged rect
/// decides any of it again.
///
/// Apple's rules, in one place: a layer whose subtree must be one picture
/// before it meets what is below (group opacity under
/// `CALayer.allowsGroupOpacity`, a `mask`, rounded `masksToBounds`, a
/// shadow cast from sublayers or contents, a `compositingFilter` blend
/// mode) is a group; a layer under a map that is not axis-aligned is an
/// image sampled through the map, an outline, drawn part by part through
/// an affine map, or a plane of its own.
struct _PlannedDraw {
    enum Kind: UInt8 {
        /// Draws nothing: hidden, transparent, a map that is not finite,
        /// a back face (`CALayer.isDoubleSided`).
        case nothing
        /// Axis-aligned, straight into the target (`drawAligned`).
        case direct
        /// Axis-aligned, through a group offscreen (`drawGroup`).
        case group
        /// Only a contents image, sampled through the map.
        case image
        /// Only a background and a border, filled as mapped outlines.
        case outline
        /// Under an affine map that is not axis-aligned (rotated, skewed),
        /// with nothing that makes it one picture: each part drawn straight
        /// through the map (background and border as mapped outlines,
        /// contents sampled, the class's content as vectors), its
        /// sublayers each as their own entries say (`drawUnaligned`). As a
        /// GPU draws a rotated layer tree: sharp at every depth, and no
        /// plane drawn and resampled for each rotated container.
        case mapped
        /// As `mapped`, but clipped to its square bounds, which cut
        /// something: drawn part by part into an offscreen on the target's
        /// grid, then laid over the target through the coverage of its
        /// bounds' mapped quadrilateral (`drawClipped`), with no plane drawn
        /// and resampled (lottie-ios clips every precomposition, and
        /// rotates many).
        case clipped
        /// Anything else under a map that is not axis-aligned: drawn in a
        /// plane of its own and resampled (`drawTransformed`).
        case plane
    }

    /// Where a direct layer's shadow comes from (a group casts its own
    /// from its composited alpha, or first draws its shadowPath's).
    enum ShadowSource: UInt8 {
        case none
        /// A plain background-and-border shape casts its own (cached).
        case shape
        /// `CALayer.shadowPath` gives the shape.
        case path
        /// The composited alpha of the subtree (groups only).
        case composited
    }

    var kind: Kind
    /// A running `CATransition` draws the layer's two pictures, each
    /// drawn as `kind` says.
    var transition: Bool
    /// A layer painting only a gradient sublayer through a shape layer
    /// mask (`_Compositor.isGradientInShape`): its group, or its mapped
    /// drawing, fills the shape with the gradient.
    var gradientInShape = false
    /// The opacity the layer inherits where it is drawn: its ancestors'
    /// up to the nearest group, plane or mask, which start again at 1
    /// (a transform layer around it lends its own).
    var alpha: Double
    /// The opacity it is drawn with, its own included (a mask's aligned
    /// picture is drawn at 1).
    var opacity: Double
    /// The opacity its sublayers inherit.
    var childAlpha: Double
    /// The shadow at opacity 1 (`_ShadowStyle`), and where a direct layer
    /// casts it from; `directShadow` is that shadow at the layer's opacity.
    var shadow: _ShadowStyle?
    var shadowSource: ShadowSource
    var directShadow: _ShadowStyle?
    var blend: BlendMode?
    /// Axis-aligned: the bounds in target pixels with their corner radii.
    var shape: RoundedRect
    /// What its class, contents and sublayers are clipped to: the shape's
    /// pixels under `masksToBounds`, else everything.
    var inner: PixelRect
    /// A group: what its offscreen covers in target space (its bounds
    /// when it clips to them, else its subtree's extent and the shadow
    /// cast from it; cut to its mask's). A plane: its subtree's box in its
    /// own units, the plane's region. Set by the plan walk, which knows
    /// the subtree.
    var box: _Box
    /// Contents, a contents cross-fade or class content to draw.
    var hasContents: Bool
    /// All the layer and its subtree can draw, in target space (every
    /// plan has it, measured or not): its extent (its bounds, overflowing
    /// contents and shadow, its sublayers' unless it clips to its bounds,
    /// cut to its mask's), a group's shadow cast from the whole subtree, a
    /// plane's region, a transition's two pictures. A band or a damaged
    /// rect it does not meet skips the whole subtree.
    var cull = _Box.none
    /// The pictures it is drawn through (set by the plan walk, which keeps
    /// them).
    var pictures = _FramePlan.Pictures()

    /// Past any surface: a clip that cuts nothing (cut to a real clip
    /// when drawn, it gives what cutting to that clip gives).
    static let unbounded = PixelRect(x0: -(1 << 40), y0: -(1 << 40), x1: 1 << 40, y1: 1 << 40)

    /// The decision for `node`, presented as `p`, mapped to the target by
    /// `m`, drawn inheriting `alpha`, or with `rootOpacity` when it is
    /// the root of a picture drawn whole (a 3D plane's subtree, a sliding
    /// transition's, `render(in:)`: drawn as it faces, at that opacity).
    /// `drawsContent`: whether the class's content draws anything this
    /// frame (its `_Compositor.contentBox` is not nil; the frame plan has
    /// measured it already).
    static func decide(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ m: Projective, alpha: Double,
                       rootOpacity: Double?, drawsContent: Bool) -> _PlannedDraw {
        let shadow = _ShadowStyle(p, m, opacity: 1)
        let aligned = m.isAxisAligned
        let opacity = rootOpacity ?? (node.isMask && aligned ? 1 : alpha * Double(p.pointee.opacity))
        var d = _PlannedDraw(kind: .nothing, transition: false, alpha: alpha, opacity: opacity, childAlpha: opacity,
                             shadow: shadow, shadowSource: .none, directShadow: nil, blend: nil,
                             shape: RoundedRect(minX: 0, minY: 0, maxX: 0, maxY: 0), inner: unbounded, box: .none,
                             hasContents: false)
        // (Known for every layer: the damage tracker's box of a layer that
        // draws nothing holds the shadow it would cast from its contents.)
        d.hasContents = p.pointee.contents != nil || p.pointee.contentsFade < 1 || drawsContent
        let visible = rootOpacity.map { $0 > _RenderNode.invisibleOpacity }
            ?? (alpha * Double(p.pointee.opacity) > _RenderNode.invisibleOpacity || node.isMask)
        guard !p.pointee.isHidden, visible,
              m.a.isFinite, m.b.isFinite, m.c.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite,
              m.px.isFinite, m.py.isFinite, m.pw.isFinite,
              rootOpacity != nil || p.pointee.isDoubleSided || m.determinant >= 0 else { return d }
        let hasSublayers = !node.children.isEmpty
        d.transition = node.transition.progress >= 0 && node.transition.instance?.transition != nil && !node.isMask
        d.blend = _CompositingFilter.blendMode(p.pointee.compositingFilter)
        d.gradientInShape = _Compositor.isGradientInShape(node, p)
        guard aligned else {
            d.kind = d.blend == nil && onlyImage(node, p, d) ? .image
                : d.blend == nil && onlyOutline(node, d) ? .outline
                : d.blend == nil && !d.transition && m.isAffine
                    && (partByPart(node, p, d, opacity: opacity) || d.gradientInShape) ? .mapped
                : d.blend == nil && !d.transition && m.isAffine && clippedPartByPart(node, p, d, opacity: opacity) ? .clipped
                : .plane
            if (d.kind == .mapped || d.kind == .clipped) && p.pointee.allowsGroupOpacity { d.childAlpha = 1 }
            return d
        }
        let shape = _Compositor.deviceShape(p, m)
        d.shape = shape
        if p.pointee.masksToBounds { d.inner = shape.pixelBounds(within: unbounded) }
        // A shadowPath gives the shadow its shape; otherwise a plain shape
        // casts its own (cached), and anything else its composited alpha.
        let shadowPath = shadow == nil ? nil : p.pointee.shadowPath
        let fromShape = shadow != nil && shadowPath == nil && !hasSublayers && !d.hasContents
            && !p.pointee.masksToBounds
        d.shadowSource = shadow == nil ? .none : shadowPath != nil ? .path : fromShape ? .shape : .composited
        let group = (opacity < 1 && p.pointee.allowsGroupOpacity && hasSublayers)
            || d.blend != nil
            || node.mask != nil
            || (p.pointee.masksToBounds && shape.hasCorners && (hasSublayers || d.hasContents))
            || d.shadowSource == .composited
            || (shadowPath != nil && p.pointee.masksToBounds) // clipped away with the rest, as on iOS
        if group {
            d.kind = .group
            d.childAlpha = 1
        } else {
            d.kind = .direct
            if p.pointee.allowsGroupOpacity { d.childAlpha = 1 }
            if d.shadowSource != .none { d.directShadow = shadow?.at(opacity: opacity, p) }
        }
        return d
    }

    /// Only its contents image: no background, border, rounded clip,
    /// sublayers, mask, class content or shadow.
    private static func onlyImage(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ d: _PlannedDraw) -> Bool {
        node.children.isEmpty && node.mask == nil && node.classKeys.content == nil && p.pointee.contents != nil
            && (p.pointee.backgroundColor?.rgba.a ?? 0) <= 0
            && !(p.pointee.borderWidth > 0 && (p.pointee.borderColor?.rgba.a ?? 0) > 0)
            && !(p.pointee.masksToBounds && p.pointee.cornerRadius > 0)
            && d.shadow == nil
    }

    /// Nothing that makes the layer one picture (a mask, a clip to its
    /// bounds that cuts something, a shadow, group opacity over
    /// sublayers), and a class content, if any, that draws through any
    /// affine map.
    private static func partByPart(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ d: _PlannedDraw,
                                   opacity: Double) -> Bool {
        node.mask == nil && d.shadow == nil
            && !(opacity < 1 && p.pointee.allowsGroupOpacity && !node.children.isEmpty)
            && (node.classKeys.content?.drawsThroughAffineMaps ?? true)
            && (!p.pointee.masksToBounds || clipCutsNothing(node, p))
    }

    /// Part by part but for a clip to its square bounds that cuts
    /// something; and nothing under it that reads what is below it (a
    /// backdrop draws on the screen's grid alone).
    private static func clippedPartByPart(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>, _ d: _PlannedDraw,
                                          opacity: Double) -> Bool {
        node.mask == nil && d.shadow == nil && p.pointee.masksToBounds && p.pointee.cornerRadius == 0
            && !(opacity < 1 && p.pointee.allowsGroupOpacity && !node.children.isEmpty)
            && (node.classKeys.content?.drawsThroughAffineMaps ?? true)
            && !node.subtreeNeedsSerialRendering
    }

    /// Whether clipping to the bounds leaves everything the layer and its
    /// sublayers paint as it is: square corners, and all of it inside.
    /// (lottie-ios clips every precomposition to its size; the shapes in a
    /// rotated one rarely reach its edges.)
    private static func clipCutsNothing(_ node: _RenderNode, _ p: UnsafePointer<_LayerProperties>) -> Bool {
        guard p.pointee.cornerRadius == 0 else { return false }
        let b = p.pointee.bounds
        let ink = _Compositor.shared.inkBox(node, .identity, ignoringClip: true)
        return ink.isEmpty || (ink.minX >= Double(b.minX) && ink.minY >= Double(b.minY)
                               && ink.maxX <= Double(b.maxX) && ink.maxY <= Double(b.maxY))
    }

    /// Only a background and a border: no contents, class content,
    /// sublayers, mask or shadow.
    private static func onlyOutline(_ node: _RenderNode, _ d: _PlannedDraw) -> Bool {
        node.children.isEmpty && node.mask == nil && !d.hasContents && d.shadow == nil
    }
}
