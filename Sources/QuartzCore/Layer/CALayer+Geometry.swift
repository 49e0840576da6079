/// frame, affine transform access, and converting points and rects between
/// layers. Conversions go through the nearest common ancestor, each level
/// flattened as Core Animation flattens sublayers into their parent's
/// plane, so 3D transforms and perspective map exactly.
extension CALayer {
    var _frame: CGRect { _LayerGeometry.frame(_props) }

    func _setFrame(_ r: CGRect) {
        guard _isValid(r, for: .frame) else { return }
        let (p, size) = _LayerGeometry.positionAndSize(forFrame: r, _props)
        position = p
        var b = bounds
        b.size = size
        bounds = b
    }

    /// The plane part of `transform` as an affine transform (its z and
    /// perspective terms are dropped).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to `m`, with no z or perspective part; animates as
    /// setting `transform` does.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// How far beyond the radius a corner curve reaches: 1 for circular
    /// corners, about 1.528 for continuous ones (Apple's value).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// This layer's space into its parent's (its superlayer's, or for a
    /// mask the masked layer's; the root's parent space is "nil" space),
    /// with a geometry flip in the flipped layer's own space.
    var _toParent: _Homography {
        _LayerGeometry.toParentForConversion(_props, parent: _parentLayer?._props, isMask: _isMaskLayer)
    }

    /// This layer's space into `ancestor`'s (nil: the root's parent space).
    func _toAncestor(_ ancestor: CALayer?) -> _Homography {
        var h = _Homography.identity
        var l: CALayer? = self
        while let c = l, c !== ancestor {
            h = h * c._toParent
            l = c._parentLayer
        }
        return h
    }

    /// The nearest layer that is an ancestor of (or equal to) both, or nil
    /// when they are in different trees (then both map to "nil" space).
    func _commonAncestor(with other: CALayer) -> CALayer? {
        var mine: Set<ObjectIdentifier> = []
        var l: CALayer? = self
        while let c = l { mine.insert(ObjectIdentifier(c)); l = c._parentLayer }
        l = other
        while let c = l {
            if mine.contains(ObjectIdentifier(c)) { return c }
            l = c._parentLayer
        }
        return nil
    }

    /// The map from `from`'s space into `to`'s (nil meaning the space the
    /// root layer sits in), or nil when a level is singular.
    static func _map(from: CALayer?, to: CALayer?) -> _Homography? {
        switch (from, to) {
        case (nil, nil): return .identity
        case (let f?, nil): return f._toAncestor(nil)
        case (nil, let t?): return t._toAncestor(nil).inverse
        case (let f?, let t?):
            let common = f._commonAncestor(with: t)
            return t._toAncestor(common).inverse.map { f._toAncestor(common) * $0 }
        }
    }

    func _convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let m = CALayer._map(from: l, to: self), let q = m.apply(p) else { return _unmappable(p) }
        return q
    }

    func _convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let m = CALayer._map(from: self, to: l), let q = m.apply(p) else { return _unmappable(p) }
        return q
    }

    func _convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let m = CALayer._map(from: l, to: self) else { return .null }
        return m.apply(r)
    }

    func _convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        guard let m = CALayer._map(from: self, to: l) else { return .null }
        return m.apply(r)
    }

    /// A point with no image (a singular transform on the way, or behind
    /// the eye): Core Animation answers with infinity.
    private func _unmappable(_ p: CGPoint) -> CGPoint {
        CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
    }

    /// Whether the context this layer hands `draw(in:)` (and the rects
    /// given to `setNeedsDisplay(_:)`) runs y-up, as Quartz's own bitmaps
    /// do: under an odd number of geometry-flipped layers (this one
    /// included). Otherwise it runs y-down, as iOS layers draw, the y-flip
    /// `contentsAreFlipped()` reports.
    var _drawsYUp: Bool {
        var flips = 0
        var l: CALayer? = self
        while let c = l {
            if c._props.isGeometryFlipped { flips += 1 }
            l = c._parentLayer
        }
        return flips % 2 == 1
    }
}
