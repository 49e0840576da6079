/// Converting times between layers (`CALayer.convertTime(_:from:)`): each layer maps
/// its parent's time by `(t − beginTime)·speed + timeOffset`; nil means
/// absolute time (`CACurrentMediaTime()`).
extension CALayer {
    /// This layer's local time for absolute time `t` (model values).
    func _localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = _parentLayer.map { $0._localTime(fromAbsolute: t) } ?? t
        return _layerLocalTime(parentTime, beginTime: _props.beginTime, speed: _props.speed, timeOffset: _props.timeOffset)
    }

    /// The absolute time at which this layer's local time is `t`. With a
    /// speed of 0 on the way every time maps to one local time; the
    /// layer's beginTime stands in for the parent time then.
    func _absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = _layerParentTime(t, beginTime: _props.beginTime, speed: _props.speed,
                                          timeOffset: _props.timeOffset) ?? _props.beginTime
        return _parentLayer.map { $0._absoluteTime(fromLocal: parentTime) } ?? parentTime
    }

    func _convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        _localTime(fromAbsolute: l.map { $0._absoluteTime(fromLocal: t) } ?? t)
    }

    func _convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = _absoluteTime(fromLocal: t)
        return l.map { $0._localTime(fromAbsolute: absolute) } ?? absolute
    }
}
