/// Interpolation and arithmetic for every animatable type, as pure
/// functions on typed values. Numbers, points, sizes, rects, vectors and
/// colours work component-wise; transforms interpolate their decomposition
/// (so rotations turn rather than shear) and add by concatenation; paths
/// interpolate point-wise; everything else switches discretely at the
/// midpoint.
enum _Interpolate {
    @inline(__always)
    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    /// The value a fraction `t` of the way from `a` to `b`. `t` outside
    /// 0...1 extrapolates (springs overshoot).
    static func value(_ a: _Value, _ b: _Value, _ t: CGFloat) -> _Value {
        switch (a, b) {
        case let (.number(x), .number(y)):
            return .number(lerp(x, y, t))
        case let (.point(p), .point(q)):
            return .point(CGPoint(x: lerp(p.x, q.x, t), y: lerp(p.y, q.y, t)))
        case let (.size(p), .size(q)):
            return .size(CGSize(width: lerp(p.width, q.width, t), height: lerp(p.height, q.height, t)))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: lerp(p.origin.x, q.origin.x, t), y: lerp(p.origin.y, q.origin.y, t),
                                width: lerp(p.size.width, q.size.width, t), height: lerp(p.size.height, q.size.height, t)))
        case let (.vector3(a0, a1, a2), .vector3(b0, b1, b2)):
            return .vector3(lerp(a0, b0, t), lerp(a1, b1, t), lerp(a2, b2, t))
        case let (.color(p), .color(q)):
            return .color(color(p, q, t))
        case let (.transform(p), .transform(q)):
            return .transform(transform(p, q, t))
        case let (.path(p), .path(q)):
            if let p, let q, let r = _PathInterpolation.interpolate(p, q, t) { return .path(r) }
            return t < 0.5 ? a : b
        case let (.list(p), .list(q)) where p.count == q.count:
            return .list(zip(p, q).map { value($0, $1, t) })
        default:
            return t < 0.5 ? a : b
        }
    }

    /// Colours component-wise in straight RGBA; nil stands for transparent
    /// black of the other colour's hue, so fading from nil fades in.
    static func color(_ p: _Color?, _ q: _Color?, _ t: CGFloat) -> _Color? {
        if p == nil && q == nil { return nil }
        let a = p ?? _Color(r: q!.r, g: q!.g, b: q!.b, a: 0)
        let b = q ?? _Color(r: a.r, g: a.g, b: a.b, a: 0)
        if t == 1, q != nil { return q }
        if t == 0, p != nil { return p }
        return _Color(r: lerp(a.r, b.r, t), g: lerp(a.g, b.g, t), b: lerp(a.b, b.b, t), a: lerp(a.a, b.a, t))
    }

    /// Transforms through their decompositions: scale, skew, translation
    /// and perspective linearly, rotation by quaternion slerp. Ends are exact.
    /// A transform that cannot be decomposed switches at the midpoint.
    static func transform(_ p: CATransform3D, _ q: CATransform3D, _ t: CGFloat) -> CATransform3D {
        if t == 0 { return p }
        if t == 1 { return q }
        guard let a = _DecomposedTransform(p), let b = _DecomposedTransform(q) else { return t < 0.5 ? p : q }
        return decomposed(a, b, t).recomposed
    }

    static func decomposed(_ a: _DecomposedTransform, _ b: _DecomposedTransform, _ t: CGFloat) -> _DecomposedTransform {
        var r = a
        r.scale = (lerp(a.scale.x, b.scale.x, t), lerp(a.scale.y, b.scale.y, t), lerp(a.scale.z, b.scale.z, t))
        r.skew = (lerp(a.skew.xy, b.skew.xy, t), lerp(a.skew.xz, b.skew.xz, t), lerp(a.skew.yz, b.skew.yz, t))
        r.translation = (lerp(a.translation.x, b.translation.x, t), lerp(a.translation.y, b.translation.y, t),
                         lerp(a.translation.z, b.translation.z, t))
        r.perspective = (lerp(a.perspective.x, b.perspective.x, t), lerp(a.perspective.y, b.perspective.y, t),
                         lerp(a.perspective.z, b.perspective.z, t), lerp(a.perspective.w, b.perspective.w, t))
        r.homogeneous = lerp(a.homogeneous, b.homogeneous, t)
        r.rotation = a.rotation.slerp(to: b.rotation, t)
        return r
    }

    /// `base + v`: component-wise sums; transforms concatenate with the
    /// added value applied first (`v · base`), so an added rotation turns
    /// the layer about its anchor wherever the base has put it. Types that
    /// do not add take `v`.
    static func add(_ base: _Value, _ v: _Value) -> _Value {
        switch (base, v) {
        case let (.number(x), .number(y)): return .number(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case let (.vector3(a0, a1, a2), .vector3(b0, b1, b2)): return .vector3(a0 + b0, a1 + b1, a2 + b2)
        case let (.color(p?), .color(q?)):
            return .color(_Color(r: p.r + q.r, g: p.g + q.g, b: p.b + q.b, a: p.a + q.a))
        case let (.transform(p), .transform(q)): return .transform(q * p)
        case let (.path(p?), .path(q?)):
            return .path(_PathInterpolation.combine(p, q, +) ?? q)
        case let (.list(p), .list(q)) where p.count == q.count: return .list(zip(p, q).map { add($0, $1) })
        default: return v
        }
    }

    /// `a − b`, the inverse of `add` (`b⁻¹ · a` for transforms).
    static func subtract(_ a: _Value, _ b: _Value) -> _Value {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x - y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y,
                                width: p.size.width - q.size.width, height: p.size.height - q.size.height))
        case let (.vector3(a0, a1, a2), .vector3(b0, b1, b2)): return .vector3(a0 - b0, a1 - b1, a2 - b2)
        case let (.color(p?), .color(q?)):
            return .color(_Color(r: p.r - q.r, g: p.g - q.g, b: p.b - q.b, a: p.a - q.a))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DInvert(q) * p)
        case let (.path(p?), .path(q?)):
            return .path(_PathInterpolation.combine(p, q, -) ?? p)
        case let (.list(p), .list(q)) where p.count == q.count: return .list(zip(p, q).map { subtract($0, $1) })
        default: return a
        }
    }

    /// `v` plus `k` times `delta` (cumulative repeats).
    static func accumulate(_ v: _Value, _ delta: _Value, times k: Int) -> _Value {
        guard k > 0 else { return v }
        if case .transform = delta {
            var r = v
            for _ in 0..<min(k, 1000) { r = add(r, delta) }
            return r
        }
        return add(v, scaled(delta, CGFloat(k)))
    }

    /// `v` times a number, component-wise (paths point by point; transforms
    /// and others unchanged).
    static func scaled(_ v: _Value, _ k: CGFloat) -> _Value {
        switch v {
        case .number(let x): return .number(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * k, y: p.y * k))
        case .size(let s): return .size(CGSize(width: s.width * k, height: s.height * k))
        case .rect(let r): return .rect(CGRect(x: r.origin.x * k, y: r.origin.y * k, width: r.width * k, height: r.height * k))
        case let .vector3(x, y, z): return .vector3(x * k, y * k, z * k)
        case .color(let c?): return .color(_Color(r: c.r * k, g: c.g * k, b: c.b * k, a: c.a * k))
        case .path(let p?): return .path(_PathInterpolation.combine(p, p) { x, _ in x * k } ?? p)
        case .list(let l): return .list(l.map { scaled($0, k) })
        default: return v
        }
    }

    /// How far apart two values are (for paced keyframes): Euclidean over
    /// the components; transforms by translation plus rotation angle.
    static func distance(_ a: _Value, _ b: _Value) -> CGFloat {
        switch (a, b) {
        case let (.number(x), .number(y)): return abs(y - x)
        case let (.point(p), .point(q)): return hypot(q.x - p.x, q.y - p.y)
        case let (.size(p), .size(q)): return hypot(q.width - p.width, q.height - p.height)
        case let (.rect(p), .rect(q)):
            let d = [q.origin.x - p.origin.x, q.origin.y - p.origin.y, q.width - p.width, q.height - p.height]
            return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
        case let (.vector3(a0, a1, a2), .vector3(b0, b1, b2)):
            return ((b0 - a0) * (b0 - a0) + (b1 - a1) * (b1 - a1) + (b2 - a2) * (b2 - a2)).squareRoot()
        case let (.color(p?), .color(q?)):
            let d = [q.r - p.r, q.g - p.g, q.b - p.b, q.a - p.a]
            return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
        case let (.list(p), .list(q)) where p.count == q.count:
            return zip(p, q).reduce(0) { $0 + distance($1.0, $1.1) }
        case let (.transform(p), .transform(q)):
            let dt = ((q.m41 - p.m41) * (q.m41 - p.m41) + (q.m42 - p.m42) * (q.m42 - p.m42)
                      + (q.m43 - p.m43) * (q.m43 - p.m43)).squareRoot()
            if let a = _DecomposedTransform(p), let b = _DecomposedTransform(q) {
                return dt + 2 * acos(min(1, abs(a.rotation.dot(b.rotation))))
            }
            return dt
        default:
            return 1
        }
    }
}
