/// A layer that fills its bounds with a colour gradient (Apple's
/// `CAGradientLayer`), drawn over its background colour inside its corner
/// shape. Points are in the unit space of the bounds: (0, 0) is the
/// bounds' minimum corner and (1, 1) its maximum. Defaults as in Apple's
/// header: no colours, even spacing, from (0.5, 0) to (0.5, 1), axial.
/// Every property animates (colours and locations element by element when
/// the counts match; otherwise they switch half way).
open class CAGradientLayer: CALayer {
    override class var _classKeys: _ClassKeys { _GradientKeys.table }

    /// The colours, as CGColors (Apple's type is `[Any]?`).
    open var colors: [Any]? {
        get { _ValueKind.colorArray.box(_extra[_GradientKeys.colors]) as? [Any] }
        set { _setListKey(_GradientKeys.colors, .colorArray, newValue, "colors") }
    }
    /// Where each colour sits, from 0 to 1 along the gradient (nil: evenly).
    open var locations: [NSNumber]? {
        get { _ValueKind.numberArray.box(_extra[_GradientKeys.locations]) as? [NSNumber] }
        set { _setListKey(_GradientKeys.locations, .numberArray, newValue, "locations") }
    }
    /// Where the gradient starts (its first colour), in the bounds' unit space.
    /// Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { _extra[_GradientKeys.startPoint].point ?? CGPoint(x: 0.5, y: 0) }
        set { _setClassKey(_GradientKeys.startPoint, .point(newValue)) }
    }
    /// Where the gradient ends (its last colour), in the bounds' unit space; past
    /// it the last colour continues. Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { _extra[_GradientKeys.endPoint].point ?? CGPoint(x: 0.5, y: 1) }
        set { _setClassKey(_GradientKeys.endPoint, .point(newValue)) }
    }
    /// The gradient's shape. Default `.axial`; unknown types draw axial.
    /// Animatable, though a change is not animated implicitly.
    open var type: CAGradientLayerType {
        get { (_extra[_GradientKeys.type].objectValue as? CAGradientLayerType) ?? .axial }
        set { _setClassKey(_GradientKeys.type, .object(newValue)) }
    }

    private func _setListKey(_ slot: Int, _ kind: _ValueKind, _ value: Any?, _ name: String) {
        guard let v = kind.convert(value) else {
            _report("\(name) holds \(_typeDescription(value)), not \(kind.typeName); ignored")
            return
        }
        _setClassKey(slot, v)
    }

    override func _classKeyDidChange(_ slot: Int) {
        guard slot == _GradientKeys.colors || slot == _GradientKeys.locations,
              let colors = _extra[_GradientKeys.colors].list, let locations = _extra[_GradientKeys.locations].list
        else { return }
        if colors.count != locations.count {
            _report("colors (\(colors.count)) and locations (\(locations.count)) differ in length; colours are spaced evenly")
        } else if zip(locations, locations.dropFirst()).contains(where: { ($0.number ?? 0) > ($1.number ?? 0) }) {
            _report("locations are not in ascending order; each is drawn no earlier than the one before")
        }
    }
}

/// The shape of a gradient (Apple's `CAGradientLayerType`): along the
/// line from start to end (axial); in ellipses about the start point with
/// radii end − start (radial); around the start point, from the
/// direction of the end point (conic).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name, e.g. `"axial"`.
    public let rawValue: String
    /// A type from its name; one not defined here draws as `.axial`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType("axial")
    /// Colours change outward in ellipses about `startPoint`, reaching the last at radii `endPoint - startPoint`.
    public static let radial = CAGradientLayerType("radial")
    /// Colours sweep once around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType("conic")
}

/// CAGradientLayer's key table (see `_ClassKeys`).
enum _GradientKeys {
    static let table = _ClassKeys(inheriting: nil, [
        _KeySpec("colors", .colorArray, .object(nil), animatable: true),
        _KeySpec("locations", .numberArray, .object(nil), animatable: true),
        _KeySpec("startPoint", .point, .point(CGPoint(x: 0.5, y: 0)), animatable: true),
        _KeySpec("endPoint", .point, .point(CGPoint(x: 0.5, y: 1)), animatable: true),
        _KeySpec("type", .gradientType, .object(CAGradientLayerType.axial), animatable: true, implicit: false),
    ], content: _GradientContent.self)
    static let colors = table["colors"], locations = table["locations"]
    static let startPoint = table["startPoint"], endPoint = table["endPoint"], type = table["type"]
}
