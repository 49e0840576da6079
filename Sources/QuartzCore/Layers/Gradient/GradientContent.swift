import Raster

/// A gradient layer's drawing: every pixel of its corner shape takes the
/// colour at its gradient parameter t (axial, radial or conic), from a
/// 256-entry table of premultiplied colours built from the colours and
/// locations (interpolated unpremultiplied, as CGGradient does, in the
/// colour space iOS blends them in, with the end colours extending past
/// the ends), kept in 8.8 fixed point and interpolated in integers. The
/// result is dithered with a 4×4 ordered pattern before it is rounded to
/// 8 bits, so a long, gentle ramp shows no bands.
enum _GradientContent: _LayerContent {
    static let tableSize = 256

    /// The shader measures t through the inverse of any affine map; a
    /// rotated or skewed layer's outline is filled as a path.
    static var drawsThroughAffineMaps: Bool { true }

    static func draw(_ layer: _PresentedLayer, _ m: Projective,
                     into target: Surface, clip: PixelRect, opacity: Double, compositor: _Compositor) {
        withShader(layer, m, opacity: opacity) { shader in
            if m.isAxisAligned {
                target.fill(_Compositor.deviceShape(layer.values, m), shader: shader, clip: clip,
                            scratch: compositor.scratch)
                return
            }
            // Rotated or skewed: the rounded bounds through the map, as a path.
            let outline = _LayerOutline(layer.bounds, layer.values.pointee.cornerRadius, layer.values.pointee.maskedCorners)
            compositor.pathScratch.removeAll(keepingCapacity: true)
            guard outline.append(to: &compositor.pathScratch, m, stretch: max(_Compositor.scale(of: m), 1e-6)) else { return }
            target.fill(compositor.pathScratch, rule: .nonZero, shader: shader, clip: clip,
                        rasterizer: compositor.rasterizer, scratch: compositor.scratch)
        }
    }

    /// Runs `body` with the layer's shader through `m` at `opacity` (its
    /// colour table on the stack); false, not running it, when the layer
    /// has no colours.
    @discardableResult
    static func withShader(_ layer: _PresentedLayer, _ m: Projective, opacity: Double,
                           _ body: (_GradientShader) -> Void) -> Bool {
        let e = layer.node.storage.presentedExtra
        guard let colors = e[_GradientKeys.colors.slot].list, !colors.isEmpty else { return false }
        let b = layer.bounds
        func toTarget(_ u: CGPoint) -> (x: Double, y: Double) {
            let x = Double(b.minX + u.x * b.width), y = Double(b.minY + u.y * b.height)
            return (m.a * x + m.c * y + m.tx, m.b * x + m.d * y + m.ty)
        }
        let s = layer[_GradientKeys.startPoint]
        let end = layer[_GradientKeys.endPoint]
        let kind = layer[_GradientKeys.type]
        withUnsafeTemporaryAllocation(of: SIMD4<Int32>.self, capacity: tableSize + 1) { table in
            fillTable(table, colors: colors, locations: e[_GradientKeys.locations.slot].list, opacity: Float(opacity))
            body(_GradientShader(table: UnsafePointer(table.baseAddress!), kind: kind,
                                 start: toTarget(s), end: toTarget(end), m: m,
                                 startInLayer: (Double(s.x * b.width), Double(s.y * b.height)),
                                 endInLayer: (Double(end.x * b.width), Double(end.y * b.height))))
        }
        return true
    }

    static func box(_ layer: _PresentedLayer) -> CGRect? {
        guard let colors = layer.node.storage.presentedExtra[_GradientKeys.colors.slot].list, !colors.isEmpty else {
            return nil
        }
        return layer.bounds
    }

