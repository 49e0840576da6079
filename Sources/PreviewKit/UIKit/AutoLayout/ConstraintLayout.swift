import Foundation

/// Places the subviews that `translatesAutoresizingMaskIntoConstraints`
/// leaves to constraints, when their superview lays out. Not UIKit's full
/// linear solver: each axis of a view takes its size and its position
/// from its highest-priority equalities (two of left, right, centre and
/// width; or top, bottom, centre and height), relating it to its
/// superview, siblings already placed, guides, or constants, and falls
/// back to its intrinsic size and then its current frame; a size
/// inequality clamps the size. Siblings are placed in order, twice, so
/// one may refer to the next. That covers pinning to edges, centring,
/// fixed and proportional sizes, and chains of siblings, which is what
/// animation code lays out.
enum _ConstraintLayout {
    /// The view a constraint item is or belongs to (a guide's owner).
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// Places `parent`'s constrained subviews.
    static func apply(in parent: UIView) {
        let views = parent.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints && !$0.constraints.isEmpty }
        guard !views.isEmpty else { return }
        let solved = Set(views.map(ObjectIdentifier.init))
        for _ in 0..<2 {
            for v in views { place(v, in: parent, solving: solved) }
        }
    }

    /// One attribute's value for `item` in `parent`'s coordinates.
    static func value(_ item: AnyObject, _ a: NSLayoutConstraint.Attribute, in parent: UIView) -> CGFloat? {
        let r: CGRect
        if let v = item as? UIView {
            r = v === parent ? parent.bounds : v.convert(v.bounds, to: parent)
        } else if let g = item as? UILayoutGuide, let owner = g.owningView {
            r = owner === parent ? g.layoutFrame : owner.convert(g.layoutFrame, to: parent)
        } else {
            return nil
        }
        switch a {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .centerX: return r.midX
        case .width: return r.width
        case .top: return r.minY
        case .bottom, .lastBaseline, .firstBaseline: return r.maxY
        case .centerY: return r.midY
        case .height: return r.height
        case .notAnAttribute: return nil
        }
    }

    /// What the constraints say of `v`'s attributes: for each, the value
    /// of its highest-priority equality, and the size limits.
    struct Wanted {
        var equal: [NSLayoutConstraint.Attribute: (value: CGFloat, priority: Float)] = [:]
        var atLeast: [NSLayoutConstraint.Attribute: CGFloat] = [:]
        var atMost: [NSLayoutConstraint.Attribute: CGFloat] = [:]

        mutating func add(_ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ x: CGFloat,
                          _ priority: Float) {
            let attribute: NSLayoutConstraint.Attribute = switch a {
            case .leading: .left
            case .trailing: .right
            case .firstBaseline, .lastBaseline: .bottom
            default: a
            }
            guard x.isFinite else { return }
            switch relation {
            case .equal:
                if (equal[attribute]?.priority ?? -1) < priority { equal[attribute] = (x, priority) }
            case .greaterThanOrEqual: atLeast[attribute] = max(atLeast[attribute] ?? -.infinity, x)
            case .lessThanOrEqual: atMost[attribute] = min(atMost[attribute] ?? .infinity, x)
            }
        }
    }

    /// `solving`: the views being placed; a constraint whose first item is
    /// one of them is read from that side only (it places that view, not
    /// this one). Nor does a constraint whose other item lies inside `v`
    /// (a subview centred in it, whichever side of the constraint it is
    /// written on) place `v`: it places that subview when `v` lays out.
    static func wanted(_ v: UIView, in parent: UIView, solving: Set<ObjectIdentifier>) -> Wanted {
        var w = Wanted()
        for c in v.constraints {
            let m = c.multiplier, k = c.constant
            if c.firstItem === v {
                // v.a1 = m × second.a2 + k
                var x = k
                if let second = c.secondItem {
                    if let inside = view(of: second), inside !== v, inside.isDescendant(of: v) { continue }
                    guard let s = value(second, c.secondAttribute, in: parent) else { continue }
                    x = m * s + k
                } else if c.firstAttribute != .width && c.firstAttribute != .height { continue }
                w.add(c.firstAttribute, c.relation, x, c.priority.rawValue)
            } else if c.secondItem === v, let first = c.firstItem, m != 0,
                      !(first is UIView && solving.contains(ObjectIdentifier(first))),
                      !(view(of: first)?.isDescendant(of: v) ?? false),
                      let f = value(first, c.firstAttribute, in: parent) {
                // first.a1 = m × v.a2 + k, so v.a2 = (first.a1 − k) / m,
                // with the relation turned round.
                let flipped: NSLayoutConstraint.Relation = switch c.relation {
                case .equal: .equal
                case .lessThanOrEqual: m > 0 ? .greaterThanOrEqual : .lessThanOrEqual
                case .greaterThanOrEqual: m > 0 ? .lessThanOrEqual : .greaterThanOrEqual
                }
                w.add(c.secondAttribute, flipped, (f - k) / m, c.priority.rawValue)
            }
        }
        return w
    }

    /// Solves one axis: (start, size) from start/end/centre/size wishes.
    static func axis(_ w: Wanted, start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute,
                     center: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute,
                     intrinsic: CGFloat, current: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
        let s = w.equal[start]?.value, e = w.equal[end]?.value, c = w.equal[center]?.value
        var length: CGFloat
        if let l = w.equal[size]?.value { length = l }
        else if let s, let e { length = e - s }
        else if let s, let c { length = 2 * (c - s) }
        else if let e, let c { length = 2 * (e - c) }
        else if intrinsic >= 0 { length = intrinsic }
        else { length = current.1 }
        if let lo = w.atLeast[size] { length = max(length, lo) }
        if let hi = w.atMost[size] { length = min(length, hi) }
        length = max(length, 0)
        let origin = s ?? e.map { $0 - length } ?? c.map { $0 - length / 2 }
            ?? w.atLeast[start] ?? w.atMost[end].map { $0 - length } ?? current.0
        return (origin, length)
    }

    /// Places `v` as UIKit's engine does: the rectangle the constraints
    /// give is its untransformed frame, set as `bounds.size` and `center`
    /// (the anchor point's place in that rectangle), so a rotated or
    /// re-anchored view keeps its transform about its anchor.
    static func place(_ v: UIView, in parent: UIView, solving: Set<ObjectIdentifier>) {
        let w = wanted(v, in: parent, solving: solving)
        let intrinsic = v.intrinsicContentSize
        let anchor = v.layer.anchorPoint, size = v.bounds.size, center = v.center
        let x0 = center.x - anchor.x * size.width, y0 = center.y - anchor.y * size.height
        let (x, width) = axis(w, start: .left, end: .right, center: .centerX, size: .width,
                              intrinsic: intrinsic.width, current: (x0, size.width))
        let (y, height) = axis(w, start: .top, end: .bottom, center: .centerY, size: .height,
                               intrinsic: intrinsic.height, current: (y0, size.height))
        let newSize = CGSize(width: width, height: height)
        let newCenter = CGPoint(x: x + anchor.x * width, y: y + anchor.y * height)
        if newSize != size { v.bounds = CGRect(origin: v.bounds.origin, size: newSize) }
        if newCenter != center { v.center = newCenter }
    }
}
