import Foundation

/// Places the subviews that `translatesAutoresizingMaskIntoConstraints`
/// leaves to constraints, when their superview lays out: the constraints
/// of the whole tree the superview is in are solved together
/// (`_ConstraintSystem`, over `_LinearSolver`), and the superview's
/// constrained subviews take the frames found.
enum _ConstraintLayout {
    /// The view a constraint item is or belongs to (a guide's owner).
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// Places `parent`'s constrained subviews.
    static func apply(in parent: UIView) {
        let views = parent.subviews.filter(_ConstraintSystem.isConstrained)
        guard !views.isEmpty else { return }
        var root = parent
        while let s = root.superview { root = s }
        // One solution serves every view of a layout pass: each superview
        // lays out its own subviews, and the tree's inputs are the same
        // for all of them unless something changed in between.
        let key = _ConstraintSystem.fingerprint(of: root)
        if last.root !== root || last.key != key {
            last.frames = _ConstraintSystem.frames(in: root)
            last.root = root
            last.key = key
        }
        let frames = last.frames
        for v in views { if let f = frames[ObjectIdentifier(v)] { place(v, f) } }
    }

    /// The last tree solved (not kept alive for it), what it was solved
    /// from, and its frames.
    private final class Solution {
        weak var root: UIView?
        var key = 0
        var frames: [ObjectIdentifier: CGRect] = [:]
    }
    nonisolated(unsafe) private static let last = Solution()

    /// Places `v` as UIKit's engine does: the rectangle the constraints
    /// give is set as `bounds.size` and `center`, the rectangle's middle,
    /// whatever the layer's anchor point (so a transformed view keeps its
    /// transform, and a re-anchored one is drawn shifted: code that moves
    /// a view's anchor point adds half its size to a constraint to make up
    /// for it, as FoldingCell does).
    static func place(_ v: UIView, _ frame: CGRect) {
        let size = v.bounds.size, center = v.center
        let newCenter = CGPoint(x: frame.midX, y: frame.midY)
        if frame.size != size { v.bounds = CGRect(origin: v.bounds.origin, size: frame.size) }
        if newCenter != center { v.center = newCenter }
    }
}
