/// UIKit's view controller, reduced to what a demo is written as: it
/// makes its view on first use (`loadView`, then `viewDidLoad`) and hears
/// when the view is shown. Unhandled touches of its view reach it.
open class UIViewController: UIResponder, UITraitEnvironment {
    private var loadedView: UIView?
    /// The appearance transition begun and not yet ended (appearing, animated).
    var _appearing: (Bool, Bool)?
    /// The children the transition begun was passed on to: they hear of
    /// its end even if their views left in between.
    var _appearingChildren: [UIViewController] = []
    /// The title shown in the window's title bar (and by the controller's
    /// tab bar item, while the item has the title it had).
    open var title: String? {
        didSet { if let item = _tabBarItem, item.title == oldValue { item.title = title } }
    }
    /// The controller's button in a tab bar, made on first use with its title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }
    private var _tabBarItem: UITabBarItem?
    /// What the controller shows in a navigation bar while it is on top.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        _navigationItem = item
        return item
    }
    private var _navigationItem: UINavigationItem?
    /// The name state restoration would save the controller under.
    /// Default nil. Kept: there is no state restoration here.
    open var restorationIdentifier: String?

    /// A view controller with no view yet; the view is made on first use.
    public override init() { super.init() }

    /// Whether the controller's content is being edited. Default false.
    open var isEditing: Bool {
        get { editingContent }
        set { setEditing(newValue, animated: false) }
    }
    private var editingContent = false
    /// Enters or leaves editing mode (a table controller's table follows).
    open func setEditing(_ editing: Bool, animated: Bool) { editingContent = editing }

    /// A view controller; the nib and bundle are ignored, as there are no nibs here.
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

    /// Whether the view has been made (or set).
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been made, without making it; nil otherwise.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view now if it has not been made: `loadView()`, then `viewDidLoad()`.
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

    /// Called once, after the view is made: the place to build the view tree. Does nothing by default.
    open func viewDidLoad() {}
    /// Whether the appearance calls (`beginAppearanceTransition`, and the
    /// `viewWillAppear` family) pass on to the children shown in this
    /// controller's view. True; a container that calls them on its
    /// children itself overrides this to return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The traits the controller's view is shown with: its parent's, with
    /// what the parent overrides for it (`setOverrideTraitCollection`), or
    /// those of the view its view sits in, or the preview screen's.
    open var traitCollection: UITraitCollection {
        if let parent {
            let inherited = parent.traitCollection
            guard let override = parent.traitOverrides[ObjectIdentifier(self)] else { return inherited }
            return UITraitCollection(traitsFrom: [inherited, override])
        }
        return loadedView?.superview?.traitCollection ?? UITraitCollection.current
    }
    /// The traits each child is given over this controller's own, by child.
    private var traitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// Gives `childViewController` these traits over the ones it inherits
    /// (nil: none), as a container does for its children.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        traitOverrides[ObjectIdentifier(childViewController)] = collection
    }
    /// The traits given to `childViewController` over the ones it inherits.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        traitOverrides[ObjectIdentifier(childViewController)]
    }
    /// Called when the traits change; they do not change while a preview
    /// window is open. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called before the view is shown: pushed on a preview window, shown again
    /// after a pop, or presented. Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown (after a presentation's transition ends). Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is taken off screen: covered by a push, popped, or dismissed.
    /// Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view is taken off screen. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (`layoutSubviews()`). Does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews. Does nothing by default.
    open func viewDidLayoutSubviews() {}
    /// Where the view controller sets properties from its model (iOS 26):
    /// called in its view's update pass, before the view's own
    /// `updateProperties()`, and again when an `@Observable` object's
    /// property it read changes. Does nothing by default.
    open func updateProperties() {}
    /// Asks for `updateProperties()` before the view's next layout.
    open func setNeedsUpdateProperties() { loadedView?.setNeedsUpdateProperties() }
    /// Runs a pending `updateProperties()` now.
    open func updatePropertiesIfNeeded() { loadedView?.updatePropertiesIfNeeded() }

    /// The responder after a view controller: its view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Children

    /// The view controller this one is a child of; nil when it is none's.
    open private(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []

    /// Makes `child` a child of this one (taking it from any other parent),
    /// calling its `willMove(toParent:)`; adding its view is up to the caller.
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes the view controller from its parent, calling `didMove(toParent: nil)`;
    /// removing its view is up to the caller.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called just before the view controller gets a new parent (nil: it is about
    /// to be removed; call it yourself then). Does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller moved to a new parent (call it yourself
    /// after `addChild(_:)`; `removeFromParent()` calls it with nil). Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Orientation, status bar, memory

    /// Whether the interface turns with the device. Default true; a window
    /// has no device to turn (see `UIInterfaceOrientation`).
    open var shouldAutorotate: Bool { true }
    /// The orientations the view controller supports. Default
    /// `.allButUpsideDown`; accepted, not acted on.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation it would be presented in. Default `.portrait`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether it wants the status bar hidden. Default false; a desktop
    /// window has no status bar.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar style it wants. Default `.default`; accepted.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar changes for the properties above. Default `.fade`; accepted.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Asks for the status bar to be updated from the properties above:
    /// nothing to update here.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Called when the system is low on memory; never, here. Does nothing
    /// by default.
    open func didReceiveMemoryWarning() {}

    // MARK: Presenting

    /// How the view controller is shown when presented. Default `.automatic`;
    /// accepted, as every presentation fills the window here.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition UIKit's own presentation uses. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Gives the animator for presenting and dismissing this view controller;
    /// held weakly. Default nil: UIKit's own transition.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The size the view controller would like its view to have. Default zero;
    /// nothing here reads it.
    open var preferredContentSize: CGSize = .zero
    /// The view controller this one presents, and the one presenting it.
    open private(set) var presentedViewController: UIViewController?
    /// The view controller presenting this one; nil when it is not presented.
    open private(set) weak var presentingViewController: UIViewController?
    /// True while this view controller's presentation transition runs.
    open private(set) var isBeingPresented = false
    /// True while this view controller's dismissal transition runs.
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
            context.run(animator, interaction: viewController.transitioningDelegate?
                .interactionControllerForPresentation(using: animator))
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
            context.run(animator, interaction: presented.transitioningDelegate?.interactionControllerForDismissal(using: animator))
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
