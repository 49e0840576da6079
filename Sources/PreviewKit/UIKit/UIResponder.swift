/// UIKit's responder: an object that handles touches, or passes them on
/// to its `next` responder (a view's superview, or the view controller
/// whose view it is). `UIView` and `UIViewController` are responders.
open class UIResponder: NSObject {
    /// Where unhandled touches go next (nil: nowhere).
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
}

/// One finger on the screen: here, the mouse pointer with its button
/// down. It stays the same object from `touchesBegan` to `touchesEnded`.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase = .began
    /// The view the touch began in (it keeps receiving the touch).
    public internal(set) weak var view: UIView?
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount = 1
    /// The root view's coordinates of the touch now, and before its last move.
    var rootLocation: CGPoint = .zero
    var previousRootLocation: CGPoint = .zero
    weak var rootView: UIView?

    /// The touch's position in `view`'s coordinates (the root view's when
    /// nil), measured where the views are drawn this frame.
    open func location(in view: UIView?) -> CGPoint {
        convert(rootLocation, to: view)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousRootLocation, to: view)
    }

    private func convert(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let root = rootView else { return p }
        return view.presentedConvert(p, from: root)
    }
}

/// A touch event: the touches it carries.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    open var type: EventType { .touches }
    open internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    open var allTouches: Set<UITouch>? { touches }

    open func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }
}
