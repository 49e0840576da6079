import CoreFoundation
import Foundation
import Testing
@testable import PreviewKit

/// The window server's parts that need no display: its schedule of
/// refreshes, the queue that carries its events to the app's run loop,
/// the choice of display system, and the line `--run-for` prints. The
/// window itself is tested on real display servers by
/// `Tests/window-x11.sh` and `Tests/window-wayland.sh`.
@Suite struct FramePacerTests {
    let hz60 = 1.0 / 60

    /// Without vsync, frames keep to a fixed schedule: drawing time is not
    /// added to each interval, and a frame later than a whole refresh
    /// starts the schedule again from its own start.
    @Test func timerPacingKeepsAFixedSchedule() {
        var p = FramePacer(interval: hz60, vsync: false)
        #expect(p.earliestFrameStart == -.infinity, "the first frame may start at once")
        let first = p.beginFrame(at: 10)
        #expect(first == 10)
        #expect(abs(p.earliestFrameStart - (10 + hz60)) < 1e-12)
        // Started 3 ms after its slot: the frame is the slot's, and the
        // next slot follows it, not the late start.
        let shown0 = p.beginFrame(at: 10 + hz60 + 0.003)
        #expect(abs(shown0 - (10 + hz60)) < 1e-12)
        #expect(abs(p.earliestFrameStart - (10 + 2 * hz60)) < 1e-12)
        // Idle for a second: the schedule restarts at the new frame.
        let restarted = p.beginFrame(at: 11.5)
        #expect(restarted == 11.5)
        #expect(abs(p.earliestFrameStart - (11.5 + hz60)) < 1e-12)
    }

    /// With vsync, a frame may start at any time; it is shown at the next
    /// refresh after its start, counted from the last present's return.
    @Test func vsyncFramesAreShownAtTheNextRefresh() {
        var p = FramePacer(interval: hz60, vsync: true)
        let gaveUp = p.presented(at: 20, backToBack: false)
        #expect(!gaveUp)
        #expect(p.earliestFrameStart == -.infinity)
        let shown0 = p.beginFrame(at: 20.001)
        #expect(abs(shown0 - (20 + hz60)) < 1e-12)
        let shown1 = p.beginFrame(at: 20 + 2.5 * hz60)
        #expect(abs(shown1 - (20 + 3 * hz60)) < 1e-12)
        // Right at a refresh: the next one, never the present itself.
        #expect(abs(p.nextRefresh(after: 20) - (20 + hz60)) < 1e-12)
        // A phase older than half a second is not trusted.
        #expect(abs(p.nextRefresh(after: 21) - (21 + hz60)) < 1e-12)
    }

    /// Presents drawn back to back that return faster than the display
    /// refreshes do not wait for it (a driver that claims vsync and does
    /// not): the pacer says so once and falls back to its timer.
    @Test func presentsThatDoNotWaitTurnVsyncOff() {
        var p = FramePacer(interval: hz60, vsync: true)
        var t = 30.0
        var reports: [Double] = []
        for _ in 0..<40 {
            t += 0.003
            if p.presented(at: t, backToBack: true) { reports.append(t) }
        }
        #expect(reports.count == 1)
        #expect(!p.waitsForVsync)
        // From then on frames keep to the timer, from that present.
        #expect(abs(p.earliestFrameStart - ((reports.first ?? 0) + hz60)) < 1e-9)
    }

    /// A driver may let a frame or two through at once before it blocks:
    /// that is not a driver without vsync.
    @Test func aFewFastPresentsKeepVsync() {
        var p = FramePacer(interval: hz60, vsync: true)
        var t = 40.0
        for i in 0..<200 {
            t += i % 30 < 2 ? 0.001 : hz60
            let gaveUp = p.presented(at: t, backToBack: true)
            #expect(!gaveUp)
        }
        #expect(p.waitsForVsync)
        // Frames that were not back to back say nothing either.
        for _ in 0..<40 {
            t += 0.001
            let gaveUp = p.presented(at: t, backToBack: false)
            #expect(!gaveUp)
        }
        #expect(p.waitsForVsync)
    }

