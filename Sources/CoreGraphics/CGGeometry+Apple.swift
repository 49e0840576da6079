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
