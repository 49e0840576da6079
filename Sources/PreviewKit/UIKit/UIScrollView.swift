import Foundation

/// What a scroll view tells its delegate (Apple's `UIScrollViewDelegate`):
/// every method has a default that does nothing.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (a drag, a deceleration, an animation
    /// frame or a change in code): parallax and sticky headers hang here.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is ending with `velocity` (points per millisecond, as UIKit
    /// gives it); set `targetContentOffset.pointee` to choose where it stops.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content stopped after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing by default.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// UIKit's scroll view: a window onto content larger than itself. The
/// content offset is the bounds' origin, so subviews scroll with it.
/// Dragging follows the pointer (resisting past the edges when it
/// bounces), then the content glides on at the drag's speed, slowing by
/// `decelerationRate` every millisecond, and springs back inside its
/// edges; with paging it settles on the nearest page.
open class UIScrollView: UIView {
    /// The size of the content. Default zero.
    open var contentSize: CGSize = .zero
    /// Room around the content, kept scrollable. Default zero.
    open var contentInset: UIEdgeInsets = .zero
    /// The insets scrolling uses: `contentInset` (no safe area here).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// The point of the content at the view's top left.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// Told of scrolling.
    open weak var delegate: UIScrollViewDelegate?
    /// Whether dragging scrolls. Default true.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether scrolling stops on multiples of the view's size. Default false.
    open var isPagingEnabled = false
    /// Whether the content may be pulled past its edges and springs back. Default true.
    open var bounces = true
    /// Whether a drag bounces vertically even when the content is not taller. Default false.
    open var alwaysBounceVertical = false
    /// Whether a drag bounces horizontally even when the content is not wider. Default false.
    open var alwaysBounceHorizontal = false
    /// Accepted: there are no scroll indicators here.
    open var showsVerticalScrollIndicator = true
    /// Accepted: there are no scroll indicators here.
    open var showsHorizontalScrollIndicator = true
    /// How quickly a glide slows. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a drag is under way.
    open private(set) var isDragging = false
    /// Whether the content is gliding after a drag.
    open private(set) var isDecelerating = false
    /// Whether a touch is on the content (it may not have moved yet).
    open var isTracking: Bool { panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed }
    /// The drag that scrolls the view.
    public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer { [weak self] in self?.panned($0) }

    /// Lays the view out each frame while an animated scroll runs.
    private var scrollFollower: CADisplayLink?
    private var dragStart: CGPoint = .zero
    private var glide: CADisplayLink?
    private var velocity: CGPoint = .zero
    private var lastTick: CFTimeInterval = 0

