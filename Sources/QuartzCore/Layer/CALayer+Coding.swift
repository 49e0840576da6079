/// NSCoding for layers: each plain value is archived as numbers and
/// strings under its key ("position.x", "backgroundColor.rgba.2"...), which
/// every NSCoder on Linux handles. Contents, paths, filters, actions and
/// the tree are not archived.
extension CALayer {
    func _encode(to coder: NSCoder) {
        for key in _LayerKey.storedKeys where shouldArchiveValue(forKey: key.keyName) {
            let name = key.keyName
            switch _props[key] {
            case .number(let v): coder.encode(Double(v), forKey: name)
            case .bool(let v): coder.encode(v, forKey: name)
            case .point(let p): _encodeNumbers([p.x, p.y], name, coder)
            case .size(let s): _encodeNumbers([s.width, s.height], name, coder)
            case .rect(let r): _encodeNumbers([r.origin.x, r.origin.y, r.width, r.height], name, coder)
            case .transform(let t):
                _encodeNumbers((0..<16).map { t[$0 / 4, $0 % 4] }, name, coder)
            case .color(let c):
                coder.encode(c != nil, forKey: name + ".present")
                if let c { _encodeNumbers([c.r, c.g, c.b, c.a], name, coder) }
            case .object(let o):
                switch o {
                case let s as String: coder.encode(s as NSString, forKey: name)
                case let g as CALayerContentsGravity: coder.encode(g.rawValue as NSString, forKey: name)
                case let f as CALayerContentsFormat: coder.encode(f.rawValue as NSString, forKey: name)
                case let f as CALayerContentsFilter: coder.encode(f.rawValue as NSString, forKey: name)
                case let c as CALayerCornerCurve: coder.encode(c.rawValue as NSString, forKey: name)
                case let m as CAMediaTimingFillMode: coder.encode(m.rawValue as NSString, forKey: name)
                case let m as CACornerMask: coder.encode(Int(m.rawValue), forKey: name)
                case let m as CAEdgeAntialiasingMask: coder.encode(Int(m.rawValue), forKey: name)
                default: break
                }
            case .path, .vector3, .list: break
            }
        }
    }

    private func _encodeNumbers(_ values: [CGFloat], _ name: String, _ coder: NSCoder) {
        for (i, v) in values.enumerated() { coder.encode(Double(v), forKey: "\(name).\(i)") }
    }

    private func _decodeNumbers(_ count: Int, _ name: String, _ coder: NSCoder) -> [CGFloat]? {
        guard coder.containsValue(forKey: "\(name).0") else { return nil }
        return (0..<count).map { CGFloat(coder.decodeDouble(forKey: "\(name).\($0)")) }
    }

    func _decode(from coder: NSCoder) {
        for key in _LayerKey.storedKeys {
            let name = key.keyName
            var value: _Value?
            switch key.kind {
            case .cgFloat, .float, .double:
                if coder.containsValue(forKey: name) { value = .number(CGFloat(coder.decodeDouble(forKey: name))) }
            case .bool:
                if coder.containsValue(forKey: name) { value = .bool(coder.decodeBool(forKey: name)) }
            case .point:
                value = _decodeNumbers(2, name, coder).map { .point(CGPoint(x: $0[0], y: $0[1])) }
            case .size:
                value = _decodeNumbers(2, name, coder).map { .size(CGSize(width: $0[0], height: $0[1])) }
            case .rect:
                value = _decodeNumbers(4, name, coder).map { .rect(CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) }
            case .transform:
                value = _decodeNumbers(16, name, coder).map { n in
                    var t = CATransform3D()
                    for i in 0..<16 { t[i / 4, i % 4] = n[i] }
                    return .transform(t)
                }
            case .color:
                if coder.containsValue(forKey: name + ".present") {
                    if coder.decodeBool(forKey: name + ".present"), let c = _decodeNumbers(4, name, coder) {
                        value = .color(_Color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])))
                    } else {
                        value = .color(nil)
                    }
                }
            case .string, .gravity, .contentsFormat, .contentsFilter, .cornerCurve, .fillMode:
                if let s = coder.decodeObject(forKey: name) as? String { value = key.kind.convert(s) }
                else if let s = coder.decodeObject(forKey: name) as? NSString { value = key.kind.convert(s as String) }
            case .cornerMask, .edgeMask:
                if coder.containsValue(forKey: name) { value = key.kind.convert(coder.decodeInteger(forKey: name)) }
            default:
                break
            }
            if let value {
                _props[key] = value
                _explicit.insert(key)
            }
        }
    }
}
