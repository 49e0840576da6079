import Foundation
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

    private let condition = NSCondition()
    private var records: [_NodeRecord] = []
    private var overrides: [UInt64: Any?] = [:]
    /// Committed nodes redrawn for each frame on their layer's thread
    /// (an animated key the class draws from), and the contents last
    /// handed over for each.
    private var redrawn: [UInt64: (node: Weak, last: ObjectIdentifier?)] = [:]
    struct Weak { weak var node: _RenderNode? }
    /// Committed nodes that went away (their layer did).
    private var removed: [UInt64] = []
    private var subscribers = 0
    /// Called after each hand-over and poke, outside the lock: wakes a
    /// render thread that sleeps elsewhere than in `wait(until:)` (a
    /// window server waiting in SDL for events).
    private var wake: (@Sendable () -> Void)?
    /// Bumped by every hand-over, and by `poke()`.
    private var generation: UInt64 = 0
    /// Whether a render thread listens: read on every commit, so an
    /// atomic rather than the lock.
    private let active = Atomic<Bool>(false)
    var isActive: Bool { active.load(ordering: .acquiring) }

    /// A render thread starts (or stops) receiving commits.
    package func subscribe() {
        condition.lock()
        subscribers += 1
        active.store(true, ordering: .releasing)
        condition.unlock()
    }

    package func unsubscribe() {
        condition.lock()
        subscribers = max(0, subscribers - 1)
        active.store(subscribers > 0, ordering: .releasing)
        if subscribers == 0 { records.removeAll(); overrides.removeAll(); removed.removeAll() }
        condition.unlock()
    }

    /// Sets (or clears) what wakes the render thread besides `wait(until:)`.
    package func setWake(_ body: (@Sendable () -> Void)?) {
        condition.lock()
        wake = body
        condition.unlock()
    }

    /// From a commit: the nodes it changed.
    func publish(_ nodes: [_RenderNode]) {
        guard isActive, !nodes.isEmpty else { return }
        let new = nodes.map(_NodeRecord.init)
        condition.lock()
        records.append(contentsOf: new)
        // A commit clears a copy's redrawn contents: send them again.
        for n in nodes where redrawn[n.serial] != nil { redrawn[n.serial]?.last = nil }
        generation &+= 1
        condition.signal()
        let wake = wake
        condition.unlock()
        wake?()
    }

    /// A committed node's animations changed: whether each frame must
    /// redraw it on its layer's thread.
    func setRedrawnEachFrame(_ node: _RenderNode, _ redraws: Bool) {
        condition.lock()
        if redraws {
            if redrawn[node.serial] == nil { redrawn[node.serial] = (Weak(node: node), nil) }
        } else {
            redrawn[node.serial] = nil
        }
        condition.unlock()
    }

    /// Before a frame's commit, on the layers' thread: redraws every layer
    /// whose drawing animates, with its values at `t` (user drawing code
    /// runs here, never on the render thread), and hands over what changed.
    package func redrawAnimatedContents(at t: Double) {
        guard isActive else { return }
        condition.lock()
        let entries = redrawn
        condition.unlock()
        for (serial, entry) in entries {
            guard let node = entry.node.node else {
                condition.lock(); redrawn[serial] = nil; condition.unlock()
                continue
            }
            let contents = _RenderTreeLock.withLock {
                node.evaluateTree(parentTime: node.parent?.localTime(at: t) ?? t)
                return node.presented.contents
            }
            let id = (contents as AnyObject?).map(ObjectIdentifier.init)
            guard id != entry.last else { continue }
            condition.lock()
            redrawn[serial]?.last = id
            overrides[serial] = .some(contents)
            generation &+= 1
            condition.signal()
            let wake = wake
            condition.unlock()
            wake?()
        }
    }

    /// A committed node is gone: its copy can go too.
    func publishRemoval(_ serial: UInt64) {
        guard isActive else { return }
        condition.lock()
        removed.append(serial)
        condition.unlock()
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
        condition.lock()
        generation &+= 1
        condition.signal()
        let wake = wake
        condition.unlock()
        wake?()
    }

    /// Everything handed over since the last call.
    func take() -> (records: [_NodeRecord], overrides: [UInt64: Any?], removed: [UInt64]) {
        condition.lock()
        defer { condition.unlock() }
        let taken = (records, overrides, removed)
        records = []
        overrides = [:]
        removed = []
        return taken
    }

    /// Sleeps until something is handed over or `deadline` passes.
    package func wait(until deadline: Date) {
        condition.lock()
        let seen = generation
        while generation == seen && records.isEmpty && overrides.isEmpty {
            if !condition.wait(until: deadline) { break }
        }
        condition.unlock()
    }
}
