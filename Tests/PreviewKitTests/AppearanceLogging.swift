import Foundation
@testable import PreviewKit

/// A view controller titled `title` that logs its appearance calls as
/// "TITLE willAppear"..., for tests of containers.
final class AppearanceLogging: UIViewController {
    let log: (String) -> Void
    init(_ title: String, log: @escaping (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("\(title!) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("\(title!) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("\(title!) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("\(title!) didDisappear") }
}

/// `controller` as the root of a window, shown as UIKit shows one.
func shownInWindow(_ controller: UIViewController, width: CGFloat = 300, height: CGFloat = 500) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = controller
    window.layoutIfNeeded()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    return window
}
