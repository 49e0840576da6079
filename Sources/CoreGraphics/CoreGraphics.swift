// CoreGraphics for Linux: Apple's CG value types and drawing API.
//
// Foundation on Linux already provides CGFloat, CGPoint, CGSize and CGRect;
// this module adds what it lacks, with Apple's names and shapes, so that
// `import CoreGraphics` (or `import QuartzCore`) is all client code needs.
@_exported import Foundation

/// CoreGraphics's limits of `CGFloat` (CGBase.h).
public let CGFLOAT_MAX: CGFloat = .greatestFiniteMagnitude
public let CGFLOAT_MIN: CGFloat = .leastNormalMagnitude
public let CGFLOAT_EPSILON: CGFloat = .ulpOfOne
public let CGFLOAT_IS_DOUBLE: Int32 = 1
