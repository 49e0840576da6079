/// A layer posts changes of its model properties to key-value observers
/// (every key, custom ones included), and the view it backs hears of them
/// to post its own (`frame` when `position` changes). Presentation copies
/// and animations post nothing, as on iOS: an animation is not a change
/// of the model.
extension CALayer: _KeyValueObserverMethod, _KeyValueObservable {
    package func _kvoValue(forKeyPath keyPath: String) -> (found: Bool, value: Any?) {
        (true, value(forKeyPath: keyPath))
    }

    package func _kvoDidGainObserver() { _kvoObserved = true }

    func _kvoLayerWillChange(_ key: String) {
        _kvoWillChange(self, key)
        (_delegate as? _KeyValueChangeForwarding)?._layerWillChange(key)
    }

    func _kvoLayerDidChange(_ key: String) {
        _kvoDidChange(self, key)
        (_delegate as? _KeyValueChangeForwarding)?._layerDidChange(key)
    }
}

/// The view a layer backs: it posts the changes of its own properties
/// that follow from the layer's.
package protocol _KeyValueChangeForwarding: AnyObject {
    func _layerWillChange(_ key: String)
    func _layerDidChange(_ key: String)
}
