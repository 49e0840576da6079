/// Converting the `Any?` values Apple's API takes into typed values, once,
/// and back. Numbers arrive as Double, CGFloat, Float, any integer, Bool or
/// NSNumber; on Linux an NSNumber does not cast to CGFloat with `as?`, so
/// it has a case of its own.

/// The number inside `value`, if it is one.
func _number(from value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as any BinaryFloatingPoint: return CGFloat(v)
    case let v as any BinaryInteger: return CGFloat(v)
    case let v as Bool: return v ? 1 : 0
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
}

/// A CGPoint, CGSize or CGRect inside an NSValue (Linux's NSValue boxes
/// them as `NSValue(point:)`, `NSValue(size:)`, `NSValue(rect:)`).
private func _nsValueGeometry(_ value: Any?) -> _Value? {
    guard let v = value as? NSValue, !(value is NSNumber) else { return nil }
    let type = String(cString: v.objCType)
    if type.hasPrefix("{CGPoint") { return .point(v.pointValue) }
    if type.hasPrefix("{CGSize") { return .size(v.sizeValue) }
    if type.hasPrefix("{CGRect") { return .rect(v.rectValue) }
    return nil
}

/// A point, size or rectangle, as itself or boxed in an `NSValue`.
private func _geometry(_ value: Any?) -> _Value? {
    switch value {
    case let p as CGPoint: return .point(p)
    case let s as CGSize: return .size(s)
    case let r as CGRect: return .rect(r)
    default: return _nsValueGeometry(value)
    }
}

extension _ValueKind {
    /// `value` converted for this kind, or nil when it has the wrong type.
    /// (A nil `value` is valid for the optional kinds only.)
    func convert(_ value: Any?) -> _Value? {
        switch self {
        case .cgFloat, .float, .double, .int, .bool, .point, .size, .rect, .transform, .vector3:
            return convertMeasure(value)
        case .color, .path, .numberArray, .string, .any, .layer, .layers, .actions, .dictionary:
            return convertObject(value)
        case .classValue(let c):
            return c.type.convert(value)
        default:
            return convertConstant(value)
        }
    }

