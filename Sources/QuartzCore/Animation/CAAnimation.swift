/// The base of every animation (Apple's `CAAnimation`): timing, a timing
/// function, a delegate, and removal on completion. Adding an animation to a
/// layer copies it; the copy is what the layer runs and reports.
///
/// Animations, like layers, store arbitrary keys (`setValue(_:forKey:)`),
/// the usual way to tag one for the delegate.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    // CAMediaTiming
    /// When the animation starts, in its layer's time, in seconds. Default 0,
    /// which means "when the transaction commits" (the layer's copy records that time).
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle, in seconds. Default 0, which takes the
    /// transaction's duration (0.25 s unless set) when the animation is added.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's. Default 1;
    /// 2 is twice as fast, a negative speed plays it backwards.
    open var speed: Float = 1
    /// Seconds to skip into the animation, wrapping within its active duration. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles to play; fractions play part of the last one. Default 0
    /// (once); `Float.greatestFiniteMagnitude` repeats forever. Wins over `repeatDuration`.
    open var repeatCount: Float = 0
    /// How long to keep repeating, in seconds, when `repeatCount` is 0. Default 0 (one cycle).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forward and then back, doubling its length. Default false.
    open var autoreverses = false
    /// What the animation shows before it begins and after it ends. Default `.removed`.
    open var fillMode = CAMediaTimingFillMode.removed

    /// Pacing of each cycle; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as on iOS.
    open var delegate: CAAnimationDelegate?
    /// Removed from the layer when its active duration ends (true by default).
    open var isRemovedOnCompletion = true
    /// Apple's frame-rate hint; stored, not used (the frame loop runs at the
    /// display's rate).
    open var preferredFrameRateRange = CAFrameRateRange.default

    var _custom: [String: Any] = [:]

    /// `required` so `copy()` can make an instance of the dynamic type.
    public required override init() { super.init() }

    /// Copies every property into a new animation of the same class.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c._copyState(from: self)
        return c
    }

    /// Copies the fields this class declares; subclasses extend it.
    func _copyState(from o: CAAnimation) {
        beginTime = o.beginTime; duration = o.duration; speed = o.speed; timeOffset = o.timeOffset
        repeatCount = o.repeatCount; repeatDuration = o.repeatDuration; autoreverses = o.autoreverses
        fillMode = o.fillMode; timingFunction = o.timingFunction; delegate = o.delegate
        isRemovedOnCompletion = o.isRemovedOnCompletion; preferredFrameRateRange = o.preferredFrameRateRange
        _custom = o._custom
    }

    /// An animation used as a layer's action adds itself under the event key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            _Diagnostics.report("CAAnimation.run(forKey: \"\(event)\"): the object is \(_typeDescription(anObject)), not a CALayer; nothing added")
            return
        }
        layer.add(self, forKey: event)
    }

    /// The default for a key never set: CAAnimation's own defaults, nil otherwise.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "removedOnCompletion", "isRemovedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        case "duration", "beginTime", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        default: return nil
        }
    }

    /// Whether `encode(with:)` would archive the key (always, here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value of a declared property by its key name, else a custom key's
    /// value, else `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        _AnimationKeys.table._value(of: self, forKey: key, custom: _custom) { type(of: self).defaultValue(forKey: key) }
    }

    /// Sets a declared property by its key name (a value of the wrong type is
    /// reported and ignored), or stores any value under a custom key.
    open func setValue(_ value: Any?, forKey key: String) {
        _AnimationKeys.table._setValue(value, of: self, forKey: key, custom: &_custom, caller: "CAAnimation.setValue")
    }

    /// `<CABasicAnimation: 0x…>`, as Apple prints an animation.
    open override var description: String {
        "<\(_appleClassName): \(_address)>"
    }

    /// Apple's debug form, which `print` shows for an optional animation:
    /// the properties that are not at their defaults, as in
    /// `<CABasicAnimation:0x…; fillMode = both; timingFunction = easeInEaseOut; duration = 0.25; fromValue = 1; keyPath = opacity>`.
    open override var debugDescription: String {
        var parts = ["<\(_appleClassName):\(_address)"]
        if let delegate { parts.append("delegate = <\(type(of: delegate as AnyObject))>") }
        parts += _describedProperties.map { "\($0.0) = \($0.1)" }
        return parts.joined(separator: "; ") + ">"
    }

    /// The non-default properties, in the order Apple lists them.
    var _describedProperties: [(String, String)] {
        var p: [(String, String)] = []
        if fillMode != .removed { p.append(("fillMode", fillMode.rawValue)) }
        if let timingFunction { p.append(("timingFunction", timingFunction._shortName)) }
        if !isRemovedOnCompletion { p.append(("removedOnCompletion", "0")) }
        if beginTime != 0 { p.append(("beginTime", _describe(beginTime))) }
        if duration != 0 { p.append(("duration", _describe(duration))) }
        if speed != 1 { p.append(("speed", _describe(speed))) }
        if timeOffset != 0 { p.append(("timeOffset", _describe(timeOffset))) }
        if repeatCount != 0 { p.append(("repeatCount", _describe(repeatCount))) }
        if repeatDuration != 0 { p.append(("repeatDuration", _describe(repeatDuration))) }
        if autoreverses { p.append(("autoreverses", "1")) }
        return p
    }

    /// The class name as Apple's API has it (a private subclass prints as
    /// the public class it extends).
    var _appleClassName: String {
        var c: AnyClass = type(of: self)
        while String(describing: c).hasPrefix("_"), let s = _getSuperclass(c) { c = s }
        return String(describing: c)
    }

    var _address: String { "0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16) }
}

