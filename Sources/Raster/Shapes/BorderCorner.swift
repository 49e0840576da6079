/// A border's corner, cut once and reused by every border like it.
///
/// A border is the ring between a rounded rectangle and the same shape
/// inset by the border's width. Away from its corners the ring is two
/// straight bands whose coverage is the same on every row (the sides) or
/// every column (the top and bottom), so all of a border's per-pixel
/// work is in its four corners, and a corner's ring depends only on the
/// radius, the width and where the corner falls inside its pixel. A scene
/// of layers with the same corner radius and border width at whole-pixel
/// positions therefore shares one corner: a border row becomes two short
/// copies of tile rows and, along the top and bottom bands, one run of
/// constant coverage, instead of two rounded-rectangle coverages and a
/// subtraction.
///
/// The tile is computed by the general path itself (the outer and inner
/// shapes' row coverage, one taken from the other) on a large shape with
/// the same corner, so a border drawn from tiles is the same, byte for
/// byte, as one drawn row by row.
public struct BorderCorner {
    /// Ring coverage of the top-left corner's `columns × rows` pixels,
    /// row-major; the corner point lies in pixel (0, 0).
    public let cover: UnsafePointer<UInt8>
    /// The same rows mirrored, for right-hand corners (column 0 is the
    /// shape's last column).
    public let coverMirrored: UnsafePointer<UInt8>
    /// Coverage of the top band beyond the corner, by row.
    public let band: UnsafePointer<UInt8>
    /// Coverage of the side band below the corner, by column, and
    /// mirrored for the right-hand side.
    public let side: UnsafePointer<UInt8>
    public let sideMirrored: UnsafePointer<UInt8>
    public let columns: Int
    public let rows: Int
    /// Where each tile row's coverage begins and ends (its first and past
    /// its last non-zero column, left-corner orientation): most of a thin
    /// ring's corner square is the hole inside it, which costs nothing.
    let rowStart: UnsafePointer<UInt8>, rowEnd: UnsafePointer<UInt8>
    /// The same for the side profile.
    let sideStart: Int, sideEnd: Int

    /// Row `j` of a left corner: its first column and coverage from there.
    @inline(__always)
    func left(_ j: Int) -> (offset: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let a = Int(rowStart[j]), b = Int(rowEnd[j])
        return (a, cover + j * columns + a, b - a)
    }

    /// Row `j` of a right corner, counted from the column `columns` before
    /// the shape's right edge.
    @inline(__always)
    func right(_ j: Int) -> (offset: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let a = columns - Int(rowEnd[j]), b = columns - Int(rowStart[j])
        return (a, coverMirrored + j * columns + a, b - a)
    }

    var leftSide: (offset: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        (sideStart, side + sideStart, sideEnd - sideStart)
    }

    var rightSide: (offset: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let a = columns - sideEnd
        return (a, sideMirrored + a, sideEnd - sideStart)
    }

    /// First and past-last non-zero entries of `n` bytes (0, 0 when all are zero).
    static func extent(_ p: UnsafePointer<UInt8>, _ n: Int) -> (Int, Int) {
        var a = 0, b = n
        while a < n && p[a] == 0 { a += 1 }
        if a == n { return (0, 0) }
        while p[b - 1] == 0 { b -= 1 }
        return (a, b)
    }
}

/// Border corners by (radius, width, phase), kept across frames. Only
/// corners whose phases and width lie on a 1/64-pixel grid are made:
/// those are the ones where every coordinate the general path computes is
/// exact, so the tile agrees with it exactly wherever the shape is.
/// Layers at whole-pixel positions (at any whole or half scale) have
/// them; a layer gliding between pixels takes the general path.
public final class BorderCornerCache {
    /// Corners up to this many pixels a side are cached.
    public static let maxExtent = 66
    static let capacity = 256

    struct Key: Hashable {
        var radius: UInt64, width: UInt64
        var fx: Int16, fy: Int16
    }

    private var entries: [Key: BorderCorner] = [:]
    private var buffers: [UnsafeMutablePointer<UInt8>] = []
    private var lastKey: Key?
    private var last: BorderCorner?

    public init() {}

    deinit { for b in buffers { b.deallocate() } }

