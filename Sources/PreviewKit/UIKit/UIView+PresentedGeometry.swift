/// Views where they are drawn this frame: touches land on what the user
/// sees, and a moving view is hit, and reports a touch's location, where
/// its presentation layer is, not where its model value already is.
/// (`hitTest(_:with:)` itself stays in the class body: subclasses override
/// it.)
extension UIView {
    /// While a touch is dispatched, hit testing converts points with the
    /// geometry on screen this frame.
    nonisolated(unsafe) static var hitTestsPresentation = false

    /// `point` from `view`'s coordinates into this view's, through the
    /// presentation geometry.
    func presentedConvert(_ point: CGPoint, from view: UIView) -> CGPoint {
        let mine = layer.presentation() ?? layer
        let theirs = view.layer.presentation() ?? view.layer
        return mine.convert(point, from: theirs)
    }
}
