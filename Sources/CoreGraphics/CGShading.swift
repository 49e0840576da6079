/// Shadings (Apple's `CGShading` and the `CGFunction` that gives their
/// colours): a colour that varies along an axis or between two circles,
/// computed by a function of one value. Drawn as a gradient of the
/// function sampled at 256 points across its domain, so `drawShading(_:)`
/// paints exactly as `drawLinearGradient`/`drawRadialGradient` would with
/// those stops (the function is called when the shading is made).

/// Computes a function's outputs from its inputs, with the `info` given
/// when the function was made. A Swift function here, not a C one: on
/// Linux `CGFloat` is not a C type (a closure that captures nothing
/// converts either way, so code written for Apple's compiles).
public typealias CGFunctionEvaluateCallback = (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>,
                                               UnsafeMutablePointer<CGFloat>) -> Void
/// Releases a function's `info` when the function goes.
public typealias CGFunctionReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a `CGFunction` (Apple's `CGFunctionCallbacks`).
public struct CGFunctionCallbacks {
    /// The structure's version: 0.
    public var version: UInt32
    /// Computes the outputs.
    public var evaluate: CGFunctionEvaluateCallback?
    /// Releases `info`; may be nil.
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    /// No callbacks, version 0.
    public init() { version = 0 }

    /// The given callbacks.
    public init(version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?) {
        self.version = version; self.evaluate = evaluate; self.releaseInfo = releaseInfo
    }
}

/// A function from `domainDimension` inputs to `rangeDimension` outputs,
/// computed by a callback (Apple's `CGFunction`). Shadings use functions
/// of one input.
public final class CGFunction: @unchecked Sendable {
    let info: UnsafeMutableRawPointer?
    let domain: [CGFloat]
    let range: [CGFloat]?
    let domainDimension: Int
    let rangeDimension: Int
    let callbacks: CGFunctionCallbacks

    /// A function of `domainDimension` inputs (each within the `domain`
    /// pairs, when given) and `rangeDimension` outputs (each clamped to
    /// the `range` pairs, when given). Nil, with a diagnostic, without an
    /// evaluate callback or with dimensions below 1.
    public init?(info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?,
                 rangeDimension: Int, range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>) {
        guard domainDimension >= 1, rangeDimension >= 1, rangeDimension <= 64, callbacks.pointee.evaluate != nil else {
            _Diagnostics.report("CGFunction: needs an evaluate callback and 1 or more inputs and outputs; nil")
            return nil
        }
        self.info = info
        self.domainDimension = domainDimension
        self.rangeDimension = rangeDimension
        self.domain = domain.map { Array(UnsafeBufferPointer(start: $0, count: 2 * domainDimension)) }
            ?? Array(repeating: 0, count: 0)
        self.range = range.map { Array(UnsafeBufferPointer(start: $0, count: 2 * rangeDimension)) }
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// The outputs at `t`, an input within the first domain pair (0...1
    /// without one).
    func evaluate(_ t: CGFloat) -> [CGFloat] {
        var input = [CGFloat](repeating: 0, count: domainDimension)
        let lo = domain.count >= 2 ? domain[0] : 0, hi = domain.count >= 2 ? domain[1] : 1
        input[0] = lo + t * (hi - lo)
        var out = [CGFloat](repeating: 0, count: rangeDimension)
        callbacks.evaluate?(info, input, &out)
        if let range {
            for i in 0..<rangeDimension { out[i] = min(max(out[i], range[2 * i]), range[2 * i + 1]) }
        }
        return out
    }
}

/// A colour that varies along an axis or between two circles (Apple's
/// `CGShading`), given by a function of one value.
public final class CGShading: @unchecked Sendable {
    enum Geometry {
        case axial(CGPoint, CGPoint)
        case radial(CGPoint, CGFloat, CGPoint, CGFloat)
    }
    let geometry: Geometry
    let gradient: CGGradient
    let extendStart: Bool
    let extendEnd: Bool

    /// Colour along the axis from `start` (the function at 0) to `end`
    /// (at 1), constant across it; `extendStart`/`extendEnd` carry the end
    /// colours beyond the ends.
    public init?(axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction,
                 extendStart: Bool, extendEnd: Bool) {
        guard let g = CGShading.gradient(space, function) else { return nil }
        geometry = .axial(start, end)
        gradient = g
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// Colour between the circle at `start` of `startRadius` (the function
    /// at 0) and the one at `end` of `endRadius` (at 1).
    public init?(radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint,
                 endRadius: CGFloat, function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        guard let g = CGShading.gradient(space, function) else { return nil }
        geometry = .radial(start, startRadius, end, endRadius)
        gradient = g
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// The function sampled at 256 points as gradient stops: the colour
    /// space's components, then alpha when the function gives one more.
    static func gradient(_ space: CGColorSpace, _ function: CGFunction) -> CGGradient? {
        let n = space.numberOfComponents
        guard function.rangeDimension >= n else {
            _Diagnostics.report("CGShading: the function gives \(function.rangeDimension) values; the colour space needs \(n); nil")
            return nil
        }
        var colors: [CGColor] = [], locations: [CGFloat] = []
        for i in 0..<256 {
            let t = CGFloat(i) / 255
            var c = function.evaluate(t)
            if c.count == n { c.append(1) }
            guard let color = c.withUnsafeBufferPointer({ CGColor(colorSpace: space, components: $0.baseAddress!) })
            else { return nil }
            colors.append(color)
            locations.append(t)
        }
        return CGGradient(colorsSpace: space, colors: colors, locations: locations)
    }
}

extension CGContext {
    /// Paints `shading` over the clip: the colour between its ends (and
    /// beyond them where it extends), as its function gives it.
    public func drawShading(_ shading: CGShading) {
        var options: CGGradientDrawingOptions = []
        if shading.extendStart { options.insert(.drawsBeforeStartLocation) }
        if shading.extendEnd { options.insert(.drawsAfterEndLocation) }
        switch shading.geometry {
        case let .axial(a, b):
            drawLinearGradient(shading.gradient, start: a, end: b, options: options)
        case let .radial(a, ra, b, rb):
            drawRadialGradient(shading.gradient, startCenter: a, startRadius: ra, endCenter: b, endRadius: rb,
                               options: options)
        }
    }
}
