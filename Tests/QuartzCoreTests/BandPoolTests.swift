import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// The band pool finishes a frame without a worker that does not come:
/// the calling thread takes back the bands no worker has claimed.
@Suite struct BandPoolTests {
    /// Records which thread ran each band of each frame.
    final class Recorder: _BandJob, @unchecked Sendable {
        let lock = NSLock()
        var ran: [(band: Int, onCaller: Bool)] = []
        var caller: pthread_t?
        /// How long band 0 takes: a calling thread that finishes its own
        /// band before a sleeping worker wakes takes the others back.
        var bandZeroSeconds = 0.0

        func runBand(_ i: Int) {
            if i == 0 && bandZeroSeconds > 0 { Thread.sleep(forTimeInterval: bandZeroSeconds) }
            let here = pthread_self()
            lock.lock()
            defer { lock.unlock() }
            ran.append((i, caller.map { pthread_equal($0, here) != 0 } ?? false))
        }

        func frame(_ pool: _BandPool, bands n: Int) -> [(band: Int, onCaller: Bool)] {
            lock.lock(); ran = []; caller = pthread_self(); lock.unlock()
            pool.run(n, self)
            lock.lock(); defer { lock.unlock() }
            return ran.sorted { $0.band < $1.band }
        }
    }

    /// A pool of the test's own (its workers hold it unowned, as the
    /// shared pool's do: it lives as long as the program).
    static let pool = _BandPool()

    @Test func aWorkerThatDoesNotComeLeavesItsBandToTheCallingThread() async throws {
        let pool = Self.pool, job = Recorder()
        pool.holdsWorkers.store(true, ordering: .relaxed)
        // Frames go on while the workers are held: every band drawn once,
        // all of them here, and no frame waits for the held workers.
        for _ in 0..<3 {
            let ran = job.frame(pool, bands: 3)
            let bands = ran.map { $0.band }
            #expect(bands == [0, 1, 2])
            let allHere = ran.allSatisfy { $0.onCaller }
            #expect(allHere)
        }
        // Released, the workers find those frames taken back and do not
        // run them again; later frames reach them, when the calling
        // thread's own band lasts long enough for a worker to wake.
        pool.holdsWorkers.store(false, ordering: .relaxed)
        job.bandZeroSeconds = 0.005
        var reachedWorker = false
        for _ in 0..<100 where !reachedWorker {
            let ran = job.frame(pool, bands: 3)
            let bands = ran.map { $0.band }
            #expect(bands == [0, 1, 2])
            reachedWorker = ran.contains { !$0.onCaller }
            if !reachedWorker { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(reachedWorker)
    }
}
