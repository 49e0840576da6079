import Testing
@testable import QuartzCore

@Suite struct LayerTreeTests {
    func names(_ l: CALayer) -> [String] { (l.sublayers ?? []).map { $0.name ?? "?" } }
    func named(_ n: String) -> CALayer { let l = CALayer(); l.name = n; return l }

    @Test func addSublayerAppendsAndSetsSuperlayer() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(names(root) == ["a", "b"])
        #expect(a.superlayer === root)
    }

    @Test func insertAtBelowAndAbove() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 1)
        #expect(names(root) == ["a", "c", "b"])
        root.insertSublayer(d, below: a)
        #expect(names(root) == ["d", "a", "c", "b"])
        root.insertSublayer(e, above: b)
        #expect(names(root) == ["d", "a", "c", "b", "e"])
        root.insertSublayer(e, below: nil)
        #expect(names(root) == ["e", "d", "a", "c", "b"], "below nil goes to the bottom")
        root.insertSublayer(e, above: nil)
        #expect(names(root) == ["d", "a", "c", "b", "e"], "above nil goes to the top")
    }

    @Test func insertingAnExistingSublayerMovesIt() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b, c]
        root.insertSublayer(c, at: 0)
        #expect(names(root) == ["c", "a", "b"])
        root.addSublayer(c)
        #expect(names(root) == ["a", "b", "c"])
    }

    @Test func insertPastTheEndAppendsWithADiagnostic() {
        let root = named("root")
        let m = diagnostics { root.insertSublayer(named("x"), at: 7) }
        #expect(names(root) == ["x"])
        #expect(m.count == 1)
    }

    @Test func addingMovesALayerFromItsOldParent() {
        let p1 = named("p1"), p2 = named("p2"), a = named("a")
        p1.addSublayer(a)
        p2.addSublayer(a)
        #expect(p1.sublayers == nil)
        #expect(names(p2) == ["a"])
        #expect(a.superlayer === p2)
    }

    @Test func replaceSublayerSwapsInPlace() {
        let root = named("root"), a = named("a"), b = named("b"), x = named("x")
        root.sublayers = [a, b]
        root.replaceSublayer(a, with: x)
        #expect(names(root) == ["x", "b"])
        #expect(a.superlayer == nil)
        #expect(x.superlayer === root)
        let m = diagnostics { root.replaceSublayer(a, with: named("y")) }
        #expect(m.count == 1, "replacing a layer that is not a sublayer is reported")
        #expect(names(root) == ["x", "b"])
    }

    @Test func replaceWithALaterSiblingKeepsTheOrder() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b, c]
        root.replaceSublayer(a, with: c)
        #expect(names(root) == ["c", "b"])
    }

    @Test func removeFromSuperlayerDetaches() {
        let root = named("root"), a = named("a")
        root.addSublayer(a)
        a.removeFromSuperlayer()
        #expect(root.sublayers == nil)
        #expect(a.superlayer == nil)
        a.removeFromSuperlayer()
    }

    @Test func settingSublayersReplacesThemAll() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b]
        root.sublayers = [c, a]
        #expect(names(root) == ["c", "a"])
        #expect(b.superlayer == nil)
        #expect(c.superlayer === root)
        root.sublayers = nil
        #expect(root.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test func sublayersWithDuplicatesKeepsEachOnce() {
        let root = named("root"), a = named("a")
        let m = diagnostics { root.sublayers = [a, a] }
        #expect(names(root) == ["a"])
        #expect(m.count == 1)
    }

    @Test func addingAnAncestorIsRefusedAndTheTreeIsUnchanged() {
        let root = named("root"), child = named("child"), grandchild = named("grandchild")
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let m = diagnostics {
            grandchild.addSublayer(root)
            grandchild.addSublayer(grandchild)
            child.insertSublayer(root, at: 0)
            grandchild.sublayers = [child]
        }
        #expect(m.count == 4)
        #expect(m.allSatisfy { $0.contains("the tree is unchanged") })
        #expect(root.superlayer == nil)
        #expect(names(root) == ["child"])
        #expect(names(child) == ["grandchild"])
        #expect(grandchild.sublayers == nil)
    }

    @Test func maskBelongsToItsLayerAndIsNotASublayer() {
        let l = named("l"), m = named("m")
        l.mask = m
        #expect(l.mask === m)
        #expect(m.superlayer === l, "Apple's rule: a mask's superlayer is the layer it masks")
        #expect(l.sublayers == nil)
        m.removeFromSuperlayer()
        #expect(l.mask == nil, "removing a mask from its superlayer unsets it")
    }

    @Test func aMaskThatIsInATreeIsMovedOutWithADiagnostic() {
        let root = named("root"), l = named("l"), m = named("m")
        root.sublayers = [l, m]
        let d = diagnostics { l.mask = m }
        #expect(d.count == 1)
        #expect(names(root) == ["l"])
        #expect(m.superlayer === l)
        // Adding the mask as a sublayer moves it back: a layer has one parent.
        root.addSublayer(m)
        #expect(l.mask == nil)
        #expect(names(root) == ["l", "m"])
    }

    @Test func aLayerCannotMaskItselfOrAnAncestor() {
        let root = named("root"), child = named("child")
        root.addSublayer(child)
        let d = diagnostics {
            child.mask = root
            child.mask = child
        }
        #expect(d.count == 2)
        #expect(child.mask == nil)
        #expect(root.superlayer == nil)
    }

    @Test func delegateIsWeak() {
        final class D: NSObject, CALayerDelegate {}
        let l = CALayer()
        do {
            let d = D()
            l.delegate = d
            #expect(l.delegate === d)
        }
        #expect(l.delegate == nil)
    }
}
