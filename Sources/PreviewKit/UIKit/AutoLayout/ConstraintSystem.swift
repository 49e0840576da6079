import Foundation

/// Every active constraint in the tree of views a view lays out in, solved
/// together as UIKit's layout engine solves them: each view whose
/// `translatesAutoresizingMaskIntoConstraints` is false and that has
/// constraints gets four variables (its untransformed frame in the root's
/// coordinates); every other view is where its frame puts it, relative to
/// its superview. Besides the constraints themselves (weighted by
/// priority, required ones above all), a view with an intrinsic content
/// size hugs it and resists being squeezed below it (at its content
/// hugging and compression resistance priorities: 250 and 750 by default),
/// and, far weaker than anything else, stays where it is: a layout the
/// constraints leave open keeps the view's current frame. A label of more
/// than one line is measured again at the width it was given, and the
/// system solved again, as UIKit measures it.
struct _ConstraintSystem {
    /// `Σ coefficient × variable + constant`.
    struct Expression {
        var terms: [(variable: Int, coefficient: Double)] = []
        var constant: Double = 0

        init(_ constant: Double) { self.constant = constant }
        init(variable: Int) { terms = [(variable, 1)] }

        static func + (a: Expression, b: Expression) -> Expression {
            var r = a
            r.terms += b.terms
            r.constant += b.constant
            return r
        }

        static func * (k: Double, a: Expression) -> Expression {
            var r = a
            r.terms = a.terms.map { ($0.variable, $0.coefficient * k) }
            r.constant *= k
            return r
        }

        static func - (a: Expression, b: Expression) -> Expression { a + -1 * b }
    }

    /// A rectangle in the root's coordinates.
    struct Box { var x, y, width, height: Expression }

    private let root: UIView
    private var solver = _LinearSolver()
    private var boxes: [ObjectIdentifier: Box] = [:]
    /// The views that have variables, in the order they got them.
    private var solved: [UIView] = []
    /// Heights measured for a width (labels of several lines).
    private let measuredHeights: [ObjectIdentifier: CGFloat]
    /// When the root's own size is sought (`systemLayoutSizeFitting`):
    /// the size it is drawn toward, and how hard on each axis.
    private let fitting: Fitting?

    /// The root's size as a pair of variables pulled toward `target`.
    struct Fitting {
        var target: CGSize
        var horizontal, vertical: UILayoutPriority
    }

    /// Breaking a required constraint costs far more than anything else.
    static let requiredWeight = 1e9
    /// Moving a view the constraints leave free costs almost nothing.
    static let stayWeight = 1e-3

    private init(root: UIView, measuredHeights: [ObjectIdentifier: CGFloat], fitting: Fitting? = nil) {
        self.root = root
        self.measuredHeights = measuredHeights
        self.fitting = fitting
    }

    /// Whether layout places `v` by its constraints.
    static func isConstrained(_ v: UIView) -> Bool {
        !v.translatesAutoresizingMaskIntoConstraints && !v.constraints.isEmpty
    }

    /// The frames (in each one's superview) that the constraints of the
    /// tree `root` heads give the views they place.
    static func frames(in root: UIView) -> [ObjectIdentifier: CGRect] {
        solve(root, fitting: nil).localFrames()
    }

    /// The size the constraints inside `root` give it when its own width
    /// and height are free, drawn toward `target` at the priorities given
    /// (UIKit's `systemLayoutSizeFitting`): a required priority holds that
    /// side at the target, `.fittingSizeLevel` lets the content decide.
    static func fittingSize(of root: UIView, _ fitting: Fitting) -> CGSize {
        let system = solve(root, fitting: fitting)
        guard let b = system.boxes[ObjectIdentifier(root)] else { return fitting.target }
        let w = system.value(b.width), h = system.value(b.height)
        return CGSize(width: w.isFinite ? max(0, w) : 0, height: h.isFinite ? max(0, h) : 0)
    }

