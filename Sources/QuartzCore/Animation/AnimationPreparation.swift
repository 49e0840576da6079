/// Turning a public animation into the typed form a layer runs: every
/// `Any` value converted once, against the kind its key path expects. Bad
/// input gets one diagnostic and a fallback; the animation still runs its
/// time and tells its delegate, so nothing else is disturbed.
enum _AnimationPreparation {
    static func prepare(_ a: CAAnimation, key: String?, for layer: CALayer) -> _AnimationInstance {
        _AnimationInstance(animation: a, key: key, body: body(for: a, layer: layer))
    }

    static func body(for a: CAAnimation, layer: CALayer) -> _AnimationBody {
        switch a {
        case let g as CAAnimationGroup:
            let children = (g.animations ?? []).map { child -> _AnimationInstance in
                let c = child.copy() as! CAAnimation
                if c.duration.isNaN || c.duration <= 0 { c.duration = g.duration }
                return _AnimationInstance(animation: c, key: nil, body: body(for: c, layer: layer))
            }
            return .group(children, curve: g.timingFunction?._curve)
        case is CATransition:
            return .transition
        case let p as CAPropertyAnimation:
            return property(p, layer: layer).map(_AnimationBody.property) ?? .inert
        default:
            return .inert
        }
    }

    static func property(_ p: CAPropertyAnimation, layer: CALayer) -> _PropertyAnimation? {
        func complain(_ m: String) { layer._report("animation \(p.keyPath.map { "'\($0)'" } ?? "(no key path)"): \(m)") }
        guard let path = p.keyPath, !path.isEmpty else {
            complain("has no key path; it runs but changes nothing")
            return nil
        }
        let keys = type(of: layer)._classKeys
        let target = _AnimationTarget(keyPath: path, keys: keys)
        if case .none = target {
            // A key of the layer with nothing to interpolate (`mask`, which
            // Apple lists as animatable, so setting it makes an implicit
            // animation): it runs and changes nothing, as on iOS, unremarked.
            if _LayerKey(name: path) == nil { complain("unknown key path; it runs but changes nothing") }
            return nil
        }
        // The kind of the values: the key path's, or for custom keys the
        // kind of the values given (and of the model value).
        let samples: [Any?]
        switch p {
        case let k as CAKeyframeAnimation: samples = (k.values ?? []).map { $0 }
        case let b as CABasicAnimation: samples = [b.fromValue, b.toValue, b.byValue]
        default: samples = []
        }
        var kind: _ValueKind
        var box = _NumberBox.double
        if case .custom(let name) = target {
            let sample = layer._custom[name] ?? samples.first(where: { $0 != nil }) ?? nil
            kind = _inferredKind(sample)
            box = _NumberBox(sample)
        } else {
            kind = target.kind(in: keys)!
        }
        var function = p.valueFunction
        if let f = function {
            if kind == .transform {
                kind = f._arity == 3 ? .vector3 : .cgFloat
            } else {
                complain("a value function needs a transform key path; ignored")
                function = nil
            }
        }
        func convert(_ v: Any?, _ what: String) -> _Value? {
            guard let v else { return nil }
            if let c = kind.convert(v) { return c }
            complain("\(what) is \(_typeDescription(v)), not \(kind.typeName); ignored")
            return nil
        }
        let source: _PropertyAnimation.Source
        switch p {
        case let k as CAKeyframeAnimation:
            guard let frames = keyframes(k, kind: kind, complain: complain) else { return nil }
            source = .keyframes(frames)
        case let s as CASpringAnimation:
            source = .spring(from: convert(s.fromValue, "fromValue"), to: convert(s.toValue, "toValue"),
                             by: convert(s.byValue, "byValue"), s._sanitized(report: true))
        case let b as CABasicAnimation:
            source = .basic(from: convert(b.fromValue, "fromValue"), to: convert(b.toValue, "toValue"),
                            by: convert(b.byValue, "byValue"))
        default:
            return nil
        }
        return _PropertyAnimation(target: target, kind: kind, source: source, isAdditive: p.isAdditive,
                                  isCumulative: p.isCumulative, curve: p.timingFunction?._curve,
                                  valueFunction: function, box: box, duration: p.duration)
    }

