/// Overlays drawn from the presentation tree: every layer's bounds as an
/// outline with its anchor point as a dot, and the Simulator's "Color
/// Blended Layers" (green where a layer is opaque and covers what is
/// under it, red where it is blended with it). Rebuilt before each commit
/// while on; the paths change only when the geometry does.
final class GeometryOverlay {
    let layer = CALayer()
    private let outlines = CAShapeLayer()
    private let anchors = CAShapeLayer()
    private let opaque = CAShapeLayer()
    private let blended = CAShapeLayer()
    var showsBounds = false
    var colorsBlended = false
    /// The quads and dots of the last paths, to skip unchanged ones.
    private var last: [CGPoint] = []
    private var needsUpdate = true

    init() {
        layer.name = "geometry overlay"
        outlines.fillColor = nil
        outlines.strokeColor = CGColor(red: 0, green: 0.6, blue: 1, alpha: 0.9)
        outlines.lineWidth = 1
        anchors.fillColor = CGColor(red: 1, green: 0.2, blue: 0.6, alpha: 1)
        opaque.fillColor = CGColor(red: 0, green: 0.8, blue: 0, alpha: 0.45)
        blended.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.45)
        for l in [opaque, blended, outlines, anchors] { layer.addSublayer(l) }
    }

    func changed() { needsUpdate = true }

    func update(content: CALayer) {
        guard showsBounds || colorsBlended || needsUpdate else { return }
        var quads: [(corners: [CGPoint], anchor: CGPoint, opaque: Bool, draws: Bool)] = []
        if showsBounds || colorsBlended, let root = content.presentation() {
            collect(root, in: root, opacity: 1, into: &quads)
        }
        let key = quads.flatMap { $0.corners + [$0.anchor, CGPoint(x: $0.opaque ? 1 : 0, y: $0.draws ? 1 : 0)] }
            + [CGPoint(x: showsBounds ? 1 : 0, y: colorsBlended ? 1 : 0)]
        guard key != last || needsUpdate else { return }
        last = key
        needsUpdate = false
        let outline = CGMutablePath(), dots = CGMutablePath(), green = CGMutablePath(), red = CGMutablePath()
        for q in quads {
            if showsBounds {
                outline.addLines(between: q.corners)
                outline.closeSubpath()
                dots.addEllipse(in: CGRect(x: q.anchor.x - 3, y: q.anchor.y - 3, width: 6, height: 6))
            }
            if colorsBlended && q.draws {
                let p = q.opaque ? green : red
                p.addLines(between: q.corners)
                p.closeSubpath()
            }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        outlines.path = outline
        anchors.path = dots
        opaque.path = green
        blended.path = red
        CATransaction.commit()
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
        if corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
            quads.append((corners, a, isOpaque, draws))
        }
        for s in l.sublayers ?? [] { collect(s, in: root, opacity: alpha, into: &quads) }
    }
}
