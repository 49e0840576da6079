/// A render thread's own copy of the committed node tree, rebuilt from
/// commit records: the nodes a frame evaluates and rasterizes without
/// touching what the committing thread owns. Each mirror node carries the
/// committed node's serial; records name children and masks by serial,
/// so they can arrive in any order within a hand-over.
final class _MirrorTree {
    /// Every committed node's copy, until its layer goes away.
    private var nodes: [UInt64: _RenderNode] = [:]

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

    func apply(_ records: [_NodeRecord], overrides: [UInt64: Any?]) {
        // Values first, creating nodes as needed; then the links, which
        // may name nodes created by later records of the same hand-over.
        var touched: [(_RenderNode, _NodeRecord)] = []
        touched.reserveCapacity(records.count)
        for r in records {
            let n = nodes[r.serial] ?? {
                let made = _RenderNode(classKeys: r.classKeys)
                nodes[r.serial] = made
                return made
            }()
            n.model = r.model
            n.extra = r.extra
            n.custom = r.custom
            n.setAnimations(r.animations)
            n.redisplay.hasContentsOverride = false
            n.redisplay.contentsOverride = nil
            touched.append((n, r))
        }
        for (n, r) in touched {
            let kids = r.children.compactMap { nodes[$0] }
            for k in kids { k.parent = n; k.isMask = false }
            n.children = kids
            if let m = r.mask.flatMap({ nodes[$0] }) {
                m.parent = n
                m.isMask = true
                n.mask = m
            } else {
                n.mask = nil
            }
        }
        for (n, _) in touched { Self.bumpGeneration(n) }
        for (serial, contents) in overrides {
            guard let n = nodes[serial] else { continue }
            n.redisplay.contentsOverride = contents
            n.redisplay.hasContentsOverride = true
            Self.bumpGeneration(n)
        }
    }

    /// Every tree the node is part of has a new frame to draw.
    private static func bumpGeneration(_ node: _RenderNode) {
        var n: _RenderNode? = node
        while let c = n {
            c.treeGeneration &+= 1
            n = c.parent
        }
    }
}
