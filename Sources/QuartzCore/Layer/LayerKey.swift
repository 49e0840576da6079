/// Every CALayer property by its key-value coding name (Apple's: the
/// Objective-C property name, so `hidden`, not `isHidden`), with what it
/// holds and whether Core Animation animates it.
enum _LayerKey: String, CaseIterable {
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
        var d = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
        for (k, v) in aliases { d[k] = v }
        return d
    }()

    init?(name: String) {
        guard let k = _LayerKey.byName[name] else { return nil }
        self = k
    }

    /// A dense index for the `_LayerKeySet` bit set.
    var index: Int { _LayerKey.indices[self]! }
    private static let indices: [_LayerKey: Int] = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    var kind: _ValueKind {
        switch self {
        case .bounds, .frame, .contentsRect, .contentsCenter: return .rect
        case .position, .anchorPoint: return .point
        case .shadowOffset: return .size
        case .transform, .sublayerTransform: return .transform
        case .zPosition, .anchorPointZ, .cornerRadius, .borderWidth, .shadowRadius, .contentsScale,
             .rasterizationScale: return .cgFloat
        case .opacity, .shadowOpacity, .minificationFilterBias, .speed, .repeatCount: return .float
        case .beginTime, .duration, .timeOffset, .repeatDuration: return .double
        case .geometryFlipped, .hidden, .masksToBounds, .doubleSided, .opaque, .allowsGroupOpacity,
             .allowsEdgeAntialiasing, .drawsAsynchronously, .shouldRasterize, .wantsExtendedDynamicRangeContent,
             .needsDisplayOnBoundsChange, .autoreverses: return .bool
        case .backgroundColor, .borderColor, .shadowColor: return .color
        case .shadowPath: return .path
        case .maskedCorners: return .cornerMask
        case .edgeAntialiasingMask: return .edgeMask
        case .cornerCurve: return .cornerCurve
        case .contentsGravity: return .gravity
        case .contentsFormat: return .contentsFormat
        case .minificationFilter, .magnificationFilter: return .contentsFilter
        case .fillMode: return .fillMode
        case .name: return .string
        case .contents, .filters, .backgroundFilters, .compositingFilter: return .any
        case .mask, .superlayer: return .layer
        case .sublayers: return .layers
        case .actions: return .actions
        case .style: return .dictionary
        }
    }

    /// Apple's animatable properties (Core Animation Programming Guide,
    /// "Animatable Properties", plus those CALayer.h marks).
    var isAnimatable: Bool {
        switch self {
        case .anchorPoint, .anchorPointZ, .backgroundColor, .backgroundFilters, .compositingFilter, .borderColor,
             .borderWidth, .bounds, .contents, .contentsRect, .contentsCenter, .contentsScale, .cornerRadius,
             .filters, .hidden, .mask, .masksToBounds, .opacity, .position, .shadowColor, .shadowOffset,
             .shadowOpacity, .shadowPath, .shadowRadius, .sublayers, .sublayerTransform, .transform, .zPosition,
             .doubleSided, .shouldRasterize, .rasterizationScale:
            return true
        default:
            return false
        }
    }

    /// Keys held in `_LayerProperties` (the rest are the tree or computed).
    var isStored: Bool {
        switch self {
        case .frame, .mask, .sublayers, .superlayer: return false
        default: return true
        }
    }

    static let storedKeys = allCases.filter(\.isStored)
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
