/// The action search of `action(forKey:)` (`CALayer.action(forKey:)`): the
/// delegate, then `actions`, then the style chain's `"actions"`, then the
/// class's `defaultAction(forKey:)`. Any `NSNull` found stops the search and
/// becomes nil.
extension CALayer {
    func _action(forKey event: String) -> CAAction? {
        if let d = _delegate, let a = d.action(for: self, forKey: event) {
            return a is NSNull ? nil : a
        }
        if let a = _props.actions?[event] {
            return a is NSNull ? nil : a
        }
        var s = _props.style
        var depth = 0
        while let st = s, depth < 64 {
            if let found = (st["actions"] as? [AnyHashable: Any])?[event] ?? (st["actions"] as? [String: Any])?[event] {
                if let a = found as? CAAction { return a is NSNull ? nil : a }
                _report("style action for '\(event)' is a \(_typeDescription(found)), not a CAAction; skipped")
            }
            s = st["style"] as? [AnyHashable: Any]
            depth += 1
        }
        if let a = type(of: self).defaultAction(forKey: event) {
            return a is NSNull ? nil : a
        }
        return _implicitAction(forKey: event)
    }

    /// Step 5: Core Animation's implicit animation, only for layers that
    /// have been committed. A property change animates from the value on
    /// screen to the new one over the transaction's duration (0.25 s) with
    /// its timing function (`.default`); the sublayer list and filters
    /// cross-fade with a transition.
    func _implicitAction(forKey event: String) -> CAAction? {
        guard _node != nil, let spec = _keySpec(forKey: event), spec.animatesImplicitly else { return nil }
        let tx = _TransactionState.current
        switch _LayerKey(name: event) {
        case .sublayers?, .filters?, .backgroundFilters?, .compositingFilter?:
            let t = CATransition()
            t.duration = tx.animationDuration
            return t
        default:
            let a = CABasicAnimation(keyPath: spec.name)
            a.duration = tx.animationDuration
            a.timingFunction = tx.animationTimingFunction ?? CAMediaTimingFunction(name: .default)
            return a
        }
    }

    /// What `key` is, whichever table declares it: CALayer's own, or the
    /// layer's class's (`isHidden` and `hidden` alike).
    func _keySpec(forKey key: String) -> _KeySpec? {
        if let k = _LayerKey(name: key) { return k.spec }
        let table = type(of: self)._classKeys
        return table.slot(key).map { table.specs[$0] }
    }
}
