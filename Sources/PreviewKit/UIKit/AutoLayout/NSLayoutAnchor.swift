import Foundation

/// One attribute of a view or layout guide, from which constraints are
/// made (UIKit's `NSLayoutAnchor`): `a.leadingAnchor.constraint(equalTo:
/// b.leadingAnchor, constant: 8)`.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// This attribute equals `anchor`'s, plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// This attribute is at least `anchor`'s, plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                         constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// This attribute is at most `anchor`'s, plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                         constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal edge or centre (UIKit's `NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical edge, centre or baseline (UIKit's `NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height (UIKit's `NSLayoutDimension`), which can also be a
/// constant or a multiple of another.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This size equals `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// This size is at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// This size is at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// This size equals `m` × `anchor`'s, plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// This size is at least `m` × `anchor`'s, plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// This size is at most `m` × `anchor`'s, plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// A rectangle in a view that constraints can refer to (UIKit's
/// `UILayoutGuide`): the view's margins, its safe area, or one added with
/// `addLayoutGuide(_:)` (which is its whole bounds here).
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    open weak var owningView: UIView?
    /// A name for debugging. Default empty.
    open var identifier = ""
    /// Which inset of the view the guide takes.
    enum Kind { case bounds, margins, safeArea }
    var kind = Kind.bounds

    /// The guide's rectangle in its view's coordinates.
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        let inset: UIEdgeInsets = switch kind {
        case .bounds: .zero
        case .margins: v.layoutMargins
        case .safeArea: v.safeAreaInsets
        }
        return v.bounds.inset(by: inset)
    }

    /// The leading edge (the left here).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (the right here).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
