import Foundation
import Testing
@testable import QuartzCore

/// A layer that redraws an animated key of its own, and remembers which
/// thread drew it (redraws draw the presentation copy, so the record is
/// the class's).
final class ThreadRecordingLayer: CALayer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var threads: [pthread_t] = []
    static var drawingThreads: [pthread_t] { lock.withLock { threads } }

    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) { Self.lock.withLock { Self.threads.append(pthread_self()) } }
}

/// A wide level of the tree is evaluated on the band threads
/// (`_LevelEvaluation`): its leaves that evaluate alone on any of them,
/// the rest (subtrees, masks, class content, layers that redraw an
/// animated key) on the calling thread. These scrub a level of 1,500
/// siblings of every kind and hold each presented value to
/// `presentation()`, which evaluates a copy on its own.
@Suite struct LevelEvaluationTests {
    /// Every tenth sibling is one that must stay on the calling thread,
    /// spread over the whole level (so every thread's run meets them).
    static let width = 1500

    func build(_ s: Scrubber) -> (leaves: [CALayer], drawn: [ThreadRecordingLayer], others: [CALayer]) {
        var leaves: [CALayer] = [], drawn: [ThreadRecordingLayer] = [], others: [CALayer] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for i in 0..<Self.width {
            let l: CALayer
            switch i % 40 {
            case 10:
                l = CALayer()
                l.addSublayer(CALayer())
                others.append(l)
            case 20:
                l = CALayer()
                l.mask = CALayer()
                others.append(l)
            case 30:
                let d = ThreadRecordingLayer()
                d.progress = 0
                drawn.append(d)
                l = d
            case 35:
                l = CAShapeLayer()
                others.append(l)
            default:
                l = CALayer()
                leaves.append(l)
            }
            l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.position = CGPoint(x: i % 40 * 10, y: i / 40 * 10)
            s.root.addSublayer(l)
        }
        CATransaction.commit()
        CATransaction.flush()
        for (i, l) in s.root.sublayers!.enumerated() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 1
            fade.duration = 1 + Double(i % 7) * 0.1
            fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            l.add(fade, forKey: "fade")
            let move = CAKeyframeAnimation(keyPath: "position")
            let p = l.position
            move.values = [p, CGPoint(x: p.x + 10, y: p.y), CGPoint(x: p.x + 10, y: p.y + 10)]
            move.duration = 2
            l.add(move, forKey: "move")
            if let d = l as? ThreadRecordingLayer {
                let progress = CABasicAnimation(keyPath: "progress")
                progress.fromValue = 0
                progress.toValue = 1
                progress.duration = 2
                d.add(progress, forKey: "progress")
            }
        }
        CATransaction.flush()
        return (leaves, drawn, others)
    }

    @Test func aWideLevelIsEvaluatedAsPresentationSaysWithRedrawsOnTheCallingThread() {
        let s = Scrubber()
        let (leaves, drawn, others) = build(s)
        let shared = _LevelEvaluation.levelsShared.load(ordering: .relaxed)
        let caller = pthread_self()
        for t in [0.15, 0.55, 0.95] {
            s.at(t)
            s.root._evaluatePresentationTree(at: CACurrentMediaTime())
            for l in leaves + others + drawn {
                let reference = l.presentation()!
                let opacity = l._presentedValue(forKey: "opacity") as? Float
                let position = l._presentedValue(forKey: "position") as? CGPoint
                #expect(opacity.map { abs($0 - reference.opacity) < 1e-6 } == true,
                        "opacity at \(t): \(String(describing: opacity)), presentation \(reference.opacity)")
                #expect(position.map { abs($0.x - reference.position.x) < 1e-9 && abs($0.y - reference.position.y) < 1e-9 } == true,
                        "position at \(t): \(String(describing: position)), presentation \(reference.position)")
            }
        }
        // Each of the layers that redraw, at each of the three frames (and
        // once when first shown), on the thread that evaluates.
        let threads = ThreadRecordingLayer.drawingThreads
        #expect(threads.count >= 3 * drawn.count, "redrawn each frame: \(threads.count) draws")
        #expect(threads.allSatisfy { pthread_equal($0, caller) != 0 }, "redrawn on the thread that evaluates")
        // With more than one CPU the level is shared out (a frame finds
        // the pool busy while another test draws in bands, and evaluates
        // the level itself: some frame of a few finds it idle).
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            var sharedOut = _LevelEvaluation.levelsShared.load(ordering: .relaxed) > shared
            for _ in 0..<200 where !sharedOut {
                s.root._evaluatePresentationTree(at: CACurrentMediaTime())
                sharedOut = _LevelEvaluation.levelsShared.load(ordering: .relaxed) > shared
            }
            #expect(sharedOut, "a level of \(Self.width) siblings was shared out")
        }
    }

    /// A narrow level stays on the calling thread.
    @Test func narrowLevelsAreNotSharedOut() {
        let s = Scrubber()
        for _ in 0..<(_LevelEvaluation.minimumWidth - 1) { s.root.addSublayer(CALayer()) }
        CATransaction.flush()
        let kids = s.root._node!.children.map { Unmanaged.passUnretained($0) }
        kids.withUnsafeBufferPointer { #expect(_LevelEvaluation.evaluate($0, at: 0) == nil) }
    }
}
