import Raster

/// The compositor's slow twin, kept as the test oracle (as Blend2D keeps a
/// reference pipeline beside its JIT): it renders an evaluated layer tree
/// by point sampling, in floating point, with none of the fast path's
/// machinery (no corner tiles, no span blends, no offscreens, no caches,
/// no bands). Every pixel is the mean of `samples × samples` points; each
/// point's colour is the layer tree composited at that point, back to
/// front, in Apple's order (background, contents, class content,
/// sublayers, border; the shadow beneath; masksToBounds, the mask and
/// opacity on the whole). Shadows need a neighbourhood, so each is a
/// field computed first: the layer's alpha (or its shadowPath) sampled on
/// the target's pixel grid and blurred by a direct Gaussian.
///
/// It reads the same presented values and the same pure layout functions
/// (geometry, contents placement, text layout) as the fast compositor,
/// and nothing of its drawing. Transitions and contents cross-fades are
/// drawn as their end state.
final class _ReferenceCompositor {
    let samples: Int

    init(samples: Int = 8) { self.samples = max(1, samples) }

    /// Renders `root`'s presented tree (already evaluated) into a new
    /// surface of `width` × `height` pixels, the root's superlayer space
    /// mapped by `base`.
    func render(_ root: _RenderNode, width: Int, height: Int, base: Projective = .identity) -> Surface {
        let out = Surface(width: width, height: height)!
        let buffer = _FloatImage(width: width, height: height)
        if let tree = prepare(root, parent: nil, toTarget: base, width: width, height: height) {
            draw(tree, into: buffer, alpha: 1)
        }
        for y in 0..<height { for x in 0..<width { out[x, y] = buffer[x, y].pixel } }
        return out
    }

    // MARK: The prepared tree

    /// One layer placed in target space, with what its points need.
    final class Node {
        let node: _RenderNode
        /// The presented values, copied (a replicator re-evaluates its
        /// sublayers for each instance).
        var props: _LayerProperties
        let extra: [_Value]
        let m: Projective
        let inverse: Projective?
        let shape: _RefRoundedRect
        let inner: _RefRoundedRect
        var children: [Node] = []
        var mask: Node?
        /// A replicator instance's tint, multiplying this subtree.
        var tint: _RGBA?
        /// The shadow, when the layer casts one.
        var shadow: _ShadowRecipe?
        /// Shape layers: the stroke's outline as a path, in layer units.
        var strokeOutline: CGPath?
        /// Text layers: the glyphs' coverage in backing-store pixels.
        var textCoverage: (width: Int, height: Int, values: [Double])?

        init(_ node: _RenderNode, _ m: Projective) {
            self.node = node
            props = node.presentedStorage.pointee
            extra = node.extra.indices.map { node.presentedExtra[$0] }
            self.m = m
            inverse = m.inverted()
            shape = _RefRoundedRect(props.bounds, props.cornerRadius, props.maskedCorners)
            inner = shape.inset(props.borderWidth)
        }

        func withProps<R>(_ body: (UnsafePointer<_LayerProperties>) -> R) -> R {
            withUnsafePointer(to: &props, body)
        }
    }