    @Test func aBadIntervalIsTheDefaultRate() {
        let zero = FramePacer(interval: 0, vsync: false), nan = FramePacer(interval: .nan, vsync: false)
        #expect(zero.interval == 1.0 / 60 && nan.interval == 1.0 / 60)
    }
}

@Suite struct HostEventQueueTests {
    /// Runs the current thread's run loop until `done` or five seconds pass
    /// (generous: other suites load the machine).
    func runUntil(_ done: () -> Bool) {
        let end = Date(timeIntervalSinceNow: 5)
        while !done() && Date() < end { _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.05, true) }
    }

    /// Events posted from other threads arrive on the run loop's thread,
    /// in order, each once.
    @Test func eventsArriveOnTheRunLoopsThreadInOrder() {
        final class Log: @unchecked Sendable { var keys: [Int32] = []; var threads = Set<Bool>() }
        let log = Log()
        let me = Thread.current
        let queue = HostEventQueue(runLoop: CFRunLoopGetCurrent()) { e in
            if case .key(let k, _) = e { log.keys.append(k) }
            log.threads.insert(Thread.current == me)
        }
        let poster = Thread { for k in Int32(0)..<100 { queue.post(.key(k)) } }
        poster.start()
        runUntil { log.keys.count == 100 }
        queue.invalidate()
        #expect(log.keys == Array(0..<100))
        #expect(log.threads == [true])
    }

    /// Motion in a row is one move to the latest point; refreshes and
    /// sizes keep only the newest; presses are all kept.
    @Test func onlyTheLatestOfMotionRefreshesAndSizesIsKept() {
        var seen: [String] = []
        let queue = HostEventQueue(runLoop: CFRunLoopGetCurrent()) { e in
            switch e {
            case .pointerMoved(let p): seen.append("move \(Int(p.x))")
            case .pointerDown: seen.append("down")
            case .pointerUp: seen.append("up")
            case .frame(let t, _): seen.append("frame \(Int(t))")
            case .resized(let w, _, _): seen.append("size \(w)")
            default: seen.append("other")
            }
        }
        queue.post(.frame(timestamp: 1, interval: 1))
        queue.post(.pointerDown(.zero, button: 1))
        for x in 1...50 { queue.post(.pointerMoved(CGPoint(x: x, y: 0))) }
        queue.post(.resized(width: 10, height: 10, scale: 1))
        queue.post(.resized(width: 20, height: 10, scale: 1))
        queue.post(.pointerUp(.zero, button: 1))
        queue.post(.pointerMoved(CGPoint(x: 60, y: 0)))
        queue.post(.frame(timestamp: 2, interval: 1))
        #expect(queue.pending == 6)
        runUntil { queue.pending == 0 && !seen.isEmpty }
        queue.invalidate()
        #expect(seen == ["down", "move 50", "size 20", "up", "move 60", "frame 2"])
    }

    /// After `invalidate` nothing more is delivered, and posting is harmless.
    @Test func anInvalidatedQueueDeliversNothing() {
        var delivered = 0
        let queue = HostEventQueue(runLoop: CFRunLoopGetCurrent()) { _ in delivered += 1 }
        queue.invalidate()
        queue.post(.quit)
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.05, true)
        #expect(delivered == 0)
    }
}

@Suite struct DisplayConnectionTests {
    /// On a Wayland session SDL's Wayland driver is asked for first (SDL 2
    /// would take XWayland); `SDL_VIDEODRIVER` still decides when set.
    @Test func waylandSessionsUseWaylandNatively() {
        #expect(DisplayConnection.drivers(["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]) == "wayland,x11")
        #expect(DisplayConnection.drivers(["DISPLAY": ":0"]) == "x11")
        #expect(DisplayConnection.drivers(["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"]) == nil)
        #expect(DisplayConnection.drivers([:]) == nil)
    }

