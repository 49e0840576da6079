import Foundation

/// UIKit's geometry in `NSValue` (NSValue+UIGeometry), the way animation
/// code passes points, sizes and rects as `fromValue` and `toValue`.
/// Foundation on Linux boxes these as its own point, size and rect
/// values, which animations and `setValue(_:forKey:)` take; affine
/// transforms, vectors and insets travel as their bytes tagged with their
/// C type (`_StructValue`).
extension NSValue {
    /// Boxes a point (as Foundation's point value on Linux).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size (as Foundation's size value on Linux).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle (as Foundation's rect value on Linux).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes a vector, as its bytes tagged `{CGVector=dd}`.
    public convenience init(cgVector vector: CGVector) {
        self.init(_replacing: { _StructValue(vector, objCType: "{CGVector=dd}") as! Self })
    }
    /// Boxes an affine transform, as its bytes tagged with its C type.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(_replacing: { _StructValue(transform, objCType: _affineTransformObjCType) as! Self })
    }
    /// Boxes edge insets, as their bytes tagged `{UIEdgeInsets=dddd}`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(_replacing: { _StructValue(insets, objCType: "{UIEdgeInsets=dddd}") as! Self })
    }

    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed vector; a zero vector when the value holds no vector.
    public var cgVectorValue: CGVector { _bytes(ifTypeStartsWith: "{CGVector", or: CGVector()) }
    /// The boxed affine transform; the identity when the value holds none.
    public var cgAffineTransformValue: CGAffineTransform { _bytes(ifTypeStartsWith: "{CGAffineTransform", or: .identity) }
    /// The boxed edge insets; `.zero` when the value holds none.
    public var uiEdgeInsetsValue: UIEdgeInsets { _bytes(ifTypeStartsWith: "{UIEdgeInsets", or: .zero) }
}

extension NSCoder {
    /// UIKit's string forms of geometry: `"{x, y}"`, `"{w, h}"`,
    /// `"{{x, y}, {w, h}}"` (NSStringFromCGPoint and friends).
    public static func string(for point: CGPoint) -> String { "{\(_format(point.x)), \(_format(point.y))}" }
    /// A size as `"{w, h}"`.
    public static func string(for size: CGSize) -> String { "{\(_format(size.width)), \(_format(size.height))}" }
    /// A rectangle as `"{{x, y}, {w, h}}"`.
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    /// An affine transform as `"[a, b, c, d, tx, ty]"`.
    public static func string(for transform: CGAffineTransform) -> String {
        "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(_format).joined(separator: ", "))]"
    }
    /// Edge insets as `"{top, left, bottom, right}"`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\([insets.top, insets.left, insets.bottom, insets.right].map(_format).joined(separator: ", "))}"
    }

    /// The geometry a string of that form holds (zero where it holds none).
    public static func cgPoint(for string: String) -> CGPoint {
        let n = _numbers(string)
        return n.count >= 2 ? CGPoint(x: n[0], y: n[1]) : .zero
    }
    /// The size in a `"{w, h}"` string; zero when it holds fewer than two numbers.
    public static func cgSize(for string: String) -> CGSize {
        let n = _numbers(string)
        return n.count >= 2 ? CGSize(width: n[0], height: n[1]) : .zero
    }
    /// The rectangle in a `"{{x, y}, {w, h}}"` string; zero when it holds
    /// fewer than four numbers.
    public static func cgRect(for string: String) -> CGRect {
        let n = _numbers(string)
        return n.count >= 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : .zero
    }
    /// The affine transform in an `"[a, b, c, d, tx, ty]"` string; the
    /// identity when it holds fewer than six numbers.
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = _numbers(string)
        return n.count >= 6 ? CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]) : .identity
    }
    /// The edge insets in a `"{top, left, bottom, right}"` string; zero when
    /// it holds fewer than four numbers.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = _numbers(string)
        return n.count >= 4 ? UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]) : .zero
    }

    /// Whole numbers without a fraction, as UIKit prints them ("{3, 4.5}").
    private static func _format(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }

    private static func _numbers(_ s: String) -> [CGFloat] {
        s.split(whereSeparator: { !"0123456789.-+eE".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
    }
}

/// A point as `"{x, y}"`; the same as `NSCoder.string(for:)`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
/// A size as `"{w, h}"`; the same as `NSCoder.string(for:)`.
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
/// A rectangle as `"{{x, y}, {w, h}}"`; the same as `NSCoder.string(for:)`.
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
/// The point in a `"{x, y}"` string (zero when there is none).
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
/// The size in a `"{w, h}"` string (zero when there is none).
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
/// The rectangle in a `"{{x, y}, {w, h}}"` string (zero when there is none).
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
