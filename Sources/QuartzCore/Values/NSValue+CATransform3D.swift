import Foundation

/// A `CATransform3D` in an `NSValue` (Apple's `NSValue(caTransform3D:)`),
/// as animation code passes transforms for `fromValue`, `toValue` and
/// keyframe `values`. Foundation on Linux has no such box; the value holds
/// the sixteen doubles tagged with the C type Apple's `@encode` gives, and
/// animations and `setValue(_:forKey:)` read it like the transform itself.
extension NSValue {
    public convenience init(caTransform3D t: CATransform3D) {
        var t = t
        self.init(bytes: &t, objCType: _transform3DObjCType)
    }

    /// The transform inside (the identity when the value holds none).
    public var caTransform3DValue: CATransform3D { _bytes(ifTypeStartsWith: "{CATransform3D", or: CATransform3DIdentity) }

    /// The value's bytes as a `T` when its C type starts with `prefix`,
    /// else `fallback`.
    package func _bytes<T>(ifTypeStartsWith prefix: String, or fallback: T) -> T {
        guard !(self is NSNumber), String(cString: objCType).hasPrefix(prefix) else { return fallback }
        var v = fallback
        withUnsafeMutableBytes(of: &v) { getValue($0.baseAddress!) }
        return v
    }
}

/// Apple's `@encode` of the two transform types.
package let _transform3DObjCType = "{CATransform3D=dddddddddddddddd}"
package let _affineTransformObjCType = "{CGAffineTransform=dddddd}"

/// A transform boxed in an NSValue (3D or affine), if that is what
/// `value` is.
func _nsValueTransform(_ value: Any?) -> CATransform3D? {
    guard let v = value as? NSValue, !(value is NSNumber) else { return nil }
    let type = String(cString: v.objCType)
    if type.hasPrefix("{CATransform3D") { return v.caTransform3DValue }
    if type.hasPrefix("{CGAffineTransform") {
        return CATransform3DMakeAffineTransform(v._bytes(ifTypeStartsWith: "{CGAffineTransform", or: CGAffineTransform.identity))
    }
    return nil
}
