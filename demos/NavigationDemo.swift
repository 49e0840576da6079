import Foundation
import PreviewKit

/// A navigation stack with a custom push: the navigation controller's
/// delegate hands it an animator that grows the tapped card into the
/// next page (and shrinks it back on the way back), as apps' "zoom"
/// transitions do; the bar's back button pops.
final class NavigationDemo: DemoViewController, UINavigationControllerDelegate {
    override class var name: String { "navigation" }
    override class var displayTitle: String { "A navigation stack with a custom push" }
    override class var instruction: String { "click a card to push its page (it grows out of the card); click ‹ Cards to pop, or drag from the left edge" }

    private let nav = UINavigationController(rootViewController: CardsPage())
    private let zoom = ZoomAnimator()

    override func viewDidLoad() {
        super.viewDidLoad()
        nav.delegate = self
        addChild(nav)
        view.addSubview(nav.view)
        nav.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        nav.view.frame = CGRect(x: 0, y: contentTop, width: view.bounds.width, height: max(0, view.bounds.height - contentTop))
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // A drag from the left edge pops with UIKit's own slide, following the finger.
        if operation == .pop, navigationController.interactivePopGestureRecognizer?.state == .began { return nil }
        let cards = (operation == .push ? fromVC : toVC) as? CardsPage
        guard let card = cards?.tapped else { return nil }
        zoom.pushing = operation == .push
        zoom.card = card
        return zoom
    }
}

/// The first page: a card per colour.
final class CardsPage: UIViewController {
    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple, .systemTeal]
    private var cards: [UIView] = []
    /// The card tapped last (where the page grows from).
    private(set) var tapped: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .systemGroupedBackground
        for (i, c) in colors.enumerated() {
            let card = UIView()
            card.backgroundColor = c
            card.layer.cornerRadius = 16
            card.tag = i
            card.addGestureRecognizer(UITapGestureRecognizer { [weak self, weak card] _ in
                guard let self, let card else { return }
                self.tapped = card
                let page = ColorPage(color: c, number: i + 1)
                self.navigationController?.pushViewController(page, animated: true)
            })
            cards.append(card)
            view.addSubview(card)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = (view.bounds.width - 24 * 4) / 3
        for (i, card) in cards.enumerated() {
            card.frame = CGRect(x: 24 + CGFloat(i % 3) * (w + 24), y: 24 + CGFloat(i / 3) * 154, width: w, height: 130)
        }
    }
}

/// A page in one colour.
final class ColorPage: UIViewController {
    private let color: UIColor
    private let number: Int
    private let label = UILabel()

    init(color: UIColor, number: Int) {
        self.color = color
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Card \(number)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        label.text = "\(number)"
        label.font = .boldSystemFont(ofSize: 120)
        label.textColor = .white
        label.textAlignment = .center
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = view.bounds
    }
}

/// Grows the next page out of a card (a push) or shrinks it back into
/// the card (a pop), with a spring, the cards page fading behind.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var pushing = true
    weak var card: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        let final = transitionContext.finalFrame(for: toVC)
        let page = pushing ? to : from
        if pushing {
            to.frame = final
            container.addSubview(to)
        } else {
            to.frame = final
            container.insertSubview(to, belowSubview: from)
            to.alpha = 0.4
        }
        // Where the card is (its page now in the container with it), and the
        // page as the card: scaled down onto the card's rectangle, corners rounded.
        to.layoutIfNeeded()
        let cardFrame = card.map { container.convert($0.bounds, from: $0) } ?? final.insetBy(dx: final.width / 3, dy: final.height / 3)
        let shrink = CGAffineTransform(translationX: cardFrame.midX - final.midX, y: cardFrame.midY - final.midY)
            .scaledBy(x: cardFrame.width / max(final.width, 1), y: cardFrame.height / max(final.height, 1))
        page.clipsToBounds = true
        if pushing {
            page.transform = shrink
            page.layer.cornerRadius = 16
        }
        card?.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.82,
                       initialSpringVelocity: 0, options: [], animations: {
            page.transform = self.pushing ? .identity : shrink
            page.layer.cornerRadius = self.pushing ? 0 : 16
            if self.pushing { from.alpha = 0.4 } else { to.alpha = 1 }
        }, completion: { _ in
            from.alpha = 1
            to.alpha = 1
            page.transform = .identity
            page.layer.cornerRadius = 0
            self.card?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
