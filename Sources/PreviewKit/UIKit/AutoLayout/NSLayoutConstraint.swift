import Foundation

/// A relation between two layout attributes (UIKit's
/// `NSLayoutConstraint`): `first.attribute = multiplier × second.attribute
/// + constant` (or ≤, ≥). Active constraints place views whose
/// `translatesAutoresizingMaskIntoConstraints` is false when their
/// superview lays out (see `_ConstraintLayout` for what is solved).
open class NSLayoutConstraint: NSObject {
    /// What a constraint relates (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        /// `left`, `right`, `top`, `bottom`, `leading`, `trailing` (left and
        /// right here), `width`, `height`, `centerX`, `centerY`, the
        /// baselines (the bottom here), or none (a constant size).
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        /// The first line's baseline (the bottom here).
        case firstBaseline = 12
        /// No attribute: the other side is a constant.
        case notAnAttribute = 0
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        /// ≤, =, ≥.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The view or layout guide on the left of the relation.
    public private(set) weak var firstItem: AnyObject?
    /// Its attribute.
    public let firstAttribute: Attribute
    /// ≤, = or ≥.
    public let relation: Relation
    /// The view or layout guide on the right (nil for a constant size).
    public private(set) weak var secondItem: AnyObject?
    /// Its attribute (`.notAnAttribute` for a constant size).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// What is added; changing it lays the views out again.
    open var constant: CGFloat { didSet { invalidate() } }
    /// How much the constraint matters. Default `.required`; among
    /// equalities on one attribute, the highest priority wins.
    open var priority: UILayoutPriority = .required { didSet { invalidate() } }
    /// A name for debugging. Default nil.
    open var identifier: String?

    /// Whether the constraint takes part in layout. Default false;
    /// activating lays out the views it relates.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            active = newValue
            var views = [firstItem, secondItem].compactMap(_ConstraintLayout.view(of:))
            if views.count == 2, views[0] === views[1] { views.removeLast() }
            for v in views {
                if newValue { v.autoLayout.constraints.append(self) } else { v.autoLayout.constraints.removeAll { $0 === self } }
            }
            invalidate()
        }
    }
    private var active = false

    /// UIKit's designated form: `view1.attr1 (relation) multiplier ×
    /// view2.attr2 + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// The views it relates lay out again.
    private func invalidate() {
        guard active else { return }
        for v in [firstItem, secondItem].compactMap(_ConstraintLayout.view(of:)) {
            (v.superview ?? v).setNeedsLayout()
        }
    }
}

/// How much a constraint or a content size preference matters (UIKit's
/// `UILayoutPriority`, 1...1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1...1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250.
    public static let defaultLow = UILayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

/// The axes of a layout (UIKit's `NSLayoutConstraint.Axis`).
extension NSLayoutConstraint {
    /// Horizontal or vertical.
    public enum Axis: Int, Sendable {
        /// Across.
        case horizontal = 0
        /// Down.
        case vertical = 1
    }
}
