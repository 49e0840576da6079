import Testing
@testable import QuartzCore

/// A chain of layers each inside the one before, far deeper than any
/// stack: built, committed, presented, converted and released. (Hit
/// testing and rendering such a chain still recurse: not yet.)
@Suite(.serialized) struct DeepTreeTests {
    static let depth = 100_000

    /// root → l1 → … → lN, each a 1-point inset of its parent's bounds
    /// starting from a 100x100 root, the deepest one red.
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

    @Test func commitsAndPresents() {
        let (root, deepest) = Self.chain()
        CATransaction.flush()
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
}
