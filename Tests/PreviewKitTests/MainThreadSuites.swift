import Testing

/// UIKit's objects belong to one thread (the main one in an app), and so
/// does PreviewKit's state (the animation block being run, the screen):
/// every suite of this target is nested here, so they run one at a time
/// rather than in parallel on different threads.
@Suite(.serialized) enum MainThreadSuites {}
