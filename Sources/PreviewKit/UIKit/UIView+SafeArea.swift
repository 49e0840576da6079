import Foundation

/// How far a window's safe area insets `insets` (its notch, status bar and
/// home indicator) reach into a view whose frame in the window is `frame`,
/// the window's bounds being `window`: each side's inset less the view's
/// distance from that edge, no less than zero and no more than the view.
func _safeAreaOverlap(of frame: CGRect, insets: UIEdgeInsets, in window: CGRect) -> UIEdgeInsets {
    UIEdgeInsets(top: max(0, min(frame.height, insets.top - (frame.minY - window.minY))),
                 left: max(0, min(frame.width, insets.left - (frame.minX - window.minX))),
                 bottom: max(0, min(frame.height, frame.maxY - (window.maxY - insets.bottom))),
                 right: max(0, min(frame.width, frame.maxX - (window.maxX - insets.right))))
}