    /// Keyframes with Apple's fallbacks: key times that do not match the
    /// values (or are not ascending within 0...1) are replaced by even
    /// spacing; missing segment curves are linear.
    static func keyframes(_ k: CAKeyframeAnimation, kind: _ValueKind, complain: (String) -> Void) -> _Keyframes? {
        let mode = calculationMode(k, complain: complain)
        guard let (values, drawn) = keyframeValues(k, kind: kind, complain: complain) else { return nil }
        var segments = drawn
        // A path closed back to its start with key times for its points
        // before the close (lottie-ios closes every position path): Core
        // Animation ends at the last of those points and never reaches the
        // closing line.
        if mode != .paced, mode != .cubicPaced, segments.count > 1, k.keyTimes?.count == segments.count,
           let path = k.path, _PathSegment.endsWithClosingLine(path) {
            segments.removeLast()
        }
        let n = segments.isEmpty ? values.count : segments.count + 1
        // A discrete animation of a single value changes nothing: Core
        // Animation leaves the model value on screen, silently. lottie-ios
        // makes one for every stretch of hold keyframes between two others
        // (two keyframes, the last dropped as discrete mode asks), and its
        // iOS snapshots show the layer as its model value is through such a
        // stretch, not the held value.
        if mode == .discrete, segments.isEmpty, values.count == 1 { return nil }
        let times = keyTimes(k, mode: mode, count: n, values: values, segments: segments, complain: complain)
        var curves: [_BezierCurve?] = []
        if mode != .paced && mode != .cubicPaced, let fs = k.timingFunctions {
            // Fewer functions than segments is accepted silently, as Core
            // Animation does: the segments past the end of the array use its
            // last function (so one function paces every segment). Extra
            // ones are not used; an empty array is linear throughout.
            curves = (0..<max(n - 1, 0)).map { i in fs.isEmpty ? nil : fs[min(i, fs.count - 1)]._curve }
        }
        var outs: [_Value] = [], ins: [_Value] = []
        var spline: _TransformSpline?
        if (mode == .cubic || mode == .cubicPaced), segments.isEmpty, values.count > 1 {
            (outs, ins, spline) = cubicTangents(k, values: values, complain: complain)
        }
        if k.rotationMode != nil && segments.isEmpty {
            complain("rotationMode needs a path; ignored")
        }
        return _Keyframes(mode: mode, values: values, segments: segments, keyTimes: times, curves: curves,
                          tangentsOut: outs, tangentsIn: ins, transformSpline: spline, rotation: segments.isEmpty ? nil : k.rotationMode,
                          pathGivesSizes: kind == .size)
    }

    /// The animation's calculation mode (an unknown one is linear, said).
    private static func calculationMode(_ k: CAKeyframeAnimation, complain: (String) -> Void) -> _Keyframes.Mode {
        switch k.calculationMode {
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        case .cubicPaced: return .cubicPaced
        case .linear: return .linear
        default:
            complain("unknown calculationMode '\(k.calculationMode.rawValue)'; using linear")
            return .linear
        }
    }

    /// The keyframes: the path's segments, or the values converted for
    /// `kind` (those that do not convert are skipped, said). Nil when
    /// nothing usable is left.
    private static func keyframeValues(_ k: CAKeyframeAnimation, kind: _ValueKind,
                                       complain: (String) -> Void) -> (values: [_Value], segments: [_PathSegment])? {
        if let path = k.path {
            let segments = _PathSegment.segments(of: path)
            if segments.isEmpty {
                // A path of one point (lottie-ios makes one for a position
                // that holds still) holds the layer there.
                if let start = path._elements.lazy.compactMap({ $0.endPoint }).first, let v = kind.convert(start) {
                    return ([v], [])
                }
                complain("path has no points; it runs but changes nothing")
                return nil
            }
            return ([], segments)
        }
        var values: [_Value] = []
        for (i, v) in (k.values ?? []).enumerated() {
            guard let c = kind.convert(v) else {
                complain("values[\(i)] is \(_typeDescription(v)), not \(kind.typeName); skipped")
                continue
            }
            values.append(c)
        }
        if values.isEmpty {
            complain("no usable values; it runs but changes nothing")
            return nil
        }
        return (values, [])
    }

