/// Apple's `simd` module as Swift code reaches it: the vector type names
/// (`simd_float2`... over Swift's own `SIMD2<Float>`...) and the common
/// geometry and interpolation functions, in both spellings (`simd_mix` and
/// `mix(_:_:t:)`). Linux's Swift has the vector types but no `simd`
/// module, so `import simd` in iOS code would not compile.
///
/// Matrices (`simd_float4x4` and kin) and quaternions are not here.

public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>
public typealias simd_uint2 = SIMD2<UInt32>
public typealias simd_uint3 = SIMD3<UInt32>
public typealias simd_uint4 = SIMD4<UInt32>
public typealias vector_float2 = simd_float2
public typealias vector_float3 = simd_float3
public typealias vector_float4 = simd_float4
public typealias vector_double2 = simd_double2
public typealias vector_double3 = simd_double3
public typealias vector_double4 = simd_double4

// MARK: Vectors

/// The sum of the products of the lanes.
@inlinable public func simd_dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { (a * b).sum() }
/// The vector's length.
@inlinable public func simd_length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(v, v).squareRoot() }
/// The square of the vector's length.
@inlinable public func simd_length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(v, v) }
/// The vector scaled to length 1 (lanes not a number for a zero vector, as Apple's).
@inlinable public func simd_normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { v / simd_length(v) }
/// The distance between two points.
@inlinable public func simd_distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(a - b) }
/// The square of the distance between two points.
@inlinable public func simd_distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    simd_length_squared(a - b)
}
/// The cross product.
@inlinable public func simd_cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD3<T>, _ b: SIMD3<T>) -> SIMD3<T> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
/// Each lane's absolute value.
@inlinable public func simd_abs<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { v.replacing(with: -v, where: v .< 0) }
/// The lane by lane smaller value.
@inlinable public func simd_min<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable { pointwiseMin(a, b) }
/// The lane by lane larger value.
@inlinable public func simd_max<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable { pointwiseMax(a, b) }

// MARK: Interpolation, lane by lane and on numbers

/// `x` and `y` blended by `t` (0 gives `x`, 1 gives `y`).
@inlinable public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }
@inlinable public func simd_mix<T: FloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + (y - x) * t }
/// `x` held within `min...max`.
@inlinable public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable {
    pointwiseMin(pointwiseMax(x, min), max)
}
@inlinable public func simd_clamp<T: Comparable>(_ x: T, _ min: T, _ max: T) -> T { Swift.min(Swift.max(x, min), max) }
/// 0 below `edge0`, 1 above `edge1`, and Hermite's smooth step between.
@inlinable public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), V.zero, V.one)
    return t * t * (V(repeating: 3) - 2 * t)
}
@inlinable public func simd_smoothstep<T: FloatingPoint>(_ edge0: T, _ edge1: T, _ x: T) -> T {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), 0, 1)
    return t * t * (3 - 2 * t)
}
/// 0 where `x` is below `edge`, else 1.
@inlinable public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    V.one.replacing(with: 0, where: x .< edge)
}
@inlinable public func simd_step<T: FloatingPoint>(_ edge: T, _ x: T) -> T { x < edge ? 0 : 1 }
/// The fractional part, `x − floor(x)`.
@inlinable public func simd_fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x - x.rounded(.down) }
@inlinable public func simd_fract<T: FloatingPoint>(_ x: T) -> T { x - x.rounded(.down) }

// MARK: The overlay's short names

@inlinable public func dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(a, b) }
@inlinable public func cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD3<T>, _ b: SIMD3<T>) -> SIMD3<T> { simd_cross(a, b) }
@inlinable public func length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(v) }
@inlinable public func length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(v) }
@inlinable public func normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { simd_normalize(v) }
@inlinable public func distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance(a, b) }
@inlinable public func distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    simd_distance_squared(a, b)
}
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, t) }
@inlinable public func mix<T: FloatingPoint>(_ x: T, _ y: T, t: T) -> T { simd_mix(x, y, t) }
@inlinable public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint {
    simd_smoothstep(edge0, edge1, x)
}
@inlinable public func smoothstep<T: FloatingPoint>(_ x: T, edge0: T, edge1: T) -> T { simd_smoothstep(edge0, edge1, x) }
@inlinable public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: Comparable { simd_clamp(x, min, max) }
@inlinable public func clamp<T: Comparable>(_ x: T, min: T, max: T) -> T { simd_clamp(x, min, max) }
