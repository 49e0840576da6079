import CoreGraphics
import Foundation
import QuartzCore

/// What a tab bar controller asks and tells the object that watches it
/// (Apple's `UITabBarControllerDelegate`; every method has a default).
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the user may select `viewController`. Default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController` (also when it already was).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of the change from one tab to another (nil: at once).
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller driving `animationController` (nil: none).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A container that shows one of several view controllers, chosen with a
/// tab bar along the bottom (Apple's `UITabBarController`). Each child's
/// `tabBarItem` is its button. A change of tab calls the appearance
/// methods in UIKit's order (the old tab's `viewWillDisappear`, the new
/// one's `viewWillAppear`, then the `did` pair), at once or through the
/// delegate's animator.
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The tab bar, along the bottom of the controller's view.
    open private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar()
        bar.delegate = self
        bar.shouldSelect = { [weak self] item in self?.userSelected(item) ?? false }
        return bar
    }()

    /// Asked before the user changes tabs, and told after.
    open weak var delegate: UITabBarControllerDelegate?

    private var tabs: [UIViewController] = []
    private var selected = NSNotFound
    /// A change of tab under way (through the delegate's animator).
    private var transitioning = false

    /// The controllers, one tab each, in order (nil: none).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays on the same controller when
    /// it is still there, else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for vc in tabs where !(viewControllers ?? []).contains(where: { $0 === vc }) {
            if vc === old { hide(vc) }
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        tabs = viewControllers ?? []
        for vc in tabs where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        tabBar.items = tabs.map(\.tabBarItem)
        let index = old.flatMap { o in tabs.firstIndex { $0 === o } } ?? (tabs.isEmpty ? NSNotFound : 0)
        selected = NSNotFound
        if index != NSNotFound { show(index) }
    }

    /// The index of the tab shown (`NSNotFound` with no tabs). Setting it
    /// shows that tab at once, without asking the delegate.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else {
                _Diagnostics.report("UITabBarController.selectedIndex: \(newValue) is not a tab (0..<\(tabs.count)); ignored")
                return
            }
            show(newValue)
        }
    }

    /// The controller of the tab shown.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let v = newValue, let i = tabs.firstIndex(where: { $0 === v }) else {
                _Diagnostics.report("UITabBarController.selectedViewController: not one of its tabs; ignored")
                return
            }
            show(i)
        }
    }

    /// The tab bar's own appearance calls reach the tab shown.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    open override func loadView() {
        super.loadView()
        view.addSubview(tabBar)
        if let vc = selectedViewController {
            vc.view.frame = contentFrame
            view.insertSubview(vc.view, belowSubview: tabBar)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let height = UITabBar.barHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        view.bringSubviewToFront(tabBar)
        if !transitioning, let vc = selectedViewController { vc.view.frame = contentFrame }
    }

    /// Where a tab's view goes: above the bar.
    var contentFrame: CGRect {
        let b = view.bounds
        return CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - UITabBar.barHeight - view.safeAreaInsets.bottom))
    }

    // MARK: Changing tabs

    /// A tap on a tab's button: the delegate may refuse; then the change,
    /// through its animator if it gives one.
    private func userSelected(_ item: UITabBarItem) -> Bool {
        guard !transitioning, let i = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return false }
        let vc = tabs[i]
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return false }
        if i != selected, let from = selectedViewController,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: vc) {
            animate(from: from, to: i, with: animator)
        } else {
            show(i)
        }
        delegate?.tabBarController(self, didSelect: vc)
        return true
    }

    /// Shows tab `index` at once.
    private func show(_ index: Int) {
        guard index != selected else { return }
        let from = selectedViewController, to = tabs[index]
        selected = index
        tabBar.selectedItem = to.tabBarItem
        guard isViewLoaded else { return }
        let visible = view.window != nil
        if visible {
            from?.beginAppearanceTransition(false, animated: false)
            to.beginAppearanceTransition(true, animated: false)
        }
        from?.view.removeFromSuperview()
        to.view.frame = contentFrame
        view.insertSubview(to.view, belowSubview: tabBar)
        if visible {
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
        }
    }

    private func hide(_ vc: UIViewController) {
        guard vc.isViewLoaded, vc.view.superview === view else { return }
        let visible = view.window != nil
        if visible { vc.beginAppearanceTransition(false, animated: false) }
        vc.view.removeFromSuperview()
        if visible { vc.endAppearanceTransition() }
    }

    /// Through the delegate's animator: both views in a container above
    /// the tab bar's top, the animator moving them; when it completes, the
    /// old tab's view leaves (or, cancelled, the new one's, and the
    /// selection returns).
    private func animate(from: UIViewController, to index: Int, with animator: UIViewControllerAnimatedTransitioning) {
        let to = tabs[index], previous = selected
        transitioning = true
        selected = index
        tabBar.selectedItem = to.tabBarItem
        let container = UIView(frame: contentFrame)
        container.clipsToBounds = true
        view.insertSubview(container, belowSubview: tabBar)
        from.view.frame = container.bounds
        container.addSubview(from.view)
        to.view.frame = container.bounds
        let visible = view.window != nil
        if visible { from.beginAppearanceTransition(false, animated: true); to.beginAppearanceTransition(true, animated: true) }
        let context = _TransitionContext(container: container, from: from, to: to, presenting: true, animated: true) {
            [weak self] completed in
            guard let self else { return }
            let (gone, kept) = completed ? (from, to) : (to, from)
            gone.view.removeFromSuperview()
            kept.view.frame = self.contentFrame
            self.view.insertSubview(kept.view, belowSubview: self.tabBar)
            container.removeFromSuperview()
            if !completed {
                self.selected = previous
                self.tabBar.selectedItem = from.tabBarItem
            }
            self.transitioning = false
            if visible {
                // Cancelled: each appearance turns back (UIKit's order).
                if !completed { from.beginAppearanceTransition(true, animated: true); to.beginAppearanceTransition(false, animated: true) }
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
        }
        context.animator = animator
        animator.animateTransition(using: context)
    }
}

extension UIViewController {
    /// The tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? { _ancestor(UITabBarController.self) }
}