    /// The premultiplied colours (channels 0...255, opacity applied) at
    /// t = i / 255, plus one repeat of the last for interpolation.
    static func fillTable(_ table: UnsafeMutableBufferPointer<SIMD4<Int32>>, colors: [_Value], locations: [_Value]?,
                          opacity: Float) {
        let n = colors.count
        func color(_ i: Int) -> _Color {
            if case .color(let c?) = colors[i] { return c }
            return _Color(r: 0, g: 0, b: 0, a: 0)
        }
        // Stops: the given locations when they match the colours, each no
        // earlier than the one before; else evenly spaced.
        var stops = [Double](repeating: 0, count: n)
        if let l = locations, l.count == n {
            var previous = -Double.infinity
            for i in 0..<n {
                let v = Double(l[i].number ?? 0)
                previous = max(previous, v.isFinite ? v : 0)
                stops[i] = previous
            }
        } else {
            for i in 0..<n { stops[i] = n > 1 ? Double(i) / Double(n - 1) : 0 }
        }
        // Blended in Generic RGB, as iOS blends them (`_GradientColorSpace`).
        let blendables = (0..<n).map { i in
            let c = color(i)
            return _GradientColorSpace.blendable(Double(c.r), Double(c.g), Double(c.b))
        }
        var k = 0
        for i in 0...tableSize {
            let t = Double(min(i, tableSize - 1)) / Double(tableSize - 1)
            while k < n - 1 && stops[k + 1] <= t { k += 1 }
            let v: SIMD3<Double>, a: CGFloat
            if t <= stops[0] || n == 1 {
                (v, a) = (blendables[0], color(0).a)
            } else if k >= n - 1 {
                (v, a) = (blendables[n - 1], color(n - 1).a)
            } else {
                let span = stops[k + 1] - stops[k]
                let f = span > 0 ? (t - stops[k]) / span : 1
                v = blendables[k] + (blendables[k + 1] - blendables[k]) * f
                a = color(k).a + (color(k + 1).a - color(k).a) * CGFloat(f)
            }
            let c = _GradientColorSpace.sRGB(v)
            let alpha = Float(min(max(a, 0), 1)) * opacity
            // In 8.8 fixed point (a level is 256): each colour at most its
            // alpha, so an interpolated and dithered colour never passes it.
            func fixed(_ v: Float) -> Int32 { Int32((min(max(v, 0), 255) * 256).rounded()) }
            let a8 = fixed(alpha * 255)
            func channel(_ v: Double) -> Int32 { min(fixed(Float(v) * alpha * 255), a8) }
            table[i] = SIMD4(a8, channel(c.x), channel(c.y), channel(c.z))
        }
    }
}

/// Colours a row of pixels from the gradient's table. `start` and `end`
/// are the points in target pixels; the conic angle is measured in the
/// layer's own units (`startInLayer`, `endInLayer`), so a stretched
/// layer's sweep starts toward its end point.
struct _GradientShader: RowShader {
    let table: UnsafePointer<SIMD4<Int32>>
    let kind: CAGradientLayerType
    let start: (x: Double, y: Double)
    let end: (x: Double, y: Double)
    let m: Projective
    let startInLayer: (Double, Double)
    let endInLayer: (Double, Double)

    /// How t grows per target pixel along x and y, for an axial gradient:
    /// t is measured in the layer's space, where its lines of equal colour
    /// are square to the axis. A layer stretched more one way than the
    /// other keeps those lines (stretched), which are then no longer
    /// square to the stretched axis: the step is the axis carried by the
    /// inverse transpose of the map, not by the map. Nil when the axis has
    /// no length (every pixel takes the last colour).
    var axialStep: (x: Double, y: Double)? {
        let dx = endInLayer.0 - startInLayer.0, dy = endInLayer.1 - startInLayer.1
        let length2 = dx * dx + dy * dy
        let det = m.a * m.d - m.b * m.c
        guard length2 > 0, det != 0, det.isFinite else { return nil }
        return ((m.d * dx - m.b * dy) / (det * length2), (m.a * dy - m.c * dx) / (det * length2))
    }

    /// How t is measured: along the axis, from the centre, or around it.
    private enum Geometry { case axial, radial, conic }

