/// Overlays drawn from the presentation tree: every layer's bounds as an
/// outline with its anchor point as a dot, and the Simulator's "Color
/// Blended Layers" (green where a layer is opaque and covers what is
/// under it, red where it is blended with it). Rebuilt before each commit
/// while on. Each layer gets its own overlay layers, changed only when
/// its quad moves, so a moving layer's outline redraws a small rect
/// rather than the window.
final class GeometryOverlay {
    let layer = CALayer()
    var showsBounds = false
    var colorsBlended = false
    private var needsUpdate = true

    /// The overlay of one content layer.
    private final class Marker {
        let outline = CAShapeLayer()
        let fill = CAShapeLayer()
        let dot = CALayer()
        var corners: [CGPoint] = []
        var look = -1

        init(in parent: CALayer) {
            outline.fillColor = nil
            outline.strokeColor = CGColor(red: 0, green: 0.6, blue: 1, alpha: 0.9)
            outline.lineWidth = 1
            dot.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
            dot.cornerRadius = 3
            dot.backgroundColor = CGColor(red: 1, green: 0.2, blue: 0.6, alpha: 1)
            for l in [fill, outline, dot] { parent.addSublayer(l) }
        }
    }
    private var markers: [Marker] = []

    init() {
        layer.name = "geometry overlay"
    }

    func changed() { needsUpdate = true }

    func update(content: CALayer) {
        guard showsBounds || colorsBlended || needsUpdate else { return }
        needsUpdate = false
        var quads: [(corners: [CGPoint], anchor: CGPoint, opaque: Bool, draws: Bool)] = []
        if showsBounds || colorsBlended, let root = content.presentation() {
            collect(root, in: root, opacity: 1, into: &quads)
        }
        CATransaction.withoutActions {
            while markers.count < quads.count { markers.append(Marker(in: layer)) }
            for (i, m) in markers.enumerated() {
                guard i < quads.count else {
                    if !m.outline.isHidden { for l in [m.outline, m.fill, m.dot] { l.isHidden = true } }
                    continue
                }
                let q = quads[i]
                // 0: nothing; 1: outline; 2: opaque fill; 4: blended fill.
                let look = (showsBounds ? 1 : 0) | (colorsBlended && q.draws ? (q.opaque ? 2 : 4) : 0)
                if q.corners != m.corners || look != m.look {
                    let path = CGMutablePath()
                    path.addLines(between: q.corners)
                    path.closeSubpath()
                    m.outline.path = path
                    m.fill.path = path
                    m.fill.fillColor = look & 2 != 0 ? CGColor(red: 0, green: 0.8, blue: 0, alpha: 0.45)
                        : CGColor(red: 1, green: 0, blue: 0, alpha: 0.45)
                    m.outline.isHidden = look & 1 == 0
                    m.dot.isHidden = look & 1 == 0
                    m.fill.isHidden = look & 6 == 0
                    m.corners = q.corners
                    m.look = look
                }
                if m.dot.position != q.anchor { m.dot.position = q.anchor }
            }
        }
    }

    private func collect(_ l: CALayer, in root: CALayer, opacity: Float,
                         into quads: inout [(corners: [CGPoint], anchor: CGPoint, opaque: Bool, draws: Bool)]) {
        guard !l.isHidden, l.opacity > 0 else { return }
        let alpha = opacity * l.opacity
        let b = l.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].map { l.convert($0, to: root) }
        let a = l.convert(CGPoint(x: b.minX + l.anchorPoint.x * b.width, y: b.minY + l.anchorPoint.y * b.height), to: root)
        let background = l.backgroundColor?.alpha ?? 0
        let draws = background > 0 || l.contents != nil || l.borderWidth > 0 || l is CAShapeLayer || l is CATextLayer
        let isOpaque = background >= 1 && alpha >= 1 && l.cornerRadius == 0 && l.mask == nil
        if corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) && a.x.isFinite && a.y.isFinite {
            quads.append((corners, a, isOpaque, draws))
        }
        for s in l.sublayers ?? [] { collect(s, in: root, opacity: alpha, into: &quads) }
    }
}
