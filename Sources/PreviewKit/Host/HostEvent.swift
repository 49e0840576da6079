import CoreFoundation
@_implementationOnly import CSDL2
import Foundation
import Raster
import QuartzCore

/// What the window server tells the app: input, the window's changes and
/// the display's refreshes, as a window server sends events to an app.
/// Coordinates are in points, the window's top left at the origin.
enum HostEvent {
    case pointerDown(CGPoint, button: UInt8)
    case pointerMoved(CGPoint)
    case pointerUp(CGPoint, button: UInt8)
    /// The pointer left the window (a touch in progress is cancelled).
    case pointerLeft
    /// The wheel (or a touchpad) scrolled by `dx`, `dy` notches (positive:
    /// right and away from the person) with the pointer at the point.
    case wheel(CGPoint, dx: CGFloat, dy: CGFloat)
    /// A key without text (function keys, arrows, Escape).
    case key(SDL_Keycode, command: Bool = false)
    /// Text typed: a character goes to the tools or to the app.
    case text(String)
    /// The window's size in points and its drawable's pixels per point.
    case resized(width: Int, height: Int, scale: Double)
    /// The window was minimised or hidden (false), or shown again (true).
    case visibility(Bool)
    /// A refresh: a frame was presented at `timestamp` (or, with nothing
    /// to draw, the display refreshed then); the next is `interval` later.
    case frame(timestamp: Double, interval: Double)
    /// The person closed the window, or asked the program to end.
    case quit
    /// The window cannot go on (its display went away): one line.
    case failed(String)
}

/// Events waiting for the main thread, and the run-loop source that
/// delivers them there. Any thread posts; the main run loop drains the
/// queue in one go when it wakes for the source, so a main thread that
/// was busy for a while finds everything that happened, in order.
///
/// What only the latest of matters is coalesced: pointer motion in a
/// row, refreshes (links run once for the newest), sizes.
final class HostEventQueue: @unchecked Sendable {
    /// What the posting threads and the run loop's thread share.
    private struct Queued {
        var events: [HostEvent] = []
        var source: CFRunLoopSource?
        /// Events were dropped since the last drain (said once).
        var dropped = false
    }
    private let queued = _Locked(Queued())
    private let runLoop: CFRunLoop
    /// Runs on the run loop's thread for each event.
    private let handler: (HostEvent) -> Void
    /// Past this many waiting events (a main thread blocked for minutes
    /// under a storm of clicks), new ones are dropped, said once.
    static let limit = 65_536

    /// A queue delivering on `runLoop` (the main one) in every common mode.
    init(runLoop: CFRunLoop = CFRunLoopGetMain(), handler: @escaping (HostEvent) -> Void) {
        self.runLoop = runLoop
        self.handler = handler
        var context = CFRunLoopSourceContext()
        context.info = Unmanaged.passUnretained(self).toOpaque()
        context.perform = { info in
            guard let info else { return }
            Unmanaged<HostEventQueue>.fromOpaque(info).takeUnretainedValue().drain()
        }
        let s = CFRunLoopSourceCreate(kCFAllocatorDefault, 0, &context)
        queued.withLock { $0.source = s }
        CFRunLoopAddSource(runLoop, s, kCFRunLoopCommonModes)
    }

    /// From any thread: queues `event` and wakes the run loop for it.
    func post(_ event: HostEvent) {
        let source = queued.withLock { q -> CFRunLoopSource? in
            switch event {
            case .pointerMoved:
                if case .pointerMoved = q.events.last { q.events[q.events.count - 1] = event } else { Self.append(event, to: &q) }
            case .frame:
                q.events.removeAll { if case .frame = $0 { return true } else { return false } }
                Self.append(event, to: &q)
            case .resized:
                q.events.removeAll { if case .resized = $0 { return true } else { return false } }
                Self.append(event, to: &q)
            default:
                Self.append(event, to: &q)
            }
            return q.source
        }
        guard let s = source else { return }
        CFRunLoopSourceSignal(s)
        CFRunLoopWakeUp(runLoop)
    }

    private static func append(_ event: HostEvent, to q: inout Queued) {
        guard q.events.count < limit else {
            if !q.dropped { _Diagnostics.report("PreviewWindow: the main thread is not taking events; dropping input") }
            q.dropped = true
            return
        }
        q.events.append(event)
    }

    /// On the run loop's thread: handles everything queued so far.
    func drain() {
        let taken = queued.withLock { q in
            defer { q.events.removeAll(keepingCapacity: true); q.dropped = false }
            return q.events
        }
        for e in taken { handler(e) }
    }

    /// Events waiting (for tests).
    var pending: Int { queued.withLock { $0.events.count } }

    /// Stops delivering: the source leaves the run loop.
    func invalidate() {
        let source = queued.withLock { q in
            defer { q.source = nil; q.events.removeAll() }
            return q.source
        }
        if let source { CFRunLoopSourceInvalidate(source) }
    }

    deinit { invalidate() }
}
