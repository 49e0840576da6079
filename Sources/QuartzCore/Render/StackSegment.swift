#if canImport(Glibc)
import Glibc
#endif
@_implementationOnly import CThreads

/// Room for recursion deeper than any thread's stack. A layer tree can be
/// nested as deep as memory allows (a chain of 100,000 layers), and the
/// walks over it that recurse once per level — drawing, hit testing,
/// evaluating, finding damage — would overflow an 8 MB stack a few
/// thousand levels down. Each such walk asks `_withSufficientStack` before
/// going a level deeper: with room left it simply recurses; near the end
/// of the stack it runs the rest of the walk on a new thread with a large
/// stack and waits for it, so the recursion continues where there is
/// space (the segmented-stack technique, with threads as the segments).
/// The new thread carries on as the same logical thread: it inherits the
/// caller's identity for `_RenderTreeLock`, and its diagnostics go where
/// the caller's would (into `_Diagnostics.capture`, say). The cost in the common case
/// is one thread-local load and a comparison per level.
enum _StackSegment {
    /// Below this much stack, the next level runs on a segment: enough for
    /// the deepest single level of any walk, in a debug build, with a
    /// sanitizer's larger frames.
    static let reserve = 256 << 10
    /// Each segment's stack (`qz_stack_segment_size`: 256 MB of reserved
    /// address space, of which only what the recursion touches becomes
    /// memory; smaller under ThreadSanitizer).
    static let segmentSize = qz_stack_segment_size()

    /// Runs `body` on a new thread with a `segmentSize` stack while this
    /// one waits, and returns its result.
    static func run<R>(_ body: () -> R) -> R {
        var result: R?
        withoutActuallyEscaping(body) { body in
            let work = Work(identity: qz_thread_identity(), collector: _Diagnostics.currentCollector) { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, segmentSize)
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { raw in
                let work = Unmanaged<Work>.fromOpaque(raw!).takeUnretainedValue()
                qz_thread_adopt_identity(work.identity)
                // Diagnostics go where the waiting thread's would.
                _Diagnostics.reporting(to: work.collector) { work.run() }
                return nil
            }, Unmanaged.passUnretained(work).toOpaque())
            if started == 0 {
                pthread_join(thread, nil)
            } else {
                // No thread to be had (out of memory or threads): carry on
                // here, as deep as this stack allows.
                _Diagnostics.report("QuartzCore: a layer tree nested too deep for this stack, and no thread to continue on")
                work.run()
            }
        }
        return result!
    }

    private final class Work {
        let identity: UInt
        let collector: _Diagnostics._Collector?
        let run: () -> Void
        init(identity: UInt, collector: _Diagnostics._Collector?, run: @escaping () -> Void) {
            self.identity = identity
            self.collector = collector
            self.run = run
        }
    }
}

/// `body()`, on a fresh stack segment when this thread's stack is nearly
/// used up (see `_StackSegment`).
@inline(__always)
func _withSufficientStack<R>(_ body: () -> R) -> R {
    if !_stackIsLow { return body() }
    return _StackSegment.run(body)
}

/// Whether the next level of a recursive walk belongs on a new segment.
var _stackIsLow: Bool {
    @inline(__always) get { qz_stack_room() <= _StackSegment.reserve }
}
