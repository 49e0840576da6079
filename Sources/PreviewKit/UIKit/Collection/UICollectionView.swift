import Foundation

/// UIKit's collection view: items in sections, placed by a layout object
/// (`UICollectionViewFlowLayout`, or a subclass of
/// `UICollectionViewLayout` of your own), each a cell from the data
/// source made when its attributes meet the visible part and reused when
/// they leave (`UICollectionView+Tiling.swift`); batch updates and layout
/// changes animate the items between their old and new attributes
/// (`UICollectionView+Updates.swift`).
///
/// The collection view's `delegate` is the scroll view's: set a
/// `UICollectionViewDelegate` there.
open class UICollectionView: UIScrollView {
    /// The layout placing the items; setting it changes layout at once.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutObject }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var layoutObject: UICollectionViewLayout
    /// Where the items come from. Setting it reloads.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// A view behind the items, filling the view. Default nil.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether a tap selects an item. Default true.
    open var allowsSelection = true
    /// Whether taps select several items, a second tap deselecting. Default false.
    open var allowsMultipleSelection = false
    /// Kept: cells are made when they come into view here. Default true.
    open var isPrefetchingEnabled = true

    // MARK: State

    /// Items per section, as the data source last said.
    var counts: [Int] = []
    var needsReload = true
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [_ElementKey: UICollectionReusableView] = [:]
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    var reusableViews: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var viewClasses: [String: UICollectionReusableView.Type] = [:]
    var selectedItems: [IndexPath] = []
    var touchedItem: IndexPath?
    var pendingUpdates = _ListUpdates()
    var pendingCompletions: [(Bool) -> Void] = []
    var batchDepth = 0
    var animationGeneration = 0
    var departingViews: [UICollectionReusableView] = []
    var runningAnimations = 0
    var isTiling = false
    /// The attributes each view on show last got.
    var appliedAttributes: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]

    /// A collection view with `frame` whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutObject = layout
        super.init(frame: frame)
        layout.collectionView = self
        CATransaction.withoutActions { backgroundColor = .systemBackground }
    }

    /// A collection view with a flow layout, from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) {
        layoutObject = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutObject.collectionView = self
    }

    /// Scrolling moves the visible part: the items are laid out again, and
    /// the layout prepared again when it asks to be.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else { return }
            if layoutObject.shouldInvalidateLayout(forBoundsChange: newValue) { layoutObject.needsPrepare = true }
            super.bounds = newValue
            setNeedsLayout()
        }
    }

    /// Asks the data source again for everything and shows the items anew.
    open func reloadData() { reloadAll() }

    /// Shows the items that meet the visible part.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// A drag's stopping point, as the layout moves it (snapping layouts).
    override func proposedTarget(_ offset: CGPoint, velocity: CGPoint) -> CGPoint {
        layoutObject.targetContentOffset(forProposedContentOffset: offset, withScrollingVelocity: velocity)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedItem == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedItem == nil { super.touchesEnded(touches, with: event) } else { itemTouchEnded() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedItem == nil { super.touchesCancelled(touches, with: event) } else { itemTouchCancelled() }
    }

    // MARK: Registration and reuse

    /// Cells for `identifier` are made from `cellClass` (with its `init(frame:)`).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let c = cellClass as? UICollectionViewCell.Type else {
            _Diagnostics.report("UICollectionView.register: \(cellClass) is not a UICollectionViewCell subclass; '\(identifier)' is not registered")
            return
        }
        cellClasses[identifier] = c
    }

    /// Supplementary views of `elementKind` for `identifier` are made from `viewClass`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{1}" + identifier
        guard let viewClass else { viewClasses[key] = nil; return }
        guard let c = viewClass as? UICollectionReusableView.Type else {
            _Diagnostics.report("UICollectionView.register: \(viewClass) is not a UICollectionReusableView subclass; '\(identifier)' is not registered")
            return
        }
        viewClasses[key] = c
    }

    /// A cell that left, ready for reuse, else a new one of the class
    /// registered for `identifier`. An identifier never registered (UIKit
    /// raises an exception) is said once and gets a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let made: UICollectionViewCell
        if let cls = cellClasses[identifier] {
            made = cls == UICollectionViewCell.self ? UICollectionViewCell(frame: .zero)
                : (LayerFactory.instance(of: cls) ?? UICollectionViewCell(frame: .zero))
        } else {
            _Diagnostics.reportOnce("UICollectionView: no cell class registered for '\(identifier)' (register(_:forCellWithReuseIdentifier:)); a plain cell is used")
            made = UICollectionViewCell(frame: .zero)
        }
        made.reuseIdentifier = identifier
        return made
    }

    /// A supplementary view that left, ready for reuse, else a new one of the registered class.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{1}" + identifier
        if let v = reusableViews[key]?.popLast() {
            v.prepareForReuse()
            return v
        }
        let made: UICollectionReusableView
        if let cls = viewClasses[key] {
            made = cls == UICollectionReusableView.self ? UICollectionReusableView(frame: .zero)
                : (LayerFactory.instance(of: cls) ?? UICollectionReusableView(frame: .zero))
        } else {
            _Diagnostics.reportOnce("UICollectionView: no view class registered for kind '\(elementKind)' and '\(identifier)'; an empty view is used")
            made = UICollectionReusableView(frame: .zero)
        }
        made.reuseIdentifier = key
        return made
    }


    // MARK: Questions

    /// How many sections.
    public var numberOfSections: Int {
        loadIfNeeded()
        return counts.count
    }

    /// How many items `section` has.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cells on show (laid out first if the view has changed).
    public var visibleCells: [UICollectionViewCell] {
        updateVisibleItemsNow()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items on show.
    public var indexPathsForVisibleItems: [IndexPath] {
        updateVisibleItemsNow()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell on show for the item (nil when it is not on show).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        updateVisibleItemsNow()
        return visibleCellsByPath[indexPath]
    }

    /// The item a cell on show stands for.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item at `point` (content coordinates), by the layout's attributes.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        layoutObject.prepareIfNeeded()
        let hits = (layoutObject.layoutAttributesForElements(in: CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.alpha > 0 && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        layoutObject.prepareIfNeeded()
        return layoutObject.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary view on show of `elementKind` at `indexPath`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[_ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views on show of `elementKind`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.map(\.value)
    }

    /// Scrolls so the item is at `scrollPosition` (empty: the least scrolling that shows it).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let a = layoutAttributesForItem(at: indexPath) else {
            _Diagnostics.report("UICollectionView.scrollToItem: item \(indexPath.item) of section \(indexPath.section) is not in the view")
            return
        }
        let f = a.frame, b = bounds
        var o = contentOffset
        if scrollPosition.contains(.top) { o.y = f.minY }
        if scrollPosition.contains(.centeredVertically) { o.y = f.midY - b.height / 2 }
        if scrollPosition.contains(.bottom) { o.y = f.maxY - b.height }
        if scrollPosition.contains(.left) { o.x = f.minX }
        if scrollPosition.contains(.centeredHorizontally) { o.x = f.midX - b.width / 2 }
        if scrollPosition.contains(.right) { o.x = f.maxX - b.width }
        if scrollPosition.isEmpty {
            if f.minY < o.y { o.y = f.minY } else if f.maxY > o.y + b.height { o.y = f.maxY - b.height }
            if f.minX < o.x { o.x = f.minX } else if f.maxX > o.x + b.width { o.x = f.maxX - b.width }
        }
        setContentOffset(clampedOffset(o), animated: animated)
    }

    /// `o` within the content's edges.
    func clampedOffset(_ o: CGPoint) -> CGPoint {
        let i = adjustedContentInset
        let maxX = max(-i.left, contentSize.width + i.right - bounds.width)
        let maxY = max(-i.top, contentSize.height + i.bottom - bounds.height)
        return CGPoint(x: min(max(o.x, -i.left), maxX), y: min(max(o.y, -i.top), maxY))
    }
}