    /// Numbers, geometry and transforms.
    private func convertMeasure(_ value: Any?) -> _Value? {
        switch self {
        case .cgFloat, .float, .double:
            return _number(from: value).map(_Value.number)
        case .int:
            return _number(from: value).flatMap { $0.isFinite ? .number($0.rounded()) : nil }
        case .bool:
            if let b = value as? Bool { return .bool(b) }
            return _number(from: value).map { .bool($0 != 0) }
        case .point, .size, .rect:
            // A point where a size is expected gives its two numbers, as
            // Core Animation reads an NSValue's bytes (lottie-ios sets
            // points on `transform.translation`).
            switch (self, _geometry(value)) {
            case (.point, .point(let p)?): return .point(p)
            case (.size, .size(let s)?): return .size(s)
            case (.size, .point(let p)?): return .size(CGSize(width: p.x, height: p.y))
            case (.rect, .rect(let r)?): return .rect(r)
            default: return nil
            }
        case .transform:
            if let t = value as? CATransform3D { return .transform(t) }
            if let a = value as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(a)) }
            return _nsValueTransform(value).map(_Value.transform)
        case .vector3:
            if let n = _number(from: value) { return .vector3(n, n, n) }
            if let a = value as? [Any], a.count == 3 {
                let n = a.compactMap(_number(from:))
                return n.count == 3 ? .vector3(n[0], n[1], n[2]) : nil
            }
            return nil
        default:
            return nil
        }
    }

    /// Colours, paths, lists, strings and objects (nil allowed).
    private func convertObject(_ value: Any?) -> _Value? {
        switch self {
        case .color:
            if value == nil { return .color(nil) }
            return (value as? CGColor).map { .color(_Color($0)) }
        case .path:
            if value == nil { return .path(nil) }
            return (value as? CGPath).map { .path($0) }
        case .any:
            return .object(value)
        default:
            break
        }
        if value == nil { return .object(nil) }
        switch self {
        case .numberArray:
            guard let a = value as? [Any] else { return nil }
            let n = a.compactMap(_number(from:))
            return n.count == a.count ? .list(n.map(_Value.number)) : nil
        case .string:
            if let s = value as? String { return .object(s) }
            return (value as? NSString).map { .object($0 as String) }
        case .layer:
            return (value as? CALayer).map { .object($0) }
        case .layers:
            return (value as? [CALayer]).map { .object($0) }
        case .actions:
            if let a = value as? [String: CAAction] { return .object(a) }
            guard let d = value as? [String: Any] else { return nil }
            var out: [String: CAAction] = [:]
            for (k, v) in d {
                guard let a = v as? CAAction else { return nil }
                out[k] = a
            }
            return .object(out)
        case .dictionary:
            if let d = value as? [AnyHashable: Any] { return .object(d) }
            guard let d = value as? [String: Any] else { return nil }
            return .object(Dictionary(uniqueKeysWithValues: d.map { (AnyHashable($0.key), $0.value) }))
        default:
            return nil
        }
    }

    /// Masks, and Apple's string-constant types: the type itself or its
    /// raw string.
    private func convertConstant(_ value: Any?) -> _Value? {
        func constant<T: RawRepresentable>(_: T.Type, _ make: (String) -> T) -> _Value? where T.RawValue == String {
            if let g = value as? T { return .object(g) }
            return (value as? String).map { .object(make($0)) }
        }
        switch self {
        case .cornerMask:
            if let m = value as? CACornerMask { return .object(m) }
            return _number(from: value).flatMap { $0 >= 0 && $0 <= 15 ? .object(CACornerMask(rawValue: UInt($0))) : nil }
        case .edgeMask:
            if let m = value as? CAEdgeAntialiasingMask { return .object(m) }
            return _number(from: value).flatMap { $0 >= 0 && $0 <= 15 ? .object(CAEdgeAntialiasingMask(rawValue: UInt32($0))) : nil }
        case .gravity: return constant(CALayerContentsGravity.self, CALayerContentsGravity.init(rawValue:))
        case .contentsFormat: return constant(CALayerContentsFormat.self, CALayerContentsFormat.init(rawValue:))
        case .contentsFilter: return constant(CALayerContentsFilter.self, CALayerContentsFilter.init(rawValue:))
        case .cornerCurve: return constant(CALayerCornerCurve.self, CALayerCornerCurve.init(rawValue:))
        case .fillMode: return constant(CAMediaTimingFillMode.self, CAMediaTimingFillMode.init(rawValue:))
        default: return nil
        }
    }

    /// A typed value as `value(forKey:)` hands it out: the property's own
    /// Swift type (CGFloat, Float, CGPoint, CATransform3D...).
    func box(_ value: _Value) -> Any? {
        if case .classValue(let c) = self { return c.type.box(value) }
        switch (self, value) {
        case (.cgFloat, .number(let v)): return v
        case (.float, .number(let v)): return Float(v)
        case (.double, .number(let v)): return Double(v)
        case (.int, .number(let v)): return Int(max(min(v, CGFloat(Int32.max)), CGFloat(Int32.min)))
        case (_, .number(let v)): return v
        case (_, .bool(let v)): return v
        case (_, .point(let v)): return v
        case (_, .size(let v)): return v
        case (_, .rect(let v)): return v
        case (_, .transform(let v)): return v
        case (_, .color(let v)): return v?.cgColor
        case (_, .path(let v)): return v
        case (_, .vector3(let x, let y, let z)): return [x, y, z]
        case (.numberArray, .list(let v)): return v.map { NSNumber(value: Double($0.number ?? 0)) }
        case (_, .list(let v)): return v.map { _ValueKind.any.box($0) as Any }
        case (_, .object(let v)): return v
        }
    }
}

/// A short description of a value's type for diagnostics.
func _typeDescription(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return String(describing: type(of: value))
}
