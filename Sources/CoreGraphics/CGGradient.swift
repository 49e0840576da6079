import Raster

/// A colour ramp, as Apple's `CGGradient`: colours at locations in 0...1.
/// Colours are interpolated between neighbouring locations in straight
/// (unpremultiplied) components and premultiplied afterwards, as Quartz
/// does, so a fade to clear keeps its hue.
public final class CGGradient: @unchecked Sendable {
    /// Straight RGBA stops, ordered by location.
    let stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)]

    /// The ramp sampled at 256 evenly spaced positions, premultiplied:
    /// what the shaders read.
    let _table: [UInt32]

    /// Apple's `CGGradient(colorsSpace:colors:locations:)`: `colors` as
    /// iOS code passes them (`[a, b] as CFArray`); elements that are not
    /// `CGColor`s are reported and left out. `locations` nil spaces the
    /// colours evenly.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var list: [CGColor] = []
        for element in colors {
            if let c = element as? CGColor { list.append(c) } else {
                _Diagnostics.report("CGGradient: \(type(of: element)) in colors is not a CGColor; left out")
            }
        }
        self.init(colorsSpace: space, colors: list, locations: locations)
    }

    /// The same with the colours as a Swift array.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let rgba = colors.map { c -> (Double, Double, Double, Double) in
            (Double(c._rgba.r), Double(c._rgba.g), Double(c._rgba.b), Double(c._rgba.a))
        }
        self.init(rgba: rgba, locations: locations, caller: "CGGradient(colorsSpace:colors:locations:)")
    }

    /// Apple's `CGGradient(colorSpace:colorComponents:locations:count:)`:
    /// `count` colours of the space's components plus alpha each.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, count < 1 << 20 else {
            _Diagnostics.report("CGGradient: \(count) colours; nil")
            return nil
        }
        let n = space.numberOfComponents + 1
        let rgba = (0..<count).map { i -> (Double, Double, Double, Double) in
            let c = components + i * n
            if space.model == .monochrome { return (Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1])) }
            return (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
        }
        self.init(rgba: rgba, locations: locations, caller: "CGGradient(colorSpace:colorComponents:locations:count:)")
    }

    private init?(rgba: [(Double, Double, Double, Double)], locations: UnsafePointer<CGFloat>?, caller: String) {
        guard !rgba.isEmpty else {
            _Diagnostics.report("\(caller): no colours; nil")
            return nil
        }
        var stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)] = []
        for (i, c) in rgba.enumerated() {
            let loc = locations.map { Double($0[i]) } ?? (rgba.count == 1 ? 0 : Double(i) / Double(rgba.count - 1))
            guard loc.isFinite, c.0.isFinite, c.1.isFinite, c.2.isFinite, c.3.isFinite else {
                _Diagnostics.report("\(caller): non-finite colour or location at \(i); nil")
                return nil
            }
            func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
            stops.append((clamp(loc), clamp(c.0), clamp(c.1), clamp(c.2), clamp(c.3)))
        }
        // Stable: equal locations keep their order (a hard step).
        stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.stops = stops
        _table = (0..<256).map { i in gradientColor(stops, at: Double(i) / 255) }
    }

    /// The premultiplied colour at position t (clamped to 0...1).
    @inline(__always)
    func color(at t: Double) -> UInt32 {
        guard t > 0 else { return _table[0] }
        guard t < 1 else { return _table[255] }
        return _table[Int(t * 255 + 0.5)]
    }
}

/// The straight-interpolated, then premultiplied, colour of `stops` at `t`.
func gradientColor(_ stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)], at t: Double) -> UInt32 {
    let first = stops[0], last = stops[stops.count - 1]
    if t <= first.location { return premultipliedPixel(r: first.r, g: first.g, b: first.b, a: first.a) }
    if t >= last.location { return premultipliedPixel(r: last.r, g: last.g, b: last.b, a: last.a) }
    var i = 1
    while stops[i].location < t { i += 1 }
    let p = stops[i - 1], q = stops[i]
    let span = q.location - p.location
    let f = span > 0 ? (t - p.location) / span : 1
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    return premultipliedPixel(r: mix(p.r, q.r), g: mix(p.g, q.g), b: mix(p.b, q.b), a: mix(p.a, q.a))
}
