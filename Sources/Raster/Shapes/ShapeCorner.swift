@_implementationOnly import CPrefetch

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
    let columns: Int
    let rows: Int
    /// Coverage between the sides below the corner: 255 inside a fill, 0
    /// in a border's hole.
    let interior: UInt8
    /// Where each row's own coverage begins and ends (left-corner
    /// orientation, counted from the shape's edge): its first non-zero
    /// column, and past the last column that differs from the row's
    /// `band`, which the span between the sides draws.
    let rowStart: UnsafePointer<UInt8>, rowEnd: UnsafePointer<UInt8>
    /// Coverage beyond the corner (the top edge or band), by row.
    let band: UnsafePointer<UInt8>
    /// Each row's own coverage, packed row after row (only
    /// `rowStart..<rowEnd` is kept: a corner is small, and a frame of
    /// moving layers reads thousands of them), and the same pieces
    /// mirrored for right-hand corners; row `j` starts at `offset[j]`.
    let packed: UnsafePointer<UInt8>, packedMirrored: UnsafePointer<UInt8>
    let offset: UnsafePointer<UInt16>
    /// The side profile below the corner (columns `sideStart..<sideEnd`;
    /// 0 before, `interior` after), and mirrored.
    let sidePiece: UnsafePointer<UInt8>, sidePieceMirrored: UnsafePointer<UInt8>
    let sideStart: Int, sideEnd: Int

    /// A row's own part: columns `offset..<offset + count` from the
    /// shape's edge, with their coverage.
    typealias Piece = (offset: Int, coverage: UnsafePointer<UInt8>, count: Int)

    /// Row `j` of a left corner.
    @inline(__always)
    func left(_ j: Int) -> Piece {
        let a = Int(rowStart[j]), b = Int(rowEnd[j])
        return (a, packed + Int(offset[j]), b - a)
    }

    /// Row `j` of a right corner, offset counted from `columns` before the
    /// shape's right edge.
    @inline(__always)
    func right(_ j: Int) -> Piece {
        let a = columns - Int(rowEnd[j]), b = columns - Int(rowStart[j])
        return (a, packedMirrored + Int(offset[j]), b - a)
    }

    var leftSide: Piece { (sideStart, sidePiece, sideEnd - sideStart) }

    var rightSide: Piece { (columns - sideEnd, sidePieceMirrored, sideEnd - sideStart) }

    /// Asks for the corner's bytes ahead of drawing with it (they are one
    /// block, from `offset` to the end of the mirrored side piece). A
    /// layer moving between pixels meets a new phase of its corners every
    /// frame, whose bytes are rarely in the nearest caches; its bottom
    /// corners are reached only after its sides.
    @inline(__always)
    func prefetch() {
        let start = UnsafeRawPointer(offset), end = UnsafeRawPointer(sidePieceMirrored + (sideEnd - sideStart))
        var line = start
        while line < end { qz_prefetch(line); line += 64 }
    }

    /// The side profile's coverage `i` columns from the shape's edge.
    @inline(__always)
    func side(_ i: Int) -> UInt8 { i < sideStart ? 0 : i < sideEnd ? sidePiece[i - sideStart] : interior }

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
/// width of 0 is a fill's corner.
///
/// Corners are made for phases and widths on a 1/64-pixel grid, and a
/// shape between grid points is drawn as the nearest shape on it (see
/// `snapped`). On the grid every coordinate the row-by-row path computes
/// is exact, so a tile agrees with that path byte for byte wherever the
/// shape is. Off it, the edges move by at most 1/128 pixel, which changes
/// an edge pixel's coverage by at most 2 of 255 (a border's inner edge,
/// whose width is moved to the grid too, by up to 1/64 pixel: 4 of 255);
/// the row-by-row path already places the arcs on that grid (see
/// `CornerTileCache`). So a layer gliding between pixels keeps the tiles:
/// a scene whose layers all sit at one phase shares eight corners, and
/// one where every layer moves meets at most 64 × 64 phases of each
/// corner, which the cache holds.
final class ShapeCornerCache {
    /// Corners up to this many pixels a side are cached.
    static let maxExtent = 66
    /// How many corners, and how many bytes of tiles, the cache keeps
    /// before it starts again: every phase of a fill's and a border's
    /// corner of one radius (2 × 4,096 corners; 1.2 MB at radius 12,
    /// tiles packed to the bytes they use), with room for more radii.
    static let capacity = 16_384
    static let maxBytes = 8 << 20
    /// Phase steps per pixel (the grid shapes are moved onto).
    static let phaseSteps = 64.0

