import Foundation
import Raster

/// `--record`: a screen rendered on the stepped clock (as `--snapshot`
/// renders: every frame at its exact moment, the same every run, kept to
/// the wall clock's pace so that what the app schedules on it runs when
/// due), frame by frame, into a looping GIF, a lossless animated PNG, or an MP4 or WebM
/// video through ffmpeg, written through `FinishedFile` (nothing
/// half-written on a failure).
enum PreviewRecording {
    enum Format: Equatable {
        case gif, apng, video
    }

    static func format(of path: String) -> Format? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gif": return .gif
        case "png", "apng": return .apng
        case "mp4", "webm": return .video
        default: return nil
        }
    }

    static func record(_ make: () -> UIViewController, _ o: PreviewOptions, program: String) -> Int32 {
        guard let path = o.record, let format = format(of: path) else { return 2 }
        let n = max(1, Int((o.seconds * Double(o.fps)).rounded()))
        let times = (0..<n).map { Double($0) / Double(o.fps) }
        func complain(_ message: String) -> Int32 {
            FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
            return 1
        }
        var bytes: [UInt8]
        switch format {
        case .gif:
            // Two passes on the stepped clock: the colours of every frame
            // choose the palette, then every frame is mapped to it.
            var histogram = Palette.Histogram()
            guard PreviewSnapshot.render(make(), size: o.size.cgSize, scale: o.scale, at: times, paced: true,
                                         each: { _, s in histogram.count(s) }) else {
                return complain("cannot render at \(o.size) scale \(o.scale)")
            }
            let palette = Palette(histogram)
            var gif: GIFEncoder?
            _ = PreviewSnapshot.render(make(), size: o.size.cgSize, scale: o.scale, at: times, paced: true, each: { i, s in
                if gif == nil { gif = GIFEncoder(width: s.width, height: s.height, palette: palette) }
                gif!.add(s, at: times[i])
            })
            guard var gif else { return complain("nothing was rendered") }
            bytes = gif.finish(at: o.seconds)
        case .apng:
            var png: APNGEncoder?
            var ok = true
            guard PreviewSnapshot.render(make(), size: o.size.cgSize, scale: o.scale, at: times, paced: true, each: { i, s in
                if png == nil { png = APNGEncoder(width: s.width, height: s.height) }
                ok = png!.add(s, at: times[i]) && ok
            }), ok, let png else {
                return complain("cannot render at \(o.size) scale \(o.scale)")
            }
            bytes = png.finish(at: o.seconds)
        case .video:
            let w = Int((Double(o.size.width) * o.scale).rounded()), h = Int((Double(o.size.height) * o.scale).rounded())
            return video(make, o, path: path, times: times, width: w, height: h, program: program)
        }
        guard FinishedFile.write(bytes, to: path) else { return complain("cannot write \(path)") }
        return 0
    }

    /// The frames piped into ffmpeg as raw BGRA (the surface's bytes), encoded by it.
    private static func video(_ make: () -> UIViewController, _ o: PreviewOptions, path: String,
                              times: [Double], width: Int, height: Int, program: String) -> Int32 {
        guard let ffmpeg = Process.onPath("ffmpeg") else {
            FileHandle.standardError.write(Data("\(program): recording \(URL(fileURLWithPath: path).pathExtension) needs ffmpeg: install Debian's ffmpeg package (apt-get install ffmpeg), or record a .gif or .png\n".utf8))
            return 1
        }
        let part = FinishedFile.partPath(for: path)
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
                             "-s", "\(width)x\(height)", "-r", "\(o.fps)", "-i", "-"]
            + (ext == "webm" ? ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32"] : ["-c:v", "libx264", "-preset", "medium"])
            + ["-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-f", ext == "webm" ? "webm" : "mp4", part]
        let pipe = Pipe()
        process.standardInput = pipe
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("\(program): cannot start ffmpeg: \(error)\n".utf8))
            return 1
        }
        let input = pipe.fileHandleForWriting
        _ = PreviewSnapshot.render(make(), size: o.size.cgSize, scale: o.scale, at: times, paced: true, each: { _, s in
            guard s.width == width, s.height == height else { return }  // ffmpeg was told this size
            for y in 0..<s.height { input.write(Data(bytes: s.row(y), count: s.width * 4)) }
        })
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FinishedFile.finish(part, as: path) else {
            try? FileManager.default.removeItem(atPath: part)
            FileHandle.standardError.write(Data("\(program): ffmpeg could not write \(path)\n".utf8))
            return 1
        }
        return 0
    }
}
