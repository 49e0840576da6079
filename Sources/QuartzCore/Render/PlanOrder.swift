/// The order in which the compositor draws a plan's layers: the entries
/// whose subtrees tile a range (a layer's sublayers, its mask, the plan's
/// top), back to front by zPosition (a transform layer's leaves by their
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
        let z0 = entries[stack[base]].siblingZ
        if ((base + 1)..<end).contains(where: { entries[stack[$0]].siblingZ != z0 }) {
            // A stable insertion sort: sibling counts are small.
            for i in (base + 1)..<end {
                let e = stack[i], z = entries[e].siblingZ
                var k = i
                while k > base && entries[stack[k - 1]].siblingZ > z {
                    stack[k] = stack[k - 1]
                    k -= 1
                }
                stack[k] = e
            }
        }
        // Deeper levels push above `end` and pop back to it.
        for k in base..<end { body(_PlannedLayer(entries: entries, index: stack[k])) }
        stack.removeSubrange(base..<end)
    }
}
