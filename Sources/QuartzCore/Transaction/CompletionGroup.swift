/// A transaction completion block and the animations it waits for: those
/// added after the block was set, in that scope, before the scope ended.
/// It fires once they have all finished or been removed, on the thread of
/// the transaction; immediately when the scope ends with none added.
final class _CompletionGroup {
    private var block: (() -> Void)?
    private var remaining = 0
    /// No more animations can join (the scope committed, or the block was replaced).
    private var sealed = false

    init(_ block: @escaping () -> Void) { self.block = block }

    func join(_ a: _AnimationInstance) {
        guard !sealed else { return }
        remaining += 1
        a.completionGroups.append(self)
    }

    /// One of its animations finished or was removed.
    func animationEnded() {
        remaining -= 1
        fireIfDone()
    }

    func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, remaining <= 0, let b = block else { return }
        block = nil
        b()
    }
}
