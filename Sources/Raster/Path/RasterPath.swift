/// A path in device space: pixel units, origin top-left, y down.
///
/// Elements are stored flat, one verb byte each plus their coordinates in a
/// single `[Double]`, so a path can be cleared with
/// `removeAll(keepingCapacity: true)` and rebuilt every frame without
/// allocating.
///
/// Building follows CoreGraphics: a segment added while there is no current
/// point is ignored; after `close()` the current point is the closed
/// subpath's start, and the next segment opens a new subpath there.
/// Consecutive `move`s collapse into the last one (a lone move draws
/// nothing, and keeping them would let a path grow without drawing).
public struct RasterPath: Sendable, Equatable {
    public enum Element: Equatable, Sendable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quad(cx: Double, cy: Double, x: Double, y: Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        case close
    }

    enum Verb: UInt8, Sendable {
        case move, line, quad, cubic, close

        /// How many coordinates (not points) follow the verb.
        var coordinateCount: Int {
            switch self {
            case .move, .line: 2
            case .quad: 4
            case .cubic: 6
            case .close: 0
            }
        }
    }

    private(set) var verbs: [Verb] = []
    var coords: [Double] = []
    /// Where `close()` returns to.
    var startX = 0.0, startY = 0.0
    private enum State: Sendable { case empty, open, closed }
    private var state = State.empty

    public init() {}

    public var isEmpty: Bool { verbs.isEmpty }

    public mutating func removeAll(keepingCapacity: Bool) {
        verbs.removeAll(keepingCapacity: keepingCapacity)
        coords.removeAll(keepingCapacity: keepingCapacity)
        state = .empty
    }

    public mutating func move(to x: Double, _ y: Double) {
        if verbs.last == .move {
            coords[coords.count - 2] = x
            coords[coords.count - 1] = y
        } else {
            verbs.append(.move)
            coords.append(x); coords.append(y)
        }
        startX = x; startY = y
        state = .open
    }

    public mutating func line(to x: Double, _ y: Double) {
        guard beginSegment() else { return }
        verbs.append(.line)
        coords.append(x); coords.append(y)
    }

    public mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        guard beginSegment() else { return }
        verbs.append(.quad)
        coords.append(cx); coords.append(cy); coords.append(x); coords.append(y)
    }

    public mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        guard beginSegment() else { return }
        verbs.append(.cubic)
        coords.append(c1x); coords.append(c1y); coords.append(c2x); coords.append(c2y)
        coords.append(x); coords.append(y)
    }

    /// Closes the current subpath with a straight line to its start. Does
    /// nothing when there is no open subpath.
    public mutating func close() {
        guard state == .open else { return }
        verbs.append(.close)
        state = .closed
    }

    /// False when the segment has no current point to start from.
    private mutating func beginSegment() -> Bool {
        switch state {
        case .empty: return false
        case .open: return true
        case .closed:
            move(to: startX, startY)
            return true
        }
    }

    /// The box of every stored point, control points included; nil when the
    /// path is empty or holds a NaN or infinite coordinate (such a path
    /// draws nothing).
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard coords.count >= 2 else { return nil }
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        var i = 0
        while i + 1 < coords.count {
            let x = coords[i], y = coords[i + 1]
            guard x.isFinite, y.isFinite else { return nil }
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            i += 2
        }
        return (minX, minY, maxX, maxY)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        var c = 0
        for verb in verbs {
            switch verb {
            case .move: body(.move(x: coords[c], y: coords[c + 1]))
            case .line: body(.line(x: coords[c], y: coords[c + 1]))
            case .quad: body(.quad(cx: coords[c], cy: coords[c + 1], x: coords[c + 2], y: coords[c + 3]))
            case .cubic:
                body(.cubic(c1x: coords[c], c1y: coords[c + 1], c2x: coords[c + 2], c2y: coords[c + 3],
                            x: coords[c + 4], y: coords[c + 5]))
            case .close: body(.close)
            }
            c += verb.coordinateCount
        }
    }

    /// The elements as an array (for tests and debugging; allocates).
    public var elements: [Element] {
        var out: [Element] = []
        out.reserveCapacity(verbs.count)
        forEach { out.append($0) }
        return out
    }
}
