/// Every CALayer property, in the order of `_LayerKey.table`, which says
/// everything else about each: its key-value coding name (Apple's: the
/// Objective-C property name, so `hidden`, not `isHidden`), its kind,
/// whether Core Animation animates it and where it is stored.
enum _LayerKey: Int, CaseIterable {
    // Geometry
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case frame, geometryFlipped
    // Appearance
    case backgroundColor, cornerRadius, maskedCorners, cornerCurve, borderWidth, borderColor
    case opacity, hidden, masksToBounds, mask, doubleSided
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case contents, contentsRect, contentsCenter, contentsGravity, contentsScale, contentsFormat
    case minificationFilter, magnificationFilter, minificationFilterBias
    case opaque, allowsGroupOpacity, allowsEdgeAntialiasing, edgeAntialiasingMask
    case drawsAsynchronously, shouldRasterize, rasterizationScale
    case filters, backgroundFilters, compositingFilter, wantsExtendedDynamicRangeContent
    case needsDisplayOnBoundsChange
    // Timing (CAMediaTiming on the layer itself)
    case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode
    // Identity and the tree
    case name, style, actions, sublayers, superlayer

    /// Swift spellings that also work as keys (`isHidden` for `hidden`).
    static let aliases: [String: _LayerKey] = [
        "isHidden": .hidden, "isDoubleSided": .doubleSided, "isOpaque": .opaque,
        "isGeometryFlipped": .geometryFlipped,
    ]

    static let byName: [String: _LayerKey] = {
        var d = Dictionary(uniqueKeysWithValues: table.map { ($0.spec.name, $0.key) })
        for (k, v) in aliases { d[k] = v }
        return d
    }()

    init?(name: String) {
        guard let k = _LayerKey.byName[name] else { return nil }
        self = k
    }

    /// The key's entry of the table: its description, storage and accessor.
    @inline(__always)
    var entry: _LayerKeyEntry { _LayerKey.table[rawValue] }

    /// What the key is (as a layer class's keys say it too).
    var spec: _KeySpec { entry.spec }

    /// The key-value coding name.
    var keyName: String { spec.name }

    /// A dense index for the `_LayerKeySet` bit set.
    var index: Int { rawValue }

    var kind: _ValueKind { spec.kind }

    var isAnimatable: Bool { spec.isAnimatable }

    /// Keys held in `_LayerProperties` (the rest are the tree or computed).
    var isStored: Bool { entry.storage != nil }

    static let storedKeys = allCases.filter(\.isStored)

    /// The table's storage facts in plain memory, allocated once for the
    /// life of the process (read every frame).
    nonisolated(unsafe) static let layouts: UnsafePointer<_StoredLayout> = {
        let p = UnsafeMutablePointer<_StoredLayout>.allocate(capacity: table.count)
        for (i, entry) in table.enumerated() {
            var l = _StoredLayout(kind: entry.spec.kind)
            if let s = entry.storage {
                l.offset = Int32(s.offset); l.size = Int32(s.size); l.isStored = true; l.isTrivial = s.isTrivial
            }
            (p + i).initialize(to: l)
        }
        return UnsafePointer(p)
    }()

    @inline(__always)
    var layout: _StoredLayout { _LayerKey.layouts[rawValue] }
}

/// A set of layer keys as a bit set (which keys were set explicitly).
struct _LayerKeySet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    func contains(_ k: _LayerKey) -> Bool {
        let i = k.index
        return i < 64 ? low & (1 << i) != 0 : high & (1 << (i - 64)) != 0
    }

    mutating func insert(_ k: _LayerKey) {
        let i = k.index
        if i < 64 { low |= 1 << i } else { high |= 1 << (i - 64) }
    }
}
