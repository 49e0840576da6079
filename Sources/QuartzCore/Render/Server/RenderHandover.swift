import Foundation
import Raster
import Synchronization

/// Where commits meet a render thread, and the only place they
/// synchronise. A committing thread appends records of the nodes it
/// changed (and the contents it redrew for this frame) under a lock held
/// for the append; the render thread takes everything pending at the
/// start of a frame under the same lock. Neither waits for the other's
/// work: the main thread never waits on the rasterizer, and a main thread
/// that stops committing (busy for seconds) leaves the render thread
/// running the animations it already has.
///
/// Nothing is recorded until a render thread subscribes, so programs
/// without one (tests, snapshots, command-line tools) pay nothing.
package final class _RenderHandover: @unchecked Sendable {
    package static let shared = _RenderHandover()

    /// What commits hand over, waiting for the render thread to take it.
    private struct Pending {
        var records: [_NodeRecord] = []
        var overrides: [UInt64: Any?] = [:]
        /// Committed nodes redrawn for each frame on their layer's thread
        /// (an animated key the class draws from), and the contents last
        /// handed over for each.
        var redrawn: [UInt64: (node: Weak, last: ObjectIdentifier?)] = [:]
        /// Committed nodes that went away (their layer did).
        var removed: [UInt64] = []
        var subscribers = 0
        /// Called after each hand-over and poke, outside the lock: wakes a
        /// render thread that sleeps elsewhere than in `wait(until:)` (a
        /// window server waiting in SDL for events).
        var wake: (@Sendable () -> Void)?
        /// Bumped by every hand-over, and by `poke()`.
        var generation: UInt64 = 0
    }
    private let pending = _Locked(Pending())
    struct Weak { weak var node: _RenderNode? }
    /// Whether a render thread listens: read on every commit, so an
    /// atomic rather than the lock.
    private let active = Atomic<Bool>(false)
    var isActive: Bool { active.load(ordering: .acquiring) }

    /// A render thread starts (or stops) receiving commits.
    package func subscribe() {
        pending.withLock { p in
            p.subscribers += 1
            active.store(true, ordering: .releasing)
        }
    }

    package func unsubscribe() {
        pending.withLock { p in
            p.subscribers = max(0, p.subscribers - 1)
            active.store(p.subscribers > 0, ordering: .releasing)
            if p.subscribers == 0 { p.records.removeAll(); p.overrides.removeAll(); p.removed.removeAll() }
        }
    }

    /// Sets (or clears) what wakes the render thread besides `wait(until:)`.
    package func setWake(_ body: (@Sendable () -> Void)?) {
        pending.withLock { $0.wake = body }
    }

    /// Changes what is pending as a hand-over does (`generation` bumped),
    /// wakes a render thread waiting in `wait(until:)`, and then, outside
    /// the lock, one that sleeps elsewhere.
    private func handOver(_ change: (inout Pending) -> Void) {
        let wake = pending.withLockBroadcasting { p in
            change(&p)
            p.generation &+= 1
            return p.wake
        }
        wake?()
    }

    /// From a commit: the nodes it changed.
    func publish(_ nodes: [_RenderNode]) {
        guard isActive, !nodes.isEmpty else { return }
        let new = nodes.map(_NodeRecord.init)
        handOver { p in
            p.records.append(contentsOf: new)
            // A commit clears a copy's redrawn contents: send them again.
            for n in nodes where p.redrawn[n.serial] != nil { p.redrawn[n.serial]?.last = nil }
        }
    }

    /// A committed node's animations changed: whether each frame must
    /// redraw it on its layer's thread.
    func setRedrawnEachFrame(_ node: _RenderNode, _ redraws: Bool) {
        pending.withLock { p in
            if redraws {
                if p.redrawn[node.serial] == nil { p.redrawn[node.serial] = (Weak(node: node), nil) }
            } else {
                p.redrawn[node.serial] = nil
            }
        }
    }

    /// Before a frame's commit, on the layers' thread: redraws every layer
    /// whose drawing animates, with its values at `t` (user drawing code
    /// runs here, never on the render thread), and hands over what changed.
    package func redrawAnimatedContents(at t: Double) {
        guard isActive else { return }
        let entries = pending.withLock { $0.redrawn }
        for (serial, entry) in entries {
            guard let node = entry.node.node else {
                pending.withLock { $0.redrawn[serial] = nil }
                continue
            }
            let contents = _RenderTreeLock.withLock {
                node.evaluateTree(parentTime: node.parent?.localTime(at: t) ?? t)
                return node.presented.contents
            }
            let id = (contents as AnyObject?).map(ObjectIdentifier.init)
            guard id != entry.last else { continue }
            handOver { p in
                p.redrawn[serial]?.last = id
                p.overrides[serial] = .some(contents)
            }
        }
    }

    /// A committed node is gone: its copy can go too.
    func publishRemoval(_ serial: UInt64) {
        guard isActive else { return }
        pending.withLock { $0.removed.append(serial) }
    }

    /// A render thread that starts late receives the tree as committed
    /// so far: every node under `root`, as if all had just committed.
    package func publishTree(_ root: CALayer) {
        guard let n = root._node else { return }
        // Parents before children, as a commit publishes them; a worklist,
        // so depth costs no stack.
        var all: [_RenderNode] = []
        var pending = [n]
        while let next = pending.popLast() {
            all.append(next)
            pending.append(contentsOf: next.children.reversed())
            if let m = next.mask { pending.append(m) }
        }
        publish(all)
    }

    /// Wakes a render thread waiting for work (a resize, an exposure).
    package func poke() {
        handOver { _ in }
    }

    /// Everything handed over since the last call.
    func take() -> (records: [_NodeRecord], overrides: [UInt64: Any?], removed: [UInt64]) {
        pending.withLock { p in
            defer { p.records = []; p.overrides = [:]; p.removed = [] }
            return (p.records, p.overrides, p.removed)
        }
    }

    /// Sleeps until something is handed over or `deadline` passes.
    package func wait(until deadline: Date) {
        let seen = pending.withLock { $0.generation }
        pending.withLock(when: { $0.generation != seen || !$0.records.isEmpty || !$0.overrides.isEmpty },
                         deadline: deadline.timeIntervalSince1970) { _ in }
    }
}
