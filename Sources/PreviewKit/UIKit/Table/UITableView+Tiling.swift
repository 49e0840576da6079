import Foundation

/// The rows on show: at each layout (every scroll moves the bounds) the
/// table works out which rows meet the visible part, hands the rows that
/// left to the reuse queues and asks the data source for the rows that
/// came in; a row of automatic height is measured the first time its
/// cell is shown. Section headers follow, pinned at the top of a plain
/// table while their section passes under them.
extension UITableView {
    /// The table's layout: rows loaded if needed, then shown.
    func layoutRows() {
        loadIfNeeded()
        if (tableHeaderView?.frame.height ?? 0) != geometry.top || (tableFooterView?.frame.height ?? 0) != geometry.bottom {
            geometry = loadedGeometry(counts: geometry.rowCounts)
        }
        tile()
    }

    /// Lays the cells out now if the table changed since they were (what
    /// `visibleCells` and `cellForRow(at:)` answer from).
    func updateVisibleCellsNow() {
        guard !isTiling else { return }
        if needsReload || layer.needsLayout() { layoutIfNeeded() }
        if needsReload || layer.needsLayout() {
            // Not laid out by its superlayer (a table outside a window):
            // laid out here.
            loadIfNeeded()
            tile()
        }
    }

    /// Shows the rows, headers and footers that meet the visible part.
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        let width = bounds.width
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: geometry.top)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.height - geometry.bottom, width: width, height: geometry.bottom)
        backgroundView?.frame = bounds
        let area = shownArea
        var passes = 0, changed = false
        repeat {
            changed = false
            passes += 1
            let wanted = geometry.rows(from: area.minY, to: area.maxY)
            if runningUpdateAnimations == 0 {
                let keep = Set(wanted)
                for (ip, cell) in visible where !keep.contains(ip) {
                    visible[ip] = nil
                    retire(cell, from: ip)
                }
            }
            for ip in wanted where visible[ip] == nil {
                guard let cell = makeCell(at: ip) else { continue }
                visible[ip] = cell
                if automaticRows.contains(ip), measuredHeights[ip] == nil, measure(cell, at: ip) { changed = true }
                UIView.performWithoutAnimation { place(cell, at: ip) }
                insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
            }
        } while changed && passes < 4
        for (ip, cell) in visible { place(cell, at: ip) }
        let size = CGSize(width: width, height: geometry.height)
        if contentSize != size { contentSize = size }
        tileHeadersAndFooters(in: area)
    }

    /// A cell for the row from the data source, in its state.
    func makeCell(at ip: IndexPath) -> UITableViewCell? {
        guard let ds = dataSource else { return nil }
        var made: UITableViewCell?
        UIView.performWithoutAnimation {
            made = ds.tableView(self, cellForRowAt: ip)
        }
        guard var cell = made else { return nil }
        if visible.values.contains(where: { $0 === cell }) || departingCells.contains(where: { $0 === cell }) {
            _Diagnostics.report("UITableView: the data source gave row \(ip.row) of section \(ip.section) a cell already on show; a blank cell stands in")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        UIView.performWithoutAnimation {
            cell.setHighlighted(false, animated: false)
            cell.setSelected(selectedRows.contains(ip), animated: false)
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        }
        return cell
    }

    /// Puts the cell where its row is (by its centre and size, so a
    /// transform an animation gave the cell stays), with the table's separator.
    func place(_ cell: UITableViewCell, at ip: IndexPath) {
        let frame = rectForRow(at: ip)
        let center = CGPoint(x: frame.minX + cell.layer.anchorPoint.x * frame.width,
                             y: frame.minY + cell.layer.anchorPoint.y * frame.height)
        if cell.bounds.size != frame.size { cell.bounds = CGRect(origin: cell.bounds.origin, size: frame.size) }
        if cell.center != center { cell.center = center }
        let rows = geometry.numberOfRows(in: ip.section)
        let last = ip.row == rows - 1
        cell.tableSeparatorInset = separatorInset
        cell.showsSeparator = separatorStyle != .none && !(last && style != .plain)
        if let c = separatorColor?.cgColor, cell.separator.backgroundColor != c {
            CATransaction.withoutActions { cell.separator.backgroundColor = c }
        }
        if style == .insetGrouped {
            let first = ip.row == 0
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            CATransaction.withoutActions {
                cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
                cell.layer.maskedCorners = corners
                cell.layer.masksToBounds = !corners.isEmpty
            }
        }
    }

    /// A cell that left: off the table, into its queue, and the delegate told.
    func retire(_ cell: UITableViewCell, from ip: IndexPath) {
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if let id = cell.reuseIdentifier { reusableCells[id, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
    }

    // MARK: Headers and footers

    private func tileHeadersAndFooters(in area: CGRect) {
        let sections = geometry.sections(from: area.minY, to: area.maxY)
        for (s, v) in visibleHeaders where !sections.contains(s) {
            visibleHeaders[s] = nil
            retireHeaderFooter(v, section: s, footer: false)
        }
        for (s, v) in visibleFooters where !sections.contains(s) {
            visibleFooters[s] = nil
            retireHeaderFooter(v, section: s, footer: true)
        }
        for s in sections {
            let sec = geometry.sections[s]
            if sec.header > 0 {
                let frame = headerFrame(s)
                if let v = visibleHeaders[s] ?? makeHeaderFooter(s, footer: false, frame: frame) {
                    if v.frame != frame { v.frame = frame }
                    if v.superview !== self { addSubview(v) }
                }
            }
            if sec.footer > 0 {
                let frame = CGRect(x: 0, y: geometry.footerTop(s), width: bounds.width, height: sec.footer)
                if let v = visibleFooters[s] ?? makeHeaderFooter(s, footer: true, frame: frame) {
                    if v.frame != frame { v.frame = frame }
                    if v.superview !== self { addSubview(v) }
                }
            }
        }
    }

    /// Where a section's header is: in a plain table, held at the top of
    /// the visible part while its section passes under it.
    private func headerFrame(_ s: Int) -> CGRect {
        let sec = geometry.sections[s]
        let padding = style == .plain ? (sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : 22) : 0
        let h = max(0, sec.header - padding)
        var y = geometry.headerTop(s) + padding
        if style == .plain {
            let pinned = bounds.minY + adjustedContentInset.top
            y = max(y, min(pinned, geometry.sectionBottom(s) - sec.footer - h))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: h)
    }

    /// The section's header or footer view: the delegate's, else a view
    /// showing the data source's title.
    private func makeHeaderFooter(_ s: Int, footer: Bool, frame: CGRect) -> UIView? {
        var view: UIView? = footer ? madeFooters.removeValue(forKey: s) : madeHeaders.removeValue(forKey: s)
        if view == nil {
            view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: s)
                : tableDelegate?.tableView(self, viewForHeaderInSection: s)
        }
        if view == nil {
            let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s)
                : dataSource?.tableView(self, titleForHeaderInSection: s)
            guard let title else { return nil }
            let v = dequeueReusableHeaderFooterView(withIdentifier: UITableView.titleViewIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier)
            v.tableStyle = style
            v.isFooter = footer
            v.textLabel?.text = style == .plain || footer ? title : title.uppercased()
            v.backgroundColor = style == .plain && !footer ? .systemBackground : .clear
            view = v
        }
        guard let v = view else { return nil }
        if let hf = v as? UITableViewHeaderFooterView, hf.reuseIdentifier != UITableView.titleViewIdentifier {
            hf.tableStyle = style
            hf.isFooter = footer
        }
        UIView.performWithoutAnimation { v.frame = frame }
        addSubview(v)
        if footer {
            visibleFooters[s] = v
            tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: s)
        } else {
            visibleHeaders[s] = v
            tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: s)
        }
        return v
    }

    private static let titleViewIdentifier = "UITableView.title"

    func retireHeaderFooter(_ v: UIView, section: Int, footer: Bool) {
        v.removeFromSuperview()
        if let hf = v as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier {
            reusableHeaderFooters[id, default: []].append(hf)
        }
    }
}
