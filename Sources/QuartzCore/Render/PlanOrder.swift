/// The order in which the compositors draw a plan's layers (and a
/// replicator its sublayers): the entries whose subtrees tile a range (a
/// layer's sublayers, its mask, the plan's top), back to front by zPosition (a transform layer's leaves by their
/// transform layer's, in depth order among themselves), then in order.
///
/// Entries are in post-order, so siblings are found last to first; they
/// are put in order on one stack of indices that every level of the
/// drawing shares (a level pushes its siblings above its parent's and
/// pops them when done), kept between frames: a frame allocates nothing,
/// however many sublayers a layer has.
final class _PlanOrder {
    /// (Each access is short: `body` runs between them, and pushes and
    /// pops above this level's indices; so accesses never overlap, and
    /// are not checked at run time, which cost a measurable share of a
    /// frame.)
    @exclusivity(unchecked)
    private var stack: [Int] = []

    /// Calls `body` with each entry whose subtree is one of those that
    /// tile `range` of `entries`, in drawing order.
    func forEach(in entries: UnsafeBufferPointer<_FramePlan.Entry>, _ range: Range<Int>,
                          _ body: (_PlannedLayer) -> Void) {
        let base = stack.count
        var j = range.upperBound - 1
        while j >= range.lowerBound {
            stack.append(j)
            j -= entries[j].subtreeCount + 1
        }
        let end = stack.count
        guard end > base else { return }
        // Index by index: a mutated slice of the stack would be a copy.
        var a = base, b = end - 1
        while a < b {
            stack.swapAt(a, b)
            a += 1
            b -= 1
        }
        sortByZ(base..<end) { entries[$0].siblingZ }
        // Deeper levels push above `end` and pop back to it.
        for k in base..<end { body(_PlannedLayer(entries: entries, index: stack[k])) }
        stack.removeSubrange(base..<end)
    }

    /// Calls `body` with each of `node`'s sublayers (and its index among
    /// them) in the same order, by their presented zPosition (a replicator draws its sublayers anew for
    /// each copy, from the tree rather than a plan).
    func forEachChild(of node: _RenderNode, _ body: (Int, _RenderNode) -> Void) {
        let kids = node.children
        let base = stack.count
        for i in kids.indices { stack.append(i) }
        let end = stack.count
        sortByZ(base..<end) { kids[$0].storage.presented.pointee.zPosition }
        for k in base..<end { body(stack[k], kids[stack[k]]) }
        stack.removeSubrange(base..<end)
    }

    /// Orders `stack[range]` back to front by `z` of each index, keeping
    /// the order of equal ones: a stable insertion sort (sibling counts are
    /// small), only when some zPosition differs.
    private func sortByZ(_ range: Range<Int>, _ z: (Int) -> CGFloat) {
        guard let first = range.first else { return }
        let z0 = z(stack[first])
        guard range.dropFirst().contains(where: { z(stack[$0]) != z0 }) else { return }
        for i in range.dropFirst() {
            let e = stack[i], ze = z(e)
            var k = i
            while k > first && z(stack[k - 1]) > ze {
                stack[k] = stack[k - 1]
                k -= 1
            }
            stack[k] = e
        }
    }
}
