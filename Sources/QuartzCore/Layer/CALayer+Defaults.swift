import Foundation

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

/// Per-class answers of `defaultValue(forKey:)` that differ from CALayer's.
final class _ClassDefaults: @unchecked Sendable {
    static let shared = _ClassDefaults()
    private let lock = NSLock()
    private var cache: [ObjectIdentifier: [_LayerKey: _Value]] = [:]
    private var classKeyCache: [ObjectIdentifier: [Int: _Value]] = [:]

    /// The same for the keys of the class's table (a subclass of
    /// CAShapeLayer that starts with a wider line).
    func classKeyOverrides(for cls: CALayer.Type) -> [Int: _Value] {
        let id = ObjectIdentifier(cls)
        lock.lock()
        if let hit = classKeyCache[id] { lock.unlock(); return hit }
        lock.unlock()
        var found: [Int: _Value] = [:]
        let table = cls._classKeys
        for (slot, spec) in table.specs.enumerated() {
            let answer = cls.defaultValue(forKey: spec.name)
            guard let v = spec.kind.convert(answer) else {
                _Diagnostics.report("\(cls).defaultValue(forKey: \"\(spec.name)\") returned \(_typeDescription(answer)) (expects \(spec.kind.typeName)); ignored")
                continue
            }
            if !v.isSame(as: table.defaults[slot]) { found[slot] = v }
        }
        lock.lock()
        classKeyCache[id] = found
        lock.unlock()
        return found
    }

    func overrides(for cls: CALayer.Type) -> [_LayerKey: _Value] {
        let id = ObjectIdentifier(cls)
        lock.lock()
        if let hit = cache[id] { lock.unlock(); return hit }
        lock.unlock()
        // Ask outside the lock: the class's code may create layers itself.
        var found: [_LayerKey: _Value] = [:]
        for key in _LayerKey.storedKeys {
            let base = _LayerProperties.defaults[key]
            let answer = cls.defaultValue(forKey: key.keyName)
            guard let v = key.kind.convert(answer) else {
                _Diagnostics.report("\(cls).defaultValue(forKey: \"\(key.keyName)\") returned \(_typeDescription(answer)) (expects \(key.kind.typeName)); ignored")
                continue
            }
            if !v.isSame(as: base) { found[key] = v }
        }
        lock.lock()
        cache[id] = found
        lock.unlock()
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
