import PreviewKit

// A starting point for your own animation: a rounded orange box on white.
// It moves and springs back once when it appears, and again at every click. Change anything here and
// run again (`swift run -c release`, or `swift run -c release NAME --watch` to rebuild on save).
//
// This is UIKit code, as on iOS: `import UIKit` becomes `import PreviewKit`.
// `NAME --help` lists what the program can do besides opening its window
// (pictures without a display, developer tools).

final class MainViewController: UIViewController {
    private let box = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        box.backgroundColor = .systemOrange
        box.layer.cornerRadius = 24
        box.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        view.addSubview(box)
        // A click anywhere: UIKit's target-action needs the Objective-C
        // runtime, so on Linux a gesture recognizer takes a closure.
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.bounce() })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        bounce()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // In the middle, unless it is on its way (a resize mid-bounce).
        if box.layer.animationKeys() == nil { box.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY) }
    }

    /// Out to the right in a quarter second, then back on a spring.
    private func bounce() {
        let home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        UIView.animate(withDuration: 0.25, animations: {
            self.box.center = CGPoint(x: home.x + 160, y: home.y)
            self.box.transform = CGAffineTransform(rotationAngle: .pi / 8)
        }, completion: { _ in
            UIView.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
                           options: [], animations: {
                self.box.center = home
                self.box.transform = .identity
            })
        })
    }
}

// To offer more than one screen, name them; `NAME --list` prints the names
// and `NAME second` opens the second:
//
//     PreviewApp.main(title: "NAME", screens: [
//         PreviewScreen("main") { MainViewController() },
//         PreviewScreen("second") { SecondViewController() },
//     ])
PreviewApp.main(MainViewController(), title: "NAME")
