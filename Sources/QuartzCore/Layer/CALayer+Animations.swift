/// Adding and removing animations (`CALayer.add(_:forKey:)`, `CATransaction`).
extension CALayer {
    func _add(_ anim: CAAnimation, forKey rawKey: String?) {
        if _presentationLink.isCopy {
            _report("add(_:forKey:) on a presentation layer; ignored (add to model() instead)")
            return
        }
        // An empty key counts as nil; transitions always use "transition".
        var key = rawKey?.isEmpty == true ? nil : rawKey
        if anim is CATransition { key = kCATransition }
        // Copying a group copies its members: one that contains itself
        // would be copied forever.
        if CAAnimation._containsCycle(anim) {
            _report("add(_:forKey:): the animation group contains itself; not added")
            return
        }
        let copy = anim.copy() as! CAAnimation
        if let p = copy as? CAPropertyAnimation, p.keyPath == nil, let key { p.keyPath = key }
        let tx = _TransactionState.current
        tx.ensureOpen()
        _sanitizeTiming(copy, tx)
        if copy.timingFunction == nil, let f = tx.animationTimingFunction { copy.timingFunction = f }

        let old = key.flatMap { k in _animations.last(where: { $0.key == k }) }
        // A zero-length animation is never added: the delegate hears it
        // start and finish at once, and it still replaces (as `CATransaction` does).
        if copy.duration <= 1e-6 {
            if let old { _removeInstance(old, finished: false) }
            copy.delegate?.animationDidStart(copy)
            copy.delegate?.animationDidStop(copy, finished: true)
            return
        }
        let instance = _AnimationPreparation.prepare(copy, key: key, for: self)
        // "Previous" is what is on screen now, the replaced animation
        // included, so a change mid-flight never jumps.
        if case .property(let p) = instance.body, p.needsPrevious {
            p.previous = _presentedValue(p.target, kind: p.kind)
        }
        if let old { _removeInstance(old, finished: false) }
        instance.serial = (_animations.last?.serial ?? 0) + 1
        _animations.append(instance)
        tx.noteAnimationAdded(instance)
        tx.markDirty(self)
    }

    /// Durations of 0 (or negative, or NaN) become the transaction's
    /// (0.25 s by default); a NaN or infinite speed becomes 1.
    func _sanitizeTiming(_ a: CAAnimation, _ tx: _TransactionState) {
        if a.duration.isNaN || a.duration < 0 || a.duration.isInfinite {
            _report("animation duration \(a.duration) is not a finite non-negative number; using the transaction's \(tx.animationDuration) s")
            a.duration = 0
        }
        if a.duration == 0 { a.duration = tx.animationDuration }
        if !a.speed.isFinite {
            _report("animation speed \(a.speed) is not finite; using 1")
            a.speed = 1
        }
        if a.beginTime.isNaN || a.timeOffset.isNaN || a.repeatCount.isNaN || a.repeatDuration.isNaN {
            _report("animation beginTime, timeOffset or repeats contain NaN; using 0")
            if a.beginTime.isNaN { a.beginTime = 0 }
            if a.timeOffset.isNaN { a.timeOffset = 0 }
            if a.repeatCount.isNaN { a.repeatCount = 0 }
            if a.repeatDuration.isNaN { a.repeatDuration = 0 }
        }
    }

    func _removeAnimation(forKey key: String) {
        guard let a = _animations.last(where: { $0.key == key }) else { return }
        _removeInstance(a, finished: false)
    }

    func _removeAllAnimations() {
        for a in _animations { _removeInstance(a, finished: false) }
    }

    /// Detaches an animation now and tells its delegate (on the run loop).
    func _removeInstance(_ a: _AnimationInstance, finished: Bool) {
        guard let i = _animations.firstIndex(where: { $0 === a }) else { return }
        _animations.remove(at: i)
        _RenderTreeLock.withLock { _node?.removeAnimation(a) }
        if !_presentationLink.isCopy {
            _TransactionState.current.markDirty(self)
            // A key the layer draws from stopped animating: its frames were
            // drawn by presentation copies, and the model's own contents
            // date from when the animation was added. Drawn again now, at
            // the value the animation ended on (what iOS shows after the
            // last frame).
            if Self._redraws(for: a.animation) { setNeedsDisplay() }
        }
        _AnimationScheduler.current.animationDidEnd(a, finished: finished)
    }

    /// Whether `animation` animates a key the layer class redraws for
    /// (`needsDisplay(forKey:)`), itself or inside a group.
    static func _redraws(for animation: CAAnimation) -> Bool {
        if let p = animation as? CAPropertyAnimation, let path = p.keyPath { return needsDisplay(forKey: path) }
        if let g = animation as? CAAnimationGroup { return (g.animations ?? []).contains { _redraws(for: $0) } }
        return false
    }

    /// The target's value as presented right now (model value before the
    /// first commit), for animations that run from "the previous value".
    func _presentedValue(_ target: _AnimationTarget, kind: _ValueKind) -> _Value? {
        var values = _LayerValues(props: _props, extra: _extra, custom: _custom)
        if let n = _node {
            _RenderTreeLock.withLock { n.evaluate(localTime: n.localTime(at: CACurrentMediaTime()), into: &values) }
        }
        return values.withState { target.read($0, as: kind) }
    }
}

extension CALayer {
    /// A layer going away with animations attached (see `deinit`): each
    /// not yet reported stops, unfinished, on this thread's run loop.
    /// Presentation copies hold no animations of their own.
    func _reportUnfinishedAnimations() {
        guard !_animations.isEmpty, !_presentationLink.isCopy else { return }
        let scheduler = _AnimationScheduler.current
        for a in _animations where !a.didReportStop { scheduler.animationDidEnd(a, finished: false) }
    }
}

extension CALayer {
    /// `animationKeys()`: the keys of the attached animations, in the order
    /// they were added; nil when there are none.
    func _animationKeys() -> [String]? {
        let keys = _animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// `animation(forKey:)`: the layer's copy attached under `key`.
    func _animation(forKey key: String) -> CAAnimation? {
        _animations.last(where: { $0.key == key })?.animation
    }
}
