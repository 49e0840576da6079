/// Writes into a stored key in place, by the key's kind rather than by
/// key, so every number key and every structure key of the table is
/// covered without a list of them: what the render side's direct tracks
/// and the structure-field animation targets use each frame. On the
/// pointer the values live behind, so nothing is copied or wrapped.
extension UnsafeMutablePointer where Pointee == _LayerProperties {
    /// Writes a number into a numeric key, or into a numeric field of a
    /// point, size, rect or transform key (false: the key or field is not
    /// a number).
    @inline(__always)
    func writeNumber(_ x: CGFloat, _ key: _LayerKey, _ field: _StructField?) -> Bool {
        let l = key.layout
        guard l.isStored else { return false }
        guard let f = field else {
            switch l.kind {
            case .cgFloat: l.pointer(in: self, as: CGFloat.self).pointee = x
            case .float: l.pointer(in: self, as: Float.self).pointee = Float(x)
            case .double: l.pointer(in: self, as: Double.self).pointee = Double(x)
            // A flag from discrete keyframes of flags (held as 0 and 1).
            case .bool: l.pointer(in: self, as: Bool.self).pointee = x != 0
            default: return false
            }
            return true
        }
        return writeField(f, .number(x), l)
    }

    /// Writes a pair of numbers directly: a point-valued key (positions
    /// along keyframes), a size-valued one (width and height), a rect's
    /// origin or size, or a transform's translation in x and y.
    @inline(__always)
    func writePoint(_ q: CGPoint, _ key: _LayerKey, _ field: _StructField?) -> Bool {
        let l = key.layout
        guard l.isStored else { return false }
        switch (l.kind, field) {
        case (.point, nil): l.pointer(in: self, as: CGPoint.self).pointee = q
        case (.size, nil): l.pointer(in: self, as: CGSize.self).pointee = CGSize(width: q.x, height: q.y)
        case (.rect, .rectOrigin?): l.pointer(in: self, as: CGRect.self).pointee.origin = q
        case (.rect, .rectSize?): l.pointer(in: self, as: CGRect.self).pointee.size = CGSize(width: q.x, height: q.y)
        case (.transform, .translation?):
            let t = l.pointer(in: self, as: CATransform3D.self)
            t.pointee.m41 = q.x; t.pointee.m42 = q.y
        default: return false
        }
        return true
    }

    /// Writes a colour into a colour key (`backgroundColor`,
    /// `borderColor`, `shadowColor`: each an optional `_Color`; false: the
    /// key holds no colour).
    @inline(__always)
    func writeColor(_ c: _Color, _ key: _LayerKey) -> Bool {
        let l = key.layout
        guard l.isStored, l.kind == .color else { return false }
        l.pointer(in: self, as: _Color?.self).pointee = c
        return true
    }

    /// The number a numeric key holds, or a numeric field of a point,
    /// size or rect key (nil for any other: what an additive direct track
    /// adds to).
    @inline(__always)
    func readNumber(_ key: _LayerKey, _ field: _StructField?) -> CGFloat? {
        let l = key.layout
        guard l.isStored else { return nil }
        guard let f = field else {
            switch l.kind {
            case .cgFloat: return l.pointer(in: self, as: CGFloat.self).pointee
            case .float: return CGFloat(l.pointer(in: self, as: Float.self).pointee)
            case .double: return CGFloat(l.pointer(in: self, as: Double.self).pointee)
            default: return nil
            }
        }
        switch l.kind {
        case .point: return f.number(in: l.pointer(in: self, as: CGPoint.self).pointee)
        case .size: return f.number(in: l.pointer(in: self, as: CGSize.self).pointee)
        case .rect: return f.number(in: l.pointer(in: self, as: CGRect.self).pointee)
        default: return nil
        }
    }

    /// The point a point-valued key holds (nil for any other key).
    @inline(__always)
    func readPoint(_ key: _LayerKey, _ field: _StructField?) -> CGPoint? {
        let l = key.layout
        guard field == nil, l.kind == .point, l.isStored else { return nil }
        return l.pointer(in: self, as: CGPoint.self).pointee
    }

    /// Writes part of a structure-valued key (`position.x`,
    /// `bounds.size`, `transform.rotation.z`) in place (false: the field
    /// does not apply to the key's kind or the part does not fit).
    @inline(__always)
    func writeField(_ f: _StructField, _ part: _Value, of key: _LayerKey) -> Bool {
        let l = key.layout
        return l.isStored && writeField(f, part, l)
    }

    @inline(__always)
    private func writeField(_ f: _StructField, _ part: _Value, _ l: _StoredLayout) -> Bool {
        switch l.kind {
        case .point: return f.apply(part, to: &l.pointer(in: self, as: CGPoint.self).pointee)
        case .size: return f.apply(part, to: &l.pointer(in: self, as: CGSize.self).pointee)
        case .rect: return f.apply(part, to: &l.pointer(in: self, as: CGRect.self).pointee)
        case .transform: return f.apply(part, to: &l.pointer(in: self, as: CATransform3D.self).pointee)
        default: return false
        }
    }
}

extension _StoredLayout {
    /// The stored value as a `T` in place.
    @inline(__always)
    func pointer<T>(in p: UnsafeMutablePointer<_LayerProperties>, as: T.Type) -> UnsafeMutablePointer<T> {
        (UnsafeMutableRawPointer(p) + Int(offset)).assumingMemoryBound(to: T.self)
    }
}
