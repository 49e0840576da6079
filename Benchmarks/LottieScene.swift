import Foundation
import Lottie
import QuartzCore
import Raster
import UIKit

/// A Lottie file played through the `Lottie` product (lottie-ios's Core
/// Animation engine) at W x H points, one point a pixel, as the window
/// plays it: the animation view's layer tree committed once with its
/// animations looping, then each frame evaluated at the next step of the
/// animation, its damage found and drawn (the window's path, not
/// `render(in:)`). `frames` frames span one loop of the animation, so the
/// figure covers every part of it; the peers (ThorVG, rlottie) draw the
/// same frames.
@MainActor
func lottieScene(_ o: Options, file: String, size: CGSize) -> (Int) -> Void {
    guard let animation = LottieAnimation.filepath(file) else {
        FileHandle.standardError.write(Data("qz-bench: \(file) is not a Lottie animation\n".utf8))
        exit(2)
    }
    guard let surface = Surface(width: Int(size.width), height: Int(size.height)) else {
        FileHandle.standardError.write(Data("qz-bench: --size \(size) is not a size a surface can have\n".utf8))
        exit(2)
    }
    let view = LottieAnimationView(animation: animation, configuration: LottieConfiguration(renderingEngine: .coreAnimation))
    view.frame = CGRect(origin: .zero, size: size)
    view.contentMode = .scaleAspectFit
    view.backgroundColor = .white
    view.loopMode = .loop
    // The animations begin at `start` exactly (the media clock held while
    // they are committed), so frame i shows the same instant in every run
    // and pictures from two runs can be compared.
    let start = CACurrentMediaTime()
    _MediaClock.$fixed.withValue(start) {
        view.play()
        view.layoutIfNeeded()
        CATransaction.flush()
    }
    let tracker = _DamageTracker()
    // One loop's length (the animation's own, not slowed or sped).
    let loop = max(animation.duration, 1.0 / 60)
    let frames = max(1, o.frames)
    return { frame in
        // The untimed frame after the run (which writes --out) is the loop's middle.
        let index = frame > o.frames ? frames / 2 : frame % frames
        let t = start + loop * Double(index) / Double(frames)
        tracker.renderFrame(view.layer, into: surface, at: t, threads: o.threads)
        if frame > o.frames, let out = o.out {
            writeImage(surface, to: out)
            // The same frame drawn whole, beside it: damage tracking must
            // give the same picture.
            if let whole = Surface(width: surface.width, height: surface.height) {
                _DamageTracker().renderFrame(view.layer, into: whole, at: t, threads: o.threads)
                writeImage(whole, to: out.replacingOccurrences(of: ".png", with: "-whole.png"))
            }
        }
    }
}
