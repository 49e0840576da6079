/// One element as `applyWithBlock` hands it out: a type and its points
/// (1 for move and line, 2 for quad, 3 for cubic, 0 for close).
public struct CGPathElement {
    /// What the element does, which says how many `points` it has.
    public var type: CGPathElementType
    /// The element's points, in the path's coordinates: 1 for a move or line,
    /// 2 for a quadratic, 3 for a cubic, none for a close. Valid only during the walk.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` over `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element, with
/// the caller's `info` pointer.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
/// The closure `CGPath.applyWithBlock(_:)` calls for each element.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

/// The path's own storage: one enum case per element, points in user space.
package enum _PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The point the pen ends on (nil for close, whose end is the subpath start).
    public var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    public func applying(_ t: CGAffineTransform) -> _PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