    /// A 4×4 ordered dither, as what is added before flooring: (k + 0.5)/16
    /// of one 8-bit step (a rounding offset of −0.5...0.5), in 8.8 fixed point.
    static let bayer: [Int32] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { $0 * 16 + 8 }

    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        let axis = axialStep
        // Radial and conic gradients are measured in the layer's space (an
        // ellipse with the axis's x and y extents as radii; angles about
        // the start point), a pixel taken back through the inverse of the
        // map's linear part: under rotation or skew too.
        var rx = abs(endInLayer.0 - startInLayer.0), ry = abs(endInLayer.1 - startInLayer.1)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        let det = m.a * m.d - m.b * m.c
        let inverse = det != 0 && det.isFinite ? (a: m.d / det, b: -m.b / det, c: -m.c / det, d: m.a / det) : (a: 0, b: 0, c: 0, d: 0)
        let angle0 = atan2(endInLayer.1 - startInLayer.1, endInLayer.0 - startInLayer.0)
        // The type is a string: compared once a row, not once a pixel.
        let geometry: Geometry = kind == .radial ? .radial : kind == .conic ? .conic : .axial
        Self.bayer.withUnsafeBufferPointer { dither in
            let row = (y & 3) * 4
            // Axial and radial rows four pixels a step where the processor
            // can (the same bytes: GradientRowTests).
            if count >= 8, geometry != .conic,
               UnsafeRawPointer(table).withMemoryRebound(to: Int32.self, capacity: 4 * (_GradientContent.tableSize + 1), {
                   let size = _GradientContent.tableSize, ditherRow = dither.baseAddress! + row
                   if geometry == .radial {
                       return rx > 0 && shadeRadialRowWide(out, count: count, x0: x0, py: py, start: start, inverse: inverse,
                                                           radii: (rx, ry), table: $0, tableSize: size, ditherRow: ditherRow)
                   }
                   guard let axis else { return false }
                   return shadeAxialRowWide(out, count: count, x0: x0, py: py, start: start, step: axis, table: $0,
                                            tableSize: size, ditherRow: ditherRow)
               }) { return }
            for i in 0..<count {
                let px = Double(x0 + i) + 0.5
                var t: Double
                switch geometry {
                case .radial:
                    guard rx > 0 else { t = 1; break }
                    let X = px - start.x, Y = py - start.y
                    let dx = (inverse.a * X + inverse.c * Y) / rx, dy = (inverse.b * X + inverse.d * Y) / ry
                    t = (dx * dx + dy * dy).squareRoot()
                case .conic:
                    let X = px - start.x, Y = py - start.y
                    let lx = inverse.a * X + inverse.c * Y, ly = inverse.b * X + inverse.d * Y
                    var a = atan2(ly, lx) - angle0
                    a = a.truncatingRemainder(dividingBy: 2 * .pi)
                    if a < 0 { a += 2 * .pi }
                    t = a / (2 * .pi)
                case .axial:
                    t = axis.map { (px - start.x) * $0.x + (py - start.y) * $0.y } ?? 1
                }
                if !(t >= 0) { t = 0 }
                // Position in the table in 8.8 fixed point: the entry and
                // the fraction toward the next.
                let p = Int(Float(min(t, 1)) * Float((_GradientContent.tableSize - 1) * 256))
                let k = p >> 8, fraction = Int32(p & 255)
                let lo = table[k]
                // Interpolated, the dither added (a fraction of a level),
                // then floored to 8 bits, in integer lanes. The entries are
                // 0...255 levels, so no lane leaves 0...255; a colour is
                // kept at most its alpha (interpolation rounds each lane).
                let d = SIMD4<Int32>(repeating: dither[row + ((x0 + i) & 3)])
                let c = (lo &+ (((table[k + 1] &- lo) &* fraction) &>> 8) &+ d) &>> 8
                let a = UInt32(truncatingIfNeeded: c.x)
                out[i] = a << 24 | min(UInt32(truncatingIfNeeded: c.y), a) << 16
                    | min(UInt32(truncatingIfNeeded: c.z), a) << 8 | min(UInt32(truncatingIfNeeded: c.w), a)
            }
        }
    }
}
