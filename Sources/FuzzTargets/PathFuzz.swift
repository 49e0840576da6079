import CoreGraphics

/// The path rasterizer and stroker through CGContext: a random path of
/// every element kind, a random CTM, line width, caps, joins, miter limit
/// and dash pattern, filled with both rules, stroked, clipped to, with a
/// shadow, and asked for its bounds and hit tests.
enum PathFuzz {
    static func run(_ input: inout FuzzInput) {
        let path = randomPath(&input)
        _ = path.boundingBox
        _ = path.boundingBoxOfPath
        _ = path.contains(input.canvasPoint(), using: input.bool() ? .evenOdd : .winding)
        guard let ctx = FuzzCanvas.context(&input) else { return }
        ctx.concatenate(input.affine())
        ctx.setLineWidth(input.cg())
        ctx.setLineCap(input.pick([.butt, .round, .square]))
        ctx.setLineJoin(input.pick([.miter, .round, .bevel]))
        ctx.setMiterLimit(input.cg())
        if input.bool() {
            ctx.setLineDash(phase: input.cg(), lengths: (0..<input.index(9)).map { _ in input.cg() })
        }
        if input.bool() { ctx.setShadow(offset: input.size(), blur: input.cg()) }
        ctx.setFillColor(red: 0.2, green: 0.4, blue: 0.8, alpha: input.cg())
        ctx.setStrokeColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        for _ in 0..<1 + input.index(3) {
            ctx.addPath(path)
            switch input.byte() % 6 {
            case 0: ctx.fillPath(using: .winding)
            case 1: ctx.fillPath(using: .evenOdd)
            case 2: ctx.strokePath()
            case 3: ctx.drawPath(using: input.pick([.fill, .eoFill, .stroke, .fillStroke, .eoFillStroke]))
            case 4: ctx.clip(using: input.bool() ? .evenOdd : .winding)
            default: ctx.beginPath()
            }
        }
        _ = ctx.makeImage()
    }

    static func randomPath(_ input: inout FuzzInput) -> CGMutablePath {
        let path = CGMutablePath()
        for _ in 0..<input.index(40) {
            let t = input.bool() ? CGAffineTransform.identity : input.affine()
            switch input.byte() % 12 {
            case 0, 1: path.move(to: input.canvasPoint(), transform: t)
            case 2, 3, 4: path.addLine(to: input.canvasPoint(), transform: t)
            case 5: path.addQuadCurve(to: input.canvasPoint(), control: input.canvasPoint(), transform: t)
            case 6: path.addCurve(to: input.canvasPoint(), control1: input.canvasPoint(),
                                  control2: input.canvasPoint(), transform: t)
            case 7: path.closeSubpath()
            case 8: path.addArc(center: input.canvasPoint(), radius: input.cg(), startAngle: input.cg(),
                                endAngle: input.cg(), clockwise: input.bool(), transform: t)
            case 9: path.addArc(tangent1End: input.canvasPoint(), tangent2End: input.canvasPoint(),
                                radius: input.cg(), transform: t)
            case 10: path.addRoundedRect(in: input.rect(), cornerWidth: input.cg(), cornerHeight: input.cg(),
                                         transform: t)
            default: input.bool() ? path.addEllipse(in: input.rect(), transform: t) : path.addRect(input.rect(), transform: t)
            }
        }
        return path
    }
}

/// The small bitmap every target draws into: small, so each input runs in
/// microseconds, but big enough for offscreens, blur and clipping to act.
enum FuzzCanvas {
    static func context(_ input: inout FuzzInput) -> CGContext? {
        let side = input.pick([1, 16, 64, 64, 64, 97])
        return CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
                         space: CGColorSpaceCreateDeviceRGB(),
                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }
}
