import CoreGraphics
import Foundation
import QuartzCore

/// A row of dots, one per page, the current one filled (Apple's
/// `UIPageControl`). A tap on either side of the current dot moves one
/// page that way and sends `.valueChanged`.
open class UIPageControl: UIControl {
    /// How many dots. Default 0.
    open var numberOfPages = 0 { didSet { rebuild() } }
    /// The filled dot, kept within `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped } else { refresh() }
        }
    }
    /// Whether a control of one page hides itself. Default false.
    open var hidesForSinglePage = false { didSet { refresh() } }
    /// The other dots' colour (nil: a translucent grey).
    open var pageIndicatorTintColor: UIColor? { didSet { refresh() } }
    /// The current dot's colour (nil: near black).
    open var currentPageIndicatorTintColor: UIColor? { didSet { refresh() } }

    static let dot: CGFloat = 7, gap: CGFloat = 9, height: CGFloat = 26
    private var dots: [CALayer] = []

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 0))
        return CGSize(width: n > 0 ? n * Self.dot + (n - 1) * Self.gap + 2 * Self.gap : 0, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    private func rebuild() {
        dots.forEach { $0.removeFromSuperlayer() }
        dots = (0..<max(numberOfPages, 0)).map { _ in
            let d = CALayer()
            d.cornerRadius = Self.dot / 2
            layer.addSublayer(d)
            return d
        }
        if currentPage >= numberOfPages { currentPage = max(numberOfPages - 1, 0) }
        refresh()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func refresh() {
        layer.isHidden = hidesForSinglePage && numberOfPages <= 1
        let on = currentPageIndicatorTintColor ?? UIColor(white: 0.1, alpha: 1)
        let off = pageIndicatorTintColor ?? UIColor(white: 0.5, alpha: 0.3)
        CATransaction.withoutActions {
            for (i, d) in dots.enumerated() { d.backgroundColor = (i == currentPage ? on : off).cgColor }
        }
    }

    /// Where dot `i`'s centre is, the row centred in the bounds.
    func dotCentre(_ i: Int) -> CGPoint {
        let b = bounds, width = size(forNumberOfPages: numberOfPages).width - 2 * Self.gap
        return CGPoint(x: b.midX - width / 2 + CGFloat(i) * (Self.dot + Self.gap) + Self.dot / 2, y: b.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.withoutActions {
            for (i, d) in dots.enumerated() {
                let c = dotCentre(i)
                d.frame = CGRect(x: c.x - Self.dot / 2, y: c.y - Self.dot / 2, width: Self.dot, height: Self.dot)
            }
        }
    }

    /// A tap: one page toward the side of the current dot it landed on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, numberOfPages > 0 else { return }
        let x = touch.location(in: self).x, here = dotCentre(currentPage).x
        let next = x < here ? currentPage - 1 : currentPage + 1
        guard (0..<numberOfPages).contains(next) else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
