/// The render side's copy of one committed layer: the values and tree of
/// the last commit, the animations running on it, and the values presented
/// this frame. The model layer keeps changing between commits; what is on
/// screen comes from these nodes only.
final class _RenderNode {
    /// The model layer, for delegate callbacks and display.
    weak var layer: CALayer?
    /// Committed values.
    var model = _LayerProperties()
    var custom: [String: Any] = [:]
    var children: [_RenderNode] = []
    /// The parent node (for a mask: the masked layer's node).
    weak var parent: _RenderNode?
    var mask: _RenderNode?
    var isMask = false
    /// Committed animations in evaluation order: by beginTime, then by
    /// the order they were added.
    var animations: [_AnimationInstance] = []

    /// This frame's values (model plus animations), kept by the renderer.
    var presented = _LayerProperties()
    var presentedCustom: [String: Any] = [:]

    init(layer: CALayer) { self.layer = layer }

    /// The node's local time at absolute time `now`, through every
    /// ancestor's committed beginTime, speed and timeOffset.
    func localTime(at now: Double) -> Double {
        let parentTime = parent?.localTime(at: now) ?? now
        return _layerLocalTime(parentTime, beginTime: model.beginTime, speed: model.speed, timeOffset: model.timeOffset)
    }

    /// The absolute time at which this node's local time reaches `local`,
    /// or nil when some speed on the way is 0.
    func absoluteTime(forLocal local: Double) -> Double? {
        guard let parentTime = _layerParentTime(local, beginTime: model.beginTime, speed: model.speed,
                                                timeOffset: model.timeOffset) else { return nil }
        return parent.map { $0.absoluteTime(forLocal: parentTime) } ?? parentTime
    }

    /// The committed values with every animation applied at `localTime`.
    func evaluate(localTime: Double, into props: inout _LayerProperties, _ custom: inout [String: Any]) {
        props = model
        custom = self.custom
        for a in animations {
            a.apply(at: localTime, to: &props, &custom, model: model, self.custom)
        }
    }

    /// Evaluates this node and its subtree at absolute time `now` into
    /// `presented` (what the renderer draws).
    func evaluateTree(parentTime: Double) {
        let t = _layerLocalTime(parentTime, beginTime: model.beginTime, speed: model.speed, timeOffset: model.timeOffset)
        if animations.isEmpty {
            presented = model
            if !custom.isEmpty || !presentedCustom.isEmpty { presentedCustom = custom }
        } else {
            evaluate(localTime: t, into: &presented, &presentedCustom)
        }
        mask?.evaluateTree(parentTime: t)
        for c in children { c.evaluateTree(parentTime: t) }
    }

    /// Keeps `animations` in evaluation order after additions.
    func sortAnimations() {
        animations.sort { a, b in
            a.timing.beginTime != b.timing.beginTime ? a.timing.beginTime < b.timing.beginTime : a.serial < b.serial
        }
    }
}
