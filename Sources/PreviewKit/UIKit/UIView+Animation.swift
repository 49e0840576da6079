/// UIKit's block animations. Inside `animate(withDuration:…)` the view's
/// layer answers each change with an animation of the block's duration,
/// delay, curve and options. Numbers, points, sizes and rects animate
/// additively, as since iOS 8: the model takes the new value at once and
/// an additive animation runs the difference from the old value down to
/// zero, so a second change while the first runs blends smoothly instead
/// of jumping. Other values run from the old value to the new.
extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(_ViewAnimationBlock(duration: duration, delay: delay, options: options), animations: animations,
            completion: completion)
    }

    private class func run(_ block: _ViewAnimationBlock, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = currentAnimation
        currentAnimation = block
        CATransaction.begin()
        CATransaction.setCompletionBlock { completion?(true) }
        animations()
        CATransaction.commit()
        currentAnimation = outer
    }

    /// The spring form: each change runs on a spring of damping ratio
    /// `dampingRatio` (1: no overshoot; smaller: more bounce) starting at
    /// `velocity` (in animation distances per second, as UIKit measures
    /// it: 1 covers the whole change in a second), settled by `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        let block = _ViewAnimationBlock(duration: duration, delay: delay, options: options)
        block.spring = _ViewSpring(dampingRatio: Double(dampingRatio), velocity: Double(velocity), duration: duration)
        run(block, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Changes made in `actionsWithoutAnimation` do not animate, even
    /// inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = currentAnimation
        currentAnimation = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        actionsWithoutAnimation()
        CATransaction.commit()
        currentAnimation = outer
    }

    /// The innermost animation block being run (main thread).
    nonisolated(unsafe) static var currentAnimation: _ViewAnimationBlock?
}

/// One `animate(withDuration:…)` block's timing, answering its views'
/// layers' actions.
final class _ViewAnimationBlock {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    /// The spring form's spring (nil: the block's curve).
    var spring: _ViewSpring?
    nonisolated(unsafe) static var serial = 0

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.duration = duration; self.delay = delay; self.options = options
    }

    /// The keys a view animates.
    static let animatableKeys: Set<String> = ["position", "bounds", "opacity", "transform", "backgroundColor",
                                              "cornerRadius", "borderWidth", "borderColor", "shadowOpacity",
                                              "shadowOffset", "shadowRadius", "zPosition", "anchorPoint"]

    func action(for layer: CALayer, forKey key: String) -> CAAction? {
        guard Self.animatableKeys.contains(key), duration > 0 else { return nil }
        return _ViewAnimationAction(block: self, key: key, old: layer.value(forKey: key))
    }

    var timingFunction: CAMediaTimingFunction {
        let curve = options.rawValue & (3 << 16)
        switch curve {
        case UIView.AnimationOptions.curveEaseIn.rawValue: return CAMediaTimingFunction(name: .easeIn)
        case UIView.AnimationOptions.curveEaseOut.rawValue: return CAMediaTimingFunction(name: .easeOut)
        case UIView.AnimationOptions.curveLinear.rawValue: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }
}

/// Run after the change: animates from the value before it.
final class _ViewAnimationAction: CAAction {
    let block: _ViewAnimationBlock
    let key: String
    let old: Any?

    init(block: _ViewAnimationBlock, key: String, old: Any?) {
        self.block = block; self.key = key; self.old = old
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let new = layer.value(forKey: key)
        let a = block.spring?.animation(keyPath: key) ?? CABasicAnimation(keyPath: key)
        if let (from, zero) = _ViewAnimationAction.difference(old, new) {
            a.fromValue = from
            a.toValue = zero
            a.isAdditive = true
        } else {
            a.fromValue = old
            a.toValue = new
        }
        a.duration = block.duration
        if block.spring == nil { a.timingFunction = block.timingFunction }
        if block.options.contains(.repeat) { a.repeatCount = .infinity }
        a.autoreverses = block.options.contains(.autoreverse)
        if block.delay > 0 {
            a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + block.delay
            a.fillMode = .backwards
        }
        // Each change gets its own key, so overlapping animations of the
        // same property add up instead of replacing each other.
        _ViewAnimationBlock.serial += 1
        layer.add(a, forKey: "\(key)-uiview-\(_ViewAnimationBlock.serial)")
    }

    /// old − new and the zero of that kind, for values that add.
    static func difference(_ old: Any?, _ new: Any?) -> (Any, Any)? {
        switch (old, new) {
        case let (a as CGPoint, b as CGPoint): return (CGPoint(x: a.x - b.x, y: a.y - b.y), CGPoint.zero)
        case let (a as CGSize, b as CGSize): return (CGSize(width: a.width - b.width, height: a.height - b.height), CGSize.zero)
        case let (a as CGRect, b as CGRect):
            return (CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height),
                    CGRect.zero)
        case let (a as Float, b as Float): return (a - b, Float(0))
        case let (a as CGFloat, b as CGFloat): return (a - b, CGFloat(0))
        case let (a as Double, b as Double): return (a - b, Double(0))
        default: return nil
        }
    }
}
