/// The values of one layer, in one struct so that a snapshot (the
/// committed state the render side reads, a presentation copy) is a plain
/// copy. Defaults are Apple's (reference section 10-12, CALayer.h).
struct _LayerProperties {
    // Geometry
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var isGeometryFlipped = false
    // Appearance
    var backgroundColor: _Color?
    var cornerRadius: CGFloat = 0
    var maskedCorners = CACornerMask.all
    var cornerCurve = CALayerCornerCurve.circular
    var borderWidth: CGFloat = 0
    var borderColor: _Color? = .black
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var isDoubleSided = true
    var shadowColor: _Color? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var contentsFormat = CALayerContentsFormat.RGBA8Uint
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var isOpaque = false
    /// YES for apps linked against iOS 7 or later (UIViewGroupOpacity).
    var allowsGroupOpacity = true
    /// NO on iOS (UIViewEdgeAntialiasing).
    var allowsEdgeAntialiasing = false
    var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
    var drawsAsynchronously = false
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var compositingFilter: Any?
    var wantsExtendedDynamicRangeContent = false
    var needsDisplayOnBoundsChange = false
    // Timing
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
    // Identity
    var name: String?
    var style: [AnyHashable: Any]?
    var actions: [String: CAAction]?

    static let defaults = _LayerProperties()