    /// The tree's system, solved; labels that break lines measured at the
    /// width they got, and the system solved again with those heights.
    private static func solve(_ root: UIView, fitting: Fitting?) -> _ConstraintSystem {
        var system = _ConstraintSystem(root: root, measuredHeights: [:], fitting: fitting)
        system.build()
        // Labels that break lines are as tall as their text at the width
        // they got: measured, and solved again with those heights.
        var heights: [ObjectIdentifier: CGFloat] = [:]
        for v in system.solved {
            guard let label = v as? UILabel, label.numberOfLines != 1, let box = system.boxes[ObjectIdentifier(v)]
            else { continue }
            let width = system.value(box.width)
            guard width.isFinite, width >= 0 else { continue }
            let height = label.sizeThatFits(CGSize(width: width, height: .infinity)).height
            if abs(height - label.intrinsicContentSize.height) > 0.5 { heights[ObjectIdentifier(v)] = height }
        }
        if !heights.isEmpty {
            system = _ConstraintSystem(root: root, measuredHeights: heights, fitting: fitting)
            system.build()
        }
        return system
    }

    /// A hash of what the frames of the tree `root` heads are solved
    /// from: its size, every view not placed by constraints where it is,
    /// and of each placed one, its intrinsic size and its constraints.
    /// (Where a placed view is now is left out: the solution put it there,
    /// and it only matters where the constraints leave it free.)
    static func fingerprint(of root: UIView) -> Int {
        var h = Hasher()
        h.combine(root.bounds.width)
        h.combine(root.bounds.height)
        var stack = [root]
        while let v = stack.popLast() {
            stack += v.subviews
            h.combine(ObjectIdentifier(v))
            h.combine(v.layoutMargins.left)
            h.combine(v.layoutMargins.top)
            h.combine(v.layoutMargins.right)
            h.combine(v.layoutMargins.bottom)
            if v !== root, isConstrained(v) {
                let size = v.intrinsicContentSize
                h.combine(size.width)
                h.combine(size.height)
                h.combine(v.autoLayout.hugging)
                h.combine(v.autoLayout.compressionResistance)
                for c in v.constraints {
                    h.combine(ObjectIdentifier(c))
                    h.combine(c.constant)
                    h.combine(c.priority.rawValue)
                }
            } else {
                let f = untransformedFrame(v)
                h.combine(f.minX)
                h.combine(f.minY)
                h.combine(f.width)
                h.combine(f.height)
                h.combine(v.bounds.minX)
                h.combine(v.bounds.minY)
            }
        }
        return h.finalize()
    }