    /// The corner of radius `r` and border width `w` (device pixels) at
    /// phase (`fx`, `fy`), measured from the pixel's outer side; nil when
    /// the corner is too large, or its phase or width is off the grid.
    public func corner(radius r: Double, width w: Double, phaseX fx: Double, phaseY fy: Double,
                       tiles: CornerTileCache) -> BorderCorner? {
        guard let qx = Self.onGrid(fx), let qy = Self.onGrid(fy), Self.onGrid(w) != nil, w > 0, w < 4096,
              r >= 0, r < 4096 else { return nil }
        let key = Key(radius: r.bitPattern, width: w.bitPattern, fx: Int16(qx), fy: Int16(qy))
        if key == lastKey, let last { return last }
        if let c = entries[key] {
            lastKey = key; last = c
            return c
        }
        // Beyond the outer corner's square and the border's width, the
        // ring is its straight bands.
        let nx = Int((fx + Swift.max(r, w)).rounded(.up)), ny = Int((fy + Swift.max(r, w)).rounded(.up))
        guard nx > 0, ny > 0, nx <= Self.maxExtent, ny <= Self.maxExtent else { return nil }
        if entries.count >= Self.capacity {
            entries.removeAll(keepingCapacity: true)
            for b in buffers { b.deallocate() }
            buffers.removeAll(keepingCapacity: true)
        }
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * nx * ny + 2 * nx + 3 * ny)
        buffers.append(data)
        Self.cut(radius: r, width: w, phaseX: fx, phaseY: fy, columns: nx, rows: ny, into: data, tiles: tiles)
        let side = data + 2 * nx * ny + ny, starts = side + 2 * nx, ends = starts + ny
        for j in 0..<ny {
            let (a, b) = BorderCorner.extent(data + j * nx, nx)
            starts[j] = UInt8(a); ends[j] = UInt8(b)
        }
        let (sa, sb) = BorderCorner.extent(side, nx)
        let c = BorderCorner(cover: data, coverMirrored: data + nx * ny, band: data + 2 * nx * ny,
                             side: side, sideMirrored: side + nx, columns: nx, rows: ny,
                             rowStart: starts, rowEnd: ends, sideStart: sa, sideEnd: sb)
        entries[key] = c
        lastKey = key; last = c
        return c
    }

    /// `v` in 1/64 pixel steps when it lies exactly on that grid.
    static func onGrid(_ v: Double) -> Int? {
        let q = v * 64
        guard q.isFinite, q == q.rounded(), abs(q) < 1_048_576 else { return nil }
        return Int(q)
    }

    /// Writes the tile, its mirror, the band and the side profile (and its
    /// mirror) by
    /// drawing the ring of a shape large enough that its other corners
    /// are far away, exactly as `Surface.fillBorder` computes a row.
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
            ringRow(outer, width: w, y: j, columns: width, into: row, inner: inner, accumulator: acc, tiles: tiles)
            if j < ny {
                for i in 0..<nx {
                    data[j * nx + i] = row[i]
                    mirrored[j * nx + (nx - 1 - i)] = row[i]
                }
                band[j] = row[nx]
            } else {
                // A row below the corner: the side band.
                for i in 0..<nx {
                    sideProfile[i] = row[i]
                    sideProfile[2 * nx - 1 - i] = row[i]
                }
            }
        }
    }

    /// One row of the ring's coverage in columns 0..<columns, as
    /// `fillBorder` computes it.
    static func ringRow(_ outer: RoundedRect, width w: Double, y: Int, columns: Int, into out: UnsafeMutablePointer<UInt8>,
                        inner inCov: UnsafeMutablePointer<UInt8>, accumulator: UnsafeMutablePointer<Float>,
                        tiles: CornerTileCache) {
        out.update(repeating: 0, count: columns)
        let inner = outer.inset(by: w)
        let o = RoundedRectRows(outer, tiles: tiles).coverage(row: y, clipX0: 0, clipX1: columns, into: out,
                                                               accumulator: accumulator)
        guard o.x1 > o.x0 else { return }
        let i = RoundedRectRows(inner, tiles: tiles).coverage(row: y, clipX0: 0, clipX1: columns, into: inCov,
                                                               accumulator: accumulator)
        guard i.x1 > i.x0 else { return }
        for x in i.x0..<i.x1 {
            out[x] = x >= i.full0 && x < i.full1 ? 0 : out[x] &- Swift.min(out[x], inCov[x])
        }
    }
}
