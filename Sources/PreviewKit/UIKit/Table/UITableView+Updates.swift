import Foundation

/// Rows and sections inserted, deleted, moved and reloaded, animated as
/// UIKit animates them: over 0.3 s, easing in and out, the rows that stay
/// slide to their new places, new rows come in from behind their
/// neighbours by their `RowAnimation` and old ones leave the same way;
/// calls between `beginUpdates()` and `endUpdates()` (or in
/// `performBatchUpdates`) animate together.
extension UITableView {
    /// How long an update's rows take to move.
    static let updateDuration: TimeInterval = 0.3

    /// Starts a batch: the changes until the matching `endUpdates()` animate together.
    public func beginUpdates() { updateDepth += 1 }

    /// Ends a batch: the data source is asked again and the changes animate
    /// (a batch with none still animates rows whose heights changed).
    public func endUpdates() { finishBatch(completion: nil) }

    /// Runs `updates` as one batch and calls `completion` when its animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        finishBatch(completion: completion)
    }

    private func finishBatch(completion: ((Bool) -> Void)?) {
        if let completion { pendingCompletions.append(completion) }
        if updateDepth > 0 { updateDepth -= 1 }
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates, completions = pendingCompletions
        pendingUpdates = _ListUpdates()
        pendingCompletions = []
        apply(updates, completions: completions)
    }

    /// Adds rows (index paths after the change).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for ip in indexPaths { $0.insertedRows[ip] = animation } }
    }

    /// Removes rows (index paths before the change).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for ip in indexPaths { $0.deletedRows[ip] = animation } }
    }

    /// Replaces rows with new cells from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for ip in indexPaths { $0.reloadedRows[ip] = animation } }
    }

    /// Moves a row; its cell slides to its new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Adds sections.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.insertedSections[s] = animation } }
    }

    /// Removes sections.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.deletedSections[s] = animation } }
    }

    /// Replaces sections' rows with new cells.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.reloadedSections[s] = animation } }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the rows on show, without animation
    /// or new cells (UIKit's `reconfigureRows`): their cells are handed to
    /// `cellForRowAt` again through `dequeueReusableCell`.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }

    private func record(_ change: (inout _ListUpdates) -> Void) {
        change(&pendingUpdates)
        if updateDepth == 0 { finishBatch(completion: nil) }
    }

    // MARK: Applying a batch

    private func apply(_ u: _ListUpdates, completions: [(Bool) -> Void]) {
        // Never shown, or about to be reloaded anyway: nothing to animate.
        if needsReload {
            setNeedsLayout()
            for c in completions { c(true) }
            return
        }
        let oldGeometry = geometry
        let oldCounts = geometry.rowCounts
        let newCounts = currentCounts()
        let map: _ListUpdateMap
        switch _ListUpdateMap.make(old: oldCounts, new: newCounts, u) {
        case .success(let m): map = m
        case .failure(let e):
            _Diagnostics.report("UITableView: invalid update: \(e); the table reloads instead")
            reloadData()
            for c in completions { c(false) }
            return
        }
        cancelUpdateAnimations()

        // What survives, where it goes.
        var measured: [IndexPath: CGFloat] = [:]
        for (old, h) in measuredHeights { if let n = map.newIndexPath(for: old) { measured[n] = h } }
        measuredHeights = measured
        selectedRows = selectedRows.compactMap(map.newIndexPath(for:))
        var staying: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, old: IndexPath, animation: RowAnimation)] = []
        for (old, cell) in visible {
            if let n = map.newIndexPath(for: old) {
                staying[n] = cell
            } else {
                leaving.append((cell, old, removalAnimation(for: old, u, oldCounts)))
            }
        }
        let oldHeaders = visibleHeaders, oldFooters = visibleFooters
        visibleHeaders = [:]
        visibleFooters = [:]
        for (s, v) in oldHeaders {
            if let n = map.sections[s], u.reloadedSections[s] == nil { visibleHeaders[n] = v } else { fadeAway(v, s, footer: false) }
        }
        for (s, v) in oldFooters {
            if let n = map.sections[s], u.reloadedSections[s] == nil { visibleFooters[n] = v } else { fadeAway(v, s, footer: true) }
        }

        // The new layout; the rows on show measured again (a batch with no
        // changes is how a cell that changed its content grows).
        geometry = loadedGeometry(counts: newCounts)
        for (ip, cell) in staying where automaticRows.contains(ip) { measure(cell, at: ip) }
        visible = staying
        contentSize = CGSize(width: bounds.width, height: geometry.height)
        let inset = adjustedContentInset
        let maxOffset = max(-inset.top, geometry.height + inset.bottom - bounds.height)

        // Rows coming into view: from where they were, or by their animation.
        var area = bounds
        area.origin.y = min(area.minY, maxOffset)
        var arriving: [(cell: UITableViewCell, alpha: CGFloat)] = []
        for ip in geometry.rows(from: area.minY, to: area.maxY) where visible[ip] == nil {
            guard let cell = makeCell(at: ip) else { continue }
            visible[ip] = cell
            if automaticRows.contains(ip) { measure(cell, at: ip) }
            let end = rectForRow(at: ip)
            var start = end
            var startAlpha: CGFloat = 1
            if let old = map.oldIndexPath(for: ip), let r = oldGeometry.row(old) {
                start.origin.y = r.y
            } else {
                let animation = insertionAnimation(for: ip, u, map, newCounts)
                let gap = gapInOldLayout(before: ip, map, oldGeometry) ?? end.minY
                start.origin.y = gap
                switch animation {
                case .right: start.origin.x += bounds.width; startAlpha = 0
                case .left: start.origin.x -= bounds.width; startAlpha = 0
                case .top: start.origin.y = gap - end.height
                case .bottom: start.origin.y = gap + end.height
                case .middle: start.origin.y = gap - end.height / 2; startAlpha = 0
                case .none: start = end
                case .fade, .automatic: startAlpha = 0
                }
            }
            UIView.performWithoutAnimation {
                place(cell, at: ip)
                cell.frame = start
                cell.alpha = startAlpha
            }
            insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
            arriving.append((cell, 1))
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        }
        contentSize = CGSize(width: bounds.width, height: geometry.height)

        // Leaving rows go behind the others; `.none` at once.
        var departing: [(cell: UITableViewCell, old: IndexPath, end: CGRect, alpha: CGFloat)] = []
        for l in leaving {
            guard l.animation != .none else { retire(l.cell, from: l.old); continue }
            let r = l.cell.frame
            var end = r
            var alpha: CGFloat = 1
            let gap = gapInNewLayout(after: l.old, map) ?? r.minY
            switch l.animation {
            case .right: end.origin.x += bounds.width; alpha = 0
            case .left: end.origin.x -= bounds.width; alpha = 0
            case .top: end.origin.y = gap - r.height
            case .bottom: end.origin.y = gap + r.height
            case .middle: end.origin.y = gap - r.height / 2; alpha = 0
            case .fade, .automatic, .none: alpha = 0
            }
            sendSubviewToBack(l.cell)
            if let bg = backgroundView, bg.superview === self { sendSubviewToBack(bg) }
            departing.append((l.cell, l.old, end, alpha))
            departingCells.append(l.cell)
        }

        runningUpdateAnimations += 1
        let generation = updateGeneration
        UIView.animate(withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                       animations: {
            for (ip, cell) in self.visible { self.place(cell, at: ip) }
            for a in arriving { a.cell.alpha = a.alpha }
            for d in departing {
                d.cell.frame = d.end
                d.cell.alpha = d.alpha
            }
            if self.contentOffset.y > maxOffset { self.contentOffset.y = maxOffset }
            self.tile()
        }, completion: { finished in
            guard generation == self.updateGeneration else {
                for c in completions { c(false) }
                return
            }
            self.runningUpdateAnimations = max(0, self.runningUpdateAnimations - 1)
            for d in departing where self.departingCells.contains(where: { $0 === d.cell }) {
                self.departingCells.removeAll { $0 === d.cell }
                d.cell.alpha = 1
                self.retire(d.cell, from: d.old)
            }
            self.setNeedsLayout()
            for c in completions { c(finished) }
        })
    }

    /// Ends the animations of earlier updates at once: their departing
    /// cells go, the others stay where they are going.
    func cancelUpdateAnimations() {
        guard runningUpdateAnimations > 0 || !departingCells.isEmpty else { return }
        updateGeneration &+= 1
        runningUpdateAnimations = 0
        for cell in departingCells {
            cell.layer.removeAllAnimations()
            cell.alpha = 1
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifier { reusableCells[id, default: []].append(cell) }
        }
        departingCells = []
    }

    /// A section's header or footer that went: faded, then off the table.
    private func fadeAway(_ v: UIView, _ section: Int, footer: Bool) {
        UIView.animate(withDuration: Self.updateDuration, animations: { v.alpha = 0 }, completion: { _ in
            v.alpha = 1
            self.retireHeaderFooter(v, section: section, footer: footer)
        })
    }

    /// Where a new row's gap was before the change: under the nearest row
    /// above it that was there, or under its section's header.
    private func gapInOldLayout(before ip: IndexPath, _ map: _ListUpdateMap, _ old: _TableGeometry) -> CGFloat? {
        var r = ip.row - 1
        while r >= 0 {
            if let o = map.oldIndexPath(for: IndexPath(row: r, section: ip.section)), let row = old.row(o) {
                return row.y + row.height
            }
            r -= 1
        }
        guard let s = map.sections.firstIndex(of: ip.section), s < old.numberOfSections else { return nil }
        return old.headerTop(s) + old.sections[s].header
    }

    /// Where a removed row's gap is after the change: under the nearest
    /// row above it that stayed, or under its section's header.
    private func gapInNewLayout(after old: IndexPath, _ map: _ListUpdateMap) -> CGFloat? {
        var r = old.row - 1
        while r >= 0 {
            if let n = map.newIndexPath(for: IndexPath(row: r, section: old.section)), let row = geometry.row(n) {
                return row.y + row.height
            }
            r -= 1
        }
        guard map.sections.indices.contains(old.section), let s = map.sections[old.section],
              s < geometry.numberOfSections else { return nil }
        return geometry.headerTop(s) + geometry.sections[s].header
    }

    // MARK: Which animation

    private func removalAnimation(for old: IndexPath, _ u: _ListUpdates, _ counts: [Int]) -> RowAnimation {
        if let a = u.deletedSections[old.section] { return resolved(a, wholeSection: true, inserting: false) }
        if let a = u.reloadedSections[old.section] { return a == .automatic ? .fade : a }
        if let a = u.reloadedRows[old] { return a == .automatic ? .fade : a }
        let a = u.deletedRows[old] ?? .fade
        guard a == .automatic else { return a }
        let rows = Set(u.deletedRows.keys.filter { $0.section == old.section }.map(\.row))
        return automatic(row: old.row, among: rows, count: counts[old.section], inserting: false)
    }

    private func insertionAnimation(for ip: IndexPath, _ u: _ListUpdates, _ map: _ListUpdateMap,
                                    _ counts: [Int]) -> RowAnimation {
        if let a = u.insertedSections[ip.section] { return resolved(a, wholeSection: true, inserting: true) }
        if let old = map.sections.firstIndex(of: ip.section), let a = u.reloadedSections[old] {
            return a == .automatic ? .fade : a
        }
        if let old = map.reloads.first(where: { $0.value == ip })?.key, let a = u.reloadedRows[old] {
            return a == .automatic ? .fade : a
        }
        let a = u.insertedRows[ip] ?? .fade
        guard a == .automatic else { return a }
        let rows = Set(u.insertedRows.keys.filter { $0.section == ip.section }.map(\.row))
        return automatic(row: ip.row, among: rows, count: counts[ip.section], inserting: true)
    }

    private func resolved(_ a: RowAnimation, wholeSection: Bool, inserting: Bool) -> RowAnimation {
        guard a == .automatic else { return a }
        return inserting ? .left : .right
    }

    /// UIKit's automatic choice for a row among `rows` changed in a
    /// section of `count` rows: a section emptied or filled fades; a run
    /// of rows at the section's end comes from (or goes to) the top, one
    /// at its start from the bottom; rows between others come from above
    /// and leave downward.
    private func automatic(row: Int, among rows: Set<Int>, count: Int, inserting: Bool) -> RowAnimation {
        guard UIView.areAnimationsEnabled, rows.count < count else { return .fade }
        var first = row, last = row
        while rows.contains(first - 1) { first -= 1 }
        while rows.contains(last + 1) { last += 1 }
        if last == count - 1 { return .top }
        if first == 0 { return first == last ? .bottom : .none }
        return inserting ? .top : .bottom
    }
}
