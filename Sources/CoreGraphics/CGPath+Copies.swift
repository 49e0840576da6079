// The initialiser forms Apple's Swift interface imports from
// CGPathCreateCopyByStrokingPath and CGPathCreateCopyByDashingPath. Their
// double-underscore names are Apple's own (the overlay's `copy(…)` methods
// are the preferred spelling), and shipping iOS code calls them.

extension CGPath {
    /// The outline of `path` stroked as described, mapped by `transform`
    /// (`copy(strokingWithWidth:…)`); nil for a width that is not positive.
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
                             lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite else { return nil }
        let stroked = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                                transform: transform?.pointee ?? .identity)
        self.init(_elements: stroked._elements)
    }

    /// `path` cut into dashes of `lengths` starting `phase` in, mapped by
    /// `transform` (`copy(dashingWithPhase:lengths:)`).
    public convenience init?(__byDashing path: CGPath, transform: UnsafePointer<CGAffineTransform>?, phase: CGFloat,
                             lengths: UnsafePointer<CGFloat>?, count: Int) {
        guard let lengths, count > 0 else { return nil }
        let dashed = path.copy(dashingWithPhase: phase, lengths: Array(UnsafeBufferPointer(start: lengths, count: count)),
                               transform: transform?.pointee ?? .identity)
        self.init(_elements: dashed._elements)
    }
}
