/// Insets of a rectangle's four edges (UIKit's `UIEdgeInsets`): positive
/// values move an edge inwards.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge, in points.
    public var top: CGFloat
    /// The inset of the left edge, in points.
    public var left: CGFloat
    /// The inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset of the right edge, in points.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// Insets of each edge, in points; positive values move the edge inwards.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    /// The four insets, as `UIEdgeInsets(top: …, left: …, bottom: …, right: …)`.
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension CGRect {
    /// The rect with each edge moved in by `insets` (UIKit's
    /// `UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

/// Insets of each edge, in points (the C-style constructor).
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `rect` with each edge moved in by `insets`; the same as `rect.inset(by:)`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// A horizontal and vertical offset (Apple's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat
    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}
