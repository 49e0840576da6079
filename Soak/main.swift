import Foundation
import QuartzCore
import Raster

// qz-soak: 1,000 layers under random animation churn (see SoakScene),
// rendered headless frame after frame through the damage tracker, with
// the run loop delivering delegate callbacks as an app's would.
//
//   qz-soak [--seconds S] [--layers N] [--seed K] [--memory check|ignore]
//
// Prints resident memory every tenth of the run. Fails (exit 1) when
// memory after warm-up (the first fifth, and at least three minutes, as
// the render caches fill to their budgets) grows more than 5% (unless
// `--memory ignore`: a sanitizer's allocator has its own growth), or when
// any animation's delegate heard animationDidStop other than exactly
// once, or a transaction's completion block did not run exactly once.
// Built with AddressSanitizer, LeakSanitizer checks at exit.

var seconds = 120.0, count = 1000, checkMemory = true
var seed = UInt64(Date().timeIntervalSince1970)
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
    switch option {
    case "--seconds": seconds = Double(value) ?? -1
    case "--layers": count = Int(value) ?? -1
    case "--seed": seed = UInt64(value) ?? 0
    case "--memory" where value == "check" || value == "ignore": checkMemory = value == "check"
    default: fail("unknown option \(option) \(value); usage: qz-soak [--seconds S] [--layers N] [--seed K] [--memory check|ignore]")
    }
}
guard seconds > 0, count > 0 else { fail("--seconds and --layers take positive numbers") }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("qz-soak: \(message)\n".utf8))
    exit(2)
}

/// Resident memory in MB, from /proc.
func residentMB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

setvbuf(stdout, nil, _IOLBF, 0) // progress lines as they happen, even into a file
print("qz-soak: \(count) layers, \(Int(seconds)) s, seed \(seed)")
var scene: SoakScene? = SoakScene(count: count, seed: seed)
let surface = Surface(width: 1280, height: 720)!
let tracker = _DamageTracker()
let start = Date()
var frames = 0
var samples: [(t: Double, mb: Double)] = []
var nextSample = 0.0
while true {
    let t = Date().timeIntervalSince(start)
    if t >= seconds { break }
    scene!.churn(operations: 20)
    tracker.renderFrame(scene!.root, into: surface, at: CACurrentMediaTime())
    // The run loop's timers deliver animation starts and stops.
    _ = RunLoop.current.run(mode: .default, before: Date())
    frames += 1
    if t >= nextSample {
        let mb = residentMB()
        samples.append((t, mb))
        print(String(format: "  %6.1f s  %7.1f MB resident  %7d frames  %8d animations added",
                     t, mb, frames, scene!.ledger.added))
        nextSample += seconds / 10
    }
}
let ledger = scene!.ledger
scene!.tearDown()
scene = nil
// Let the run loop deliver the last stops (removals report at once; the
// scheduler's timer fires within a turn or two).
let drainUntil = Date().addingTimeInterval(1)
while Date() < drainUntil { _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.05)) }

var failed = false
// Warm-up: the render caches (corner tiles, shadow masks, glyphs) fill
// to their budgets over the first few minutes, whatever the run's length.
let warmUp = max(seconds / 5, 180)
if seconds < 2 * warmUp && checkMemory { print("note: memory is checked after a warm-up of \(Int(warmUp)) s; this run is too short for it") }
let warm = samples.filter { $0.t >= warmUp }
if let base = warm.first?.mb, let peak = warm.map(\.mb).max(), base > 0 {
    let growth = (peak - base) / base * 100
    print(String(format: "memory after warm-up: %.1f MB → peak %.1f MB (%+.1f%%)", base, peak, growth))
    if growth > 5 && checkMemory { print("FAIL: resident memory grew more than 5% after warm-up"); failed = true }
}
print("\(frames) frames, \(String(format: "%.0f", Double(frames) / seconds)) per second; "
      + "\(ledger.added) animations, \(ledger.starts) starts; "
      + "\(ledger.completions) of \(ledger.expectedCompletions) completion blocks")
if ledger.unheard > 0 || ledger.heardTwice > 0 {
    print("FAIL: \(ledger.unheard) delegates never heard animationDidStop, \(ledger.heardTwice) heard it more than once")
    failed = true
}
if ledger.completions != ledger.expectedCompletions {
    print("FAIL: completion blocks ran \(ledger.completions) times for \(ledger.expectedCompletions) transactions")
    failed = true
}
print(failed ? "soak: FAILED"
      : "soak: every animation stopped exactly once" + (checkMemory ? "; memory flat" : ""))
exit(failed ? 1 : 0)
