import Raster
/// The frame-time heads-up display: frames per second and, for the last
/// frames, the milliseconds spent evaluating the presentation tree,
/// rasterizing, uploading and presenting, and the pixels redrawn. Its text changes
/// twice a second, so the HUD itself redraws little.
final class FrameHUD {
    let layer = CATextLayer()
    private(set) var isShown = false
    /// The time tools' state ("paused, slow x10"), shown even without the HUD.
    var status = "" { didSet { dirty = true } }
    /// A red dot at the start of the status line while the window records.
    let recordingDot = CALayer()
    var showsRecordingDot = false { didSet { dirty = true } }
    private var frames: [FrameCost] = []
    private var lastText = 0.0
    private var dirty = true

    init() {
        layer.name = "HUD"
        layer.isHidden = true
        layer.font = "DejaVu Sans Mono"
        layer.fontSize = 12
        layer.foregroundColor = CGColor(gray: 1, alpha: 1)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.65)
        layer.cornerRadius = 6
        layer.contentsScale = UIScreen.main.scale
        recordingDot.backgroundColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        recordingDot.cornerRadius = 5
        recordingDot.isHidden = true
        layer.addSublayer(recordingDot)
    }

    func layout(in bounds: CGRect) {
        layer.frame = CGRect(x: max(0, bounds.maxX - 438), y: 8, width: min(430, bounds.width), height: 54)
        layer.contentsScale = UIScreen.main.scale
    }

    func toggle() {
        isShown.toggle()
        dirty = true
    }

    func record(_ cost: FrameCost) {
        frames.append(cost)
        frames.removeAll { cost.time - $0.time > 2 }
    }

    /// Refreshes the text at most twice a second.
    func update(at now: Double) {
        let visible = isShown || !status.isEmpty
        guard dirty || (visible && now - lastText >= 0.5) else { return }
        dirty = false
        lastText = now
        CATransaction.withoutActions {
            layer.isHidden = !visible
            if visible { layer.string = text(at: now) }
            // On the status line, the last one: 15 points each, 1 from the top.
            let statusLine = isShown ? 2 : 0
            recordingDot.isHidden = !showsRecordingDot
            recordingDot.frame = CGRect(x: 7, y: 3 + CGFloat(statusLine) * 15, width: 10, height: 10)
        }
    }

    private func text(at now: Double) -> String {
        var lines: [String] = []
        if isShown {
            let recent = frames.filter { now - $0.time <= 1 }
            let n = Double(max(recent.count, 1))
            func ms(_ f: (Double) -> Double) -> String { String(format: "%.2f", f(n) * 1000) }
            let eval = recent.reduce(0) { $0 + $1.stats.evaluate } / n
            let raster = recent.reduce(0) { $0 + $1.stats.raster } / n
            let upload = recent.reduce(0) { $0 + $1.upload } / n
            let present = recent.reduce(0) { $0 + $1.present } / n
            let pixels = recent.reduce(0) { $0 + $1.stats.damagedPixels } / max(recent.count, 1)
            lines.append(" \(recent.count) fps  damaged \(pixels) px/frame")
            lines.append(" eval \(ms { _ in eval })  raster \(ms { _ in raster })  upload \(ms { _ in upload })  present \(ms { _ in present }) ms")
        }
        if !status.isEmpty { lines.append(" \(status)") }
        return lines.joined(separator: "\n")
    }
}
