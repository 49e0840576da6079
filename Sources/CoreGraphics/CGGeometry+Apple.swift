import Foundation

/// `equalTo(_:)`, which Apple's CoreGraphics adds to the Foundation
/// geometry types (older code compares with it rather than `==`).
extension CGPoint {
    /// Whether both coordinates equal `point2`'s (the same as `==`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether both dimensions equal `size2`'s (the same as `==`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether origin and size equal `rect2`'s (the same as `==`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

/// Core Graphics' C constants, which Swift code written against Apple's
/// SDKs since 2023 may name instead of the static members.
/// The origin (`CGPoint.zero`).
public let CGPointZero = CGPoint.zero
/// The empty size (`CGSize.zero`).
public let CGSizeZero = CGSize.zero
/// The rectangle at the origin with no size (`CGRect.zero`).
public let CGRectZero = CGRect.zero
/// The null rectangle (`CGRect.null`).
public let CGRectNull = CGRect.null
/// The infinite rectangle (`CGRect.infinite`).
public let CGRectInfinite = CGRect.infinite
