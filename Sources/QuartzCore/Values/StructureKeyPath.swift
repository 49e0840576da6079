/// Apple's key-path extensions for structures (Core Animation Programming
/// Guide, "Key-Value Coding Extensions"): fields of CGPoint, CGSize, CGRect
/// and CATransform3D addressed as `position.x`, `bounds.size.width`,
/// `transform.rotation.z`. Reading and writing are pure functions.
enum _StructField: Equatable {
    case pointX, pointY
    case sizeWidth, sizeHeight
    case rectOrigin, rectOriginX, rectOriginY, rectSize, rectSizeWidth, rectSizeHeight
    case rotationX, rotationY, rotationZ
    /// `scale.xy`: x and y together (z kept), as Core Animation takes it.
    case scaleX, scaleY, scaleZ, scaleXY, scale
    case translationX, translationY, translationZ, translation

    /// The field for `path` (the part after the property) in a value of `kind`.
    init?(path: String, in kind: _ValueKind) {
        switch (kind, path) {
        case (.point, "x"): self = .pointX
        case (.point, "y"): self = .pointY
        case (.size, "width"): self = .sizeWidth
        case (.size, "height"): self = .sizeHeight
        case (.rect, "origin"): self = .rectOrigin
        case (.rect, "origin.x"): self = .rectOriginX
        case (.rect, "origin.y"): self = .rectOriginY
        case (.rect, "size"): self = .rectSize
        case (.rect, "size.width"): self = .rectSizeWidth
        case (.rect, "size.height"): self = .rectSizeHeight
        case (.transform, "rotation.x"): self = .rotationX
        case (.transform, "rotation.y"): self = .rotationY
        case (.transform, "rotation.z"), (.transform, "rotation"): self = .rotationZ
        case (.transform, "scale.x"): self = .scaleX
        case (.transform, "scale.y"): self = .scaleY
        case (.transform, "scale.z"): self = .scaleZ
        case (.transform, "scale.xy"): self = .scaleXY
        case (.transform, "scale"): self = .scale
        case (.transform, "translation.x"): self = .translationX
        case (.transform, "translation.y"): self = .translationY
        case (.transform, "translation.z"): self = .translationZ
        case (.transform, "translation"): self = .translation
        default: return nil
        }
    }

    /// What the field holds.
    var kind: _ValueKind {
        switch self {
        case .rectOrigin: return .point
        case .rectSize, .translation: return .size
        default: return .cgFloat
        }
    }

    /// The field's value in `whole`.
    func read(_ whole: _Value) -> _Value? {
        switch (self, whole) {
        case (.pointX, .point(let p)): return .number(p.x)
        case (.pointY, .point(let p)): return .number(p.y)
        case (.sizeWidth, .size(let s)): return .number(s.width)
        case (.sizeHeight, .size(let s)): return .number(s.height)
        case (.rectOrigin, .rect(let r)): return .point(r.origin)
        case (.rectOriginX, .rect(let r)): return .number(r.origin.x)
        case (.rectOriginY, .rect(let r)): return .number(r.origin.y)
        case (.rectSize, .rect(let r)): return .size(r.size)
        case (.rectSizeWidth, .rect(let r)): return .number(r.size.width)
        case (.rectSizeHeight, .rect(let r)): return .number(r.size.height)
        case (_, .transform(let t)):
            return _readTransformField(t)
        default: return nil
        }
    }

    /// `whole` with the field replaced by `part`.
    func write(_ part: _Value, into whole: _Value) -> _Value? {
        switch (self, whole, part) {
        case (.pointX, .point(var p), .number(let v)): p.x = v; return .point(p)
        case (.pointY, .point(var p), .number(let v)): p.y = v; return .point(p)
        case (.sizeWidth, .size(var s), .number(let v)): s.width = v; return .size(s)
        case (.sizeHeight, .size(var s), .number(let v)): s.height = v; return .size(s)
        case (.rectOrigin, .rect(var r), .point(let v)): r.origin = v; return .rect(r)
        case (.rectOriginX, .rect(var r), .number(let v)): r.origin.x = v; return .rect(r)
        case (.rectOriginY, .rect(var r), .number(let v)): r.origin.y = v; return .rect(r)
        case (.rectSize, .rect(var r), .size(let v)): r.size = v; return .rect(r)
        case (.rectSizeWidth, .rect(var r), .number(let v)): r.size.width = v; return .rect(r)
        case (.rectSizeHeight, .rect(var r), .number(let v)): r.size.height = v; return .rect(r)
        case (_, .transform(let t), _):
            return _writeTransformField(part, into: t).map(_Value.transform)
        default: return nil
        }
    }

