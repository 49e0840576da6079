/// Row-sized scratch memory for span work (coverage bytes, and float
/// accumulators twice a row long), allocated once and grown only when a wider row comes:
/// a frame in steady state allocates nothing.
public final class RowScratch {
    public private(set) var capacity = 0
    public private(set) var coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    public private(set) var coverage2 = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    public private(set) var accumulator = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    /// One row of premultiplied colours (what a shader writes).
    public private(set) var colors = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    /// Rounded-corner tiles, kept across frames by whoever owns the scratch.
    public let tiles = CornerTileCache()
    /// Fill and border corners, likewise.
    let corners = ShapeCornerCache()
    /// The bytes the fill and border corners hold (bounded: see
    /// `ShapeCornerCache.maxBytes`).
    package var cornerBytes: Int { corners.bytes }
    /// How many fill and border corners are kept.
    package var cornerCount: Int { corners.count }
    /// A layer's side columns with their two colours (see
    /// `Surface.fill(_:color:border:borderColor:clip:scratch:)`): too many
    /// for the stack.
    let edgeColumns = UnsafeMutablePointer<EdgeColumn>.allocate(capacity: 2 * ShapeCornerCache.maxExtent + 2)
    /// The small copy a wide blur works on (see `GaussianBlur.reductionFactor`).
    private var reduced: AlphaMask?

    /// A mask of at least `width` × `height` for a reduced blur, kept
    /// while large enough.
    func reducedMask(width: Int, height: Int) -> AlphaMask? {
        if let m = reduced, m.width >= width, m.height >= height { return m }
        reduced = AlphaMask(width: Swift.max(width, reduced?.width ?? 0), height: Swift.max(height, reduced?.height ?? 0))
        return reduced
    }

    public init(width: Int = 0) { reserve(width) }

    /// Room for rows of `width` pixels (plus one, for accumulators that
    /// spill past the last column).
    public func reserve(_ width: Int) {
        guard width + 1 > capacity else { return }
        let n = width + 1
        coverage.deallocate(); coverage2.deallocate(); accumulator.deallocate(); colors.deallocate()
        coverage = .allocate(capacity: n)
        colors = .allocate(capacity: n)
        coverage2 = .allocate(capacity: n)
        accumulator = .allocate(capacity: 2 * n)
        capacity = n
    }

    deinit {
        coverage.deallocate(); coverage2.deallocate(); accumulator.deallocate(); colors.deallocate()
        edgeColumns.deallocate()
    }
}
