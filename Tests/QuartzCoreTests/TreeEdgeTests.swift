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

    /// A layer removed mid-animation and released: its animations stop
    /// unfinished, and each delegate hears so exactly once; layers still
    /// in the tree keep animating.
    @Test func releasedLayerStopsItsAnimationsOnce() {
        let root = CALayer()
        let kept = CALayer()
        root.addSublayer(kept)
        let gone = RecordingDelegate(), stays = RecordingDelegate()
        do {
            let doomed = CALayer()
            root.addSublayer(doomed)
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 10
            a.delegate = gone
            doomed.add(a, forKey: "fade")
            let b = a.copy() as! CABasicAnimation
            b.delegate = stays
            kept.add(b, forKey: "fade")
            CATransaction.flush()
            doomed.removeFromSuperlayer()
            CATransaction.flush()
        }
        _AnimationScheduler.current.deliverPending()
        _AnimationScheduler.current.deliverPending()
        #expect(gone.events.filter { $0.hasPrefix("stop") } == ["stop(false)"])
        #expect(!stays.events.contains { $0.hasPrefix("stop") })
        #expect(kept.animation(forKey: "fade") != nil)
    }
}
