/// A rounded rectangle's corner, or a border's, cut once and reused by
/// every shape like it.
///
/// Away from its corners a rounded rectangle is straight edges: its rows
/// are the same from one to the next along the sides, and its columns
/// along the top and bottom. A border (the ring between the shape and the
/// shape inset by the border's width) is two such bands. So all the
/// per-pixel work of a fill or a border lies in its four corners, and a
/// corner depends only on its radius, the border's width and where the
/// corner point falls inside its pixel. A scene of layers with the same
/// corner radius and border width at whole-pixel positions shares one
/// corner of each kind: a row of a fill or a border becomes, on each side,
/// a short run of tile coverage (trimmed to where it is neither empty nor
/// equal to what follows it), and between the sides one span of constant
/// coverage, with no rounded-rectangle arithmetic per row.
///
/// The tile is computed by the row-by-row path itself on a large shape
/// with the same corner, so a shape drawn from tiles is the same, byte for
/// byte, as one drawn row by row.
struct ShapeCorner {
    /// Coverage of the top-left corner's `columns × rows` pixels,
    /// row-major; the corner point lies in pixel (0, 0).
    let cover: UnsafePointer<UInt8>
    /// The same rows mirrored, for right-hand corners (column 0 is the
    /// shape's last column).
    let coverMirrored: UnsafePointer<UInt8>
    /// Coverage beyond the corner (the top edge or band), by row.
    let band: UnsafePointer<UInt8>
    /// Coverage below the corner (the side edge or band), by column, and
    /// mirrored for the right-hand side.
    let side: UnsafePointer<UInt8>
    let sideMirrored: UnsafePointer<UInt8>
    let columns: Int
    let rows: Int
    /// Coverage between the sides below the corner: 255 inside a fill, 0
    /// in a border's hole.
    let interior: UInt8
    /// Where each row's own coverage begins and ends (left-corner
    /// orientation): its first non-zero column, and past the last column
    /// that differs from the row's `band`, which the span between the
    /// sides draws.
    let rowStart: UnsafePointer<UInt8>, rowEnd: UnsafePointer<UInt8>
    /// The same for the side profile, against `interior`.
    let sideStart: Int, sideEnd: Int

    /// A row's own part: columns `offset..<offset + count` from the
    /// shape's edge, with their coverage.
    typealias Piece = (offset: Int, coverage: UnsafePointer<UInt8>, count: Int)

    /// Row `j` of a left corner.
    @inline(__always)
    func left(_ j: Int) -> Piece {
        let a = Int(rowStart[j]), b = Int(rowEnd[j])
        return (a, cover + j * columns + a, b - a)
    }

    /// Row `j` of a right corner, offset counted from `columns` before the
    /// shape's right edge.
    @inline(__always)
    func right(_ j: Int) -> Piece {
        let a = columns - Int(rowEnd[j]), b = columns - Int(rowStart[j])
        return (a, coverMirrored + j * columns + a, b - a)
    }

    var leftSide: Piece { (sideStart, side + sideStart, sideEnd - sideStart) }

    var rightSide: Piece {
        let a = columns - sideEnd
        return (a, sideMirrored + a, sideEnd - sideStart)
    }

    /// The first non-zero entry of `n` bytes, and past the last that is
    /// not `trailing` (no earlier than the first).
    static func extent(_ p: UnsafePointer<UInt8>, _ n: Int, trailing: UInt8) -> (Int, Int) {
        var a = 0, b = n
        while a < n && p[a] == 0 { a += 1 }
        while b > a && p[b - 1] == trailing { b -= 1 }
        return (a, b)
    }
}

