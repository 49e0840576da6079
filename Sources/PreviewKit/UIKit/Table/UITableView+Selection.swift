import Foundation

/// Selection: a touch highlights its row, lifting it selects the row (a
/// drag that scrolls takes the highlight away), the delegate asked and
/// told in UIKit's order; in code, `selectRow` and `deselectRow` change
/// the selection without asking or telling.
extension UITableView {
    /// The selected row (the first selected, when several are). Nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row (the others deselected unless several may be
    /// selected) and scrolls to it by `scrollPosition`. The delegate is not told.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selectedRows { deselectRow(at: ip, animated: animated) }
            return
        }
        loadIfNeeded()
        guard geometry.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for ip in selectedRows where ip != indexPath { deselectRow(at: ip, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none || !bounds.contains(rectForRow(at: indexPath)) {
            scroll(to: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row; `animated` fades its selected background out.
    /// The delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// A touch went down: the row under it highlights. False when the table does not take the touch.
    func rowTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard let t = touches.first, touchedRow == nil, allowsSelection || (isEditing && allowsSelectionDuringEditing),
              let ip = indexPathForRow(at: t.location(in: self)) else { return false }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return true }
        touchedRow = ip
        visible[ip]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: ip)
        return true
    }

    /// The touch lifted: the row under it is selected (or, where several
    /// may be, deselected if it was), the delegate asked and told.
    func rowTouchEnded() {
        guard let ip = touchedRow else { return }
        touchedRow = nil
        let d = tableDelegate
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedRows.contains(ip) {
            unhighlight(ip)
            guard let target = d.map({ $0.tableView(self, willDeselectRowAt: ip) }) ?? ip else { return }
            deselectRow(at: target, animated: false)
            d?.tableView(self, didDeselectRowAt: target)
            return
        }
        let target = d.map { $0.tableView(self, willSelectRowAt: ip) } ?? ip
        unhighlight(ip)
        guard let target, geometry.contains(target) else { return }
        if !multiple {
            for old in selectedRows where old != target {
                guard let gone = d.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
                deselectRow(at: gone, animated: false)
                d?.tableView(self, didDeselectRowAt: gone)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        visible[target]?.setSelected(true, animated: false)
        d?.tableView(self, didSelectRowAt: target)
    }

    /// The touch was taken by a drag: the highlight goes.
    func rowTouchCancelled() {
        guard let ip = touchedRow else { return }
        touchedRow = nil
        unhighlight(ip)
    }

    private func unhighlight(_ ip: IndexPath) {
        visible[ip]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
    }
}
