import Foundation
import PreviewKit

/// UIKit's interruptible animations: a card flies across on a property
/// animator that the slider scrubs (pausing it), the buttons start,
/// reverse or stop it mid-flight; below, the stock controls animate on
/// their own (a spinner, a progress bar, a switch), a stack view closes
/// up around a view hidden inside an animation block, and a paging
/// scroll view turns its cards with a parallax from its delegate.
final class AnimatorDemo: DemoViewController, UIScrollViewDelegate {
    override class var name: String { "animator" }
    override class var displayTitle: String { "Property animators and UIKit's controls" }
    override class var instruction: String { "drag the slider to scrub the card; start, reverse or stop it; tap the switch and the pills; drag the pager" }

    private let card = UIView()
    private let slider = UISlider()
    private let caption = valueLabel(size: 12)
    private var animator: UIViewPropertyAnimator?
    private let spinner = UIActivityIndicatorView(style: .large)
    private let bar = UIProgressView(progressViewStyle: .default)
    private let toggle = UISwitch()
    private let stack = UIStackView()
    private let pager = UIScrollView()
    private var pages: [(card: UIView, badge: UIView)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 14
        card.frame = CGRect(x: 40, y: contentTop + 30, width: 90, height: 90)
        view.addSubview(card)
        slider.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        view.addSubview(slider)
        let buttons: [(String, () -> Void)] = [("start", { [weak self] in self?.start() }),
                                               ("reverse", { [weak self] in self?.reverse() }),
                                               ("stop here", { [weak self] in self?.stopHere() })]
        for (i, (title, action)) in buttons.enumerated() {
            let b = demoButton(title, action)
            b.frame = CGRect(x: 40 + CGFloat(i) * 140, y: contentTop + 200, width: 120, height: 36)
            view.addSubview(b)
        }
        caption.frame = CGRect(x: 40, y: contentTop + 245, width: 900, height: 24)
        view.addSubview(caption)

        spinner.startAnimating()
        view.addSubview(spinner)
        view.addSubview(bar)
        toggle.addAction(UIAction { [weak self] _ in self?.toggled() }, for: .valueChanged)
        view.addSubview(toggle)
        stack.axis = .horizontal
        stack.spacing = 12
        stack.alignment = .center
        for (i, color) in [UIColor.systemRed, .systemOrange, .systemGreen, .systemBlue].enumerated() {
            let pill = UIButton(primaryAction: UIAction(title: "\(i + 1)") { [weak self] action in
                self?.hide(action.sender as? UIView)
            })
            pill.backgroundColor = color
            pill.layer.cornerRadius = 18
            pill.setTitleColor(UIColor.white, for: .normal)
            pill.contentEdgeInsets = UIEdgeInsets(top: 8, left: 22, bottom: 8, right: 22)
            stack.addArrangedSubview(pill)
        }
        view.addSubview(stack)
        pager.isPagingEnabled = true
        pager.delegate = self
        pager.layer.cornerRadius = 12
        pager.backgroundColor = .systemGray6
        for color in [UIColor.systemTeal, .systemPurple, .systemOrange, .systemGreen] {
            let card = UIView()
            card.backgroundColor = color
            card.layer.cornerRadius = 10
            card.clipsToBounds = true
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
            badge.backgroundColor = .white
            badge.layer.cornerRadius = 18
            card.addSubview(badge)
            pager.addSubview(card)
            pages.append((card, badge))
        }
        view.addSubview(pager)
        makeAnimator()
        bar.setProgress(0.35, animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = min(view.bounds.width, 900)
        slider.frame = CGRect(x: 40, y: contentTop + 150, width: w - 80, height: 30)
        spinner.center = CGPoint(x: 60, y: contentTop + 320)
        bar.frame = CGRect(x: 110, y: contentTop + 318, width: 240, height: 4)
        toggle.frame.origin = CGPoint(x: 380, y: contentTop + 304)
        stack.frame = CGRect(x: 40, y: contentTop + 370, width: stack.intrinsicContentSize.width, height: 44)
        pager.frame = CGRect(x: 40, y: contentTop + 440, width: 300, height: 150)
        pager.contentSize = CGSize(width: 300 * CGFloat(pages.count), height: 150)
        for (i, p) in pages.enumerated() {
            p.card.frame = CGRect(x: 300 * CGFloat(i) + 12, y: 12, width: 276, height: 126)
        }
        scrollViewDidScroll(pager)
    }

    /// Each card's badge lags behind the scrolling (a parallax).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        for (i, p) in pages.enumerated() {
            let away = scrollView.contentOffset.x - 300 * CGFloat(i)
            p.badge.center = CGPoint(x: 138 + away * 0.6, y: 63)
        }
    }

    private var travel: CGFloat { min(view.bounds.width, 900) - 170 }

    /// A fresh animator that carries the card across, turning and going round.
    private func makeAnimator() {
        let a = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { [weak self] in
            guard let self else { return }
            card.transform = CGAffineTransform(translationX: travel, y: 0).rotated(by: .pi)
            card.layer.cornerRadius = 45
            card.backgroundColor = .systemPink
        }
        a.pausesOnCompletion = true
        animator = a
        caption.text = "inactive: start it, or drag the slider"
    }

    private func start() {
        guard let a = animator else { return }
        a.isReversed = false
        a.startAnimation()
        caption.text = "running: the slider scrubs it (and pauses it)"
    }

    private func reverse() {
        guard let a = animator, a.state == .active else { return start() }
        a.isReversed.toggle()
        if !a.isRunning { a.startAnimation() }
        caption.text = a.isReversed ? "reversed where it was" : "forwards again"
    }

    private func stopHere() {
        guard let a = animator, a.state == .active else { return }
        a.stopAnimation(false)
        a.finishAnimation(at: .current)
        caption.text = "stopped where it was: the view keeps those values"
        makeAnimator()
    }

    private func scrub() {
        guard let a = animator else { return }
        if a.isRunning { a.pauseAnimation() }
        a.fractionComplete = CGFloat(slider.value)
        caption.text = String(format: "paused at %.2f", slider.value)
    }

    private func toggled() {
        bar.setProgress(toggle.isOn ? 0.9 : 0.35, animated: true)
        if toggle.isOn { spinner.stopAnimating() } else { spinner.startAnimating() }
    }

    private func hide(_ pill: UIView?) {
        guard let pill else { return }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            pill.isHidden = true
            pill.alpha = 0
            self.stack.layoutIfNeeded()
        }, completion: { _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                UIView.animate(withDuration: 0.35) {
                    pill.isHidden = false
                    pill.alpha = 1
                    self.stack.layoutIfNeeded()
                }
            }
        })
    }
}
