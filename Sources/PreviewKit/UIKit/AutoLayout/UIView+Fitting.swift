import Foundation

/// UIKit's `systemLayoutSizeFitting`: the size a view's constraints give
/// it, which self-sizing table and collection cells are measured by.
extension UIView {
    /// The smallest size: fit toward it to find how small the constraints let a view be.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: fit toward it to find how large the constraints let a view be.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// UIView's `systemLayoutSizeFitting` (declared in the class, where
    /// it can be overridden): a view whose subviews are not placed by
    /// constraints answers its intrinsic size where it has one, else its
    /// current size.
    func _fittingSize(_ targetSize: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority) -> CGSize {
        guard _hasConstrainedDescendant else {
            let own = intrinsicContentSize
            return CGSize(width: own.width >= 0 ? own.width : bounds.width,
                          height: own.height >= 0 ? own.height : bounds.height)
        }
        updateConstraintsIfNeeded()
        return _ConstraintSystem.fittingSize(of: self, .init(target: targetSize, horizontal: horizontal, vertical: vertical))
    }

    /// Whether any view below this one is placed by constraints.
    var _hasConstrainedDescendant: Bool {
        var stack = subviews
        while let v = stack.popLast() {
            if _ConstraintSystem.isConstrained(v) { return true }
            stack += v.subviews
        }
        return false
    }
}
