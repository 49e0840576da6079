import Foundation

/// A drag that starts at an edge of the view (UIKit's
/// `UIScreenEdgePanGestureRecognizer`, measured here from the edge of the
/// view it is attached to, which for a navigation controller is the
/// window's): a touch that goes down more than 20 points in from `edges`
/// fails it.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a drag may start from. Default none (set one).
    open var edges: UIRectEdge = []

    /// How far in from an edge a drag may start.
    static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let view, let p = touch?.location(in: view) else { return }
        let b = view.bounds, w = Self.edgeWidth
        let near = (edges.contains(.left) && p.x - b.minX <= w) || (edges.contains(.right) && b.maxX - p.x <= w)
            || (edges.contains(.top) && p.y - b.minY <= w) || (edges.contains(.bottom) && b.maxY - p.y <= w)
        if !near { transition(to: .failed) }
    }
}
