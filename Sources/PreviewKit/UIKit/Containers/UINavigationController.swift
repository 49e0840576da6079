import CoreGraphics
import Foundation
import QuartzCore

/// What a navigation controller asks and tells the object that watches it
/// (Apple's `UINavigationControllerDelegate`; every method has a default).
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `viewController` is about to be shown on top.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// `viewController` is now on top.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of a push or pop (nil: the default slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller driving `animationController` (nil: none).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A stack of view controllers, the top one shown under a navigation bar
/// (Apple's `UINavigationController`). A push slides the new controller
/// in from the right over 0.35 s while the old one moves a third of the
/// way left under a dimming shade, and the bar's title cross-fades; a pop
/// is the reverse. The delegate may give an animator of its own. The
/// appearance methods come in UIKit's order. A drag from the left edge
/// pops interactively: the slide follows the finger and, let go, finishes
/// or goes back by how far and how fast it went
/// (`UINavigationController+InteractivePop.swift`).
open class UINavigationController: UIViewController {
    /// A change of the stack, as the delegate's animator is told.
    public enum Operation: Int, Sendable { case none, push, pop }

    /// The default transition's length.
    static let transitionDuration: TimeInterval = 0.35

    /// The bar along the top.
    open private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        return bar
    }()

    /// Asked for animators, told what is shown.
    open weak var delegate: UINavigationControllerDelegate?

    private var stack: [UIViewController] = []
    /// A push or pop under way: others wait for it to end (UIKit ignores them).
    private(set) var transitioning = false

    /// The drag from the left edge that pops the top controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }
    lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
        let pan = UIScreenEdgePanGestureRecognizer { [weak self] in self?.edgePanned($0) }
        pan.edges = .left
        return pan
    }()
    /// What the edge drag drives while it pops.
    var popDriver: UIPercentDrivenInteractiveTransition?

    /// A stack of one: `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: the top one, or what it presents.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false { didSet { navigationBar.isHidden = isNavigationBarHidden; viewIfLoaded?.setNeedsLayout() } }
    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    open override func loadView() {
        super.loadView()
        view.addSubview(navigationBar)
        view.addGestureRecognizer(edgePan)
        if let top = topViewController { install(top) }
        updateBar(animated: false)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, h = UINavigationBar.barHeight + view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: 0, width: b.width, height: h)
        view.bringSubviewToFront(navigationBar)
        if !transitioning, let top = topViewController { top.view.frame = contentFrame }
    }

    /// Where the top controller's view goes: below the bar.
    var contentFrame: CGRect {
        let b = view.bounds, top = isNavigationBarHidden ? 0 : UINavigationBar.barHeight + view.safeAreaInsets.top
        return CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top))
    }

    // MARK: Changing the stack

    /// Pushes `viewController` on top (refused if it is in the stack).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            _Diagnostics.report("UINavigationController.pushViewController: \(type(of: viewController)) is already in the stack; ignored")
            return
        }
        guard !transitioning else { return }
        let from = topViewController
        addChild(viewController)
        stack.append(viewController)
        change(from: from, to: viewController, operation: .push, animated: animated) {
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller and returns it (nil at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, !transitioning else { return nil }
        return popTo(stack.count - 2, animated: animated).first
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1, !transitioning else { return nil }
        return popTo(0, animated: animated)
    }

    /// Pops every controller above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }), !transitioning else { return nil }
        return i == stack.count - 1 ? [] : popTo(i, animated: animated)
    }

    private func popTo(_ index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(stack[(index + 1)...]), from = stack.last!
        stack.removeSubrange((index + 1)...)
        for vc in popped { vc.willMove(toParent: nil) }
        change(from: from, to: stack[index], operation: .pop, animated: animated, then: {
            for vc in popped { vc.removeFromParent() }
        }, cancelled: { [weak self] in
            // An interactive pop let go early: the popped controllers are back.
            self?.stack.append(contentsOf: popped)
        })
        return popped
    }

    /// Replaces the stack; the new top is shown (animated as a push when it
    /// is new, a pop when it was below).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !transitioning else { return }
        let from = topViewController, old = stack
        for vc in old where !viewControllers.contains(where: { $0 === vc }) { vc.willMove(toParent: nil) }
        stack = viewControllers
        for vc in viewControllers where vc.parent !== self { addChild(vc) }
        let operation: Operation = old.contains(where: { $0 === stack.last }) ? .pop : .push
        change(from: from, to: stack.last, operation: from === stack.last ? .none : operation, animated: animated) { [self] in
            for vc in old where !stack.contains(where: { $0 === vc }) { vc.removeFromParent() }
            for vc in stack { vc.didMove(toParent: self) }
        }
    }

    // MARK: Transitions

    private func install(_ vc: UIViewController) {
        vc.view.frame = contentFrame
        view.insertSubview(vc.view, belowSubview: navigationBar)
    }

    private func updateBar(animated: Bool) {
        guard let top = topViewController else { navigationBar.show(title: nil, back: nil, animated: animated); return }
        let below = stack.count > 1 ? stack[stack.count - 2] : nil
        let back = below.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? $0.title ?? "Back" }
        navigationBar.show(title: top.navigationItem.title ?? top.title, back: top.navigationItem.hidesBackButton ? nil : back,
                           animated: animated)
    }

    /// From `from` to `to`: at once, by the delegate's animator or by the
    /// default slide; appearance calls and the delegate's in UIKit's order.
    private func change(from: UIViewController?, to: UIViewController?, operation: Operation, animated: Bool,
                        then finish: @escaping () -> Void, cancelled: (() -> Void)? = nil) {
        guard isViewLoaded, let to else {
            updateBar(animated: false)
            finish()
            return
        }
        let visible = view.window != nil
        guard let from, from !== to else {
            if visible { to.beginAppearanceTransition(true, animated: false) }
            install(to)
            updateBar(animated: false)
            if visible { to.endAppearanceTransition() }
            finish()
            return
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        if visible { from.beginAppearanceTransition(false, animated: animated); to.beginAppearanceTransition(true, animated: animated) }
        let done: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            self.transitioning = false
            if visible {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            finish()
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        updateBar(animated: animated)
        guard animated else {
            from.view.removeFromSuperview()
            install(to)
            done(true)
            return
        }
        transitioning = true
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let driver = operation == .pop ? popDriver : nil
        if custom != nil || driver != nil {
            let animator = custom ?? _NavigationSlide(push: operation == .push)
            let interaction: UIViewControllerInteractiveTransitioning? = custom == nil
                ? driver : delegate?.navigationController(self, interactionControllerFor: animator)
            let container = UIView(frame: contentFrame)
            view.insertSubview(container, belowSubview: navigationBar)
            from.view.frame = container.bounds
            container.addSubview(from.view)
            to.view.frame = container.bounds
            let context = _TransitionContext(container: container, from: from, to: to, presenting: operation == .push,
                                             animated: true) { [weak self] completed in
                guard let self else { return }
                from.view.removeFromSuperview()
                to.view.removeFromSuperview()
                container.removeFromSuperview()
                self.popDriver = nil
                guard completed || cancelled == nil else {
                    self.undo(from: from, to: to, visible: visible, cancelled)
                    return
                }
                self.install(to)
                done(completed)
            }
            context.animator = animator
            context.run(animator, interaction: interaction)
            return
        }
        slide(from: from, to: to, push: operation != .pop, then: done)
    }

    /// An interactive change let go early: `from` is back on top, told it
    /// appears again (and `to` that it disappears), the bar as it was.
    private func undo(from: UIViewController, to: UIViewController, visible: Bool, _ cancelled: (() -> Void)?) {
        transitioning = false
        cancelled?()
        install(from)
        updateBar(animated: false)
        if visible {
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
        }
    }

    /// The default: the incoming view slides across the whole width, the
    /// outgoing one a third of it, under a shade that darkens what is
    /// covered (pushing) or lightens as it is uncovered (popping).
    private func slide(from: UIViewController, to: UIViewController, push: Bool, then done: @escaping (Bool) -> Void) {
        let frame = contentFrame, w = frame.width
        let shade = UIView(frame: frame)
        shade.backgroundColor = .black
        let (front, back) = push ? (to, from) : (from, to)
        back.view.frame = push ? frame : frame.offsetBy(dx: -w / 3, dy: 0)
        front.view.frame = push ? frame.offsetBy(dx: w, dy: 0) : frame
        shade.alpha = push ? 0 : 0.1
        view.insertSubview(back.view, belowSubview: navigationBar)
        view.insertSubview(shade, belowSubview: navigationBar)
        view.insertSubview(front.view, belowSubview: navigationBar)
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut, animations: {
            front.view.frame = push ? frame : frame.offsetBy(dx: w, dy: 0)
            back.view.frame = push ? frame.offsetBy(dx: -w / 3, dy: 0) : frame
            shade.alpha = push ? 0.1 : 0
        }, completion: { _ in
            shade.removeFromSuperview()
            from.view.removeFromSuperview()
            from.view.frame = frame
            to.view.frame = frame
            done(true)
        })
    }
}

extension UIViewController {
    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? { _ancestor(UINavigationController.self) }

    /// The nearest parent (or its parent...) of class `type`.
    func _ancestor<T: UIViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let c = p {
            if let found = c as? T { return found }
            p = c.parent
        }
        return nil
    }
}
