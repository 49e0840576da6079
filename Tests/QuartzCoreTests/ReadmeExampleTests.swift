import Testing
import QuartzCore

/// The README's ten-line example, kept true.
@Suite struct ReadmeExampleTests {
    @Test func theTenLinesDoWhatTheCommentsSay() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 60, width: 120, height: 80)
        #expect(card.position == CGPoint(x: 100, y: 100))
        card.cornerRadius = 12
        card.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        card.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(card.frame.origin == CGPoint(x: 100, y: 20))
        root.addSublayer(card)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === card)
    }
}
