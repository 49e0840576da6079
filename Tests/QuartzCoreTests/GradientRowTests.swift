import Raster
import Testing
@testable import QuartzCore

/// Axial and radial gradients' rows are shaded four pixels a step where
/// the processor can (AVX2); a row must be the bytes the pixel-by-pixel
/// shader gives (a span shorter than eight pixels takes that loop).
@Suite struct GradientRowTests {
    /// A table of premultiplied entries in 8.8 fixed point, each colour at
    /// most its alpha, varying unevenly (as stops with different alphas do).
    func table() -> [SIMD4<Int32>] {
        (0..._GradientContent.tableSize).map { i in
            let a = Int32(40 + (i * 7) % 216) * 256 + Int32(i % 256)
            let r = min(Int32((i * 53) % 256) * 256, a), g = min(Int32(255 - i % 256) * 256 + 17, a)
            let b = min(Int32((i * i) % 200) * 256, a)
            return SIMD4(a, r, g, b)
        }
    }

    @Test(arguments: [
        ((10.0, 20.0), (300.0, 90.0), Projective(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        ((250.0, -40.0), (-30.0, 130.0), Projective(a: 0.8, b: 0.3, c: -0.4, d: 1.2, tx: 12, ty: -7)),
        ((0.0, 0.0), (0.0, 200.0), Projective(a: 2, b: 0, c: 0, d: 2, tx: 0.5, ty: 0.25)),
        ((100.0, 50.0), (100.7, 50.2), Projective(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
    ] as [((Double, Double), (Double, Double), Projective)])
    func aRowIsWhatEachPixelGives(_ start: (Double, Double), _ end: (Double, Double), _ m: Projective) {
        for kind in [CAGradientLayerType.axial, .radial] { check(kind, start, end, m) }
    }

    func check(_ kind: CAGradientLayerType, _ start: (Double, Double), _ end: (Double, Double), _ m: Projective) {
        let entries = table()
        entries.withUnsafeBufferPointer { t in
            // Points in layer units, carried to target pixels by m.
            func toTarget(_ p: (Double, Double)) -> (x: Double, y: Double) {
                (m.a * p.0 + m.c * p.1 + m.tx, m.b * p.0 + m.d * p.1 + m.ty)
            }
            let shader = _GradientShader(table: t.baseAddress!, kind: kind, start: toTarget(start), end: toTarget(end),
                                         m: m, startInLayer: start, endInLayer: end)
            var differing = 0, rows = 0
            for y in [-3, 0, 1, 2, 3, 37, 118] {
                for (x0, count) in [(-21, 343), (0, 8), (5, 9), (-2, 13)] {
                    var row = [UInt32](repeating: 0, count: count), single = [UInt32](repeating: 0, count: count)
                    row.withUnsafeMutableBufferPointer { shader.shade(y: y, x0: x0, count: count, into: $0.baseAddress!) }
                    single.withUnsafeMutableBufferPointer { p in
                        for i in 0..<count { shader.shade(y: y, x0: x0 + i, count: 1, into: p.baseAddress! + i) }
                    }
                    differing += zip(row, single).filter { $0 != $1 }.count
                    rows += 1
                }
            }
            #expect(differing == 0, "\(kind.rawValue): \(differing) pixels in \(rows) rows differ")
        }
    }
}
