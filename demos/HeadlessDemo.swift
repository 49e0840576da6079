import Foundation
import QuartzCore

/// Adds a 0.3 s animation and runs `RunLoop.main` until the delegate hears
/// it stop, printing each callback with the thread it arrived on and the
/// presented opacity along the way. Exit status 0 when the callbacks came
/// in order on the main thread.
final class HeadlessDemo: NSObject, CAAnimationDelegate {
    private var events: [String] = []
    private var done = false
    private let layer = CALayer()

    func run() -> Int32 {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.3
        fade.delegate = self
        layer.add(fade, forKey: "fade")
        // No explicit commit: the implicit transaction commits when the
        // main run loop is about to wait, as in an iOS app.
        let deadline = Date(timeIntervalSinceNow: 5)
        var lastPrint = 0.0
        while !done, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
            if let p = layer.presentation(), CACurrentMediaTime() - lastPrint > 0.05 {
                print(String(format: "presented opacity %.3f", p.opacity))
                lastPrint = CACurrentMediaTime()
            }
        }
        let ok = events == ["didStart main", "didStop finished main"]
        print(ok ? "headless: ok" : "headless: FAILED, heard \(events)")
        return ok ? 0 : 1
    }

    func animationDidStart(_ anim: CAAnimation) {
        record("didStart")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        record(flag ? "didStop finished" : "didStop cancelled")
        done = true
    }

    private func record(_ event: String) {
        let line = "\(event) \(Thread.isMainThread ? "main" : "other thread")"
        print(line)
        events.append(line)
    }
}
