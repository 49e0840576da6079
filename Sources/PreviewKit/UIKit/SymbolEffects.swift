import Foundation

/// An animation of a symbol image (Apple's `SymbolEffect`, from the
/// Symbols framework UIKit code meets through `UIImageView`). Here the
/// effects move the image view's layer as a whole (Apple's `.wholeSymbol`;
/// symbols have no layers of their own to animate one by one).
public protocol SymbolEffect: Hashable, Sendable {}

/// The animation that plays `effect` once, at speed 1 (nil for an effect
/// of another framework's).
func symbolAnimation(_ effect: any SymbolEffect) -> CAAnimation? {
    switch effect {
    case let e as BounceSymbolEffect: e.animation()
    case let e as PulseSymbolEffect: e.animation()
    case let e as ScaleSymbolEffect: e.animation()
    default: nil
    }
}
/// An effect that lasts until it is removed (Apple's `IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once, or a number of times (Apple's `DiscreteSymbolEffect`).
public protocol DiscreteSymbolEffect {}

/// The symbol bounces: shrinks a little, springs up and settles (Apple's
/// `BounceSymbolEffect`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var upward = true
    /// Bouncing upward (the default).
    public var up: BounceSymbolEffect { BounceSymbolEffect(upward: true) }
    /// Bouncing downward.
    public var down: BounceSymbolEffect { BounceSymbolEffect(upward: false) }
    /// Layer by layer (the whole symbol here).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
    /// One bounce, 0.6 seconds.
    func animation() -> CAAnimation {
        let a = CAKeyframeAnimation(keyPath: "transform.scale")
        a.values = upward ? [1, 0.88, 1.15, 0.97, 1] : [1, 1.1, 0.85, 1.03, 1]
        a.keyTimes = [0, 0.15, 0.45, 0.75, 1]
        a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        a.duration = 0.6
        return a
    }
}

/// The symbol fades out and back in (Apple's `PulseSymbolEffect`).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Layer by layer (the whole symbol here).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
    /// One pulse, a second.
    func animation() -> CAAnimation {
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [1, 0.35, 1]
        a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        a.duration = 1
        return a
    }
}

/// The symbol grows or shrinks and stays so until the effect is removed
/// (Apple's `ScaleSymbolEffect`).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var factor: CGFloat = 1.2
    /// Larger (the default).
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
    /// Smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(factor: 0.8) }
    /// Layer by layer (the whole symbol here).
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
    /// The change of size, a quarter second, held.
    func animation() -> CAAnimation {
        let a = CABasicAnimation(keyPath: "transform.scale")
        a.toValue = factor
        a.duration = 0.25
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        return a
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A change of size, held.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// How a symbol effect plays: how often and how fast (Apple's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Times to play; nil for the effect's own (once), 0 for ever.
    var count: Int?
    var rate: Double = 1

    /// Once, at speed 1.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Again and again until removed.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(count: 0) }
    /// Once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(count: 1) }
    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(1, count)) }
    /// At `speed` times the usual rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(rate: speed) }
    /// These options, repeating.
    public var repeating: SymbolEffectOptions { with { $0.count = 0 } }
    /// These options, played once.
    public var nonRepeating: SymbolEffectOptions { with { $0.count = 1 } }
    /// These options, played `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.count = max(1, count) } }
    /// These options at `speed` times the usual rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.rate = speed } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var o = self
        change(&o)
        return o
    }
}

/// What a symbol effect's completion hears (Apple's `UISymbolEffectCompletionContext`).
public struct UISymbolEffectCompletionContext: Sendable {
    /// Whether the effect played to its end (false when removed first).
    public let isFinished: Bool
}