    /// The stored value for `key` (tree keys are not stored here).
    subscript(key: _LayerKey) -> _Value {
        get {
            switch key {
            case .bounds: return .rect(bounds)
            case .position: return .point(position)
            case .zPosition: return .number(zPosition)
            case .anchorPoint: return .point(anchorPoint)
            case .anchorPointZ: return .number(anchorPointZ)
            case .transform: return .transform(transform)
            case .sublayerTransform: return .transform(sublayerTransform)
            case .geometryFlipped: return .bool(isGeometryFlipped)
            case .backgroundColor: return .color(backgroundColor)
            case .cornerRadius: return .number(cornerRadius)
            case .maskedCorners: return .object(maskedCorners)
            case .cornerCurve: return .object(cornerCurve)
            case .borderWidth: return .number(borderWidth)
            case .borderColor: return .color(borderColor)
            case .opacity: return .number(CGFloat(opacity))
            case .hidden: return .bool(isHidden)
            case .masksToBounds: return .bool(masksToBounds)
            case .doubleSided: return .bool(isDoubleSided)
            case .shadowColor: return .color(shadowColor)
            case .shadowOpacity: return .number(CGFloat(shadowOpacity))
            case .shadowOffset: return .size(shadowOffset)
            case .shadowRadius: return .number(shadowRadius)
            case .shadowPath: return .path(shadowPath)
            case .contents: return .object(contents)
            case .contentsRect: return .rect(contentsRect)
            case .contentsCenter: return .rect(contentsCenter)
            case .contentsGravity: return .object(contentsGravity)
            case .contentsScale: return .number(contentsScale)
            case .contentsFormat: return .object(contentsFormat)
            case .minificationFilter: return .object(minificationFilter)
            case .magnificationFilter: return .object(magnificationFilter)
            case .minificationFilterBias: return .number(CGFloat(minificationFilterBias))
            case .opaque: return .bool(isOpaque)
            case .allowsGroupOpacity: return .bool(allowsGroupOpacity)
            case .allowsEdgeAntialiasing: return .bool(allowsEdgeAntialiasing)
            case .edgeAntialiasingMask: return .object(edgeAntialiasingMask)
            case .drawsAsynchronously: return .bool(drawsAsynchronously)
            case .shouldRasterize: return .bool(shouldRasterize)
            case .rasterizationScale: return .number(rasterizationScale)
            case .filters: return .object(filters)
            case .backgroundFilters: return .object(backgroundFilters)
            case .compositingFilter: return .object(compositingFilter)
            case .wantsExtendedDynamicRangeContent: return .bool(wantsExtendedDynamicRangeContent)
            case .needsDisplayOnBoundsChange: return .bool(needsDisplayOnBoundsChange)
            case .beginTime: return .number(beginTime)
            case .duration: return .number(duration)
            case .speed: return .number(CGFloat(speed))
            case .timeOffset: return .number(timeOffset)
            case .repeatCount: return .number(CGFloat(repeatCount))
            case .repeatDuration: return .number(repeatDuration)
            case .autoreverses: return .bool(autoreverses)
            case .fillMode: return .object(fillMode)
            case .name: return .object(name)
            case .style: return .object(style)
            case .actions: return .object(actions)
            case .frame, .mask, .sublayers, .superlayer:
                preconditionFailure("\(key) is not stored in _LayerProperties")
            }
        }
        set {
            // Values reaching here were converted by the key's kind, so the
            // casts below cannot fail; a mismatch keeps the old value.
            switch (key, newValue) {
            case (.bounds, .rect(let v)): bounds = v
            case (.position, .point(let v)): position = v
            case (.zPosition, .number(let v)): zPosition = v
            case (.anchorPoint, .point(let v)): anchorPoint = v
            case (.anchorPointZ, .number(let v)): anchorPointZ = v
            case (.transform, .transform(let v)): transform = v
            case (.sublayerTransform, .transform(let v)): sublayerTransform = v
            case (.geometryFlipped, .bool(let v)): isGeometryFlipped = v
            case (.backgroundColor, .color(let v)): backgroundColor = v
            case (.cornerRadius, .number(let v)): cornerRadius = v
            case (.maskedCorners, .object(let v as CACornerMask)): maskedCorners = v
            case (.cornerCurve, .object(let v as CALayerCornerCurve)): cornerCurve = v
            case (.borderWidth, .number(let v)): borderWidth = v
            case (.borderColor, .color(let v)): borderColor = v
            case (.opacity, .number(let v)): opacity = Float(v)
            case (.hidden, .bool(let v)): isHidden = v
            case (.masksToBounds, .bool(let v)): masksToBounds = v
            case (.doubleSided, .bool(let v)): isDoubleSided = v
            case (.shadowColor, .color(let v)): shadowColor = v
            case (.shadowOpacity, .number(let v)): shadowOpacity = Float(v)
            case (.shadowOffset, .size(let v)): shadowOffset = v
            case (.shadowRadius, .number(let v)): shadowRadius = v
            case (.shadowPath, .path(let v)): shadowPath = v
            case (.contents, .object(let v)): contents = v
            case (.contentsRect, .rect(let v)): contentsRect = v
            case (.contentsCenter, .rect(let v)): contentsCenter = v
            case (.contentsGravity, .object(let v as CALayerContentsGravity)): contentsGravity = v
            case (.contentsScale, .number(let v)): contentsScale = v
            case (.contentsFormat, .object(let v as CALayerContentsFormat)): contentsFormat = v
            case (.minificationFilter, .object(let v as CALayerContentsFilter)): minificationFilter = v
            case (.magnificationFilter, .object(let v as CALayerContentsFilter)): magnificationFilter = v
            case (.minificationFilterBias, .number(let v)): minificationFilterBias = Float(v)
            case (.opaque, .bool(let v)): isOpaque = v
            case (.allowsGroupOpacity, .bool(let v)): allowsGroupOpacity = v
            case (.allowsEdgeAntialiasing, .bool(let v)): allowsEdgeAntialiasing = v
            case (.edgeAntialiasingMask, .object(let v as CAEdgeAntialiasingMask)): edgeAntialiasingMask = v
            case (.drawsAsynchronously, .bool(let v)): drawsAsynchronously = v
            case (.shouldRasterize, .bool(let v)): shouldRasterize = v
            case (.rasterizationScale, .number(let v)): rasterizationScale = v
            case (.filters, .object(let v)): filters = v as? [Any]
            case (.backgroundFilters, .object(let v)): backgroundFilters = v as? [Any]
            case (.compositingFilter, .object(let v)): compositingFilter = v
            case (.wantsExtendedDynamicRangeContent, .bool(let v)): wantsExtendedDynamicRangeContent = v
            case (.needsDisplayOnBoundsChange, .bool(let v)): needsDisplayOnBoundsChange = v
            case (.beginTime, .number(let v)): beginTime = Double(v)
            case (.duration, .number(let v)): duration = Double(v)
            case (.speed, .number(let v)): speed = Float(v)
            case (.timeOffset, .number(let v)): timeOffset = Double(v)
            case (.repeatCount, .number(let v)): repeatCount = Float(v)
            case (.repeatDuration, .number(let v)): repeatDuration = Double(v)
            case (.autoreverses, .bool(let v)): autoreverses = v
            case (.fillMode, .object(let v as CAMediaTimingFillMode)): fillMode = v
            case (.name, .object(let v)): name = v as? String
            case (.style, .object(let v)): style = v as? [AnyHashable: Any]
            case (.actions, .object(let v)): actions = v as? [String: CAAction]
            default:
                _Diagnostics.report("internal: value \(newValue) does not fit key '\(key.rawValue)'; kept the old value")
            }
        }
    }
}
