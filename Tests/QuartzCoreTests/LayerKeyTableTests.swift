import Testing
@testable import QuartzCore

/// CALayer's key table: one entry per key, in order, each stored key's
/// storage agreeing with its public property and with the render side's
/// in-place writers.
@Suite struct LayerKeyTableTests {
    @Test func everyKeyHasOneEntryInOrder() {
        #expect(_LayerKey.table.count == _LayerKey.allCases.count)
        for key in _LayerKey.allCases {
            #expect(key.entry.key == key)
            #expect(_LayerKey(name: key.keyName) == key, "\(key.keyName) finds its key")
        }
        #expect(Set(_LayerKey.table.map(\.spec.name)).count == _LayerKey.table.count, "names are unique")
    }

    /// CALayer's keys and a class's are described alike, and a layer
    /// finds either by name: what they animate, implicitly or not, and
    /// what a change affects.
    @Test func aLayersKeysAndItsClasssAreDescribedAlike() throws {
        let shape = CAShapeLayer()
        let opacity = try #require(shape._keySpec(forKey: "opacity"))
        #expect(opacity.isAnimatable && opacity.animatesImplicitly && opacity.effects == .pixels)
        let doubleSided = try #require(shape._keySpec(forKey: "isDoubleSided"))
        #expect(doubleSided.name == "doubleSided" && doubleSided.isAnimatable && !doubleSided.animatesImplicitly)
        let path = try #require(shape._keySpec(forKey: "path"))
        #expect(path.isAnimatable && !path.animatesImplicitly && path.effects.contains(.pixels))
        let strokeEnd = try #require(shape._keySpec(forKey: "strokeEnd"))
        #expect(strokeEnd.animatesImplicitly && strokeEnd.kind == .cgFloat)
        #expect(CATextLayer()._keySpec(forKey: "string")?.kind == .any)
        #expect(shape._keySpec(forKey: "string") == nil, "a text layer's key is not a shape layer's")
        #expect(CALayer()._keySpec(forKey: "strokeEnd") == nil)
    }

    /// A value set through the public property reads back through the
    /// table's storage, and one written through the storage reads back
    /// through the property: for every stored key with a sample value.
    @Test func storageAndPropertyAgree() {
        let samples: [_ValueKind: _Value] = [
            .rect: .rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .point: .point(CGPoint(x: 5, y: 6)),
            .size: .size(CGSize(width: 7, height: 8)), .transform: .transform(CATransform3DMakeScale(2, 3, 4)),
            .cgFloat: .number(0.75), .float: .number(0.5), .double: .number(2.5), .bool: .bool(true),
            .color: .color(_Color(r: 1, g: 0, b: 0, a: 1)),
        ]
        for key in _LayerKey.allCases {
            guard let storage = key.entry.storage, let sample = samples[key.kind] else { continue }
            let l = CALayer()
            key.entry.accessor.set(l, sample)
            let stored = withUnsafePointer(to: l._props) { storage.read($0) }
            #expect(stored.isIdentical(to: sample) || "\(stored)" == "\(sample)", "\(key.keyName): \(stored)")
            var props = _LayerProperties()
            let written = withUnsafeMutablePointer(to: &props) { storage.write($0, sample) }
            #expect(written)
            #expect("\(props[key])" == "\(sample)", "\(key.keyName) written through storage")
            var copy = _LayerProperties()
            withUnsafePointer(to: props) { src in copy.copyField(key, from: src) }
            #expect("\(copy[key])" == "\(sample)", "\(key.keyName) copied")
        }
    }

    /// The render side's writers cover every number key, every flag (from
    /// discrete keyframes, as 0 and 1), every field of every structure
    /// key and every pair (points, sizes, a rect's origin and size, a
    /// transform's translation), by kind.
    @Test func inPlaceWritersCoverEveryNumberAndStructureKey() {
        for key in _LayerKey.allCases where key.isStored {
            var p = _LayerProperties()
            switch key.kind {
            case .cgFloat, .float, .double:
                let ok = withUnsafeMutablePointer(to: &p) { $0.writeNumber(0.25, key, nil) }
                #expect(ok, "\(key.keyName)")
                #expect(p[key].number == 0.25, "\(key.keyName)")
            case .point:
                let whole = withUnsafeMutablePointer(to: &p) { $0.writePoint(CGPoint(x: 3, y: 4), key, nil) }
                let part = withUnsafeMutablePointer(to: &p) { $0.writeNumber(9, key, _StructField(path: "x", in: .point)) }
                #expect(whole && part)
                #expect(p[key].point == CGPoint(x: 9, y: 4), "\(key.keyName)")
            case .bool:
                let on = withUnsafeMutablePointer(to: &p) { $0.writeNumber(1, key, nil) }
                let read = p[key]
                let off = withUnsafeMutablePointer(to: &p) { $0.writeNumber(0, key, nil) }
                #expect(on && off, "\(key.keyName)")
                if case .bool(let b) = read, case .bool(let c) = p[key] { #expect(b && !c, "\(key.keyName)") } else {
                    Issue.record("\(key.keyName) does not read back as a flag")
                }
            case .rect:
                let ok = withUnsafeMutablePointer(to: &p) { $0.writeNumber(40, key, _StructField(path: "size.width", in: .rect)) }
                let origin = withUnsafeMutablePointer(to: &p) {
                    $0.writePoint(CGPoint(x: 1, y: 2), key, _StructField(path: "origin", in: .rect))
                }
                let size = withUnsafeMutablePointer(to: &p) {
                    $0.writePoint(CGPoint(x: 30, y: 5), key, _StructField(path: "size", in: .rect))
                }
                #expect(ok && origin && size)
                #expect(p[key].rect == CGRect(x: 1, y: 2, width: 30, height: 5), "\(key.keyName)")
            case .size:
                let whole = withUnsafeMutablePointer(to: &p) { $0.writePoint(CGPoint(x: 7, y: 8), key, nil) }
                let ok = withUnsafeMutablePointer(to: &p) { $0.writeNumber(12, key, _StructField(path: "height", in: .size)) }
                #expect(whole && ok)
                #expect(p[key].size == CGSize(width: 7, height: 12), "\(key.keyName)")
            case .transform:
                let ok = withUnsafeMutablePointer(to: &p) { $0.writeNumber(2, key, _StructField(path: "scale", in: .transform)) }
                let moved = withUnsafeMutablePointer(to: &p) {
                    $0.writePoint(CGPoint(x: 5, y: 6), key, _StructField(path: "translation", in: .transform))
                }
                #expect(ok && moved)
                #expect(p[key].transform.map { abs($0.m11 - 2) < 1e-12 && $0.m41 == 5 && $0.m42 == 6 } == true,
                        "\(key.keyName)")
            default:
                let ok = withUnsafeMutablePointer(to: &p) { $0.writeNumber(1, key, nil) }
                #expect(!ok, "\(key.keyName) is not a number")
            }
        }
    }
}
