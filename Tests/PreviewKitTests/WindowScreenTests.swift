import Foundation
import Testing
@testable import PreviewKit

/// A screen that shows, when it appears, a window of its own over the app's,
/// as HUD libraries do (GradientCircularProgress, PKHUD): a full-screen
/// window at an alert's level with one red square in it.
private final class ShowsAHUD: UIViewController {
    var hud: UIWindow?
    var keep = true
    var hideAfterShowing = false
    weak var keyWhileShown: UIWindow?
    var windowsWhileShown = 0
    var appIsKeyAfterHiding = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow()
        window.windowLevel = .alert + 1
        window.backgroundColor = .clear
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        window.addSubview(square)
        window.makeKeyAndVisible()
        keyWhileShown = UIApplication.shared.keyWindow
        windowsWhileShown = UIApplication.shared.windows.count
        if hideAfterShowing {
            window.isHidden = true
            appIsKeyAfterHiding = UIApplication.shared.keyWindow === view.window
        }
        if keep { hud = window }
    }
}

extension MainThreadSuites {
    @Suite(.serialized) struct WindowScreenTests {
        /// A window the program makes and shows is drawn over the app's, is
        /// the key window while it is shown, and is one of the app's windows.
        @Test func aWindowTheProgramShowsIsDrawnOverTheApps() throws {
            let vc = ShowsAHUD()
            let images = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 60, height: 60), at: [0.1]))
            #expect(pixel(images[0], 20, 20) == (255, 0, 0, 255), "the HUD's square")
            #expect(pixel(images[0], 45, 45) == (255, 255, 255, 255), "the app's view around it")
            #expect(vc.keyWhileShown === vc.hud && vc.windowsWhileShown == 2)
            #expect(vc.hud?.frame == CGRect(x: 0, y: 0, width: 60, height: 60), "the size of the screen")
        }

        /// Hidden, or let go by the program (a window nothing holds goes
        /// away, as on iOS), the window leaves the screen; the app's window
        /// is key again.
        @Test func aWindowHiddenOrLetGoLeavesTheScreen() throws {
            for (keep, hide) in [(true, true), (false, false)] {
                let vc = ShowsAHUD()
                vc.keep = keep
                vc.hideAfterShowing = hide
                let images = try #require(PreviewSnapshot.render(vc, size: CGSize(width: 60, height: 60), at: [0.1]))
                #expect(pixel(images[0], 20, 20) == (255, 255, 255, 255), "keep \(keep), hide \(hide)")
                #expect(vc.appIsKeyAfterHiding == hide)
            }
        }

        /// Windows stack by level, whatever order they are shown in; hiding
        /// the key window makes the frontmost one left key.
        @Test func windowsStackByTheirLevel() {
            let screen = CALayer()
            let before = _WindowScreen.showWindows(in: screen)
            defer { _WindowScreen.showWindows(in: before) }
            let app = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let alert = UIWindow(frame: app.frame)
            alert.windowLevel = .alert
            let banner = UIWindow(frame: app.frame)
            banner.windowLevel = .normal + 1
            app.makeKeyAndVisible()
            alert.makeKeyAndVisible()
            banner.isHidden = false
            #expect(_WindowScreen.windows.map { $0.windowLevel } == [.normal, .normal + 1, .alert])
            #expect(UIApplication.shared.keyWindow === alert && alert.isKeyWindow && !app.isKeyWindow)
            alert.isHidden = true
            #expect(_WindowScreen.windows.count == 2 && UIApplication.shared.keyWindow === banner)
            banner.windowLevel = .normal - 1
            #expect(_WindowScreen.windows.first === banner, "a new level moves it")
            app.stopBeingKey()
        }

        /// A press goes to the frontmost window that takes it: a window
        /// takes presses inside its frame, unless its `hitTest(_:with:)`
        /// lets them through (the pass-through windows of overlay libraries).
        @Test func aPressGoesToTheFrontmostWindowThatTakesIt() {
            final class PassThrough: UIWindow {
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    let v = super.hitTest(point, with: event)
                    return v === self ? nil : v
                }
            }
            let preview = PreviewWindow(title: "test", width: 100, height: 100)
            preview.push(UIViewController())
            let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            banner.windowLevel = .alert
            banner.makeKeyAndVisible()
            let overlay = PassThrough()
            overlay.windowLevel = .alert + 1
            overlay.addSubview(UIView(frame: CGRect(x: 60, y: 60, width: 20, height: 20)))
            overlay.isHidden = false
            #expect(overlay.frame.size == CGSize(width: 100, height: 100))
            #expect(preview.topView(at: CGPoint(x: 15, y: 15)) === banner)
            #expect(preview.topView(at: CGPoint(x: 15, y: 60)) === preview.keyWindow)
            #expect(preview.topView(at: CGPoint(x: 70, y: 70)) === overlay)
            banner.isHidden = true
            #expect(preview.topView(at: CGPoint(x: 15, y: 15)) === preview.keyWindow)
            preview.keyWindow.makeKey()
        }
    }
}
