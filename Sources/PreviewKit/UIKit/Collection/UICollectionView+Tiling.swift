import Foundation

/// The items on show: at each layout the layout object is prepared if it
/// was invalidated, asked which elements meet the visible part, and each
/// gets a view (a cell from the data source, a supplementary view, a
/// decoration view) placed by its attributes; views whose elements left go
/// back for reuse.
extension UICollectionView {
    /// Asks the data source again: the views on show go back for reuse,
    /// the layout is prepared again, the selection cleared.
    func reloadAll() {
        cancelAnimations()
        needsReload = true
        for (ip, cell) in visibleCellsByPath { retire(cell, .init(category: .cell, kind: nil, indexPath: ip)) }
        for (key, v) in visibleSupplementary { retire(v, key) }
        visibleCellsByPath = [:]
        visibleSupplementary = [:]
        selectedItems = []
        layoutObject.needsPrepare = true
        setNeedsLayout()
    }

    /// Loads the counts if the data source has not been asked since it changed.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        counts = currentCounts()
        layoutObject.needsPrepare = true
    }

    /// Items per section, as the data source says now.
    func currentCounts() -> [Int] {
        guard let ds = dataSource else { return [] }
        let n = min(max(ds.numberOfSections(in: self), 0), UITableView.rowLimit)
        return (0..<n).map { s in
            let c = ds.collectionView(self, numberOfItemsInSection: s)
            if c < 0 || c > UITableView.rowLimit {
                _Diagnostics.report("UICollectionView: the data source gives \(c) items in section \(s); the view shows \(c < 0 ? 0 : UITableView.rowLimit)")
            }
            return min(max(c, 0), UITableView.rowLimit)
        }
    }

    func layoutItems() {
        loadIfNeeded()
        layoutObject.prepareIfNeeded()
        let size = layoutObject.collectionViewContentSize
        if contentSize != size, size.width.isFinite, size.height.isFinite { contentSize = size }
        backgroundView?.frame = bounds
        tile(in: shownArea)
    }

    /// Lays the items out now if the view changed since they were.
    func updateVisibleItemsNow() {
        guard !isTiling else { return }
        if needsReload || layer.needsLayout() { layoutIfNeeded() }
        if needsReload || layer.needsLayout() {
            layoutItems()
        }
    }

    /// The layout's elements in `area`, each with its view, placed.
    func tile(in area: CGRect) {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        let attributes = (layoutObject.layoutAttributesForElements(in: area) ?? []).filter(isValid)
        var wanted: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in attributes { wanted[a.elementKey] = a }
        if runningAnimations == 0 {
            for (ip, cell) in visibleCellsByPath where wanted[.init(category: .cell, kind: nil, indexPath: ip)] == nil {
                visibleCellsByPath[ip] = nil
                retire(cell, .init(category: .cell, kind: nil, indexPath: ip))
            }
            for (key, v) in visibleSupplementary where wanted[key] == nil {
                visibleSupplementary[key] = nil
                retire(v, key)
            }
        }
        for a in attributes {
            if let v = view(for: a.elementKey) {
                place(v, a)
            } else if let v = makeView(for: a) {
                UIView.performWithoutAnimation { place(v, a) }
                show(v, a)
            }
        }
    }

    /// Whether the attributes name an element the data has.
    private func isValid(_ a: UICollectionViewLayoutAttributes) -> Bool {
        guard a.representedElementCategory == .cell else { return true }
        let ip = a.indexPath
        return ip.count == 2 && counts.indices.contains(ip.section) && (0..<counts[ip.section]).contains(ip.item)
    }

    func view(for key: _ElementKey) -> UICollectionReusableView? {
        key.category == .cell ? visibleCellsByPath[key.indexPath] : visibleSupplementary[key]
    }

    /// A view for the element, from the data source (or, for a decoration, its registered class).
    func makeView(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let ds = dataSource else { return nil }
        var made: UICollectionReusableView?
        UIView.performWithoutAnimation {
            switch a.representedElementCategory {
            case .cell:
                let cell = ds.collectionView(self, cellForItemAt: a.indexPath)
                cell.isHighlighted = false
                cell.isSelected = selectedItems.contains(a.indexPath)
                made = cell
            case .supplementaryView:
                made = ds.collectionView(self, viewForSupplementaryElementOfKind: a.representedElementKind ?? "", at: a.indexPath)
            case .decorationView:
                let kind = a.representedElementKind ?? ""
                let key = "decoration\u{1}" + kind
                if let v = reusableViews[key]?.popLast() {
                    made = v
                } else {
                    let cls = layoutObject.decorationClasses[kind] ?? UICollectionReusableView.self
                    let v = cls == UICollectionReusableView.self ? UICollectionReusableView(frame: .zero)
                        : (LayerFactory.instance(of: cls) ?? UICollectionReusableView(frame: .zero))
                    v.reuseIdentifier = key
                    made = v
                }
            }
        }
        guard let v = made else { return nil }
        if v.superview === self, visibleCellsByPath.values.contains(where: { $0 === v }) || visibleSupplementary.values.contains(where: { $0 === v }) {
            _Diagnostics.report("UICollectionView: the data source gave item \(a.indexPath.item) of section \(a.indexPath.section) a view already on show; a blank one stands in")
            return a.representedElementCategory == .cell ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
        }
        return v
    }

    /// A new view on show: added, remembered, the delegate told.
    func show(_ v: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        insertSubview(v, at: backgroundView?.superview === self ? 1 : 0)
        if a.representedElementCategory == .cell, let cell = v as? UICollectionViewCell {
            visibleCellsByPath[a.indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
        } else {
            visibleSupplementary[a.elementKey] = v
            if a.representedElementCategory == .supplementaryView {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: v,
                                                   forElementKind: a.representedElementKind ?? "", at: a.indexPath)
            }
        }
    }

    /// Puts a view where its attributes say: centre, size, 3D transform,
    /// alpha, visibility and z-index, then hands it the attributes. As in
    /// UIKit, attributes equal to those the view last got are not applied
    /// again: what code did to the view meanwhile (an animation of its
    /// alpha and transform) stays.
    func place(_ v: UIView, _ a: UICollectionViewLayoutAttributes) {
        guard a.center.x.isFinite, a.center.y.isFinite, a.size.width.isFinite, a.size.height.isFinite else { return }
        let id = ObjectIdentifier(v)
        if let last = appliedAttributes[id], last.isEqual(a) { return }
        appliedAttributes[id] = a
        if v.center != a.center { v.center = a.center }
        if v.bounds.size != a.size { v.bounds = CGRect(origin: v.bounds.origin, size: a.size) }
        if !CATransform3DEqualToTransform(v.layer.transform, a.transform3D) { v.layer.transform = a.transform3D }
        if v.alpha != a.alpha { v.alpha = a.alpha }
        if v.isHidden != a.isHidden { v.isHidden = a.isHidden }
        if v.layer.zPosition != CGFloat(a.zIndex) { v.layer.zPosition = CGFloat(a.zIndex) }
        (v as? UICollectionReusableView)?.apply(a)
    }

    /// A view that left: off the view, into its queue, the delegate told.
    func retire(_ v: UICollectionReusableView, _ key: _ElementKey) {
        v.removeFromSuperview()
        appliedAttributes[ObjectIdentifier(v)] = nil
        if let cell = v as? UICollectionViewCell {
            if cell.isHighlighted { cell.isHighlighted = false }
            if let id = cell.reuseIdentifier { reusableCells[id, default: []].append(cell) }
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else {
            if let id = v.reuseIdentifier { reusableViews[id, default: []].append(v) }
            if key.category == .supplementaryView {
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: v,
                                                   forElementOfKind: key.kind ?? "", at: key.indexPath)
            }
        }
    }
}
