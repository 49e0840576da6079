import Foundation

/// What places a collection view's elements (UIKit's
/// `UICollectionViewLayout`). A subclass computes its attributes in
/// `prepare()`, reports the content's size, and answers which elements
/// meet a rectangle and where one item goes; for updates and layout
/// changes it may say where appearing items start and disappearing
/// ones end. Every method here has UIKit's default.
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout places elements for (set when the
    /// layout is given to one).
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// The class of attributes the layout makes. Default `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Called before the layout is asked for attributes, after it was invalidated: compute them here.
    open func prepare() {}

    /// The size of the content. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that meets `rect`. Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view. Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether scrolling to `newBounds` changes the layout (a layout that
    /// transforms items by where they are in view says true). Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout as needing `prepare()` before it is asked again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// As `invalidateLayout()` (the context's details are not used here).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }

    /// Where the content stops after a drag that would stop at
    /// `proposedContentOffset` (a snapping layout moves it). Default the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where the content goes after an update or a layout change. Default the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The changes of a batch, before the layout is prepared for the data after it.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The batch's animations were set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears (inserted, or coming into view in an
    /// update or a layout change) starts. Default nil: where it ends, faded out.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears ends. Default nil: where it was, faded out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that appears starts. Default nil.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that disappears ends. Default nil.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The layout is about to be replaced by `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The layout is about to replace `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// A layout change's animations were set up.
    open func finalizeLayoutTransition() {}

    /// Decoration views of `elementKind` are made from `viewClass`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// Whether `prepare()` is due.
    var needsPrepare = true
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Prepares the layout if it was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

/// What changed, for `invalidateLayout(with:)` (kept: the whole layout is prepared again here).
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything changed. Always true here.
    open var invalidateEverything: Bool { true }
    /// Whether the data source's counts changed.
    open var invalidateDataSourceCounts: Bool { true }
}
