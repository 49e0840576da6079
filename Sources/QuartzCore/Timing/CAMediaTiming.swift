/// The timing model shared by layers and animations (Apple's
/// `CAMediaTiming`). A layer's timing applies to its sublayers and
/// animations: local time `t = (parentTime - beginTime) * speed + timeOffset`.
public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode("removed")
    /// Holds the end value after the end.
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// Shows the start value before the beginning.
    public static let backwards = CAMediaTimingFillMode("backwards")
    public static let both = CAMediaTimingFillMode("both")
}
