import Foundation

/// A view's properties are observable as on iOS: those its layer holds
/// (`bounds`, `center` and `frame` from the layer's geometry, `alpha`,
/// `hidden`, `backgroundColor`...) are posted when the layer's model
/// changes, any layer key through `layer.` (`"layer.cornerRadius"`), and a
/// subclass's own properties when it calls `didChangeValue(forKey:)`.
extension UIResponder: _KeyValueObserverMethod {}

extension UIView: _KeyValueObservable, _KeyValueChangeForwarding {
    package func _kvoValue(forKeyPath keyPath: String) -> (found: Bool, value: Any?) {
        if keyPath.hasPrefix("layer.") { return (true, layer.value(forKeyPath: String(keyPath.dropFirst(6)))) }
        if case .some(let v) = _kvcValue(forKey: keyPath) { return (true, v) }
        if keyPath == "isHidden" { return (true, isHidden) }
        if keyPath == "isOpaque" { return (true, isOpaque) }
        return _kvoStoredValue(self, keyPath)
    }

    package func _kvoDidGainObserver() { layer._kvoObserved = true }

    /// The view's keys that follow from a layer key.
    private static func viewKeys(_ layerKey: String) -> [String] {
        switch layerKey {
        case "position": ["center", "frame"]
        case "bounds": ["bounds", "frame"]
        case "transform": ["transform", "frame"]
        case "anchorPoint": ["frame"]
        case "opacity": ["alpha"]
        case "hidden": ["hidden", "isHidden"]
        case "opaque": ["opaque", "isOpaque"]
        case "masksToBounds": ["clipsToBounds"]
        case "backgroundColor": ["backgroundColor"]
        default: []
        }
    }

    package func _layerWillChange(_ key: String) {
        for k in Self.viewKeys(key) { _kvoWillChange(self, k) }
        _kvoWillChange(self, "layer." + key)
    }

    package func _layerDidChange(_ key: String) {
        for k in Self.viewKeys(key) { _kvoDidChange(self, k) }
        _kvoDidChange(self, "layer." + key)
    }
}