    /// Writes `part` into a transform in place (the render side's path:
    /// no whole-value enum copies). False when the part does not fit.
    @inline(__always)
    func apply(_ part: _Value, to t: inout CATransform3D) -> Bool {
        if case .number(let v) = part, setNumberInPlace(v, in: &t) || writePlanar(v, into: &t) { return true }
        guard let r = _writeTransformField(part, into: t) else { return false }
        t = r
        return true
    }

    /// The render side's common cases written straight into the matrix:
    /// a translation field of any transform, or a scale or rotation field
    /// of the identity (an untransformed layer, restored each frame). The
    /// results equal `_writeTransformField`'s; this only skips the copies.
    @inline(__always)
    private func setNumberInPlace(_ v: CGFloat, in t: inout CATransform3D) -> Bool {
        switch self {
        case .translationX: t.m41 = v; return true
        case .translationY: t.m42 = v; return true
        case .translationZ: t.m43 = v; return true
        default: break
        }
        guard t.m11 == 1, t.m12 == 0, t.m13 == 0, t.m14 == 0, t.m21 == 0, t.m22 == 1, t.m23 == 0, t.m24 == 0,
              t.m31 == 0, t.m32 == 0, t.m33 == 1, t.m34 == 0, t.m41 == 0, t.m42 == 0, t.m43 == 0, t.m44 == 1
        else { return false }
        switch self {
        case .scale: t.m11 = v; t.m22 = v; t.m33 = v
        case .scaleX: t.m11 = v
        case .scaleY: t.m22 = v
        case .scaleZ: t.m33 = v
        case .scaleXY: t.m11 = v; t.m22 = v
        default: return false
        }
        return true
    }

    /// The number this field holds in a point, size or rect (nil: not a
    /// numeric field of it).
    @inline(__always)
    func number(in p: CGPoint) -> CGFloat? {
        switch self {
        case .pointX: return p.x
        case .pointY: return p.y
        default: return nil
        }
    }

    @inline(__always)
    func number(in s: CGSize) -> CGFloat? {
        switch self {
        case .sizeWidth: return s.width
        case .sizeHeight: return s.height
        default: return nil
        }
    }

    @inline(__always)
    func number(in r: CGRect) -> CGFloat? {
        switch self {
        case .rectOriginX: return r.origin.x
        case .rectOriginY: return r.origin.y
        case .rectSizeWidth: return r.size.width
        case .rectSizeHeight: return r.size.height
        default: return nil
        }
    }

    @inline(__always)
    func apply(_ part: _Value, to p: inout CGPoint) -> Bool {
        guard case .number(let v) = part else { return false }
        switch self {
        case .pointX: p.x = v
        case .pointY: p.y = v
        default: return false
        }
        return true
    }

    @inline(__always)
    func apply(_ part: _Value, to s: inout CGSize) -> Bool {
        guard case .number(let v) = part else { return false }
        switch self {
        case .sizeWidth: s.width = v
        case .sizeHeight: s.height = v
        default: return false
        }
        return true
    }

    @inline(__always)
    func apply(_ part: _Value, to r: inout CGRect) -> Bool {
        switch (self, part) {
        case (.rectOrigin, .point(let v)): r.origin = v
        case (.rectOriginX, .number(let v)): r.origin.x = v
        case (.rectOriginY, .number(let v)): r.origin.y = v
        case (.rectSize, .size(let v)): r.size = v
        case (.rectSizeWidth, .number(let v)): r.size.width = v
        case (.rectSizeHeight, .number(let v)): r.size.height = v
        default: return false
        }
        return true
    }

