import Foundation

/// Batch updates and layout changes, animated as UIKit animates them:
/// over 0.3 s, easing in and out, each item on show moves from its old
/// attributes to its new ones; an inserted item starts from the layout's
/// `initialLayoutAttributesForAppearingItem` (by default where it ends,
/// faded out) and a deleted one ends at its
/// `finalLayoutAttributesForDisappearingItem` (by default where it was,
/// faded out).
extension UICollectionView {
    static let updateDuration: TimeInterval = 0.3

    /// Runs `updates` (insertions, deletions, moves, reloads) as one
    /// animated batch; `completion` when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        guard batchDepth == 0 else {
            if let completion { pendingCompletions.append(completion) }
            return
        }
        let u = pendingUpdates
        pendingUpdates = _ListUpdates()
        let completions = pendingCompletions + (completion.map { [$0] } ?? [])
        pendingCompletions = []
        apply(u, completions)
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { for ip in indexPaths { $0.insertedRows[ip] = .automatic } } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { for ip in indexPaths { $0.deletedRows[ip] = .automatic } } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { for ip in indexPaths { $0.reloadedRows[ip] = .automatic } } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) { record { for s in sections { $0.insertedSections[s] = .automatic } } }
    public func deleteSections(_ sections: IndexSet) { record { for s in sections { $0.deletedSections[s] = .automatic } } }
    public func reloadSections(_ sections: IndexSet) { record { for s in sections { $0.reloadedSections[s] = .automatic } } }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    private func record(_ change: (inout _ListUpdates) -> Void) {
        change(&pendingUpdates)
        if batchDepth == 0 { performBatchUpdates(nil) }
    }

    private func apply(_ u: _ListUpdates, _ completions: [(Bool) -> Void]) {
        if needsReload {
            setNeedsLayout()
            for c in completions { c(true) }
            return
        }
        let newCounts = currentCounts()
        let map: _ListUpdateMap
        switch _ListUpdateMap.make(old: counts, new: newCounts, u) {
        case .success(let m): map = m
        case .failure(let e):
            _Diagnostics.report("UICollectionView: invalid update: \(e.description.replacingOccurrences(of: "row", with: "item")); the view reloads instead")
            reloadData()
            for c in completions { c(false) }
            return
        }
        cancelAnimations()
        let layout = layoutObject
        // What the old layout says, around what is on show (for items that come into view).
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var before: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for a in layout.layoutAttributesForElements(in: around) ?? [] where a.representedElementCategory == .cell {
            before[a.indexPath] = a
        }
        counts = newCounts
        layout.prepare(forCollectionViewUpdates: updateItems(u, map))
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        selectedItems = selectedItems.compactMap(map.newIndexPath(for:))

        var staying: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(view: UICollectionReusableView, key: _ElementKey, end: UICollectionViewLayoutAttributes)] = []
        for (old, cell) in visibleCellsByPath {
            if let n = map.newIndexPath(for: old) {
                staying[n] = cell
            } else {
                let end = layout.finalLayoutAttributesForDisappearingItem(at: old) ?? faded(attributes(of: cell, old))
                leaving.append((cell, .init(category: .cell, kind: nil, indexPath: old), end))
            }
        }
        visibleCellsByPath = staying
        // Supplementary views: kept where their section survives, faded away otherwise.
        let oldSupplementary = visibleSupplementary
        visibleSupplementary = [:]
        for (key, v) in oldSupplementary {
            if key.category != .cell, let s = map.sections.indices.contains(key.indexPath.section) ? map.sections[key.indexPath.section] : nil {
                var k = key
                k.indexPath.section = s
                visibleSupplementary[k] = v
            } else {
                let end = faded(attributes(of: v, key.indexPath))
                leaving.append((v, key, end))
            }
        }
        let size = layout.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite { contentSize = size }
        let target = clampedOffset(layout.targetContentOffset(forProposedContentOffset: contentOffset))
        var area = bounds
        area.origin = target

        // Items coming into view start where they were, or where the layout says.
        let finals = (layout.layoutAttributesForElements(in: area) ?? []).filter { a in
            a.representedElementCategory != .cell || (counts.indices.contains(a.indexPath.section) && a.indexPath.item < counts[a.indexPath.section])
        }
        for a in finals where view(for: a.elementKey) == nil {
            guard let v = makeView(for: a) else { continue }
            var start = a
            if a.representedElementCategory == .cell {
                if let initial = layout.initialLayoutAttributesForAppearingItem(at: a.indexPath) {
                    start = initial
                } else if let old = map.oldIndexPath(for: a.indexPath), let b = before[old] {
                    start = b
                } else {
                    start = faded(a)
                }
            } else {
                start = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                    ofKind: a.representedElementKind ?? "", at: a.indexPath) ?? faded(a)
            }
            UIView.performWithoutAnimation { place(v, start) }
            show(v, a)
        }
        for l in leaving {
            if let bg = backgroundView, bg.superview === self { insertSubview(l.view, aboveSubview: bg) } else { sendSubviewToBack(l.view) }
            departingViews.append(l.view)
        }
        runningAnimations += 1
        let generation = animationGeneration
        UIView.animate(withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            if self.contentOffset != target { self.contentOffset = target }
            for a in finals { if let v = self.view(for: a.elementKey) { self.place(v, a) } }
            for (ip, cell) in self.visibleCellsByPath where !finals.contains(where: { $0.indexPath == ip && $0.representedElementCategory == .cell }) {
                if let a = layout.layoutAttributesForItem(at: ip) { self.place(cell, a) }
            }
            for l in leaving { self.place(l.view, l.end) }
            layout.finalizeCollectionViewUpdates()
        }, completion: { finished in
            guard generation == self.animationGeneration else {
                for c in completions { c(false) }
                return
            }
            self.runningAnimations = max(0, self.runningAnimations - 1)
            for l in leaving where self.departingViews.contains(where: { $0 === l.view }) {
                self.departingViews.removeAll { $0 === l.view }
                self.retire(l.view, l.key)
            }
            self.setNeedsLayout()
            for c in completions { c(finished) }
        })
    }

    /// The batch as the layout is told it.
    private func updateItems(_ u: _ListUpdates, _ map: _ListUpdateMap) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for s in u.deletedSections.keys.sorted() {
            items.append(.init(before: IndexPath(item: NSNotFound, section: s), after: nil, action: .delete))
        }
        for s in u.insertedSections.keys.sorted() {
            items.append(.init(before: nil, after: IndexPath(item: NSNotFound, section: s), action: .insert))
        }
        for s in u.reloadedSections.keys.sorted() {
            let ip = IndexPath(item: NSNotFound, section: s)
            items.append(.init(before: ip, after: ip, action: .reload))
        }
        for ip in u.deletedRows.keys.sorted() { items.append(.init(before: ip, after: nil, action: .delete)) }
        for ip in u.insertedRows.keys.sorted() { items.append(.init(before: nil, after: ip, action: .insert)) }
        for ip in u.reloadedRows.keys.sorted() { items.append(.init(before: ip, after: map.reloads[ip], action: .reload)) }
        for m in u.movedRows { items.append(.init(before: m.from, after: m.to, action: .move)) }
        return items
    }

    /// What is on show for a view now, as attributes.
    private func attributes(of v: UIView, _ ip: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: ip)
        a.center = v.center
        a.size = v.bounds.size
        a.transform3D = v.layer.transform
        a.alpha = v.alpha
        a.zIndex = Int(v.layer.zPosition)
        return a
    }

    /// The same attributes, faded out.
    private func faded(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let c = a.copy() as! UICollectionViewLayoutAttributes
        c.alpha = 0
        return c
    }

    /// Ends running animations at once: departing views go.
    func cancelAnimations() {
        guard runningAnimations > 0 || !departingViews.isEmpty else { return }
        animationGeneration &+= 1
        runningAnimations = 0
        for v in departingViews {
            v.layer.removeAllAnimations()
            v.removeFromSuperview()
            appliedAttributes[ObjectIdentifier(v)] = nil
            if let cell = v as? UICollectionViewCell, let id = cell.reuseIdentifier {
                reusableCells[id, default: []].append(cell)
            } else if let id = v.reuseIdentifier {
                reusableViews[id, default: []].append(v)
            }
        }
        departingViews = []
    }

    // MARK: Changing layouts

    /// Changes the layout; `animated` moves every item on show from its
    /// place in the old layout to its place in the new one.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// As `setCollectionViewLayout(_:animated:)`, with `completion` when the change is done.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = layoutObject
        guard layout !== old else { completion?(true); return }
        cancelAnimations()
        loadIfNeeded()
        old.prepareIfNeeded()
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let cells = visibleCellsByPath
        for c in cells.values { c.willTransition(from: old, to: layout) }
        layout.collectionView = self
        layoutObject = layout
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite { contentSize = size }
        let target = clampedOffset(layout.targetContentOffset(forProposedContentOffset: contentOffset))
        guard animated else {
            if contentOffset != target { contentOffset = target }
            for (ip, cell) in cells { if let a = layout.layoutAttributesForItem(at: ip) { place(cell, a) } }
            layout.finalizeLayoutTransition()
            old.collectionView = nil
            for c in cells.values { c.didTransition(from: old, to: layout) }
            setNeedsLayout()
            completion?(true)
            return
        }
        var area = bounds
        area.origin = target
        let finals = (layout.layoutAttributesForElements(in: area) ?? []).filter { view(for: $0.elementKey) == nil }
        for a in finals where a.representedElementCategory == .cell {
            guard let v = makeView(for: a) else { continue }
            let start = layout.initialLayoutAttributesForAppearingItem(at: a.indexPath)
                ?? old.layoutAttributesForItem(at: a.indexPath) ?? faded(a)
            UIView.performWithoutAnimation { place(v, start) }
            show(v, a)
        }
        runningAnimations += 1
        let generation = animationGeneration
        UIView.animate(withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            if self.contentOffset != target { self.contentOffset = target }
            for (ip, cell) in self.visibleCellsByPath {
                if let a = layout.layoutAttributesForItem(at: ip) { self.place(cell, a) }
            }
            for (key, v) in self.visibleSupplementary {
                let a = key.category == .supplementaryView
                    ? layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
                    : layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
                if let a { self.place(v, a) } else { v.alpha = 0 }
            }
            layout.finalizeLayoutTransition()
        }, completion: { finished in
            if generation == self.animationGeneration { self.runningAnimations = max(0, self.runningAnimations - 1) }
            old.collectionView = nil
            for c in cells.values { c.didTransition(from: old, to: layout) }
            self.setNeedsLayout()
            completion?(finished)
        })
    }
}
