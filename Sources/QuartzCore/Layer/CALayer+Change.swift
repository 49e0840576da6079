/// The funnel every property write goes through.
extension CALayer {
    /// Validates and stores one property, noting it in the transaction and
    /// running its action: looked up before the value changes, run after
    /// (`CALayer.action(forKey:)`). Presentation copies just store.
    @inline(__always)
    func _set<T>(_ key: _LayerKey, _ path: WritableKeyPath<_LayerProperties, T>, _ value: T) {
        guard _isValid(value, for: key) else { return }
        if _presentationLink.isCopy {
            _props[keyPath: path] = value
            return
        }
        let action = _actionForChange(key.keyName)
        if _kvoObserved { _kvoLayerWillChange(key.keyName) }
        _props[keyPath: path] = value
        _explicit.insert(key)
        _didSetIgnoredProperty(key)
        _didChange(key.keyName)
        action?.run(forKey: key.keyName, object: self, arguments: nil)
    }

    /// The funnel for a typed key of the class's table (`_ClassKey`).
    @inline(__always)
    func _setClassKey<T>(_ key: _ClassKey<T>, _ value: T) {
        _setClassKey(key.slot, key.codec.wrap(value))
    }

    /// The same funnel for a key of the class's table (`_ClassKeys`):
    /// non-finite numbers and geometry are refused, the action is looked
    /// up before the change and run after it.
    func _setClassKey(_ slot: Int, _ value: _Value) {
        let spec = type(of: self)._classKeys.specs[slot]
        let finite: Bool
        switch value {
        case .number(let x): finite = x.isFinite
        case .point(let p): finite = p.x.isFinite && p.y.isFinite
        case .size(let z): finite = z.width.isFinite && z.height.isFinite
        case .rect(let r): finite = r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        default: finite = true
        }
        guard finite else {
            _report("\(spec.name) = \(_ValueKind.any.box(value) ?? "nil") is not finite; ignored")
            return
        }
        if _presentationLink.isCopy {
            _extra[slot] = value
            return
        }
        let action = _actionForChange(spec.name)
        if _kvoObserved { _kvoLayerWillChange(spec.name) }
        _extra[slot] = value
        _classKeyDidChange(slot)
        _didChange(spec.name)
        if spec.effects.contains(.layout) { setNeedsLayout() }
        action?.run(forKey: spec.name, object: self, arguments: nil)
    }

    /// The action for a change of `key`, unless the transaction disables them.
    func _actionForChange(_ key: String) -> CAAction? {
        let tx = _TransactionState.current
        tx.ensureOpen()
        guard !tx.disableActions else { return nil }
        // A delegate that makes the same change while its action is looked
        // up (removing a sublayer when asked for "sublayers") would ask
        // again forever: the nested change gets no action.
        let lookup = _ActionLookup(layer: ObjectIdentifier(self), key: key)
        guard tx.actionLookups.insert(lookup).inserted else { return nil }
        defer { tx.actionLookups.remove(lookup) }
        return action(forKey: key)
    }

    /// Looks up and runs the action for an event such as onOrderIn.
    func _runAction(forKey key: String) {
        guard !_presentationLink.isCopy else { return }
        _actionForChange(key)?.run(forKey: key, object: self, arguments: nil)
    }

    /// Bounds also invalidate layout (and display, when asked to) when the
    /// size changes.
    func _setBounds(_ b: CGRect) {
        let sizeChanged = b.size != _props.bounds.size
        _set(.bounds, \.bounds, b)
        guard sizeChanged, _props.bounds == b else { return }
        setNeedsLayout()
        if _props.needsDisplayOnBoundsChange { setNeedsDisplay() }
    }

    /// What follows any change of `key` (a CALayer property or a custom
    /// key): the layer joins the transaction, and redraws if the key asks.
    func _didChange(_ key: String) {
        guard !_presentationLink.isCopy else { return }
        _TransactionState.current.markDirty(self)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if _kvoObserved { _kvoLayerDidChange(key) }
    }

    func _setNeedsDisplay() {
        _invalidation.needsDisplayRect = nil
        _markNeedsDisplay()
    }

    /// A partial redraw: the rect joins what is already marked (a whole
    /// redraw stays whole). Empty and non-finite rects mark nothing.
    func _setNeedsDisplay(in r: CGRect) {
        let r = r.standardized
        guard !r.isEmpty, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        if !_invalidation.needsDisplay {
            _invalidation.needsDisplayRect = r
        } else if let marked = _invalidation.needsDisplayRect {
            _invalidation.needsDisplayRect = marked.union(r)
        }
        _markNeedsDisplay()
    }

    private func _markNeedsDisplay() {
        guard !_presentationLink.isCopy else { _invalidation.needsDisplay = true; return }
        if !_invalidation.needsDisplay { _TransactionState.current.noteNeedsDisplay(self) }
        _invalidation.needsDisplay = true
    }

    /// NaN and infinite geometry is refused (Apple raises
    /// CALayerInvalidGeometry): one diagnostic, and the old value stays.
    func _isValid<T>(_ value: T, for key: _LayerKey) -> Bool {
        let ok: Bool
        switch value {
        case let v as CGFloat: ok = v.isFinite
        case let v as Float: ok = key == .repeatCount ? !v.isNaN : v.isFinite
        case let v as Double: ok = key == .repeatCount || key == .repeatDuration ? !v.isNaN : v.isFinite
        case let p as CGPoint: ok = p.x.isFinite && p.y.isFinite
        case let s as CGSize: ok = s.width.isFinite && s.height.isFinite
        case let r as CGRect: ok = r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case let t as CATransform3D: ok = t._isFinite
        default: ok = true
        }
        if !ok {
            _report("\(key.keyName) = \(value) is not finite; ignored (Apple raises CALayerInvalidGeometry)")
            return false
        }
        if key == .contentsScale || key == .rasterizationScale, let v = value as? CGFloat, v <= 0 {
            _report("\(key.keyName) must be positive, got \(v); ignored")
            return false
        }
        if key == .contentsGravity, let g = value as? CALayerContentsGravity, !CALayerContentsGravity.allValues.contains(g) {
            _report("unknown contentsGravity '\(g.rawValue)'; kept, drawn as .resize")
        }
        return true
    }

    /// A name for diagnostics: the layer's name or its class and address.
    var _diagnosticName: String {
        if let n = _props.name { return "'\(n)'" }
        return "<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())>"
    }

    func _report(_ message: String) {
        _Diagnostics.report("CALayer \(_diagnosticName): \(message)")
    }

    var _description: String {
        let f = _frame, p = _props.position, b = _props.bounds
        return "<\(type(of: self)) \(_diagnosticName); position = (\(p.x) \(p.y)); "
            + "bounds = (\(b.origin.x) \(b.origin.y); \(b.width) \(b.height)); "
            + "frame = (\(f.origin.x) \(f.origin.y); \(f.width) \(f.height))>"
    }
}

/// One action lookup under way (a layer and a key), to catch re-entry.
struct _ActionLookup: Hashable {
    let layer: ObjectIdentifier
    let key: String
}