    func prepare(_ node: _RenderNode, parent: UnsafePointer<_LayerProperties>?, toTarget: Projective,
                 width: Int, height: Int, map: Projective? = nil) -> Node? {
        let p = UnsafePointer(node.presentedStorage)
        guard !p.pointee.isHidden else { return nil }
        let m = map ?? Projective(_LayerGeometry.toParent(p, parent: parent, isMask: node.isMask)).concatenating(toTarget)
        let n = Node(node, m)
        if !p.pointee.isDoubleSided && m.determinant < 0 { return nil }
        // Sublayers: by zPosition, stable; a transform layer's leaves in
        // 3D; a replicator's instances.
        let kids = node.children.enumerated().sorted {
            let za = $0.element.presentedStorage.pointee.zPosition, zb = $1.element.presentedStorage.pointee.zPosition
            return za != zb ? za < zb : $0.offset < $1.offset
        }.map(\.element)
        for child in kids {
            let c = UnsafePointer(child.presentedStorage)
            if child.classKeys.content?.flattensSublayers == false {
                guard !c.pointee.isHidden else { continue }
                let m3 = _TransformLayerContent.toParent3D(c, parent: p, isMask: false)
                for leaf in _TransformLayerContent.leaves(child, toParent3D: m3, parentToTarget: m) {
                    if let l = prepare(leaf.node, parent: leaf.parent, toTarget: m, width: width, height: height, map: leaf.map) {
                        l.tint = multiply(l.tint, opacityTint(c.pointee.opacity))
                        n.children.append(l)
                    }
                }
                continue
            }
            if let l = prepare(child, parent: p, toTarget: m, width: width, height: height) { n.children.append(l) }
        }
        if node.classKeys.content is _ReplicatorContent.Type, !node.children.isEmpty {
            let count = _ReplicatorContent.count(node)
            let delay = _ReplicatorContent.needsSerialRendering(node) ? _ReplicatorContent.delay(node) : 0
            let now = node.evaluatedLocalTime
            var instances: [Node] = []
            _ReplicatorContent.instanceMaps(node, p, m, count: count) { k, mk in
                if delay != 0 { for child in kids { child.evaluateTree(parentTime: now - Double(k) * delay) } }
                for child in kids {
                    guard let l = prepare(child, parent: p, toTarget: mk, width: width, height: height) else { continue }
                    if let t = _ReplicatorContent.tint(node, k) { l.tint = _RGBA(r: t.r, g: t.g, b: t.b, a: t.a) }
                    instances.append(l)
                }
            }
            if delay != 0 { for child in kids { child.evaluateTree(parentTime: now) } }
            n.children = instances
        }
        if let mask = node.mask { n.mask = prepare(mask, parent: p, toTarget: m, width: width, height: height) }
        prepareContent(n)
        if let s = _ShadowStyle(n.props, m, opacity: 1) {
            n.shadow = shadowStyle(n, s, width: width, height: height)
        }
        return n
    }

    func prepareContent(_ n: Node) {
        var copy = n.extra
        copy.withUnsafeMutableBufferPointer { buffer in prepareContent(n, buffer.baseAddress!) }
    }

