import Foundation

/// What the table asks its data source and delegate for: how many
/// sections and rows, and how tall each row, header and footer is.
extension UITableView {
    /// The most rows a section may have: a data source answering more is
    /// said once and cut to it (a count that large is a mistake, and the
    /// table keeps a height for every row).
    static let rowLimit = 10_000_000

    /// What `reloadData()` does.
    func reloadAll() {
        cancelUpdateAnimations()
        needsReload = true
        for (ip, cell) in visible { retire(cell, from: ip) }
        visible = [:]
        for (s, v) in visibleHeaders { retireHeaderFooter(v, section: s, footer: false) }
        for (s, v) in visibleFooters { retireHeaderFooter(v, section: s, footer: true) }
        visibleHeaders = [:]
        visibleFooters = [:]
        selectedRows = []
        setNeedsLayout()
    }

    /// Asks again for every height (after a change that moves rows without
    /// changing what they are).
    func reloadHeights() {
        guard !needsReload else { return }
        geometry = loadedGeometry(counts: geometry.rowCounts)
        setNeedsLayout()
    }

    /// Loads the rows if the data source has not been asked since it changed.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        measuredHeights = [:]
        madeHeaders = [:]
        madeFooters = [:]
        geometry = loadedGeometry(counts: currentCounts())
    }

    /// The number of rows in each section, as the data source says now.
    func currentCounts() -> [Int] {
        guard let ds = dataSource else { return [] }
        let sections = ds.numberOfSections(in: self)
        return (0..<min(max(sections, 0), Self.rowLimit)).map { s in
            let n = ds.tableView(self, numberOfRowsInSection: s)
            if n > Self.rowLimit || n < 0 {
                _Diagnostics.report("UITableView: the data source gives \(n) rows in section \(s); the table shows \(n < 0 ? 0 : Self.rowLimit)")
            }
            return min(max(n, 0), Self.rowLimit)
        }
    }

    /// Every height for sections of `counts` rows: the delegate's, else
    /// the table's own; rows of automatic height at their measured height,
    /// or the estimate until they are shown.
    func loadedGeometry(counts: [Int]) -> _TableGeometry {
        automaticRows = []
        let d = tableDelegate
        var sections: [_TableGeometry.Section] = []
        sections.reserveCapacity(counts.count)
        for (s, n) in counts.enumerated() {
            var rows = [CGFloat](repeating: 0, count: n)
            for r in 0..<n {
                let ip = IndexPath(row: r, section: s)
                let h = d?.tableView(self, heightForRowAt: ip) ?? rowHeight
                if h >= 0, h.isFinite {
                    rows[r] = h
                } else if let m = measuredHeights[ip] {
                    automaticRows.insert(ip)
                    rows[r] = m
                } else {
                    automaticRows.insert(ip)
                    let e = d?.tableView(self, estimatedHeightForRowAt: ip) ?? estimatedRowHeight
                    rows[r] = e > 0 && e.isFinite ? e : 44
                }
            }
            sections.append(.init(header: headerHeight(s), footer: footerHeight(s), rows: rows))
        }
        return _TableGeometry(top: tableHeaderView?.frame.height ?? 0, sections: sections,
                              bottom: tableFooterView?.frame.height ?? 0)
    }

    /// A section header's height, with the room above it.
    private func headerHeight(_ s: Int) -> CGFloat {
        let title = dataSource?.tableView(self, titleForHeaderInSection: s)
        var h = tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
        if h < 0 || !h.isFinite {
            if let v = tableDelegate?.tableView(self, viewForHeaderInSection: s) {
                madeHeaders[s] = v
                h = fittedHeight(of: v)
            } else if title != nil {
                h = style == .plain ? 28 : 38
            } else {
                h = style == .plain ? 0 : (s == 0 ? 35 : 17.5)
            }
        }
        let padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : (style == .plain ? 22 : 0)
        return h > 0 && style == .plain ? h + padding : max(h, 0)
    }

    /// A section footer's height.
    private func footerHeight(_ s: Int) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        guard h < 0 || !h.isFinite else { return h }
        if let v = tableDelegate?.tableView(self, viewForFooterInSection: s) {
            madeFooters[s] = v
            return fittedHeight(of: v)
        }
        if dataSource?.tableView(self, titleForFooterInSection: s) != nil { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 17.5
    }

    /// A header or footer view's height at the table's width: its
    /// constraints' when it has them, else its frame's (28 when it has none).
    private func fittedHeight(of v: UIView) -> CGFloat {
        let view = (v as? UITableViewHeaderFooterView)?.contentView ?? v
        if view._hasConstrainedDescendant {
            return view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        }
        return v.frame.height > 0 ? v.frame.height : 28
    }

    /// Measures the cell on show for a row of automatic height and keeps
    /// its height; true when that changed the row's.
    @discardableResult
    func measure(_ cell: UITableViewCell, at ip: IndexPath) -> Bool {
        let h = measuredHeight(of: cell)
        measuredHeights[ip] = h
        guard h != geometry.row(ip)?.height else { return false }
        geometry.setHeight(h, of: ip)
        return true
    }

    /// The height the cell on show at `indexPath` needs, when its row's
    /// height is automatic.
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        let h = cell.systemLayoutSizeFitting(CGSize(width: rowWidth, height: UIView.layoutFittingCompressedSize.height),
                                             withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height
        return h.isFinite && h > 0 ? h : 44
    }

    // MARK: Questions about rows

    /// How many sections the table has.
    public var numberOfSections: Int {
        loadIfNeeded()
        return geometry.numberOfSections
    }

    /// How many rows `section` has.
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return geometry.numberOfRows(in: section)
    }

    /// The row's rectangle in the table's content (zero for a row not in the table).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard let r = geometry.row(indexPath) else { return .zero }
        return CGRect(x: rowInset, y: r.y, width: rowWidth, height: r.height)
    }

    /// The section's rectangle: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        let top = geometry.headerTop(section)
        return CGRect(x: 0, y: top, width: bounds.width, height: geometry.sectionBottom(section) - top)
    }

    /// The section header's rectangle (with the room above it in a plain table).
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return CGRect(x: 0, y: geometry.headerTop(section), width: bounds.width, height: geometry.sections[section].header)
    }

    /// The section footer's rectangle.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return CGRect(x: 0, y: geometry.footerTop(section), width: bounds.width, height: geometry.sections[section].footer)
    }

    /// The row at `point` (table coordinates), nil over anything else.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= rowInset, point.x < rowInset + rowWidth else { return nil }
        return geometry.indexPath(atY: point.y)
    }

    /// The rows that meet `rect` (table coordinates).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// The row a cell on show stands for (nil for a cell not on show).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The cell on show at `indexPath` (nil when the row is not on show).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateVisibleCellsNow()
        return visible[indexPath]
    }

    /// The cells on show, top to bottom (laid out first if the table has
    /// changed, as UIKit does, so a reload followed by this has them).
    public var visibleCells: [UITableViewCell] {
        updateVisibleCellsNow()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on show, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleCellsNow()
        return visible.keys.sorted()
    }

    /// The header view on show for `section`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on show for `section`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least
    /// scrolling that shows it), within the content's edges.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.contains(indexPath) else {
            _Diagnostics.report("UITableView.scrollToRow: row \(indexPath.row) of section \(indexPath.section) is not in the table")
            return
        }
        scroll(to: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
    }

    /// Scrolls the least distance that shows the selected row (or the first selected).
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let ip = selectedRows.min() { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    func scroll(to r: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let height = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = r.minY - inset.top
        case .middle: y = r.midY - inset.top - height / 2
        case .bottom: y = r.maxY - inset.top - height
        case .none:
            if r.minY < y + inset.top { y = r.minY - inset.top } else if r.maxY > y + inset.top + height { y = r.maxY - inset.top - height }
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), maxY)), animated: animated)
    }
}
