/// A layer that fills its bounds with a colour gradient (Apple's
/// `CAGradientLayer`), drawn over its background colour inside its corner
/// shape. Points are in the unit space of the bounds: (0, 0) is the
/// bounds' minimum corner and (1, 1) its maximum. Defaults as in Apple's
/// header: no colours, even spacing, from (0.5, 0) to (0.5, 1), axial.
/// Every property animates (colours and locations element by element when
/// the counts match; otherwise they switch half way). Between its stops
/// the colours blend as iOS draws them, in Generic RGB (gamma 1.8), so a
/// ramp is lighter half way than an sRGB blend.
open class CAGradientLayer: CALayer {
    override class var _classKeys: _ClassKeys { _GradientKeys.table }

    /// The colours, as CGColors (Apple's type is `[Any]?`).
    open var colors: [Any]? {
        get { _extra[_GradientKeys.colors] }
        set { _setListKey(_GradientKeys.colors, newValue) }
    }
    /// Where each colour sits, from 0 to 1 along the gradient (nil: evenly).
    open var locations: [NSNumber]? {
        get { _extra[_GradientKeys.locations] }
        set { _setListKey(_GradientKeys.locations, newValue) }
    }
    /// Where the gradient starts (its first colour), in the bounds' unit space.
    /// Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { _extra[_GradientKeys.startPoint] }
        set { _setClassKey(_GradientKeys.startPoint, newValue) }
    }
    /// Where the gradient ends (its last colour), in the bounds' unit space; past
    /// it the last colour continues. Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { _extra[_GradientKeys.endPoint] }
        set { _setClassKey(_GradientKeys.endPoint, newValue) }
    }
    /// The gradient's shape. Default `.axial`; unknown types draw axial.
    /// Animatable, though a change is not animated implicitly.
    open var type: CAGradientLayerType {
        get { _extra[_GradientKeys.type] }
        set { _setClassKey(_GradientKeys.type, newValue) }
    }

    /// A list that does not convert (a colour that is not a CGColor) is
    /// refused whole, with a diagnostic.
    private func _setListKey<T>(_ key: _ClassKey<T>, _ value: Any?) {
        guard let v = key.spec.kind.convert(value) else {
            _report("\(key.spec.name) holds \(_typeDescription(value)), not \(key.spec.kind.typeName); ignored")
            return
        }
        _setClassKey(key.slot, v)
    }

    override func _classKeyDidChange(_ slot: Int) {
        guard slot == _GradientKeys.colors.slot || slot == _GradientKeys.locations.slot,
              let colors = _extra[_GradientKeys.colors.slot].list, let locations = _extra[_GradientKeys.locations.slot].list
        else { return }
        // An empty list is as good as none (lottie-ios sets one before it
        // animates the locations): evenly spaced, and nothing to say.
        if locations.isEmpty { return }
        if colors.count != locations.count {
            _report("colors (\(colors.count)) and locations (\(locations.count)) differ in length; colours are spaced evenly")
        } else if zip(locations, locations.dropFirst()).contains(where: { ($0.number ?? 0) > ($1.number ?? 0) }) {
            _report("locations are not in ascending order; each is drawn no earlier than the one before")
        }
    }
}

/// CAGradientLayer's key table (see `_ClassKeys`).
enum _GradientKeys {
    typealias K = _ClassKey
    static let colors = K<[Any]?>(0, "colors", .of(_GradientColors.self), .list(.of(_GradientColors.self)), default: nil,
                                 animatable: true)
    static let locations = K<[NSNumber]?>(1, "locations", .numberArray, .list(.numberArray), default: nil,
                                          animatable: true)
    static let startPoint = K<CGPoint>(2, "startPoint", .point, .point, default: CGPoint(x: 0.5, y: 0), animatable: true)
    static let endPoint = K<CGPoint>(3, "endPoint", .point, .point, default: CGPoint(x: 0.5, y: 1), animatable: true)
    static let type = K<CAGradientLayerType>(4, "type", .of(CAGradientLayerType.self), .object, default: .axial, animatable: true,
                                             implicit: false)

    static let table = _ClassKeys([colors, locations, startPoint, endPoint, type], content: _GradientContent.self)
}

// Key-value coding takes it as itself or as its raw string.
extension CAGradientLayerType: _StringConstantValue {}

/// A gradient's `colors` by key-value coding and in animations: an array
/// of `CGColor`s (nil clears them), kept as a list of colours that
/// interpolates element by element.
enum _GradientColors: _ClassValue {
    static var typeName: String { "[CGColor]?" }

    static func convert(_ value: Any?) -> _Value? {
        if value == nil { return .object(nil) }
        guard let a = value as? [Any] else { return nil }
        let c = a.compactMap { $0 as? CGColor }
        return c.count == a.count ? .list(c.map { .color(_Color($0)) }) : nil
    }

    static func box(_ value: _Value) -> Any? {
        guard case .list(let v) = value else { return _ValueKind.any.box(value) }
        return v.map { (v: _Value) -> Any in
            if case .color(let c?) = v { return c.cgColor }
            return CGColor(gray: 0, alpha: 0)
        }
    }
}