    func prepareContent(_ n: Node, _ e: UnsafeMutablePointer<_Value>) {
        switch n.node.classKeys.content {
        case is _ShapeContent.Type:
            if case .path(let path?) = e[_ShapeKeys.path], case .color(let c?) = e[_ShapeKeys.strokeColor], c.a > 0,
               let style = _ShapeContent.strokeStyle(e) {
                let trimmed = _PathTrim.trimmed(path._elements, from: e[_ShapeKeys.strokeStart].number ?? 0,
                                                to: e[_ShapeKeys.strokeEnd].number ?? 1)
                var user = RasterPath()
                user._append(trimmed) { q in (Double(q.x), Double(q.y)) }
                let outline = strokeOutline(user, style: style, tolerance: 0.01 / max(_Compositor.scale(of: n.m), 1e-6))
                let g = CGMutablePath()
                for el in outline.elements {
                    switch el {
                    case let .move(x, y): g.move(to: CGPoint(x: x, y: y))
                    case let .line(x, y): g.addLine(to: CGPoint(x: x, y: y))
                    case let .quad(cx, cy, x, y): g.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
                    case let .cubic(c1x, c1y, c2x, c2y, x, y):
                        g.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
                    case .close: g.closeSubpath()
                    }
                }
                n.strokeOutline = g
            }
        case is _TextContent.Type:
            guard let text = _TextContent.string(e[_TextKeys.string].objectValue), !text.isEmpty,
                  let size = e[_TextKeys.fontSize].number, size > 0,
                  let font = _TextFonts.font(for: e[_TextKeys.font].objectValue) else { return }
            let b = n.props.bounds
            let layout = _TextLayout(text, face: font.face, size: Double(size), width: Double(b.width),
                                     height: Double(b.height), wrapped: e[_TextKeys.wrapped].bool ?? false,
                                     truncation: (e[_TextKeys.truncationMode].objectValue as? CATextLayerTruncationMode) ?? .none,
                                     alignment: (e[_TextKeys.alignmentMode].objectValue as? CATextLayerAlignmentMode) ?? .natural)
            // Each glyph's coverage placed where the backing store has it,
            // joined with "over" (the glyph images come from FreeType).
            let scale = Double(n.props.contentsScale)
            let w = Int((Double(b.width) * scale).rounded(.up)), h = Int((Double(b.height) * scale).rounded(.up))
            guard w > 0, h > 0, w * h <= 1 << 22 else { return }
            var cov = [Double](repeating: 0, count: w * h)
            for g in layout.glyphs {
                let penX = (g.x * scale * 4).rounded() / 4
                let whole = penX.rounded(.down)
                guard let bm = font.face.bitmap(g.glyph, pixelSize: Double(size) * scale, phase: penX - whole) else { continue }
                let x0 = Int(whole) + bm.left, y0 = Int((g.baseline * scale).rounded()) - bm.top
                for gy in 0..<bm.height where y0 + gy >= 0 && y0 + gy < h {
                    for gx in 0..<bm.width where x0 + gx >= 0 && x0 + gx < w {
                        let k = Double(bm.pixels[gy * bm.width + gx]) / 255
                        let i = (y0 + gy) * w + x0 + gx
                        cov[i] = k + cov[i] * (1 - k)
                    }
                }
            }
            n.textCoverage = (w, h, cov)
        default:
            break
        }
    }

    func opacityTint(_ o: Float) -> _RGBA? {
        o >= 1 ? nil : _RGBA(r: Double(o), g: Double(o), b: Double(o), a: Double(o))
    }

    func multiply(_ a: _RGBA?, _ b: _RGBA?) -> _RGBA? {
        guard let a else { return b }
        guard let b else { return a }
        return _RGBA(r: a.r * b.r, g: a.g * b.g, b: a.b * b.b, a: a.a * b.a)
    }

    // MARK: Layer by layer

    /// Draws `n` and its subtree over `buffer`. A layer whose subtree must
    /// be one picture (group opacity, masksToBounds, a mask, a shadow, a
    /// replicator's tint) is drawn into its own buffer first, then
    /// shadowed, clipped, masked and composited with its opacity; others
    /// draw straight into `buffer` with `alpha` (opacity inherited).
    func draw(_ n: Node, into buffer: _FloatImage, alpha: Double) {
        let props = n.props
        let opacity = n.node.isMask ? 1 : alpha * Double(props.opacity)
        let grouped = n.mask != nil || props.masksToBounds || n.shadow != nil || n.tint != nil
            || (opacity < 1 && props.allowsGroupOpacity && !n.children.isEmpty)
        guard grouped else {
            drawBody(n, into: buffer, opacity: opacity, childAlpha: props.allowsGroupOpacity ? 1 : opacity)
            return
        }
        let g = _FloatImage(width: buffer.width, height: buffer.height)
        drawBody(n, into: g, opacity: 1, childAlpha: 1)
        if let s = n.shadow {
            // Beneath the body: blurred from its alpha (or the path's).
            let field = s.field ?? _ShadowField.fromAlpha(g, s)
            for i in g.pixels.indices {
                let x = Double(i % g.width) + 0.5, y = Double(i / g.width) + 0.5
                g.pixels[i] = g.pixels[i].over(field.color(x, y))
            }
        }
        if props.masksToBounds {
            eachPixel(g) { x, y in coverage(x, y) { qx, qy in
                guard let l = n.inverse?.apply(qx, qy) else { return false }
                return n.shape.contains(l.x, l.y)
            } }
        }
        if let mask = n.mask {
            let m = _FloatImage(width: g.width, height: g.height)
            draw(mask, into: m, alpha: 1)
            for i in g.pixels.indices { g.pixels[i] = g.pixels[i] * m.pixels[i].a }
        }
        let t = n.tint ?? _RGBA(r: 1, g: 1, b: 1, a: 1)
        for i in g.pixels.indices {
            let c = g.pixels[i]
            let tinted = _RGBA(r: c.r * t.r * t.a, g: c.g * t.g * t.a, b: c.b * t.b * t.a, a: c.a * t.a)
            buffer.pixels[i] = (tinted * opacity).over(buffer.pixels[i])
        }
    }

