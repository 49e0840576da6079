import CoreGraphics
import Foundation
import QuartzCore

/// Where a page view controller finds the pages beside the one shown
/// (Apple's `UIPageViewControllerDataSource`).
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController` (nil: it is the first).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (nil: it is the last).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many pages the page indicator shows (0, the default: none).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page indicator's selected page.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells the object that watches it (Apple's
/// `UIPageViewControllerDelegate`; every method has a default).
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A drag is turning toward `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended; `completed` false when the page went back.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Pages turned by dragging or in code (Apple's `UIPageViewController`).
/// The scroll style lays the page shown and its neighbours (asked of the
/// data source) side by side in a paging scroll view, with a page
/// indicator when the data source gives a page count. The page-curl style
/// turns pages with a cross-fade here: Core Animation on Linux has no page
/// curl.
open class UIPageViewController: UIViewController, UIScrollViewDelegate {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Which way pages lie.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Options for `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages of the scroll style (a number of points).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where the spine of the page-curl style is (kept, not drawn).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Where neighbouring pages come from.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Told of turns.
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page shown.
    open private(set) var viewControllers: [UIViewController]?

    private let spacing: CGFloat
    private lazy var scroller: UIScrollView = {
        let s = UIScrollView()
        s.isPagingEnabled = true
        s.showsHorizontalScrollIndicator = false
        s.showsVerticalScrollIndicator = false
        s.delegate = self
        return s
    }()
    /// The pages laid out in the scroller, in order, and which is shown.
    private var slots: [UIViewController] = []
    private var shownSlot = 0
    private var pending: UIViewController?
    private var turnCompletion: ((Bool) -> Void)?

    /// The page indicator, shown when the data source gives a page count.
    private lazy var indicator: UIPageControl = {
        let p = UIPageControl()
        p.isUserInteractionEnabled = false
        return p
    }()

    /// The dragging recognizers (the scroll style's pan).
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .scroll ? [scroller.panGestureRecognizer] : []
    }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spacing = CGFloat((options?[.interPageSpacing] as? NSNumber)?.doubleValue ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    /// There are no storyboards here: nil.
    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if transitionStyle == .scroll { view.addSubview(scroller) }
        if let page = viewControllers?.first { show(page) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Not during a turn in code: the scroller is moving to the page.
        if turnCompletion == nil { layoutPages() }
    }

    /// Shows `viewControllers` (one page); animated, it turns to it in
    /// `direction`, then calls `completion` with whether it finished.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first else {
            _Diagnostics.report("UIPageViewController.setViewControllers: no view controller; ignored")
            return
        }
        let previous = self.viewControllers?.first
        guard isViewLoaded, animated, let previous, previous !== page else {
            self.viewControllers = [page]
            if isViewLoaded { show(page) }
            completion?(true)
            return
        }
        if transitionStyle == .pageCurl {
            self.viewControllers = [page]
            UIView.transition(with: view, duration: 0.35, options: .transitionCrossDissolve,
                              animations: { self.show(page) }, completion: completion)
            return
        }
        // The new page beside the shown one, in the turn's direction, and
        // the scroller moved to it.
        slots = direction == .forward ? [previous, page] : [page, previous]
        shownSlot = direction == .forward ? 0 : 1
        layoutPages()
        turnCompletion = completion ?? { _ in }
        pending = page
        scroller.setContentOffset(offset(of: 1 - shownSlot), animated: true)
    }

    // MARK: Pages in the scroller

    private func show(_ page: UIViewController) {
        if transitionStyle == .pageCurl {
            for c in children where c !== page { c.view.removeFromSuperview(); c.removeFromParent() }
            if page.parent !== self { addChild(page); page.didMove(toParent: self) }
            page.view.frame = view.bounds
            view.addSubview(page.view)
            return
        }
        var pages: [UIViewController] = []
        if let before = dataSource?.pageViewController(self, viewControllerBefore: page) { pages.append(before) }
        pages.append(page)
        if let after = dataSource?.pageViewController(self, viewControllerAfter: page) { pages.append(after) }
        slots = pages
        shownSlot = pages.firstIndex { $0 === page } ?? 0
        layoutPages()
    }

    private var pageStep: CGSize {
        let b = view.bounds
        return navigationOrientation == .horizontal ? CGSize(width: b.width + spacing, height: 0)
            : CGSize(width: 0, height: b.height + spacing)
    }

    private func offset(of slot: Int) -> CGPoint {
        CGPoint(x: pageStep.width * CGFloat(slot), y: pageStep.height * CGFloat(slot))
    }

    /// The slots' views side by side (the scroller a page plus the spacing
    /// wide, so paging lands on each), the shown one in view.
    private func layoutPages() {
        guard transitionStyle == .scroll, isViewLoaded else { return }
        let b = view.bounds
        scroller.frame = CGRect(x: 0, y: 0, width: b.width + (navigationOrientation == .horizontal ? spacing : 0),
                                height: b.height + (navigationOrientation == .vertical ? spacing : 0))
        for c in children where !slots.contains(where: { $0 === c }) { c.view.removeFromSuperview(); c.removeFromParent() }
        for (i, page) in slots.enumerated() {
            if page.parent !== self { addChild(page); page.didMove(toParent: self) }
            let o = offset(of: i)
            page.view.frame = CGRect(x: o.x, y: o.y, width: b.width, height: b.height)
            if page.view.superview !== scroller { scroller.addSubview(page.view) }
        }
        let step = pageStep
        scroller.contentSize = CGSize(width: max(b.width, step.width * CGFloat(navigationOrientation == .horizontal ? slots.count : 1)),
                                      height: max(b.height, step.height * CGFloat(navigationOrientation == .vertical ? slots.count : 1)))
        scroller.contentOffset = offset(of: shownSlot)
        let count = dataSource?.presentationCount(for: self) ?? 0
        if count > 0 {
            indicator.numberOfPages = count
            indicator.currentPage = dataSource?.presentationIndex(for: self) ?? 0
            indicator.frame = CGRect(x: 0, y: b.height - UIPageControl.height - view.safeAreaInsets.bottom,
                                     width: b.width, height: UIPageControl.height)
            if indicator.superview !== view { view.addSubview(indicator) }
        } else {
            indicator.removeFromSuperview()
        }
    }

    /// The slot the scroller rests on.
    private var restingSlot: Int {
        let o = scroller.contentOffset, step = pageStep
        let along = navigationOrientation == .horizontal ? o.x / max(step.width, 1) : o.y / max(step.height, 1)
        return min(max(Int(along.rounded()), 0), max(slots.count - 1, 0))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.isTracking, pending == nil, !slots.isEmpty else { return }
        let o = scrollView.contentOffset, here = offset(of: shownSlot)
        let delta = navigationOrientation == .horizontal ? o.x - here.x : o.y - here.y
        let toward = shownSlot + (delta > 0 ? 1 : -1)
        guard delta != 0, slots.indices.contains(toward) else { return }
        pending = slots[toward]
        delegate?.pageViewController(self, willTransitionTo: [slots[toward]])
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    /// The scroller came to rest: the page there is the one shown (the
    /// delegate told whether the turn completed), its neighbours asked for.
    private func settle() {
        guard !slots.isEmpty else { return }
        let previous = slots[shownSlot], now = slots[restingSlot]
        let turned = now !== previous
        let completion = turnCompletion
        turnCompletion = nil
        if pending != nil || turned {
            if turned {
                previous.beginAppearanceTransition(false, animated: true)
                now.beginAppearanceTransition(true, animated: true)
                previous.endAppearanceTransition()
                now.endAppearanceTransition()
            }
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                         transitionCompleted: turned)
        }
        pending = nil
        viewControllers = [now]
        show(now)
        completion?(true)
    }
}
