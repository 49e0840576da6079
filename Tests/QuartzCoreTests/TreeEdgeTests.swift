import Testing
@testable import QuartzCore

/// The tree under hostile use: a delegate that edits the tree while its
/// action is looked up, and very wide sublayer lists.
@Suite struct TreeEdgeTests {
    /// Removes the old layer when asked for the "sublayers" action.
    final class Meddler: NSObject, CALayerDelegate {
        var victim: CALayer?
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            if event == "sublayers" { victim?.removeFromSuperlayer() }
            return NSNull()
        }
    }

    @Test func aDelegateThatRemovesTheReplacedLayerDuringTheLookup() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        parent.sublayers = [a, b]
        let meddler = Meddler()
        meddler.victim = b
        parent.delegate = meddler
        let messages = diagnostics { parent.replaceSublayer(b, with: c) }
        #expect(parent.sublayers?.count == 2 && parent.sublayers?[0] === a && parent.sublayers?[1] === c)
        #expect(c.superlayer === parent && b.superlayer == nil)
        #expect(messages.count == 1 && messages[0].contains("left this layer while its action was looked up"))
    }

    @Test func aDelegateThatMakesACycleDuringTheLookupIsRefused() {
        // While `parent` looks up its action, `child` adopts `parent`.
        final class Adopter: NSObject, CALayerDelegate {
            weak var parent: CALayer?
            weak var child: CALayer?
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                if event == "sublayers", let parent, let child, parent.superlayer == nil { child.addSublayer(parent) }
                return NSNull()
            }
        }
        let parent = CALayer(), child = CALayer()
        let adopter = Adopter()
        adopter.parent = parent
        adopter.child = child
        parent.delegate = adopter
        let messages = diagnostics { parent.addSublayer(child) }
        #expect(child.superlayer !== parent || parent.superlayer !== child, "no cycle")
        #expect(messages.contains { $0.contains("ancestor") })
    }

    @Test func twentyThousandSublayersAtOnceAndMovedBetweenParents() {
        let a = CALayer(), b = CALayer()
        let layers = (0..<20_000).map { _ in CALayer() }
        a.sublayers = layers
        #expect(a.sublayers?.count == 20_000 && layers.allSatisfy { $0.superlayer === a })
        // All of them move to b in one assignment; a keeps none.
        b.sublayers = layers.reversed()
        #expect(a.sublayers == nil || a.sublayers!.isEmpty)
        #expect(b.sublayers?.first === layers.last && layers.allSatisfy { $0.superlayer === b })
        // Duplicates and an ancestor are skipped with diagnostics.
        let messages = diagnostics { b.sublayers = [layers[0], layers[0], b] }
        #expect(b.sublayers?.count == 1 && messages.count == 2)
    }
}