    /// Multiplies each pixel of `image` by `weight(x, y)`.
    func eachPixel(_ image: _FloatImage, _ weight: (Int, Int) -> Double) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = y * image.width + x
                if image.pixels[i].a != 0 || image.pixels[i].r != 0 { image.pixels[i] = image.pixels[i] * weight(x, y) }
            }
        }
    }

    /// The fraction of pixel (x, y)'s sample points for which `inside` holds.
    func coverage(_ x: Int, _ y: Int, _ inside: (Double, Double) -> Bool) -> Double {
        var hits = 0
        for j in 0..<samples {
            for i in 0..<samples
            where inside(Double(x) + (Double(i) + 0.5) / Double(samples), Double(y) + (Double(j) + 0.5) / Double(samples)) {
                hits += 1
            }
        }
        return Double(hits) / Double(samples * samples)
    }

    /// The mean of `colour` over pixel (x, y)'s sample points.
    func average(_ x: Int, _ y: Int, _ colour: (Double, Double) -> _RGBA) -> _RGBA {
        var acc = _RGBA.clear
        for j in 0..<samples {
            for i in 0..<samples {
                acc = acc + colour(Double(x) + (Double(i) + 0.5) / Double(samples), Double(y) + (Double(j) + 0.5) / Double(samples))
            }
        }
        return acc * (1 / Double(samples * samples))
    }

    /// Each drawing step over the layer's target box: background,
    /// contents, class content, sublayers, border.
    func drawBody(_ n: Node, into buffer: _FloatImage, opacity: Double, childAlpha: Double) {
        let props = n.props
        let box = extent(n)
        let x0 = max(0, Int(box.0.rounded(.down)) - 1), y0 = max(0, Int(box.1.rounded(.down)) - 1)
        let x1 = min(buffer.width, Int(box.2.rounded(.up)) + 1), y1 = min(buffer.height, Int(box.3.rounded(.up)) + 1)
        func step(atCentres: Bool = false, _ colour: (Double, Double) -> _RGBA) {
            guard x1 > x0, y1 > y0 else { return }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    // Nearest-neighbour images are one sample per pixel,
                    // at its centre (what the filter means).
                    let c = (atCentres ? colour(Double(x) + 0.5, Double(y) + 0.5) : average(x, y, colour)) * opacity
                    if c.a > 0 || c.r > 0 || c.g > 0 || c.b > 0 { buffer[x, y] = c.over(buffer[x, y]) }
                }
            }
        }
        func local(_ qx: Double, _ qy: Double) -> (x: Double, y: Double)? { n.inverse?.apply(qx, qy) }
        if let bg = props.backgroundColor, bg.a > 0, n.node.classKeys.content?.flattensSublayers != false {
            let c = _RGBA(bg)
            step { qx, qy in local(qx, qy).map { n.shape.contains($0.x, $0.y) ? c : .clear } ?? .clear }
        }
        if let image = props.contents as? CGImage {
            step(atCentres: props.magnificationFilter == .nearest) { qx, qy in local(qx, qy).map { contentsColor(image, n, $0.x, $0.y) } ?? .clear }
        }
        if n.node.classKeys.content != nil {
            step { qx, qy in
                local(qx, qy).map { contentColor(n, $0.x, $0.y, inside: n.shape.contains($0.x, $0.y)) } ?? .clear
            }
        }
        for child in n.children { draw(child, into: buffer, alpha: childAlpha) }
        if props.borderWidth > 0, let bc = props.borderColor, bc.a > 0, n.node.classKeys.content?.flattensSublayers != false {
            let c = _RGBA(bc)
            step { qx, qy in
                local(qx, qy).map { n.shape.contains($0.x, $0.y) && !n.inner.contains($0.x, $0.y) ? c : .clear } ?? .clear
            }
        }
    }

    /// The image sampled where layer point (x, y) falls: gravity,
    /// contentsRect and contentsCenter, bilinear (nearest when asked) with
    /// the edge pixels extended.
    func contentsColor(_ image: CGImage, _ n: Node, _ x: Double, _ y: Double) -> _RGBA {
        guard let (src, dest, scale) = n.withProps({ _Compositor.placement(of: image, $0) }) else { return .clear }
        guard x >= Double(dest.minX), x < Double(dest.maxX), y >= Double(dest.minY), y < Double(dest.maxY) else { return .clear }
        if n.props.masksToBounds, !n.shape.contains(x, y) { return .clear }
        let slices = _ContentsLayout.nineSlices(src: src, center: n.props.contentsCenter, scale: scale, dest: dest)
        func map(_ v: Double, _ parts: [(Double, Double, Double, Double)]) -> Double {
            for s in parts where v < s.3 || s == parts.last! {
                guard s.3 > s.2 else { continue }
                return s.0 + (v - s.2) / (s.3 - s.2) * (s.1 - s.0)
            }
            return parts.last!.1
        }
        let sx = map(x, slices.xs), sy = map(y, slices.ys)
        let surface = image._surface
        if n.props.magnificationFilter == .nearest {
            let ix = min(max(Int(sx.rounded(.down)), 0), surface.width - 1)
            let iy = min(max(Int(sy.rounded(.down)), 0), surface.height - 1)
            return _RGBA(pixel: surface[ix, iy])
        }
        let fx = sx - 0.5, fy = sy - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let u = fx - Double(x0), v = fy - Double(y0)
        func px(_ x: Int, _ y: Int) -> _RGBA {
            _RGBA(pixel: surface[min(max(x, Int(src.x0)), Int(src.x1.rounded(.up)) - 1),
                                 min(max(y, Int(src.y0)), Int(src.y1.rounded(.up)) - 1)])
        }
        return px(x0, y0) * ((1 - u) * (1 - v)) + px(x0 + 1, y0) * (u * (1 - v))
            + px(x0, y0 + 1) * ((1 - u) * v) + px(x0 + 1, y0 + 1) * (u * v)
    }

    /// The class's content at layer point (x, y).
    func contentColor(_ n: Node, _ x: Double, _ y: Double, inside: Bool) -> _RGBA {
        let e = n.extra
        if n.props.masksToBounds && !inside { return .clear }
        switch n.node.classKeys.content {
        case is _ShapeContent.Type:
            guard case .path(let path?) = e[_ShapeKeys.path] else { return .clear }
            var c = _RGBA.clear
            let q = CGPoint(x: x, y: y)
            if case .color(let f?) = e[_ShapeKeys.fillColor] {
                let rule: CGPathFillRule = (e[_ShapeKeys.fillRule].objectValue as? CAShapeLayerFillRule) == .evenOdd ? .evenOdd : .winding
                if path.contains(q, using: rule) { c = _RGBA(f) }
            }
            if case .color(let s?) = e[_ShapeKeys.strokeColor], let outline = n.strokeOutline, outline.contains(q) {
                c = _RGBA(s).over(c)
            }
            return c
        case is _GradientContent.Type:
            guard inside else { return .clear }
            return gradientColor(n, x, y)
        case is _TextContent.Type:
            guard let raster = n.textCoverage, inside, case .color(let fg?) = e[_TextKeys.foregroundColor] else { return .clear }
            let scale = Double(n.props.contentsScale)
            let b = n.props.bounds
            // Shown at contentsScale, the backing store's pixels are the
            // target's; at any other scale it is resampled, bilinear
            // between pixel centres.
            if n.m.b == 0, n.m.c == 0, abs(n.m.a - scale) < 1e-9, abs(n.m.d - scale) < 1e-9 {
                let px = Int(((x - Double(b.minX)) * scale).rounded(.down)), py = Int(((y - Double(b.minY)) * scale).rounded(.down))
                guard px >= 0, px < raster.width, py >= 0, py < raster.height else { return .clear }
                return _RGBA(fg) * raster.values[py * raster.width + px]
            }
            let fx = (x - Double(b.minX)) * scale - 0.5, fy = (y - Double(b.minY)) * scale - 0.5
            let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
            let u = fx - Double(x0), v = fy - Double(y0)
            func at(_ x: Int, _ y: Int) -> Double {
                guard x >= 0, x < raster.width, y >= 0, y < raster.height else { return 0 }
                return raster.values[y * raster.width + x]
            }
            let k = at(x0, y0) * (1 - u) * (1 - v) + at(x0 + 1, y0) * u * (1 - v) + at(x0, y0 + 1) * (1 - u) * v
                + at(x0 + 1, y0 + 1) * u * v
            return _RGBA(fg) * k
        default:
            return .clear
        }
    }

    /// A gradient's colour at layer point (x, y), exactly (no table, no
    /// dither).
    func gradientColor(_ n: Node, _ x: Double, _ y: Double) -> _RGBA {
        let e = n.extra
        guard let list = e[_GradientKeys.colors].list, !list.isEmpty else { return .clear }
        let colors: [_Color] = list.map { if case .color(let c?) = $0 { return c }; return _Color(r: 0, g: 0, b: 0, a: 0) }
        var stops = colors.indices.map { colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0 }
        if let l = e[_GradientKeys.locations].list, l.count == colors.count {
            var previous = -Double.infinity
            for i in l.indices { previous = max(previous, Double(l[i].number ?? 0)); stops[i] = previous }
        }
        let b = n.props.bounds
        let s = e[_GradientKeys.startPoint].point ?? CGPoint(x: 0.5, y: 0), t = e[_GradientKeys.endPoint].point ?? CGPoint(x: 0.5, y: 1)
        let sx = Double(b.minX + s.x * b.width), sy = Double(b.minY + s.y * b.height)
        let ex = Double(b.minX + t.x * b.width), ey = Double(b.minY + t.y * b.height)
        var f: Double
        switch (e[_GradientKeys.type].objectValue as? CAGradientLayerType) ?? .axial {
        case .radial:
            var rx = abs(ex - sx), ry = abs(ey - sy)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            f = rx > 0 ? (((x - sx) / rx) * ((x - sx) / rx) + ((y - sy) / ry) * ((y - sy) / ry)).squareRoot() : 1
        case .conic:
            var a = atan2(y - sy, x - sx) - atan2(ey - sy, ex - sx)
            a = a.truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            f = a / (2 * .pi)
        default:
            let vx = ex - sx, vy = ey - sy, l2 = vx * vx + vy * vy
            f = l2 > 0 ? ((x - sx) * vx + (y - sy) * vy) / l2 : 1
        }
        f = min(max(f, 0), 1)
        var c = colors[0]
        if f > stops[0] {
            c = colors[colors.count - 1]
            for k in 0..<(colors.count - 1) where f <= stops[k + 1] {
                let span = stops[k + 1] - stops[k]
                let u = CGFloat(span > 0 ? (f - stops[k]) / span : 1)
                let a = colors[k], z = colors[k + 1]
                c = _Color(r: a.r + (z.r - a.r) * u, g: a.g + (z.g - a.g) * u, b: a.b + (z.b - a.b) * u, a: a.a + (z.a - a.a) * u)
                break
            }
        }
        return _RGBA(c)
    }

    // MARK: Shadows

    /// A shadow cast by `shadowPath`: the path's coverage on the pixel
    /// grid, blurred. A shadow cast by the layer's alpha is made from its
    /// group buffer when it is drawn (`_ShadowField.fromAlpha`).
    func shadowStyle(_ n: Node, _ s: _ShadowStyle, width: Int, height: Int) -> _ShadowRecipe {
        guard let path = n.props.shadowPath else { return _ShadowRecipe(style: s, field: nil) }
        let field = _FloatImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let c = coverage(x, y) { qx, qy in
                    guard let l = n.inverse?.apply(qx - s.dx, qy - s.dy) else { return false }
                    return path.contains(CGPoint(x: l.x, y: l.y))
                }
                field[x, y] = _RGBA(r: 0, g: 0, b: 0, a: c)
            }
        }
        return _ShadowRecipe(style: s, field: _ShadowField.blurred(field, s, offset: false))
    }

    /// The target box of a prepared subtree's bounds (and of what its
    /// contents and class content may draw past them).
    func extent(_ n: Node) -> (Double, Double, Double, Double) {
        var box = _Compositor.box(of: n.props.bounds, n.m)
        if let c = n.withProps({ _Compositor.overflowBox(n.node, $0, n.m) }) {
            box = (min(box.0, c.0), min(box.1, c.1), max(box.2, c.2), max(box.3, c.3))
        }
        for child in n.children {
            let c = extent(child)
            box = (min(box.0, c.0), min(box.1, c.1), max(box.2, c.2), max(box.3, c.3))
        }
        return box
    }
}