    /// `v` moved to the nearest point of the 1/64-pixel grid.
    @inline(__always)
    static func snapped(_ v: Double) -> Double { (v * phaseSteps).rounded() / phaseSteps }

    /// `shape` with its edges moved to the nearest points of the grid
    /// (its radii as they were, clamped again).
    static func snapped(_ shape: RoundedRect) -> RoundedRect {
        RoundedRect(minX: snapped(shape.minX), minY: snapped(shape.minY), maxX: snapped(shape.maxX),
                    maxY: snapped(shape.maxY), radii: shape.radii)
    }

    /// The corners of one radius and border width, by phase:
    /// `slots[qy * 64 + qx]` is one more than the corner's index in
    /// `corners`, 0 while it is not made. A lookup is an index, no hashing:
    /// a frame of moving layers asks for thousands of corners.
    private struct Family {
        var radius: UInt64, width: UInt64
        var slots: UnsafeMutablePointer<Int32>
    }

    private var families: [Family] = []
    /// The family last used for a fill's corners, and for a border's: a
    /// layer asks for both in turn.
    private var lastFamily = (fill: 0, border: 0)
    private var corners: [ShapeCorner] = []
    /// Families kept at most (a scene with more radii and widths than this
    /// in use starts again often, and draws the rest row by row meanwhile).
    static let maxFamilies = 64

