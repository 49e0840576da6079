/// Cubic keyframes of transforms (`calculationMode` `.cubic` and
/// `.cubicPaced` with `CATransform3D` values). A matrix is not a vector
/// space the Hermite weights can act on: adding transforms concatenates
/// them and scaling one means nothing, so a spline built from matrices
/// leaves its keyframes (translations 0, 10, 40, 90 came out at 170 half
/// way). The spline runs instead in the space linear keyframes of
/// transforms interpolate in: the decomposed parts (scale, skew, rotation
/// quaternion, translation, perspective) as one flat vector, so a spline
/// through transforms behaves exactly like the same spline through
/// numbers. When a keyframe cannot be decomposed (a zero scale), the whole
/// spline falls back to the sixteen matrix entries, which is still a
/// vector space and still exact for translations.
struct _TransformSpline {
    /// Whether the vectors hold decomposed parts or matrix entries.
    let isDecomposed: Bool
    /// One vector per keyframe, and its outgoing and incoming tangents.
    let points: [[CGFloat]]
    let tangentsOut: [[CGFloat]]
    let tangentsIn: [[CGFloat]]

    init(_ transforms: [CATransform3D], tension: [CGFloat], continuity: [CGFloat], bias: [CGFloat]) {
        let parts = transforms.compactMap(_DecomposedTransform.init)
        if parts.count == transforms.count {
            isDecomposed = true
            var vectors: [[CGFloat]] = []
            for var d in parts {
                // q and −q are the same rotation: keep each keyframe's
                // quaternion on the side of its predecessor, so the spline
                // turns the short way as slerp does for linear keyframes.
                if let prev = vectors.last, d.rotation.dot(_Quaternion(x: prev[6], y: prev[7], z: prev[8], w: prev[9])) < 0 {
                    d.rotation = _Quaternion(x: -d.rotation.x, y: -d.rotation.y, z: -d.rotation.z, w: -d.rotation.w)
                }
                vectors.append(d.components)
            }
            points = vectors
        } else {
            isDecomposed = false
            points = transforms.map { m in (0..<16).map { m[$0 / 4, $0 % 4] } }
        }
        var outs: [[CGFloat]] = [], ins: [[CGFloat]] = []
        for i in points.indices {
            let w = _KochanekBartels.weights(at: i, tension: tension, continuity: continuity, bias: bias)
            let here = points[i]
            let prev = i > 0 ? zip(here, points[i - 1]).map { $0 - $1 } : here.map { _ in 0 }
            let next = i + 1 < points.count ? zip(points[i + 1], here).map { $0 - $1 } : here.map { _ in 0 }
            outs.append(zip(prev, next).map { w.outPrev * $0 + w.outNext * $1 })
            ins.append(zip(prev, next).map { w.inPrev * $0 + w.inNext * $1 })
        }
        tangentsOut = outs
        tangentsIn = ins
    }

    /// The transform a fraction `t` along segment `i` (keyframe i to i + 1).
    func value(segment i: Int, _ t: CGFloat) -> CATransform3D {
        let h = _KochanekBartels.hermiteBasis(t)
        let p0 = points[i], p1 = points[i + 1], m0 = tangentsOut[i], m1 = tangentsIn[i + 1]
        var v = [CGFloat](repeating: 0, count: p0.count)
        for k in v.indices {
            v[k] = h.h00 * p0[k] + h.h10 * m0[k] + h.h01 * p1[k] + h.h11 * m1[k]
        }
        if isDecomposed { return _DecomposedTransform(components: v).recomposed }
        var m = CATransform3DIdentity
        for k in 0..<16 { m[k / 4, k % 4] = v[k] }
        return m
    }
}

/// Kochanek–Bartels splines (`CAKeyframeAnimation`'s `.cubic` mode): the
/// tangent weights at a keyframe and the cubic Hermite basis, shared by
/// every value type.
enum _KochanekBartels {
    /// The weights of the differences to the previous (ΔP₍ᵢ₋₁₎) and next
    /// (ΔPᵢ) keyframe in the outgoing and incoming tangents at keyframe
    /// `i`, with tension t, continuity c and bias b (missing values 0,
    /// which gives Catmull–Rom).
    static func weights(at i: Int, tension: [CGFloat], continuity: [CGFloat], bias: [CGFloat])
        -> (outPrev: CGFloat, outNext: CGFloat, inPrev: CGFloat, inNext: CGFloat) {
        let t = i < tension.count ? tension[i] : 0
        let c = i < continuity.count ? continuity[i] : 0
        let b = i < bias.count ? bias[i] : 0
        return ((1 - t) * (1 + b) * (1 + c) / 2, (1 - t) * (1 - b) * (1 - c) / 2,
                (1 - t) * (1 + b) * (1 - c) / 2, (1 - t) * (1 - b) * (1 + c) / 2)
    }

    /// The cubic Hermite basis at `t`: the weights of p0, m0, p1 and m1.
    @inline(__always)
    static func hermiteBasis(_ t: CGFloat) -> (h00: CGFloat, h10: CGFloat, h01: CGFloat, h11: CGFloat) {
        let t2 = t * t, t3 = t2 * t
        return (2 * t3 - 3 * t2 + 1, t3 - 2 * t2 + t, -2 * t3 + 3 * t2, t3 - t2)
    }
}

extension _DecomposedTransform {
    /// The parts as one flat vector: scale (3), skew (3), rotation
    /// quaternion (4), translation (3), perspective (4), homogeneous scale.
    var components: [CGFloat] {
        [scale.x, scale.y, scale.z, skew.xy, skew.xz, skew.yz,
         rotation.x, rotation.y, rotation.z, rotation.w,
         translation.x, translation.y, translation.z,
         perspective.x, perspective.y, perspective.z, perspective.w, homogeneous]
    }

    /// The parts from `components`' layout; the quaternion is normalised,
    /// since a spline between unit quaternions leaves the unit sphere.
    init(components c: [CGFloat]) {
        var q = _Quaternion(x: c[6], y: c[7], z: c[8], w: c[9])
        q.normalize()
        self.init(scale: (c[0], c[1], c[2]), skew: (c[3], c[4], c[5]), rotation: q,
                  translation: (c[10], c[11], c[12]), perspective: (c[13], c[14], c[15], c[16]))
        homogeneous = c[17]
    }
}
