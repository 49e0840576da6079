/// What a running CATransition needs on the render side: its type and
/// direction, its progress range and curve, and the frozen picture of the
/// layer's subtree as it was when the transition's transaction committed
/// (nil when the layer was not on screen before: it transitions from nothing).
final class _TransitionState {
    enum Kind { case fade, moveIn, push, reveal }

    let kind: Kind
    /// Where the new content comes from, as a unit vector in the layer's
    /// space (y down on iOS: "from top" is −y).
    let from: (x: Double, y: Double)
    let startProgress: Double, endProgress: Double
    let curve: _BezierCurve?
    let snapshot: _RenderNode?

    init(_ t: CATransition, snapshot: _RenderNode?) {
        switch t.type {
        case .moveIn: kind = .moveIn
        case .push: kind = .push
        case .reveal: kind = .reveal
        default: kind = .fade
        }
        switch t.subtype {
        case .some(.fromRight): from = (1, 0)
        case .some(.fromTop): from = (0, -1)
        case .some(.fromBottom): from = (0, 1)
        default: from = (-1, 0) // fromLeft, Apple's default
        }
        func unit(_ v: Float) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
        startProgress = unit(t.startProgress)
        endProgress = unit(t.endProgress)
        curve = t.timingFunction?._curve
        self.snapshot = snapshot
    }

    /// The transition's progress for linear progress `p` through its
    /// duration: eased, then mapped into startProgress...endProgress.
    func fraction(_ p: Double) -> Double {
        let e = curve.map { $0.value(at: p) } ?? p
        return startProgress + (endProgress - startProgress) * e
    }
}

extension _RenderNode {
    /// A copy of this subtree as presented now, with no animations and no
    /// model layer: the "before" picture of a transition.
    func frozenCopy() -> _RenderNode {
        let c = frozenNodes()
        c.evaluateTree(parentTime: 0)
        return c
    }

    /// The copy's nodes, not yet evaluated (evaluating once at the top
    /// reaches them all). Each keeps its class's keys as presented (a
    /// text layer's string, a shape's path), so the old picture shows
    /// what the class drew, not only its background.
    private func frozenNodes() -> _RenderNode {
        let c = _RenderNode(classKeys: classKeys)
        c.isMask = isMask
        c.fill(model: presented, extra: presentedExtra, custom: presentedCustom,
               children: children.map { k in _withSufficientStack { k.frozenNodes() } },
               mask: mask.map { m in _withSufficientStack { m.frozenNodes() } })
        return c
    }
}

extension CALayer {
    /// Gives each CATransition added in this transaction the picture of
    /// the layer's subtree as it is on screen at `now`.
    func _captureTransitionSnapshots(at now: Double) {
        func isFresh(_ a: _AnimationInstance) -> Bool {
            !a.isCommitted && a.transition == nil && a.animation is CATransition
        }
        // Runs for every changed layer at every commit: no array unless needed.
        guard _animations.contains(where: isFresh) else { return }
        let fresh = _animations.filter(isFresh)
        var snapshot: _RenderNode?
        if let n = _node {
            n.evaluateTree(parentTime: n.parent?.localTime(at: now) ?? now)
            snapshot = n.frozenCopy()
        }
        for a in fresh {
            a.transition = _TransitionState(a.animation as! CATransition, snapshot: snapshot)
        }
    }
}
