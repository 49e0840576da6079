import QuartzCore

/// Keyframe, spring and basic animations with random timing: every
/// calculation mode, key times, tension/continuity/bias, timing functions
/// with any control points, rotation modes and paths, springs with any
/// mass, stiffness, damping and velocity, and the media timing fields
/// (begin, duration, speed, offsets, repeats, autoreverse, fill), nested
/// in groups. The layer is then evaluated at random times, the way a frame
/// and `presentation()` evaluate it.
enum TimingFuzz {
    static let keys = ["position", "position.x", "opacity", "transform", "transform.rotation.z", "bounds",
                       "cornerRadius", "backgroundColor", "shadowOffset", "bounds.size.width", "zPosition"]

    static func run(_ input: inout FuzzInput) {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        let root = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        for n in 0..<1 + input.index(4) {
            let a = animation(&input, depth: 0)
            if let p = a as? CAPropertyAnimation {
                p.isAdditive = input.bool()
                p.isCumulative = input.bool()
            }
            layer.add(a, forKey: input.bool() ? "k\(n)" : nil)
        }
        CATransaction.flush()
        let now = CACurrentMediaTime()
        for _ in 0..<1 + input.index(6) {
            let t = input.bool() ? now + input.moderate(3) : input.double()
            root._evaluatePresentationTree(at: t)
            _ = layer._presentedValue(forKey: "position")
        }
        _ = layer.presentation()?.position
        _ = layer.animationKeys()
        layer.removeAllAnimations()
        CATransaction.flush()
    }

    static func animation(_ input: inout FuzzInput, depth: Int) -> CAAnimation {
        let a: CAAnimation
        switch input.byte() % (depth < 3 ? 5 : 4) {
        case 0: a = keyframes(&input)
        case 1: a = spring(&input)
        case 2:
            let b = CABasicAnimation(keyPath: input.pick(keys))
            b.fromValue = value(&input)
            b.toValue = value(&input)
            if input.bool() { b.byValue = value(&input) }
            a = b
        case 3:
            let t = CATransition()
            t.type = input.pick([.fade, .push, .moveIn, .reveal])
            t.subtype = input.pick([.fromLeft, .fromRight, .fromTop, .fromBottom])
            t.startProgress = Float(input.double())
            t.endProgress = Float(input.double())
            a = t
        default:
            let g = CAAnimationGroup()
            g.animations = (0..<input.index(4)).map { _ in animation(&input, depth: depth + 1) }
            a = g
        }
        timing(a, &input)
        return a
    }

    static func keyframes(_ input: inout FuzzInput) -> CAKeyframeAnimation {
        let k = CAKeyframeAnimation(keyPath: input.pick(keys))
        let count = input.index(7)
        k.values = (0..<count).map { _ in value(&input) as Any }
        if input.bool() { k.keyTimes = (0..<input.index(8)).map { _ in NSNumber(value: input.double()) } }
        k.calculationMode = input.pick([.linear, .discrete, .paced, .cubic, .cubicPaced])
        if input.bool() { k.tensionValues = (0..<input.index(8)).map { _ in NSNumber(value: input.double()) } }
        if input.bool() { k.continuityValues = (0..<input.index(8)).map { _ in NSNumber(value: input.double()) } }
        if input.bool() { k.biasValues = (0..<input.index(8)).map { _ in NSNumber(value: input.double()) } }
        if input.bool() { k.timingFunctions = (0..<input.index(8)).map { _ in timingFunction(&input) } }
        if input.bool() {
            k.path = PathFuzz.randomPath(&input)
            k.rotationMode = input.pick([nil, .rotateAuto, .rotateAutoReverse])
        }
        return k
    }

    static func spring(_ input: inout FuzzInput) -> CASpringAnimation {
        let s: CASpringAnimation
        if input.bool() {
            s = CASpringAnimation(perceptualDuration: input.double(), bounce: input.double())
            s.keyPath = input.pick(keys)
        } else {
            s = CASpringAnimation(keyPath: input.pick(keys))
            s.mass = input.cg()
            s.stiffness = input.cg()
            s.damping = input.cg()
            s.initialVelocity = input.cg()
        }
        s.fromValue = value(&input)
        s.toValue = value(&input)
        if input.bool() { s.allowsOverdamping = input.bool() }
        _ = s.settlingDuration
        return s
    }

    static func timingFunction(_ input: inout FuzzInput) -> CAMediaTimingFunction {
        input.bool()
            ? CAMediaTimingFunction(name: input.pick([.linear, .easeIn, .easeOut, .easeInEaseOut, .default]))
            : CAMediaTimingFunction(controlPoints: Float(input.double()), Float(input.double()),
                                    Float(input.double()), Float(input.double()))
    }

    static func timing(_ a: CAAnimation, _ input: inout FuzzInput) {
        guard input.bool() else { a.duration = 0.5; return }
        a.beginTime = input.bool() ? CACurrentMediaTime() + input.moderate(1) : input.double()
        a.duration = input.double()
        a.speed = Float(input.double())
        a.timeOffset = input.double()
        if input.bool() { a.repeatCount = Float(input.double()) } else { a.repeatDuration = input.double() }
        a.autoreverses = input.bool()
        a.fillMode = input.pick([.removed, .forwards, .backwards, .both])
        a.isRemovedOnCompletion = input.bool()
        if input.bool() { a.timingFunction = timingFunction(&input) }
    }

    /// A value of a type some key takes, or of the wrong type.
    static func value(_ input: inout FuzzInput) -> Any? {
        switch input.byte() % 10 {
        case 0: return nil
        case 1: return input.cg()
        case 2: return input.point()
        case 3: return input.size()
        case 4: return input.rect()
        case 5: return CATransform3DMakeRotation(input.cg(), input.cg(), input.cg(), input.cg())
        case 6:
            var t = CATransform3DIdentity
            t.m34 = input.cg(); t.m11 = input.cg(); t.m41 = input.cg(); t.m44 = input.cg()
            return t
        case 7: return CGColor(red: input.cg(), green: input.cg(), blue: input.cg(), alpha: input.cg())
        case 8: return NSNumber(value: input.double())
        default: return "not a value"
        }
    }
}
