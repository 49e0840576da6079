import CoreGraphics
import Foundation
import SnapshotTesting
import Testing
import UIKit

extension Diffing where Value == UIImage {
    /// Images compared pixel for pixel.
    public static let image = Diffing.image()

    /// Images compared as swift-snapshot-testing compares them on iOS.
    ///
    /// - Parameters:
    ///   - precision: The share of the pixels that must match: with a
    ///     `perceptualPrecision` of 1, the share of bytes (four a pixel)
    ///     that must be equal; otherwise the share of pixels whose colours
    ///     must be perceptually close.
    ///   - perceptualPrecision: How close a pixel's colour must be to
    ///     match: 1 is equal, 0.98 allows a CIE 1994 ΔE of 2 (about what an
    ///     eye notices).
    ///   - scale: The scale references are read at; nil or 0: the screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        let toData: (UIImage) -> Data = { $0.pngData() ?? emptyImage().pngData()! }
        return Diffing.diff(
            toData: toData,
            fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() }
        ) { old, new in
            guard let message = compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision) else {
                return nil
            }
            let difference = differenceImage(old, new)
            let files = [("reference.png", toData(old)), ("failure.png", toData(new)),
                         ("difference.png", difference.flatMap { $0.pngData() } ?? Data())]
            let saved = FailureImages.keep(files)
            return (message + saved, files.map { DiffAttachment.data($0.1, name: $0.0) })
        }
    }

    /// What a failure shows when the snapshot is empty: a picture that says so.
    private static func emptyImage() -> UIImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        label.backgroundColor = .red
        label.text = "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
        label.textAlignment = .center
        label.numberOfLines = 3
        return UIGraphicsImageRenderer(bounds: label.bounds).image { label.layer.render(in: $0.cgContext) }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images compared pixel for pixel, stored as PNG.
    public static var image: Snapshotting { .image() }

    /// Images compared as `Diffing.image(precision:perceptualPrecision:scale:)`
    /// compares them, stored as PNG.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(pathExtension: "png",
              diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// The failure message swift-snapshot-testing gives on iOS, or nil when
/// `new` matches `old` (the reference) closely enough.
private func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
    guard let oldImage = old.cgImage else { return "Reference image could not be loaded." }
    guard let newImage = new.cgImage else { return "Newly-taken snapshot could not be loaded." }
    guard newImage.width != 0, newImage.height != 0 else { return "Newly-taken snapshot is empty." }
    guard oldImage.width == newImage.width, oldImage.height == newImage.height else {
        return "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
    }
    guard let oldBytes = rgbaBytes(oldImage) else { return "Reference image's data could not be loaded." }
    if let newBytes = rgbaBytes(newImage), newBytes == oldBytes { return nil }
    // The reference went through PNG (unpremultiplied, rounded): so does
    // the snapshot before it is compared.
    guard let png = new.pngData(), let newer = UIImage(data: png)?.cgImage, let newerBytes = rgbaBytes(newer) else {
        return "Newly-taken snapshot's data could not be loaded."
    }
    if newerBytes == oldBytes { return nil }
    if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
    return oldBytes.withUnsafeBufferPointer { a in
        newerBytes.withUnsafeBufferPointer { b in
            if perceptualPrecision < 1 {
                let threshold = (1 - perceptualPrecision) * 100
                let (failing, maximumDeltaE) = PixelComparison.perceptualDifference(a, b, threshold: threshold)
                let actual = 1 - Float(failing) / Float(oldImage.width * oldImage.height)
                guard actual < precision else { return nil }
                let lowest = 1 - min(maximumDeltaE / 100, 1)
                return """
                    The percentage of pixels that match \(actual) is less than required \(precision)
                    The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                    """
            }
            let differing = PixelComparison.differingBytes(a, b)
            guard differing > Int((1 - precision) * Float(a.count)) else { return nil }
            return "Actual image precision \(1 - Float(differing) / Float(a.count)) is less than required \(precision)"
        }
    }
}

/// The image's pixels drawn into an sRGB bitmap: RGBA, premultiplied, 8 bits.
private func rgbaBytes(_ image: CGImage) -> [UInt8]? {
    let w = image.width, h = image.height
    if !image._isMask {
        // What drawing the image unscaled gives, read from its pixels
        // directly: a debug build draws a megapixel a second or two, and a
        // failed comparison reads five.
        let surface = image._surface
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = surface.row(y)
                var o = y * w * 4
                for x in 0..<w {
                    let p = row[x]
                    out[o] = UInt8(truncatingIfNeeded: p >> 16)
                    out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    out[o + 2] = UInt8(truncatingIfNeeded: p)
                    out[o + 3] = UInt8(truncatingIfNeeded: p >> 24)
                    o += 4
                }
            }
        }
        return bytes
    }
    var bytes = [UInt8](repeating: 0, count: w * h * 4)
    let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
        guard let ctx = CGContext(data: buffer.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                  space: CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        return true
    }
    return drawn ? bytes : nil
}

/// Where `old` and `new` differ, in grey (white: most); nil when their
/// sizes differ.
private func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage? {
    guard let a = old.cgImage, let b = new.cgImage, a.width == b.width, a.height == b.height,
          let oldBytes = rgbaBytes(a), let newBytes = rgbaBytes(b) else { return nil }
    let map = oldBytes.withUnsafeBufferPointer { x in newBytes.withUnsafeBufferPointer { PixelComparison.differenceMap(x, $0) } }
    var rgba = [UInt8](repeating: 255, count: map.count * 4)
    for (i, v) in map.enumerated() { rgba[i * 4] = v; rgba[i * 4 + 1] = v; rgba[i * 4 + 2] = v }
    let image: CGImage? = rgba.withUnsafeMutableBytes { buffer in
        CGContext(data: buffer.baseAddress, width: a.width, height: a.height, bitsPerComponent: 8, bytesPerRow: a.width * 4,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()
    }
    return image.map { UIImage(cgImage: $0, scale: old.scale) }
}

/// A failed comparison's pictures, kept where a person can look at them.
enum FailureImages {
    nonisolated(unsafe) private static var count = 0
    private static let lock = NSLock()

    /// Attaches `files` to the running Swift Testing test (saved with
    /// `swift test --attachments-path`) and writes them to a folder of their
    /// own under `SNAPSHOT_ARTIFACTS` (or the temporary folder), where
    /// swift-snapshot-testing writes the failed snapshot; returns a line
    /// that names the folder.
    static func keep(_ files: [(name: String, data: Data)]) -> String {
        if Test.current != nil {
            for file in files { Attachment.record([UInt8](file.data), named: file.name) }
        }
        let n = lock.withLock { count += 1; return count }
        let test = (Test.current?.name ?? "snapshot").map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root, isDirectory: true)
            .appendingPathComponent("SnapshotFailures-\(getpid())/\(String(test))-\(n)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try file.data.write(to: folder.appendingPathComponent(file.name)) }
        } catch {
            return "\n(the reference, failure and difference images could not be written: \(error))"
        }
        return "\nReference, failure and difference images: \(folder.path)"
    }
}
