/// UIKit's view controller, reduced to what a demo is written as: it
/// makes its view on first use (`loadView`, then `viewDidLoad`) and hears
/// when the view is shown. Unhandled touches of its view reach it.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The title shown in the window's title bar.
    open var title: String?

    public override init() { super.init() }

    public init(nibName: String?, bundle: Bundle?) { super.init() }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the root view: a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The responder after a view controller: its view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Children

    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []

    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presenting

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var preferredContentSize: CGSize = .zero
    /// The view controller this one presents, and the one presenting it.
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open private(set) var isBeingPresented = false
    open private(set) var isBeingDismissed = false

    /// Presents `viewController` over this one's window: through its
    /// transitioning delegate's animator when it has one, else sliding up
    /// from the bottom (`.coverVertical`) or fading in (`.crossDissolve`).
    open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil else {
            _Diagnostics.report("UIViewController.present: \(type(of: self)) is already presenting \(type(of: presentedViewController!)); ignored")
            return
        }
        guard viewController.presentingViewController == nil, viewController !== self else {
            _Diagnostics.report("UIViewController.present: \(type(of: viewController)) is already presented; ignored")
            return
        }
        guard let container = view.window else {
            _Diagnostics.report("UIViewController.present: \(type(of: self))'s view is not in a window; ignored")
            return
        }
        presentedViewController = viewController
        viewController.presentingViewController = self
        viewController.isBeingPresented = true
        let context = _TransitionContext(container: container, from: self, to: viewController, presenting: true,
                                         animated: flag) { [weak self] completed in
            viewController.isBeingPresented = false
            if completed {
                viewController.viewDidAppear(flag)
            } else {
                viewController.view.removeFromSuperview()
                self?.presentedViewController = nil
                viewController.presentingViewController = nil
            }
            completion?()
        }
        viewController.viewWillAppear(flag)
        if flag, let animator = viewController.transitioningDelegate?.animationController(
            forPresented: viewController, presenting: self, source: self) {
            context.animator = animator
            animator.animateTransition(using: context)
            return
        }
        let shown: UIView = viewController.view
        shown.frame = container.bounds
        container.addSubview(shown)
        guard flag else { context.completeTransition(true); return }
        UIViewController.animateDefault(shown, in: container, style: viewController.modalTransitionStyle, appearing: true) {
            context.completeTransition(true)
        }
    }

    /// Dismisses the view controller this one presents (or, when it
    /// presents none, this one), reversing the presentation.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented: UIViewController, presenting: UIViewController
        if let p = presentedViewController {
            presented = p
            presenting = self
        } else if let p = presentingViewController {
            presented = self
            presenting = p
        } else {
            completion?()
            return
        }
        presented.isBeingDismissed = true
        let finish: (Bool) -> Void = { completed in
            presented.isBeingDismissed = false
            if completed {
                presented.viewIfLoaded?.removeFromSuperview()
                presenting.presentedViewController = nil
                presented.presentingViewController = nil
                presented.viewDidDisappear(flag)
            }
            completion?()
        }
        presented.viewWillDisappear(flag)
        guard let container = presented.viewIfLoaded?.window else { finish(true); return }
        let context = _TransitionContext(container: container, from: presented, to: presenting, presenting: false,
                                         animated: flag, done: finish)
        if flag, let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
            context.animator = animator
            animator.animateTransition(using: context)
            return
        }
        guard flag, let shown = presented.viewIfLoaded else { context.completeTransition(true); return }
        UIViewController.animateDefault(shown, in: container, style: presented.modalTransitionStyle, appearing: false) {
            context.completeTransition(true)
        }
    }

    /// UIKit's own transitions: up from (or down to) the bottom edge, or a
    /// fade; the other styles fade here.
    private static func animateDefault(_ v: UIView, in container: UIView, style: UIModalTransitionStyle, appearing: Bool,
                                       done: @escaping () -> Void) {
        let cover = style == .coverVertical
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        if appearing {
            UIView.performWithoutAnimation {
                if cover { v.transform = offscreen } else { v.alpha = 0 }
            }
        }
        UIView.animate(withDuration: cover ? 0.35 : 0.3, delay: 0, options: .curveEaseInOut, animations: {
            if cover { v.transform = appearing ? .identity : offscreen } else { v.alpha = appearing ? 1 : 0 }
        }, completion: { _ in done() })
    }
}
