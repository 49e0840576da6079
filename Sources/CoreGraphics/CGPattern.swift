import Raster

/// Patterns (Apple's `CGPattern`): a cell drawn by a callback and repeated
/// every `xStep`, `yStep` across what is filled or stroked with a pattern
/// colour. The cell is drawn once per paint into an image at the
/// resolution the pattern is shown at, then sampled tiled through the map
/// from pattern space to the page (the pattern's matrix and the context's
/// base space, not its current CTM, as on Apple's platforms), offset by
/// the pattern phase.

/// Draws one cell of a pattern into a context in pattern space. A Swift
/// function here: on Linux `CGContext` is not a C type (a closure that
/// captures nothing converts either way).
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Releases a pattern's `info` when the pattern goes.
public typealias CGPatternReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a `CGPattern` (Apple's `CGPatternCallbacks`).
public struct CGPatternCallbacks {
    /// The structure's version: 0.
    public var version: UInt32
    /// Draws a cell.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Releases `info`; may be nil.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// No callbacks, version 0.
    public init() { version = 0 }

    /// The given callbacks.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?,
                releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version; self.drawPattern = drawPattern; self.releaseInfo = releaseInfo
    }
}

/// A repeated cell (Apple's `CGPattern`).
public final class CGPattern: @unchecked Sendable {
    let info: UnsafeMutableRawPointer?
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat
    let yStep: CGFloat
    let callbacks: CGPatternCallbacks
    /// Whether the cell draws its own colours (true) or is a stencil
    /// painted in the pattern colour's components (false).
    package let isColored: Bool

    /// A pattern whose cell occupies `bounds` in pattern space, repeated
    /// every `xStep` and `yStep` there, pattern space mapped by `matrix`.
    /// Nil, with a diagnostic, without a draw callback, or with steps or
    /// bounds that are not positive and finite.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
                 yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool,
                 callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard callbacks.pointee.drawPattern != nil, xStep.isFinite, yStep.isFinite, xStep > 0, yStep > 0,
              bounds.width.isFinite, bounds.height.isFinite else {
            _Diagnostics.report("CGPattern: needs a draw callback and positive, finite steps; nil")
            return nil
        }
        self.info = info; self.bounds = bounds; self.matrix = matrix
        self.xStep = xStep; self.yStep = yStep; self.isColored = isColored
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// The cell, `xStep` × `yStep` pattern units at `scale` pixels a unit,
    /// drawn y-up as pattern space is.
    func cell(scale: CGFloat) -> CGImage? {
        let w = Int((xStep * scale).rounded(.up)), h = Int((yStep * scale).rounded(.up))
        guard w > 0, h > 0, w <= 4096, h <= 4096,
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        ctx.scaleBy(x: CGFloat(w) / xStep, y: CGFloat(h) / yStep)
        ctx.clip(to: CGRect(x: 0, y: 0, width: xStep, height: yStep))
        callbacks.drawPattern?(info, ctx)
        return ctx.makeImage()
    }
}

extension CGContext {
    /// Fills with `pattern`: `colorComponents` are the alpha for a coloured
    /// pattern, or the colour (in the fill colour space's base space) and
    /// alpha for an uncoloured one. The fill colour space should be a
    /// pattern space (`setFillColorSpace(_:)`), as Apple asks.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let c = Self.patternColor(pattern, in: gstate.fillColorSpace, components) { gstate.fillColor = c }
    }

    /// Strokes with `pattern`, as `setFillPattern(_:colorComponents:)` fills.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let c = Self.patternColor(pattern, in: gstate.strokeColorSpace, components) { gstate.strokeColor = c }
    }

    /// The colour painting `pattern` in `space` when it is a pattern space,
    /// else in one over device RGB (none for a coloured pattern).
    private static func patternColor(_ pattern: CGPattern, in space: CGColorSpace,
                                     _ components: UnsafePointer<CGFloat>) -> CGColor? {
        let patternSpace = space.model == .pattern ? space
            : CGColorSpace(patternBaseSpace: pattern.isColored ? nil : CGColorSpaceCreateDeviceRGB())!
        return CGColor(patternSpace: patternSpace, pattern: pattern, components: components)
    }

    /// Moves where patterns start, in base space units. Default zero.
    public func setPatternPhase(_ phase: CGSize) { gstate.patternPhase = phase }

    /// The pattern's tiles as a shader: the cell drawn at the resolution
    /// it is shown at, sampled tiled through the inverse of pattern space
    /// → page; an uncoloured cell's coverage painted in `color`.
    func patternShader(_ pattern: CGPattern, _ color: CGColor) -> _Source? {
        // Pattern space → base space (with the phase) → surface rows.
        let h = Double(height), k = Double(_baseScale)
        let m = pattern.matrix
        let toBase = Projective(a: Double(m.a), b: Double(m.b), c: Double(m.c), d: Double(m.d),
                                tx: Double(m.tx + gstate.patternPhase.width), ty: Double(m.ty + gstate.patternPhase.height))
        let toSurface = toBase.concatenating(Projective(a: k, b: 0, c: 0, d: -k, tx: 0, ty: h))
        let stretch = max((toSurface.a * toSurface.a + toSurface.b * toSurface.b).squareRoot(),
                          (toSurface.c * toSurface.c + toSurface.d * toSurface.d).squareRoot())
        guard stretch.isFinite, stretch > 0, let cell = pattern.cell(scale: CGFloat(stretch)) else { return nil }
        // Cell pixels (rows down) → pattern space (y up) → surface.
        let sx = Double(pattern.xStep) / Double(cell.width), sy = Double(pattern.yStep) / Double(cell.height)
        let cellToPattern = Projective(a: sx, b: 0, c: 0, d: -sy, tx: 0, ty: Double(pattern.yStep))
        guard let inverse = cellToPattern.concatenating(toSurface).inverted(),
              let sampler = RowSampler(image: cell._surface, inverse: inverse, filter: .bilinear, tiled: true)
        else { return nil }
        let tint = pattern.isColored ? nil : color._premultipliedPixel
        let alpha = UInt32((min(max(color.alpha, 0), 1) * 255).rounded())
        return .shader { y, x, count, out, _ in
            sampler.sample(y: y, x: x, count: count, into: out)
            for i in 0..<count {
                if let tint { out[i] = scalePixel(tint, out[i] >> 24) } else if alpha < 255 { out[i] = scalePixel(out[i], alpha) }
            }
        }
    }
}