/// A layer's shadow: its style, and for a shadowPath the field made
/// ahead (alpha shadows are made from the layer's own drawing).
struct _ShadowRecipe {
    let style: _ShadowStyle
    let field: _ShadowField?
}

/// A blurred alpha field on the pixel grid, offset and coloured.
struct _ShadowField {
    let alpha: [Double]
    let width: Int, height: Int
    let dx: Double, dy: Double
    let color: _RGBA

    func color(_ qx: Double, _ qy: Double) -> _RGBA {
        let fx = qx - dx - 0.5, fy = qy - dy - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let u = fx - Double(x0), v = fy - Double(y0)
        func at(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, x < width, y >= 0, y < height else { return 0 }
            return alpha[y * width + x]
        }
        let a = at(x0, y0) * (1 - u) * (1 - v) + at(x0 + 1, y0) * u * (1 - v) + at(x0, y0 + 1) * (1 - u) * v
            + at(x0 + 1, y0 + 1) * u * v
        return color * a
    }

    /// The shadow of a drawn group: its alpha blurred and offset.
    static func fromAlpha(_ g: _FloatImage, _ recipe: _ShadowRecipe) -> _ShadowField {
        blurred(g, recipe.style, offset: true)
    }

    static func blurred(_ g: _FloatImage, _ s: _ShadowStyle, offset: Bool) -> _ShadowField {
        var a = g.pixels.map(\.a)
        if s.sigma > 0 { a = gaussian(a, g.width, g.height, sigma: s.sigma) }
        return _ShadowField(alpha: a, width: g.width, height: g.height, dx: offset ? s.dx : 0, dy: offset ? s.dy : 0,
                            color: _RGBA(pixel: s.color))
    }

