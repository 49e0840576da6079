/// Scan-converts paths into anti-aliased coverage with exact per-pixel area
/// (no supersampling): see AreaAccumulation.swift for the technique.
///
/// The work is bounded by the clip, never by the path: edges are clipped to
/// the part of `clip` the path's bounds touch (EdgeList.swift), and rows are
/// processed in bands of a few rows, so the accumulation buffer is a band's
/// worth of cells. Buffers are kept between calls; once they have grown to a
/// path's size, filling allocates nothing. Not thread-safe: use one
/// rasterizer per thread, and do not fill from inside a span callback.
///
/// Like every area-accumulating rasterizer (FreeType's, font-rs), it adds up
/// the signed areas inside a pixel before applying the fill rule. That is
/// exact wherever a pixel holds one region, which covers nearly all pixels;
/// where edges cross inside a pixel (a star's self-intersections, two
/// overlapping pieces of one path) the pixel gets a blend of the regions'
/// windings instead of their exact coverage, and where a +1 and a -1 region
/// meet inside one pixel they cancel.
public final class PathRasterizer {
    private var builder = EdgeBuilder()
    /// Edges ordered by the band they start in (a counting sort).
    private var sorted: [Edge] = []
    private var bandStarts: [Int] = []
    /// Indices into `sorted` of the edges reaching the current band.
    private var active: [Int] = []
    /// The band's signed-area cells, width + 2 per row; zero between uses.
    private var cells = ScratchBuffer<Float>()
    /// One bit per cell: which cells the band's edges wrote; zero between uses.
    private var marks = ScratchBuffer<UInt64>()
    /// Per band row, the first and last cell written (empty: max, min).
    private var rowLo = ScratchBuffer<Int>()
    private var rowHi = ScratchBuffer<Int>()
    /// One row's coverage bytes, handed to the span callback.
    private var coverage = ScratchBuffer<UInt8>()
    /// Set during `fill`, to catch a span callback filling again (it would
    /// overwrite the buffers being swept).
    private var isFilling = false

    /// Largest width or height of the region filled in one call; a clip
    /// beyond it is cut down (no surface is that large; see Surface.maxSide).
    public static let maxSide = 1 << 16
    /// Cells per band we aim for: 256 KB of them stays in a core's cache.
    static let bandCells = 1 << 16

    public init() {}

    deinit {
        cells.deallocate()
        marks.deallocate()
        rowLo.deallocate()
        rowHi.deallocate()
        coverage.deallocate()
    }

    /// Fills `path` under `rule`, calling `span(y, x, coverage)` once for each
    /// row, top to bottom, that has coverage inside `clip`: `coverage[i]`
    /// (0...255) belongs to pixel (x + i, y), and the run is trimmed of zeros
    /// at both ends. The buffer is only valid during the call. Subpaths are
    /// implicitly closed. Curves are flattened to `tolerance` pixels. A path
    /// with a NaN or infinite coordinate draws nothing.
    public func fill(_ path: RasterPath, rule: FillRule, clip: PixelRect,
                     tolerance: Double = defaultFlatteningTolerance,
                     _ span: (_ y: Int, _ x: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void) {
        precondition(!isFilling, "PathRasterizer.fill called from its own span callback")
        guard let b = path.bounds else { return }
        let limit = PixelRect(x0: clip.x0, y0: clip.y0,
                              x1: min(clip.x1, clip.x0 &+ Self.maxSide), y1: min(clip.y1, clip.y0 &+ Self.maxSide))
        let region = PixelRect.covering(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, within: limit)
        guard !region.isEmpty else { return }
        let width = region.width, height = region.height

        builder.reset(width: width, height: height)
        builder.add(path, originX: Double(region.x0), originY: Double(region.y0), tolerance: tolerance)
        guard !builder.edges.isEmpty else { return }

        let bandRows = max(1, min(height, Self.bandCells / (width + 2), 256))
        let bandCount = (height + bandRows - 1) / bandRows
        sortByBand(bandRows: bandRows, bandCount: bandCount)

        let stride = width + 2
        let markStride = (stride + 63) / 64
        cells.reserve(bandRows * stride, filledWith: 0)
        marks.reserve(bandRows * markStride, filledWith: 0)
        rowLo.reserve(bandRows, filledWith: .max)
        rowHi.reserve(bandRows, filledWith: .min)
        coverage.reserve(stride, filledWith: 0)
        let cells = cells.pointer, marks = marks.pointer
        let lo = rowLo.pointer, hi = rowHi.pointer, out = coverage.pointer
        let widthD = Double(width)

        active.removeAll(keepingCapacity: true)
        isFilling = true
        defer { isFilling = false }
        sorted.withUnsafeBufferPointer { sorted in
            for band in 0..<bandCount {
                let top = band * bandRows
                let rows = min(bandRows, height - top)
                let bottom = Double(top + rows)
                for i in bandStarts[band]..<bandStarts[band + 1] { active.append(i) }

                // Deposit every edge reaching the band; drop those ending in it.
                var kept = 0
                for k in 0..<active.count {
                    let i = active[k]
                    accumulate(sorted[i], bandTop: top, rows: rows, width: widthD, cells: cells, stride: stride,
                               marks: marks, markStride: markStride, rowLo: lo, rowHi: hi)
                    if sorted[i].y1 > bottom { active[kept] = i; kept += 1 }
                }
                active.removeLast(active.count - kept)

                // Sweep the rows, leaving cells, marks and ranges cleared.
                for r in 0..<rows where lo[r] <= hi[r] {
                    let run = sweep(cells: cells + r * stride, marks: marks + r * markStride, lo: lo[r], hi: hi[r],
                                    width: width, rule: rule, out: out)
                    let x = lo[r] + run.start
                    lo[r] = .max; hi[r] = .min
                    if run.count > 0 {
                        span(region.y0 + top + r, region.x0 + x,
                             UnsafeBufferPointer(start: out + run.start, count: run.count))
                    }
                }
            }
        }
    }

    /// Counting sort of the built edges by the band holding their top, so each
    /// band starts with a contiguous run of newly reached edges:
    /// `sorted[bandStarts[b] ..< bandStarts[b + 1]]`.
    private func sortByBand(bandRows: Int, bandCount: Int) {
        let edges = builder.edges
        // y0 < height always (edges are clipped), so the band is in range.
        func band(_ e: Edge) -> Int { min(Int(e.y0) / bandRows, bandCount - 1) }
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bandCount + 1))
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: edges) // sized; every slot is overwritten below
        bandStarts.withUnsafeMutableBufferPointer { starts in
            sorted.withUnsafeMutableBufferPointer { sorted in
                // Counts, then running totals: starts[b] = end of band b.
                for e in edges { starts[band(e)] += 1 }
                for b in 1..<bandCount { starts[b] += starts[b - 1] }
                starts[bandCount] = edges.count
                // Filling each band from its end back leaves starts[b] at
                // the band's start.
                for e in edges {
                    let b = band(e)
                    starts[b] -= 1
                    sorted[starts[b]] = e
                }
            }
        }
    }
}
