/// The timing model shared by layers and animations (Apple's
/// `CAMediaTiming`). A layer's timing applies to its sublayers and
/// animations: local time `t = (parentTime - beginTime) * speed + timeOffset`.
public protocol CAMediaTiming {
    /// When the object's time starts, in its parent's time, in seconds.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's: 1 normal, 0 frozen,
    /// negative backwards.
    var speed: Float { get set }
    /// Seconds added to local time, after `beginTime` and `speed` apply.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles to play (fractions allowed); `Float.greatestFiniteMagnitude` repeats forever.
    var repeatCount: Float { get set }
    /// How long to keep repeating, in seconds, when `repeatCount` is 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forward and then back.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end of the active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, e.g. `"forwards"`.
    public let rawValue: String
    /// A mode from its name; one not defined here fills as `.removed`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode("removed")
    /// Holds the end value after the end.
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// Shows the start value before the beginning.
    public static let backwards = CAMediaTimingFillMode("backwards")
    /// Shows the start value before the beginning and holds the end value after the end.
    public static let both = CAMediaTimingFillMode("both")
}
