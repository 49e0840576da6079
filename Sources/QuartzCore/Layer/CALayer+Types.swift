/// Which corners `cornerRadius` rounds. Minimum Y is the top on iOS.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits: 1 min-x/min-y, 2 max-x/min-y, 4 min-x/max-y, 8 max-x/max-y.
    public let rawValue: UInt
    /// A set of corners from its bits; bits above the four corners are kept but mean nothing.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the bounds' minimum x and minimum y (top left on a y-down layer).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y (top right on a y-down layer).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y (bottom left on a y-down layer).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y (bottom right on a y-down layer).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Which edges are antialiased when `allowsEdgeAntialiasing` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The edges as bits: 1 left, 2 right, 4 bottom, 8 top.
    public let rawValue: UInt32
    /// A set of edges from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The edge at the bounds' minimum x.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The edge at the bounds' maximum x.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The edge at the bounds' minimum y.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The edge at the bounds' maximum y.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}

/// How `contents` is placed in the bounds. Apple's twelve values.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, e.g. `"resizeAspect"`.
    public let rawValue: String
    /// A gravity from its name; setting a name not defined here is reported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Unscaled, centred in the bounds (it may overflow them).
    public static let center = CALayerContentsGravity("center")
    /// Unscaled, centred horizontally against the maximum-y edge (the bottom of a y-down layer).
    public static let top = CALayerContentsGravity("top")
    /// Unscaled, centred horizontally against the minimum-y edge (the top of a y-down layer).
    public static let bottom = CALayerContentsGravity("bottom")
    /// Unscaled, centred vertically against the minimum-x edge.
    public static let left = CALayerContentsGravity("left")
    /// Unscaled, centred vertically against the maximum-x edge.
    public static let right = CALayerContentsGravity("right")
    /// Unscaled, in the minimum-x, maximum-y corner.
    public static let topLeft = CALayerContentsGravity("topLeft")
    /// Unscaled, in the maximum-x, maximum-y corner.
    public static let topRight = CALayerContentsGravity("topRight")
    /// Unscaled, in the minimum-x, minimum-y corner.
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    /// Unscaled, in the maximum-x, minimum-y corner.
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    /// Stretched to fill the bounds exactly, ignoring the aspect ratio (the default).
    public static let resize = CALayerContentsGravity("resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, and centred.
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, and centred (the excess overflows).
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")

    static let allValues: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                      .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
}

/// The pixel format of backing stores the display pass makes.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name, e.g. `"RGBA8"`.
    public let rawValue: String
    /// A format from its name; any format is stored as given.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// 8 bits per channel, red, green, blue and alpha (the default).
    public static let RGBA8Uint = CALayerContentsFormat("RGBA8")
    /// 16-bit floating-point channels, red, green, blue and alpha.
    public static let RGBA16Float = CALayerContentsFormat("RGBAh")
    /// One 8-bit grey channel.
    public static let gray8Uint = CALayerContentsFormat("Gray8")
}

/// How contents are sampled when scaled down (minification) or up.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name, e.g. `"linear"`.
    public let rawValue: String
    /// A filter from its name; one not defined here samples as `.linear`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Each pixel takes the nearest source pixel: hard edges, no blur.
    public static let nearest = CALayerContentsFilter("nearest")
    /// Each pixel blends the four nearest source pixels (the default).
    public static let linear = CALayerContentsFilter("linear")
    /// Linear sampling that also blends between pre-shrunk levels when minifying.
    public static let trilinear = CALayerContentsFilter("trilinear")
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, e.g. `"circular"`.
    public let rawValue: String
    /// A curve from its name; any name is stored as given.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Quarter-circle corners (the default).
    public static let circular = CALayerCornerCurve("circular")
    /// Corners that ease into the straight edges; stored, and drawn circular here.
    public static let continuous = CALayerCornerCurve("continuous")
}
