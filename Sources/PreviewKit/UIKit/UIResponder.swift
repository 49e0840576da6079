/// UIKit's responder: an object that handles touches, or passes them on
/// to its `next` responder (a view's superview, or the view controller
/// whose view it is). `UIView` and `UIViewController` are responders.
open class UIResponder: NSObject {
    /// Where unhandled touches go next (nil: nowhere).
    open var next: UIResponder? { nil }

    // The first responder: the one object that gets typed keys first
    // (here, the preview window's key presses), before the responder chain.

    /// The app's first responder, if any (UIKit keeps one per window; a
    /// preview has one window that takes keys).
    nonisolated(unsafe) package static weak var firstResponder: UIResponder?

    /// Whether this object can take typed keys first. Default false;
    /// a subclass that handles presses says true.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object lets another become first responder. Default true.
    open var canResignFirstResponder: Bool { true }
    /// Whether this object is the first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes this object the first responder, when it can be one and the
    /// current one lets it go; true when it is one afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first responder status, when this object can; true when it
    /// is not the first responder afterwards.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.firstResponder = nil
        return true
    }

    /// Where a typed key goes first: the first responder, else `fallback`
    /// (the window's top view controller).
    package static func pressResponder(else fallback: UIResponder) -> UIResponder {
        firstResponder ?? fallback
    }

    /// Called when a touch goes down in this responder (a view); passes it to
    /// `next` unless overridden.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when a touch this responder began with moves; passes it to `next`
    /// unless overridden.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when a touch this responder began with lifts; passes it to `next`
    /// unless overridden.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when a touch is taken away (a gesture recognizer took it, or the
    /// pointer left the window); passes it to `next` unless overridden.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Called when a key goes down; the preview window sends typed keys to the
    /// top view controller. Passes them to `next` unless overridden.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Called when a key is released, right after `pressesBegan` here (the
    /// window reports typed characters). Passes them to `next` unless overridden.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Called when a value this object observes changes
    /// (`addObserver(_:forKeyPath:options:context:)`); an observer
    /// overrides it (declared on `NSObject` on iOS; here, where views and
    /// view controllers can override it). Not overridden, the change is
    /// reported, as Apple's `NSObject` raises then.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        _Diagnostics.report("\(type(of: self)).observeValue(forKeyPath:of:change:context:) received '\(keyPath ?? "")' "
            + "but does not handle it")
    }

    // UIKit's accessibility properties (declared on NSObject on iOS):
    // kept for code that sets and reads them; nothing here reads them out.

    /// Whether assistive technology treats the object as one element. Default false.
    open var isAccessibilityElement = false
    /// A short name for the element. Default nil.
    open var accessibilityLabel: String?
    /// What the element does. Default nil.
    open var accessibilityHint: String?
    /// The element's current value, as text. Default nil.
    open var accessibilityValue: String?
    /// What kind of element it is. Default none.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name for finding the element in tests. Default nil.
    open var accessibilityIdentifier: String?
    /// Whether assistive technology should ignore the element's siblings
    /// (a popup's view). Default false.
    open var accessibilityViewIsModal = false
    /// Whether the element and what it holds are hidden from assistive
    /// technology. Default false.
    open var accessibilityElementsHidden = false
    /// The elements it holds, in reading order. Default nil.
    open var accessibilityElements: [Any]?
    /// Where the element is on screen, in screen coordinates. Default: a
    /// view's bounds on screen, until set.
    open var accessibilityFrame: CGRect {
        get {
            if let f = accessibilityFrameSet { return f }
            guard let v = self as? UIView else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(v.bounds, in: v)
        }
        set { accessibilityFrameSet = newValue }
    }
    private var accessibilityFrameSet: CGRect?
    /// The element's outline on screen, when it is not its frame. Default nil.
    open var accessibilityPath: UIBezierPath?
    /// The object holding this element (its view, for an element a view
    /// lists in `accessibilityElements`). Default nil.
    open weak var accessibilityContainer: AnyObject?
    /// How many elements it holds: `accessibilityElements`' count by default.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of `accessibilityElements` (nil outside them).
    open func accessibilityElement(at index: Int) -> Any? {
        guard let all = accessibilityElements, all.indices.contains(index) else { return nil }
        return all[index]
    }
    /// Where `element` is in `accessibilityElements` (`NSNotFound` when absent).
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Assistive technology asks an adjustable element to step up: does
    /// nothing by default.
    open func accessibilityIncrement() {}
    /// Assistive technology asks an adjustable element to step down: does
    /// nothing by default.
    open func accessibilityDecrement() {}
    /// Assistive technology activates the element: false (not handled) by default.
    open func accessibilityActivate() -> Bool { false }
}

/// One finger on the screen: here, the mouse pointer with its button
/// down. It stays the same object from `touchesBegan` to `touchesEnded`.
open class UITouch: NSObject {
    /// The touch's current phase. Default `.began`.
    public internal(set) var phase: Phase = .began
    /// The view the touch began in (it keeps receiving the touch).
    public internal(set) weak var view: UIView?
    /// When the touch last changed, in seconds on the `CACurrentMediaTime()` clock.
    public internal(set) var timestamp: TimeInterval = 0
    /// Taps in quick succession: 2 for a press within 0.35 s and 20 points of
    /// the one before, otherwise 1. Default 1.
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

    /// The touch's position before its last move, in `view`'s coordinates (the
    /// root view's when nil).
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
    /// The event's kind: `.touches` for a touch event.
    open var type: EventType { .touches }
    /// When the event happened, in seconds on the `CACurrentMediaTime()` clock.
    open internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    /// The touches of the event: the one touch of the mouse.
    open var allTouches: Set<UITouch>? { touches }

    /// The event's touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }
}