/// A value as Apple's descriptions print it: whole numbers without a
/// fraction ("1", "0.25").
func _describe(_ v: Any?) -> String {
    guard let v else { return "(null)" }
    if let n = _number(from: v), !(v is Bool) {
        return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : "\(Double(n))"
    }
    return "\(v)"
}

/// Apple's frame-rate range hint.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second (stored; not used for pacing).
    public var minimum: Float
    /// The highest rate wanted, in frames per second; 0 means the display's rate.
    public var maximum: Float
    /// The rate wanted, in frames per second; with nil (or 0) a display link
    /// goes by `maximum`.
    public var preferred: Float?

    /// A range from its three rates, in frames per second; stored as given.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }

    /// No preference (all zero, no preferred rate): run at the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// Key-value access to the properties animations declare.
enum _AnimationKeys {
    typealias Accessor = _KeyAccessor<CAAnimation>

    static func number<A: CAAnimation>(_ kp: ReferenceWritableKeyPath<A, Double>) -> Accessor { .number(kp) }
    static func float<A: CAAnimation>(_ kp: ReferenceWritableKeyPath<A, Float>) -> Accessor { .number(kp) }
    static func cgFloat<A: CAAnimation>(_ kp: ReferenceWritableKeyPath<A, CGFloat>) -> Accessor { .number(kp) }
    static func bool<A: CAAnimation>(_ kp: ReferenceWritableKeyPath<A, Bool>) -> Accessor { .bool(kp) }
    static func object<A: CAAnimation, T>(_ kp: ReferenceWritableKeyPath<A, T>) -> Accessor { .object(kp) }
    static func optional<A: CAAnimation, T>(_ kp: ReferenceWritableKeyPath<A, T?>) -> Accessor { .optional(kp) }

    static let table: [String: Accessor] = [
        "beginTime": number(\CAAnimation.beginTime),
        "duration": number(\CAAnimation.duration),
        "speed": float(\CAAnimation.speed),
        "timeOffset": number(\CAAnimation.timeOffset),
        "repeatCount": float(\CAAnimation.repeatCount),
        "repeatDuration": number(\CAAnimation.repeatDuration),
        "autoreverses": bool(\CAAnimation.autoreverses),
        "fillMode": object(\CAAnimation.fillMode),
        "timingFunction": optional(\CAAnimation.timingFunction),
        "removedOnCompletion": bool(\CAAnimation.isRemovedOnCompletion),
        "isRemovedOnCompletion": bool(\CAAnimation.isRemovedOnCompletion),
        "keyPath": optional(\CAPropertyAnimation.keyPath),
        "additive": bool(\CAPropertyAnimation.isAdditive),
        "cumulative": bool(\CAPropertyAnimation.isCumulative),
        "valueFunction": optional(\CAPropertyAnimation.valueFunction),
        "fromValue": optional(\CABasicAnimation.fromValue),
        "toValue": optional(\CABasicAnimation.toValue),
        "byValue": optional(\CABasicAnimation.byValue),
        "values": optional(\CAKeyframeAnimation.values),
        "keyTimes": optional(\CAKeyframeAnimation.keyTimes),
        "path": optional(\CAKeyframeAnimation.path),
        "calculationMode": object(\CAKeyframeAnimation.calculationMode),
        "mass": cgFloat(\CASpringAnimation.mass),
        "stiffness": cgFloat(\CASpringAnimation.stiffness),
        "damping": cgFloat(\CASpringAnimation.damping),
        "initialVelocity": cgFloat(\CASpringAnimation.initialVelocity),
        "animations": optional(\CAAnimationGroup.animations),
        "type": object(\CATransition.type),
        "subtype": optional(\CATransition.subtype),
        "startProgress": float(\CATransition.startProgress),
        "endProgress": float(\CATransition.endProgress),
    ]
}
