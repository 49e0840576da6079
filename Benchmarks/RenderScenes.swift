import QuartzCore
import Raster

/// A render scene: the layer tree is committed once; each timed frame
/// evaluates the presentation and renders the whole frame.
func renderScene(_ o: Options, root: CALayer, animate: ((Int) -> Void)? = nil) -> (Int) -> Void {
    CATransaction.flush()
    let surface = Surface(width: StandardScene.width, height: StandardScene.height)!
    let start = CACurrentMediaTime()
    let full = surface.bounds
    return { frame in
        animate?(frame)
        root._renderPresentation(into: surface, clip: full, at: start + Double(frame) / 60, threads: o.threads)
        if frame == o.frames, let out = o.out { writeImage(surface, to: out) }
    }
}

func standardScene(_ o: Options) -> (Int) -> Void {
    renderScene(o, root: StandardScene().makeLayers())
}

/// Writes a surface as a binary PPM over white (a PNG once ImageIO lands).
func writeImage(_ s: Surface, to path: String) {
    var bytes = Array("P6\n\(s.width) \(s.height)\n255\n".utf8)
    bytes.reserveCapacity(bytes.count + s.width * s.height * 3)
    for y in 0..<s.height {
        for x in 0..<s.width {
            let p = s[x, y]
            let a = p >> 24
            for shift in [UInt32(16), 8, 0] {
                bytes.append(UInt8(min(255, ((p >> shift) & 0xFF) + (255 - a))))
            }
        }
    }
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
}
