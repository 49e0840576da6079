/// A view's window hooks, called down the subtree that moves, parents
/// before their subviews, as UIKit calls them.
extension UIView {
    /// The subtree hears that it will move to `newWindow` (parents first).
    func _windowWillChange(to newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for s in subviews { s._windowWillChange(to: newWindow) }
    }

    /// The subtree hears that it moved to a new window (parents first).
    func _windowDidChange() {
        didMoveToWindow()
        for s in subviews { s._windowDidChange() }
        if window != nil { _tintDidChangeSubtree() }
    }
}
