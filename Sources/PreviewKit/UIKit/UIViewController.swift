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
}
