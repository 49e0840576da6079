import Foundation

/// Symbol effects on an image view (iOS 17): each plays as an animation of
/// the view's layer under a key of its own effect type, so adding one
/// again replaces it and removing it stops it.
extension UIImageView {
    /// Plays `effect` on the image: once (or `options`' count) for a bounce
    /// or pulse, until removed with `.repeating` or for a held effect such
    /// as `.scale`. `completion` hears when a counted effect has played.
    public func addSymbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, animated: Bool = true,
                                                 completion: ((UISymbolEffectCompletionContext) -> Void)? = nil) {
        let key = Self.symbolEffectKey(E.self)
        guard animated, let one = symbolAnimation(effect) else { return }
        let rate = options.rate > 0 && options.rate.isFinite ? options.rate : 1
        one.speed = Float(rate)
        let played: CAAnimation
        if let count = options.count, one.isRemovedOnCompletion {
            // Repeated, with a pause after each play, as the system's symbol effects breathe.
            let period = CAAnimationGroup()
            period.animations = [one]
            period.duration = one.duration / rate + (count == 1 ? 0 : 0.4)
            period.repeatCount = count == 0 ? .infinity : Float(count)
            played = period
        } else {
            played = one
        }
        if let completion {
            played.delegate = _SymbolEffectEnd(completion)
        }
        layer.add(played, forKey: key)
    }

    /// Stops the effect of type `type`; `completion` hears it did not finish.
    public func removeSymbolEffect<E: SymbolEffect>(ofType type: E.Type, options: SymbolEffectOptions = .default,
                                                    animated: Bool = true,
                                                    completion: ((UISymbolEffectCompletionContext) -> Void)? = nil) {
        layer.removeAnimation(forKey: Self.symbolEffectKey(type))
        completion?(UISymbolEffectCompletionContext(isFinished: false))
    }

    /// Stops every symbol effect on the image view.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        for key in layer.animationKeys() ?? [] where key.hasPrefix("symbolEffect.") { layer.removeAnimation(forKey: key) }
    }

    static func symbolEffectKey(_ type: Any.Type) -> String { "symbolEffect.\(type)" }
}

/// Tells a symbol effect's completion when its animation stops.
private final class _SymbolEffectEnd: NSObject, CAAnimationDelegate {
    let completion: (UISymbolEffectCompletionContext) -> Void
    init(_ completion: @escaping (UISymbolEffectCompletionContext) -> Void) { self.completion = completion }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        completion(UISymbolEffectCompletionContext(isFinished: flag))
    }
}
