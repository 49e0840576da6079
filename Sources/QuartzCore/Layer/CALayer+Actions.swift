/// The action search of `action(forKey:)` (reference section 7): the
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
        return nil
    }
}
