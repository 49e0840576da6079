/// An animation of one layer property, named by a key path (Apple's
/// `CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The property to animate: `"opacity"`, `"position.x"`,
    /// `"transform.rotation.z"`, a custom key...
    open var keyPath: String?
    /// Add the animated value to the current presentation value instead of
    /// replacing it (transforms concatenate).
    open var isAdditive = false
    /// Each repeat continues from where the last one ended.
    open var isCumulative = false
    /// Turns the interpolated numbers into a transform.
    open var valueFunction: CAValueFunction?

    /// An animation of the property at `path`; with nil, the key the animation
    /// is added under is used as its key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func _copyState(from o: CAAnimation) {
        super._copyState(from: o)
        guard let o = o as? CAPropertyAnimation else { return }
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative; valueFunction = o.valueFunction
    }

    override var _describedProperties: [(String, String)] {
        var p = super._describedProperties + _valueProperties
        if isAdditive { p.append(("additive", "1")) }
        if isCumulative { p.append(("cumulative", "1")) }
        if let keyPath { p.append(("keyPath", keyPath)) }
        return p
    }

    /// The values a subclass animates between, for `debugDescription`.
    var _valueProperties: [(String, String)] { [] }
}

/// Apple's `CAValueFunction`: named conversions from interpolated numbers
/// to a `CATransform3D`.
open class CAValueFunction: NSObject {
    /// Which conversion the function applies; fixed when it is made.
    public let name: CAValueFunctionName

    /// nil (with a diagnostic) for names Apple does not define.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else {
            _Diagnostics.report("CAValueFunction: unknown name '\(name.rawValue)'; nil")
            return nil
        }
        self.name = name
        super.init()
    }

    /// How many numbers the function takes (1 or 3).
    var _arity: Int { name == .scale || name == .translate ? 3 : 1 }

    /// The transform for the numbers `v` (x, y, z; the single-number
    /// functions read x).
    func _transform(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        switch name {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(x, y, z)
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate: return CATransform3DMakeTranslation(x, y, z)
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        default: return CATransform3DMakeTranslation(0, 0, x)
        }
    }
}
