import Foundation

/// A `CATransform3D` in an `NSValue` (Apple's `NSValue(caTransform3D:)`),
/// as animation code passes transforms for `fromValue`, `toValue` and
/// keyframe `values`. Foundation on Linux boxes only points, sizes, rects
/// and ranges (any other structure traps), so other structures travel in
/// `_StructValue`, an NSValue of their bytes tagged with the C type
/// Apple's `@encode` gives; animations and `setValue(_:forKey:)` read them
/// like the structure itself.
extension NSValue {
    /// Boxes `t` in an NSValue, as animation values for transform key paths
    /// are passed; `caTransform3DValue` reads it back.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(_replacing: { _StructValue(t, objCType: _transform3DObjCType) as! Self })
    }

    /// The transform inside (the identity when the value holds none).
    public var caTransform3DValue: CATransform3D { _bytes(ifTypeStartsWith: "{CATransform3D", or: CATransform3DIdentity) }

    /// The value's bytes as a `T` when its C type starts with `prefix`,
    /// else `fallback`.
    package func _bytes<T>(ifTypeStartsWith prefix: String, or fallback: T) -> T {
        guard let boxed = self as? _StructValue, boxed.typeName.hasPrefix(prefix),
              boxed.bytes.count == MemoryLayout<T>.size else { return fallback }
        var v = fallback
        withUnsafeMutableBytes(of: &v) { $0.copyBytes(from: boxed.bytes) }
        return v
    }
}

/// Lets an NSValue initializer stand in another instance (the way
/// Foundation's own class cluster does it).
package protocol _NSValueReplacing {
    init(_replacing make: () -> Self)
}

extension _NSValueReplacing {
    package init(_replacing make: () -> Self) { self = make() }
}

extension NSValue: _NSValueReplacing {}

/// A structure's bytes and C type in an NSValue.
package final class _StructValue: NSValue, @unchecked Sendable {
    package let bytes: [UInt8]
    package let typeName: String
    private let cType: UnsafeMutablePointer<CChar>

    package init<T>(_ value: T, objCType: String) {
        bytes = withUnsafeBytes(of: value) { Array($0) }
        typeName = objCType
        cType = strdup(objCType)!
        super.init()
    }

    package required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        typeName = String(cString: type)
        // Sizes of the types this class carries (all of doubles).
        let doubles = typeName.filter { $0 == "d" }.count
        bytes = Array(UnsafeRawBufferPointer(start: value, count: doubles * 8))
        cType = strdup(type)!
        super.init()
    }

    package required convenience init?(coder aDecoder: NSCoder) { nil }

    deinit { free(cType) }

    package override var objCType: UnsafePointer<Int8> { UnsafePointer(cType) }

    package override func getValue(_ value: UnsafeMutableRawPointer) {
        bytes.withUnsafeBytes { value.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }

    package override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? _StructValue else { return false }
        return o.typeName == typeName && o.bytes == bytes
    }

    package override var hash: Int { bytes.hashValue ^ typeName.hashValue }

    package override var description: String { "NSValue \(typeName)" }

    package override func encode(with aCoder: NSCoder) {}
}

/// Apple's `@encode` of the two transform types.
package let _transform3DObjCType = "{CATransform3D=dddddddddddddddd}"
package let _affineTransformObjCType = "{CGAffineTransform=dddddd}"

/// A transform boxed in an NSValue (3D or affine), if that is what
/// `value` is.
func _nsValueTransform(_ value: Any?) -> CATransform3D? {
    guard let v = value as? _StructValue else { return nil }
    if v.typeName.hasPrefix("{CATransform3D") { return v.caTransform3DValue }
    if v.typeName.hasPrefix("{CGAffineTransform") {
        return CATransform3DMakeAffineTransform(v._bytes(ifTypeStartsWith: "{CGAffineTransform", or: CGAffineTransform.identity))
    }
    return nil
}
