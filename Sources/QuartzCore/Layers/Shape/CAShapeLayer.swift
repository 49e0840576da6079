/// A layer that draws a path (Apple's `CAShapeLayer`): filled, then
/// stroked, between its contents and its first sublayer. Defaults as in
/// Apple's header: fill opaque black, non-zero rule, no stroke, line width
/// 1, miter limit 10, butt caps, miter joins, no dashes, and the whole
/// path (strokeStart 0, strokeEnd 1). The path is not clipped to the
/// bounds unless `masksToBounds` says so.
///
/// Every property but the rules, caps, joins and dash pattern animates;
/// a change of `path` makes no implicit animation (Apple's header), the
/// others do on a committed layer. `path` animates point by point between
/// paths made of the same elements; between paths that differ it
/// switches at the half-way point (Apple leaves that case undefined).
open class CAShapeLayer: CALayer {
    override class var _classKeys: _ClassKeys { _ShapeKeys.table }

    /// The shape to draw, in the layer's coordinate space. Default nil (nothing).
    /// Animatable, but never implicitly; a path with a non-finite point is ignored.
    open var path: CGPath? {
        get { _extra[_ShapeKeys.path] }
        set { _setShapePath(newValue) }
    }
    /// The colour filling the path; nil fills nothing. Default opaque black. Animatable.
    open var fillColor: CGColor? {
        get { _extra[_ShapeKeys.fillColor]?.cgColor }
        set { _setClassKey(_ShapeKeys.fillColor, newValue.map(_Color.init)) }
    }
    /// How the fill decides what is inside the path. Default `.nonZero`. Not animatable.
    open var fillRule: CAShapeLayerFillRule {
        get { _extra[_ShapeKeys.fillRule] }
        set { _setClassKey(_ShapeKeys.fillRule, newValue) }
    }
    /// The colour of the path's outline; nil strokes nothing. Default nil. Animatable.
    open var strokeColor: CGColor? {
        get { _extra[_ShapeKeys.strokeColor]?.cgColor }
        set { _setClassKey(_ShapeKeys.strokeColor, newValue.map(_Color.init)) }
    }
    /// Where along the path the stroke begins, as a fraction of its whole length
    /// (0...1, clamped). Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { _extra[_ShapeKeys.strokeStart] }
        set { _setClassKey(_ShapeKeys.strokeStart, newValue) }
    }
    /// Where along the path the stroke ends, as a fraction of its whole length
    /// (0...1, clamped); nothing is stroked when it is not past `strokeStart`. Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { _extra[_ShapeKeys.strokeEnd] }
        set { _setClassKey(_ShapeKeys.strokeEnd, newValue) }
    }
    /// The stroke's width, in points, centred on the path; 0 strokes nothing.
    /// Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { _extra[_ShapeKeys.lineWidth] }
        set { _setClassKey(_ShapeKeys.lineWidth, newValue) }
    }
    /// How long a miter join may grow, as a multiple of the line width, before
    /// it is bevelled instead. Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { _extra[_ShapeKeys.miterLimit] }
        set { _setClassKey(_ShapeKeys.miterLimit, newValue) }
    }
    /// How the ends of open subpaths (and dashes) are drawn. Default `.butt`. Not animatable.
    open var lineCap: CAShapeLayerLineCap {
        get { _extra[_ShapeKeys.lineCap] }
        set { _setClassKey(_ShapeKeys.lineCap, newValue) }
    }
    /// How the stroke turns at corners. Default `.miter`. Not animatable.
    open var lineJoin: CAShapeLayerLineJoin {
        get { _extra[_ShapeKeys.lineJoin] }
        set { _setClassKey(_ShapeKeys.lineJoin, newValue) }
    }
    /// How far into the dash pattern the stroke starts, in points. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { _extra[_ShapeKeys.lineDashPhase] }
        set { _setClassKey(_ShapeKeys.lineDashPhase, newValue) }
    }
    /// Lengths, in points, of painted and unpainted stretches in turn; nil (the
    /// default) strokes a solid line. Not animatable.
    open var lineDashPattern: [NSNumber]? {
        get { _extra[_ShapeKeys.lineDashPattern] }
        set { _setClassKey(_ShapeKeys.lineDashPattern, newValue) }
    }

    /// A path with a NaN or infinite coordinate is refused (one
    /// diagnostic; the old path stays), as non-finite geometry is.
    private func _setShapePath(_ p: CGPath?) {
        if let p, !p._elements.allSatisfy(\.isFinite) {
            _report("path has a non-finite coordinate; ignored")
            return
        }
        _setClassKey(_ShapeKeys.path, p)
    }
}

/// CAShapeLayer's key table (see `_ClassKeys`).
enum _ShapeKeys {
    typealias K = _ClassKey
    static let path = K<CGPath?>(0, "path", .path, .path, default: nil, animatable: true, implicit: false)
    static let fillColor = K<_Color?>(1, "fillColor", .color, .color, default: .black, animatable: true)
    static let fillRule = K<CAShapeLayerFillRule>(2, "fillRule", .of(CAShapeLayerFillRule.self), .object, default: .nonZero)
    static let strokeColor = K<_Color?>(3, "strokeColor", .color, .color, default: nil, animatable: true)
    static let strokeStart = K<CGFloat>(4, "strokeStart", .cgFloat, .number, default: 0, animatable: true)
    static let strokeEnd = K<CGFloat>(5, "strokeEnd", .cgFloat, .number, default: 1, animatable: true)
    static let lineWidth = K<CGFloat>(6, "lineWidth", .cgFloat, .number, default: 1, animatable: true)
    static let miterLimit = K<CGFloat>(7, "miterLimit", .cgFloat, .number, default: 10, animatable: true)
    static let lineCap = K<CAShapeLayerLineCap>(8, "lineCap", .of(CAShapeLayerLineCap.self), .object, default: .butt)
    static let lineJoin = K<CAShapeLayerLineJoin>(9, "lineJoin", .of(CAShapeLayerLineJoin.self), .object, default: .miter)
    static let lineDashPhase = K<CGFloat>(10, "lineDashPhase", .cgFloat, .number, default: 0, animatable: true)
    static let lineDashPattern = K<[NSNumber]?>(11, "lineDashPattern", .numberArray, .list(.numberArray), default: nil)

    static let table = _ClassKeys([path, fillColor, fillRule, strokeColor, strokeStart, strokeEnd, lineWidth,
                                   miterLimit, lineCap, lineJoin, lineDashPhase, lineDashPattern],
                                  content: _ShapeContent.self)
}

// Key-value coding takes these as themselves or as their raw strings.
extension CAShapeLayerFillRule: _StringConstantValue {}
extension CAShapeLayerLineCap: _StringConstantValue {}
extension CAShapeLayerLineJoin: _StringConstantValue {}
