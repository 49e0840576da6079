import Testing
@testable import QuartzCore

/// frame from bounds, anchorPoint, position and transform (Apple's
/// CALayer.frame), with the numbers a well-known anchor-point article uses.
@Suite struct LayerFrameTests {
    @Test func frameSetsPositionAtTheAnchor() {
        // let redView = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
        let l = CALayer()
        l.frame = CGRect(x: 40, y: 60, width: 120, height: 80)
        #expect(l.position == CGPoint(x: 100, y: 100))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(l.frame == CGRect(x: 40, y: 60, width: 120, height: 80))
    }

    @Test func changingAnchorPointMovesTheFrameNotThePosition() {
        let l = CALayer()
        l.frame = CGRect(x: 40, y: 60, width: 120, height: 80)
        l.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(l.position == CGPoint(x: 100, y: 100))
        #expect(l.frame.origin == CGPoint(x: 100, y: 20))
    }

    @Test func changingPositionKeepsTheAnchorPoint() {
        let l = CALayer()
        l.frame = CGRect(x: 40, y: 60, width: 120, height: 80)
        l.position = CGPoint(x: 0, y: 0)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.frame.origin == CGPoint(x: -60, y: -40))
    }

    @Test func settingFrameOriginYThroughTheFrame() {
        // view.layer.frame.origin.y = 100
        let l = CALayer()
        l.frame = CGRect(x: 44, y: 44, width: 232, height: 300)
        l.frame.origin.y = 100
        #expect(l.frame.origin.y == 100)
        #expect(l.position == CGPoint(x: 160, y: 250))
    }

    @Test func frameSetterKeepsBoundsOrigin() {
        let l = CALayer()
        l.bounds = CGRect(x: 10, y: 20, width: 1, height: 1)
        l.frame = CGRect(x: 0, y: 0, width: 50, height: 60)
        #expect(l.bounds == CGRect(x: 10, y: 20, width: 50, height: 60))
        #expect(l.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
    }

    @Test func frameSetterStandardisesNegativeSizes() {
        let l = CALayer()
        l.frame = CGRect(x: 100, y: 100, width: -40, height: -20)
        #expect(l.frame == CGRect(x: 60, y: 80, width: 40, height: 20))
    }

    @Test func frameWithATransformIsTheBoundingBox() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 200, y: 200)
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(approx(l.frame, CGRect(x: 175, y: 150, width: 50, height: 100)))
        l.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let side = 150 / 2.squareRoot()
        #expect(approx(l.frame, CGRect(x: 200 - side / 2, y: 200 - side / 2, width: side, height: side), 1e-9))
    }

    @Test func frameSetterUnderAScaleTransformMapsTheSizeBack() {
        let l = CALayer()
        l.transform = CATransform3DMakeScale(2, 2, 1)
        l.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        #expect(l.bounds.size == CGSize(width: 50, height: 30))
        #expect(approx(l.frame, CGRect(x: 10, y: 10, width: 100, height: 60)))
    }

    @Test func frameSetterUnderARotationKeepsTheOrigin() {
        let l = CALayer()
        l.anchorPoint = CGPoint(x: 0, y: 0)
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        l.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
        #expect(approx(l.bounds.size, CGSize(width: 80, height: 40)))
        #expect(approx(l.frame, CGRect(x: 10, y: 20, width: 40, height: 80)))
    }

    @Test func affineTransformAccessorsWrapTheTransform() {
        let l = CALayer()
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(l.transform == CATransform3DMakeScale(2, 3, 1))
        #expect(l.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test func preferredFrameSizeIsTheFrameSize() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        l.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(l.preferredFrameSize() == CGSize(width: 60, height: 20))
    }
}
