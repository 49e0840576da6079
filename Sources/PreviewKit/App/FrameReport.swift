import Foundation

/// What `--run-for` prints: frames drawn, how fast, and what happened to
/// frames while the main thread was blocked; then how frames reach the
/// screen (`present: driver=x11 renderer=opengl vsync=on size=1280x800@1`).
enum FrameReport {
    static func print(_ window: PreviewWindow, launched: Double, blockedAt: Double?) {
        let times = window.frameTimes
        guard let first = times.first, let last = times.last else {
            Swift.print("frames 0")
            if let present = window.presentInfo { Swift.print("present: \(present)") }
            return
        }
        let fps = times.count > 1 ? Double(times.count - 1) / (last - first) : 0
        var line = String(format: "frames %d, %.1f fps, first frame %.0f ms after launch", times.count, fps,
                          (first - launched) * 1000)
        if let at = blockedAt {
            // Frames presented while the main thread slept (leaving a
            // tenth of a second at each end for the timer's slack).
            let start = launched + at + 0.1, end = launched + at + 1.9
            let during = times.filter { $0 >= start && $0 <= end }.count
            let expected = Int((end - start) * 60)
            line += ", \(during) frames while the main thread was blocked (\(expected) at 60 Hz)"
        }
        let c = window.frameCost
        if c.frames > 0 {
            let n = Double(c.frames)
            line += String(format: "; per frame: evaluate %.2f ms, raster %.2f ms, upload %.2f ms, present %.2f ms, %d px redrawn",
                           c.evaluate / n * 1000, c.raster / n * 1000, c.upload / n * 1000, c.present / n * 1000,
                           c.damagedPixels / c.frames)
        }
        Swift.print(line)
        if let present = window.presentInfo { Swift.print("present: \(present)") }
    }
}
