/// How the view tree changes underneath `insertSubview` and
/// `removeFromSuperview`: the subviews, the layers and the hooks, in
/// UIKit's order.
extension UIView {
    /// The work of `insertSubview(_:at:)` (its comment says what it does).
    func _insertSubview(_ view: UIView, at index: Int) {
        guard !isDescendant(of: view) else {
            _Diagnostics.report("UIView.insertSubview: a view cannot be added to itself or to one of its subviews; ignored")
            return
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            // A move among the same superview's subviews: no hooks.
            subviews.remove(at: old)
            let i = min(max(index > old ? index - 1 : index, 0), subviews.count)
            subviews.insert(view, at: i)
            placeLayer(of: view, at: i)
            return
        }
        let newWindow = window
        let windowChanges = view.window !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view._windowWillChange(to: newWindow) }
        view._detachFromSuperview()
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        placeLayer(of: view, at: i)
        view.didMoveToSuperview()
        didAddSubview(view)
        if windowChanges { view._windowDidChange() }
    }

    /// Takes the view out of its superview's subviews and layer, with no
    /// hooks (`insertSubview` and `removeFromSuperview` call them).
    func _detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }
}
