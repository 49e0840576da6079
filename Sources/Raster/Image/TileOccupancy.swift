/// Which 16 x 16 tiles of a picture hold anything other than transparent
/// black, each mark grown by one tile every way, so that a draw can pass
/// over the empty parts of a sparse picture without sampling them.
///
/// A bilinear tap reads a pixel and its right, lower and lower-right
/// neighbours; when the tile of the first one is marked empty, all four
/// lie in empty tiles (the marks are grown by a tile), so the sample is
/// transparent black, and transparent black drawn source-over or added
/// leaves the destination as it is: skipping it changes no pixel. A 3D
/// plane or rotated precomposition holding a few sparks over a
/// screen-sized region (lottie-ios's firework bursts) is mostly such tiles.
///
/// Kept and refilled by its owner (`update`), so a frame allocates nothing.
public final class TileOccupancy {
    static let shift = 4
    private var marks: UnsafeMutablePointer<UInt8>
    /// Each tile's pixels ORed together, before growing.
    private var raw: UnsafeMutablePointer<UInt32>
    private var capacity = 0
    /// Tiles across and down; tile (c, r) is at `marks[r * columns + c]`.
    private(set) var columns = 0, rows = 0
    /// The picture's size: the pixels marked are `0..<width` by `0..<height`.
    private(set) var width = 0, height = 0

    public init() {
        marks = .allocate(capacity: 1)
        raw = .allocate(capacity: 1)
        capacity = 1
    }

    deinit {
        marks.deallocate()
        raw.deallocate()
    }

    /// Marks the tiles of `surface`'s pixels `0..<width` by `0..<height`:
    /// those meeting `area` by what they hold, the rest (pixels not known
    /// to have been drawn or cleared) as occupied.
    public func update(from surface: Surface, width: Int, height: Int, area: PixelRect) {
        let width = min(width, surface.width), height = min(height, surface.height)
        self.width = width
        self.height = height
        columns = (width + 15) >> Self.shift
        rows = (height + 15) >> Self.shift
        let count = max(columns * rows, 1)
        if count > capacity {
            marks.deallocate()
            raw.deallocate()
            marks = .allocate(capacity: count)
            raw = .allocate(capacity: count)
            capacity = count
        }
        raw.update(repeating: 0, count: count)
        let scanned = area.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        for r in 0..<rows {
            for c in 0..<columns {
                let tile = PixelRect(x: c << Self.shift, y: r << Self.shift, width: 16, height: 16)
                    .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
                if tile.intersection(scanned) != tile { raw[r * columns + c] = 1 }
            }
        }
        // Row by row, each tile's pixels ORed together.
        for y in scanned.y0..<scanned.y1 {
            let line = surface.row(y), base = (y >> Self.shift) * columns
            var x = scanned.x0
            while x < scanned.x1 {
                let end = min((x | 15) + 1, scanned.x1)
                var any: UInt32 = 0
                for i in x..<end { any |= line[i] }
                raw[base + (x >> Self.shift)] |= any
                x = end
            }
        }
        // Grown by a tile each way.
        for r in 0..<rows {
            for c in 0..<columns {
                var any: UInt32 = 0
                for rr in max(r - 1, 0)...min(r + 1, rows - 1) {
                    for cc in max(c - 1, 0)...min(c + 1, columns - 1) { any |= raw[rr * columns + cc] }
                }
                marks[r * columns + c] = any != 0 ? 1 : 0
            }
        }
    }

    /// Whether the tile holding pixel (x, y), clamped into the picture,
    /// and its neighbours hold nothing.
    @inline(__always)
    public func isEmpty(_ x: Int, _ y: Int) -> Bool {
        let c = min(max(x >> Self.shift, 0), columns - 1), r = min(max(y >> Self.shift, 0), rows - 1)
        return marks[r &* columns &+ c] == 0
    }
}
