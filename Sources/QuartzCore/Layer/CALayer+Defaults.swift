import Foundation
import Raster

/// Defaults as Apple resolves them: a property not set explicitly takes its
/// value from the style dictionary chain, else from the class's
/// `defaultValue(forKey:)`.
extension CALayer {
    /// Applies what a subclass's `defaultValue(forKey:)` changes, once per
    /// new layer. The class's answers are computed once and cached.
    func _applyClassDefaults() {
        let cls = type(of: self)
        _extra = cls._classKeys.defaults
        if cls == CALayer.self { return }
        for (key, value) in _ClassDefaults.shared.overrides(for: cls) {
            _props[key] = value
        }
        for (slot, value) in _ClassDefaults.shared.classKeyOverrides(for: cls) {
            _extra[slot] = value
        }
    }

    /// `key`'s value from the style chain: `style[key]`, then
    /// `style["style"][key]` and so on.
    func _styleValue(forKey key: String) -> Any? {
        var s = _props.style
        var depth = 0
        while let st = s, depth < 64 {
            if let v = st[key] { return v }
            s = st["style"] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }

    /// Re-resolves every property not set explicitly after `style` changes.
    func _applyStyle() {
        let overrides = type(of: self) == CALayer.self ? [:] : _ClassDefaults.shared.overrides(for: type(of: self))
        for key in _LayerKey.storedKeys where key != .style && !_explicit.contains(key) {
            if let raw = _styleValue(forKey: key.keyName) {
                if let v = key.kind.convert(raw) {
                    _props[key] = v
                    continue
                }
                _report("style value for '\(key.keyName)' has type \(_typeDescription(raw)) (expects \(key.kind.typeName)); ignored")
            }
            _props[key] = overrides[key] ?? _LayerProperties.defaults[key]
        }
    }
}

/// Per-class answers of `defaultValue(forKey:)` that differ from CALayer's
/// (a subclass that starts with a wider line or a red background), asked
/// once per class for CALayer's stored keys and for the class's own.
final class _ClassDefaults: @unchecked Sendable {
    static let shared = _ClassDefaults()
    private let cache = _Locked<[ObjectIdentifier: (layer: [_LayerKey: _Value], classKeys: [Int: _Value])]>([:])

    /// CALayer's stored keys whose default `cls` answers differently.
    func overrides(for cls: CALayer.Type) -> [_LayerKey: _Value] { answers(of: cls).layer }

    /// The keys of the class's table (`_ClassKeys`) whose default `cls`
    /// answers differently, by slot.
    func classKeyOverrides(for cls: CALayer.Type) -> [Int: _Value] { answers(of: cls).classKeys }

    private func answers(of cls: CALayer.Type) -> (layer: [_LayerKey: _Value], classKeys: [Int: _Value]) {
        let id = ObjectIdentifier(cls)
        if let hit = cache.withLock({ $0[id] }) { return hit }
        // Asked outside the lock: the class's code may create layers itself.
        let stored = _LayerKey.storedKeys
        let layer = Self.differing(cls, stored.map { ($0.spec, _LayerProperties.defaults[$0]) })
        let table = cls._classKeys
        let found = (layer: Dictionary(uniqueKeysWithValues: layer.map { (stored[$0.key], $0.value) }),
                     classKeys: Self.differing(cls, Array(zip(table.specs, table.defaults))))
        cache.withLock { $0[id] = found }
        return found
    }

    /// The keys, by index in `keys`, whose default `cls` answers other than
    /// `base`; an answer of the wrong kind is reported and ignored.
    private static func differing(_ cls: CALayer.Type, _ keys: [(spec: _KeySpec, base: _Value)]) -> [Int: _Value] {
        var found: [Int: _Value] = [:]
        for (i, (spec, base)) in keys.enumerated() {
            let answer = cls.defaultValue(forKey: spec.name)
            guard let v = spec.kind.convert(answer) else {
                _Diagnostics.report("\(cls).defaultValue(forKey: \"\(spec.name)\") returned \(_typeDescription(answer)) (expects \(spec.kind.typeName)); ignored")
                continue
            }
            if !v.isSame(as: base) { found[i] = v }
        }
        return found
    }
}

extension CALayer {
    /// `defaultValue(forKey:)` for CALayer: its own properties' defaults,
    /// the class's keys', then a `@Managed` property's declared value.
    class func _defaultValue(forKey key: String) -> Any? {
        if let k = _LayerKey(name: key), k.isStored { return k.kind.box(_LayerProperties.defaults[k]) }
        if let i = _classKeys.slot(key) { return _classKeys.specs[i].kind.box(_classKeys.defaults[i]) }
        return _ManagedKeys.shared.defaultValue(forKey: key, of: self)
    }
}
