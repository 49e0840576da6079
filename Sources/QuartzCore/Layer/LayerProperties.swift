/// The values of one layer, in one struct so that a snapshot (the
/// committed state the render side reads, a presentation copy) is a plain
/// copy. Defaults are Apple's (CALayer.h).
struct _LayerProperties {
    // Read by every frame of an animated layer, so they share cache lines
    // (declaration order is layout order): the layer's own time, then the
    // properties animations most often touch.
    var beginTime: CFTimeInterval = 0
    var timeOffset: CFTimeInterval = 0
    var speed: Float = 1
    var opacity: Float = 1
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
    var isHidden = false
    var masksToBounds = false
    var isDoubleSided = true
    var shadowColor: _Color? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    /// While `contents` is animated: the pictures it fades between and how
    /// far the fade has come (1: no fade, `contents` shows). `contents`
    /// itself switches at the midpoint, as the presentation layer reports
    /// it; the renderer draws the fade. Presented values only; no key
    /// reads or writes them.
    var contentsFadeFrom: Any?
    var contentsFadeTo: Any?
    var contentsFade: Double = 1
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
    // Timing (beginTime, timeOffset and speed are at the top)
    var duration: CFTimeInterval = 0
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
            // Switch on the key first: values reaching here were converted by
            // the key's kind, so the payload check only guards against misuse.
            switch key {
            case .bounds: if case .rect(let v) = newValue { bounds = v } else { mismatch(key, newValue) }
            case .position: if case .point(let v) = newValue { position = v } else { mismatch(key, newValue) }
            case .zPosition: if case .number(let v) = newValue { zPosition = v } else { mismatch(key, newValue) }
            case .anchorPoint: if case .point(let v) = newValue { anchorPoint = v } else { mismatch(key, newValue) }
            case .anchorPointZ: if case .number(let v) = newValue { anchorPointZ = v } else { mismatch(key, newValue) }
            case .transform: if case .transform(let v) = newValue { transform = v } else { mismatch(key, newValue) }
            case .sublayerTransform: if case .transform(let v) = newValue { sublayerTransform = v } else { mismatch(key, newValue) }
            case .geometryFlipped: if case .bool(let v) = newValue { isGeometryFlipped = v } else { mismatch(key, newValue) }
            case .backgroundColor: if case .color(let v) = newValue { backgroundColor = v } else { mismatch(key, newValue) }
            case .cornerRadius: if case .number(let v) = newValue { cornerRadius = v } else { mismatch(key, newValue) }
            case .maskedCorners: if case .object(let o) = newValue, let v = o as? CACornerMask { maskedCorners = v } else { mismatch(key, newValue) }
            case .cornerCurve: if case .object(let o) = newValue, let v = o as? CALayerCornerCurve { cornerCurve = v } else { mismatch(key, newValue) }
            case .borderWidth: if case .number(let v) = newValue { borderWidth = v } else { mismatch(key, newValue) }
            case .borderColor: if case .color(let v) = newValue { borderColor = v } else { mismatch(key, newValue) }
            case .opacity: if case .number(let v) = newValue { opacity = Float(v) } else { mismatch(key, newValue) }
            case .hidden: if case .bool(let v) = newValue { isHidden = v } else { mismatch(key, newValue) }
            case .masksToBounds: if case .bool(let v) = newValue { masksToBounds = v } else { mismatch(key, newValue) }
            case .doubleSided: if case .bool(let v) = newValue { isDoubleSided = v } else { mismatch(key, newValue) }
            case .shadowColor: if case .color(let v) = newValue { shadowColor = v } else { mismatch(key, newValue) }
            case .shadowOpacity: if case .number(let v) = newValue { shadowOpacity = Float(v) } else { mismatch(key, newValue) }
            case .shadowOffset: if case .size(let v) = newValue { shadowOffset = v } else { mismatch(key, newValue) }
            case .shadowRadius: if case .number(let v) = newValue { shadowRadius = v } else { mismatch(key, newValue) }
            case .shadowPath: if case .path(let v) = newValue { shadowPath = v } else { mismatch(key, newValue) }
            case .contents: if case .object(let v) = newValue { contents = v } else { mismatch(key, newValue) }
            case .contentsRect: if case .rect(let v) = newValue { contentsRect = v } else { mismatch(key, newValue) }
            case .contentsCenter: if case .rect(let v) = newValue { contentsCenter = v } else { mismatch(key, newValue) }
            case .contentsGravity: if case .object(let o) = newValue, let v = o as? CALayerContentsGravity { contentsGravity = v } else { mismatch(key, newValue) }
            case .contentsScale: if case .number(let v) = newValue { contentsScale = v } else { mismatch(key, newValue) }
            case .contentsFormat: if case .object(let o) = newValue, let v = o as? CALayerContentsFormat { contentsFormat = v } else { mismatch(key, newValue) }
            case .minificationFilter: if case .object(let o) = newValue, let v = o as? CALayerContentsFilter { minificationFilter = v } else { mismatch(key, newValue) }
            case .magnificationFilter: if case .object(let o) = newValue, let v = o as? CALayerContentsFilter { magnificationFilter = v } else { mismatch(key, newValue) }
            case .minificationFilterBias: if case .number(let v) = newValue { minificationFilterBias = Float(v) } else { mismatch(key, newValue) }
            case .opaque: if case .bool(let v) = newValue { isOpaque = v } else { mismatch(key, newValue) }
            case .allowsGroupOpacity: if case .bool(let v) = newValue { allowsGroupOpacity = v } else { mismatch(key, newValue) }
            case .allowsEdgeAntialiasing: if case .bool(let v) = newValue { allowsEdgeAntialiasing = v } else { mismatch(key, newValue) }
            case .edgeAntialiasingMask: if case .object(let o) = newValue, let v = o as? CAEdgeAntialiasingMask { edgeAntialiasingMask = v } else { mismatch(key, newValue) }
            case .drawsAsynchronously: if case .bool(let v) = newValue { drawsAsynchronously = v } else { mismatch(key, newValue) }
            case .shouldRasterize: if case .bool(let v) = newValue { shouldRasterize = v } else { mismatch(key, newValue) }
            case .rasterizationScale: if case .number(let v) = newValue { rasterizationScale = v } else { mismatch(key, newValue) }
            case .filters: if case .object(let v) = newValue { filters = v as? [Any] } else { mismatch(key, newValue) }
            case .backgroundFilters: if case .object(let v) = newValue { backgroundFilters = v as? [Any] } else { mismatch(key, newValue) }
            case .compositingFilter: if case .object(let v) = newValue { compositingFilter = v } else { mismatch(key, newValue) }
            case .wantsExtendedDynamicRangeContent: if case .bool(let v) = newValue { wantsExtendedDynamicRangeContent = v } else { mismatch(key, newValue) }
            case .needsDisplayOnBoundsChange: if case .bool(let v) = newValue { needsDisplayOnBoundsChange = v } else { mismatch(key, newValue) }
            case .beginTime: if case .number(let v) = newValue { beginTime = Double(v) } else { mismatch(key, newValue) }
            case .duration: if case .number(let v) = newValue { duration = Double(v) } else { mismatch(key, newValue) }
            case .speed: if case .number(let v) = newValue { speed = Float(v) } else { mismatch(key, newValue) }
            case .timeOffset: if case .number(let v) = newValue { timeOffset = Double(v) } else { mismatch(key, newValue) }
            case .repeatCount: if case .number(let v) = newValue { repeatCount = Float(v) } else { mismatch(key, newValue) }
            case .repeatDuration: if case .number(let v) = newValue { repeatDuration = Double(v) } else { mismatch(key, newValue) }
            case .autoreverses: if case .bool(let v) = newValue { autoreverses = v } else { mismatch(key, newValue) }
            case .fillMode: if case .object(let o) = newValue, let v = o as? CAMediaTimingFillMode { fillMode = v } else { mismatch(key, newValue) }
            case .name: if case .object(let v) = newValue { name = v as? String } else { mismatch(key, newValue) }
            case .style: if case .object(let v) = newValue { style = v as? [AnyHashable: Any] } else { mismatch(key, newValue) }
            case .actions: if case .object(let v) = newValue { actions = v as? [String: CAAction] } else { mismatch(key, newValue) }
            case .frame, .mask, .sublayers, .superlayer: mismatch(key, newValue)
            }
        }
    }

    private func mismatch(_ key: _LayerKey, _ v: _Value) {
        _Diagnostics.report("internal: value \(v) does not fit key '\(key.rawValue)'; kept the old value")
    }

    /// Copies one property from `other` (the render side restores the
    /// animated properties from the model each frame this way: no enum,
    /// no reference counting for plain values).
    @inline(__always)
    mutating func copyField(_ key: _LayerKey, from p: UnsafePointer<_LayerProperties>) {
        let o = p
        switch key {
        case .bounds: bounds = o.pointee.bounds
        case .position: position = o.pointee.position
        case .zPosition: zPosition = o.pointee.zPosition
        case .anchorPoint: anchorPoint = o.pointee.anchorPoint
        case .anchorPointZ: anchorPointZ = o.pointee.anchorPointZ
        case .transform: transform = o.pointee.transform
        case .sublayerTransform: sublayerTransform = o.pointee.sublayerTransform
        case .geometryFlipped: isGeometryFlipped = o.pointee.isGeometryFlipped
        case .backgroundColor: backgroundColor = o.pointee.backgroundColor
        case .cornerRadius: cornerRadius = o.pointee.cornerRadius
        case .maskedCorners: maskedCorners = o.pointee.maskedCorners
        case .cornerCurve: cornerCurve = o.pointee.cornerCurve
        case .borderWidth: borderWidth = o.pointee.borderWidth
        case .borderColor: borderColor = o.pointee.borderColor
        case .opacity: opacity = o.pointee.opacity
        case .hidden: isHidden = o.pointee.isHidden
        case .masksToBounds: masksToBounds = o.pointee.masksToBounds
        case .doubleSided: isDoubleSided = o.pointee.isDoubleSided
        case .shadowColor: shadowColor = o.pointee.shadowColor
        case .shadowOpacity: shadowOpacity = o.pointee.shadowOpacity
        case .shadowOffset: shadowOffset = o.pointee.shadowOffset
        case .shadowRadius: shadowRadius = o.pointee.shadowRadius
        case .shadowPath: shadowPath = o.pointee.shadowPath
        case .contents:
            contents = o.pointee.contents
            contentsFadeFrom = o.pointee.contentsFadeFrom
            contentsFadeTo = o.pointee.contentsFadeTo
            contentsFade = o.pointee.contentsFade
        case .contentsRect: contentsRect = o.pointee.contentsRect
        case .contentsCenter: contentsCenter = o.pointee.contentsCenter
        case .contentsGravity: contentsGravity = o.pointee.contentsGravity
        case .contentsScale: contentsScale = o.pointee.contentsScale
        case .contentsFormat: contentsFormat = o.pointee.contentsFormat
        case .minificationFilter: minificationFilter = o.pointee.minificationFilter
        case .magnificationFilter: magnificationFilter = o.pointee.magnificationFilter
        case .minificationFilterBias: minificationFilterBias = o.pointee.minificationFilterBias
        case .opaque: isOpaque = o.pointee.isOpaque
        case .allowsGroupOpacity: allowsGroupOpacity = o.pointee.allowsGroupOpacity
        case .allowsEdgeAntialiasing: allowsEdgeAntialiasing = o.pointee.allowsEdgeAntialiasing
        case .edgeAntialiasingMask: edgeAntialiasingMask = o.pointee.edgeAntialiasingMask
        case .drawsAsynchronously: drawsAsynchronously = o.pointee.drawsAsynchronously
        case .shouldRasterize: shouldRasterize = o.pointee.shouldRasterize
        case .rasterizationScale: rasterizationScale = o.pointee.rasterizationScale
        case .filters: filters = o.pointee.filters
        case .backgroundFilters: backgroundFilters = o.pointee.backgroundFilters
        case .compositingFilter: compositingFilter = o.pointee.compositingFilter
        case .wantsExtendedDynamicRangeContent: wantsExtendedDynamicRangeContent = o.pointee.wantsExtendedDynamicRangeContent
        case .needsDisplayOnBoundsChange: needsDisplayOnBoundsChange = o.pointee.needsDisplayOnBoundsChange
        case .beginTime: beginTime = o.pointee.beginTime
        case .duration: duration = o.pointee.duration
        case .speed: speed = o.pointee.speed
        case .timeOffset: timeOffset = o.pointee.timeOffset
        case .repeatCount: repeatCount = o.pointee.repeatCount
        case .repeatDuration: repeatDuration = o.pointee.repeatDuration
        case .autoreverses: autoreverses = o.pointee.autoreverses
        case .fillMode: fillMode = o.pointee.fillMode
        case .name: name = o.pointee.name
        case .style: style = o.pointee.style
        case .actions: actions = o.pointee.actions
        case .frame, .mask, .sublayers, .superlayer: break
        }
    }

    /// Sets a number-valued property without going through `_Value` (the
    /// render side's fast path). False for keys that are not numbers.
    @inline(__always)
    mutating func setNumber(_ key: _LayerKey, _ v: CGFloat) -> Bool {
        switch key {
        case .opacity: opacity = Float(v)
        case .zPosition: zPosition = v
        case .anchorPointZ: anchorPointZ = v
        case .cornerRadius: cornerRadius = v
        case .borderWidth: borderWidth = v
        case .shadowOpacity: shadowOpacity = Float(v)
        case .shadowRadius: shadowRadius = v
        case .contentsScale: contentsScale = v
        case .rasterizationScale: rasterizationScale = v
        case .minificationFilterBias: minificationFilterBias = Float(v)
        default: return false
        }
        return true
    }
}
