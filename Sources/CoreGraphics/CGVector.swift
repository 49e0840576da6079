/// A two-dimensional vector (Apple's `CGVector`), which Foundation on Linux lacks.
public struct CGVector: Hashable, Sendable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { dx = 0; dy = 0 }
    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector with components `dx` and `dy`, given as `Double`.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector with components `dx` and `dy`, given as `Int`.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector (0, 0).
    public static let zero = CGVector()
}
