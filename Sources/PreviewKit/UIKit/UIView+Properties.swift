import Observation

/// The update-properties pass (iOS 26's `updateProperties()`): a view
/// sets its properties from its model there, and UIKit calls it again when
/// an `@Observable` object it read changes, as it tracks what a view reads.
/// Here the pass runs from the view's layout, just before
/// `layoutSubviews()`; the view controller's own comes first.
extension UIView {
    func _setNeedsPropertiesUpdate() {
        _needsPropertiesUpdate = true
        setNeedsLayout()
    }

    func _updatePropertiesIfNeeded() {
        guard _needsPropertiesUpdate else { return }
        _needsPropertiesUpdate = false
        withObservationTracking {
            viewController?.updateProperties()
            updateProperties()
        } onChange: { [view = _WeakView(self)] in
            // Told as the property is about to change, on the thread that
            // changes it, which for UIKit code is the thread its views live
            // on: the update waits for the next layout (this commit's, when
            // the change comes from layout code).
            view.view?._setNeedsPropertiesUpdate()
        }
    }
}

/// A view held weakly by the closure Observation keeps until the change.
private final class _WeakView: @unchecked Sendable {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
