import Foundation

/// A relation between two layout attributes (UIKit's
/// `NSLayoutConstraint`): `first.attribute = multiplier × second.attribute
/// + constant` (or ≤, ≥). Active constraints place views whose
/// `translatesAutoresizingMaskIntoConstraints` is false when their
/// superview lays out (see `_ConstraintLayout` for what is solved).
open class NSLayoutConstraint: NSObject {
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
    /// Whether layout said once that its numbers cannot be used.
    var reportedBadValue = false

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

extension UILayoutPriority {
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}
