/// Something UIKit Dynamics can move (Apple's `UIDynamicItem`): views are.
public protocol UIDynamicItem: AnyObject {
    /// The item's centre, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The item's size (its origin is not used).
    var bounds: CGRect { get }
    /// The item's rotation (not changed here: items do not rotate).
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// A physical behaviour (Apple's `UIDynamicBehavior`): gravity, collisions,
/// a snap, a push, or items' own properties, grouped by `childBehaviors`.
open class UIDynamicBehavior: NSObject {
    /// Behaviours added with this one.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called at every step of the animation the behaviour is in.
    open var action: (() -> Void)?
    /// The animator running the behaviour, once added.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Adds `behavior` as a child.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    /// Removes the child `behavior`.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    /// Called when the behaviour is added to or removed from an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The behaviour's part of one step: forces on the bodies (the
    /// animator integrates them), or direct changes.
    func apply(to world: _DynamicsWorld, dt: Double) {}
    /// After the bodies moved: constraints such as collisions.
    func constrain(_ world: _DynamicsWorld) {}
    /// The items the behaviour acts on.
    var dynamicItems: [UIDynamicItem] { [] }
    /// Whether the behaviour keeps moving things with nothing else acting.
    var keepsRunning: Bool { false }
}

/// Gravity (Apple's `UIGravityBehavior`): a magnitude of 1 accelerates
/// items at 1,000 points per second squared along `gravityDirection`.
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items gravity pulls.
    open private(set) var items: [UIDynamicItem]
    /// The direction and strength (a vector of length 1 is magnitude 1). Default down, (0, 1).
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    /// The strength along the direction. Setting it keeps the direction.
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { gravityDirection = gravityDirection.with(length: newValue, default: CGVector(dx: 0, dy: 1)) }
    }
    /// The angle of the direction, in radians from the x axis.
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { gravityDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
    }

    /// Gravity on `items`.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds `item`.
    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    /// Removes `item`.
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [UIDynamicItem] { items }
    override var keepsRunning: Bool { magnitude != 0 }

    override func apply(to world: _DynamicsWorld, dt: Double) {
        for item in items {
            world.body(item).force(CGVector(dx: gravityDirection.dx * 1000, dy: gravityDirection.dy * 1000), perMass: false)
        }
    }
}

/// Walls the items stop at (Apple's `UICollisionBehavior`): the reference
/// view's bounds when `translatesReferenceBoundsIntoBoundary`, and
/// rectangles added as boundaries. An item meeting a wall stops there,
/// keeping its speed along it and bouncing back by its elasticity.
open class UICollisionBehavior: UIDynamicBehavior {
    /// The items that collide.
    open private(set) var items: [UIDynamicItem]
    /// Default `.everything`.
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds are a boundary. Default false.
    open var translatesReferenceBoundsIntoBoundary = false
    private var boxes: [(id: NSCopying, rect: CGRect)] = []

    /// Collisions for `items`.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds `item`.
    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    /// Removes `item`.
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds a boundary: here the path's bounding rectangle, which items
    /// inside it stay inside (UIKit's follows the path's edges).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        boxes.append((identifier, bezierPath.bounds))
    }

    /// Removes the boundary named `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boxes.removeAll { ($0.id as? NSObject)?.isEqual(identifier) ?? false }
    }

    /// Removes every boundary added.
    open func removeAllBoundaries() { boxes.removeAll() }

    override var dynamicItems: [UIDynamicItem] { items }

    override func constrain(_ world: _DynamicsWorld) {
        guard collisionMode.contains(.boundaries) else { return }
        var walls = boxes.map(\.rect)
        if translatesReferenceBoundsIntoBoundary, let r = world.referenceBounds { walls.append(r) }
        for item in items {
            let body = world.body(item)
            for wall in walls { body.keep(inside: wall) }
        }
    }
}

