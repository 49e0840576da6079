import Foundation

/// UIKit's geometry in `NSValue` (NSValue+UIGeometry), the way animation
/// code passes points, sizes and rects as `fromValue` and `toValue`.
/// Foundation on Linux boxes these as its own point, size and rect
/// values, which animations and `setValue(_:forKey:)` take; affine
/// transforms, vectors and insets travel as their bytes tagged with their
/// C type (`_StructValue`).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgVector vector: CGVector) {
        self.init(_replacing: { _StructValue(vector, objCType: "{CGVector=dd}") as! Self })
    }
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(_replacing: { _StructValue(transform, objCType: _affineTransformObjCType) as! Self })
    }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(_replacing: { _StructValue(insets, objCType: "{UIEdgeInsets=dddd}") as! Self })
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    public var cgVectorValue: CGVector { _bytes(ifTypeStartsWith: "{CGVector", or: CGVector()) }
    public var cgAffineTransformValue: CGAffineTransform { _bytes(ifTypeStartsWith: "{CGAffineTransform", or: .identity) }
    public var uiEdgeInsetsValue: UIEdgeInsets { _bytes(ifTypeStartsWith: "{UIEdgeInsets", or: .zero) }
}

extension NSCoder {
    /// UIKit's string forms of geometry: `"{x, y}"`, `"{w, h}"`,
    /// `"{{x, y}, {w, h}}"` (NSStringFromCGPoint and friends).
    public static func string(for point: CGPoint) -> String { "{\(_format(point.x)), \(_format(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(_format(size.width)), \(_format(size.height))}" }
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public static func string(for transform: CGAffineTransform) -> String {
        "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(_format).joined(separator: ", "))]"
    }
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\([insets.top, insets.left, insets.bottom, insets.right].map(_format).joined(separator: ", "))}"
    }

    /// The geometry a string of that form holds (zero where it holds none).
    public static func cgPoint(for string: String) -> CGPoint {
        let n = _numbers(string)
        return n.count >= 2 ? CGPoint(x: n[0], y: n[1]) : .zero
    }
    public static func cgSize(for string: String) -> CGSize {
        let n = _numbers(string)
        return n.count >= 2 ? CGSize(width: n[0], height: n[1]) : .zero
    }
    public static func cgRect(for string: String) -> CGRect {
        let n = _numbers(string)
        return n.count >= 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : .zero
    }
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = _numbers(string)
        return n.count >= 6 ? CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]) : .identity
    }
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

public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
