import QuartzCore

/// A card's badge, drawn with Core Graphics in `draw(in:)` as an iOS
/// custom layer would be: a radial-gradient disc clipped to a circle, a
/// soft-shadowed star, and a thin ring. Drawn once into its backing store
/// (the display pass), then animated with the card like any contents.
final class BadgeLayer: CALayer {
    var tint = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)

    override init() {
        super.init()
        contentsScale = 2
        setNeedsDisplay()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        if let b = layer as? BadgeLayer { tint = b.tint }
    }

    required init?(coder: NSCoder) { nil }

    override func draw(in ctx: CGContext) {
        let r = bounds.insetBy(dx: 1, dy: 1)
        let centre = CGPoint(x: r.midX, y: r.midY)
        let c = tint._rgba
        // The disc: light at the top-left, a darker tint at the rim.
        ctx.saveGState()
        ctx.addEllipse(in: r)
        ctx.clip()
        let glow = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 0.9),
                                                         CGColor(red: c.r * 0.6, green: c.g * 0.6, blue: c.b * 0.6, alpha: 1)],
                              locations: [0, 1])!
        ctx.drawRadialGradient(glow, startCenter: CGPoint(x: r.minX + r.width * 0.35, y: r.minY + r.height * 0.3),
                               startRadius: 0, endCenter: centre, endRadius: r.width / 2, options: .drawsAfterEndLocation)
        ctx.restoreGState()
        // A white star with a soft shadow beneath it.
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 1.5), blur: 3, color: CGColor(gray: 0, alpha: 0.35))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        for i in 0..<10 {
            let radius = r.width * (i % 2 == 0 ? 0.3 : 0.13)
            let a = CGFloat(i) * .pi / 5 - .pi / 2
            let p = CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
            if i == 0 { ctx.move(to: p) } else { ctx.addLine(to: p) }
        }
        ctx.closePath()
        ctx.fillPath()
        ctx.restoreGState()
        ctx.setStrokeColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.9))
        ctx.setLineWidth(1.5)
        ctx.strokeEllipse(in: r.insetBy(dx: 0.75, dy: 0.75))
    }
}
