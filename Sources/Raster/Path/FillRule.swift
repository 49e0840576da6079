/// Which points a path encloses: those with a non-zero winding number, or
/// those with an odd one.
public enum FillRule: Sendable, Hashable {
    case nonZero, evenOdd
}

extension FillRule {
    /// The coverage, 0...1, of a pixel whose accumulated signed area (the
    /// winding number weighted by the covered fraction) is `acc`.
    ///
    /// Non-zero saturates at one full winding; even-odd folds the value
    /// into a triangle wave of period two, so windings 1, 3, ... are full
    /// and 0, 2, ... are empty, with linear anti-aliasing in between.
    @inline(__always)
    func coverage(_ acc: Float) -> Float {
        let a = abs(acc)
        switch self {
        case .nonZero:
            return min(a, 1)
        case .evenOdd:
            let m = a - 2 * (a * 0.5).rounded(.down)
            return m > 1 ? 2 - m : m
        }
    }
}
