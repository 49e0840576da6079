/// A render thread's own copy of the committed node tree, rebuilt from
/// commit records: the nodes a frame evaluates and rasterizes without
/// touching what the committing thread owns. Each mirror node carries the
/// committed node's serial; records name children and masks by serial,
/// so they can arrive in any order within a hand-over.
final class _MirrorTree {
    /// Every committed node's copy, until its layer goes away.
    private var nodes: [UInt64: _RenderNode] = [:]
    /// Stamps each hand-over's generation bumps (`bumpTreeGeneration`).
    private var stamp: UInt64 = 0

    init() {}

    func node(_ serial: UInt64) -> _RenderNode? { nodes[serial] }

    /// Applies what was handed over; returns whether anything was.
    @discardableResult
    func applyPending(from handover: _RenderHandover = .shared) -> Bool {
        let (records, overrides, removed) = handover.take()
        guard !records.isEmpty || !overrides.isEmpty || !removed.isEmpty else { return false }
        apply(records, overrides: overrides)
        // A node still in a tree keeps its copy alive through its parent.
        for serial in removed { nodes[serial] = nil }
        return true
    }

    var count: Int { nodes.count }

    /// What a filled node promises, checked in debug builds after each
    /// hand-over: its children name it as their parent and are not masks,
    /// its mask names it and is one, and it is not among its own ancestors.
    private static func isLinked(_ n: _RenderNode) -> Bool {
        guard n.children.allSatisfy({ $0.parent === n && !$0.isMask }),
              n.mask.map({ $0.parent === n && $0.isMask }) ?? true else { return false }
        var up = n.parent
        while let a = up {
            if a === n { return false }
            up = a.parent
        }
        return true
    }

    func apply(_ records: [_NodeRecord], overrides: [UInt64: Any?]) {
        // Every node first, as records may name children and masks made
        // by later records of the same hand-over; then each filled.
        let touched = records.map { r in
            nodes[r.serial] ?? {
                let made = _RenderNode(classKeys: r.classKeys)
                nodes[r.serial] = made
                return made
            }()
        }
        for (n, r) in zip(touched, records) {
            n.fill(model: r.model, extra: r.extra, custom: r.custom,
                   children: r.children.compactMap { nodes[$0] }, mask: r.mask.flatMap { nodes[$0] })
            n.setAnimations(r.animations)
            n.redisplay.hasContentsOverride = false
            n.redisplay.contentsOverride = nil
        }
        assert(touched.allSatisfy(Self.isLinked), "internal: a mirror node is not linked to its children and mask")
        // Bumped once all links are made, once per hand-over.
        stamp &+= 1
        for n in touched { n.bumpTreeGeneration(stamp: stamp) }
        for (serial, contents) in overrides {
            guard let n = nodes[serial] else { continue }
            n.redisplay.contentsOverride = contents
            n.redisplay.hasContentsOverride = true
            n.bumpTreeGeneration(stamp: stamp)
        }
    }
}
