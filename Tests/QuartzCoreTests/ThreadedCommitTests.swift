import Foundation
import Testing
@testable import QuartzCore
import Raster

/// Apple lets any thread change layers inside its own transaction: here
/// three threads commit changes and animations on their own layers of a
/// shared tree while this one reads `presentation()`, walks presentation
/// sublayers and renders frames of the committed tree.
@Suite struct ThreadedCommitTests {
    @Test func backgroundCommitsWhileTheTreeIsReadAndRendered() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.anchorPoint = .zero
        let groups = (0..<3).map { _ in (0..<20).map { _ in CALayer() } }
        for g in groups {
            for l in g {
                l.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                root.addSublayer(l)
            }
        }
        CATransaction.flush()
        let done = DispatchSemaphore(value: 0)
        for (t, g) in groups.enumerated() {
            let thread = Thread {
                for i in 0..<300 {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    for (j, l) in g.enumerated() {
                        l.position = CGPoint(x: Double((i + j) % 60), y: Double(t * 20))
                        if j % 5 == 0 {
                            let a = CABasicAnimation(keyPath: "opacity")
                            a.fromValue = 0
                            a.duration = 0.5
                            l.add(a, forKey: "fade\(i % 3)")
                        }
                        if j % 7 == 0 && i % 10 == 0 { l.removeAllAnimations() }
                    }
                    CATransaction.commit()
                }
                done.signal()
            }
            thread.start()
        }
        let surface = Surface(width: 64, height: 64)!
        var finished = 0, reads = 0
        while finished < 3 {
            if done.wait(timeout: .now()) == .success { finished += 1; continue }
            for g in groups {
                if let p = g[reads % g.count].presentation() {
                    #expect(p.position.x.isFinite && p.opacity.isFinite)
                }
            }
            _ = root.presentation()?.sublayers?.count
            root._renderPresentation(into: surface, clip: surface.bounds, at: CACurrentMediaTime())
            reads += 1
        }
        // Every thread's last values were committed.
        for (t, g) in groups.enumerated() {
            for (j, l) in g.enumerated() {
                #expect(l.presentation()?.position.y == CGFloat(t * 20))
                #expect(l.position.x == CGFloat((299 + j) % 60))
            }
        }
        #expect(reads > 0)
    }
}
