import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Shapes and measurements shared by the path tests.

/// Coverage of `path` over `clip` from the fast rasterizer, row by row,
/// `clip.width * clip.height` bytes (as `referenceCoverage` returns).
func rasterize(_ path: RasterPath, rule: FillRule = .nonZero, clip: PixelRect, tolerance: Double = defaultFlatteningTolerance,
               using rasterizer: PathRasterizer = PathRasterizer()) -> [UInt8] {
    var grid = [UInt8](repeating: 0, count: clip.width * clip.height)
    rasterizer.fill(path, rule: rule, clip: clip, tolerance: tolerance) { y, x, coverage in
        for i in 0..<coverage.count {
            grid[(y - clip.y0) * clip.width + (x + i - clip.x0)] = coverage[i]
        }
    }
    return grid
}

/// The covered area, in pixels, of a coverage grid.
func area(_ coverage: [UInt8]) -> Double {
    Double(coverage.reduce(0) { $0 + Int($1) }) / 255
}

/// Largest and mean absolute difference, in 1/255ths.
func difference(_ a: [UInt8], _ b: [UInt8]) -> (max: Int, mean: Double) {
    precondition(a.count == b.count)
    var worst = 0, total = 0
    for i in a.indices {
        let d = abs(Int(a[i]) - Int(b[i]))
        worst = max(worst, d)
        total += d
    }
    return (worst, Double(total) / Double(max(a.count, 1)))
}

func rectPath(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> RasterPath {
    polygonPath([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
}

func polygonPath(_ points: [(Double, Double)], closed: Bool = true) -> RasterPath {
    var p = RasterPath()
    for (i, pt) in points.enumerated() {
        if i == 0 { p.move(to: pt.0, pt.1) } else { p.line(to: pt.0, pt.1) }
    }
    if closed { p.close() }
    return p
}

/// A circle of four cubic quarter arcs (the usual 0.5523 handle length).
func circlePath(_ cx: Double, _ cy: Double, _ r: Double, into path: RasterPath = RasterPath()) -> RasterPath {
    let k = 0.5522847498 * r
    var p = path
    p.move(to: cx + r, cy)
    p.cubic(cx + r, cy + k, cx + k, cy + r, cx, cy + r)
    p.cubic(cx - k, cy + r, cx - r, cy + k, cx - r, cy)
    p.cubic(cx - r, cy - k, cx - k, cy - r, cx, cy - r)
    p.cubic(cx + k, cy - r, cx + r, cy - k, cx + r, cy)
    p.close()
    return p
}

/// A five-pointed star drawn in one stroke (every second point), so its
/// centre pentagon has winding 2: filled under non-zero, empty under
/// even-odd.
func starPath(_ cx: Double, _ cy: Double, _ r: Double) -> RasterPath {
    var points: [(Double, Double)] = []
    for i in 0..<5 {
        let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
        points.append((cx + r * cos(a), cy + r * sin(a)))
    }
    return polygonPath(points)
}

/// Coverage at (x, y) of a grid over `clip`.
func at(_ grid: [UInt8], _ clip: PixelRect, _ x: Int, _ y: Int) -> UInt8 {
    grid[(y - clip.y0) * clip.width + (x - clip.x0)]
}

