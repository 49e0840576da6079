import Raster
import Testing
@testable import QuartzCore

/// Layers that each need an offscreen (a 3D plane, a group),
/// nested in each other: the offscreens stay the size of what they hold,
/// and past `_Compositor.maxOffscreenDepth` the deeper layers are not
/// drawn, with one diagnostic, while the rest of the tree is.
@Suite struct DeepOffscreenTests {
    /// `n` layers each inside the one before, each filling its parent's
    /// `side` x `side`, styled by `style`; the deepest is opaque red.
    static func chain(_ n: Int, side: Int = 200, _ style: (CALayer) -> Void) -> (root: CALayer, deepest: CALayer) {
        var deepest = CALayer()
        let root = committedScene(width: side, height: side) { root in
            var parent = root
            for _ in 0..<n {
                let l = CALayer()
                l.frame = CGRect(x: 0, y: 0, width: side, height: side)
                l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.01)
                style(l)
                parent.addSublayer(l)
                parent = l
            }
            parent.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            deepest = parent
        }
        return (root, deepest)
    }

    /// Each level is drawn in its own plane, measured through its
    /// parent's: the planes must not grow level by level (rounding each
    /// plane's scale up made them grow by an eighth a level, to 4096
    /// pixels a side by the 40th: gigabytes and minutes a frame).
    @Test func nestedRotatedLayersKeepPlanesTheSizeOfWhatTheyHold() throws {
        let (root, _) = Self.chain(40) { $0.transform = CATransform3DMakeRotation(0.001, 0, 0, 1) }
        _ = renderedFrame(root, at: CACurrentMediaTime())
        let compositor = _Compositor()
        let frame = try #require(Surface(width: 200, height: 200))
        let messages = diagnostics { compositor.render(root._node!, into: frame, clip: frame.bounds) }
        #expect(messages.isEmpty, "\(messages)")
        #expect(pixelChannels(frame[100, 100]).r > 240, "the deepest layer is drawn")
        // 40 planes of about 220 x 220 pixels.
        #expect(compositor.offscreenBytes < 40 * 240 * 240 * 4, "\(compositor.offscreenBytes) bytes")
    }

    /// A wall in perspective, its near edge magnified and its far edge
    /// shrunk, holding a tilted picture at the far edge: the picture's
    /// own plane has the detail the screen shows of it, not the detail of
    /// the wall's plane, which is as fine as the near edge needs (a
    /// lottie-ios room of such walls was drawn at four times the pixels,
    /// 50 s a frame).
    @Test func aPlaneInsideAPlaneHasTheDetailTheScreenShows() throws {
        func scene(picture: Bool) -> CALayer {
            committedScene(width: 400, height: 240) { root in
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 300
                root.sublayerTransform = perspective
                let wall = CALayer()
                wall.frame = CGRect(x: 40, y: 20, width: 320, height: 200)
                wall.backgroundColor = CGColor(red: 0.8, green: 0.8, blue: 0.9, alpha: 1)
                wall.transform = CATransform3DMakeRotation(0.9, 0, 1, 0)
                wall.addSublayer(CATextLayer())
                if picture {
                    let frame = CALayer()
                    frame.frame = CGRect(x: 230, y: 60, width: 80, height: 80)
                    frame.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
                    frame.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                    frame.addSublayer(CATextLayer())
                    wall.addSublayer(frame)
                }
                root.addSublayer(wall)
            }
        }
        func offscreenBytes(_ root: CALayer) throws -> Int {
            _ = renderedFrame(root, at: CACurrentMediaTime())
            let compositor = _Compositor()
            let frame = try #require(Surface(width: 400, height: 240))
            compositor.render(root._node!, into: frame, clip: frame.bounds)
            return compositor.offscreenBytes
        }
        let picture = try offscreenBytes(scene(picture: true)) - offscreenBytes(scene(picture: false))
        // The picture is 80 points a side, shown at most about 0.8 pixels a
        // point at the wall's far edge: its plane (its tilted box) is well
        // under a pixel a point; measured in the wall's plane it was 2.4.
        #expect(picture > 0 && picture < 110 * 110 * 4, "\(picture) bytes")
    }

    @Test func offscreensNestedPastTheLimitStopThereWithOneDiagnostic() throws {
        let depth = _Compositor.maxOffscreenDepth + 20
        // A shadow cast by what a layer holds: a group at every level.
        let (root, _) = Self.chain(depth, side: 24) { l in
            l.shadowOpacity = 0.2
            l.shadowRadius = 1
        }
        let compositor = _Compositor()
        let frame = try #require(Surface(width: 24, height: 24))
        // The presentation evaluated, nothing drawn (an empty clip), so
        // that only this compositor draws the chain.
        _ = root._renderPresentation(into: frame, clip: .empty, at: CACurrentMediaTime())
        let messages = diagnostics {
            compositor.render(root._node!, into: frame, clip: frame.bounds)
            compositor.render(root._node!, into: frame, clip: frame.bounds)
        }
        #expect(messages.count == 1 && messages[0].contains("\(_Compositor.maxOffscreenDepth) offscreens"), "\(messages)")
        // The levels above the limit are drawn (their faint blue), the
        // deepest red is not.
        let c = pixelChannels(frame[12, 12])
        #expect(c.r < 128 && c.b > c.g, "\(c)")
    }

    /// A tilted layer far off the screen makes no plane: nothing of it
    /// lands on the target (found by fuzzing: replicas of a layer 10^66
    /// points up, in perspective, each made a 3598 x 4096 plane; this is
    /// the map one of them had).
    @Test func aTiltedLayerFarOffTheScreenMakesNoPlane() throws {
        let root = committedScene(width: 64, height: 64) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 43, height: 43)
            layer.addSublayer(CATextLayer())
            root.addSublayer(layer)
        }
        _ = renderedFrame(root, at: CACurrentMediaTime())
        let node = root._node!.children[0]
        let far = Projective(a: -0.1536, b: 0, c: 0, d: 1, tx: 2013.5, ty: -2.923e66, px: -0.002755, py: 0, pw: 37.11)
        let bounds = PixelRect(x: 0, y: 0, width: 64, height: 64)
        #expect(_Compositor().planeGeometry(_Compositor().subtreeBox(node, .identity), far, targetBounds: bounds, gridToFinal: nil) == nil)
        // The same tilt on the screen makes one.
        let near = Projective(a: -0.1536, b: 0, c: 0, d: 1, tx: 40, ty: 5, px: -0.002755, py: 0, pw: 1)
        #expect(_Compositor().planeGeometry(_Compositor().subtreeBox(node, .identity), near, targetBounds: bounds, gridToFinal: nil) != nil)
    }
}

