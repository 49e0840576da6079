/// What a rounded corner takes away from the pixels of its square.
///
/// A rounded rectangle is its rectangle minus four corner cut-outs (the part
/// of each r × r corner square outside the arc). The cut-outs are disjoint
/// and lie inside the rectangle, so a pixel's coverage is exactly
/// `area(pixel ∩ rect) − Σ area(pixel ∩ cut-out)`; the first term is
/// separable (one horizontal times one vertical overlap) and the second
/// depends only on the radius and on where the corner falls inside its
/// pixel. So the cut-out of a corner is computed once per (radius, sub-pixel
/// phase), as a small tile, and every layer with that corner reuses it:
/// a scene of layers at whole-pixel positions shares one tile per radius.
///
/// Tiles are computed for the top-left corner (y down). The others are the
/// same tile mirrored: a top-right corner at `maxX` is a top-left corner at
/// `-maxX`, whose phase is `ceil(maxX) − maxX`.
enum CornerCut {
    /// Sub-rows per pixel row, as the sub-row coverage path uses: exact
    /// for the straight parts, within 1/255 on arcs of a pixel or more.
    static let subRows = 16

    /// Columns (or rows) a corner of radius `r` at phase `f` touches.
    static func extent(radius r: Double, phase f: Double) -> Int {
        let e = (f + r).rounded(.up)
        // Not a number, or past any tile a cache keeps (a corner of a
        // layer scaled up 10^300 times, found by fuzzing): 0 or a billion,
        // either of which the caller refuses; Int(e) would trap.
        guard e > -1e9, e < 1e9 else { return e < 1e9 || e.isNaN ? 0 : 1_000_000_000 }
        return Int(e)
    }

    /// Writes `round(255 · area)` cut from each pixel of an `nx × ny` tile
    /// (row-major) by a top-left corner of radius `r` whose corner point is
    /// at (`fx`, `fy`) inside pixel (0, 0). `area` is scratch of
    /// `2 · (nx + 1)` floats.
    ///
    /// Each sub-row's cut runs from the square's left edge to the arc: a
    /// partial first column, whole columns, a partial last one. The whole
    /// columns go into a difference array, so a row costs O(sub-rows +
    /// columns) rather than their product (a miss costs little, which
    /// matters when layers move by fractions of a pixel every frame).
    static func compute(radius r: Double, phaseX fx: Double, phaseY fy: Double, columns nx: Int, rows ny: Int,
                        into out: UnsafeMutablePointer<UInt8>, area: UnsafeMutablePointer<Float>) {
        let cx = fx + r, cy = fy + r
        let h = 1.0 / Double(subRows)
        let diff = area + (nx + 1)
        for j in 0..<ny {
            area.update(repeating: 0, count: nx + 1)
            diff.update(repeating: 0, count: nx + 1)
            for s in 0..<subRows {
                let a = Swift.max(Double(j) + Double(s) * h, fy)
                let b = Swift.min(Double(j) + Double(s + 1) * h, cy)
                guard b > a else { continue }
                let d = cy - (a + b) / 2
                let right = cx - Swift.max(0, r * r - d * d).squareRoot()
                guard right > fx else { continue }
                let w = Float(b - a)
                // fx is in [0, 1): the cut starts in column 0.
                let k = Swift.min(Int(right), nx)
                if k == 0 {
                    area[0] += w * Float(right - fx)
                    continue
                }
                area[0] += w * Float(1 - fx)
                if k > 1 { diff[1] += w; diff[k] -= w }
                if k < nx { area[k] += w * Float(right - Double(k)) }
            }
            var run: Float = 0
            let row = out + j * nx
            for i in 0..<nx {
                run += diff[i]
                row[i] = UInt8(Swift.min(255, Swift.max(0, (area[i] + run) * 255 + 0.5)))
            }
        }
    }
}

/// Corner tiles by (radius, phase), kept across frames.
///
/// Phases are rounded to 1/64 pixel: the arc then sits at most 1/128
/// pixel from where the exact phase puts it (under 1/255 of coverage where
/// it meets the straight edges, which stay exact), and a layer moving by
/// fractions of a pixel finds its corners already cut after a few frames
/// instead of cutting four new ones every frame. Lookups hash; when the
/// cache is full, a clock hand evicts a tile not used since it last
/// passed, and never one of the last eight handed out (a caller may hold
/// a border's two shapes, eight corners, while it asks for more).
/// Tiles wider than `maxExtent` are not cached: such radii take the
/// sub-row path.
public final class CornerTileCache {
    public static let maxExtent = 66
    static let capacity = 4096
    /// Phase steps per pixel.
    static let phaseSteps = 64.0

    struct Key: Hashable {
        var radius: UInt64
        var fx: Int16, fy: Int16
    }

