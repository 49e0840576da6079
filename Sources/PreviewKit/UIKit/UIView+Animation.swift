import Foundation
import Synchronization

/// UIKit's block animations, as iOS 8 and later make them. Inside
/// `animate(withDuration:…)` a view answers its layer's action lookup
/// with a `CABasicAnimation` (a `CASpringAnimation` in the spring form)
/// carrying the block's duration, curve, delay and options, `fillMode`
/// `.both` and the property's value before the change as `fromValue`;
/// outside a block it answers `NSNull`. Running that action adds the
/// animation under the property's own key ("position", "opacity"...), or
/// "position-2" and so on while one is already there, so a second block on
/// a moving view adds to the first instead of replacing it. Geometry
/// (position, bounds, transform) animates additively, from old − new to
/// zero, so overlapping blocks blend without a jump; other properties run
/// from the old value to the new one. The completion handler runs once,
/// when every animation the block added has stopped, with `finished`
/// false if any was removed early.
extension UIView {
    /// Animates the changes `animations` makes to views' animatable properties
    /// (frame, bounds, center, transform, alpha, backgroundColor, ...) over
    /// `duration` seconds, after `delay`, with `options`; `completion` gets
    /// whether every animation finished.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(_ViewAnimationState(duration: duration, delay: delay, options: options, completion: completion),
            animations: animations)
    }

    /// Animates the changes `animations` makes over `duration` seconds, at
    /// once, with the ease-in-out curve; then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, at
    /// once, with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring form: each change runs on a spring of damping ratio
    /// `dampingRatio` (1: no overshoot; smaller: more bounce) starting at
    /// `velocity` (in animation distances per second, as UIKit measures
    /// it: 1 covers the whole change in a second), settled by `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let state = _ViewAnimationState(duration: duration, delay: delay, options: options, completion: completion)
        state.spring = _ViewSpring(dampingRatio: Double(dampingRatio), velocity: Double(velocity), duration: duration)
        run(state, animations: animations)
    }

    /// iOS 17's spring form: each change runs on the spring of
    /// `CASpringAnimation(perceptualDuration:bounce:)` (`bounce` 0 settles
    /// without overshoot, 0.15 brief, 0.3 noticeable; negative overdamps),
    /// starting at `velocity`; the animation lasts until the spring settles.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let shape = CASpringAnimation(perceptualDuration: CGFloat(duration.isFinite ? max(duration, 0.01) : 0.5),
                                      bounce: bounce.isFinite ? min(max(bounce, -1), 1) : 0)
        let state = _ViewAnimationState(duration: shape.duration, delay: delay, options: options, completion: completion)
        var spring = _ViewSpring(dampingRatio: 1, velocity: Double(velocity), duration: shape.duration)
        spring.physical = (Double(shape.mass), Double(shape.stiffness), Double(shape.damping))
        state.spring = spring
        run(state, animations: animations)
    }

    /// Runs `animations` with `state` answering the views' actions; its
    /// completion runs when what they added has stopped (or, when they
    /// added nothing, after the commit).
    static func run(_ state: _ViewAnimationState, animations: () -> Void) {
        let outer = currentAnimation
        currentAnimation = state
        CATransaction.begin()
        animations()
        CATransaction.setCompletionBlock { state.blockEnded() }
        CATransaction.commit()
        currentAnimation = outer
    }

    /// Changes made in `actionsWithoutAnimation` do not animate, even
    /// inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = currentAnimation
        currentAnimation = nil
        CATransaction.withoutActions {
            actionsWithoutAnimation()
        }
        currentAnimation = outer
    }

    /// The duration of the animation block being run (0 outside one), as
    /// layer code reads it to animate its own keys along with the block.
    public class var inheritedAnimationDuration: TimeInterval { currentAnimation?.duration ?? 0 }

    /// Whether blocks animate at all (true unless turned off).
    public class var areAnimationsEnabled: Bool { animationsEnabled }
    /// Turns block animation on or off for everything; while off, changes in
    /// blocks happen at once. On by default.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    nonisolated(unsafe) static var animationsEnabled = true

    /// The innermost animation block being run on this thread. UIKit's
    /// blocks run on the main thread; a program's do too, but tests (and
    /// tools that render views) drive views from several threads at once,
    /// and one thread's block must not animate another's changes. Outside
    /// any block (almost every property change), a count of the threads in
    /// one answers without looking the thread up.
    static var currentAnimation: _ViewAnimationState? {
        get {
            guard threadsInBlocks.load(ordering: .relaxed) > 0 else { return nil }
            return Thread.current.threadDictionary[animationKey] as? _ViewAnimationState
        }
        set {
            let dictionary = Thread.current.threadDictionary
            let was = dictionary[animationKey] != nil
            dictionary[animationKey] = newValue
            if was != (newValue != nil) { threadsInBlocks.add(newValue == nil ? -1 : 1, ordering: .relaxed) }
        }
    }
    private static let animationKey = "PreviewKit.UIView.currentAnimation"
    private static let threadsInBlocks = Atomic<Int>(0)
}