/// Shape corners by (radius, border width, phase), kept across frames. A
/// width of 0 is a fill's corner. Only corners whose phases and width lie
/// on a 1/64-pixel grid are made: those are the ones where every
/// coordinate the row-by-row path computes is exact, so the tile agrees
/// with it exactly wherever the shape is. Layers at whole-pixel positions
/// (at any whole or half scale) have them; a layer gliding between pixels
/// takes the row-by-row path.
final class ShapeCornerCache {
    /// Corners up to this many pixels a side are cached.
    static let maxExtent = 66
    static let capacity = 256

    /// Exact values, so a lookup needs no rounding: a phase off the grid
    /// never matches a cached corner (none is made for it).
    struct Key: Hashable {
        var radius: UInt64, width: UInt64
        var fx: UInt64, fy: UInt64
    }

    private var entries: [Key: ShapeCorner] = [:]
    private var buffers: [UnsafeMutablePointer<UInt8>] = []
    /// Tiles dropped from the cache while a shape may still hold them.
    private var retired: [UnsafeMutablePointer<UInt8>] = []
    /// The corners used last, looked at before hashing: a layer asks for
    /// eight (its fill's and its border's), usually the same as the layer
    /// before.
    private var recent: [(key: Key, corner: ShapeCorner)] = []
    private var recentHand = 0
    static let recentCount = 8

    init() {}

    deinit {
        for b in buffers { b.deallocate() }
        beginShape()
    }

    /// Called before a shape asks for its corners: frees tiles dropped
    /// while the shape before it was drawn.
    func beginShape() {
        guard !retired.isEmpty else { return }
        for b in retired { b.deallocate() }
        retired.removeAll(keepingCapacity: true)
    }

    /// The corner of radius `r` (device pixels) of a fill (`w` = 0) or a
    /// border of width `w`, at phase (`fx`, `fy`), measured from the
    /// pixel's outer side; nil when the corner is too large, or its phase
    /// or width is off the grid.
    @inline(__always)
    func corner(radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double,
                       tiles: CornerTileCache) -> ShapeCorner? {
        let key = Key(radius: r.bitPattern, width: w.bitPattern, fx: fx.bitPattern, fy: fy.bitPattern)
        for e in recent where e.key == key { return e.corner }
        return lookUp(key, radius: r, width: w, phaseX: fx, phaseY: fy, tiles: tiles)
    }

    private func lookUp(_ key: Key, radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double,
                        tiles: CornerTileCache) -> ShapeCorner? {
        guard let c = entries[key] ?? make(key, radius: r, width: w, phaseX: fx, phaseY: fy, tiles: tiles)
        else { return nil }
        if recent.count < Self.recentCount {
            recent.append((key, c))
        } else {
            recent[recentHand] = (key, c)
            recentHand = (recentHand + 1) % Self.recentCount
        }
        return c
    }

