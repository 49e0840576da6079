import Foundation
import Raster

/// A view controller rendered without a display, as a window of a given
/// size would show it at given moments after it appeared: for people who
/// want a picture of a demo, and for tests.
///
/// Time does not pass in real time here: the clock is stepped a display
/// frame at a time (1/60 s) from the moment the view appeared, and at
/// each step what a window's loop does happens in order: display links,
/// animation delegate callbacks due by then, the run loop's ready work and
/// the commit. A snapshot at 3 s takes milliseconds, and is the same
/// picture every run. Work scheduled on the wall clock (`asyncAfter`, a
/// `Timer`) does not come due that fast: a render `paced` to the wall
/// clock (as `--snapshot` and `--record` are) takes the time it shows,
/// and runs that work at the frame where it comes due.
public enum PreviewSnapshot {
    /// Frames per second of the stepped clock.
    public static let frameRate = 60.0

    /// The media time at which a rendered view controller appears.
    static let clockStart = 1_000.0

    /// Renders `viewController` in a `size`-point window at `scale` pixels
    /// per point, once for each of `times` (seconds after it appeared,
    /// ascending). Nil for a size that cannot be rendered.
    ///
    /// With `paced`, no faster than the wall clock, so that work the app
    /// schedules on it (`DispatchQueue.main.asyncAfter` on the main
    /// thread, a `Timer` on the rendering thread's run loop) runs at the
    /// moment it would in a window; without, the frames are drawn in
    /// milliseconds, before any of it comes due.
    public static func render(_ viewController: UIViewController, size: CGSize, scale: Double = 1,
                              at times: [Double], paced: Bool = false) -> [CGImage]? {
        var images: [CGImage] = []
        let ok = render(viewController, size: size, scale: scale, at: times, paced: paced) { _, surface in
            if let s = surface.copy() { images.append(CGImage(_surface: s)) }
        }
        return ok ? images : nil
    }

    /// The same, handing each frame (the `times` index and the renderer's
    /// surface, valid during the call) to `each` instead of keeping them:
    /// a recording of hundreds of frames holds one. False for a size that
    /// cannot be rendered.
    static func render(_ viewController: UIViewController, size: CGSize, scale: Double = 1, at times: [Double],
                       paced: Bool = false, each: (Int, Surface) -> Void) -> Bool {
        guard size.width.isFinite, size.height.isFinite, scale > 0, scale <= 16, scale.isFinite,
              size.width >= 1, size.height >= 1, size.width * scale <= Double(Surface.maxSide),
              size.height * scale <= Double(Surface.maxSide) else {
            _Diagnostics.report("PreviewSnapshot: cannot render \(size.width)x\(size.height) points at scale \(scale)")
            return false
        }
        let w = Int(size.width.rounded()), h = Int(size.height.rounded())
        let pw = Int((Double(w) * scale).rounded()), ph = Int((Double(h) * scale).rounded())
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        UIScreen.main.scale = CGFloat(scale)
        // The view is shown in a UIKit window, as in a preview window: it
        // has a `window` and hears `didMoveToWindow()`, and the window is
        // the key window while the snapshot lasts (code that puts an
        // overlay on `UIApplication.shared.keyWindow` shows it).
        // Windows the program shows (a HUD's) are drawn over it, in the
        // screen's layer, as in a preview window.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        let screen = CALayer()
        screen.anchorPoint = .zero
        screen.bounds = window.frame
        let previousScreen = _WindowScreen.showWindows(in: screen)
        let previousKey = UIWindow.key
        window.makeKeyAndVisible()
        defer {
            window.stopBeingKey()
            _WindowScreen.showWindows(in: previousScreen)
            previousKey?.makeKey()
        }
        let renderer = _LayerRenderer(root: screen, threads: 1)
        guard renderer.resize(pixelWidth: pw, pixelHeight: ph, scale: scale) else { return false }
        _DisplayLinkDriver.setDisplayDriven(true)
        defer { _DisplayLinkDriver.setDisplayDriven(false) }

        // The stepped clock starts at the same media time every run (not the
        // machine's uptime): times are then the same floating-point numbers,
        // and so is every pixel of every frame, run after run.
        let start = Self.clockStart
        _MediaClock.$fixed.withValue(start) { show(viewController, in: window, width: w, height: h) }
        drawFrames(renderer, from: start, at: times, paced: paced, each: each)
        viewController.beginAppearanceTransition(false, animated: false)
        viewController.view.removeFromSuperview()
        viewController.endAppearanceTransition()
        return true
    }

