/// A failed rebuild under `--watch`, shown where the person is looking:
/// a dark red band across the bottom of the window with the build's first
/// error (file, line, message), over the last good picture. The next good
/// build replaces the program, and with it the band.
extension PreviewWindow {
    /// Shows `message` in the band (nil hides it).
    package func showBuildError(_ message: String?) {
        CATransaction.withoutActions {
            let band = buildErrorBand
            guard let message else {
                band.isHidden = true
                return
            }
            let text = band.sublayers![0] as! CATextLayer
            text.string = "Build failed: " + message
            band.isHidden = false
            band.frame = CGRect(x: 0, y: CGFloat(height) - 72, width: CGFloat(width), height: 72)
            text.frame = band.bounds.insetBy(dx: 14, dy: 10)
            text.contentsScale = CGFloat(scale)
            if band.superlayer == nil { windowLayer.addSublayer(band) }
        }
    }

    private var buildErrorBand: CALayer {
        if let l = windowLayer.sublayers?.first(where: { $0.name == "build error" }) { return l }
        let band = CALayer()
        band.name = "build error"
        band.backgroundColor = CGColor(red: 0.55, green: 0.05, blue: 0.05, alpha: 0.92)
        let text = CATextLayer()
        text.font = "DejaVu Sans Mono"
        text.fontSize = 13
        text.isWrapped = true
        text.foregroundColor = CGColor(gray: 1, alpha: 1)
        band.addSublayer(text)
        return band
    }
}
