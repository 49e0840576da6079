import Raster

/// A replicator as the reference compositor draws it (see
/// `_ReferenceCompositor`): every instance of every sublayer prepared
/// through its own map, tinted, in the order `drawSublayers` draws them.
extension _ReplicatorContent {
    static func referenceSublayers(_ layer: _PresentedLayer, _ m: Projective, sorted: [_RenderNode],
                                   prepare: (_RenderNode, Projective) -> _ReferenceCompositor.Node?)
        -> [_ReferenceCompositor.Node]? {
        let node = layer.node, p = layer.values
        var instances: [_ReferenceCompositor.Node] = []
        func add(_ k: Int, _ child: _RenderNode, _ mk: Projective) {
            guard let l = prepare(child, mk) else { return }
            if let t = tint(node, k) { l.tint = _RGBA(r: t.r, g: t.g, b: t.b, a: t.a) }
            instances.append(l)
        }
        forEachCopy(node, p, m, instance: { k, mk in
            for child in sorted { add(k, child, mk) }
        }, copy: { k, _, child, mk in add(k, child, mk) })
        return instances
    }
}
