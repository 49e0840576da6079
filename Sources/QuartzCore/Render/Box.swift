import Raster

/// An axis-aligned box in target pixels, in floating point: what a layer,
/// its shadow or its subtree can touch, before it is rounded out to whole
/// pixels. Infinite where a perspective sends a corner behind the eye;
/// `none` (inverted) touches nothing and is the start of a union.
struct _Box: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// Touches nothing: the identity of `union`.
    static let none = _Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    /// The whole plane (a corner went behind the eye).
    static let everything = _Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    /// True when it holds at least one point.
    var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    @inline(__always)
    func union(_ o: _Box) -> _Box {
        _Box(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    @inline(__always)
    func intersection(_ o: _Box) -> _Box {
        _Box(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    /// Grown by `d` on every side (a shadow's reach, an antialiased edge).
    @inline(__always)
    func outset(by d: Double) -> _Box {
        _Box(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }

    /// The whole pixels it touches, within `clip`.
    func pixels(within clip: PixelRect) -> PixelRect {
        PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: clip)
    }
}

extension _Box {
    /// The box of a pixel rect's edges.
    init(_ r: PixelRect) {
        self.init(minX: Double(r.x0), minY: Double(r.y0), maxX: Double(r.x1), maxY: Double(r.y1))
    }
}
