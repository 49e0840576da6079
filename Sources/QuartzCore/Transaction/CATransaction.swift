import Foundation

/// The transaction key for the duration of implicit animations, in seconds (default 0.25).
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key that, when true, turns off the actions of property changes.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the timing function implicit animations use.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the block run when the scope's animations are done.
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes into atomic updates of what is on screen (Apple's
/// `CATransaction`). Scopes nest per thread; changes made outside any
/// `begin()` go into an implicit transaction that commits when the thread's
/// run loop next waits, or at `flush()`.
open class CATransaction: NSObject {
    private static let globalLock = NSRecursiveLock()

    /// Opens a transaction scope on this thread; scopes nest, and their changes
    /// go on screen together when the outermost one commits.
    open class func begin() {
        let s = _TransactionState.current
        s.scopes.append(s.makeScope(isImplicit: false))
    }

    /// Ends the innermost explicit scope. Its completion block stops
    /// collecting animations; the changes commit with the outermost scope.
    open class func commit() {
        let s = _TransactionState.current
        // Without a begin() of its own, commit() commits the implicit
        // transaction, as Apple's does (silently: real code calls it so).
        guard let top = s.scopes.last, !top.isImplicit else {
            flush()
            return
        }
        if s.scopes.count == 1 {
            _commitOutermost(s)
            return
        }
        s.scopes.removeLast()
        top.completion?.seal()
        s.recycle(top)
        if s.flushPending, s.scopes.count == 1, s.hasImplicit {
            _commitOutermost(s)
        }
    }

    /// Commits the implicit transaction now; if explicit scopes are open,
    /// as soon as they have all ended.
    open class func flush() {
        let s = _TransactionState.current
        if s.scopes.isEmpty {
            if !s.takeDirtyIsEmpty() { s.scopes.append(s.makeScope(isImplicit: true)); _commitOutermost(s) }
        } else if s.scopes.count == 1 && s.hasImplicit {
            _commitOutermost(s)
        } else {
            s.flushPending = true
        }
    }

    /// A process-wide recursive lock, for code that touches layers from
    /// several threads.
    open class func lock() { globalLock.lock() }
    /// Releases the lock taken by `lock()`; each `lock()` needs one `unlock()`.
    open class func unlock() { globalLock.unlock() }

    /// The duration implicit animations get, in seconds: the innermost scope's
    /// value, else 0.25.
    open class func animationDuration() -> CFTimeInterval { _TransactionState.current.animationDuration }
    /// Sets the duration, in seconds, of implicit animations (and of added
    /// animations with none) in the current scope.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function for implicit animations and for added animations
    /// without one; nil (the default) leaves implicit ones on `.default`.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        _TransactionState.current.animationTimingFunction
    }
    /// Sets the timing function of implicit animations (and of added animations
    /// with none) in the current scope.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether layers skip their actions (property changes, ordering in and
    /// out) in the current scope, so nothing animates implicitly. Default false.
    open class func disableActions() -> Bool { _TransactionState.current.disableActions }
    /// Turns layer actions off (true) or back on for the current scope.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the innermost scope that set one, or nil.
    open class func completionBlock() -> (() -> Void)? {
        _TransactionState.current.value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Runs `block` once every animation added after this call, in this
    /// scope, has finished or been removed; right away at the scope's end
    /// if none was added.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let s = _TransactionState.current
        s.ensureOpen()
        let scope = s.scopes[s.scopes.count - 1]
        // A replaced block stops collecting animations.
        scope.completion?.seal()
        scope.completion = block.map(_CompletionGroup.init)
        scope.values[kCATransactionCompletionBlock] = block
    }

    /// A transaction property by key, from the innermost scope that set it; nil
    /// if none did.
    open class func value(forKey key: String) -> Any? { _TransactionState.current.value(forKey: key) }

    /// Sets a transaction property in the innermost scope (opening the implicit
    /// transaction if needed); the completion block key goes through `setCompletionBlock(_:)`.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(anObject as? () -> Void)
            return
        }
        let s = _TransactionState.current
        s.ensureOpen()
        s.scopes[s.scopes.count - 1].values[key] = anObject
    }

    // MARK: Commit

    /// Ends every open scope and commits: the layout pass, the display
    /// pass, then the snapshot of every changed layer for the render side.
    static func _commitOutermost(_ s: _TransactionState) {
        guard !s.isCommitting else { return }
        s.isCommitting = true
        s.flushPending = false
        // Layout and display may change more layers; they join this commit.
        for _ in 0..<8 {
            if s.needsLayout.isEmpty && s.needsDisplay.isEmpty { break }
            _layoutPass(s)
            _displayPass(s)
        }
        let now = CACurrentMediaTime()
        var changed = s.takeDirty()
        // A transition starts from what was on screen: freeze it before
        // any node takes this transaction's values.
        // The nodes change under the render tree's lock: another thread may
        // be reading them (presentation(), a frame).
        _RenderTreeLock.withLock {
            _RenderTreeLock.commitStamp &+= 1
            for l in changed { l._captureTransitionSnapshots(at: now) }
            // Render nodes first (a layer added this transaction needs its
            // parent's node to resolve times), then the animations.
            for l in changed { l._commitSnapshot() }
            for l in changed { l._commitAnimations(at: now) }
            // A render thread receives what this commit changed.
            if _RenderHandover.shared.isActive {
                var nodes = s.createdNodes
                var seen = Set(nodes.map(ObjectIdentifier.init))
                for l in changed { if let n = l._node, seen.insert(ObjectIdentifier(n)).inserted { nodes.append(n) } }
                _RenderHandover.shared.publish(nodes)
            }
        }
        s.createdNodes.removeAll()
        _AnimationScheduler.current.didCommit(changed, at: now)
        s.recycle(&changed)
        // Completion blocks run with the scopes gone (they may open more).
        var ended = s.takeScopes()
        s.isCommitting = false
        for scope in ended.reversed() {
            scope.completion?.seal()
            s.recycle(scope)
        }
        s.recycleScopes(&ended)
    }

    /// Lays out, top-down, every tree with a layer marked for layout.
    private static func _layoutPass(_ s: _TransactionState) {
        let marked = s.needsLayout
        s.needsLayout.removeAll()
        var roots: [CALayer] = []
        var seen: Set<ObjectIdentifier> = []
        // Each layer's root, remembered along the way, so a deep chain of
        // marked layers is walked once, not once per layer.
        var rootOf: [ObjectIdentifier: CALayer] = [:]
        for l in marked {
            var path: [ObjectIdentifier] = []
            var r = l
            while rootOf[ObjectIdentifier(r)] == nil, let p = r._superlayer {
                path.append(ObjectIdentifier(r))
                r = p
            }
            let root = rootOf[ObjectIdentifier(r)] ?? r
            for id in path { rootOf[id] = root }
            rootOf[ObjectIdentifier(r)] = root
            if seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
        }
        for r in roots { r._layoutSubtree() }
    }

    /// Redraws every layer marked with setNeedsDisplay.
    private static func _displayPass(_ s: _TransactionState) {
        let marked = s.needsDisplay
        s.needsDisplay.removeAll()
        var seen: Set<ObjectIdentifier> = []
        for l in marked where seen.insert(ObjectIdentifier(l)).inserted {
            l.displayIfNeeded()
        }
    }
}

extension _TransactionState {
    func takeDirtyIsEmpty() -> Bool { dirty.isEmpty && needsLayout.isEmpty && needsDisplay.isEmpty }
}

/// The action key a layer looks up when it joins a tree or stops being hidden.
public let kCAOnOrderIn = "onOrderIn"
/// The action key a layer looks up when it leaves a tree or becomes hidden.
public let kCAOnOrderOut = "onOrderOut"
/// The action key a layer looks up when it replaces another in the tree, and
/// the key every `CATransition` is added under.
public let kCATransition = "transition"