    /// When each of the `n` keyframes is reached: by distance when paced,
    /// else the given key times (or even spacing when they do not fit).
    private static func keyTimes(_ k: CAKeyframeAnimation, mode: _Keyframes.Mode, count n: Int, values: [_Value],
                                 segments: [_PathSegment], complain: (String) -> Void) -> [Double] {
        let even = mode == .discrete ? _evenTimes(n + 1, discrete: true) : _evenTimes(n)
        if mode == .paced || mode == .cubicPaced {
            // Paced: times follow the distance travelled; keyTimes ignored.
            var d: [Double] = [0]
            if segments.isEmpty {
                for i in 1..<max(values.count, 1) { d.append(d[i - 1] + Double(_Interpolate.distance(values[i - 1], values[i]))) }
            } else {
                for s in segments { d.append(d[d.count - 1] + Double(s.length)) }
            }
            let total = d.last ?? 0
            return total > 0 ? d.map { $0 / total } : _evenTimes(n)
        }
        guard let given = k.keyTimes?.map({ $0.doubleValue }) else { return even }
        var t = given
        if mode == .discrete, t.count == n { t.append(1) }
        let timeCount = mode == .discrete ? n + 1 : n
        // Core Animation takes key times as given, in or out of 0...1 and in
        // any order, finding the segment by the first later time past the
        // progress: lottie-ios relies on it, with a 0 put before times that
        // start below it. Only a wrong count or a non-finite time is refused.
        if t.count != timeCount || t.contains(where: { !$0.isFinite }) {
            // Apple's `keyTimes`: times unfit for the calculation mode are
            // ignored, the keyframes spaced evenly. One time more than the
            // values (a discrete animation's count, on a linear one) is a
            // common slip that iOS runs without a word: so does this.
            if t.count == timeCount + 1, mode != .discrete, !t.contains(where: { !$0.isFinite }) { return even }
            let shown = given.prefix(6).map { "\($0)" }.joined(separator: ", ") + (given.count > 6 ? ", ..." : "")
            complain("keyTimes [\(shown)] (\(given.count)) must be \(timeCount) finite numbers; using even spacing")
            return even
        }
        return t
    }

    /// A cubic curve's tangents (Kochanek–Bartels), or its transform spline.
    private static func cubicTangents(_ k: CAKeyframeAnimation, values: [_Value], complain: (String) -> Void)
        -> (outs: [_Value], ins: [_Value], spline: _TransformSpline?) {
        // Kochanek–Bartels parameters live in −1...1; outside it (or
        // not a number) the tangents overflow: clamped, said once.
        var clamped = false
        func parameters(_ list: [NSNumber]?) -> [CGFloat] {
            (list ?? []).map { n in
                let v = n.doubleValue
                let c = v.isNaN ? 0 : min(max(v, -1), 1)
                if c != v { clamped = true }
                return CGFloat(c)
            }
        }
        let tens = parameters(k.tensionValues), cont = parameters(k.continuityValues), bias = parameters(k.biasValues)
        if clamped { complain("tension, continuity and bias values are between -1 and 1; others are clamped (NaN is 0)") }
        let transforms = values.compactMap(\.transform)
        if transforms.count == values.count {
            return ([], [], _TransformSpline(transforms, tension: tens, continuity: cont, bias: bias))
        }
        if _Keyframes.splines(values) {
            let (outs, ins) = _Keyframes.tangents(values, tension: tens, continuity: cont, bias: bias)
            return (outs, ins, nil)
        }
        return ([], [], nil)
    }

    /// n evenly spaced times from 0 to 1 (discrete: n − 1 intervals of
    /// which the values take the first n − 1).
    static func _evenTimes(_ n: Int, discrete: Bool = false) -> [Double] {
        if n <= 1 { return [0] }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }
}