    /// Tiles are carved in order from chunks of this many bytes, so a new
    /// corner costs no allocation while its chunk has room.
    static let chunkBytes = 1 << 16
    private var chunks: [UnsafeMutablePointer<UInt8>] = []
    private var chunkUsed = chunkBytes
    /// What the chunks hold.
    var bytes: Int { chunks.count * Self.chunkBytes }
    /// How many corners are kept.
    var count: Int { corners.count }
    /// Chunks dropped from the cache while a shape may still hold corners
    /// in them.
    private var retired: [UnsafeMutablePointer<UInt8>] = []
    /// Rows for cutting a corner (see `cut`), the whole tile it cuts, and
    /// its rows' extents, made once.
    private let cutRows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * cutWidth)
    private let cutAccumulator = UnsafeMutablePointer<Float>.allocate(capacity: 2 * (cutWidth + 1))
    private let cutTile = UnsafeMutablePointer<UInt8>.allocate(capacity: maxExtent * maxExtent + 2 * maxExtent)
    private let cutStarts = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * maxExtent)
    private var cutEnds: UnsafeMutablePointer<UInt8> { cutStarts + Self.maxExtent }
    static let cutWidth = 4 * maxExtent + 10

    init() {}

    deinit {
        clear()
        beginShape()
        cutRows.deallocate()
        cutAccumulator.deallocate()
        cutTile.deallocate()
        cutStarts.deallocate()
    }

    /// Called before a shape asks for its corners: frees tiles dropped
    /// while the shape before it was drawn.
    func beginShape() {
        guard !retired.isEmpty else { return }
        for b in retired { b.deallocate() }
        retired.removeAll(keepingCapacity: true)
    }

    /// Starts again: every corner is dropped. Their tiles go on living
    /// until the next shape begins, since the corners the shape being
    /// drawn already holds may be among them.
    private func clear() {
        for f in families { f.slots.deallocate() }
        families.removeAll(keepingCapacity: true)
        lastFamily = (0, 0)
        corners.removeAll(keepingCapacity: true)
        retired.append(contentsOf: chunks)
        chunks.removeAll(keepingCapacity: true)
        chunkUsed = Self.chunkBytes
    }

    /// The corner of radius `r` (device pixels) of a fill (`w` = 0) or a
    /// border of width `w`, at phase (`fx`, `fy`), measured from the
    /// pixel's outer side; nil when the corner is too large, or its phase
    /// or width is off the grid.
    @inline(__always)
    func corner(radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double,
                tiles: CornerTileCache) -> ShapeCorner? {
        let px = fx * Self.phaseSteps, py = fy * Self.phaseSteps
        guard px >= 0, px < Self.phaseSteps, py >= 0, py < Self.phaseSteps else { return nil }
        let qx = Int(px), qy = Int(py)
        guard Double(qx) == px, Double(qy) == py, let f = family(r, w) else { return nil }
        let index = families[f].slots[qy * 64 + qx]
        if index > 0 { return corners[Int(index) - 1] }
        return make(radius: r, width: w, phaseX: fx, phaseY: fy, slot: qy * 64 + qx, tiles: tiles)
    }

    /// The family of radius `r` and width `w`, made when new; nil when the
    /// width is off the grid or either is out of range.
    @inline(__always)
    private func family(_ r: Double, _ w: Double) -> Int? {
        let last = w == 0 ? lastFamily.fill : lastFamily.border
        if last < families.count, families[last].radius == r.bitPattern, families[last].width == w.bitPattern {
            return last
        }
        return findFamily(r, w)
    }

    private func findFamily(_ r: Double, _ w: Double) -> Int? {
        if let i = families.firstIndex(where: { $0.radius == r.bitPattern && $0.width == w.bitPattern }) {
            remember(i, width: w)
            return i
        }
        guard Self.onGrid(w) != nil, w >= 0, w < 4096, r >= 0, r < 4096 else { return nil }
        if families.count >= Self.maxFamilies { clear() }
        let slots = UnsafeMutablePointer<Int32>.allocate(capacity: 64 * 64)
        slots.initialize(repeating: 0, count: 64 * 64)
        families.append(Family(radius: r.bitPattern, width: w.bitPattern, slots: slots))
        remember(families.count - 1, width: w)
        return families.count - 1
    }

    private func remember(_ family: Int, width w: Double) {
        if w == 0 { lastFamily.fill = family } else { lastFamily.border = family }
    }

    /// `need` bytes for a tile, from the current chunk or a new one;
    /// starts again first when the cache is full.
    private func carve(_ need: Int) -> UnsafeMutablePointer<UInt8> {
        // Blocks start on 8-byte boundaries (their offsets are UInt16s).
        chunkUsed = (chunkUsed + 7) & ~7
        if chunkUsed + need > Self.chunkBytes {
            if (chunks.count + 1) * Self.chunkBytes > Self.maxBytes || corners.count >= Self.capacity { clear() }
            // Eight bytes to spare: a piece is read in whole vector steps
            // (see `blendPiece`), and one near the chunk's end stays inside.
            chunks.append(.allocate(capacity: Self.chunkBytes + 8))
            chunkUsed = 0
        }
        defer { chunkUsed += need }
        return chunks[chunks.count - 1] + chunkUsed
    }

    private func make(radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double, slot: Int,
                      tiles: CornerTileCache) -> ShapeCorner? {
        // Beyond the outer corner's square and the border's width, the
        // shape is its straight edges.
        let nx = Swift.max(1, Int((fx + Swift.max(r, w)).rounded(.up)))
        let ny = Swift.max(1, Int((fy + Swift.max(r, w)).rounded(.up)))
        guard nx <= Self.maxExtent, ny <= Self.maxExtent else { return nil }
        // The whole tile, its band and side profile, then only what is kept.
        let tile = cutTile, band = tile + nx * ny, side = band + ny
        cut(radius: r, width: w, phaseX: fx, phaseY: fy, columns: nx, rows: ny, tile: tile, band: band, side: side,
            tiles: tiles)
        let interior: UInt8 = w > 0 ? 0 : 255
        var kept = 0
        for j in 0..<ny {
            let (a, b) = ShapeCorner.extent(tile + j * nx, nx, trailing: band[j])
            cutStarts[j] = UInt8(a); cutEnds[j] = UInt8(b)
            kept += b - a
        }
        let (sa, sb) = ShapeCorner.extent(side, nx, trailing: interior)
        // Offsets first (two-byte aligned), then the bytes.
        let block = carve(2 * ny + 3 * ny + 2 * kept + 2 * (sb - sa))
        let offsets = UnsafeMutableRawPointer(block).bindMemory(to: UInt16.self, capacity: ny)
        let starts = block + 2 * ny, ends = starts + ny, bands = ends + ny
        let packed = bands + ny, mirrored = packed + kept
        let sidePiece = mirrored + kept, sideMirrored = sidePiece + (sb - sa)
        var o = 0
        for j in 0..<ny {
            let a = Int(cutStarts[j]), b = Int(cutEnds[j])
            offsets[j] = UInt16(o); starts[j] = UInt8(a); ends[j] = UInt8(b); bands[j] = band[j]
            for i in a..<b {
                packed[o + i - a] = tile[j * nx + i]
                mirrored[o + (b - 1 - i)] = tile[j * nx + i]
            }
            o += b - a
        }
        for i in sa..<sb {
            sidePiece[i - sa] = side[i]
            sideMirrored[sb - 1 - i] = side[i]
        }
        let c = ShapeCorner(columns: nx, rows: ny, interior: interior, rowStart: starts, rowEnd: ends, band: bands,
                            packed: packed, packedMirrored: mirrored, offset: offsets, sidePiece: sidePiece,
                            sidePieceMirrored: sideMirrored, sideStart: sa, sideEnd: sb)
        // Carving may have started the cache again: the family is looked
        // up anew.
        guard let f = family(r, w) else { return c }
        corners.append(c)
        families[f].slots[slot] = Int32(corners.count)
        return c
    }

    /// `v` in 1/64 pixel steps when it lies exactly on that grid.
    static func onGrid(_ v: Double) -> Int? {
        let q = v * 64
        guard q.isFinite, q == q.rounded(), abs(q) < 1_048_576 else { return nil }
        return Int(q)
    }

    /// Writes the tile (`columns × rows`, row-major), the band beyond it
    /// by row and the side profile below it by column, by drawing a shape
    /// large enough that its other corners are far away, exactly as
    /// `Surface.fill` and `Surface.fillBorder` compute a row.
    private func cut(radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double, columns nx: Int, rows ny: Int,
                     tile: UnsafeMutablePointer<UInt8>, band: UnsafeMutablePointer<UInt8>,
                     side sideProfile: UnsafeMutablePointer<UInt8>, tiles: CornerTileCache) {
        let side = Double(4 * Swift.max(nx, ny) + 8)
        let outer = RoundedRect(minX: fx, minY: fy, maxX: fx + side, maxY: fy + side, radius: r)
        let width = Int(side) + 2
        // The cache's own rows (a cache owned by a RowScratch cannot
        // borrow that scratch's rows while it is used).
        let row = cutRows, inner = cutRows + Self.cutWidth, acc = cutAccumulator
        for j in 0...ny {
            Self.coverageRow(outer, width: w, y: j, columns: width, into: row, inner: inner, accumulator: acc, tiles: tiles)
            if j < ny {
                (tile + j * nx).update(from: row, count: nx)
                band[j] = row[nx]
            } else {
                // A row below the corner: the side.
                sideProfile.update(from: row, count: nx)
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
