import Foundation
import QuartzCore
import Raster

/// 1,000 layers under constant churn: animations of every kind added,
/// retargeted (added again under a key in use), removed one by one and
/// all at once, implicit animations with transaction completion blocks,
/// and layers removed mid-animation and replaced. Every animation gets
/// its own delegate and every transaction its completion block; `Ledger`
/// counts what each heard.
final class SoakScene {
    let root = CALayer()
    private(set) var layers: [CALayer] = []
    let ledger = Ledger()
    private var random: SplitMix

    init(count: Int, seed: UInt64) {
        random = SplitMix(seed: seed)
        root.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        for i in 0..<count {
            let l = makeLayer(i)
            root.addSublayer(l)
            layers.append(l)
        }
        CATransaction.flush()
    }

    private func makeLayer(_ i: Int) -> CALayer {
        let l = CALayer()
        let columns = 40
        l.frame = CGRect(x: 4 + Double(i % columns) * 32, y: 4 + Double(i / columns % 25) * 28, width: 26, height: 22)
        l.backgroundColor = CGColor(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1)
        if i % 3 == 0 { l.cornerRadius = 6 }
        if i % 7 == 0 { l.borderWidth = 2; l.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.8) }
        if i % 11 == 0 { l.shadowOpacity = 0.5; l.shadowRadius = 3 }
        return l
    }

    /// One frame's worth of churn: `operations` random changes, committed.
    func churn(operations: Int) {
        for _ in 0..<operations {
            let i = random.index(layers.count)
            let layer = layers[i]
            switch random.index(10) {
            case 0, 1, 2: layer.add(animation(), forKey: random.pick(["move", "fade", "spin", "tint"]))
            case 3: layer.add(animation(), forKey: nil)
            case 4: layer.removeAnimation(forKey: random.pick(["move", "fade", "spin", "tint"]))
            case 5: if random.index(8) == 0 { layer.removeAllAnimations() }
            case 6, 7:
                // Implicit: an action per change, one completion block.
                CATransaction.begin()
                CATransaction.setAnimationDuration(0.05 + random.unit() * 0.5)
                ledger.expectCompletion()
                CATransaction.setCompletionBlock { [ledger] in ledger.completionRan() }
                layer.opacity = Float(0.3 + random.unit() * 0.7)
                layer.position.y += CGFloat(random.unit() * 6 - 3)
                CATransaction.commit()
            default:
                // Removed mid-animation and replaced; the old layer is
                // released here, and its animations end with it.
                layer.removeFromSuperlayer()
                let fresh = makeLayer(i)
                root.insertSublayer(fresh, at: UInt32(min(i, root.sublayers?.count ?? 0)))
                layers[i] = fresh
            }
        }
        CATransaction.flush()
    }

    private func animation() -> CAAnimation {
        let a: CAAnimation
        switch random.index(5) {
        case 0:
            let b = CABasicAnimation(keyPath: "position")
            b.byValue = CGPoint(x: random.unit() * 40 - 20, y: random.unit() * 40 - 20)
            b.isAdditive = random.index(2) == 0
            a = b
        case 1:
            let k = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            k.values = [0, random.unit() * 3, -random.unit() * 3, 0]
            k.calculationMode = random.pick([.linear, .cubic, .paced])
            a = k
        case 2:
            let s = CASpringAnimation(keyPath: "transform.scale")
            s.fromValue = 0.5 + random.unit()
            s.toValue = 1
            s.damping = 5 + random.unit() * 20
            a = s
        case 3:
            let g = CAAnimationGroup()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.toValue = CGColor(red: random.unit(), green: 0.5, blue: 0.5, alpha: 1)
            g.animations = [fade, tint]
            a = g
        default:
            let t = CATransition()
            t.type = random.pick([.fade, .push, .moveIn])
            a = t
        }
        if !(a is CASpringAnimation) { a.duration = 0.05 + random.unit() * 1.5 }
        a.isRemovedOnCompletion = random.index(6) != 0
        if !a.isRemovedOnCompletion { a.fillMode = .forwards }
        a.delegate = ledger.delegate()
        return a
    }

    /// Ends everything: every animation removed, every layer released.
    func tearDown() {
        for l in layers { l.removeAllAnimations() }
        CATransaction.flush()
        for l in layers { l.removeFromSuperlayer() }
        layers.removeAll()
        CATransaction.flush()
    }
}

/// What the delegates and completion blocks heard. Only animations not
/// yet stopped are remembered, so the ledger itself stays the same size
/// however long the soak runs.
final class Ledger {
    private var waiting: Set<Int> = []
    private(set) var added = 0
    private(set) var starts = 0
    private(set) var heardTwice = 0
    private(set) var expectedCompletions = 0
    private(set) var completions = 0

    func delegate() -> CAAnimationDelegate {
        added += 1
        waiting.insert(added)
        return Listener(ledger: self, id: added)
    }

    func expectCompletion() { expectedCompletions += 1 }
    func completionRan() { completions += 1 }

    var unheard: Int { waiting.count }

    private final class Listener: NSObject, CAAnimationDelegate {
        let ledger: Ledger, id: Int
        init(ledger: Ledger, id: Int) { self.ledger = ledger; self.id = id }
        func animationDidStart(_ anim: CAAnimation) { ledger.starts += 1 }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if ledger.waiting.remove(id) == nil { ledger.heardTwice += 1 }
        }
    }
}
