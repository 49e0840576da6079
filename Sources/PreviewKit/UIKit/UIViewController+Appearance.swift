extension UIViewController {
    /// Tells the controller its view is about to appear (`isAppearing`
    /// true: `viewWillAppear`) or disappear (`viewWillDisappear`), as a
    /// custom container or transition does for the controllers it moves;
    /// `endAppearanceTransition()` completes it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _appearing = (isAppearing, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Completes the transition `beginAppearanceTransition(_:animated:)`
    /// began: `viewDidAppear` or `viewDidDisappear`. Without one begun, nothing.
    public func endAppearanceTransition() {
        guard let (appearing, animated) = _appearing else { return }
        _appearing = nil
        if appearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    }
}
