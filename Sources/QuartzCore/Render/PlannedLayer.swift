import Raster

/// A layer of a frame plan being drawn: its entry (node, presented values,
/// map to the target) and, through the plan around it, its sublayers and
/// mask. What the compositor draws from, so that where each layer goes,
/// which layers draw and in what order is decided once, by the plan
/// (`_FramePlan`), for the compositor, the reference compositor and the
/// damage tracker alike.
///
/// The entries are read in place: a plan is not changed while it is
/// drawn (a plane's or a replica's sublayers are drawn from plans of
/// their own).
struct _PlannedLayer {
    let entries: UnsafeBufferPointer<_FramePlan.Entry>
    let index: Int

    @inline(__always)
    var node: _RenderNode { entries[index].node.takeUnretainedValue() }
    /// The presented values, valid for the frame.
    @inline(__always)
    var values: UnsafePointer<_LayerProperties> { entries[index].values }
    /// The map from the layer's space to the target.
    @inline(__always)
    var m: Projective { entries[index].placement.m }
    /// How it is drawn, decided by the plan (`_PlannedDraw`), read in
    /// place (a copy of the whole decision for each field read cost a
    /// measurable share of a frame).
    var draw: _PlannedDraw {
        @inline(__always) _read { yield entries[index].draw }
    }
    /// What it and its subtree can touch, transitions included.
    @inline(__always)
    var cull: _Box { entries[index].draw.cull }

    /// Where the mask's entries begin (the subtree's end when there are
    /// none): a mask is planned after the sublayers.
    private var maskStart: Int {
        let lower = index - entries[index].subtreeCount
        var start = index
        while start > lower, entries[start - 1].isMask { start -= entries[start - 1].subtreeCount + 1 }
        return start
    }

    /// The range of entries the sublayers' subtrees tile.
    var sublayerEntries: Range<Int> { (index - entries[index].subtreeCount)..<maskStart }

    /// The range of entries the mask's subtree tiles (a transform layer's
    /// leaves, when the mask is one).
    var maskEntries: Range<Int> { maskStart..<index }

    /// The entry of `node` when it is the plan's root (a transform layer
    /// has none: its leaves are the plan's top).
    static func root(_ node: _RenderNode, in entries: UnsafeBufferPointer<_FramePlan.Entry>) -> _PlannedLayer? {
        guard let last = entries.indices.last, entries[last].node.takeUnretainedValue() === node else { return nil }
        return _PlannedLayer(entries: entries, index: last)
    }
}
