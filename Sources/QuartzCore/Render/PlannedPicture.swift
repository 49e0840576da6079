import Raster

/// A picture a planned layer is drawn through, in a space of its own: a
/// 3D plane's subtree in the plane's pixels, a `CATransition`'s old
/// picture (the frozen copy) or its sliding new one, a replicator's copy
/// of a sublayer (`_PlannedCopies`). The frame plan says
/// what each is (the root, its map, its opacity, the plane's geometry);
/// its own plan (where each of its layers goes, and how it is drawn) is
/// made the first time a band or a damaged rect draws it this frame, and
/// then shared: a plane no band meets is never planned, and one that two
/// bands meet is planned once (the second band waits for it).
///
/// Kept from frame to frame by the plan that holds it, storage and all.
final class _PlannedPicture: @unchecked Sendable {
    /// What the picture shows, set by the plan walk (`_FramePlan`).
    struct Source {
        /// Its root layer: drawn whole through `map` at `opacity` (a
        /// plane's, a transition's picture), or, with no `map`, as a
        /// sublayer of `parent` whose space `base` maps to the target,
        /// inheriting `alpha` (a replicator's copy of a sublayer).
        var root: Unmanaged<_RenderNode>
        var map: Projective?
        var opacity: Double?
        var parent: UnsafePointer<_LayerProperties>? = nil
        var base = Projective.identity
        var alpha = 1.0
        /// The pixel grid it is drawn on, and that grid's map to the
        /// final target's pixels (nil: it is the final target).
        var bounds: PixelRect
        var gridToFinal: Projective?
    }

    private(set) var source: Source?
    /// A 3D plane: its size and maps (`_Compositor.PlaneGeometry`).
    private(set) var plane: _Compositor.PlaneGeometry?
    /// The picture's plan, made when first drawn (nil until then).
    private let planned = _Locked(Planned())

    private struct Planned {
        var plan = _FramePlan()
        var isCurrent = false
    }

    /// Sets what the picture shows this frame; its plan is made again
    /// when it is first drawn.
    func reset(_ source: Source, plane: _Compositor.PlaneGeometry? = nil) {
        self.source = source
        self.plane = plane
        planned.withLock { $0.isCurrent = false }
    }

    /// Runs `body` with the picture's plan entries, planning them first
    /// when this frame has not yet.
    func withEntries(_ body: (UnsafeBufferPointer<_FramePlan.Entry>) -> Void) {
        guard let s = source else { return }
        let entries = planned.withLock { p -> [_FramePlan.Entry] in
            if !p.isCurrent {
                p.plan.build(s.root.takeUnretainedValue(), parent: s.parent, base: s.base, map: s.map, bounds: s.bounds,
                             gridToFinal: s.gridToFinal, measuring: false, alpha: s.alpha, rootOpacity: s.opacity)
                p.isCurrent = true
            }
            // (A copy of the array's reference: read after the lock, it is
            // not written again until the next frame's walk.)
            return p.plan.entries
        }
        entries.withUnsafeBufferPointer(body)
    }
}

/// A replicator's copies of its sublayers, planned as pictures (instance
/// `k`'s copy of sublayer `c` is `pictures[k * sublayers + c]`), held by
/// the frame plan and kept from frame to frame. A copy beyond them (the
/// copies-of-copies budget counted otherwise at draw time) is planned
/// where it is drawn.
final class _PlannedCopies {
    private(set) var pictures: [_PlannedPicture] = []
    private(set) var count = 0
    private(set) var sublayers = 0

    /// Starts this frame's copies of `sublayers` sublayers.
    func reset(sublayers: Int) {
        count = 0
        self.sublayers = sublayers
    }

    /// The next copy, showing `source`.
    func add(_ source: _PlannedPicture.Source) {
        if count == pictures.count { pictures.append(_PlannedPicture()) }
        pictures[count].reset(source)
        count += 1
    }

    /// Instance `k`'s copy of sublayer `c`, when it was planned.
    func copy(_ k: Int, _ c: Int) -> _PlannedPicture? {
        let i = k * sublayers + c
        return c < sublayers && i < count ? pictures[i] : nil
    }
}