    /// A direct, separable Gaussian of standard deviation `sigma` pixels.
    static func gaussian(_ a: [Double], _ w: Int, _ h: Int, sigma: Double) -> [Double] {
        let r = Int((3 * sigma).rounded(.up))
        var kernel = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        var tmp = [Double](repeating: 0, count: w * h), out = tmp
        for y in 0..<h {
            for x in 0..<w {
                var v = 0.0
                for k in -r...r where x + k >= 0 && x + k < w { v += a[y * w + x + k] * kernel[k + r] }
                tmp[y * w + x] = v
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                var v = 0.0
                for k in -r...r where y + k >= 0 && y + k < h { v += tmp[(y + k) * w + x] * kernel[k + r] }
                out[y * w + x] = v
            }
        }
        return out
    }
}

/// A picture in floating point, premultiplied (the reference's buffers).
final class _FloatImage {
    let width: Int, height: Int
    var pixels: [_RGBA]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [_RGBA](repeating: .clear, count: width * height)
    }

    subscript(x: Int, y: Int) -> _RGBA {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}

/// A rounded rectangle in layer units with per-corner radii (Apple's
/// maskedCorners, MinXMinY first), tested point by point.
struct _RefRoundedRect {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Radii of the corners at (minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY).
    var r00: Double, r10: Double, r01: Double, r11: Double

