/// The geometry of one layer relative to its parent, as pure functions of
/// the property values (Apple's `CALayer` geometry: `position`, `anchorPoint`, `transform`, `sublayerTransform`):
///
///     local → parent = T(-(bx + ax·w), -(by + ay·h), -anchorPointZ)
///                      · transform
///                      · T(px, py, zPosition)
///                      · [T(-A) · parent.sublayerTransform · T(A)]
///                      · [parent's geometry flip]
///
/// where A is the parent's anchor point in its bounds space. Row vectors:
/// the leftmost factor applies first. Conversions move the flip from the
/// parent's factor to the flipped layer's own (see `toParentForConversion`).
enum _LayerGeometry {
    /// The anchor point in the layer's bounds space (borrowed: a copy of
    /// the values would retain every object they hold).
    static func anchorInBounds(_ p: borrowing _LayerProperties) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        (p.bounds.origin.x + p.anchorPoint.x * p.bounds.width,
         p.bounds.origin.y + p.anchorPoint.y * p.bounds.height,
         p.anchorPointZ)
    }

    /// Local space to the parent's space, without the parent's
    /// sublayerTransform (what `frame` describes).
    static func toParentIgnoringSublayerTransform(_ p: borrowing _LayerProperties) -> CATransform3D {
        let a = anchorInBounds(p)
        if CATransform3DIsIdentity(p.transform) {
            return CATransform3DMakeTranslation(p.position.x - a.x, p.position.y - a.y, p.zPosition - a.z)
        }
        return CATransform3DMakeTranslation(-a.x, -a.y, -a.z) * p.transform
            * CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition)
    }

    /// A parent's sublayerTransform about its anchor point (nil: identity).
    static func sublayerTransformAboutAnchor(_ parent: borrowing _LayerProperties) -> CATransform3D? {
        guard !CATransform3DIsIdentity(parent.sublayerTransform) else { return nil }
        let a = anchorInBounds(parent)
        return CATransform3DMakeTranslation(-a.x, -a.y, -a.z) * parent.sublayerTransform
            * CATransform3DMakeTranslation(a.x, a.y, a.z)
    }

    /// A geometry-flipped layer's mirror, y' = (2·by + h) − y about the
    /// middle of its bounds (nil when it is not flipped). The mirror maps
    /// the bounds onto themselves, so `frame` does not change.
    static func flip(_ p: borrowing _LayerProperties) -> CATransform3D? {
        guard p.isGeometryFlipped else { return nil }
        let b = p.bounds
        return CATransform3DMakeScale(1, -1, 1) * CATransform3DMakeTranslation(0, 2 * b.origin.y + b.height, 0)
    }

    /// How a parent transforms its sublayers' space into its own, as the
    /// renderer composes it: its sublayerTransform about its anchor point,
    /// then its geometry flip.
    static func sublayerSpaceToParent(_ parent: borrowing _LayerProperties) -> CATransform3D? {
        let m = sublayerTransformAboutAnchor(parent)
        guard let f = flip(parent) else { return m }
        return (m ?? CATransform3DIdentity) * f
    }

    /// Local space of a layer with properties `p` into the space of its
    /// parent with properties `parent` (nil at the root), flattened, as
    /// the renderer draws it. A geometry flip is the parent's: its
    /// sublayers (and its mask) are mirrored while its own background,
    /// border and contents are not (`isGeometryFlipped` "does not affect
    /// the rendering of the layer's content").
    /// (Inlined: its result, returned through memory and read back at
    /// once, stalled the frame plan's walk of every layer.)
    @inline(__always)
    static func toParent(_ p: UnsafePointer<_LayerProperties>, parent: UnsafePointer<_LayerProperties>?,
                         isMask: Bool) -> _Homography {
        // Most parents neither flip nor transform their sublayers: asked
        // field by field (the values are never copied whole on this path,
        // which every layer of every band takes).
        let plainParent = parent.map {
            !$0.pointee.isGeometryFlipped && (isMask || CATransform3DIsIdentity($0.pointee.sublayerTransform))
        } ?? true
        if plainParent, let h = planarToParent(p.pointee) { return h }
        var m = toParentIgnoringSublayerTransform(p.pointee)
        if !plainParent, let parent {
            // A mask is not a sublayer: the masked layer's sublayerTransform
            // does not apply, but its flipped geometry does.
            if let s = isMask ? flip(parent.pointee) : sublayerSpaceToParent(parent.pointee) { m = m * s }
        }
        return _Homography(flattening: m)
    }

    /// `toParentIgnoringSublayerTransform` flattened, for a transform
    /// in the plane (rotations about z, scales, shears and translations:
    /// almost every layer's), without the two 4 × 4 products: the same
    /// sums with the terms the plane makes zero left out, so the same
    /// numbers (up to the sign of a zero). Nil for any other transform, or
    /// values that are not finite (whose zero terms are not zero).
    @inline(__always)
    static func planarToParent(_ p: borrowing _LayerProperties) -> _Homography? {
        let t = p.transform
        // (Its z scale, m33, only meets zeros.)
        guard t.m13 == 0, t.m14 == 0, t.m23 == 0, t.m24 == 0, t.m31 == 0, t.m32 == 0, t.m34 == 0,
              t.m43 == 0, t.m44 == 1 else { return nil }
        let a = anchorInBounds(p)
        guard (t.m11 + t.m12 + t.m21 + t.m22 + t.m33 + t.m41 + t.m42 + a.x + a.y + a.z + p.position.x
               + p.position.y + p.zPosition).isFinite else { return nil }
        // T(−anchor) · transform, its fourth row (the first two are the
        // transform's), then · T(position): the position adds to it.
        let c41 = -a.x * t.m11 + -a.y * t.m21 + t.m41
        let c42 = -a.x * t.m12 + -a.y * t.m22 + t.m42
        return _Homography(m11: t.m11, m12: t.m12, m14: 0, m21: t.m21, m22: t.m22, m24: 0,
                           m41: c41 + p.position.x, m42: c42 + p.position.y, m44: 1)
    }

    /// The same map split at a different level, as conversions and hit
    /// testing see it: a geometry flip belongs to the flipped layer's own
    /// space. Apple: `isGeometryFlipped` flips "the geometry of the layer
    /// and its sublayers", and `position` is "the layer's position in its
    /// superlayer's coordinate space" (so a sublayer's anchor point
    /// converts into a flipped superlayer as exactly its position). Chained
    /// from any layer up to a common ancestor this is the renderer's map;
    /// only the space in between differs.
    static func toParentForConversion(_ p: _LayerProperties, parent: _LayerProperties?, isMask: Bool) -> _Homography {
        var m = toParentIgnoringSublayerTransform(p)
        if let f = flip(p) { m = f * m }
        if let parent, !isMask, let s = sublayerTransformAboutAnchor(parent) { m = m * s }
        return _Homography(flattening: m)
    }

    /// `frame`: the bounds mapped into the parent's space (position minus
    /// anchor times size without a transform; the bounding box with one).
    static func frame(_ p: _LayerProperties) -> CGRect {
        if CATransform3DIsIdentity(p.transform) {
            return CGRect(x: p.position.x - p.anchorPoint.x * p.bounds.width,
                          y: p.position.y - p.anchorPoint.y * p.bounds.height,
                          width: p.bounds.width, height: p.bounds.height)
        }
        return _Homography(flattening: toParentIgnoringSublayerTransform(p)).apply(p.bounds)
    }

    /// The position and bounds size that make `frame` equal `r`: Apple
    /// standardises the rect and keeps bounds.origin. With an invertible
    /// affine transform the size is the rect's size mapped back through
    /// the inverse, and the position puts the frame's origin at r's.
    static func positionAndSize(forFrame r0: CGRect, _ p: _LayerProperties) -> (position: CGPoint, size: CGSize) {
        let r = r0.standardized
        if CATransform3DIsIdentity(p.transform) || !CATransform3DIsAffine(p.transform) {
            return (CGPoint(x: r.minX + p.anchorPoint.x * r.width, y: r.minY + p.anchorPoint.y * r.height), r.size)
        }
        let affine = CATransform3DGetAffineTransform(p.transform)
        let linear = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0)
        let inverse = linear.inverted()
        guard inverse != linear || linear.isIdentity else {
            // Singular: nothing maps back; behave as without a transform.
            return (CGPoint(x: r.minX + p.anchorPoint.x * r.width, y: r.minY + p.anchorPoint.y * r.height), r.size)
        }
        let size = CGRect(origin: .zero, size: r.size).applying(inverse).size
        var q = p
        q.bounds.size = size
        q.position = .zero
        let atZero = frame(q)
        return (CGPoint(x: r.minX - atZero.minX, y: r.minY - atZero.minY), size)
    }
}