    override func _buildContent() {
        super._buildContent()
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The offsets the content may rest at.
    private var range: (min: CGPoint, max: CGPoint) {
        let i = adjustedContentInset
        let lo = CGPoint(x: -i.left, y: -i.top)
        return (lo, CGPoint(x: max(lo.x, contentSize.width + i.right - bounds.width),
                            y: max(lo.y, contentSize.height + i.bottom - bounds.height)))
    }

    private func clamped(_ p: CGPoint) -> CGPoint {
        let r = range
        return CGPoint(x: min(max(p.x, r.min.x), r.max.x), y: min(max(p.y, r.min.y), r.max.y))
    }

    private var scrollsHorizontally: Bool { range.max.x > range.min.x || alwaysBounceHorizontal }
    private var scrollsVertically: Bool { range.max.y > range.min.y || alwaysBounceVertical }

    /// Moves the content to `contentOffset`; with `animated`, over a third
    /// of a second, easing out, then tells the delegate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopGliding()
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.contentOffset = contentOffset
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        })
    }

    /// Scrolls the least distance that shows `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var o = contentOffset
        if rect.minX < o.x { o.x = rect.minX } else if rect.maxX > o.x + bounds.width { o.x = rect.maxX - bounds.width }
        if rect.minY < o.y { o.y = rect.minY } else if rect.maxY > o.y + bounds.height { o.y = rect.maxY - bounds.height }
        setContentOffset(clamped(o), animated: animated)
    }

    /// Accepted: there are no scroll indicators here.
    open func flashScrollIndicators() {}

    /// The mouse wheel turned `dx`, `dy` notches (positive: right, and away
    /// from the person, which scrolls the content back up): 40 points a
    /// notch, within the edges, a paging view turning a page a notch.
    func _scroll(byWheel dx: CGFloat, _ dy: CGFloat) {
        guard isScrollEnabled, dx.isFinite, dy.isFinite else { return }
        stopGliding()
        // A vertical wheel scrolls sideways content that only goes sideways.
        let sideways = !scrollsVertically && scrollsHorizontally && dx == 0
        let x = sideways ? -dy : dx, y = sideways ? 0 : -dy
        if isPagingEnabled {
            let page = CGPoint(x: x > 0 ? bounds.width : x < 0 ? -bounds.width : 0,
                               y: y > 0 ? bounds.height : y < 0 ? -bounds.height : 0)
            setContentOffset(clamped(CGPoint(x: contentOffset.x + page.x, y: contentOffset.y + page.y)), animated: true)
            return
        }
        let step: CGFloat = 40
        let o = CGPoint(x: contentOffset.x + x * step, y: contentOffset.y + y * step)
        CATransaction.withoutActions {
            contentOffset = clamped(o)
        }
    }

    // MARK: Dragging

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopGliding()
            layer.removeAnimation(forKey: "bounds")
            dragStart = contentOffset
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            follow(pan)
            isDragging = false
            // Points per second the other way from the drag.
            let v = pan.velocity(in: self)
            release(CGPoint(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0))
        default:
            break
        }
    }

    /// Follows the drag; past an edge the content moves less the further it
    /// is pulled (UIKit's rubber band: distance · 0.55 · d / (d + 0.55 · distance)).
    private func follow(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        var o = CGPoint(x: scrollsHorizontally ? dragStart.x - t.x : contentOffset.x,
                        y: scrollsVertically ? dragStart.y - t.y : contentOffset.y)
        let r = range
        func band(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            guard bounces else { return min(max(v, lo), hi) }
            func rubber(_ x: CGFloat) -> CGFloat { x * 0.55 * d / (d + 0.55 * x) }
            if v < lo { return lo - rubber(lo - v) }
            if v > hi { return hi + rubber(v - hi) }
            return v
        }
        o = CGPoint(x: band(o.x, r.min.x, r.max.x, bounds.width), y: band(o.y, r.min.y, r.max.y, bounds.height))
        CATransaction.withoutActions {
            contentOffset = o
        }
    }

    /// The drag let go at `v` points per second: glide, page or spring back.
    private func release(_ v: CGPoint) {
        // Where a glide at this rate from this speed would stop.
        let travel = 1 / (1 - glideRate) / 1000
        var stop = CGPoint(x: contentOffset.x + v.x * travel, y: contentOffset.y + v.y * travel)
        if isPagingEnabled, bounds.width > 0, bounds.height > 0 {
            // The page the release points into, one at most from where the drag began.
            func page(_ now: CGFloat, _ start: CGFloat, _ speed: CGFloat, _ size: CGFloat) -> CGFloat {
                let from = (start / size).rounded()
                let toward = speed > 50 ? from + 1 : speed < -50 ? from - 1 : (now / size).rounded()
                return min(max(toward, from - 1), from + 1) * size
            }
            stop = clamped(CGPoint(x: page(contentOffset.x, dragStart.x, v.x, bounds.width),
                                   y: page(contentOffset.y, dragStart.y, v.y, bounds.height)))
        }
        var chosen = clamped(proposedTarget(clamped(stop), velocity: CGPoint(x: v.x / 1000, y: v.y / 1000)))
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000),
                                            targetContentOffset: &chosen)
        let moving = chosen != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moving)
        guard moving else { return }
        if isPagingEnabled || chosen != clamped(stop) || contentOffset != clamped(contentOffset) {
            settle(at: chosen)
        } else {
            glide(from: v, to: chosen)
        }
    }

    /// The part of the content on show: the bounds, and while an animated
    /// scroll runs (its model is already at the end), where the scroll
    /// shows it this frame, laid out again each frame until it ends.
    /// Tables and collection views make the cells of this part.
    var shownArea: CGRect {
        var area = bounds
        if layer.animation(forKey: "bounds") != nil, let shown = layer.presentation()?.bounds,
           shown.minX.isFinite, shown.minY.isFinite, shown.width.isFinite, shown.height.isFinite {
            area = area.union(shown)
            followScroll()
        }
        return area
    }

    private func followScroll() {
        guard scrollFollower == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            if self.layer.animation(forKey: "bounds") == nil {
                link.invalidate()
                self.scrollFollower = nil
            }
            self.setNeedsLayout()
        }
        link.add(to: .main, forMode: .common)
        scrollFollower = link
    }

    /// Where a drag that would stop at `offset` stops: there, unless a
    /// subclass moves it (a collection view asks its layout). `velocity`
    /// in points per millisecond.
    func proposedTarget(_ offset: CGPoint, velocity: CGPoint) -> CGPoint { offset }

    /// The deceleration rate a glide's distances are reckoned with, kept
    /// from 1 (which never stops) and from nonsense.
    private var glideRate: CGFloat { max(min(decelerationRate.rawValue, 0.9999), 0.5) }

    /// Decelerates frame by frame, each millisecond keeping the rate's
    /// share of the speed (a glide left alone stops at `target`).
    private func glide(from v: CGPoint, to target: CGPoint) {
        velocity = v
        isDecelerating = true
        lastTick = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            self?.glideStep(at: link.timestamp > 0 ? link.timestamp : CACurrentMediaTime())
        }
        link.add(to: .main, forMode: .common)
        glide = link
    }

    /// One frame of a glide, at media time `now`.
    func glideStep(at now: CFTimeInterval) {
        guard isDecelerating, glide != nil else { return }
        let dt = max(0, min(now - lastTick, 0.1))
        lastTick = now
        let keep = pow(decelerationRate.rawValue, CGFloat(dt * 1000))
        // The distance covered while the speed falls from v to v·keep.
        let f = (1 - keep) / (1 - glideRate) / 1000
        var o = CGPoint(x: contentOffset.x + velocity.x * f, y: contentOffset.y + velocity.y * f)
        velocity = CGPoint(x: velocity.x * keep, y: velocity.y * keep)
        let r = range
        let done = hypot(velocity.x, velocity.y) < 5 || o.x < r.min.x || o.x > r.max.x || o.y < r.min.y || o.y > r.max.y
        if done { o = clamped(o) }
        CATransaction.withoutActions {
            contentOffset = o
        }
        if done {
            stopGliding()
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Springs to `offset` (back inside the edges, or onto a page).
    private func settle(at offset: CGPoint) {
        isDecelerating = true
        UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: { self.contentOffset = offset },
                       completion: { [weak self] _ in
                           guard let self else { return }
                           self.isDecelerating = false
                           self.delegate?.scrollViewDidEndDecelerating(self)
                       })
    }

    private func stopGliding() {
        glide?.invalidate()
        glide = nil
        isDecelerating = false
    }
}