    init(_ b: CGRect, _ radius: CGFloat, _ corners: CACornerMask) {
        let b = b.standardized
        minX = Double(b.minX); minY = Double(b.minY); maxX = Double(b.maxX); maxY = Double(b.maxY)
        let r = Double(min(max(radius, 0), min(b.width, b.height) / 2))
        r00 = corners.contains(.layerMinXMinYCorner) ? r : 0
        r10 = corners.contains(.layerMaxXMinYCorner) ? r : 0
        r01 = corners.contains(.layerMinXMaxYCorner) ? r : 0
        r11 = corners.contains(.layerMaxXMaxYCorner) ? r : 0
    }

    /// Inset by `d` (a border's inner edge), radii shrinking with it.
    func inset(_ d: CGFloat) -> _RefRoundedRect {
        var s = self
        let k = Double(d)
        s.minX += k; s.minY += k; s.maxX -= k; s.maxY -= k
        s.r00 = max(0, r00 - k); s.r10 = max(0, r10 - k); s.r01 = max(0, r01 - k); s.r11 = max(0, r11 - k)
        return s
    }

    func contains(_ x: Double, _ y: Double) -> Bool {
        guard x >= minX, x < maxX, y >= minY, y < maxY else { return false }
        func outside(_ r: Double, _ cx: Double, _ cy: Double) -> Bool {
            let dx = x - cx, dy = y - cy
            return dx * dx + dy * dy > r * r
        }
        if r00 > 0, x < minX + r00, y < minY + r00, outside(r00, minX + r00, minY + r00) { return false }
        if r10 > 0, x > maxX - r10, y < minY + r10, outside(r10, maxX - r10, minY + r10) { return false }
        if r01 > 0, x < minX + r01, y > maxY - r01, outside(r01, minX + r01, maxY - r01) { return false }
        if r11 > 0, x > maxX - r11, y > maxY - r11, outside(r11, maxX - r11, maxY - r11) { return false }
        return true
    }
}

/// A premultiplied colour in floating point.
struct _RGBA {
    var r: Double, g: Double, b: Double, a: Double

    static let clear = _RGBA(r: 0, g: 0, b: 0, a: 0)

    init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// A straight colour, premultiplied.
    init(_ c: _Color) {
        let a = Double(min(max(c.a, 0), 1))
        self.init(r: Double(min(max(c.r, 0), 1)) * a, g: Double(min(max(c.g, 0), 1)) * a,
                  b: Double(min(max(c.b, 0), 1)) * a, a: a)
    }

    init(pixel p: UInt32) {
        let c = pixelChannels(p)
        self.init(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, a: Double(c.a) / 255)
    }

    /// Source-over: self over `below`.
    func over(_ below: _RGBA) -> _RGBA { self + below * (1 - a) }

    static func + (x: _RGBA, y: _RGBA) -> _RGBA { _RGBA(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
    static func * (x: _RGBA, k: Double) -> _RGBA { _RGBA(r: x.r * k, g: x.g * k, b: x.b * k, a: x.a * k) }

    var pixel: UInt32 {
        func q(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let A = q(a)
        return A << 24 | min(q(r), A) << 16 | min(q(g), A) << 8 | min(q(b), A)
    }
}
