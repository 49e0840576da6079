/// What a right click prints about a layer: the model values code set and
/// the presentation values on screen, side by side, and its animations.
enum LayerInspection {
    static let keys = ["position", "bounds", "anchorPoint", "opacity", "transform", "cornerRadius",
                       "backgroundColor", "isHidden", "zPosition"]

    static func describe(_ model: CALayer, presented: CALayer) -> String {
        var out = ["\(type(of: model))\(model.name.map { " \"\($0)\"" } ?? "")"
                   + (model.delegate.map { " (layer of \(type(of: $0)))" } ?? "")]
        out.append("  frame           model \(fmt(model.frame))   presentation \(fmt(presented.frame))")
        for key in keys {
            let m = fmt(model.value(forKey: key)), p = fmt(presented.value(forKey: key))
            out.append("  " + key.padding(toLength: 16, withPad: " ", startingAt: 0) + "model \(m)"
                       + (m == p ? "" : "   presentation \(p)"))
        }
        let animations = model.animationKeys() ?? []
        out.append("  animations      " + (animations.isEmpty ? "none" : animations.joined(separator: ", ")))
        return out.joined(separator: "\n")
    }

    static func fmt(_ v: Any?) -> String {
        switch v {
        case let r as CGRect: return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
        case let p as CGPoint: return "(\(n(p.x)), \(n(p.y)))"
        case let f as CGFloat: return n(f)
        case let f as Float: return n(CGFloat(f))
        case let c as CGColor: return "rgba(" + (c.components ?? []).map { n($0) }.joined(separator: ", ") + ")"
        case let t as CATransform3D:
            return CATransform3DIsIdentity(t) ? "identity" : "[\(n(t.m11)) \(n(t.m12)); \(n(t.m21)) \(n(t.m22)); t \(n(t.m41)) \(n(t.m42)) \(n(t.m43))]"
        case nil: return "nil"
        case let other?: return "\(other)"
        }
    }

    private static func n(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
}
