import Foundation

/// A view's side of Auto Layout: its anchors, its constraints and layout
/// guides, and its content size preferences.
extension UIView {
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
    /// The first line's baseline (the bottom here).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The last line's baseline (the bottom here).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// The active constraints that relate this view.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Activates `constraint` (UIKit's older form).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates every constraint in `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates every constraint in `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The view's bounds inset by its `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { guide(.margins) }
    /// The view's bounds inset by its `safeAreaInsets` (none here: a
    /// window has no notch).
    public var safeAreaLayoutGuide: UILayoutGuide { guide(.safeArea) }

    /// The view's guide of `kind`, made once (constraints hold their
    /// items weakly; the view keeps its guides).
    private func guide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let g = autoLayout.guides.first(where: { $0.kind == kind }) { return g }
        let g = UILayoutGuide()
        g.owningView = self
        g.kind = kind
        autoLayout.guides.append(g)
        return g
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides.filter { $0.kind == .bounds } }

    /// Gives `layoutGuide` to this view (its rectangle is the view's bounds).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
    }
    /// Takes `layoutGuide` away from this view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
        autoLayout.guides.removeAll { $0 === layoutGuide }
    }

    /// How much the view resists growing past its intrinsic size on `axis`
    /// (default `.defaultLow`, 250).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis] = priority
        invalidateIntrinsicContentSize()
    }
    /// How much the view resists growing past its intrinsic size on `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis]
    }
    /// How much the view resists shrinking below its intrinsic size on
    /// `axis` (default `.defaultHigh`, 750).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                        for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis] = priority
        invalidateIntrinsicContentSize()
    }
    /// How much the view resists shrinking below its intrinsic size on `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compressionResistance[axis]
    }

    /// Runs `updateConstraints()` now when it was asked for (else it runs
    /// at the next layout, before `layoutSubviews()`).
    public func updateConstraintsIfNeeded() {
        guard autoLayout.constraintsNeedUpdate else { return }
        autoLayout.constraintsNeedUpdate = false
        autoLayout.constraintsUpdated = true
        updateConstraints()
    }
    /// Asks for `updateConstraints()` and the constraints to be applied at
    /// the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.constraintsNeedUpdate = true
        setNeedsLayout()
    }

    /// Before a layout: `updateConstraints()` when asked for, and, as UIKit
    /// does, once at the first layout of a view that uses Auto Layout (it
    /// takes part in constraints, or its class requires constraint-based
    /// layout), so a view that makes some of its constraints there
    /// (JJFloatingActionButton's items) gets them without asking.
    func _updateConstraintsBeforeLayout() {
        if !autoLayout.constraintsUpdated,
           !autoLayout.constraints.isEmpty || type(of: self).requiresConstraintBasedLayout {
            autoLayout.constraintsNeedUpdate = true
        }
        updateConstraintsIfNeeded()
    }
}

/// A view's Auto Layout state: the active constraints that relate it (or
/// one of its guides), and the guides it owns.
struct _AutoLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// `setNeedsUpdateConstraints()` asked for `updateConstraints()`.
    var constraintsNeedUpdate = false
    /// `updateConstraints()` has run once.
    var constraintsUpdated = false
    /// Content hugging and compression resistance.
    var hugging = _AxisPriorities(.defaultLow)
    var compressionResistance = _AxisPriorities(.defaultHigh)
}

/// A layout priority for each axis (stored inline: no array per view).
struct _AxisPriorities: Hashable {
    var horizontal, vertical: UILayoutPriority

    init(_ both: UILayoutPriority) { (horizontal, vertical) = (both, both) }

    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
