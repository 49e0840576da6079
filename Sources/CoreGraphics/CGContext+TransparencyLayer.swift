import CoreFoundation
import Raster

/// An open transparency layer: drawing goes into `surface` until the layer
/// ends, and then the whole of it is composited as one object.
struct _TransparencyLayer {
    let surface: Surface
    /// The pixels the layer can hold (the clip's box when it began, cut to
    /// the rect it was asked for).
    let area: PixelRect
    /// The graphics state at `begin`, restored at `end`.
    let saved: _GState
}

/// Apple's transparency layers: group several drawing operations so that
/// the alpha, blend mode, shadow and clip mask in force at `begin` apply
/// to their combined result once (the way a set of shapes casts one
/// shadow instead of shadowing each other).
extension CGContext {
    /// Starts a transparency layer covering the current clip; `auxiliaryInfo` is
    /// ignored. End it with `endTransparencyLayer()`.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        beginLayer(area: _clipPixelRect)
    }

    /// A layer bounded by `rect` (user space): drawing outside it is lost.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        let d = rect.standardized.applying(gstate.ctm)
        guard !d.isNull, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else {
            beginLayer(area: .empty)
            return
        }
        let h = Double(height)
        let r = PixelRect.covering(minX: Double(d.minX), minY: h - Double(d.maxY), maxX: Double(d.maxX),
                                   maxY: h - Double(d.minY), within: _clipPixelRect)
        beginLayer(area: r)
    }

    private func beginLayer(area: PixelRect) {
        guard let s = Surface(width: width, height: height) else { return }
        _layers.append(_TransparencyLayer(surface: s, area: area, saved: gstate))
        // Inside the layer drawing is plain; the layer as a whole gets the
        // alpha, blend mode, shadow and clip mask at `end`.
        gstate.alpha = 1
        gstate.blendMode = .normal
        gstate.shadow = nil
        gstate.clipMask = nil
        if area.isEmpty {
            gstate.clip = .zero
        } else {
            let h = height
            gstate.clip = gstate.clip.intersection(CGRect(x: area.x0, y: h - area.y1, width: area.width, height: area.height))
        }
    }

    /// Composites the innermost layer with the state saved when it began
    /// (alpha, blend mode, shadow, clip), and restores that state; ignored,
    /// with a diagnostic, when no layer is open.
    public func endTransparencyLayer() {
        guard let layer = _layers.popLast() else {
            _Diagnostics.report("CGContext.endTransparencyLayer: no layer is open; ignored")
            return
        }
        gstate = layer.saved
        guard !layer.area.isEmpty else { return }
        let s = layer.surface
        compose(.area(layer.area), .shader { y, x, n, out, _ in out.update(from: s.row(y) + x, count: n) })
    }
}
