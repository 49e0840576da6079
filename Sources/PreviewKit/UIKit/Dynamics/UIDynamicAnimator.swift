import Foundation

/// One item's physical state in a dynamic animator.
final class _DynamicBody {
    let item: UIDynamicItem
    var velocity = CGVector.zero
    var mass: CGFloat = 1
    var elasticity: CGFloat = 0
    var resistance: CGFloat = 0
    var anchored = false
    /// This step's acceleration, from the behaviours' forces.
    var acceleration = CGVector.zero

    init(_ item: UIDynamicItem) {
        self.item = item
        let b = item.bounds
        mass = max(b.width * b.height, 1) / 10_000
    }

    /// Adds a force: an acceleration as it is (`perMass` false, as gravity
    /// is), or divided by the mass.
    func force(_ f: CGVector, perMass: Bool) {
        let m = perMass ? max(mass, 0.0001) : 1
        acceleration.dx += f.dx / m
        acceleration.dy += f.dy / m
    }

    /// Changes the speed at once by `j` divided by the mass.
    func impulse(_ j: CGVector) { kick(CGVector(dx: j.dx / max(mass, 0.0001), dy: j.dy / max(mass, 0.0001))) }

    /// Changes the speed at once by `dv`.
    func kick(_ dv: CGVector) {
        velocity.dx += dv.dx
        velocity.dy += dv.dy
    }

    /// Keeps the item within `box`, if it is inside it, or out of it if
    /// it is outside: at a wall its speed across the wall turns back,
    /// scaled by the elasticity.
    func keep(inside box: CGRect) {
        let c = item.center, b = item.bounds
        let r = CGRect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
        guard box.insetBy(dx: -b.width, dy: -b.height).contains(c), box.width >= b.width, box.height >= b.height else { return }
        var p = c
        if r.minX < box.minX { p.x = box.minX + b.width / 2; if velocity.dx < 0 { velocity.dx = -velocity.dx * elasticity } }
        if r.maxX > box.maxX { p.x = box.maxX - b.width / 2; if velocity.dx > 0 { velocity.dx = -velocity.dx * elasticity } }
        if r.minY < box.minY { p.y = box.minY + b.height / 2; if velocity.dy < 0 { velocity.dy = -velocity.dy * elasticity } }
        if r.maxY > box.maxY { p.y = box.maxY - b.height / 2; if velocity.dy > 0 { velocity.dy = -velocity.dy * elasticity } }
        if p != c { item.center = p }
    }
}

/// The bodies of one animator and its reference view's bounds.
final class _DynamicsWorld {
    var bodies: [ObjectIdentifier: _DynamicBody] = [:]
    var referenceBounds: CGRect?

    func body(_ item: UIDynamicItem) -> _DynamicBody {
        if let b = bodies[ObjectIdentifier(item)] { return b }
        let b = _DynamicBody(item)
        bodies[ObjectIdentifier(item)] = b
        return b
    }
}

/// What a dynamic animator tells its delegate (Apple's `UIDynamicAnimatorDelegate`).
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// Everything came to rest.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
    /// Something moves again.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Nothing by default.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    /// Nothing by default.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
}

/// UIKit Dynamics (Apple's `UIDynamicAnimator`): behaviours (gravity,
/// collisions, snaps, pushes, items' properties) move views of the
/// reference view frame by frame, on a display link, until everything
/// rests. Items move without rotating; collisions are with boundaries (the
/// reference bounds and rectangles), not between items.
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the items move in.
    open private(set) weak var referenceView: UIView?
    /// The behaviours added.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether items are moving.
    open var isRunning: Bool { link != nil }
    /// Seconds of simulation run so far.
    open private(set) var elapsedTime: TimeInterval = 0

    let world = _DynamicsWorld()
    private var link: CADisplayLink?
    private var last: CFTimeInterval = 0
    private var restingSteps = 0

    /// An animator moving items in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Adds `behavior` (and starts moving).
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
        wake()
    }

    /// Removes `behavior`.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        behaviors.removeAll { $0 === behavior }
    }

    /// Removes every behaviour (items stop).
    open func removeAllBehaviors() {
        for b in behaviors { removeBehavior(b) }
        world.bodies.removeAll()
        sleep()
    }

    /// Tells the animator an item was moved in code: its speed is kept.
    open func updateItem(usingCurrentState item: UIDynamicItem) { wake() }

    /// Every behaviour with its children, parents first.
    private var allBehaviors: [UIDynamicBehavior] {
        var out: [UIDynamicBehavior] = []
        func add(_ b: UIDynamicBehavior) { out.append(b); b.childBehaviors.forEach(add) }
        behaviors.forEach(add)
        return out
    }

    /// Starts stepping, if not already.
    func wake() {
        restingSteps = 0
        guard link == nil, !behaviors.isEmpty else { return }
        delegate?.dynamicAnimatorWillResume(self)
        last = CACurrentMediaTime()
        let l = CADisplayLink { [weak self] link in
            guard let self else { return }
            let now = link.timestamp > 0 ? link.timestamp : CACurrentMediaTime()
            self.step(min(max(now - self.last, 0), 1.0 / 30))
            self.last = now
        }
        l.add(to: .main, forMode: .common)
        link = l
    }

    private func sleep() {
        guard let l = link else { return }
        l.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Advances the world by `dt` seconds: forces, speeds, positions, then
    /// the constraints; pauses once everything has rested for a while.
    func step(_ dt: Double) {
        guard dt > 0 else { return }
        world.referenceBounds = referenceView?.bounds
        let all = allBehaviors
        for body in world.bodies.values { body.acceleration = .zero }
        for b in all { b.apply(to: world, dt: dt) }
        let t = CGFloat(dt)
        var moving = false
        CATransaction.withoutActions {
            for body in world.bodies.values {
                guard !body.anchored else { body.velocity = .zero; continue }
                body.velocity.dx += body.acceleration.dx * t
                body.velocity.dy += body.acceleration.dy * t
                let keep = max(0, 1 - body.resistance * t)
                body.velocity.dx *= keep
                body.velocity.dy *= keep
                let c = body.item.center
                body.item.center = CGPoint(x: c.x + body.velocity.dx * t, y: c.y + body.velocity.dy * t)
            }
            for b in all { b.constrain(world) }
            for body in world.bodies.values where hypot(body.velocity.dx, body.velocity.dy) > 1 { moving = true }
        }
        for b in all { b.action?() }
        elapsedTime += dt
        // At rest: nothing moving for half a second (a ball on the floor
        // under gravity still gets its speed taken by the floor each step).
        restingSteps = moving ? 0 : restingSteps + 1
        if Double(restingSteps) * dt > 0.5 { sleep() }
    }
}
