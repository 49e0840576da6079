import Observation

/// UIKit's observation tracking (iOS 26): what a view's `updateProperties()`,
/// `layoutSubviews()` (with its view controller's layout hooks) and
/// `draw(_:)` read of an `@Observable` object is watched, and a change
/// asks for that work again: `setNeedsUpdateProperties()`,
/// `setNeedsLayout()`, `setNeedsDisplay()`. The update-properties pass runs
/// from the view's layout, just before `layoutSubviews()`; the view
/// controller's own comes first.
extension UIView {
    /// The work a change of what it read asks for again.
    enum _TrackedWork: Sendable { case properties, layout, display }

    func _setNeedsPropertiesUpdate() {
        _needsPropertiesUpdate = true
        setNeedsLayout()
    }

    func _updatePropertiesIfNeeded() {
        guard _needsPropertiesUpdate else { return }
        _needsPropertiesUpdate = false
        _tracked(.properties) {
            viewController?.updateProperties()
            updateProperties()
        }
    }

    /// Runs `work`, watching the `@Observable` properties it reads.
    func _tracked(_ redo: _TrackedWork, _ work: () -> Void) {
        withObservationTracking(work) { [view = _WeakView(self)] in
            // Told as the property is about to change, on the thread that
            // changes it, which for UIKit code is the thread its views live
            // on: the work waits for the next pass (this commit's, when the
            // change comes from layout code).
            guard let v = view.view else { return }
            switch redo {
            case .properties: v._setNeedsPropertiesUpdate()
            case .layout: v.setNeedsLayout()
            case .display: v.setNeedsDisplay()
            }
        }
    }
}

/// A view held weakly by the closure Observation keeps until the change.
private final class _WeakView: @unchecked Sendable {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
