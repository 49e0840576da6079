import QuartzCore

// qz-bench --scene NAME --frames N --threads T [--out frame.png]
// Runs a scene N times and prints `NAME median_ms=X min_ms=Y`.

struct Options {
    var scene = "geometry"
    var frames = 50
    var threads = 1
    var out: String?
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
        case "--help", "-h":
            print("usage: qz-bench --scene NAME --frames N --threads T [--out frame.png]\nscenes: \(scenes.keys.sorted().joined(separator: ", "))")
            return nil
        default:
            FileHandle.standardError.write(Data("qz-bench: unknown argument '\(a)' (try --help)\n".utf8))
            return nil
        }
    }
    return o
}

/// A scene: set-up once, then a frame function timed N times.
typealias Scene = (Options) -> () -> Void

let scenes: [String: Scene] = [
    // The layer model on the standard scene: every layer's frame, a
    // conversion to the root and back, and a hit test per layer centre.
    "geometry": { _ in
        let root = StandardScene().makeLayers()
        let layers = root.sublayers ?? []
        return {
            var hits = 0
            for l in layers {
                let f = l.frame
                let c = CGPoint(x: f.midX, y: f.midY)
                let p = root.convert(l.convert(CGPoint(x: 1, y: 1), to: root), to: l)
                if root.hitTest(c) != nil, p.x.isFinite { hits += 1 }
            }
            precondition(hits == layers.count)
        }
    },
]

func measure(_ o: Options) {
    guard let make = scenes[o.scene] else {
        FileHandle.standardError.write(Data("qz-bench: unknown scene '\(o.scene)'; scenes: \(scenes.keys.sorted().joined(separator: ", "))\n".utf8))
        exit(2)
    }
    let frame = make(o)
    frame() // warm-up
    var times: [Double] = []
    for _ in 0..<max(1, o.frames) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        frame()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    times.sort()
    let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    print(String(format: "%@ median_ms=%.3f min_ms=%.3f", o.scene, median, times[0]))
}

if let o = parseOptions() { measure(o) }