    /// Puts the view controller's view in `window`, its appearance
    /// callbacks and commits as a preview window's first screen has them.
    private static func show(_ viewController: UIViewController, in window: UIWindow, width w: Int, height h: Int) {
        // Loaded and told it will appear with actions on, as on iOS (a
        // block animation started then runs from the first commit).
        let view: UIView = viewController.view
        let windowLayer = window.layer
        viewController.beginAppearanceTransition(true, animated: false)
        CATransaction.withoutActions {
            windowLayer.anchorPoint = .zero
            windowLayer.position = .zero
            windowLayer.bounds = CGRect(x: 0, y: 0, width: w, height: h)
            windowLayer.backgroundColor = CGColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
            view.frame = windowLayer.bounds
            window.addSubview(view)
        }
        CATransaction.flush()
        viewController.endAppearanceTransition()
        CATransaction.flush()
        // Then the app becomes active, as when a preview window opens
        // (and an iOS app's first screen is up): code that waits for
        // `didBecomeActiveNotification` to start its animations runs.
        if UIApplication.shared.applicationState != .active { UIApplication.shared.windowDidOpen() }
        CATransaction.flush()
    }

    /// Steps the clock from `start` through every frame up to each of
    /// `times` and hands the picture at each to `each`.
    private static func drawFrames(_ renderer: _LayerRenderer, from start: Double, at times: [Double], paced: Bool,
                                   each: (Int, Surface) -> Void) {
        var frame = 0
        let wallStart = wallClock()
        for (i, t) in times.enumerated() {
            let target = start + max(0, t.isFinite ? t : 0)
            // Whole frames up to the moment, then the moment itself.
            while start + Double(frame + 1) / frameRate <= target {
                frame += 1
                let now = start + Double(frame) / frameRate
                if paced { keepPace(with: now, since: wallStart) }
                step(to: now)
            }
            if paced { keepPace(with: target, since: wallStart) }
            step(to: target)
            renderer.renderFrame(at: target)
            if let s = renderer.surface { each(i, s) }
        }
    }

    /// Seconds on a monotonic wall clock.
    private static func wallClock() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Turns the run loop until as much wall-clock time has passed since
    /// `wallStart` as the stepped clock has come to `now`; what comes due
    /// meanwhile sees media time `now`, the frame it runs before. Behind
    /// the wall clock (a loaded machine draws slower than it), it still
    /// turns the loop once, so what is due by now runs before this frame.
    private static func keepPace(with now: Double, since wallStart: Double) {
        _MediaClock.$fixed.withValue(now) {
            while true {
                let left = (now - clockStart) - (wallClock() - wallStart)
                guard left > 0 else {
                    _ = RunLoop.current.run(mode: .default, before: Date())
                    return
                }
                let turned = wallClock()
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: left))
                // A run loop with nothing to wait on returns at once.
                if wallClock() - turned < 0.0005 { Thread.sleep(forTimeInterval: min(left, 0.002)) }
            }
        }
    }

    /// One turn of a window's loop at media time `now`.
    private static func step(to now: Double) {
        _MediaClock.$fixed.withValue(now) {
            _DisplayLinkDriver.fireAll(at: now, displayInterval: 1 / frameRate)
            _AnimationCallbacks.deliver(upTo: now)
            // The run loop of the thread rendering (the main one in a
            // program; a test's own thread in a test).
            _ = RunLoop.current.run(mode: .default, before: Date())
            CATransaction.flush()
        }
    }
}