/// One animation block: its timing and options, what it added, and its
/// completion handler. As the animations' delegate it hears each one stop
/// (UIKit's `UIViewAnimationState`).
final class _ViewAnimationState: NSObject, CAAnimationDelegate {
    /// Set by the block's arguments (or, in an old-style block, by
    /// `UIView.setAnimationDuration(_:)` and its kin before the changes).
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var spring: _ViewSpring?
    private var completion: ((Bool) -> Void)?
    /// Animations added and not yet stopped; whether all that stopped finished.
    private(set) var running = 0
    private var allFinished = true
    private var blockDone = false

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.options = options
        self.completion = completion
    }

    /// The keys a view animates in a block (from CALayer's key table).
    static let animatableKeys = CALayer._viewAnimatableKeys
    /// Of those, the geometry that animates additively.
    static let additiveKeys: Set<String> = ["position", "bounds", "transform"]

    /// While `animateKeyframes` runs its closure: where changes are noted.
    var recorder: _KeyframeRecorder?
    /// A property animator's curve, in place of the options' named one.
    var customTiming: CAMediaTimingFunction?
    /// A property animator running the block: it takes each animation (with
    /// the key's value before the change) and adds and controls it itself.
    var tracker: ((CALayer, String, CABasicAnimation, Any?) -> Void)?

    /// The block's animation for a change of `key` on `layer` (nil: the
    /// key does not animate in blocks).
    func action(for layer: CALayer, forKey key: String) -> CAAction? {
        guard Self.animatableKeys.contains(key) || layer._animatesInViewBlocks(key), duration > 0 else {
            return nil
        }
        if let recorder { return recorder.action(for: layer, key: key) }
        let a: CABasicAnimation & _ViewBlockAction = spring.map { s in
            let spring = _ViewBlockSpringAnimation(keyPath: key)
            s.configure(spring)
            return spring
        } ?? _ViewBlockAnimation(keyPath: key)
        a.duration = duration
        if spring == nil { a.timingFunction = timingFunction }
        a.fillMode = .both
        if options.contains(.repeat) { a.repeatCount = .infinity }
        a.autoreverses = options.contains(.autoreverse)
        // The value before the change: the model's, or what is on screen
        // when asked to begin from the current state.
        let current = options.contains(.beginFromCurrentState) && !Self.additiveKeys.contains(key)
            ? (layer.presentation() ?? layer) : layer
        a.fromValue = current.value(forKey: key)
        a.delegate = self
        a.block = self
        a.madeForKey = key
        return a
    }

    var timingFunction: CAMediaTimingFunction {
        if let customTiming { return customTiming }
        switch options.rawValue & (3 << 16) {
        case UIView.AnimationOptions.curveEaseIn.rawValue: return CAMediaTimingFunction(name: .easeIn)
        case UIView.AnimationOptions.curveEaseOut.rawValue: return CAMediaTimingFunction(name: .easeOut)
        case UIView.AnimationOptions.curveLinear.rawValue: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }

    /// Adds `action` for the change of its key on `layer` (see
    /// `_ViewBlockAction.run`).
    func add(_ action: CABasicAnimation & _ViewBlockAction, forKey event: String, to layer: CALayer) {
        let key = action.madeForKey
        let added = action.copy() as! CABasicAnimation
        let new = layer.value(forKey: key)
        if Self.additiveKeys.contains(key), let (from, zero) = _ViewBlockAnimation.difference(action.fromValue, new) {
            added.fromValue = from
            added.toValue = zero
            added.isAdditive = true
        }
        if delay > 0 { added.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay }
        // Additive geometry already animating gets another animation beside
        // it ("position-2", "-3"...), which adds to it. Anything else is
        // replaced, as UIKit replaces it: one animation under the
        // property's key, from the model's value (or, with
        // `.beginFromCurrentState`, from what is on screen); the replaced
        // block hears its animation stop unfinished. A property animator
        // keeps its own beside others, to scrub it alone.
        var unique = event
        var n = 1
        while (added.isAdditive || tracker != nil) && layer.animation(forKey: unique) != nil {
            n += 1
            unique = "\(event)-\(n)"
        }
        if let tracker {
            tracker(layer, unique, added, action.fromValue)
            return
        }
        running += 1
        layer.add(added, forKey: unique)
    }

    /// An animation borrowing the block's timing for another key (layer
    /// code re-aiming the block's action) is the block's too: the
    /// completion waits for it.
    func adopt() { running += 1 }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        if !flag { allFinished = false }
        finishIfDone()
    }

    /// The block's transaction committed.
    func blockEnded() {
        blockDone = true
        finishIfDone()
    }

    private func finishIfDone() {
        guard blockDone, running <= 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

/// What the animations a block gives its views' layers know of the block.
protocol _ViewBlockAction: AnyObject {
    var block: _ViewAnimationState? { get set }
    var madeForKey: String { get set }
}

extension _ViewBlockAction where Self: CABasicAnimation {
    /// Run for the key it was made for, the block's animation adds itself
    /// the block way and answers true; otherwise (copied and re-aimed by
    /// layer code) it answers false, to run as a plain animation, and a
    /// layer's copy whose delegate is the block makes the block wait for it.
    func runForBlock(_ event: String, _ object: Any) -> Bool {
        guard let layer = object as? CALayer, let block, keyPath == madeForKey, event == madeForKey else {
            if object is CALayer, delegate === block { block?.adopt() }
            return false
        }
        block.add(self, forKey: event, to: layer)
        return true
    }

    /// `copy`, made by the superclass, with the block it was made for.
    func carryingBlock(_ copy: Any) -> Any {
        let c = copy as! Self
        c.block = block
        c.madeForKey = madeForKey
        return c
    }
}

/// The `CABasicAnimation` a block answers with. Run as the layer's action
/// for the key it was made for, it adds a copy the block way (additive
/// geometry, a key of its own); copied and re-aimed at another key (layer
/// code borrowing the block's timing), it is a plain basic animation.
final class _ViewBlockAnimation: CABasicAnimation, _ViewBlockAction {
    weak var block: _ViewAnimationState?
    var madeForKey = ""

    override func copy(with zone: NSZone? = nil) -> Any { carryingBlock(super.copy(with: zone)) }

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        if !runForBlock(event, anObject) { super.run(forKey: event, object: anObject, arguments: dict) }
    }

    /// old − new and the zero of that kind, for the values that add
    /// (transforms: the matrix that, applied before `new`, gives `old`).
    static func difference(_ old: Any?, _ new: Any?) -> (Any, Any)? {
        switch (old, new) {
        case let (a as CGPoint, b as CGPoint): return (CGPoint(x: a.x - b.x, y: a.y - b.y), CGPoint.zero)
        case let (a as CGSize, b as CGSize): return (CGSize(width: a.width - b.width, height: a.height - b.height), CGSize.zero)
        case let (a as CGRect, b as CGRect):
            return (CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height),
                    CGRect.zero)
        case let (a as CATransform3D, b as CATransform3D):
            guard CATransform3DIsAffine(b) || abs(b.m44) > 0 else { return nil }
            return (CATransform3DConcat(a, CATransform3DInvert(b)), CATransform3DIdentity)
        case let (a as Float, b as Float): return (a - b, Float(0))
        case let (a as CGFloat, b as CGFloat): return (a - b, CGFloat(0))
        case let (a as Double, b as Double): return (a - b, Double(0))
        default: return nil
        }
    }
}

/// The spring form's animation (the same, as a `CASpringAnimation`).
final class _ViewBlockSpringAnimation: CASpringAnimation, _ViewBlockAction {
    weak var block: _ViewAnimationState?
    var madeForKey = ""

    override func copy(with zone: NSZone? = nil) -> Any { carryingBlock(super.copy(with: zone)) }

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        if !runForBlock(event, anObject) { super.run(forKey: event, object: anObject, arguments: dict) }
    }
}