    /// A display that refuses the connection is said in one line, naming
    /// it: SDL is never left to fall back to its invisible offscreen driver.
    @Test func anUnreachableDisplayIsNamed() {
        #expect(DisplayConnection.unreachable("No available video device", ["DISPLAY": ":99"])
                == "cannot open the X display :99 (SDL: No available video device)")
        #expect(DisplayConnection.unreachable("x", ["DISPLAY": ":1", "WAYLAND_DISPLAY": "wayland-0"])
                == "cannot open the Wayland display wayland-0 or the X display :1 (SDL: x)")
        #expect(DisplayConnection.unreachable("x", ["SDL_VIDEODRIVER": "dummy", "DISPLAY": ":1"]) == "cannot start SDL video: x")
    }

    @Test func noDisplayIsSaidBeforeSDLIsAsked() {
        let problem = DisplayConnection.missingDisplay([:])
        #expect(problem?.contains("--snapshot") == true)
        #expect(DisplayConnection.missingDisplay(["SDL_VIDEODRIVER": "dummy"]) == nil)
        #expect(DisplayConnection.missingDisplay(["WAYLAND_DISPLAY": "w"]) == nil)
    }

    @Test func thePresentLineReadsAsDocumented() {
        let info = PresentInfo(driver: "x11", renderer: "opengl", vsync: true, pixelWidth: 1280, pixelHeight: 800, scale: 1)
        #expect(info.description == "driver=x11 renderer=opengl vsync=on size=1280x800@1")
        let hidpi = PresentInfo(driver: "wayland", renderer: "software", vsync: false, pixelWidth: 2560, pixelHeight: 1600, scale: 2)
        #expect(hidpi.description == "driver=wayland renderer=software vsync=off size=2560x1600@2")
    }
}

extension MainThreadSuites {
    /// The window server on SDL's dummy driver (no display needed): a
    /// window opens, draws committed animations with no help from this
    /// thread, closes, and opens again, five times in one process,
    /// leaving no thread behind.
    @Suite(.serialized) struct WindowServerLifecycleTests {
        @Test func aWindowOpensDrawsAndClosesAgainAndAgain() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            defer { unsetenv("SDL_VIDEODRIVER") }
            let window = PreviewWindow(title: "lifecycle", width: 200, height: 100)
            let moving = CALayer()
            moving.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            moving.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.rootLayer.addSublayer(moving)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 10
            slide.toValue = 190
            slide.duration = 0.5
            slide.repeatCount = .infinity
            moving.add(slide, forKey: "slide")
            CATransaction.flush()
            var counts: [Int] = []
            for cycle in 0..<5 {
                try #require(window.open(), "open \(cycle)")
                let thread = window.server?.serverThread
                #expect(thread?.isExecuting == true, "cycle \(cycle): the window server's thread runs")
                let before = window.framesDrawn
                let deadline = Date(timeIntervalSinceNow: 10)  // generous: other suites load the machine
                while window.framesDrawn < before + 10 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
                #expect(window.framesDrawn >= before + 10, "cycle \(cycle): frames drawn while this thread only waited")
                let present = window.presentInfo?.description ?? "none"
                #expect(present == "driver=dummy renderer=software vsync=off size=200x120@1", "(the window is at least 120 high)")
                window.close()
                // Its thread has ended by the time close returns (other
                // suites running beside this one start and end threads
                // of their own, so the process's count would not tell).
                // (It signals the close just before its body returns.)
                let end = Date(timeIntervalSinceNow: 2)
                while thread?.isFinished != true && Date() < end { Thread.sleep(forTimeInterval: 0.001) }
                counts.append(thread?.isFinished == true ? 0 : 1)
            }
            #expect(counts == [0, 0, 0, 0, 0], "window server threads left after each close: \(counts)")
        }
    }
}
