import Testing
import Foundation
import CoreGraphics

/// Dashed paths, hit testing the current path, the affine transform's
/// components, and the smaller members Apple's CoreGraphics has.
@Suite struct CGAppleAdditionsTests {
    /// Each subpath's first and last point.
    func spans(_ path: CGPath) -> [(CGPoint, CGPoint)] {
        var out: [(CGPoint, CGPoint)] = []
        for (type, points) in elements(path) {
            switch type {
            case .moveToPoint: out.append((points[0], points[0]))
            case .closeSubpath: break
            default: out[out.count - 1].1 = points.last!
            }
        }
        return out
    }

    @Test func dashingCutsEachSubpathFromThePhase() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashes = spans(line.copy(dashingWithPhase: 0, lengths: [10, 5]))
        #expect(dashes.count == 7)
        for (k, d) in dashes.enumerated() {
            #expect(approx(d.0.x, CGFloat(k * 15)) && approx(d.1.x, min(100, CGFloat(k * 15 + 10))), "dash \(k)")
        }
        // Five into the pattern: the first dash has five left.
        let shifted = spans(line.copy(dashingWithPhase: 5, lengths: [10, 5]))
        #expect(approx(shifted[0].0.x, 0) && approx(shifted[0].1.x, 5) && approx(shifted[1].0.x, 10))
        // Mapped by the transform.
        let moved = spans(line.copy(dashingWithPhase: 0, lengths: [10, 5], transform: CGAffineTransform(translationX: 0, y: 7)))
        #expect(moved.allSatisfy { approx($0.0.y, 7) && approx($0.1.y, 7) })
        // No pattern: the path as it was.
        let same = spans(line.copy(dashingWithPhase: 0, lengths: []))
        #expect(same.count == 1 && approx(same[0].1.x, 100))
        #expect(spans(line.copy(dashingWithPhase: 0, lengths: [-1, 2])).count == 1)
    }

    @Test func dashedCurvesStayOnTheCurve() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [20, 10])
        var points = 0
        for (_, ps) in elements(dashed) {
            for p in ps {
                points += 1
                #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - 50) < 0.1, "\(p)")
            }
        }
        // About 314 / 30 dashes, each of several points.
        #expect(spans(dashed).count >= 10 && spans(dashed).count <= 11)
        #expect(points > 40)
    }

    func context() -> CGContext {
        CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    @Test func pathContainsAsDrawingWouldPaint() {
        let ctx = context()
        ctx.scaleBy(x: 2, y: 2)
        ctx.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        ctx.setLineWidth(4)
        #expect(ctx.pathContains(CGPoint(x: 15, y: 15), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
        #expect(ctx.pathContains(CGPoint(x: 9, y: 20), mode: .stroke), "within half the line width of an edge")
        #expect(!ctx.pathContains(CGPoint(x: 20, y: 20), mode: .stroke), "the middle is not stroked")
        #expect(!ctx.pathContains(CGPoint(x: 9, y: 20), mode: .fill))
        #expect(ctx.pathContains(CGPoint(x: 9, y: 20), mode: .fillStroke))
        #expect(ctx.pathContains(CGPoint(x: 20, y: 20), mode: .fillStroke))
        // The even-odd rule leaves a nested rect's inside out.
        ctx.addRect(CGRect(x: 15, y: 15, width: 10, height: 10))
        #expect(ctx.pathContains(CGPoint(x: 20, y: 20), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 20, y: 20), mode: .eoFill))
        // The path stays.
        #expect(!ctx.isPathEmpty)
        ctx.beginPath()
        #expect(!ctx.pathContains(CGPoint(x: 20, y: 20), mode: .fill))
    }

    @Test func componentsMakeTheTransformAgain() {
        let parts = CGAffineTransformComponents(scale: CGSize(width: 2, height: 3), horizontalShear: 0.25, rotation: 0.5,
                                                translation: CGVector(dx: 7, dy: -4))
        let t = CGAffineTransform(parts)
        let back = t.decomposed()
        #expect(approx(back.scale.width, 2) && approx(back.scale.height, 3))
        #expect(approx(back.horizontalShear, 0.25) && approx(back.rotation, 0.5))
        #expect(approx(back.translation.dx, 7) && approx(back.translation.dy, -4))
        // Scale first, then rotation: a point on the x axis goes out and round.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(CGAffineTransformComponents(
            scale: CGSize(width: 2, height: 1), horizontalShear: 0, rotation: .pi / 2, translation: CGVector(dx: 0, dy: 0))))
        #expect(approx(p, CGPoint(x: 0, y: 2)))
        var seed: UInt64 = 0x5EED
        func r() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Double(seed >> 11) / Double(1 << 53)) * 4 - 2
        }
        for _ in 0..<200 {
            let m = CGAffineTransform(a: r(), b: r(), c: r(), d: r(), tx: r(), ty: r())
            let again = CGAffineTransform(m.decomposed())
            #expect(approx(again.a, m.a, 1e-9) && approx(again.b, m.b, 1e-9) && approx(again.c, m.c, 1e-9)
                    && approx(again.d, m.d, 1e-9) && approx(again.tx, m.tx) && approx(again.ty, m.ty), "\(m)")
            #expect(m.decomposed().scale.width >= 0)
        }
        let mirrored = CGAffineTransform(scaleX: 1, y: -1).decomposed()
        #expect(approx(mirrored.scale.height, -1) && approx(mirrored.rotation, 0))
    }

    @Test func smallerMembers() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(CGColor(genericRGBRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).components == [0.1, 0.2, 0.3, 0.4])
        #expect(CGColor(genericGrayGamma2_2Gray: 0.5, alpha: 1).components == [0.5, 1])
        let image = context().makeImage()!
        #expect(image.decode == nil && image.renderingIntent == .defaultIntent)
    }
}