    /// Transform fields read the decomposition: rotations as Euler angles
    /// (x applied first, then y, then z), scale as the average of the three
    /// axes, translation as the m41..m43 row.
    private func _readTransformField(_ t: CATransform3D) -> _Value? {
        switch self {
        case .translationX: return .number(t.m41)
        case .translationY: return .number(t.m42)
        case .translationZ: return .number(t.m43)
        case .translation: return .size(CGSize(width: t.m41, height: t.m42))
        default: break
        }
        // A singular transform (a zero scale) has no rotation; its scale
        // reads as the axis lengths.
        guard let d = _DecomposedTransform(t) else {
            let sx = _Vec3(t.m11, t.m12, t.m13).length, sy = _Vec3(t.m21, t.m22, t.m23).length
            let sz = _Vec3(t.m31, t.m32, t.m33).length
            switch self {
            case .scaleX: return .number(sx)
            case .scaleY: return .number(sy)
            case .scaleZ: return .number(sz)
            case .scaleXY: return .number((sx + sy) / 2)
            case .scale: return .number((sx + sy + sz) / 3)
            default: return .number(0)
            }
        }
        let e = d.rotation.eulerAngles
        switch self {
        case .rotationX: return .number(e.x)
        case .rotationY: return .number(e.y)
        case .rotationZ: return .number(e.z)
        case .scaleX: return .number(d.scale.x)
        case .scaleY: return .number(d.scale.y)
        case .scaleZ: return .number(d.scale.z)
        case .scaleXY: return .number((d.scale.x + d.scale.y) / 2)
        case .scale: return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
        default: return nil
        }
    }

    /// Writes decompose the transform, replace the field and recompose, so
    /// setting `rotation.z` keeps the scale and translation.
    private func _writeTransformField(_ part: _Value, into t: CATransform3D) -> CATransform3D? {
        switch (self, part) {
        case (.translationX, .number(let v)): var r = t; r.m41 = v; return r
        case (.translationY, .number(let v)): var r = t; r.m42 = v; return r
        case (.translationZ, .number(let v)): var r = t; r.m43 = v; return r
        case (.translation, .size(let v)): var r = t; r.m41 = v.width; r.m42 = v.height; return r
        default: break
        }
        guard case .number(let v) = part else { return nil }
        // The common case, a field animating on an untransformed layer,
        // needs no decomposition.
        if t == CATransform3DIdentity {
            switch self {
            case .rotationX: return CATransform3DMakeRotation(v, 1, 0, 0)
            case .rotationY: return CATransform3DMakeRotation(v, 0, 1, 0)
            case .rotationZ: return CATransform3DMakeRotation(v, 0, 0, 1)
            case .scaleX: return CATransform3DMakeScale(v, 1, 1)
            case .scaleY: return CATransform3DMakeScale(1, v, 1)
            case .scaleZ: return CATransform3DMakeScale(1, 1, v)
            case .scaleXY: return CATransform3DMakeScale(v, v, 1)
            case .scale: return CATransform3DMakeScale(v, v, v)
            default: return nil
            }
        }
        if let r = writePlanar(v, into: t) { return r }
        return writeDecomposing(v, into: t)
    }

    /// The general write: decompose, replace the field, recompose. A
    /// transform that cannot be decomposed (zero scale) is rebuilt from
    /// the identity, keeping its translation.
    func writeDecomposing(_ v: CGFloat, into t: CATransform3D) -> CATransform3D? {
        var d = _DecomposedTransform(t) ?? {
            var i = _DecomposedTransform.identity
            i.translation = (t.m41, t.m42, t.m43)
            return i
        }()
        var e = d.rotation.eulerAngles
        switch self {
        case .rotationX: e.x = v
        case .rotationY: e.y = v
        case .rotationZ: e.z = v
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        case .scaleXY: d.scale.x = v; d.scale.y = v
        case .scale: d.scale = (v, v, v)
        default: return nil
        }
        switch self {
        case .rotationX, .rotationY, .rotationZ: d.rotation = _Quaternion(eulerX: e.x, y: e.y, z: e.z)
        default: break
        }
        return d.recomposed
    }
}
