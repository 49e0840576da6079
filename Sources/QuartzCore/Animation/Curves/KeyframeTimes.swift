/// Which keyframe segment holds linear progress `p`, for ascending key
/// times `times[0..<count]` (count ≥ 2): segment i spans `times[i]` to
/// `times[i + 1]`, and `local` is the position within it in 0...1
/// (`CAKeyframeAnimation.keyTimes`: before the first time the first
/// segment's start holds, after the last its end). Pure; shared by every
/// keyframe evaluation.
@inline(__always)
func _keyframeSegment(at p: Double, times: UnsafePointer<Double>, count: Int) -> (index: Int, local: Double) {
    var i = 0
    while i + 2 < count, p > times[i + 1] { i += 1 }
    let t0 = times[i], t1 = times[i + 1]
    let local = t1 > t0 ? (p - t0) / (t1 - t0) : 1
    return (i, min(max(local, 0), 1))
}
