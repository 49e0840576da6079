import Testing
@testable import QuartzCore

/// `transform.translation` as real code animates it: Core Animation takes
/// a point there as well as a size (x and y, z zero), and follows a
/// keyframe animation's `path` on it as it does on `position` (lottie-ios
/// animates nearly every position that way).
@MainActor
@Suite struct TranslationValueTests {
    @Test func keyframePathOnTranslationFollowsThePath() {
        let s = Scrubber()
        let l = s.layer { $0.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        let a = CAKeyframeAnimation(keyPath: "transform.translation")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 110, y: 20))
        path.addLine(to: CGPoint(x: 110, y: 120))
        a.path = path
        a.calculationMode = .paced
        a.duration = 2
        s.add(a, to: l)
        let half = s.presented(l, at: 1) { $0.transform }
        #expect(abs(half.m41 - 110) < 1e-6 && abs(half.m42 - 20) < 1e-6)
        let quarter = s.presented(l, at: 0.5) { $0.transform }
        #expect(abs(quarter.m41 - 60) < 1e-6 && abs(quarter.m42 - 20) < 1e-6)
        #expect(quarter.m43 == 0 && quarter.m11 == 1)
        let tx = s.presented(l, at: 1.5) { $0.value(forKeyPath: "transform.translation.y") as? CGFloat }
        #expect(tx.map { abs($0 - 70) < 1e-6 } == true)
    }

    @Test func pointValuesOnTranslationAreTaken() {
        let s = Scrubber()
        let l = s.layer()
        let reports = _Diagnostics.capture {
            s.add(basic("transform.translation", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: -20)), to: l)
            let k = CAKeyframeAnimation(keyPath: "transform.translation")
            k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)]
            k.isAdditive = true
            k.duration = 1
            s.add(k, to: l, key: "k")
        }.messages
        #expect(reports.isEmpty)
        let m = s.presented(l, at: 0.5) { $0.transform }
        #expect(abs(m.m41 - 25) < 1e-6 && abs(m.m42 - -5) < 1e-6)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.setValue(CGPoint(x: 3, y: 4), forKeyPath: "transform.translation")
        CATransaction.commit()
        #expect(l.transform.m41 == 3 && l.transform.m42 == 4 && l.transform.m43 == 0)
    }

    @Test func emptyGradientLocationsAreSilent() {
        let g = CAGradientLayer()
        let reports = _Diagnostics.capture {
            g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
            g.locations = []
        }.messages
        #expect(reports.isEmpty)
        #expect(g.locations?.isEmpty == true)
    }
}
