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
