// The rasterizer's input: a path turned into straight edges clipped to the
// region being filled, in coordinates local to that region.
//
// Clipping keeps the fill exact. Coverage at a pixel depends only on the
// edges at or left of it, so:
// - above or below the region an edge affects no row we draw: dropped;
// - left of the region its effect on every pixel is that of a vertical edge
//   on the region's left side spanning the same rows: moved there;
// - right of the region it affects no visible pixel, but we move it onto the
//   right side (x = width) rather than drop it, so every row's signed
//   areas still sum to zero past the last edge and the sweep can stop
//   there.
// Runs of such side edges are merged, so a curve of 1e9 pixels that wanders
// outside the region costs a few edges, not one per flattened segment.

/// One clipped edge, stored top to bottom (`y0 < y1`); `dir` is +1 when the
/// path ran downwards along it and -1 when upwards. Local coordinates lie in
/// `0...width` by `0...height`.
struct Edge {
    var x0: Double, y0: Double, x1: Double, y1: Double
    var dir: Float
}

/// Builds the clipped edge list of a path. Reused across fills: `reset`
/// keeps the array's capacity.
struct EdgeBuilder {
    private(set) var edges: [Edge] = []
    private var width = 0.0, height = 0.0
    // A vertical edge on one side of the region, still growing.
    private var pendingX = 0.0, pendingY0 = 0.0, pendingY1 = 0.0
    private var hasPending = false

    mutating func reset(width: Int, height: Int) {
        edges.removeAll(keepingCapacity: true)
        self.width = Double(width)
        self.height = Double(height)
        hasPending = false
    }

    /// Adds the path, implicitly closing every subpath, translated by
    /// (-originX, -originY). Curves, or halves of them, whose control box
    /// lies wholly outside the region are replaced by their chord (which
    /// clips to the same effect); the rest are flattened to `tolerance`.
    mutating func add(_ path: RasterPath, originX: Double, originY: Double, tolerance: Double) {
        let tol = sanitizedTolerance(tolerance)
        var sx = 0.0, sy = 0.0 // subpath start
        var x = 0.0, y = 0.0 // current point
        var c = 0
        let coords = path.coords
        for verb in path.verbs {
            switch verb {
            case .move:
                addLine(x, y, sx, sy)
                sx = coords[c] - originX; sy = coords[c + 1] - originY
                x = sx; y = sy
            case .line:
                let ex = coords[c] - originX, ey = coords[c + 1] - originY
                addLine(x, y, ex, ey)
                x = ex; y = ey
            case .quad:
                let b = BezierPiece(x0: x, y0: y, c1x: coords[c] - originX, c1y: coords[c + 1] - originY, c2x: 0, c2y: 0,
                                    x1: coords[c + 2] - originX, y1: coords[c + 3] - originY, cubic: false)
                addCurve(b, tolerance: tol)
                x = b.x1; y = b.y1
            case .cubic:
                let b = BezierPiece(x0: x, y0: y, c1x: coords[c] - originX, c1y: coords[c + 1] - originY,
                                    c2x: coords[c + 2] - originX, c2y: coords[c + 3] - originY,
                                    x1: coords[c + 4] - originX, y1: coords[c + 5] - originY, cubic: true)
                addCurve(b, tolerance: tol)
                x = b.x1; y = b.y1
            case .close:
                addLine(x, y, sx, sy)
                x = sx; y = sy
            }
            c += verb.coordinateCount
        }
        addLine(x, y, sx, sy)
        flushPending()
    }

    /// A curve, flattened where it can reach the region and a chord (or
    /// chords of its halves) where it cannot (see `forEachFlattened`).
    private mutating func addCurve(_ b: BezierPiece, tolerance: Double) {
        let region = FlatteningRegion(minX: 0, minY: 0, maxX: width, maxY: height)
        var px = b.x0, py = b.y0
        b.flatten(tolerance: tolerance, halfWidth: 0, region: region, margin: 0, last: true, depth: 0) { element in
            guard case let .line(qx, qy, _) = element else { return }
            addLine(px, py, qx, qy)
            px = qx; py = qy
        }
    }

    /// Adds the segment (ax, ay) → (bx, by), clipped as the file comment says.
    mutating func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        // Horizontal segments carry no signed area; NaN fails here too.
        guard ay != by, ay == ay, by == by else { return }
        if max(ay, by) <= 0 || min(ay, by) >= height { return }

        // Clip to 0 <= y <= height, measuring from the original segment so
        // both ends get the same slope.
        var ax = ax, ay = ay, bx = bx, by = by
        let dxdy = (bx - ax) / (by - ay)
        let cay = min(max(ay, 0), height), cby = min(max(by, 0), height)
        if cay != ay { ax += (cay - ay) * dxdy; ay = cay }
        if cby != by { bx = ax + (cby - ay) * dxdy; by = cby }

        if ax <= 0 && bx <= 0 { addSide(0, ay, by); return }
        if ax >= width && bx >= width { addSide(width, ay, by); return }
        if ax >= 0 && bx >= 0 && ax <= width && bx <= width { store(ax, ay, bx, by); return }

        // The segment crosses x = 0 and/or x = width: cut it there (at most
        // two cuts, in order along the segment) and route each piece.
        let dx = bx - ax, dy = by - ay
        var t1 = (0 - ax) / dx, t2 = (width - ax) / dx
        if t1 > t2 { swap(&t1, &t2) }
        var px = ax, py = ay, pt = 0.0
        // The piece from parameter pt to t, classified by its midpoint.
        func piece(_ t: Double) {
            guard t > pt && t <= 1 else { return }
            let qx = t == 1 ? bx : ax + t * dx
            let qy = t == 1 ? by : ay + t * dy
            let midX = ax + (pt + t) * 0.5 * dx
            if midX <= 0 {
                addSide(0, py, qy)
            } else if midX >= width {
                addSide(width, py, qy)
            } else {
                store(min(max(px, 0), width), py, min(max(qx, 0), width), qy)
            }
            px = qx; py = qy; pt = t
        }
        piece(t1); piece(t2); piece(1)
    }

    /// A vertical edge on a side of the region (x = 0 or x = width), merged
    /// with the previous one when it continues it.
    private mutating func addSide(_ x: Double, _ y0: Double, _ y1: Double) {
        if hasPending && pendingX == x && pendingY1 == y0 {
            pendingY1 = y1
            return
        }
        flushPending()
        pendingX = x; pendingY0 = y0; pendingY1 = y1
        hasPending = true
    }

    private mutating func flushPending() {
        if hasPending { store(pendingX, pendingY0, pendingX, pendingY1) }
        hasPending = false
    }

    private mutating func store(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        // Finite input can still overflow on the way here (coordinates near
        // 1e308); such an edge is dropped rather than fed to the cells.
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        if ay < by {
            edges.append(Edge(x0: ax, y0: ay, x1: bx, y1: by, dir: 1))
        } else if by < ay {
            edges.append(Edge(x0: bx, y0: by, x1: ax, y1: ay, dir: -1))
        }
    }
}
