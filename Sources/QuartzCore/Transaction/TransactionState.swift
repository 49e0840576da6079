import Foundation

/// The transaction state of one thread: a stack of scopes (an implicit one
/// at the bottom when a change happened outside any `begin()`), and the
/// layers changed since the last commit. Scopes only hold settings; the
/// changes belong to the whole stack and commit when the outermost scope
/// ends (Apple's model: nested transactions commit with their parent).
final class _TransactionState {
    /// Render nodes made during this commit (a sublayer committed for the
    /// first time with its parent), for the render thread's records.
    var createdNodes: [_RenderNode] = []
    /// Action lookups under way on this thread (see `_actionForChange`).
    var actionLookups = Set<_ActionLookup>()
    /// A presentation copy is being made on this thread: `init(layer:)`
    /// leaves the model layer's values alone (another thread may be
    /// changing them; the copy takes the committed ones from the node).
    var makingPresentation = false
    final class Scope {
        var values: [String: Any] = [:]
        var completion: _CompletionGroup?
        fileprivate(set) var isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// Ended scopes, kept to open again: a program that wraps each frame's
    /// changes in begin() and commit() allocates nothing for them.
    private var freeScopes: [Scope] = []

    /// A scope to open, made anew or taken from the ended ones.
    func makeScope(isImplicit: Bool) -> Scope {
        guard let s = freeScopes.popLast() else { return Scope(isImplicit: isImplicit) }
        s.isImplicit = isImplicit
        return s
    }

    /// The open scopes, all ended at once by a commit; none stay open.
    func takeScopes() -> [Scope] {
        var taken = spareScopes
        swap(&taken, &scopes)
        return taken
    }

    /// Gives back a list `takeScopes()` returned.
    func recycleScopes(_ list: inout [Scope]) {
        list.removeAll(keepingCapacity: true)
        swap(&list, &spareScopes)
    }

    private var spareScopes: [Scope] = []

    /// A scope that has ended (its completion sealed), kept for later.
    func recycle(_ scope: Scope) {
        guard freeScopes.count < 8 else { return }
        scope.values.removeAll(keepingCapacity: true)
        scope.completion = nil
        freeScopes.append(scope)
    }

    static let perThread = _ThreadLocal { _TransactionState() }
    static var current: _TransactionState { perThread.value }

    var scopes: [Scope] = []
    /// Layers changed since the last commit, in order, each once.
    private(set) var dirty: [CALayer] = []
    private var dirtyIDs: Set<ObjectIdentifier> = []
    var needsLayout: [CALayer] = []
    var needsDisplay: [CALayer] = []
    /// flush() was asked for while an explicit scope was open.
    var flushPending = false
    var isCommitting = false
    private var observer: CFRunLoopObserver?

    var hasImplicit: Bool { scopes.first?.isImplicit ?? false }

    /// The innermost value set for `key` in any open scope.
    func value(forKey key: String) -> Any? {
        for s in scopes.reversed() { if let v = s.values[key] { return v } }
        return nil
    }

    var animationDuration: CFTimeInterval {
        _number(from: value(forKey: kCATransactionAnimationDuration)).map(Double.init) ?? 0.25
    }

    var animationTimingFunction: CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    var disableActions: Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Opens the implicit transaction if nothing is open, and makes sure
    /// this thread's run loop will commit it before it next sleeps.
    func ensureOpen() {
        guard scopes.isEmpty else { return }
        scopes.append(makeScope(isImplicit: true))
        installObserver()
        scheduleCommitTimer()
    }

    /// A run loop with no timer or source returns at once without ever
    /// "waiting", so the observer alone would never see a command-line
    /// program's changes. A one-shot timer keeps the loop running until the
    /// transaction commits (and commits it, if the loop never sleeps).
    private func scheduleCommitTimer() {
        let t = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent(), 0, 0, 0) { [weak self] _ in
            guard let self, self.hasImplicit, self.scopes.count == 1, !self.isCommitting else { return }
            CATransaction._commitOutermost(self)
        }
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), t, kCFRunLoopCommonModes)
    }

    func markDirty(_ layer: CALayer) {
        ensureOpen()
        _ModelGeneration.advance()
        if dirtyIDs.insert(ObjectIdentifier(layer)).inserted { dirty.append(layer) }
    }

    func noteNeedsLayout(_ layer: CALayer) {
        ensureOpen()
        needsLayout.append(layer)
    }

    func noteNeedsDisplay(_ layer: CALayer) {
        ensureOpen()
        needsDisplay.append(layer)
    }

    /// Every animation added now joins the completion groups of the open scopes.
    func noteAnimationAdded(_ a: _AnimationInstance) {
        for s in scopes { s.completion?.join(a) }
    }

    /// The layers changed since the last commit; the list starts again
    /// empty (in the storage `recycle(_:)` gave back, so that a commit a
    /// frame allocates nothing for it).
    func takeDirty() -> [CALayer] {
        var d = spareDirty
        swap(&d, &dirty)
        dirtyIDs.removeAll(keepingCapacity: true)
        return d
    }

    /// Gives back a list `takeDirty()` returned, once the commit is done with it.
    func recycle(_ list: inout [CALayer]) {
        list.removeAll(keepingCapacity: true)
        swap(&list, &spareDirty)
    }

    private var spareDirty: [CALayer] = []

    /// The implicit transaction commits from an observer on the run loop's
    /// "before waiting" and "exit" activities, as on iOS (order 2,000,000,
    /// between UIKit's before- and after-commit handlers).
    private func installObserver() {
        guard observer == nil else { return }
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let o = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, true, 2_000_000) { [weak self] _, _ in
            guard let self, self.hasImplicit, self.scopes.count == 1, !self.isCommitting else { return }
            CATransaction._commitOutermost(self)
        }
        CFRunLoopAddObserver(CFRunLoopGetCurrent(), o, kCFRunLoopCommonModes)
        observer = o
    }
}
