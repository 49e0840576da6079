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
        guard _node != nil else { return nil }
        let tx = _TransactionState.current
        let table = type(of: self)._classKeys
        if _LayerKey(name: event) == nil, let i = table.slot(event) {
            guard table.specs[i].animatesImplicitly else { return nil }
            let a = CABasicAnimation(keyPath: table.specs[i].name)
            a.duration = tx.animationDuration
            a.timingFunction = tx.animationTimingFunction ?? CAMediaTimingFunction(name: .default)
            return a
        }
        guard let key = _LayerKey(name: event), key.isAnimatable, key != .doubleSided else { return nil }
        switch key {
        case .sublayers, .filters, .backgroundFilters, .compositingFilter:
            let t = CATransition()
            t.duration = tx.animationDuration
            return t
        default:
            let a = CABasicAnimation(keyPath: key.keyName)
            a.duration = tx.animationDuration
            a.timingFunction = tx.animationTimingFunction ?? CAMediaTimingFunction(name: .default)
            return a
        }
    }
}
