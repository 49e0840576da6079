/// Runs several animations together in the group's time (Apple's
/// `CAAnimationGroup`). Children keep their own timing and are clipped, not
/// scaled, to the group's duration; their delegates and
/// `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
    /// The animations to run together, copied with the group. Default nil.
    /// A member with no duration of its own takes the group's.
    open var animations: [CAAnimation]?

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copy() as! CAAnimation }
    }
}

extension CAAnimation {
    /// Whether a group reaches itself through its members (a group may
    /// appear twice side by side; only a path back to an ancestor is a
    /// cycle). Iterative, so a deep nest cannot exhaust the stack.
    static func _containsCycle(_ root: CAAnimation) -> Bool {
        // Depth-first with the path's groups on it: (group, next member).
        var path: [(group: CAAnimationGroup, next: Int)] = []
        var onPath = Set<ObjectIdentifier>()
        guard let g = root as? CAAnimationGroup else { return false }
        path.append((g, 0))
        onPath.insert(ObjectIdentifier(g))
        var finished = Set<ObjectIdentifier>()
        while let top = path.last {
            let members = top.group.animations ?? []
            guard top.next < members.count else {
                onPath.remove(ObjectIdentifier(top.group))
                finished.insert(ObjectIdentifier(top.group))
                path.removeLast()
                continue
            }
            path[path.count - 1].next += 1
            guard let child = members[top.next] as? CAAnimationGroup else { continue }
            let id = ObjectIdentifier(child)
            if onPath.contains(id) { return true }
            if finished.contains(id) { continue }
            path.append((child, 0))
            onPath.insert(id)
        }
        return false
    }
}