    private func value(_ e: Expression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value($1.variable) }
    }

    /// The constraints of every placed view in the tree, each once.
    private mutating func build() {
        if let fitting {
            let b = box(of: root)
            for (size, wanted, priority) in [(b.width, fitting.target.width, fitting.horizontal),
                                             (b.height, fitting.target.height, fitting.vertical)] {
                solver.add(size.terms, constant: 0, .atLeast, weight: Self.requiredWeight)
                let e = size - Expression(Double(min(max(wanted, 0), CGFloat(Self.largestValue))))
                solver.add(e.terms, constant: e.constant, .equal, weight: Self.weight(priority.rawValue))
            }
        }
        var seen = Set<ObjectIdentifier>()
        var stack = [root]
        while let v = stack.popLast() {
            stack += v.subviews
            guard v !== root, Self.isConstrained(v) else { continue }
            _ = box(of: v)
            for c in v.constraints where seen.insert(ObjectIdentifier(c)).inserted { add(c) }
        }
    }

    /// Where `v` is, as expressions: its own variables when it is placed
    /// by constraints, else its frame relative to its superview's box.
    private mutating func box(of v: UIView) -> Box {
        if let b = boxes[ObjectIdentifier(v)] { return b }
        let found: Box
        if v === root, fitting != nil {
            found = Box(x: Expression(0), y: Expression(0), width: Expression(variable: solver.variable()),
                        height: Expression(variable: solver.variable()))
        } else if v === root || v.superview == nil {
            let b = Self.usable(v === root ? v.bounds : v.frame)
            found = Box(x: Expression(0), y: Expression(0), width: Expression(Double(b.width)),
                      height: Expression(Double(b.height)))
        } else if Self.isConstrained(v) {
            // Its superview's box first: its frame is found relative to it.
            _ = box(of: v.superview!)
            found = Box(x: Expression(variable: solver.variable()), y: Expression(variable: solver.variable()),
                        width: Expression(variable: solver.variable()), height: Expression(variable: solver.variable()))
            boxes[ObjectIdentifier(v)] = found
            solved.append(v)
            addStay(v, found)
            addIntrinsicSize(v, found)
            return found
        } else {
            let s = box(of: v.superview!), f = Self.usable(Self.untransformedFrame(v))
            let o = Self.usable(v.superview!.bounds).origin
            found = Box(x: s.x + Expression(Double(f.minX - o.x)), y: s.y + Expression(Double(f.minY - o.y)),
                      width: Expression(Double(f.width)), height: Expression(Double(f.height)))
        }
        boxes[ObjectIdentifier(v)] = found
        return found
    }

    /// `r`, or the empty rectangle when any of its numbers is not finite
    /// (a view whose frame cannot be used is where its superview's origin is).
    static func usable(_ r: CGRect) -> CGRect { isFinite(r) ? r : .zero }

    /// Whether every number of `r` is finite.
    static func isFinite(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }

    /// The rectangle layout gave a view: for one placed by constraints,
    /// its size about its centre (UIKit's engine sets the centre, whatever
    /// the anchor point); for any other, its untransformed frame.
    static func layoutRect(_ v: UIView) -> CGRect {
        guard isConstrained(v) else { return untransformedFrame(v) }
        let s = v.bounds.size, c = v.center
        return CGRect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height)
    }

    /// The frame a view has before its transform: the rectangle its
    /// bounds' size makes about its centre, by its anchor point.
    static func untransformedFrame(_ v: UIView) -> CGRect {
        let a = v.layer.anchorPoint, s = v.bounds.size, c = v.center
        return CGRect(x: c.x - a.x * s.width, y: c.y - a.y * s.height, width: s.width, height: s.height)
    }

    /// A view's intrinsic size: hugged at its content hugging priority,
    /// held at its compression resistance.
    private mutating func addIntrinsicSize(_ v: UIView, _ box: Box) {
        var intrinsic = v.intrinsicContentSize
        if let h = measuredHeights[ObjectIdentifier(v)] { intrinsic.height = h }
        let state = v.autoLayout
        for (axis, size, wanted) in [(NSLayoutConstraint.Axis.horizontal, box.width, intrinsic.width),
                                     (.vertical, box.height, intrinsic.height)]
            where wanted >= 0 && wanted <= Self.largestValue {
            let e = size - Expression(Double(wanted))
            solver.add(e.terms, constant: e.constant, .atMost, weight: Self.weight(state.hugging[axis].rawValue))
            solver.add(e.terms, constant: e.constant, .atLeast,
                       weight: Self.weight(state.compressionResistance[axis].rawValue))
        }
    }

    /// What the constraints leave free of a view's frame stays as it is.
    /// Added first, these make the view's variables basic from the start,
    /// so the constraints that follow are rows of slack and error
    /// variables alone.
    private mutating func addStay(_ v: UIView, _ box: Box) {
        // Where it is now, in the root's coordinates.
        var origin = Self.layoutRect(v).origin
        var s = v.superview
        while let sv = s, sv !== root {
            let f = Self.layoutRect(sv)
            origin.x += f.minX - sv.bounds.minX
            origin.y += f.minY - sv.bounds.minY
            s = sv.superview
        }
        if let r = s { origin.x -= r.bounds.minX; origin.y -= r.bounds.minY }
        let current = [origin.x, origin.y, v.bounds.width, v.bounds.height]
        for (e, now) in zip([box.x, box.y, box.width, box.height], current) where now.isFinite {
            let d = e - Expression(Double(now))
            solver.add(d.terms, constant: d.constant, .equal, weight: Self.stayWeight)
        }
    }

    /// The cost per unit of breaking a constraint of priority `p`: required
    /// above all; below, each 167 of priority ten times more.
    static func weight(_ p: Float) -> Double {
        p >= 1000 ? requiredWeight : pow(10, 6 * Double(max(p, 0)) / 1000)
    }

    /// The largest constant or multiplier a constraint may have: beyond
    /// it (or not a number) the constraint is left out, said once.
    static let largestValue = 1e9

    private mutating func add(_ c: NSLayoutConstraint) {
        guard c.constant.isFinite, c.multiplier.isFinite, abs(c.constant) <= Self.largestValue,
              abs(c.multiplier) <= Self.largestValue else {
            if c.reportedBadValue == false {
                c.reportedBadValue = true
                _Diagnostics.report("NSLayoutConstraint\(c.identifier.map { " '\($0)'" } ?? ""): constant \(c.constant) or multiplier \(c.multiplier) is not a usable number; the constraint is left out of layout")
            }
            return
        }
        guard let first = c.firstItem, let a = attribute(first, c.firstAttribute) else { return }
        var rhs = Expression(Double(c.constant))
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let b = attribute(second, c.secondAttribute) else { return }
            rhs = Double(c.multiplier) * b + rhs
        }
        let e = a - rhs
        guard !e.terms.isEmpty else { return }
        let relation: _LinearSolver.Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .atMost
        case .greaterThanOrEqual: .atLeast
        }
        solver.add(e.terms, constant: e.constant, relation, weight: Self.weight(c.priority.rawValue))
    }

    /// An attribute of a view or a layout guide in the tree, as an
    /// expression (nil for an item outside the tree).
    private mutating func attribute(_ item: AnyObject, _ a: NSLayoutConstraint.Attribute) -> Expression? {
        var b: Box
        if let v = item as? UIView {
            guard v === root || v.isDescendant(of: root) else { return nil }
            b = box(of: v)
        } else if let g = item as? UILayoutGuide, let owner = g.owningView, owner === root || owner.isDescendant(of: root) {
            b = box(of: owner)
            // The guide's insets from its view's bounds.
            let frame = g.layoutFrame, bounds = owner.bounds
            let left = Double(frame.minX - bounds.minX), top = Double(frame.minY - bounds.minY)
            let right = Double(bounds.maxX - frame.maxX), bottom = Double(bounds.maxY - frame.maxY)
            b = Box(x: b.x + Expression(left), y: b.y + Expression(top), width: b.width - Expression(left + right),
                    height: b.height - Expression(top + bottom))
        } else {
            return nil
        }
        return switch a {
        case .left, .leading: b.x
        case .right, .trailing: b.x + b.width
        case .centerX: b.x + 0.5 * b.width
        case .width: b.width
        case .top: b.y
        case .bottom, .firstBaseline, .lastBaseline: b.y + b.height
        case .centerY: b.y + 0.5 * b.height
        case .height: b.height
        case .notAnAttribute: nil
        }
    }

    /// Each solved view's frame in its superview's coordinates.
    private func localFrames() -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for v in solved {
            guard let b = boxes[ObjectIdentifier(v)], let s = v.superview, let sb = boxes[ObjectIdentifier(s)]
            else { continue }
            let o = Self.usable(s.bounds).origin
            let frame = CGRect(x: value(b.x) - value(sb.x) + Double(o.x), y: value(b.y) - value(sb.y) + Double(o.y),
                               width: max(0, value(b.width)), height: max(0, value(b.height)))
            // (Finite by construction; a view keeps its frame otherwise.)
            if Self.isFinite(frame) { frames[ObjectIdentifier(v)] = frame }
        }
        return frames
    }
}
