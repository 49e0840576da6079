/// SF Symbols, Apple's icon font, are not on Linux. `UIImage(systemName:)`
/// draws a few of the most used symbols itself (stars, hearts, checkmarks,
/// crosses, plus and minus, an ellipsis, circles, play and pause, chevrons), as
/// template images that take the tint colour, and a rounded square for
/// any other name, with one line saying so, so that code force-unwrapping
/// the image still runs.
extension UIImage {
    /// The symbol named `name` at 17-point size (its width varies as the
    /// symbol's does), a template image.
    public convenience init?(systemName name: String) {
        let side: CGFloat = 20
        let drawn = UIImage.symbolPath(name, side: side)
        if drawn == nil { _Diagnostics.report("UIImage(systemName: \"\(name)\"): SF Symbols are not on this system; a placeholder square") }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { ctx in
            let c = ctx.cgContext
            let (path, filled) = drawn ?? (CGPath(roundedRect: CGRect(x: 3, y: 3, width: 14, height: 14), cornerWidth: 3,
                                                  cornerHeight: 3, transform: nil), false)
            c.addPath(path)
            c.setFillColor(gray: 0, alpha: 1)
            c.setStrokeColor(gray: 0, alpha: 1)
            c.setLineWidth(2)
            c.setLineCap(.round)
            c.setLineJoin(.round)
            if filled { c.fillPath() } else { c.strokePath() }
        }
        guard let cg = image.cgImage else { return nil }
        self.init(cgImage: cg, scale: 2)
        renderingMode = .alwaysTemplate
        isSymbolImage = true
    }

    /// A symbol's outline in a `side`-point square (y down) and whether it
    /// is filled; nil for names not drawn here.
    static func symbolPath(_ name: String, side s: CGFloat) -> (CGPath, Bool)? {
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        let p = CGMutablePath()
        let c = CGPoint(x: s / 2, y: s / 2)
        switch base {
        case "star":
            for i in 0..<10 {
                let r = i % 2 == 0 ? s * 0.45 : s * 0.19
                let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let q = CGPoint(x: c.x + r * cos(a), y: c.y + 0.5 + r * sin(a))
                if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
        case "heart":
            p.move(to: CGPoint(x: c.x, y: s * 0.88))
            p.addCurve(to: CGPoint(x: c.x, y: s * 0.3), control1: CGPoint(x: -s * 0.25, y: s * 0.5),
                       control2: CGPoint(x: s * 0.3, y: -s * 0.05))
            p.addCurve(to: CGPoint(x: c.x, y: s * 0.88), control1: CGPoint(x: s * 0.7, y: -s * 0.05),
                       control2: CGPoint(x: s * 1.25, y: s * 0.5))
            p.closeSubpath()
        case "checkmark":
            p.addLines(between: [CGPoint(x: s * 0.2, y: s * 0.52), CGPoint(x: s * 0.42, y: s * 0.74), CGPoint(x: s * 0.8, y: s * 0.28)])
            return (p, false)
        case "xmark":
            p.addLines(between: [CGPoint(x: s * 0.25, y: s * 0.25), CGPoint(x: s * 0.75, y: s * 0.75)])
            p.addLines(between: [CGPoint(x: s * 0.75, y: s * 0.25), CGPoint(x: s * 0.25, y: s * 0.75)])
            return (p, false)
        case "plus", "minus":
            p.addLines(between: [CGPoint(x: s * 0.2, y: c.y), CGPoint(x: s * 0.8, y: c.y)])
            if base == "plus" { p.addLines(between: [CGPoint(x: c.x, y: s * 0.2), CGPoint(x: c.x, y: s * 0.8)]) }
            return (p, false)
        case "ellipsis":
            for i in 0..<3 { p.addEllipse(in: CGRect(x: s * (0.16 + 0.26 * CGFloat(i)), y: c.y - s * 0.08, width: s * 0.16, height: s * 0.16)) }
            return (p, true)
        case "circle":
            p.addEllipse(in: CGRect(x: s * 0.1, y: s * 0.1, width: s * 0.8, height: s * 0.8))
        case "play":
            p.addLines(between: [CGPoint(x: s * 0.28, y: s * 0.15), CGPoint(x: s * 0.85, y: c.y), CGPoint(x: s * 0.28, y: s * 0.85)])
            p.closeSubpath()
        case "pause":
            p.addRect(CGRect(x: s * 0.25, y: s * 0.15, width: s * 0.17, height: s * 0.7))
            p.addRect(CGRect(x: s * 0.58, y: s * 0.15, width: s * 0.17, height: s * 0.7))
        case "chevron.right", "chevron.left", "chevron.up", "chevron.down":
            let pts: [CGPoint]
            switch base {
            case "chevron.right": pts = [CGPoint(x: s * 0.38, y: s * 0.2), CGPoint(x: s * 0.65, y: c.y), CGPoint(x: s * 0.38, y: s * 0.8)]
            case "chevron.left": pts = [CGPoint(x: s * 0.62, y: s * 0.2), CGPoint(x: s * 0.35, y: c.y), CGPoint(x: s * 0.62, y: s * 0.8)]
            case "chevron.up": pts = [CGPoint(x: s * 0.2, y: s * 0.62), CGPoint(x: c.x, y: s * 0.35), CGPoint(x: s * 0.8, y: s * 0.62)]
            default: pts = [CGPoint(x: s * 0.2, y: s * 0.38), CGPoint(x: c.x, y: s * 0.65), CGPoint(x: s * 0.8, y: s * 0.38)]
            }
            p.addLines(between: pts)
            return (p, false)
        default:
            return nil
        }
        return (p, filled)
    }
}
