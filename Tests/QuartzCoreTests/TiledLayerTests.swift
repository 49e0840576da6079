import Testing
import Raster
@testable import QuartzCore

/// `CATiledLayer`: drawn tile by tile, each call clipped to its tile, only
/// the tiles in view, more as scrolling shows them; what is drawn shows.
@Suite(.serialized) struct TiledLayerTests {
    /// Records each tile it is asked for and fills it with a colour from
    /// its position.
    final class Painter: CATiledLayer {
        var asked: [CGRect] = []
        override func draw(in ctx: CGContext) {
            let r = ctx.boundingBoxOfClipPath
            asked.append(r)
            ctx.setFillColor(CGColor(red: r.minX / 400, green: r.minY / 400, blue: 0.5, alpha: 1))
            ctx.fill(r)
        }
    }

    @Test func defaultsAreApples() {
        let t = CATiledLayer()
        #expect(t.tileSize == CGSize(width: 256, height: 256) && t.levelsOfDetail == 1 && t.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(t.needsDisplay(), "it asks for its tiles without setNeedsDisplay")
    }

    @Test func drawsTheTilesInViewOneAtATimeAndMoreAsItScrolls() {
        let tiled = Painter()
        let scroller = CAScrollLayer()
        let root = committedScene(width: 100, height: 80) { root in
            scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
            tiled.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            tiled.tileSize = CGSize(width: 64, height: 64)
            scroller.addSublayer(tiled)
            root.addSublayer(scroller)
        }
        // A 100 x 80 window onto 64-point tiles: two by two of them.
        #expect(Set(tiled.asked.map(\.origin)) == [CGPoint(x: 0, y: 0), CGPoint(x: 64, y: 0), CGPoint(x: 0, y: 64),
                                                  CGPoint(x: 64, y: 64)])
        #expect(tiled.asked.allSatisfy { $0.size == CGSize(width: 64, height: 64) }, "each call clipped to its tile")
        let frame = renderedFrame(root, at: CACurrentMediaTime())
        #expect(frame[70, 10] == premultipliedPixel(r: 64.0 / 400, g: 0, b: 0.5, a: 1), "the tile at (64, 0) shows")
        // Scrolling right shows the third column: only it is drawn.
        tiled.asked.removeAll()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scroller.scroll(to: CGPoint(x: 60, y: 0))
        CATransaction.commit()
        CATransaction.flush()
        #expect(Set(tiled.asked.map(\.origin)) == [CGPoint(x: 128, y: 0), CGPoint(x: 128, y: 64)])
        let scrolled = renderedFrame(root, at: CACurrentMediaTime())
        #expect(scrolled[75, 10] == premultipliedPixel(r: 128.0 / 400, g: 0, b: 0.5, a: 1))
        // setNeedsDisplay(_:) draws again the tiles it touches.
        tiled.asked.removeAll()
        tiled.setNeedsDisplay(CGRect(x: 70, y: 70, width: 4, height: 4))
        CATransaction.flush()
        #expect(tiled.asked.map(\.origin) == [CGPoint(x: 64, y: 64)])
    }

    @Test func withoutAScrollLayerTheBoundsAreInView() {
        let tiled = Painter()
        _ = committedScene(width: 100, height: 80) { root in
            tiled.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            tiled.tileSize = CGSize(width: 128, height: 128)
            root.addSublayer(tiled)
        }
        #expect(tiled.asked.count == 3, "three columns, one row")
    }
}
