/// A colour as the engine stores and interpolates it: straight RGBA
/// components (a value type, so evaluating a colour animation allocates
/// nothing) plus the `CGColor` it came from, if any, so a getter hands back
/// the very object that was set.
struct _Color: Equatable {
    var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
    var cg: CGColor?

    init(_ c: CGColor) {
        (r, g, b, a) = c._rgba
        cg = c
    }

    init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        self.r = r; self.g = g; self.b = b; self.a = a
        cg = nil
    }

    /// The colour as a CGColor: the original object, or a new RGB colour
    /// for values the engine computed.
    var cgColor: CGColor { cg ?? CGColor(red: r, green: g, blue: b, alpha: a) }

    static func == (x: _Color, y: _Color) -> Bool {
        if let a = x.cg, let b = y.cg { return a == b }
        return x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a
    }

    static let black = _Color(CGColor.black)

    /// The components alone, for drawing. A `_Color` copied retains its
    /// CGColor; a frame drawn in bands on two threads would then move that
    /// object's count from processor to processor for every layer each
    /// band meets (`p.pointee.backgroundColor?.rgba` reads the numbers in
    /// place).
    var rgba: _ColorComponents { _ColorComponents(r: r, g: g, b: b, a: a) }
}

/// A colour's components, with nothing to retain.
struct _ColorComponents {
    var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat

    /// The colour, when it shows at all (alpha above 0).
    var visible: _ColorComponents? { a > 0 ? self : nil }
}
