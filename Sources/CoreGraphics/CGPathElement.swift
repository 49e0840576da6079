/// Apple's element kinds, in Apple's order.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element as `applyWithBlock` hands it out: a type and its points
/// (1 for move and line, 2 for quad, 3 for cubic, 0 for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd
}

public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel
}

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
