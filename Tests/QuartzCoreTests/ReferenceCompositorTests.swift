import Raster
import Testing
@testable import QuartzCore

/// The compositor against its reference twin on small scenes covering
/// each kind of drawing (see `ReferenceAgreement` for the tolerance).
@Suite struct ReferenceCompositorTests {
    func check(width: Int = 48, height: Int = 40, _ build: (CALayer) -> Void) {
        let root = committedScene(width: width, height: height, build)
        _ = checkedFrame(root, at: CACurrentMediaTime(), always: true)
    }

    func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }

    @Test func roundedBordersAtFractionalPositions() {
        check { root in
            let l = CALayer()
            l.frame = CGRect(x: 4.3, y: 5.6, width: 36.5, height: 27)
            l.backgroundColor = rgb(0.9, 0.4, 0.1, 0.8)
            l.cornerRadius = 9
            l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            l.borderWidth = 2.5
            l.borderColor = rgb(0.1, 0.2, 0.6)
            root.addSublayer(l)
        }
    }

    @Test func groupOpacityMasksToBoundsAndAMask() {
        check { root in
            let g = CALayer()
            g.frame = CGRect(x: 4, y: 4, width: 40, height: 32)
            g.opacity = 0.6
            g.cornerRadius = 8
            g.masksToBounds = true
            g.backgroundColor = rgb(0.2, 0.7, 0.3)
            let child = CALayer()
            child.frame = CGRect(x: 20, y: -5, width: 30, height: 30)
            child.backgroundColor = rgb(0.9, 0.1, 0.1)
            g.addSublayer(child)
            let m = CALayer()
            m.frame = CGRect(x: 5, y: 5, width: 30, height: 22)
            m.cornerRadius = 11
            m.backgroundColor = rgb(0, 0, 0)
            g.mask = m
            root.addSublayer(g)
        }
    }

    @Test func shadowsFromAlphaAndFromAPath() {
        check(width: 64, height: 48) { root in
            let a = CALayer()
            a.frame = CGRect(x: 6, y: 6, width: 20, height: 20)
            a.backgroundColor = rgb(0.3, 0.5, 0.9)
            a.cornerRadius = 5
            a.shadowOpacity = 0.7
            a.shadowRadius = 2
            a.shadowOffset = CGSize(width: 2, height: 3)
            root.addSublayer(a)
            let b = CALayer()
            b.frame = CGRect(x: 36, y: 10, width: 20, height: 20)
            b.backgroundColor = rgb(0.9, 0.8, 0.2)
            b.shadowOpacity = 0.5
            b.shadowRadius = 1.5
            b.shadowPath = CGPath(ellipseIn: CGRect(x: -2, y: 4, width: 24, height: 20), transform: nil)
            root.addSublayer(b)
        }
    }

    /// Wide shadows, blurred at reduced resolution: from a shadowPath
    /// (filled small and read back where it lands) and from composited
    /// alpha (averaged down). Every pixel of this picture is in a shadow,
    /// so the mean difference is the blur's own: three box passes (within
    /// 2% of a Gaussian, which the reference draws) give 0.86/255 at full
    /// resolution and the reduced blur 1.2/255 here, hence 1.5.
    @Test func wideShadowsFromAPathAndFromAlpha() {
        let root = committedScene(width: 120, height: 90) { root in
            let a = CALayer()
            a.frame = CGRect(x: 20, y: 25, width: 30, height: 30)
            a.backgroundColor = rgb(0.9, 0.8, 0.2)
            a.shadowOpacity = 0.9
            a.shadowRadius = 36
            a.shadowOffset = CGSize(width: 5, height: 9)
            a.shadowPath = CGPath(ellipseIn: CGRect(x: -4, y: 2, width: 40, height: 30), transform: nil)
            root.addSublayer(a)
            let b = CALayer()
            b.frame = CGRect(x: 75, y: 30, width: 24, height: 24)
            b.shadowOpacity = 0.8
            b.shadowRadius = 40
            let dot = CALayer()
            dot.frame = CGRect(x: 2, y: 2, width: 20, height: 20)
            dot.backgroundColor = rgb(0.3, 0.5, 0.9)
            b.addSublayer(dot)
            root.addSublayer(b)
        }
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        ReferenceAgreement.check(frame, root, meanTolerance: 1.5, sourceLocation: #_sourceLocation)
        // Both shadows are there, darker near their casters than far off.
        let far = pixelChannels(frame[119, 89]).r
        #expect(pixelChannels(frame[35, 70]).r + 10 < far && pixelChannels(frame[87, 70]).r + 5 < far)
    }

    @Test func shapesGradientsAndText() {
        check(width: 96, height: 40) { root in
            let s = CAShapeLayer()
            s.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            s.path = CGPath(ellipseIn: CGRect(x: 6, y: 6, width: 28, height: 28), transform: nil)
            s.fillColor = rgb(0.2, 0.6, 0.9)
            s.strokeColor = rgb(0.1, 0.1, 0.3)
            s.lineWidth = 3
            s.strokeEnd = 0.7
            root.addSublayer(s)
            let g = CAGradientLayer()
            g.frame = CGRect(x: 44, y: 4, width: 24, height: 32)
            g.colors = [rgb(1, 0.2, 0.2), rgb(0.2, 0.2, 1)]
            g.cornerRadius = 6
            root.addSublayer(g)
            let t = CATextLayer()
            t.frame = CGRect(x: 70, y: 8, width: 26, height: 24)
            t.string = "Aa"
            t.fontSize = 16
            t.foregroundColor = rgb(0, 0, 0)
            root.addSublayer(t)
        }
    }

    /// A diagonal axial gradient on a layer stretched three times as much
    /// down as across (lottie-ios's gradient fills sit in such groups):
    /// its lines of equal colour are its own, stretched, not square to the
    /// stretched axis. Drawn with them square, the picture turned nearly
    /// vertical. The reference samples in the layer's space.
    @Test func aStretchedGradientKeepsItsLinesOfEqualColour() {
        /// A 48 x 28 gradient layer in the middle of a 64 x 96 root,
        /// stretched three times down.
        func stretched(_ colors: [CGColor], from start: CGPoint, to end: CGPoint) -> (CALayer) -> Void {
            { root in
                let g = CAGradientLayer()
                g.bounds = CGRect(x: 0, y: 0, width: 48, height: 28)
                g.position = CGPoint(x: 32, y: 48)
                g.transform = CATransform3DMakeScale(1, 3, 1)
                g.colors = colors
                g.startPoint = start
                g.endPoint = end
                root.addSublayer(g)
            }
        }
        check(width: 64, height: 96, stretched([rgb(0.5, 0.9, 0.3), rgb(0.1, 0.8, 0.9)],
                                              from: CGPoint(x: 0.1, y: 0.1), to: CGPoint(x: 0.9, y: 0.9)))
        // The fast path on its own: two pixels on one line of equal colour.
        let root = committedScene(width: 64, height: 96, stretched([rgb(1, 0, 0), rgb(0, 0, 1)],
                                                                   from: .zero, to: CGPoint(x: 1, y: 1)))
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        // t = (48x + 28y) / (48² + 28²) in layer points; the centres of
        // target pixels (27, 68) and (37, 17) are layer points (19.5, 20.83)
        // and (29.5, 3.83), both at t = 0.49: one colour. (Drawn with the
        // lines square to the stretched axis they were 0.38 and 0.62.)
        let a = pixelChannels(frame[27, 68]), b = pixelChannels(frame[37, 17])
        #expect(abs(Int(a.r) - Int(b.r)) <= 3 && abs(Int(a.b) - Int(b.b)) <= 3, "\(a) \(b)")
    }

    @Test func contentsWithGravityAndContentsRect() {
        let img = Surface(width: 8, height: 8)!
        for y in 0..<8 { for x in 0..<8 { img[x, y] = (x + y) % 2 == 0 ? 0xFFFF_0000 : 0xFF00_00FF } }
        let image = CGImage(_surface: img)
        check { root in
            let a = CALayer()
            // 21 points for 8 pixels: no pixel centre falls exactly on a
            // source pixel's edge, where nearest may go either way.
            a.frame = CGRect(x: 2, y: 2, width: 21, height: 21)
            a.contents = image
            a.magnificationFilter = .nearest
            root.addSublayer(a)
            let b = CALayer()
            b.frame = CGRect(x: 26, y: 2, width: 20, height: 30)
            b.contents = image
            b.contentsRect = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            b.contentsGravity = .resizeAspect
            root.addSublayer(b)
        }
    }

    @Test func rotatedAndPerspectiveLayers() {
        check(width: 64, height: 48) { root in
            let a = CALayer()
            a.frame = CGRect(x: 8, y: 10, width: 20, height: 20)
            a.backgroundColor = rgb(0.2, 0.7, 0.4)
            a.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            root.addSublayer(a)
            let b = CALayer()
            b.frame = CGRect(x: 36, y: 10, width: 22, height: 26)
            b.backgroundColor = rgb(0.8, 0.3, 0.6)
            b.cornerRadius = 4
            var t = CATransform3DIdentity
            t.m34 = -1 / 80
            b.transform = CATransform3DRotate(t, 0.6, 0, 1, 0)
            root.addSublayer(b)
        }
    }
}
