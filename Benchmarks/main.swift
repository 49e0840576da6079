import QuartzCore
#if canImport(Glibc)
import Glibc
#endif

// qz-bench --scene NAME --frames N --threads T [--offset DX,DY] [--moving-phase] [--out frame.png]
// qz-bench --lottie FILE.json --size WxH --frames N [--out frame.png]
// Runs a scene N times and prints `NAME median_ms=X min_ms=Y`; with the
// allocation counter preloaded (Benchmarks/run.sh does), also the heap
// allocations per frame after the first.
//
// --offset moves every rectangle of the standard scenes by a fraction of a
// pixel (layers between pixels, as while they move); --moving-phase moves
// them to a new sub-pixel phase every frame, as an animation does.

struct Options {
    var scene = "geometry"
    var frames = 50
    var threads = 1
    var out: String?
    /// Added to every rectangle's origin in the standard scenes.
    var offset = CGPoint.zero
    var movingPhase = false
    /// A Lottie file to play (`--lottie`), at `size`.
    var lottie: String?
    var size = CGSize(width: 512, height: 512)
}

func parseOptions() -> Options? {
    var o = Options()
    var args = CommandLine.arguments.dropFirst()
    while let a = args.popFirst() {
        switch a {
        case "--scene": o.scene = args.popFirst() ?? o.scene
        case "--frames": o.frames = args.popFirst().flatMap { Int($0) } ?? o.frames
        case "--threads": o.threads = args.popFirst().flatMap { Int($0) } ?? o.threads
        case "--out": o.out = args.popFirst()
        case "--moving-phase": o.movingPhase = true
        case "--lottie": o.lottie = args.popFirst(); o.scene = "lottie"
        case "--size":
            let parts = (args.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts.allSatisfy({ (1...8192).contains($0) }) else {
                FileHandle.standardError.write(Data("qz-bench: --size takes WxH (e.g. 375x667), each 1 to 8192\n".utf8))
                return nil
            }
            o.size = CGSize(width: parts[0], height: parts[1])
        case "--offset":
            let parts = (args.popFirst() ?? "").split(separator: ",").compactMap { Double($0) }
            guard parts.count == 2 else {
                FileHandle.standardError.write(Data("qz-bench: --offset takes DX,DY (e.g. 0.37,0.61)\n".utf8))
                return nil
            }
            o.offset = CGPoint(x: parts[0], y: parts[1])
        case "--help", "-h":
            print("""
                usage: qz-bench --scene NAME --frames N --threads T [--offset DX,DY] [--moving-phase] [--out frame.png]
                       qz-bench --lottie FILE.json --size WxH --frames N [--out frame.png]
                scenes: \(scenes.keys.sorted().joined(separator: ", "))
                """)
            return nil
        default:
            FileHandle.standardError.write(Data("qz-bench: unknown argument '\(a)' (try --help)\n".utf8))
            return nil
        }
    }
    return o
}

/// The preloaded allocation counter, if any.
let mallocCount: (@convention(c) () -> Int)? = {
    guard let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "qz_malloc_count") else { return nil }
    return unsafeBitCast(sym, to: (@convention(c) () -> Int).self)
}()

func measure(_ o: Options) {
    if let file = o.lottie {
        measure(o, MainActor.assumeIsolated { lottieScene(o, file: file, size: o.size) })
        return
    }
    guard let make = scenes[o.scene] else {
        FileHandle.standardError.write(Data("qz-bench: unknown scene '\(o.scene)'; scenes: \(scenes.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    measure(o, make(o))
}

/// Times `frame`, a scene set up, as `measure` says.
func measure(_ o: Options, _ frame: (Int) -> Void) {
    // Untimed: the first frame may allocate (caches, lazily sized
    // buffers), and the next two settle the processor, as the peers' three.
    for _ in 0..<3 { frame(0) }
    // Moving layers meet new sub-pixel phases for a while: their caches
    // (corners, shadow masks) fill over the first seconds of the motion,
    // and what is timed is the motion once they are warm.
    if o.movingPhase { for i in 0..<600 { frame(-600 + i) } }
    var times: [Double] = []
    times.reserveCapacity(max(1, o.frames))
    let allocsBefore = mallocCount?() ?? 0
    for i in 1...max(1, o.frames) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        frame(i)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    let allocs = (mallocCount?() ?? 0) - allocsBefore
    frame(o.frames + 1) // untimed: writes --out
    times.sort()
    let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    var name = o.scene
    if o.offset != .zero { name += String(format: "@%.2f,%.2f", Double(o.offset.x), Double(o.offset.y)) }
    if o.movingPhase { name += "@moving" }
    var line = String(format: "%@ median_ms=%.3f min_ms=%.3f", name, median, times[0])
    if mallocCount != nil {
        line += String(format: " allocs_per_frame=%.1f", Double(allocs) / Double(times.count))
    }
    print(line)
}

if let o = parseOptions() { measure(o) }
