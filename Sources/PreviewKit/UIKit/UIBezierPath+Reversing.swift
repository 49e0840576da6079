extension UIBezierPath {
    /// The same shape drawn the other way: each subpath from its last point
    /// back to its first, its curves' control points swapped, a closed
    /// subpath still closed (so a stroke animated along the reversed path,
    /// `strokeEnd` from 0 to 1, retraces the original backwards).
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        var subpath: [_PathElement] = []
        func flush() {
            guard case .move(let start)? = subpath.first else { subpath.removeAll(); return }
            let closed = subpath.last == .close
            let segments = subpath.dropFirst().filter { $0 != .close }
            // Each segment's start point: the end of the one before.
            var starts: [CGPoint] = [start]
            for s in segments { starts.append(s.endPoint ?? start) }
            reversed.move(to: starts.last ?? start)
            for (i, s) in segments.enumerated().reversed() {
                let to = starts[i]
                switch s {
                case .line: reversed.addLine(to: to)
                case .quad(let c, _): reversed.addQuadCurve(to: to, controlPoint: c)
                case .cubic(let c1, let c2, _): reversed.addCurve(to: to, controlPoint1: c2, controlPoint2: c1)
                case .move, .close: break
                }
            }
            if closed { reversed.close() }
            subpath.removeAll()
        }
        for element in cgPath._elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return reversed
    }
}
