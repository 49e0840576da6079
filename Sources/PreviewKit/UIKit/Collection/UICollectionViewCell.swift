import Foundation

/// A view a collection view reuses (UIKit's `UICollectionReusableView`):
/// the base of cells and of headers, footers and decoration views. The
/// collection view places it by its layout attributes and hands them to
/// `apply(_:)`, where a subclass reads what a custom layout adds.
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    open internal(set) var reuseIdentifier: String?

    /// Called before the view is handed out again. Overrides call `super`.
    open func prepareForReuse() {}

    /// The layout's attributes for the view, after its frame, transform and
    /// alpha were set from them. Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like (a self-sizing cell changes the
    /// size). Default: the attributes given.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes { layoutAttributes }

    /// The collection view's layout is about to change from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The collection view's layout changed.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// UIKit's collection cell: a content view for the cell's own subviews,
/// backgrounds, and the selected and highlighted states the collection
/// view sets.
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes.
    open private(set) var contentView = UIView()
    /// A view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0); v.frame = bounds }
        }
    }
    /// A view behind the content while selected or highlighted. Default nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            showSelection()
        }
    }
    /// Whether the cell is selected; set by the collection view.
    open var isSelected = false { didSet { showSelection() } }
    /// Whether a touch is on the cell; set by the collection view.
    open var isHighlighted = false { didSet { showSelection() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func showSelection() {
        guard let v = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if v.superview !== self {
                v.frame = bounds
                insertSubview(v, belowSubview: contentView)
            }
        } else {
            v.removeFromSuperview()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// The cell's size for its item: its content view's constraints at
    /// the attributes' size, when it has them.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard contentView._hasConstrainedDescendant else { return layoutAttributes }
        let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        a.size = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        return a
    }
}
