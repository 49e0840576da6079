// The few functions of the C maths library the path code needs, wrapped so
// Raster depends on nothing (not Foundation) and re-exports nothing.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// atan2(y, x): the angle of the vector (x, y), in -pi...pi.
@inline(__always) func angleOf(_ x: Double, _ y: Double) -> Double { atan2(y, x) }
@inline(__always) func sine(_ a: Double) -> Double { sin(a) }
@inline(__always) func cosine(_ a: Double) -> Double { cos(a) }
@inline(__always) func arcCosine(_ v: Double) -> Double { acos(v) }
