// Plays lottie-ios sample files with its Core Animation engine on
// Quartzite and compares them with lottie-ios's own iOS snapshots, as its
// snapshot tests take them: the view sized to the animation (at most 500
// points), paused at 25, 50 and 75%, put in a window, the transaction
// flushed, and `layer.presentation()` rendered at 2x.
//
// Usage: lottie-check OUT_DIR SNAPSHOT_DIR SAMPLE.json...
// Prints, for each sample and progress, the share of pixels that differ
// by more than 40/255 in a channel (both drawn over white); exits 1 when
// any is above 3%, or a sample does not load, or anything was reported.
import Foundation
import Lottie
import UIKit

let args = CommandLine.arguments
guard args.count >= 4 else {
    print("usage: lottie-check OUT_DIR SNAPSHOT_DIR SAMPLE.json...")
    exit(2)
}
let out = URL(fileURLWithPath: args[1]), snapshots = URL(fileURLWithPath: args[2])
try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)

/// RGB bytes of an image drawn over white at its own pixel size.
func pixels(_ image: CGImage) -> [UInt8] {
    let w = image.width, h = image.height
    let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
    let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
    return Array(UnsafeBufferPointer(start: p, count: w * h * 4))
}

/// The share of pixels (0...1) whose channels differ by more than 40.
func difference(_ a: CGImage, _ b: CGImage) -> Double? {
    guard a.width == b.width, a.height == b.height else { return nil }
    let x = pixels(a), y = pixels(b)
    var bad = 0
    for i in stride(from: 0, to: x.count, by: 4) {
        if (0..<3).contains(where: { abs(Int(x[i + $0]) - Int(y[i + $0])) > 40 }) { bad += 1 }
    }
    return Double(bad) / Double(a.width * a.height)
}

/// lottie-ios's own snapshot configuration for the samples it overrides.
func configure(_ view: LottieAnimationView, sample: String) {
    guard sample == "Switch" else { return }
    let black = LottieColor(r: 0, g: 0, b: 0, a: 1)
    for k in ["Checkmark Outlines.Group 1.Stroke 1.Color", "Checkmark Outlines 2.Group 1.Stroke 1.Color",
              "X Outlines.Group 1.Stroke 1.Color"] {
        view.setValueProvider(ColorValueProvider(black), keypath: AnimationKeypath(keypath: k))
    }
    view.setValueProvider(ColorValueProvider([
        Keyframe(value: black, time: 0),
        Keyframe(value: LottieColor(r: 0.76, g: 0.76, b: 0.76, a: 1), time: 75),
        Keyframe(value: black, time: 150),
    ]), keypath: AnimationKeypath(keypath: "Switch Outline Outlines.Fill 1.Color"))
}

// lottie-ios's snapshot tests log engine limits rather than trap on them
// (a debug build's default), so a sample with one is still compared.
LottieLogger.shared = .printToConsole

var failed = false
for path in args.dropFirst(3) {
    let url = URL(fileURLWithPath: path)
    let name = url.deletingPathExtension().lastPathComponent
    // The snapshot's name: the sample's path under Samples/, with / as -.
    let snapshotName = url.path.components(separatedBy: "/Samples/").last.map {
        ($0 as NSString).deletingPathExtension.replacingOccurrences(of: "/", with: "-")
    } ?? name
    let animation: LottieAnimation
    do { animation = try LottieAnimation.from(data: Data(contentsOf: url)) } catch {
        print("\(name): does not load: \(error)")
        failed = true
        continue
    }
    for p in [0.25, 0.5, 0.75] {
        let view = LottieAnimationView(animation: animation,
                                       configuration: LottieConfiguration(renderingEngine: .coreAnimation))
        let w = animation.size.width, h = animation.size.height, most: CGFloat = 500
        view.frame.size = w > h ? CGSize(width: min(w, most), height: min(w, most) * h / w)
            : CGSize(width: min(h, most) * w / h, height: min(h, most))
        configure(view, sample: name)
        view.setPlaybackMode(.paused(at: .progress(p)))
        let window = UIWindow()
        window.bounds = view.bounds
        window.isHidden = false
        window.addSubview(view)
        CATransaction.flush()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { ctx in
            view.layer.presentation()?.render(in: ctx.cgContext)
        }
        let percent = Int(p * 100)
        try? image.pngData()?.write(to: out.appendingPathComponent("\(name)-\(percent).png"))
        let reference = snapshots.appendingPathComponent("testCoreAnimationRenderingEngine.\(snapshotName)-\(percent).png")
        guard let ios = UIImage(contentsOfFile: reference.path)?.cgImage, let mine = image.cgImage else {
            print("\(name) \(percent)%: no snapshot at \(reference.path)")
            continue
        }
        guard let d = difference(ios, mine) else {
            print("\(name) \(percent)%: size \(mine.width)x\(mine.height), snapshot \(ios.width)x\(ios.height)")
            failed = true
            continue
        }
        print(name.padding(toLength: 24, withPad: " ", startingAt: 0)
              + String(format: " %3d%%  %5.2f%% of pixels differ", percent, d * 100))
        if d > 0.03 { failed = true }
    }
}
exit(failed ? 1 : 0)