    private func make(_ key: Key, radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double,
                      tiles: CornerTileCache) -> ShapeCorner? {
        guard let qx = Self.onGrid(fx), let qy = Self.onGrid(fy), qx >= 0, qx < 64, qy >= 0, qy < 64,
              Self.onGrid(w) != nil, w >= 0, w < 4096, r >= 0, r < 4096 else { return nil }
        // Beyond the outer corner's square and the border's width, the
        // shape is its straight edges.
        let nx = Swift.max(1, Int((fx + Swift.max(r, w)).rounded(.up)))
        let ny = Swift.max(1, Int((fy + Swift.max(r, w)).rounded(.up)))
        guard nx <= Self.maxExtent, ny <= Self.maxExtent else { return nil }
        if entries.count >= Self.capacity {
            // Full: start again. The tiles go on living until the next
            // shape begins, since the corners this shape already holds
            // may be among them.
            entries.removeAll(keepingCapacity: true)
            recent.removeAll(keepingCapacity: true)
            recentHand = 0
            retired.append(contentsOf: buffers)
            buffers.removeAll(keepingCapacity: true)
        }
        let tileBytes = nx * ny
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * tileBytes + 3 * ny + 2 * nx)
        buffers.append(data)
        let mirrored = data + tileBytes, band = mirrored + tileBytes, side = band + ny
        let starts = side + 2 * nx, ends = starts + ny
        Self.cut(radius: r, width: w, phaseX: fx, phaseY: fy, columns: nx, rows: ny, into: data, tiles: tiles)
        let interior: UInt8 = w > 0 ? 0 : 255
        for j in 0..<ny {
            let (a, b) = ShapeCorner.extent(data + j * nx, nx, trailing: band[j])
            starts[j] = UInt8(a); ends[j] = UInt8(b)
        }
        let (sa, sb) = ShapeCorner.extent(side, nx, trailing: interior)
        let c = ShapeCorner(cover: data, coverMirrored: mirrored, band: band, side: side, sideMirrored: side + nx,
                            columns: nx, rows: ny, interior: interior, rowStart: starts, rowEnd: ends,
                            sideStart: sa, sideEnd: sb)
        entries[key] = c
        return c
    }

    /// `v` in 1/64 pixel steps when it lies exactly on that grid.
    static func onGrid(_ v: Double) -> Int? {
        let q = v * 64
        guard q.isFinite, q == q.rounded(), abs(q) < 1_048_576 else { return nil }
        return Int(q)
    }

    /// Writes the tile, its mirror, the band, and the side profile and its
    /// mirror, by drawing a shape large enough that its other corners are
    /// far away, exactly as `Surface.fill` and `Surface.fillBorder`
    /// compute a row.
    static func cut(radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double, columns nx: Int, rows ny: Int,
                    into data: UnsafeMutablePointer<UInt8>, tiles: CornerTileCache) {
        let side = Double(4 * Swift.max(nx, ny) + 8)
        let outer = RoundedRect(minX: fx, minY: fy, maxX: fx + side, maxY: fy + side, radius: r)
        let width = Int(side) + 2
        // Made once per corner: its own buffers (a cache owned by a
        // RowScratch cannot borrow that scratch's rows while it is used).
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let inner = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: 2 * (width + 1))
        defer { row.deallocate(); inner.deallocate(); acc.deallocate() }
        let mirrored = data + nx * ny, band = data + 2 * nx * ny, sideProfile = band + ny
        for j in 0...ny {
            coverageRow(outer, width: w, y: j, columns: width, into: row, inner: inner, accumulator: acc, tiles: tiles)
            if j < ny {
                for i in 0..<nx {
                    data[j * nx + i] = row[i]
                    mirrored[j * nx + (nx - 1 - i)] = row[i]
                }
                band[j] = row[nx]
            } else {
                // A row below the corner: the side.
                for i in 0..<nx {
                    sideProfile[i] = row[i]
                    sideProfile[2 * nx - 1 - i] = row[i]
                }
            }
        }
    }

    /// One row of the shape's (`w` = 0) or its ring's coverage in columns
    /// 0..<columns, as `fill` and `fillBorder` compute it.
    static func coverageRow(_ outer: RoundedRect, width w: Double, y: Int, columns: Int, into out: UnsafeMutablePointer<UInt8>,
                            inner inCov: UnsafeMutablePointer<UInt8>, accumulator: UnsafeMutablePointer<Float>,
                            tiles: CornerTileCache) {
        out.update(repeating: 0, count: columns)
        let o = RoundedRectRows(outer, tiles: tiles).coverage(row: y, clipX0: 0, clipX1: columns, into: out,
                                                               accumulator: accumulator)
        guard o.x1 > o.x0, w > 0 else { return }
        let i = RoundedRectRows(outer.inset(by: w), tiles: tiles).coverage(row: y, clipX0: 0, clipX1: columns, into: inCov,
                                                                            accumulator: accumulator)
        guard i.x1 > i.x0 else { return }
        for x in i.x0..<i.x1 {
            out[x] = x >= i.full0 && x < i.full1 ? 0 : out[x] &- Swift.min(out[x], inCov[x])
        }
    }
}