/// Colour spaces for component colours, and conic gradients.
@Suite struct CGContextColorSpaceAndConicTests {
    @Test func componentsAreReadInTheSpaceSet() {
        let ctx = makeRGBAContext(width: 8, height: 8)!
        ctx.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        let gray: [CGFloat] = [0.5, 1]
        ctx.setFillColor(gray)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(ctx.rgbaBytes(3, row: 3).map(Int.init).allSatisfy { abs($0 - 128) <= 1 || $0 == 255 })
        // A space set anew starts at its opaque black.
        ctx.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(ctx.rgbaBytes(1, row: 6) == [0, 0, 0, 255])
        ctx.setStrokeColorSpace(CGColorSpaceCreateDeviceRGB())
        let red: [CGFloat] = [1, 0, 0, 1]
        ctx.setStrokeColor(red)
        ctx.setLineWidth(2)
        ctx.stroke(CGRect(x: 5, y: 1, width: 2, height: 2))
        #expect(ctx.rgbaBytes(4, row: 6) == [255, 0, 0, 255])
    }

    @Test func conicGradientsGoRoundFromTheirAngle() {
        let ctx = makeRGBAContext(width: 64, height: 64)!
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                  locations: [0, 1])!
        ctx.drawConicGradient(gradient, center: CGPoint(x: 32, y: 32), angle: 0)
        // Just above the x axis to the right: the start (red). A quarter
        // turn on (up, y up): a quarter of the way. Half a turn: halfway.
        let start = ctx.rgbaBytes(60, row: 30), quarter = ctx.rgbaBytes(32, row: 4), half = ctx.rgbaBytes(4, row: 31)
        #expect(start[0] > 240 && start[2] < 15, "\(start)")
        #expect(abs(Int(quarter[0]) - 191) <= 8 && abs(Int(quarter[2]) - 64) <= 8, "\(quarter)")
        #expect(abs(Int(half[0]) - 128) <= 8 && abs(Int(half[2]) - 128) <= 8, "\(half)")
        // Turned: the start moves with the angle.
        let turned = makeRGBAContext(width: 64, height: 64)!
        turned.drawConicGradient(gradient, center: CGPoint(x: 32, y: 32), angle: .pi / 2)
        let up = turned.rgbaBytes(31, row: 4) // just past straight up, counterclockwise
        #expect(up[0] > 240, "\(up)")
    }
}
