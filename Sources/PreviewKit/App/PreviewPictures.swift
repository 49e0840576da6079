import Foundation
import ImageIO

/// `--snapshot` and `--filmstrip`: a screen rendered without a display at
/// chosen moments on the stepped clock (kept to the wall clock's pace, so
/// that what the app schedules on it has run), written as a PNG.
enum PreviewPictures {
    static func render(_ viewController: UIViewController, _ o: PreviewOptions, program: String) -> Int32 {
        let times = o.snapshot != nil ? [o.at] : (0..<o.frames).map { Double($0) * o.every }
        guard let images = PreviewSnapshot.render(viewController, size: o.size.cgSize, scale: o.scale, at: times,
                                                  paced: true),
              !images.isEmpty else {
            FileHandle.standardError.write(Data("\(program): cannot render at \(o.size) scale \(o.scale)\n".utf8))
            return 1
        }
        let path = o.snapshot ?? o.filmstrip!
        let image = images.count == 1 ? images[0] : strip(images)
        guard let image, write(image, to: path) else {
            FileHandle.standardError.write(Data("\(program): cannot write \(path)\n".utf8))
            return 1
        }
        return 0
    }

    /// The frames side by side, a thin gap between them.
    static func strip(_ images: [CGImage]) -> CGImage? {
        let w = images[0].width, h = images[0].height, gap = 4
        let total = images.count * w + (images.count - 1) * gap
        guard let ctx = CGContext(data: nil, width: total, height: h, bitsPerComponent: 8, bytesPerRow: total * 4,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        ctx.setFillColor(CGColor(gray: 0.3, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: total, height: h))
        for (i, img) in images.enumerated() {
            ctx.draw(img, in: CGRect(x: i * (w + gap), y: 0, width: w, height: h))
        }
        return ctx.makeImage()
    }

    static func write(_ image: CGImage, to path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        guard let dest = CGImageDestinationCreateWithURL(url, "public.png", 1, nil) else { return false }
        CGImageDestinationAddImage(dest, image, nil)
        return CGImageDestinationFinalize(dest)
    }
}
