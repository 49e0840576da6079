/// Which corners `cornerRadius` rounds. Minimum Y is the top on iOS.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Which edges are antialiased when `allowsEdgeAntialiasing` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}

/// How `contents` is placed in the bounds. Apple's twelve values.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity("center")
    public static let top = CALayerContentsGravity("top")
    public static let bottom = CALayerContentsGravity("bottom")
    public static let left = CALayerContentsGravity("left")
    public static let right = CALayerContentsGravity("right")
    public static let topLeft = CALayerContentsGravity("topLeft")
    public static let topRight = CALayerContentsGravity("topRight")
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    public static let resize = CALayerContentsGravity("resize")
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")

    static let allValues: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                      .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
}

/// The pixel format of backing stores the display pass makes.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let RGBA8Uint = CALayerContentsFormat("RGBA8")
    public static let RGBA16Float = CALayerContentsFormat("RGBAh")
    public static let gray8Uint = CALayerContentsFormat("Gray8")
}

/// How contents are sampled when scaled down (minification) or up.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let nearest = CALayerContentsFilter("nearest")
    public static let linear = CALayerContentsFilter("linear")
    public static let trilinear = CALayerContentsFilter("trilinear")
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve("circular")
    public static let continuous = CALayerCornerCurve("continuous")
}