/// A spring that pulls an item to a point and holds it there (Apple's
/// `UISnapBehavior`).
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    /// Where the item goes.
    open var snapPoint: CGPoint
    /// 0 (lively) to 1 (no overshoot). Default 0.5.
    open var damping: CGFloat = 0.5

    /// Snaps `item` to `point`.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }
    override var keepsRunning: Bool { true }

    override func apply(to world: _DynamicsWorld, dt: Double) {
        let body = world.body(item)
        // About a third of a second to get there; the damping ratio from `damping`.
        let omega = 2 * Double.pi / 0.35, zeta = 0.25 + 0.75 * Double(min(max(damping, 0), 1))
        let c = item.center
        body.force(CGVector(dx: CGFloat(omega * omega) * (snapPoint.x - c.x) - CGFloat(2 * zeta * omega) * body.velocity.dx,
                            dy: CGFloat(omega * omega) * (snapPoint.y - c.y) - CGFloat(2 * zeta * omega) * body.velocity.dy),
                   perMass: false)
    }
}

/// A push (Apple's `UIPushBehavior`): a force on items, once
/// (`.instantaneous`: a change of speed) or for as long as it is active
/// (`.continuous`). A magnitude of 1 gives a 100x100-point item of
/// density 1 an acceleration of 100 points per second squared, or at
/// once a speed of 100 points per second.
open class UIPushBehavior: UIDynamicBehavior {
    /// The items pushed.
    open private(set) var items: [UIDynamicItem]
    /// The mode.
    public let mode: Mode
    /// Whether the push acts. An instantaneous push turns itself off once applied.
    open var active = true
    /// The push's direction and strength. Default zero.
    open var pushDirection = CGVector.zero
    /// The strength along the direction.
    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { pushDirection = pushDirection.with(length: newValue, default: CGVector(dx: 1, dy: 0)) }
    }
    /// The direction's angle, in radians from the x axis.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { pushDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
    }

    /// A push on `items` in `mode`.
    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }
    override var keepsRunning: Bool { active && mode == .continuous && magnitude != 0 }

    override func apply(to world: _DynamicsWorld, dt: Double) {
        guard active else { return }
        let f = CGVector(dx: pushDirection.dx * 100, dy: pushDirection.dy * 100)
        for item in items {
            let body = world.body(item)
            if mode == .instantaneous { body.impulse(f) } else { body.force(f, perMass: true) }
        }
        if mode == .instantaneous { active = false }
    }
}

/// Items' own physical properties (Apple's `UIDynamicItemBehavior`).
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items.
    open private(set) var items: [UIDynamicItem]
    /// How much speed a collision gives back, 0 (none) to 1. Default 0.
    open var elasticity: CGFloat = 0
    /// Friction between items (not modelled here). Default 0.
    open var friction: CGFloat = 0
    /// Mass per square point, relative: 1 makes a 100x100 item's mass 1. Default 1.
    open var density: CGFloat = 1
    /// Damping of the speed, per second (0: none; 1: gone in about a second). Default 0.
    open var resistance: CGFloat = 0
    /// Damping of rotation (items do not rotate here). Default 0.
    open var angularResistance: CGFloat = 0
    /// Whether items may rotate (they do not here). Default true.
    open var allowsRotation = true
    /// Whether the items stay where they are whatever acts on them. Default false.
    open var isAnchored = false

    /// Properties for `items`.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds `item`.
    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    /// Removes `item`.
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (points per second) to `item`'s speed.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        dynamicAnimator?.world.body(item).kick(CGVector(dx: velocity.x, dy: velocity.y))
        dynamicAnimator?.wake()
    }

    /// `item`'s speed, points per second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        let v = dynamicAnimator?.world.body(item).velocity ?? .zero
        return CGPoint(x: v.dx, y: v.dy)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func apply(to world: _DynamicsWorld, dt: Double) {
        for item in items {
            let body = world.body(item)
            body.elasticity = elasticity
            body.resistance = resistance
            body.anchored = isAnchored
            body.mass = max(density, 0.0001) * max(item.bounds.width * item.bounds.height, 1) / 10_000
        }
    }
}

extension CGVector {
    /// The vector's length.
    var length: CGFloat { hypot(dx, dy) }
    /// Its angle from the x axis, in radians.
    var angle: CGFloat { atan2(dy, dx) }
    /// The same direction (or `unit`'s, for a zero vector) at `length`.
    func with(length l: CGFloat, default unit: CGVector) -> CGVector {
        let m = length
        return m > 0 ? CGVector(dx: dx / m * l, dy: dy / m * l) : CGVector(dx: unit.dx * l, dy: unit.dy * l)
    }
}
