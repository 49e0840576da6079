/// Coverage of `path` over `clip` computed the slow, obvious way, to check
/// `PathRasterizer` against: each pixel is sampled at a 16 x 16 grid of
/// points (at the centres of its sub-cells), each sample is inside when its
/// exact winding number for the flattened, implicitly closed polygon
/// passes `rule`, and the coverage is the inside fraction, rounded to
/// 0...255.
///
/// The winding number of a point is the signed count of polygon edges
/// crossing the horizontal line through it to its left (+1 downwards, -1
/// upwards; an edge owns its top end but not its bottom one, so a vertex
/// is counted once). Returns `clip.width * clip.height` bytes, row by row;
/// all zero for a path with a NaN or infinite coordinate. Meant for tests:
/// it is slow, and allocates in proportion to the clip.
public func referenceCoverage(_ path: RasterPath, rule: FillRule, clip: PixelRect,
                              tolerance: Double = defaultFlatteningTolerance) -> [UInt8] {
    let width = clip.width, height = clip.height
    var result = [UInt8](repeating: 0, count: width * height)
    guard path.bounds != nil, width > 0, height > 0 else { return result }

    // The flattened polygon as closed edges (x0, y0, x1, y1).
    var edges: [(Double, Double, Double, Double)] = []
    var sx = 0.0, sy = 0.0, x = 0.0, y = 0.0
    path.forEachFlattened(tolerance: tolerance) { element in
        switch element {
        case let .move(mx, my):
            edges.append((x, y, sx, sy))
            sx = mx; sy = my; x = mx; y = my
        case let .line(lx, ly, _):
            edges.append((x, y, lx, ly))
            x = lx; y = ly
        case .close:
            edges.append((x, y, sx, sy))
            x = sx; y = sy
        case .tangent:
            break
        }
    }
    edges.append((x, y, sx, sy))

    let n = 16
    var crossings: [(x: Double, winding: Int)] = []
    for py in 0..<height {
        var counts = [Int](repeating: 0, count: width)
        for j in 0..<n {
            let sampleY = Double(clip.y0 + py) + (Double(j) + 0.5) / Double(n)
            crossings.removeAll(keepingCapacity: true)
            for (x0, y0, x1, y1) in edges {
                if y0 <= sampleY && sampleY < y1 {
                    crossings.append((x0 + (sampleY - y0) * (x1 - x0) / (y1 - y0), 1))
                } else if y1 <= sampleY && sampleY < y0 {
                    crossings.append((x0 + (sampleY - y0) * (x1 - x0) / (y1 - y0), -1))
                }
            }
            for px in 0..<width {
                for i in 0..<n {
                    let sampleX = Double(clip.x0 + px) + (Double(i) + 0.5) / Double(n)
                    var winding = 0
                    for c in crossings where c.x < sampleX { winding += c.winding }
                    let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
                    if inside { counts[px] += 1 }
                }
            }
        }
        for px in 0..<width {
            result[py * width + px] = UInt8((counts[px] * 255 + n * n / 2) / (n * n))
        }
    }
    return result
}
