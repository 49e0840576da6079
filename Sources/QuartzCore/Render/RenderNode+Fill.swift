/// How a render node gets its values and its place in a tree, whoever
/// makes it: a commit from its layer (`CALayer._commitSnapshot`),
/// `render(in:)` from the model layers (`CALayer._snapshotModelTree`), a
/// transition from what is on screen (`frozenCopy`), and a render thread
/// from commit records (`_MirrorTree`). Each gives values and nodes; the
/// linking (a child's `parent`, a mask's `isMask`) is done here alone.
extension _RenderNode {
    /// Sets the node's committed values and links `children` and `mask`
    /// under it. `extra` (the class's keys) and `explicit` (the keys set
    /// explicitly) stay as they are when nil: a frozen picture has neither.
    func fill(model: _LayerProperties, extra: [_Value]? = nil, custom: [String: Any], explicit: _LayerKeySet? = nil,
              children kids: [_RenderNode], mask m: _RenderNode?) {
        self.model = model
        if let extra { self.extra = extra }
        self.custom = custom
        if let explicit { self.explicit = explicit }
        for k in kids { k.parent = self; k.isMask = false }
        children = kids
        if let m {
            m.parent = self
            m.isMask = true
        }
        mask = m
    }

    /// Every tree the node is part of has a new frame to draw: the node's
    /// `treeGeneration` and its ancestors' are bumped, once per `stamp`
    /// (above a node already bumped with it, the rest of the way up is
    /// bumped already). A commit stamps with `_RenderTreeLock.commitStamp`,
    /// a render thread with each hand-over it applies.
    func bumpTreeGeneration(stamp: UInt64) {
        var n: _RenderNode? = self
        while let node = n, node.bumpedInCommit != stamp {
            node.bumpedInCommit = stamp
            node.treeGeneration &+= 1
            n = node.parent
        }
    }
}
