/// What a key is, whoever declares it: a key of CALayer itself (an entry
/// of `_LayerKey.table`) and a key a layer class adds (a typed `_ClassKey`)
/// are described alike: the name key-value coding uses (Apple's, the
/// Objective-C property name: `hidden`, not `isHidden`), the kind of its
/// values, whether Core Animation animates it and whether a change on a
/// committed layer animates implicitly, and what a change affects.
/// Key-value coding, implicit actions, animation targets, damage and
/// layout read keys through it, whichever table holds them.
struct _KeySpec {
    let name: String
    let kind: _ValueKind
    /// Apple's header marks the key animatable: explicit animations may
    /// target it.
    let isAnimatable: Bool
    /// A change on a committed layer animates implicitly (Apple gives
    /// `CAShapeLayer.path` and `CALayer.isDoubleSided` none, though they
    /// animate explicitly).
    let animatesImplicitly: Bool
    /// What a change affects: `.pixels` repaints a committed layer,
    /// `.layout` lays it out again.
    let effects: _KeyEffects

    init(_ name: String, _ kind: _ValueKind, animatable: Bool, implicit: Bool? = nil, effects: _KeyEffects) {
        self.name = name
        self.kind = kind
        isAnimatable = animatable
        animatesImplicitly = implicit ?? animatable
        self.effects = effects
    }
}

/// What a change of a key affects beyond its own value.
struct _KeyEffects: OptionSet {
    let rawValue: UInt8
    /// What the layer draws: a change on a committed layer repaints it.
    static let pixels = _KeyEffects(rawValue: 1 << 0)
    /// The layer's layout: a change calls `setNeedsLayout()`.
    static let layout = _KeyEffects(rawValue: 1 << 1)
}
