import simd
import Testing

/// `import simd` as iOS code writes it: the vector names and functions
/// that animation code reaches for (springs, easing, geometry).
@Suite struct SimdTests {
    @Test func vectorsMeasureAsApplesDo() {
        let a: simd_float3 = [3, 0, 4], b = simd_float3(0, 1, 0)
        #expect(simd_length(a) == 5 && length(a) == 5 && simd_length_squared(a) == 25)
        #expect(simd_dot(a, b) == 0 && dot(a, simd_float3(1, 1, 1)) == 7)
        #expect(simd_normalize(a) == simd_float3(0.6, 0, 0.8))
        #expect(simd_distance(simd_double2(0, 0), simd_double2(3, 4)) == 5)
        #expect(simd_cross(simd_float3(1, 0, 0), b) == simd_float3(0, 0, 1) && cross(b, simd_float3(1, 0, 0)) == simd_float3(0, 0, -1))
        #expect(simd_abs(simd_float2(-2, 3)) == simd_float2(2, 3))
        #expect(simd_min(simd_int2(1, 5), simd_int2(3, 2)) == simd_int2(1, 2))
    }

    @Test func interpolationAsApplesIs() {
        #expect(simd_mix(simd_float2(0, 10), simd_float2(10, 20), simd_float2(repeating: 0.25)) == simd_float2(2.5, 12.5))
        #expect(simd_mix(Float(2), 4, 0.5) == 3 && mix(2.0, 4.0, t: 0.25) == 2.5)
        #expect(simd_clamp(simd_double2(-1, 2), simd_double2(0, 0), simd_double2(1, 1)) == simd_double2(0, 1))
        #expect(simd_clamp(5.0, 0, 1) == 1 && clamp(-1, min: 0, max: 3) == 0)
        #expect(simd_smoothstep(0.0, 1.0, 0.5) == 0.5 && simd_smoothstep(0.0, 1.0, 2) == 1)
        #expect(abs(simd_smoothstep(Float(0), 1, 0.25) - 0.15625) < 1e-7)
        #expect(smoothstep(simd_float2(0.25, 2), edge0: .zero, edge1: .one) == simd_float2(0.15625, 1))
        #expect(simd_step(simd_float2(1, 1), simd_float2(0.5, 2)) == simd_float2(0, 1))
        #expect(simd_fract(2.75) == 0.75 && simd_fract(simd_float2(-0.25, 1.5)) == simd_float2(0.75, 0.5))
    }
}
