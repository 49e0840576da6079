import Foundation
import Testing
@testable import PreviewKit

/// What porting Pulsator, Pastel and Spring found, each pinned as UIKit
/// behaves.
extension MainThreadSuites {
    @Suite(.serialized) struct PortedLibraryFindings3Tests {
        /// A headless picture lets the app become active once its screen has
        /// appeared, as a window does on opening and iOS does after launch:
        /// Spring's views, laid out while the app is not yet active, start
        /// their animations on `didBecomeActiveNotification`, and in a
        /// snapshot they stood still.
        @Test func aSnapshotActivatesTheAppOnceItsScreenIsUp() throws {
            final class Waiting: UIViewController {
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                var token: NSObjectProtocol?
                var stateWhenLaidOut: UIApplication.State?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    box.backgroundColor = .red
                    view.addSubview(box)
                    token = NotificationCenter.default.addObserver(
                        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
                        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { self?.box.center.x = 110 }
                    }
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    if stateWhenLaidOut == nil { stateWhenLaidOut = UIApplication.shared.applicationState }
                }
                deinit { token.map(NotificationCenter.default.removeObserver) }
            }
            UIApplication.shared.applicationState = .inactive
            let vc = Waiting()
            let images = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 120, height: 20), at: [0.5]))
            #expect(vc.stateWhenLaidOut == .inactive && UIApplication.shared.applicationState == .active)
            // Halfway from x = 10 to 110: the box covers 50...70.
            #expect(pixel(images[0], 60, 10).g == 0 && pixel(images[0], 60, 10).r == 255, "the box halfway")
            #expect(pixel(images[0], 5, 10).g == 255, "gone from the start")
        }
    }
}
