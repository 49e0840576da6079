import Raster

/// A picture a planned layer is drawn through, in a space of its own: a
/// 3D plane's subtree in the plane's pixels, a `CATransition`'s old
/// picture (the frozen copy) or its sliding new one. The frame plan says
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
        /// Its root layer, drawn through `map` at `opacity`.
        var root: Unmanaged<_RenderNode>
        var map: Projective
        var opacity: Double
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
                p.plan.build(s.root.takeUnretainedValue(), parent: nil, base: .identity, map: s.map, bounds: s.bounds,
                             gridToFinal: s.gridToFinal, measuring: false, rootOpacity: s.opacity)
                p.isCurrent = true
            }
            // (A copy of the array's reference: read after the lock, it is
            // not written again until the next frame's walk.)
            return p.plan.entries
        }
        entries.withUnsafeBufferPointer(body)
    }
}
