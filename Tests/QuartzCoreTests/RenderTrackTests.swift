import Foundation
import Testing
@testable import QuartzCore

/// The render side evaluates animations through tracks (a number curve
/// written straight into the node's values, or the animation itself for
/// the rest); `presentation()` evaluates the animations into a copy. Both
/// share one evaluator, and these tests scrub both to keep the wiring
/// honest: the same values at every time for every kind of animation.
@Suite struct RenderTrackTests {
    static let keys = ["opacity", "position", "bounds", "cornerRadius", "transform", "backgroundColor", "zPosition",
                       "anchorPoint", "shadowOffset", "hidden", "borderColor", "shadowColor"]

    /// Compares the render tree's presented values of `l` against
    /// `presentation()` at each sampled time (only `hidden` while the
    /// layer is hidden: a layer its visibility animation hides applies
    /// nothing else, `_NodeTracks.hides`).
    func expectTracksMatchPresentation(_ s: Scrubber, _ l: CALayer, times: [Double],
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        for t in times {
            s.at(t)
            let reference = l.presentation()!
            l._evaluatePresentationTree(at: CACurrentMediaTime())
            for key in reference.isHidden ? ["hidden"] : Self.keys {
                let fast = l._presentedValue(forKey: key)
                let slow = reference.value(forKey: key)
                #expect(same(fast, slow), "\(key) at t=\(t): tracks \(String(describing: fast)), presentation \(String(describing: slow))",
                        sourceLocation: sourceLocation)
            }
        }
    }

    func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x as CGFloat, y as CGFloat): return abs(x - y) <= 1e-9 * max(1, abs(y))
        case let (x as Float, y as Float): return abs(x - y) <= 1e-6
        case let (x as CGPoint, y as CGPoint): return same(x.x, y.x) && same(x.y, y.y)
        case let (x as Bool, y as Bool): return x == y
        case let (x as CGSize, y as CGSize): return same(x.width, y.width) && same(x.height, y.height)
        case let (x as CGRect, y as CGRect):
            return same(x.origin, y.origin) && same(x.size.width, y.size.width) && same(x.size.height, y.size.height)
        case let (x as CATransform3D, y as CATransform3D):
            return approx(x, y, 1e-9)
        case let (x as CGColor, y as CGColor):
            return zip(x.components ?? [], y.components ?? []).allSatisfy { same($0, $1) }
        default: return false
        }
    }

    static let samples = stride(from: -0.1, through: 2.3, by: 0.07).map { $0 }

    @Test func basicNumbersAndFieldsMatch() {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 50, height: 50) }
        s.add(basic("opacity", from: 0, to: 1) { $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }, to: l, key: "o")
        s.add(basic("position.x", from: 10, to: 300, duration: 1.5) { $0.fillMode = .both; $0.beginTime = 0.2 }, to: l, key: "x")
        s.add(basic("bounds.size.width", by: 80) { $0.repeatCount = 1.5; $0.isCumulative = true }, to: l, key: "w")
        s.add(basic("cornerRadius", from: 0, to: 20) { $0.autoreverses = true; $0.duration = 0.6 }, to: l, key: "c")
        s.add(basic("transform.rotation.z", from: 0, to: Double.pi * 2), to: l, key: "r")
        expectTracksMatchPresentation(s, l, times: Self.samples)
    }

    @Test func springsMatch() {
        let s = Scrubber()
        let l = s.layer()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 200
        spring.damping = 5
        spring.initialVelocity = 3
        spring.duration = spring.settlingDuration
        s.add(spring, to: l, key: "s")
        let scale = CASpringAnimation(perceptualDuration: 0.8, bounce: 0.3)
        scale.keyPath = "transform.scale"
        scale.fromValue = 0.5
        scale.toValue = 1
        s.add(scale, to: l, key: "scale")
        expectTracksMatchPresentation(s, l, times: Self.samples)
    }

    @Test func keyframedPointsAndNumbersMatch() {
        let s = Scrubber()
        let l = s.layer()
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 20), CGPoint(x: 40, y: 200), CGPoint(x: 0, y: 0)]
        path.keyTimes = [0, 0.2, 0.7, 1]
        path.duration = 2
        path.repeatCount = .infinity
        s.add(path, to: l, key: "p")
        let paced = CAKeyframeAnimation(keyPath: "opacity")
        paced.values = [0, 1, 0.2, 0.8]
        paced.calculationMode = .paced
        paced.duration = 1.2
        s.add(paced, to: l, key: "o")
        let eased = CAKeyframeAnimation(keyPath: "zPosition")
        eased.values = [0, 10, -5]
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        eased.calculationMode = .cubic
        s.add(eased, to: l, key: "z")
        expectTracksMatchPresentation(s, l, times: Self.samples)
    }

    @Test func slowPathAnimationsKeepTheirPlaceInTheOrder() {
        // A fast basic, then an additive one, then a colour and a transform:
        // the order of application must survive the split into fast and slow.
        let s = Scrubber()
        let l = s.layer { $0.position = CGPoint(x: 50, y: 50); $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        s.add(basic("position.x", from: 0, to: 100), to: l, key: "1")
        s.add(basic("position.x", from: -30, to: 0) { $0.isAdditive = true; $0.duration = 0.8 }, to: l, key: "2")
        s.add(basic("position", to: CGPoint(x: 10, y: 10)) { $0.beginTime = 0.5 }, to: l, key: "3")
        s.add(basic("backgroundColor", to: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)), to: l, key: "4")
        s.add(basic("transform", from: CATransform3DMakeRotation(0.3, 0, 0, 1),
                    to: CATransform3DMakeScale(2, 2, 1)), to: l, key: "5")
        let group = CAAnimationGroup()
        group.animations = [basic("opacity", from: 1, to: 0.2, duration: 0.5), basic("cornerRadius", to: 9, duration: 2)]
        group.duration = 1
        s.add(group, to: l, key: "g")
        expectTracksMatchPresentation(s, l, times: Self.samples)
    }

    /// Basic animations of points and sizes (and of a rect's origin and
    /// size, and a transform's translation) ramp as pairs of numbers
    /// written straight into the layer; they agree with `presentation()`
    /// from, to and by, cumulative, eased and sprung.
    @Test func pointAndSizeRampsMatch() {
        let s = Scrubber()
        let l = s.layer {
            $0.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        }
        s.add(basic("anchorPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0.25)) {
            $0.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
        }, to: l, key: "anchor")
        s.add(basic("shadowOffset", from: CGSize(width: 0, height: -3), by: CGSize(width: 4, height: 8)) {
            $0.repeatCount = 2.5; $0.isCumulative = true; $0.duration = 0.7
        }, to: l, key: "shadow")
        s.add(basic("bounds.size", to: CGSize(width: 90, height: 10), by: CGSize(width: 50, height: -20)), to: l, key: "size")
        s.add(basic("bounds.origin", from: CGPoint(x: 0, y: 0), to: CGPoint(x: -5, y: 12)) { $0.autoreverses = true },
              to: l, key: "origin")
        s.add(basic("transform.translation", from: CGSize(width: 3, height: 4), to: CGSize(width: -30, height: 60)) {
            $0.beginTime = 0.4; $0.fillMode = .backwards
        }, to: l, key: "translation")
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = CGPoint(x: 120, y: -40)
        spring.damping = 6
        spring.duration = 2
        s.add(spring, to: l, key: "spring")
        expectTracksMatchPresentation(s, l, times: Self.samples)
        // The values themselves, worked by hand: halfway through the
        // second repeat, one whole by on from the half.
        let offset = s.presented(l, at: 0.7 + 0.35) { $0.shadowOffset }
        #expect(approx(offset, CGSize(width: 0 + 2 + 4, height: -3 + 4 + 8)))
        // Filling backwards before it begins, then halfway.
        let before = s.presented(l, at: 0.2) { $0.transform }
        #expect(approx(before.m41, 3) && approx(before.m42, 4) && approx(before.m11, cos(0.3)))
        let half = s.presented(l, at: 0.9) { $0.transform }
        #expect(approx(half.m41, -13.5) && approx(half.m42, 32))
        // To with by: from is to minus by.
        let size = s.presented(l, at: 0.25) { $0.bounds.size }
        #expect(approx(size, CGSize(width: 40 + 50 * 0.25, height: 30 - 20 * 0.25)))
    }

    /// Discrete keyframes of flags and numbers (lottie-ios's visibility
    /// and hold keyframes) are direct tracks; they agree with
    /// `presentation()`, in a clipping group as lottie-ios adds them.
    @Test func discreteKeyframesMatch() {
        let s = Scrubber()
        let l = s.layer()
        let visible = CAKeyframeAnimation(keyPath: "hidden")
        visible.values = [true, false, true]
        visible.keyTimes = [0, 0.2, 1, 1]
        visible.calculationMode = .discrete
        visible.duration = 2
        let clip = CAAnimationGroup()
        clip.animations = [visible]
        clip.duration = 1.5
        clip.repeatCount = .infinity
        s.add(clip, to: l, key: "visible")
        let steps = CAKeyframeAnimation(keyPath: "zPosition")
        steps.values = [0, 4, -2, 9]
        steps.calculationMode = .discrete
        steps.duration = 0.9
        steps.autoreverses = true
        steps.fillMode = .forwards
        steps.isRemovedOnCompletion = false
        s.add(steps, to: l, key: "steps")
        expectTracksMatchPresentation(s, l, times: Self.samples)
        #expect(s.presented(l, at: 0.1) { $0.isHidden } && !s.presented(l, at: 0.5) { $0.isHidden })
    }

    /// Colours ramp and step through keyframes component by component,
    /// written straight into the layer (a layer's background, border and
    /// shadow colours, a shape's stroke and fill in lottie-ios's clipping
    /// group): direct tracks, agreeing with `presentation()` eased, sprung,
    /// repeated and at each key; what adds or accumulates keeps to the
    /// general path and agrees too.
    @Test func colourRampsAndKeyframesMatch() throws {
        func rgba(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> CGColor {
            CGColor(red: r, green: g, blue: b, alpha: a)
        }
        let s = Scrubber()
        let l = s.layer { $0.backgroundColor = rgba(1, 0, 0, 1); $0.borderWidth = 2 }
        let ramp = basic("backgroundColor", from: rgba(0.1, 0.7, 0.3, 1), to: rgba(0.9, 0.2, 0.6, 0.4)) {
            $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut); $0.autoreverses = true; $0.duration = 0.7
        }
        s.add(ramp, to: l, key: "background")
        let border = CAKeyframeAnimation(keyPath: "borderColor")
        border.values = [rgba(0, 0, 0, 1), rgba(0.2, 0.9, 0.1, 0.5), rgba(1, 1, 0, 1), rgba(0.3, 0.3, 0.3, 0)]
        border.keyTimes = [0, 0.3, 0.5, 1]
        border.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1),
                                  CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        border.duration = 1.2
        border.repeatCount = 1.5
        s.add(border, to: l, key: "border")
        let spring = CASpringAnimation(keyPath: "shadowColor")
        spring.fromValue = rgba(0, 0, 1, 1)
        spring.toValue = rgba(1, 0.5, 0, 1)
        spring.damping = 5
        spring.duration = 1.5
        s.add(spring, to: l, key: "shadow")
        // Keeps to the general path (a colour added to what is there).
        s.add(basic("backgroundColor", from: rgba(0.1, 0, 0, 0), to: rgba(0, 0.1, 0, 0)) { $0.isAdditive = true },
              to: l, key: "added")
        expectTracksMatchPresentation(s, l, times: Self.samples)

        // A shape's stroke and fill, as lottie-ios adds them.
        let shape = CAShapeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        l.addSublayer(shape)
        CATransaction.commit()
        let stroke = CAKeyframeAnimation(keyPath: "strokeColor")
        stroke.values = [rgba(1, 0, 0, 1), rgba(0, 0, 1, 1), rgba(0, 1, 0, 0.5)]
        stroke.keyTimes = [0, 0.25, 1]
        stroke.duration = 2
        let clip = CAAnimationGroup()
        clip.animations = [stroke, basic("fillColor", from: rgba(1, 1, 1, 1), to: rgba(0, 0, 0, 0.2), duration: 2)]
        clip.duration = 1.6
        clip.timeOffset = 0.3
        clip.repeatCount = .infinity
        s.add(clip, to: shape, key: "clip")
        for t in Self.samples {
            s.at(t)
            let reference = try #require(shape.presentation())
            shape._evaluatePresentationTree(at: CACurrentMediaTime())
            for key in ["strokeColor", "fillColor"] {
                let fast = shape._presentedValue(forKey: key), slow = reference.value(forKey: key)
                #expect(same(fast, slow), "\(key) at t=\(t): tracks \(String(describing: fast)), presentation \(String(describing: slow))")
            }
        }

        // Those are direct tracks; the additive one is not.
        func isDirect(_ a: CAAnimation, _ layer: CALayer) -> Bool {
            _Track.make(_AnimationPreparation.prepare(a, key: nil, for: layer), index: 0).isDirect
        }
        #expect(isDirect(ramp, l) && isDirect(border, l) && isDirect(spring, l) && isDirect(stroke, shape))
        #expect(!isDirect(basic("backgroundColor", from: rgba(0, 0, 0, 0), to: rgba(1, 0, 0, 0)) { $0.isAdditive = true }, l))
    }

    /// Groups timed alike (lottie-ios clips each animation in a group of
    /// its own) read one clock; a group timed otherwise between them
    /// reads its own, and all agree with `presentation()`, a child on the
    /// general path among them.
    @Test func tracksTimedAlikeShareTheirTime() {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) }
        func clip(_ children: [CAAnimation], begin: Double = 0.1, offset: Double = 0.2) -> CAAnimationGroup {
            let g = CAAnimationGroup()
            g.animations = children
            g.beginTime = begin
            g.timeOffset = offset
            g.duration = 1.1
            g.repeatCount = .infinity
            g.fillMode = .both
            g.timingFunction = CAMediaTimingFunction(name: .easeIn)
            return g
        }
        func keys(_ path: String, _ values: [Any], duration: Double = 1.1, _ f: (CAKeyframeAnimation) -> Void = { _ in })
            -> CAKeyframeAnimation {
            let k = CAKeyframeAnimation(keyPath: path)
            k.values = values
            k.duration = duration
            f(k)
            return k
        }
        s.add(clip([keys("position.x", [0, 40, 10]), keys("position.y", [5, -5])]), to: l, key: "a")
        s.add(clip([keys("opacity", [1, 0.2, 0.7])]), to: l, key: "b")
        // Timed otherwise: begins later.
        s.add(clip([keys("cornerRadius", [0, 9])], begin: 0.5), to: l, key: "c")
        // Timed as the first again, after one that is not.
        s.add(clip([keys("zPosition", [0, 3]), keys("anchorPoint", [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.5)],
                                                  duration: 0.6)]), to: l, key: "d")
        // A child on the general path (a transform), then one timed as it.
        s.add(clip([keys("transform", [CATransform3DIdentity, CATransform3DMakeRotation(1, 0, 0, 1)]),
                    keys("shadowOffset", [CGSize(width: 0, height: 0), CGSize(width: 4, height: 8)])]), to: l, key: "e")
        s.add(clip([keys("bounds.size.width", [20, 60])], offset: 0.5), to: l, key: "f")
        expectTracksMatchPresentation(s, l, times: Self.samples)
    }

    /// A layer its visibility keyframes hide (lottie-ios's, in its
    /// clipping group) applies nothing else while hidden, and shows
    /// again with every other animated value right; a layer whose
    /// visibility two animations write, or that is a mask, applies all.
    @Test func aLayerItsVisibilityHidesSkipsItsOtherAnimations() throws {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) }
        let twice = s.layer()
        func visibility(_ values: [Bool], _ times: [NSNumber]) -> CAAnimationGroup {
            let v = CAKeyframeAnimation(keyPath: "hidden")
            v.values = values
            v.keyTimes = times
            v.calculationMode = .discrete
            v.duration = 2
            let clip = CAAnimationGroup()
            clip.animations = [v]
            clip.duration = 2
            clip.fillMode = .both
            return clip
        }
        for layer in [l, twice] {
            s.add(visibility([true, false, true], [0, 0.3, 0.6, 1]), to: layer, key: "visible")
            s.add(basic("position.x", from: 0, to: 200, duration: 2), to: layer, key: "x")
            s.add(basic("opacity", from: 1, to: 0.3, duration: 2), to: layer, key: "o")
        }
        // Another animation of the key: the visibility is not its alone.
        s.add(basic("hidden", from: false, to: false, duration: 0.5) { $0.beginTime = 1.5 }, to: twice, key: "h")
        var hiddenSeen = 0
        for t in Self.samples {
            s.at(t)
            for layer in [l, twice] {
                let reference = try #require(layer.presentation())
                layer._evaluatePresentationTree(at: CACurrentMediaTime())
                let hidden = layer._presentedValue(forKey: "hidden") as? Bool
                #expect(hidden == reference.isHidden, "hidden at t=\(t)")
                guard !reference.isHidden else { hiddenSeen += 1; continue }
                for key in ["position", "opacity"] {
                    let fast = layer._presentedValue(forKey: key), slow = reference.value(forKey: key)
                    #expect(same(fast, slow), "\(key) at t=\(t): tracks \(String(describing: fast)), presentation \(String(describing: slow))")
                }
            }
        }
        #expect(hiddenSeen > 10)
        // While hidden, the other values are left as they were: nothing
        // applied them (the position is not where its animation has it).
        s.at(1.9)
        l._evaluatePresentationTree(at: CACurrentMediaTime())
        #expect(l._presentedValue(forKey: "hidden") as? Bool == true)
        let x = try #require(l._presentedValue(forKey: "position") as? CGPoint).x
        #expect(abs(x - 190) > 1, "\(x)")
    }

    /// A group of property animations becomes tracks of its own that read
    /// the group's clock (lottie-ios wraps every animation it adds in a
    /// group clipping it to the played range); they agree with
    /// `presentation()` through the group's begin time, repeats,
    /// autoreverse, time offset, timing function and fill, and a group
    /// holding a group is kept whole and agrees too.
    @Test func groupChildrenMatch() {
        let s = Scrubber()
        let l = s.layer {
            $0.position = CGPoint(x: 40, y: 40)
            $0.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
            $0.transform = CATransform3DMakeTranslation(5, 7, 0)
        }
        // lottie-ios's shape: one keyframe animation over the whole file,
        // in a group that plays part of it, looping.
        let scale = CAKeyframeAnimation(keyPath: "transform.scale.x")
        scale.values = [1, 2.5, 0.5, 1]
        scale.keyTimes = [0, 0.3, 0.8, 1]
        scale.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear),
                                 CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)]
        scale.duration = 3
        let clip = CAAnimationGroup()
        clip.animations = [scale]
        clip.duration = 1.1
        clip.timeOffset = 0.4
        clip.repeatCount = .infinity
        s.add(clip, to: l, key: "clip")
        let rotation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        rotation.values = [0, 1.5, -0.5]
        rotation.duration = 2
        rotation.speed = -1
        let clipped = CAAnimationGroup()
        clipped.animations = [rotation]
        clipped.duration = 0.7
        clipped.autoreverses = true
        clipped.repeatCount = 2
        s.add(clipped, to: l, key: "rotation")
        // Numbers, a point, a colour and a transform field in one group,
        // eased, late and filling.
        let mixed = CAAnimationGroup()
        mixed.animations = [basic("opacity", from: 0.2, to: 1),
                            basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 90, y: 30), duration: 0.6),
                            basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                  to: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)),
                            basic("transform.scale.y", from: 1, to: 3, duration: 0.5) { $0.fillMode = .forwards },
                            basic("cornerRadius", from: 0, to: 8) { $0.isAdditive = true }]
        mixed.duration = 1.2
        mixed.beginTime = 0.3
        mixed.fillMode = .both
        mixed.timingFunction = CAMediaTimingFunction(name: .easeIn)
        s.add(mixed, to: l, key: "mixed")
        let inner = CAAnimationGroup()
        inner.animations = [basic("bounds.size.width", from: 30, to: 60)]
        inner.duration = 0.5
        let outer = CAAnimationGroup()
        outer.animations = [inner, basic("zPosition", from: 0, to: 5)]
        outer.duration = 1
        outer.repeatCount = 2
        s.add(outer, to: l, key: "nested")
        expectTracksMatchPresentation(s, l, times: Self.samples)
    }

    /// Additive animations of numbers, points and the numbers inside a
    /// point, size or rect are direct tracks that add to what is there;
    /// additive transform fields keep to the general path. Both agree with
    /// `presentation()`, stacked over plain animations and each other.
    @Test func additiveTracksAddToWhatIsThere() {
        let s = Scrubber()
        let l = s.layer {
            $0.position = CGPoint(x: 50, y: 60)
            $0.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            $0.opacity = 0.5
        }
        s.add(basic("position.x", from: 0, to: 100), to: l, key: "plain")
        s.add(basic("position.x", from: 0, to: 1) { $0.isAdditive = true; $0.duration = 0.37; $0.repeatCount = 5 }, to: l, key: "x")
        s.add(basic("position.y", from: -3, to: 4) { $0.isAdditive = true; $0.autoreverses = true }, to: l, key: "y")
        s.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 7, y: -2)) { $0.isAdditive = true }, to: l, key: "p")
        s.add(basic("opacity", from: -0.2, to: 0.3) { $0.isAdditive = true; $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false }, to: l, key: "o")
        s.add(basic("bounds.size.width", by: 25) { $0.isAdditive = true; $0.isCumulative = true; $0.repeatCount = 2 },
              to: l, key: "w")
        s.add(basic("transform.scale", from: 0, to: 0.5) { $0.isAdditive = true }, to: l, key: "s")
        expectTracksMatchPresentation(s, l, times: Self.samples)
    }

    @Test func scrubbedSublayersInheritTheirParentsTime() {
        let s = Scrubber()
        let parent = s.layer { $0.speed = 2; $0.timeOffset = 0.1 }
        let child = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        parent.addSublayer(child)
        CATransaction.commit()
        s.add(basic("opacity", from: 0, to: 1, duration: 3), to: child, key: "o")
        s.add(basic("position.y", from: 0, to: 90, duration: 2), to: child, key: "y")
        expectTracksMatchPresentation(s, child, times: Self.samples)
    }
}
