import Foundation
import Lottie
import Testing
import PreviewKit

/// Lottie files played by lottie-ios's Core Animation engine (in
/// vendor/lottie-ios) on Quartzite, compared with lottie-ios's own iOS
/// snapshots of the same files: a heart with confetti, a check mark,
/// loading dots, a gradient square, and a square whose fill opacity holds
/// between two other keyframes (lottie-ios's `pr_1632_2`: a discrete
/// animation of one value, which leaves the model value on screen at 50%)
/// at 25, 50 and 75%. Taken as
/// lottie-ios's snapshot tests take them: the view sized to the animation
/// (at most 500 points), paused, committed, and its presentation layer
/// rendered at 2x. Tolerance: at most 3% of
/// the pixels differ by more than 40/255 in a channel (both over white);
/// today they are within 0.02%. Nothing may be reported.
@MainActor
@Suite struct LottieSnapshotTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// RGB over white, at the image's pixel size.
    func pixels(_ image: CGImage) -> [UInt8] {
        let w = image.width, h = image.height
        let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        return Array(UnsafeBufferPointer(start: ctx.data!.assumingMemoryBound(to: UInt8.self), count: w * h * 4))
    }

    func played(_ animation: LottieAnimation, at progress: Double) -> CGImage? {
        let view = LottieAnimationView(animation: animation,
                                       configuration: LottieConfiguration(renderingEngine: .coreAnimation))
        let w = animation.size.width, h = animation.size.height, most: CGFloat = 500
        view.frame.size = w > h ? CGSize(width: min(w, most), height: min(w, most) * h / w)
            : CGSize(width: min(h, most) * w / h, height: min(h, most))
        view.setPlaybackMode(.paused(at: .progress(progress)))
        // lottie-ios's tests put the view in a window to commit it; here
        // a flush commits it, and the picture is drawn into a bitmap of
        // our own (UIKit's window list and image-context stack are the
        // process's, which other suites check while this one runs).
        CATransaction.flush()
        let w2 = Int((view.bounds.width * 2).rounded(.up)), h2 = Int((view.bounds.height * 2).rounded(.up))
        guard let ctx = CGContext(data: nil, width: w2, height: h2, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        // UIKit's image contexts: y down, two pixels a point.
        ctx.translateBy(x: 0, y: CGFloat(h2))
        ctx.scaleBy(x: 2, y: -2)
        view.layer.presentation()?.render(in: ctx)
        return ctx.makeImage()
    }

    @Test(arguments: ["TwitterHeart", "success", "loading_dots_1", "gradient_square", "hold_between_keyframes"])
    func playsAsOnIOS(_ sample: String) throws {
        let data = try Data(contentsOf: Self.here.appendingPathComponent("Samples/\(sample).json"))
        let animation = try LottieAnimation.from(data: data)
        for percent in [25, 50, 75] {
            var image: CGImage?
            let reports = _Diagnostics.capture { image = played(animation, at: Double(percent) / 100) }.messages
            #expect(reports.isEmpty, "\(sample) \(percent)%: \(reports)")
            let mine = try #require(image)
            let snapshot = Self.here.appendingPathComponent("Snapshots/\(sample)-\(percent).png").path
            let ios = try #require(UIImage(contentsOfFile: snapshot)?.cgImage)
            try #require(ios.width == mine.width && ios.height == mine.height, "\(sample) \(percent)%: size")
            let a = pixels(ios), b = pixels(mine)
            var differing = 0
            for i in stride(from: 0, to: a.count, by: 4)
            where (0..<3).contains(where: { abs(Int(a[i + $0]) - Int(b[i + $0])) > 40 }) {
                differing += 1
            }
            let share = Double(differing) / Double(mine.width * mine.height)
            #expect(share <= 0.03, "\(sample) \(percent)%: \(String(format: "%.2f", share * 100))% of pixels differ")
        }
    }
}
