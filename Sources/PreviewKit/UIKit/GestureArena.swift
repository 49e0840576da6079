/// The recognizers in play for the touches on screen, and the rules UIKit
/// applies between them:
///
/// - one recognizes at a time: a recognizer that begins (or recognizes a
///   discrete gesture) while another in play has begun fails, unless
///   either delegate lets the two recognize together; once one begins,
///   the others still undecided fail, with the same exception;
/// - a recognizer that requires another to fail (`require(toFail:)`, or
///   its delegate's `shouldRequireFailureOf`, or the other's delegate's
///   `shouldBeRequiredToFailBy`) waits while that one is undecided,
///   proceeds when it fails and fails when it recognizes.
///
/// A recognizer joins when a touch goes down in its view and leaves when
/// its gesture is over and the touches have lifted; one still deciding
/// after they lift (a tap waiting for its second tap, a recognition
/// waiting for another to fail) stays until it decides.
final class _GestureArena {
    enum Admission { case go, wait, fail }

    private(set) var members: [UIGestureRecognizer] = []
    /// Whether touches are down (the members are not settled before they lift).
    private var touchesDown = false

    func contains(_ r: UIGestureRecognizer) -> Bool { members.contains { $0 === r } }

    /// A touch sequence begins: recognizers that are not still deciding
    /// start afresh.
    func begin(_ recognizers: [UIGestureRecognizer]) {
        touchesDown = true
        for r in recognizers where !contains(r) {
            r.reset()
            r.arena = self
            members.append(r)
        }
    }

    /// The touches have lifted: what is decided leaves; what is undecided
    /// and not waiting fails.
    func touchesLifted() {
        touchesDown = false
        let undecided = members.filter { $0.state == .possible && !$0.waitsAfterTouches }
        for r in undecided where contains(r) && r.state == .possible { r.state = .failed }
        settle()
    }

    /// Whether `r` may recognize now.
    func admit(_ r: UIGestureRecognizer) -> Admission {
        for other in members where other !== r {
            let active = other.state == .began || other.state == .changed || other.state == .ended
            if active && !Self.simultaneous(r, other) { return .fail }
        }
        var waiting = false
        for required in requirements(of: r) {
            switch required.state {
            case .failed: continue
            case .possible: waiting = true
            default: return .fail
            }
        }
        return waiting ? .wait : .go
    }

    /// `r` recognized: recognizers that required it to fail, and those
    /// still undecided that may not recognize with it, fail.
    func didRecognize(_ r: UIGestureRecognizer) {
        for other in members where other !== r && other.state == .possible {
            if requirements(of: other).contains(where: { $0 === r }) || !Self.simultaneous(r, other) {
                other.state = .failed
            }
        }
        settle()
    }

    /// `r` failed: recognizers waiting for it may proceed.
    func didFail(_ r: UIGestureRecognizer) {
        for other in members where other !== r && other.pendingState != nil
            && requirements(of: other).contains(where: { $0 === r }) {
            if requirements(of: other).allSatisfy({ $0.state == .failed }) { other.proceedWithPendingState() }
        }
        settle()
    }

    /// With no touches down, members that have decided leave, reset.
    private func settle() {
        guard !touchesDown else { return }
        let done = members.filter { $0.state != .possible || !$0.waitsAfterTouches }
        guard !done.isEmpty else { return }
        members.removeAll { m in done.contains { $0 === m } }
        for r in done {
            r.reset()
            r.arena = nil
        }
    }

    /// The members `r` must see fail before it recognizes.
    private func requirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var list = r.failureRequirements.compactMap(\.recognizer).filter { contains($0) }
        for other in members where other !== r && !list.contains(where: { $0 === other }) {
            if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) == true {
                list.append(other)
            }
        }
        return list
    }

    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
