/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`, in a surface's
/// coordinates (origin top-left, y down). Empty when either range is.
/// Clips, damage and blits are all expressed in it.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    @inlinable
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    public static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    @inlinable
    public var width: Int { Swift.max(0, x1 - x0) }
    @inlinable
    public var height: Int { Swift.max(0, y1 - y0) }
    @inlinable
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    @inlinable
    public func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: Swift.max(x0, o.x0), y0: Swift.max(y0, o.y0), x1: Swift.min(x1, o.x1), y1: Swift.min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    @inlinable
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: Swift.min(x0, o.x0), y0: Swift.min(y0, o.y0), x1: Swift.max(x1, o.x1), y1: Swift.max(y1, o.y1))
    }

    public func contains(x: Int, y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }

    /// The pixels touched by a real-valued box (any part of a pixel counts),
    /// clamped to `limit` so huge or non-finite boxes cost nothing.
    public static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double, within limit: PixelRect) -> PixelRect {
        // NaN fails `<`, so it gives the empty rect too.
        guard minX < maxX, minY < maxY else { return .empty }
        // Into the limit first: any double, infinities included, converts.
        // (Each rounding written out, not passed as a rule: a rule known
        // only at run time rounds through a call, a frame's planning
        // rounds every layer's box.)
        func clamped(_ v: Double, _ lo: Int, _ hi: Int) -> Double { Swift.min(Swift.max(v, Double(lo)), Double(hi)) }
        return PixelRect(x0: Int(clamped(minX, limit.x0, limit.x1).rounded(.down)),
                         y0: Int(clamped(minY, limit.y0, limit.y1).rounded(.down)),
                         x1: Int(clamped(maxX, limit.x0, limit.x1).rounded(.up)),
                         y1: Int(clamped(maxY, limit.y0, limit.y1).rounded(.up)))
            .intersection(limit)
    }

    public var description: String { "[\(x0),\(y0) \(width)x\(height)]" }
}

extension Surface {
    /// The whole surface as a rectangle.
    public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }
}

/// A distance in pixels as a whole number, rounded up: NaN is 0 and
/// anything past 2^30 (far beyond any surface) is 2^30, so enormous but
/// finite geometry never traps converting to `Int`.
@inlinable
public func pixelDistance(_ v: Double) -> Int {
    guard v > 0 else { return 0 }
    return v >= 1_073_741_824 ? 1_073_741_824 : Int(v.rounded(.up))
}

/// `v` rounded by `rule` as a pixel index clamped into `lo...hi`: any
/// double converts, NaN giving `lo`, so geometry far off the surface (or
/// not a number at all) never traps converting to `Int`.
@inlinable
public func clampedPixel(_ v: Double, _ lo: Int, _ hi: Int, _ rule: FloatingPointRoundingRule) -> Int {
    guard v > Double(lo) else { return lo }
    guard v < Double(hi) else { return hi }
    return Int(v.rounded(rule))
}
