/// The keys a layer class adds to CALayer's (CAShapeLayer's `path` and
/// `strokeEnd`, CAGradientLayer's `colors`...): one table per class, in
/// one place, saying for each key what it holds, its default, whether it
/// animates, and how. Everything else follows from the table: key-value
/// coding, `defaultValue(forKey:)`, implicit actions, presentation copies,
/// the commit into the render tree, animation targets and damage.
///
/// A class's values live in `CALayer._extra`, one typed `_Value` per key
/// at the key's slot. A subclass's table starts with its superclass's
/// slots, so a class's accessors work on every subclass of it.
struct _KeySpec {
    let name: String
    let kind: _ValueKind
    let defaultValue: _Value
    /// Apple's header marks the key animatable: explicit animations may
    /// target it.
    let isAnimatable: Bool
    /// A change on a committed layer animates implicitly (Apple gives
    /// `CAShapeLayer.path` none, though it animates explicitly).
    let animatesImplicitly: Bool
    /// A change lays the layer out again (`setNeedsLayout`).
    let affectsLayout: Bool

    init(_ name: String, _ kind: _ValueKind, _ defaultValue: _Value, animatable: Bool = false,
         implicit: Bool? = nil, affectsLayout: Bool = false) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        isAnimatable = animatable
        animatesImplicitly = implicit ?? animatable
        self.affectsLayout = affectsLayout
    }
}

/// One layer class's key table and its render content.
final class _ClassKeys: @unchecked Sendable {
    let specs: [_KeySpec]
    let slots: [String: Int]
    let defaults: [_Value]
    /// What the class draws between its contents and its sublayers (nil:
    /// nothing beyond CALayer's own drawing).
    let content: (any _LayerContent.Type)?

    /// CALayer's: no keys of its own beyond `_LayerKey`, no content.
    static let none = _ClassKeys(inheriting: nil, [], content: nil)

    init(inheriting parent: _ClassKeys?, _ own: [_KeySpec], content: (any _LayerContent.Type)?) {
        let all = (parent?.specs ?? []) + own
        specs = all
        var s: [String: Int] = [:]
        for (i, spec) in all.enumerated() { s[spec.name] = i }
        slots = s
        defaults = all.map(\.defaultValue)
        self.content = content ?? parent?.content
    }

    /// The slot of `name` (its Swift `is` spelling too: `isWrapped`).
    func slot(_ name: String) -> Int? {
        if let i = slots[name] { return i }
        if name.hasPrefix("is"), name.count > 2 {
            let rest = name.dropFirst(2)
            return slots[rest.prefix(1).lowercased() + rest.dropFirst()]
        }
        return nil
    }

    /// The slot of `name`, which the class's own accessors rely on.
    subscript(name: String) -> Int {
        guard let i = slots[name] else { fatalError("internal: no key '\(name)' in this layer class's table") }
        return i
    }
}
