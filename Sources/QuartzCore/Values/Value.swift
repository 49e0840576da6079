/// A property value in typed form. Values cross the public API as `Any?`
/// (Apple's shape); they are converted once into this enum, and the
/// per-frame code works on it without touching `Any`.
enum _Value {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(_Color?)
    case path(CGPath?)
    case bool(Bool)
    /// Three numbers (a value function's scale or translation).
    case vector3(CGFloat, CGFloat, CGFloat)
    /// A list of values interpolated element by element when the lengths
    /// match (a gradient's colours and locations, a dash pattern).
    case list([_Value])
    /// Anything interpolated discretely: contents, names, enums, arrays.
    case object(Any?)

    var number: CGFloat? { if case .number(let v) = self { return v }; return nil }
    var point: CGPoint? { if case .point(let v) = self { return v }; return nil }
    var size: CGSize? { if case .size(let v) = self { return v }; return nil }
    var rect: CGRect? { if case .rect(let v) = self { return v }; return nil }
    var transform: CATransform3D? { if case .transform(let v) = self { return v }; return nil }
    var bool: Bool? { if case .bool(let v) = self { return v }; return nil }
    var objectValue: Any? { if case .object(let v) = self { return v }; return nil }
    var list: [_Value]? { if case .list(let v) = self { return v }; return nil }

    /// Equality for the typed cases; objects compare by identity when they
    /// are classes and by `==` for the common value types.
    func isSame(as other: _Value) -> Bool { equals(other, pathsByIdentity: false) }

    /// Cheap sameness for per-frame checks: the same, but a path that is a
    /// different object counts as changed without comparing its points.
    @inline(__always)
    func isIdentical(to other: _Value) -> Bool { equals(other, pathsByIdentity: true) }

    private func equals(_ other: _Value, pathsByIdentity: Bool) -> Bool {
        switch (self, other) {
        case let (.number(a), .number(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.point(a), .point(b)): return a == b
        case let (.size(a), .size(b)): return a == b
        case let (.rect(a), .rect(b)): return a == b
        case let (.transform(a), .transform(b)): return a == b
        case let (.color(a), .color(b)): return a == b
        case let (.path(a), .path(b)): return pathsByIdentity ? a === b : a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.vector3(a0, a1, a2), .vector3(b0, b1, b2)): return a0 == b0 && a1 == b1 && a2 == b2
        case let (.list(a), .list(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.equals($1, pathsByIdentity: pathsByIdentity) }
        case let (.object(a), .object(b)): return _objectsEqual(a, b)
        default: return false
        }
    }
}

/// Loose equality for `Any?` values: nil, identical objects, or equal
/// values of a Hashable type.
func _objectsEqual(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case let (x?, y?):
        // Classes by identity; the type test first, since bridging a value
        // type to AnyObject allocates a box.
        if type(of: x) is AnyClass, type(of: y) is AnyClass {
            return (x as AnyObject) === (y as AnyObject)
        }
        if let xh = x as? AnyHashable, let yh = y as? AnyHashable { return xh == yh }
        return false
    }
}

/// What a key expects, which decides how an incoming `Any?` converts and
/// how a stored value is handed back out of `value(forKey:)`.
enum _ValueKind: Hashable {
    case cgFloat, float, double, bool
    /// A whole number (`Int`), stored as a number and rounded.
    case int
    case point, size, rect, transform
    case color, path
    /// One number or three (a value function's arguments).
    case vector3
    case cornerMask, edgeMask
    case gravity, contentsFormat, contentsFilter, cornerCurve, fillMode
    /// `[NSNumber]?` (a dash pattern, gradient locations).
    case numberArray
    /// A type of a layer class's own, which converts its values itself
    /// (`_ClassValue`).
    case classValue(_ClassValueType)
    case string
    case any
    case layer
    case layers
    case actions
    case dictionary

    var isNumber: Bool { self == .cgFloat || self == .float || self == .double || self == .int }

    /// The Swift type named in diagnostics.
    var typeName: String {
        switch self {
        case .cgFloat: return "CGFloat"
        case .float: return "Float"
        case .double: return "CFTimeInterval"
        case .bool: return "Bool"
        case .int: return "Int"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .transform: return "CATransform3D"
        case .color: return "CGColor?"
        case .path: return "CGPath?"
        case .vector3: return "[CGFloat] of 3"
        case .cornerMask: return "CACornerMask"
        case .edgeMask: return "CAEdgeAntialiasingMask"
        case .gravity: return "CALayerContentsGravity"
        case .contentsFormat: return "CALayerContentsFormat"
        case .contentsFilter: return "CALayerContentsFilter"
        case .cornerCurve: return "CALayerCornerCurve"
        case .fillMode: return "CAMediaTimingFillMode"
        case .numberArray: return "[NSNumber]?"
        case .classValue(let c): return c.type.typeName
        case .string: return "String?"
        case .any: return "Any?"
        case .layer: return "CALayer?"
        case .layers: return "[CALayer]?"
        case .actions: return "[String: CAAction]?"
        case .dictionary: return "[AnyHashable: Any]?"
        }
    }
}
