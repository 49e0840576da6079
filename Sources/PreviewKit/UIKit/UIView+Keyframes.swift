import Foundation

/// UIKit's keyframe blocks and view transitions.
///
/// `animateKeyframes` runs its closure noting, for each view property
/// changed inside an `addKeyframe` (or outside any, for the whole
/// duration), when in the block it changes and to what; each property
/// then gets one `CAKeyframeAnimation` through those values, under its
/// own key, with the block's timing.
extension UIView {
    /// Runs `animations`, noting the changes each `addKeyframe` makes, and
    /// animates every changed property through them over `duration` seconds
    /// after `delay`; `completion` gets whether every animation finished.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let state = _ViewAnimationState(duration: duration, delay: delay,
                                        options: AnimationOptions(rawValue: options.rawValue & 0x3FF), completion: completion)
        let recorder = _KeyframeRecorder()
        state.recorder = recorder
        let outer = currentAnimation
        currentAnimation = state
        CATransaction.begin()
        animations()
        state.recorder = nil
        recorder.addAnimations(for: state, mode: options.calculationMode)
        CATransaction.setCompletionBlock { state.blockEnded() }
        CATransaction.commit()
        currentAnimation = outer
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen
    /// from `frameStartTime` for `frameDuration` (both fractions of the
    /// block's duration). Elsewhere it just runs them.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: () -> Void) {
        guard let recorder = currentAnimation?.recorder else { return animations() }
        let outer = recorder.segment
        recorder.segment = (min(max(frameStartTime, 0), 1), min(max(frameDuration, 0), 1))
        animations()
        recorder.segment = outer
    }

    /// Changes `view` with a transition from how it looked: `animations`
    /// run without animating, and the view cross-fades (flips and curls
    /// too, as fades) from a snapshot of its old look over `duration`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let t = makeTransition(duration: duration, options: options, completion: completion)
        view.layer.add(t, forKey: kCATransition)
        if options.contains(.allowAnimatedContent) { animations?() } else { performWithoutAnimation { animations?() } }
    }

    /// Replaces `fromView` by `toView` in its superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), with a
    /// transition over the superview.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let t = makeTransition(duration: duration, options: options, completion: completion)
        guard let parent = fromView.superview else {
            completion?(true)
            return
        }
        parent.layer.add(t, forKey: kCATransition)
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== parent { parent.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
    }

    private static func makeTransition(duration: TimeInterval, options: AnimationOptions,
                                       completion: ((Bool) -> Void)?) -> CATransition {
        let t = CATransition()
        t.type = .fade
        t.duration = duration
        t.timingFunction = _ViewAnimationState(duration: 0, delay: 0, options: options, completion: nil).timingFunction
        if let completion { t.delegate = _TransitionEnd(completion) }
        return t
    }
}

/// Calls a transition's completion when it stops.
final class _TransitionEnd: NSObject, CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        completion?(flag)
        completion = nil
    }
}

/// The changes an `animateKeyframes` closure makes: which property of
/// which layer, from what, to what, in which part of the block.
final class _KeyframeRecorder {
    /// The part of the block the changes being made happen in.
    var segment: (start: Double, duration: Double) = (0, 1)
    struct Change {
        let layer: CALayer
        let key: String
        let old: Any?
        var new: Any?
        let start: Double
        let duration: Double
    }
    private(set) var changes: [Change] = []

    /// The action a change runs: it notes the change.
    func action(for layer: CALayer, key: String) -> CAAction {
        _KeyframeNote(recorder: self, layer: layer, key: key, old: layer.value(forKey: key), segment: segment)
    }

    func note(_ c: Change) { changes.append(c) }

    /// One keyframe animation per changed property, through its values
    /// at the changes' starts and ends.
    func addAnimations(for state: _ViewAnimationState, mode: CAAnimationCalculationMode) {
        var order: [(ObjectIdentifier, String)] = []
        var groups: [String: [Change]] = [:]
        for c in changes {
            let id = "\(ObjectIdentifier(c.layer).hashValue)|\(c.key)"
            if groups[id] == nil { order.append((ObjectIdentifier(c.layer), c.key)) }
            groups[id, default: []].append(c)
        }
        for (layerID, key) in order {
            guard let group = groups["\(layerID.hashValue)|\(key)"], let first = group.first else { continue }
            let sorted = group.sorted { $0.start < $1.start }
            var times: [Double] = [0], values: [Any] = [first.old as Any]
            var current: Any? = first.old
            for c in sorted {
                if c.start > times.last! + 1e-9 {
                    times.append(c.start)
                    values.append(current as Any)
                }
                let end = min(1, c.start + c.duration)
                if end > times.last! + 1e-9 || values.count == 1 {
                    times.append(max(end, times.last!))
                    values.append(c.new as Any)
                } else {
                    values[values.count - 1] = c.new as Any
                }
                current = c.new
            }
            if times.last! < 1 {
                times.append(1)
                values.append(current as Any)
            }
            let a = CAKeyframeAnimation(keyPath: key)
            a.values = values
            a.keyTimes = times.map { NSNumber(value: $0) }
            a.calculationMode = mode
            a.duration = state.duration
            a.fillMode = .both
            if state.options.contains(.repeat) { a.repeatCount = .infinity }
            a.autoreverses = state.options.contains(.autoreverse)
            a.delegate = state
            let layer = first.layer
            if state.delay > 0 { a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + state.delay }
            var unique = key
            var n = 1
            while layer.animation(forKey: unique) != nil {
                n += 1
                unique = "\(key)-\(n)"
            }
            state.adopt()
            layer.add(a, forKey: unique)
        }
    }
}

/// A change inside `animateKeyframes`, noted when the layer runs it.
final class _KeyframeNote: NSObject, CAAction {
    private weak var recorder: _KeyframeRecorder?
    private let layer: CALayer
    private let key: String
    private let old: Any?
    private let segment: (start: Double, duration: Double)

    init(recorder: _KeyframeRecorder, layer: CALayer, key: String, old: Any?, segment: (start: Double, duration: Double)) {
        self.recorder = recorder
        self.layer = layer
        self.key = key
        self.old = old
        self.segment = segment
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        recorder?.note(.init(layer: layer, key: key, old: old, new: layer.value(forKey: key),
                             start: segment.start, duration: segment.duration))
    }
}

extension UIView.KeyframeAnimationOptions {
    var calculationMode: CAAnimationCalculationMode {
        switch rawValue >> 10 & 7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }
}
