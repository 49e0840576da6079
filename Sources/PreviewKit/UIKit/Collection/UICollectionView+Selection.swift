import Foundation

/// Selection: a touch highlights its item, lifting it selects the item (a
/// drag that scrolls takes the highlight away), the delegate asked and
/// told; in code, `selectItem` and `deselectItem` do not ask or tell.
extension UICollectionView {
    /// The selected items; nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item (the others deselected unless several may be) and scrolls to it by `scrollPosition`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selectedItems { deselectItem(at: ip, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for ip in selectedItems where ip != indexPath { deselectItem(at: ip, animated: animated) } }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    func itemTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard allowsSelection, touchedItem == nil, let t = touches.first,
              let ip = indexPathForItem(at: t.location(in: self)) else { return false }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return true }
        touchedItem = ip
        visibleCellsByPath[ip]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
        return true
    }

    func itemTouchEnded() {
        guard let ip = touchedItem else { return }
        touchedItem = nil
        let d = collectionDelegate
        visibleCellsByPath[ip]?.isHighlighted = false
        d?.collectionView(self, didUnhighlightItemAt: ip)
        if selectedItems.contains(ip) {
            guard allowsMultipleSelection, d?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: false)
            d?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard d?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems {
                deselectItem(at: old, animated: false)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: ip, animated: false, scrollPosition: [])
        d?.collectionView(self, didSelectItemAt: ip)
    }

    func itemTouchCancelled() {
        guard let ip = touchedItem else { return }
        touchedItem = nil
        visibleCellsByPath[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }
}
