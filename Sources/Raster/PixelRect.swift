/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`, in a surface's
/// coordinates (origin top-left, y down). Empty when either range is.
/// Clips, damage and blits are all expressed in it.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    public static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    public var width: Int { Swift.max(0, x1 - x0) }
    public var height: Int { Swift.max(0, y1 - y0) }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    public func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: Swift.max(x0, o.x0), y0: Swift.max(y0, o.y0), x1: Swift.min(x1, o.x1), y1: Swift.min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: Swift.min(x0, o.x0), y0: Swift.min(y0, o.y0), x1: Swift.max(x1, o.x1), y1: Swift.max(y1, o.y1))
    }

    public func contains(x: Int, y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }

    /// The pixels touched by a real-valued box (any part of a pixel counts),
    /// clamped to `limit` so huge or non-finite boxes cost nothing.
    public static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double, within limit: PixelRect) -> PixelRect {
        guard minX.isFinite || minX == -.infinity, maxX.isFinite || maxX == .infinity,
              !minX.isNaN, !minY.isNaN, !maxX.isNaN, !maxY.isNaN, minX < maxX, minY < maxY else { return .empty }
        func lo(_ v: Double, _ l: Int) -> Int { v <= Double(l) ? l : Int(v.rounded(.down)) }
        func hi(_ v: Double, _ h: Int) -> Int { v >= Double(h) ? h : Int(v.rounded(.up)) }
        return PixelRect(x0: lo(minX, limit.x0), y0: lo(minY, limit.y0), x1: hi(maxX, limit.x1), y1: hi(maxY, limit.y1))
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
