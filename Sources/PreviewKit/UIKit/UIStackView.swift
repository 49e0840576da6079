/// UIKit's stack (Apple's `UIStackView`): its arranged subviews laid out
/// in a row or a column, sized by their intrinsic sizes and the
/// distribution, placed across by the alignment. Hidden arranged views
/// take no room, so hiding one inside an animation block and laying the
/// stack out closes the gap smoothly, as on iOS. Layout is by frames
/// (UIKit's uses constraints; the arrangement is the same).
open class UIStackView: UIView {
    /// A row (`.horizontal`) or a column (`.vertical`). Default a row.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { relayout() } }
    /// How the views share the length. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { relayout() } }
    /// Where the views sit across. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { relayout() } }
    /// Points between neighbours. Default 0.
    open var spacing: CGFloat = 0 { didSet { relayout() } }
    /// Whether the views are laid out inside the layout margins. Default false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { relayout() } }
    /// The views the stack arranges, in order.
    open private(set) var arrangedSubviews: [UIView] = []

    /// A stack of `views` (added as subviews), in a row.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` at the end (and as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `stackIndex` (and adds it as a subview).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        relayout()
    }

    /// Stops arranging `view` (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        relayout()
    }

    /// A subview removed from the stack is no longer arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        relayout()
    }

    /// Sets the spacing after one view (the stack's spacing here).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { custom[ObjectIdentifier(arrangedSubview)] = spacing; relayout() }
    /// The spacing after `arrangedSubview`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { custom[ObjectIdentifier(arrangedSubview)] ?? spacing }
    private var custom: [ObjectIdentifier: CGFloat] = [:]

    private func relayout() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private var visible: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// A view's own size: its intrinsic size, or its size that fits when it has none.
    private func ownSize(_ v: UIView) -> CGSize {
        let i = v.intrinsicContentSize
        return CGSize(width: i.width == UIView.noIntrinsicMetric ? -1 : i.width,
                      height: i.height == UIView.noIntrinsicMetric ? -1 : i.height)
    }

    private func along(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func across(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }

    /// The sum of the views' lengths and the spacing, by the largest across.
    open override var intrinsicContentSize: CGSize {
        let views = visible
        var length: CGFloat = 0, thickness: CGFloat = 0
        for (i, v) in views.enumerated() {
            let s = ownSize(v)
            length += max(along(s), 0) + (i < views.count - 1 ? customSpacing(after: v) : 0)
            thickness = max(thickness, across(s))
        }
        let pad = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return axis == .horizontal
            ? CGSize(width: length + pad.left + pad.right, height: thickness + pad.top + pad.bottom)
            : CGSize(width: thickness + pad.left + pad.right, height: length + pad.top + pad.bottom)
    }

    /// Its intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the arranged views by the distribution and alignment.
    /// A stack view closes up (or opens) around an arranged subview that
    /// is hidden (or shown).
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visible
        guard !views.isEmpty else { return }
        let box = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let total = axis == .horizontal ? box.width : box.height, thick = axis == .horizontal ? box.height : box.width
        let gaps = views.dropLast().reduce(CGFloat(0)) { $0 + customSpacing(after: $1) }
        let lengths = self.lengths(views, room: total - gaps)
        var between = views.dropLast().map { customSpacing(after: $0) }
        if distribution == .equalSpacing || distribution == .equalCentering, views.count > 1 {
            let spare = total - lengths.reduce(0, +)
            between = Array(repeating: max(spare / CGFloat(views.count - 1), 0), count: views.count - 1)
        }
        var offset: CGFloat = 0
        for (i, v) in views.enumerated() {
            let own = across(ownSize(v))
            let t = alignment == .fill || own < 0 ? thick : min(own, thick)
            let cross: CGFloat
            switch alignment {
            case .fill, .leading, .firstBaseline: cross = 0
            case .center: cross = (thick - t) / 2
            case .trailing, .lastBaseline: cross = thick - t
            }
            v.frame = axis == .horizontal
                ? CGRect(x: box.minX + offset, y: box.minY + cross, width: lengths[i], height: t)
                : CGRect(x: box.minX + cross, y: box.minY + offset, width: t, height: lengths[i])
            offset += lengths[i] + (i < between.count ? between[i] : 0)
        }
    }

    /// Each view's length along the stack, sharing `room`.
    private func lengths(_ views: [UIView], room: CGFloat) -> [CGFloat] {
        let own = views.map { along(ownSize($0)) }
        switch distribution {
        case .fillEqually:
            return Array(repeating: max(room / CGFloat(views.count), 0), count: views.count)
        case .fillProportionally:
            let sum = own.reduce(0) { $0 + max($1, 0) }
            guard sum > 0 else { return Array(repeating: max(room / CGFloat(views.count), 0), count: views.count) }
            return own.map { max($0, 0) / sum * room }
        case .equalSpacing, .equalCentering:
            return own.map { max($0, 0) }
        case .fill:
            var l = own.map { max($0, 0) }
            let spare = room - l.reduce(0, +)
            let flexible = own.firstIndex { $0 < 0 } ?? views.count - 1
            l[flexible] = max(l[flexible] + spare, 0)
            return l
        }
    }
}

extension UIStackView.Alignment {
    /// At the top of a row (the same as `leading`).
    public static var top: UIStackView.Alignment { .leading }
    /// At the bottom of a row (the same as `trailing`).
    public static var bottom: UIStackView.Alignment { .trailing }
}