    struct Entry {
        var key: Key
        var nx: Int, ny: Int
        var data: UnsafeMutablePointer<UInt8>
        var bytes: Int
        var used: Bool
    }

    private var index: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var hand = 0
    private var last = Int.max
    /// The last eight tiles handed out, which the clock never takes: a
    /// caller may hold two shapes' corners (a border's outer and inner
    /// edges) while it asks for more.
    private var held = InlineArray<8, Int>(repeating: -1)
    private var heldHand = 0

    private func hold(_ k: Int) -> Int {
        held[heldHand] = k
        heldHand = (heldHand + 1) & 7
        return k
    }

    private func isHeld(_ k: Int) -> Bool {
        for i in 0..<8 where held[i] == k { return true }
        return false
    }
    private let area = UnsafeMutablePointer<Float>.allocate(capacity: 2 * (maxExtent + 1))
    public private(set) var misses = 0

    public init() {}

    deinit {
        for e in entries { e.data.deallocate() }
        area.deallocate()
    }

    /// The tile of a top-left corner of radius `r` at phase (`fx`, `fy`),
    /// both in 0..<1 (rounded to 1/64); nil when the radius is too large
    /// to cache.
    func tile(radius r: Double, phaseX fx: Double, phaseY fy: Double) -> CornerTile? {
        // A corner so far out that its phase is lost in the coordinate's
        // precision (a layer 1e18 points wide) has none: 0.
        let fx = fx >= 0 && fx < 1 ? fx : 0, fy = fy >= 0 && fy < 1 ? fy : 0
        let steps = Self.phaseSteps
        let qx = Swift.min(Swift.max(floorInt(fx * steps + 0.5), 0), Int(steps) - 1)
        let qy = Swift.min(Swift.max(floorInt(fy * steps + 0.5), 0), Int(steps) - 1)
        let px = Double(qx) / steps, py = Double(qy) / steps
        let nx = CornerCut.extent(radius: r, phase: px), ny = CornerCut.extent(radius: r, phase: py)
        guard nx <= Self.maxExtent, ny <= Self.maxExtent, nx > 0, ny > 0 else { return nil }
        let key = Key(radius: r.bitPattern, fx: Int16(qx), fy: Int16(qy))
        // Most shapes in a scene share their corners: the last tile first.
        if last < entries.count, entries[last].key == key {
            entries[last].used = true
            _ = hold(last)
            return CornerTile(cut: entries[last].data, columns: entries[last].nx, rows: entries[last].ny)
        }
        if let k = index[key] {
            last = hold(k)
            entries[k].used = true
            return CornerTile(cut: entries[k].data, columns: entries[k].nx, rows: entries[k].ny)
        }
        misses += 1
        if index.isEmpty { index.reserveCapacity(Self.capacity) } // one table, never rehashed
        let need = 3 * nx * ny
        let k: Int
        if entries.count < Self.capacity {
            entries.append(Entry(key: key, nx: nx, ny: ny, data: .allocate(capacity: need), bytes: need, used: true))
            k = entries.count - 1
        } else {
            // The clock: skip (and clear) recently used tiles, and never
            // take one a caller may still hold.
            while entries[hand].used || isHeld(hand) {
                entries[hand].used = false
                hand = (hand + 1) % entries.count
            }
            k = hand
            hand = (hand + 1) % entries.count
            index[entries[k].key] = nil
            if entries[k].bytes < need {
                entries[k].data.deallocate()
                entries[k].data = .allocate(capacity: need)
                entries[k].bytes = need
            }
            entries[k].key = key; entries[k].nx = nx; entries[k].ny = ny; entries[k].used = true
        }
        index[key] = k
        last = hold(k)
        let data = entries[k].data
        CornerCut.compute(radius: r, phaseX: px, phaseY: py, columns: nx, rows: ny, into: data, area: area)
        // The coverage a lone corner leaves in a whole row, as is and
        // mirrored for right-hand corners: whole-pixel shapes copy it.
        let n = nx * ny
        for j in 0..<ny {
            for i in 0..<nx {
                let c = 255 - data[j * nx + i]
                data[n + j * nx + i] = c
                data[2 * n + j * nx + (nx - 1 - i)] = c
            }
        }
        return CornerTile(cut: data, columns: nx, rows: ny)
    }
}

struct CornerTile {
    var cut: UnsafePointer<UInt8>
    var columns: Int
    var rows: Int
    var cover: UnsafePointer<UInt8> { cut + columns * rows }
    var coverMirrored: UnsafePointer<UInt8> { cut + 2 * columns * rows }

    init(cut: UnsafeMutablePointer<UInt8>, columns: Int, rows: Int) {
        self.cut = UnsafePointer(cut); self.columns = columns; self.rows = rows
    }
}
