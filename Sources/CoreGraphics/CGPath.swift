/// An immutable graphics path, as Apple's `CGPath`.
///
/// The storage is a flat list of elements in user space. `CGMutablePath` is
/// the subclass that appends to it; every other operation (copying,
/// transforming, bounds, hit testing, the element walk) lives here.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    package internal(set) var _elements: [_PathElement] { didSet { _version &+= 1 } }
    /// Counts changes of `_elements` (a mutable path's), so what is kept
    /// from them (`_hitSegments`) knows when it is stale.
    var _version = 0
    /// The path flattened for `contains`, and the `_version` it was made
    /// at; read and written under `_hitTestLock`.
    var _hitSegments: (version: Int, points: [CGPoint])?

    init(_elements: [_PathElement]) {
        self._elements = _elements
    }

    /// A closed rectangle, its points mapped by `transform` (nil: as given).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(_elements: p._elements)
    }

    /// The ellipse inscribed in `rect` as a closed subpath of four cubics, its
    /// points mapped by `transform` (nil: as given).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(_elements: p._elements)
    }

    /// `rect` with quarter-ellipse corners `cornerWidth` by `cornerHeight`;
    /// corners too large for the rect are clamped to half its size, with a
    /// diagnostic. Points mapped by `transform` (nil: as given).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(_elements: p._elements)
    }

    // MARK: Copies

    /// A copy of the path; never nil.
    public func copy() -> CGPath? { CGPath(_elements: _elements) }

    /// A copy with every point mapped by `transform` (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(_elements: _transformedElements(transform?.pointee))
    }

    /// A mutable copy of the path; never nil.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(_elements: _elements) }

    /// A mutable copy with every point mapped by `transform` (nil: unchanged).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(_elements: _transformedElements(transform?.pointee))
    }

    func _transformedElements(_ t: CGAffineTransform?) -> [_PathElement] {
        guard let t, !t.isIdentity else { return _elements }
        return _elements.map { $0.applying(t) }
    }

    // MARK: Queries

    /// True when the path has no elements, not even a move.
    public var isEmpty: Bool { _elements.isEmpty }

    /// Where the next element would start: the last end point, or the
    /// subpath's start after a close; `.zero` for an empty path (Apple's value).
    public var currentPoint: CGPoint { _currentPoint ?? .zero }

    var _currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for e in _elements {
            switch e {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = e.endPoint
            }
        }
        return current
    }

    /// Whether the path is exactly one rectangle, and which.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var pts: [CGPoint] = []
        for (i, e) in _elements.enumerated() {
            switch (i, e) {
            case (0, .move(let p)): pts.append(p)
            case (1...3, .line(let p)): pts.append(p)
            case (4, .line(let p)) where p == pts[0]: break
            case (4, .close), (5, .close): break
            default: return false
            }
        }
        guard pts.count == 4 else { return false }
        let horizontalFirst = pts[0].y == pts[1].y && pts[1].x == pts[2].x && pts[2].y == pts[3].y && pts[3].x == pts[0].x
        let verticalFirst = pts[0].x == pts[1].x && pts[1].y == pts[2].y && pts[2].x == pts[3].x && pts[3].y == pts[0].y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = _boundingBox(of: pts)
        return true
    }

    /// Walks the elements as Apple's `applyWithBlock` does. The points
    /// pointer is valid only during the call.
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for e in _elements {
            var element = CGPathElement(type: .closeSubpath, points: buffer)
            switch e {
            case .move(let p): element.type = .moveToPoint; buffer[0] = p
            case .line(let p): element.type = .addLineToPoint; buffer[0] = p
            case .quad(let c, let p): element.type = .addQuadCurveToPoint; buffer[0] = c; buffer[1] = p
            case .cubic(let c1, let c2, let p):
                element.type = .addCurveToPoint; buffer[0] = c1; buffer[1] = c2; buffer[2] = p
            case .close: break
            }
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// The C-style walk, `CGPathApply(path, info, function)`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// True for the same elements in the same order; the same shape built
    /// another way is not equal.
    public static func == (l: CGPath, r: CGPath) -> Bool {
        l === r || l._elements == r._elements
    }

    /// Hashes the elements, as `==` compares them.
    public func hash(into h: inout Hasher) {
        h.combine(_elements)
    }

    /// The element count and bounding box, for debugging.
    public var description: String {
        "<CGPath \(_elements.count) elements \(boundingBoxOfPath)>"
    }
}

extension CGPath {
    /// A path over already-built elements (for interpolation in QuartzCore).
    package static func _with(_ elements: [_PathElement]) -> CGPath {
        CGPath(_elements: elements)
    }
}
