import Foundation

/// What an object that runs view animations offers (Apple's `UIViewAnimating`).
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving (active and not paused).
    var isRunning: Bool { get }
    /// Whether they run back towards their start.
    var isReversed: Bool { get set }
    /// How far along they are, 0...1.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes, the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations, leaving the views at their current values.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also takes animation blocks and completions (Apple's
/// `UIViewImplicitlyAnimating`).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of property changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block that begins `delayFactor` of the way through.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations finish.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with other timing, over `durationFactor`
    /// of the original duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// UIKit's interruptible animator (Apple's `UIViewPropertyAnimator`):
/// blocks of view changes, animated as `UIView.animate` animates them, that
/// can be paused, scrubbed (`fractionComplete`), reversed, stopped and
/// finished at their start, end or wherever they are, each completion
/// told where the views ended.
///
/// The block's animations are held by the animator: paused, each is
/// re-added with speed 0 at the time the fraction gives; running, from
/// that time onward (backwards, when reversed, with its curve mirrored so
/// the views do not jump); finishing at the start puts the views' old
/// values back in the model.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    /// The pacing: a cubic curve or a spring.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// Seconds from start to end at speed 1.
    open private(set) var duration: TimeInterval
    /// Seconds before the animations begin (`startAnimation(afterDelay:)`).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches (accepted: here they always do).
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the views (accepted).
    open var isManualHitTestingEnabled = false
    /// Whether the animations can be paused and reversed (they always can here).
    open var isInterruptible = true
    /// Whether scrubbing follows time linearly (it does here).
    open var scrubsLinearly = true
    /// When true, reaching the end pauses instead of finishing, so the
    /// animator can still be scrubbed or reversed.
    open var pausesOnCompletion = false
    /// Inactive, active or stopped.
    open private(set) var state: UIViewAnimatingState = .inactive {
        // Held while it runs, as UIKit holds it: `UIViewPropertyAnimator(…)
        // { … }.startAnimation()` keeps nothing else.
        didSet { running = state == .inactive ? nil : self }
    }
    private var running: UIViewPropertyAnimator?

    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [_AnimatorTrack] = []
    private var clock = _AnimatorClock()
    /// Bumped whenever the animations are re-added: stops of older copies are ignored.
    private var generation = 0
    private lazy var listener = _AnimatorListener(self)

    /// An animator of `duration` seconds with `parameters`' pacing
    /// (ease-in-ease-out when nil).
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timingParameters = parameters
        super.init()
    }

    /// An animator of `duration` seconds on a named curve, with `animations`.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds on the cubic curve through `point1`
    /// and `point2`, with `animations`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds on a spring of damping `ratio`,
    /// with `animations`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator started at once (after `delay`), on the curve of
    /// `options`, that runs `completion` when it finishes.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        // The options' curve bits count as UIView.AnimationCurve does.
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new, inactive animator with the same duration and pacing.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
        c.pausesOnCompletion = pausesOnCompletion
        return c
    }

    // MARK: Blocks and completions

    /// Adds `animation`: run when the animator starts, or at once (over the
    /// time that is left) when it has started.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds `animation`, beginning `delayFactor` (0...1) of the way through
    /// the time that is left.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        guard state == .active else {
            pending.append((animation, factor))
            return
        }
        let now = clock.fraction(at: CACurrentMediaTime(), duration: duration)
        run(animation, from: now + (1 - now) * Double(factor))
        install()
    }

    /// Adds `completion`, run once with where the views ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Whether the animations are moving.
    open var isRunning: Bool { state == .active && clock.isRunning }

    /// Whether the animations run back towards their start. Setting it
    /// while running turns them round where they are.
    open var isReversed: Bool {
        get { clock.reversed }
        set {
            guard newValue != clock.reversed else { return }
            let now = CACurrentMediaTime()
            clock.reanchor(at: now, duration: duration)
            clock.reversed = newValue
            if state == .active { install() }
        }
    }

    /// How far along the animations are, 0...1, in time. Setting it pauses
    /// an inactive animator first, and is ignored while running.
    open var fractionComplete: CGFloat {
        get { CGFloat(clock.fraction(at: CACurrentMediaTime(), duration: duration)) }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !clock.isRunning else { return }
            clock.anchor = min(max(Double(newValue), 0), 1)
            install()
        }
    }

    /// Starts the animations, or resumes paused ones.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations `delay` seconds from now.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            _Diagnostics.report("UIViewPropertyAnimator.startAnimation: the animator is stopped; call finishAnimation(at:)")
            return
        }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        if state == .inactive { begin() }
        clock.resume(at: CACurrentMediaTime() + self.delay)
        install()
    }

    /// Pauses the animations where they are (starting them paused when inactive).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { begin() }
        clock.pause(at: CACurrentMediaTime(), duration: duration)
        install()
    }

    /// Resumes paused animations; `parameters` (when given) replaces a
    /// cubic curve, and the rest takes `durationFactor` of the duration.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let cubic = parameters?.cubicTimingParameters {
            for t in tracks where !(t.base is CASpringAnimation) { t.base.timingFunction = cubic.timingFunction }
        }
        clock.speed = durationFactor > 0 && durationFactor.isFinite ? 1 / Double(durationFactor) : 1
        clock.resume(at: CACurrentMediaTime())
        install()
    }

    /// Stops the animations where they are: the views keep the values
    /// on screen. Without finishing, the animator becomes inactive and no
    /// completion runs; otherwise it waits for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        settle { $0.current }
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Finishes stopped animations, the views at `finalPosition`, and runs
    /// the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            _Diagnostics.report("UIViewPropertyAnimator.finishAnimation(at:): the animator is not stopped; ignored")
            return
        }
        finish(at: finalPosition)
    }

    // MARK: Inside

    /// Runs the pending blocks: the views change at once, their animations
    /// come to the animator.
    private func begin() {
        state = .active
        clock = _AnimatorClock()
        let blocks = pending
        pending = []
        for b in blocks { run(b.block, from: Double(b.delayFactor)) }
    }

    /// Runs `block` as an animation block whose animations start at
    /// fraction `from` of this animator and end with it.
    private func run(_ block: () -> Void, from: Double) {
        let share = max(1 - from, 0)
        let blockState = _ViewAnimationState(duration: max(duration * share, 1e-6), delay: 0, options: [], completion: nil)
        if let spring = timingParameters?.springTimingParameters {
            var s = _ViewSpring(dampingRatio: Double(spring.dampingRatio ?? 1), velocity: Double(spring.initialVelocity.dx),
                                duration: duration)
            if let p = spring.physical { s.physical = (Double(p.mass), Double(p.stiffness), Double(p.damping)) }
            blockState.spring = s
        } else {
            blockState.customTiming = (timingParameters?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
        }
        blockState.tracker = { [unowned self] layer, key, animation, old in
            let new = layer.value(forKey: animation.keyPath ?? key)
            tracks.append(_AnimatorTrack(layer: layer, key: key, base: animation, old: old, new: new, from: from))
        }
        UIView.run(blockState, animations: block)
    }

    /// Re-adds every track's animation at the clock's fraction: moving
    /// (forwards or back) or held still.
    private func install() {
        generation += 1
        CATransaction.begin()
        defer { CATransaction.commit() }
        let now = CACurrentMediaTime()
        let f = clock.fraction(at: now, duration: duration)
        for t in tracks {
            let (copy, offset) = t.animation(at: f, reversed: clock.reversed)
            copy.setValue(generation, forKey: _AnimatorListener.generationKey)
            copy.delegate = listener
            if clock.isRunning {
                // Begun `offset` ago, or beginning later (a time offset would
                // wrap round the end).
                copy.speed = Float(clock.speed)
                copy.beginTime = t.layer.convertTime(max(now, clock.anchorTime), from: nil) - offset / clock.speed
            } else {
                // Held: a time offset of the whole duration would wrap to 0.
                copy.speed = 0
                copy.timeOffset = min(max(offset, 0), copy.duration * (1 - 1e-9))
            }
            t.layer.removeAnimation(forKey: t.key)
            t.layer.add(copy, forKey: t.key)
        }
        if clock.isRunning { scheduleEnd(after: clock.timeLeft(at: now, duration: duration)) }
    }

    /// The end, found by time (animations that are held or replaced do not
    /// end by themselves, and a block may change nothing).
    private func scheduleEnd(after seconds: Double) {
        let expected = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) { [weak self] in
            guard let self, self.generation == expected, self.state == .active, self.clock.isRunning else { return }
            self.reachedEnd()
        }
    }

    /// A copy of the current generation finished by itself.
    func animationEnded(generation g: Int) {
        guard g == generation, state == .active, clock.isRunning else { return }
        let f = clock.fraction(at: CACurrentMediaTime(), duration: duration)
        if clock.reversed ? f <= 1e-9 : f >= 1 - 1e-9 { reachedEnd() }
    }

    private func reachedEnd() {
        let position: UIViewAnimatingPosition = clock.reversed ? .start : .end
        if pausesOnCompletion {
            clock.pause(at: CACurrentMediaTime(), duration: duration)
            install()
            return
        }
        finish(at: position)
    }

    /// Removes the animations with the model at `position`'s values.
    private func finish(at position: UIViewAnimatingPosition) {
        switch position {
        case .end: settle { $0.new }
        case .start: settle { $0.old }
        case .current: if state != .stopped { settle { $0.current } }
        }
        let done = completions
        reset()
        state = .inactive
        for c in done { c(position) }
    }

    /// Takes every track's animation off and sets its key to `value`.
    private func settle(_ value: (_AnimatorTrack) -> Any?) {
        generation += 1
        let values = tracks.map(value)
        CATransaction.withoutActions {
            for (t, v) in zip(tracks, values) {
                t.layer.removeAnimation(forKey: t.key)
                if let path = t.base.keyPath, let v { t.layer.setValue(v, forKeyPath: path) }
            }
        }
    }

    private func reset() {
        generation += 1
        tracks = []
        completions = []
        clock = _AnimatorClock()
    }
}

/// Hears the animator's animations stop (the animator is not an
/// animation delegate in Apple's API, so a small object is).
final class _AnimatorListener: NSObject, CAAnimationDelegate {
    static let generationKey = "UIViewPropertyAnimator.generation"
    weak var animator: UIViewPropertyAnimator?
    init(_ animator: UIViewPropertyAnimator) { self.animator = animator }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, let g = anim.value(forKey: Self.generationKey) as? Int else { return }
        animator?.animationEnded(generation: g)
    }
}
