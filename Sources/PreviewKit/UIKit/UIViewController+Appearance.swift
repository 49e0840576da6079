extension UIViewController {

    /// Tells the controller its view is about to appear (`isAppearing`
    /// true: `viewWillAppear`) or disappear (`viewWillDisappear`), as a
    /// custom container or transition does for the controllers it moves;
    /// `endAppearanceTransition()` completes it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _appearing = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        _appearingChildren = childrenShownWithView
        for child in _appearingChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// The children that appear and disappear with this controller's view
    /// (UIKit forwards the appearance calls to them unless a container
    /// says it forwards them itself): those whose views are in its view.
    private var childrenShownWithView: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let own = viewIfLoaded else { return [] }
        return children.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: own) } ?? false }
    }

    /// Completes the transition `beginAppearanceTransition(_:animated:)`
    /// began: `viewDidAppear` or `viewDidDisappear`. Without one begun, nothing.
    public func endAppearanceTransition() {
        guard let (appearing, animated) = _appearing else { return }
        _appearing = nil
        if appearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
        let children = _appearingChildren
        _appearingChildren = []
        for child in children { child.endAppearanceTransition() }
    }
}
