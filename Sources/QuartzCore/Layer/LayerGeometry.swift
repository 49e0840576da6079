/// The geometry of one layer relative to its parent, as pure functions of
/// the property values (reference section 10):
///
///     local → parent = T(-(bx + ax·w), -(by + ay·h), -anchorPointZ)
///                      · transform
///                      · T(px, py, zPosition)
///                      · [T(-A) · parent.sublayerTransform · T(A)]
///                      · [parent's geometry flip]
///
/// where A is the parent's anchor point in its bounds space. Row vectors:
/// the leftmost factor applies first.
enum _LayerGeometry {
    /// The anchor point in the layer's bounds space.
    static func anchorInBounds(_ p: _LayerProperties) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
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

    /// How a parent transforms its sublayers' space into its own: its
    /// sublayerTransform about its anchor point, then its geometry flip.
    static func sublayerSpaceToParent(_ parent: borrowing _LayerProperties) -> CATransform3D? {
        var m: CATransform3D?
        if !CATransform3DIsIdentity(parent.sublayerTransform) {
            let a = anchorInBounds(parent)
            m = CATransform3DMakeTranslation(-a.x, -a.y, -a.z) * parent.sublayerTransform
                * CATransform3DMakeTranslation(a.x, a.y, a.z)
        }
        if parent.isGeometryFlipped {
            // y' = (2·by + h) − y: mirror about the middle of the bounds.
            let b = parent.bounds
            let flip = CATransform3DMakeTranslation(0, 2 * b.origin.y + b.height, 0)
            let mirror = CATransform3DMakeScale(1, -1, 1) * flip
            m = (m ?? CATransform3DIdentity) * mirror
        }
        return m
    }

    /// Local space of a layer with properties `p` into the space of its
    /// parent with properties `parent` (nil at the root), flattened.
    static func toParent(_ p: _LayerProperties, parent: _LayerProperties?, isMask: Bool) -> _Homography {
        var m = toParentIgnoringSublayerTransform(p)
        // A mask is not a sublayer: the masked layer's sublayerTransform does not apply.
        if let parent, !isMask, let s = sublayerSpaceToParent(parent) { m = m * s }
        return _Homography(flattening: m)
    }

    /// The same, reading render-tree storage in place: copying the
    /// properties (colours, contents, paths) costs retains per layer per frame.
    static func toParent(_ p: UnsafePointer<_LayerProperties>, parent: UnsafePointer<_LayerProperties>?,
                         isMask: Bool) -> _Homography {
        var m = toParentIgnoringSublayerTransform(p.pointee)
        if let parent, !isMask, let s = sublayerSpaceToParent(parent.pointee) { m = m * s }
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
