/// A rope or spring from an item to a point or another item (Apple's
/// `UIAttachmentBehavior`): with `frequency` 0 the distance stays `length`
/// exactly; above 0 it is a spring of that frequency and `damping` ratio.
/// Attached at the items' centres (`offsetFromCenter` is kept, not used).
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public let attachedBehaviorType: AttachmentType
    /// The point an `.anchor` attachment holds to; move it to drag the item.
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    /// The distance kept. Default: the distance when the attachment was made.
    open var length: CGFloat
    /// Oscillations per second of a springy attachment (0: rigid). Default 0.
    open var frequency: CGFloat = 0
    /// The spring's damping ratio. Default 0.
    open var damping: CGFloat = 0
    /// The attachments' points relative to the items' centres (not used here).
    open var offsetFromCenter = UIOffset.zero
    private let items: [UIDynamicItem]

    /// `item` attached to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// `item` attached to `point` at `offset` from its centre.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        offsetFromCenter = offset
        super.init()
    }

    /// `item1` attached to `item2`.
    public init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = item2.center
        length = hypot(item1.center.x - item2.center.x, item1.center.y - item2.center.y)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }
    override var keepsRunning: Bool { frequency > 0 }

    /// The other end of the attachment for `item`.
    private func otherEnd(of item: UIDynamicItem) -> CGPoint {
        attachedBehaviorType == .anchor ? anchorPoint : (items[0] === item ? items[1].center : items[0].center)
    }

    override func apply(to world: _DynamicsWorld, dt: Double) {
        guard frequency > 0 else { return }
        let omega = 2 * .pi * frequency
        for item in items {
            let body = world.body(item), end = otherEnd(of: item), c = item.center
            let dx = c.x - end.x, dy = c.y - end.y, d = max(hypot(dx, dy), 1e-9)
            let stretch = d - length, ux = dx / d, uy = dy / d
            let along = body.velocity.dx * ux + body.velocity.dy * uy
            let pull = -omega * omega * stretch - 2 * damping * omega * along
            body.force(CGVector(dx: pull * ux, dy: pull * uy), perMass: false)
        }
    }

    override func constrain(_ world: _DynamicsWorld) {
        guard frequency <= 0 else { return }
        // Rigid: back onto the circle of `length`, the speed outwards removed.
        for item in items.prefix(attachedBehaviorType == .anchor ? 1 : 2) {
            let body = world.body(item), end = otherEnd(of: item), c = item.center
            let dx = c.x - end.x, dy = c.y - end.y, d = hypot(dx, dy)
            guard d > 1e-9, abs(d - length) > 1e-9 else { continue }
            let share: CGFloat = attachedBehaviorType == .anchor ? 1 : 0.5
            let fix = (d - length) * share
            item.center = CGPoint(x: c.x - dx / d * fix, y: c.y - dy / d * fix)
            let along = body.velocity.dx * dx / d + body.velocity.dy * dy / d
            body.velocity.dx -= along * dx / d
            body.velocity.dy -= along * dy / d
        }
    }
}
