/// The obvious per-pixel spans the vector ones are tested against (same
/// exact rounding, so the results are identical byte for byte).

public func referenceBlendSolidSpan(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
    for i in 0..<count { p[i] = sourceOver(color, p[i]) }
}

public func referenceBlendSolidSpan(_ p: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int,
                                    color: UInt32) {
    for i in 0..<count where coverage[i] != 0 {
        p[i] = sourceOver(scalePixel(color, UInt32(coverage[i])), p[i])
    }
}