/// What a compositor draws does not depend on what it drew before: its
/// offscreens, kept between frames, may be larger than a plane needs.
@Suite struct OffscreenReuseTests {
    func tilted(_ side: CGFloat, inner: Bool) -> CALayer {
        committedScene(width: Int(side), height: Int(side)) { root in
            let outer = CALayer()
            outer.frame = CGRect(x: -side * 0.3, y: -side * 0.2, width: side * 1.6, height: side * 1.2)
            outer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            outer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            if inner {
                let child = CALayer()
                child.frame = CGRect(x: -side * 0.2, y: -side * 0.1, width: side * 0.9, height: side * 0.7)
                child.backgroundColor = CGColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.8)
                child.cornerRadius = 6
                child.transform = CATransform3DMakeRotation(-0.5, 0, 0, 1)
                child.addSublayer(CATextLayer())
                outer.addSublayer(child)
                // A group casting its shadow from its alpha, across the
                // target's far edge.
                let group = CALayer()
                group.frame = CGRect(x: side * 0.9, y: side * 0.5, width: side * 0.6, height: side * 0.5)
                group.shadowOpacity = 1
                group.shadowRadius = 6
                let fill = CALayer()
                fill.frame = group.bounds
                fill.backgroundColor = CGColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 1)
                group.addSublayer(fill)
                outer.addSublayer(group)
            }
            outer.addSublayer(CATextLayer())
            root.addSublayer(outer)
        }
    }

    @Test func nestedPlanesDrawTheSameAfterLargerOnes() throws {
        let big = tilted(900, inner: false), small = tilted(120, inner: true)
        _ = renderedFrame(big, at: CACurrentMediaTime())
        _ = renderedFrame(small, at: CACurrentMediaTime())
        let used = _Compositor()
        let large = try #require(Surface(width: 900, height: 900))
        used.render(big._node!, into: large, clip: large.bounds)
        let a = try #require(Surface(width: 120, height: 120))
        used.render(small._node!, into: a, clip: a.bounds)
        let b = try #require(Surface(width: 120, height: 120))
        _Compositor().render(small._node!, into: b, clip: b.bounds)
        #expect(sameBytes(a, b))
    }
}
