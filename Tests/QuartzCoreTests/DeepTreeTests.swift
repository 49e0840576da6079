import Raster
import Testing
@testable import QuartzCore

/// A chain of layers each inside the one before, far deeper than a
/// thread's stack holds: built, committed, presented, converted, hit-tested,
/// rendered (with `render(in:)`, the window's whole-frame path and its
/// damage-tracked path) and released.
@Suite(.serialized) struct DeepTreeTests {
    /// Fifty thousand levels: an 8 MB stack holds a few thousand of any
    /// walk's levels (see `_StackSegment`), so every walk here goes ten
    /// times deeper than the test thread's stack could.
    static let depth = 50_000

    /// root → l1 → … → lN, each filling its parent's 100x100 bounds, the
    /// deepest one red.
    static func chain(_ n: Int = depth) -> (root: CALayer, deepest: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        var parent = root
        for _ in 0..<n {
            let l = CALayer()
            l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.addSublayer(l)
            parent = l
        }
        parent.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        return (root, parent)
    }

    /// One chain, built and committed once, for the tests that only read
    /// it: a chain this deep takes seconds to build in a debug build.
    static let committed: (root: CALayer, deepest: CALayer) = {
        let c = chain()
        CATransaction.flush()
        return c
    }()

    /// What is reported on a stack segment is captured like the rest.
    @Test func diagnosticsFromAStackSegmentReachTheCaller() {
        let (value, messages) = _Diagnostics.capture {
            _StackSegment.run { () -> Int in
                _Diagnostics.report("from the segment")
                return 7
            }
        }
        #expect(value == 7)
        #expect(messages == ["from the segment"])
    }

    @Test func commitsAndPresents() {
        let (root, deepest) = Self.committed
        #expect(deepest.presentation()?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.presentation()?.sublayers?.count == 1)
        #expect(deepest.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 5, y: 5))
    }

    @Test func releases() {
        for _ in 0..<2 {
            let (root, _) = Self.chain()
            CATransaction.flush()
            _ = root
        }
        // Reaching here means releasing the chain did not overflow.
        #expect(Bool(true))
    }

    @Test func hitTests() {
        let (root, deepest) = Self.committed
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === deepest)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) == nil)
    }

    /// The deepest layer's red fills the picture, whichever way it is drawn.
    @Test func renders() throws {
        let root = Self.committed.root
        let red: UInt32 = 0xFFFF_0000
        let ctx = try #require(CGContext(data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        root.render(in: ctx)
        let px = ctx.data!.assumingMemoryBound(to: UInt8.self) + 50 * ctx.bytesPerRow + 50 * 4
        #expect([px[0], px[1], px[2], px[3]] == [255, 0, 0, 255])

        let whole = try #require(Surface(width: 100, height: 100))
        #expect(root._renderPresentation(into: whole, clip: whole.bounds, at: CACurrentMediaTime()))
        #expect(whole.row(50)[50] == red)

        let tracked = try #require(Surface(width: 100, height: 100))
        let tracker = _DamageTracker()
        #expect(!tracker.renderFrame(root, into: tracked, at: CACurrentMediaTime()).isEmpty)
        #expect(tracked.row(50)[50] == red)
        #expect(!tracker.needsFrame(root))
    }
}
