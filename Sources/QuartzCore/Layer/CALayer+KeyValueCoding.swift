/// Key-value coding as Apple's CALayer does it: every property by name,
/// structure fields by key path (`position.x`, `transform.rotation.z`),
/// and arbitrary keys stored per layer (a subclass's "progress"), which
/// fall back to the style dictionary and `defaultValue(forKey:)`.
extension CALayer {
    func _value(forKey key: String) -> Any? {
        if let k = _LayerKey(name: key) { return k.entry.accessor.get(self) }
        let table = type(of: self)._classKeys
        if let i = table.slot(key) { return table.specs[i].kind.box(_extra[i]) }
        if let v = _custom[key] { return v }
        if let v = _styleValue(forKey: key) { return v }
        return type(of: self).defaultValue(forKey: key)
    }

    func _setValue(_ value: Any?, forKey key: String) {
        if let k = _LayerKey(name: key) {
            guard let v = k.kind.convert(value) else {
                _report("setValue: \(_typeDescription(value)) for key '\(key)' (expects \(k.kind.typeName)); ignored")
                return
            }
            k.entry.accessor.set(self, v)
            return
        }
        let table = type(of: self)._classKeys
        if let i = table.slot(key) {
            guard let v = table.specs[i].kind.convert(value) else {
                _report("setValue: \(_typeDescription(value)) for key '\(key)' (expects \(table.specs[i].kind.typeName)); ignored")
                return
            }
            _setClassKey(i, v)
            return
        }
        if _presentationLink.isCopy {
            _custom[key] = value
            return
        }
        // Custom keys have actions too, looked up before the change.
        let action = _actionForChange(key)
        if _kvoObserved { _kvoLayerWillChange(key) }
        _custom[key] = value
        _didChange(key)
        action?.run(forKey: key, object: self, arguments: nil)
    }

    func _value(forKeyPath keyPath: String) -> Any? {
        let (head, rest) = _splitKeyPath(keyPath)
        guard let rest else { return value(forKey: head) }
        if let k = _LayerKey(name: head), let field = _StructField(path: rest, in: k.kind) {
            guard let whole = k.kind.convert(value(forKey: head)), let part = field.read(whole) else { return nil }
            return field.kind.box(part)
        }
        return _descend(value(forKey: head), rest)
    }

    func _setValue(_ value: Any?, forKeyPath keyPath: String) {
        let (head, rest) = _splitKeyPath(keyPath)
        guard let rest else { setValue(value, forKey: head); return }
        if let k = _LayerKey(name: head), let field = _StructField(path: rest, in: k.kind) {
            guard let part = field.kind.convert(value) else {
                _report("setValue: \(_typeDescription(value)) for key path '\(keyPath)' (expects \(field.kind.typeName)); ignored")
                return
            }
            guard let whole = k.kind.convert(self.value(forKey: head)), let updated = field.write(part, into: whole) else {
                _report("setValue: cannot set '\(rest)' of '\(head)'; ignored")
                return
            }
            setValue(k.kind.box(updated), forKey: head)
            return
        }
        switch self.value(forKey: head) {
        case let layer as CALayer:
            layer.setValue(value, forKeyPath: rest)
        case var dict as [String: Any] where !rest.contains("."):
            // Value semantics: write the updated dictionary back.
            dict[rest] = value
            setValue(dict, forKey: head)
        default:
            _report("setValue(forKeyPath: '\(keyPath)'): '\(head)' has no key '\(rest)'; ignored")
        }
    }

    /// Reads `rest` inside a value that is a layer, a dictionary or a
    /// structure held under a custom key.
    private func _descend(_ value: Any?, _ rest: String) -> Any? {
        switch value {
        case let layer as CALayer: return layer.value(forKeyPath: rest)
        case let dict as [String: Any]:
            let (h, r) = _splitKeyPath(rest)
            return r.map { _descend(dict[h], $0) } ?? dict[h]
        case let dict as [AnyHashable: Any]:
            let (h, r) = _splitKeyPath(rest)
            return r.map { _descend(dict[h], $0) } ?? dict[h]
        default:
            for kind in [_ValueKind.point, .size, .rect, .transform] {
                if let whole = kind.convert(value), let field = _StructField(path: rest, in: kind),
                   let part = field.read(whole) {
                    return field.kind.box(part)
                }
            }
            return nil
        }
    }

    /// "a.b.c" → ("a", "b.c"); "a" → ("a", nil).
    private func _splitKeyPath(_ path: String) -> (String, String?) {
        guard let dot = path.firstIndex(of: ".") else { return (path, nil) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }
}
