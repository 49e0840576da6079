// CoreGraphics for Linux: Apple's CG value types and drawing API.
//
// Foundation on Linux already provides CGFloat, CGPoint, CGSize and CGRect;
// this module adds what it lacks, with Apple's names and shapes, so that
// `import CoreGraphics` (or `import QuartzCore`) is all client code needs.
@_exported import Foundation

/// CoreGraphics's limits of `CGFloat` (CGBase.h).
public let CGFLOAT_MAX: CGFloat = .greatestFiniteMagnitude
/// The smallest positive normal `CGFloat` (not the most negative value).
public let CGFLOAT_MIN: CGFloat = .leastNormalMagnitude
/// The gap between 1 and the next larger `CGFloat`.
public let CGFLOAT_EPSILON: CGFloat = .ulpOfOne
/// 1: `CGFloat` is a 64-bit `Double` here.
public let CGFLOAT_IS_DOUBLE: Int32 = 1
