import Testing
@testable import PreviewKit

extension MainThreadSuites {
    /// Auto Layout as animation code uses it: a view pinned to its
    /// superview's edges, centred with a fixed size, sized in proportion, a
    /// chain of siblings, and a constraint's constant animated by changing it
    /// and laying out again.
    @Suite struct AutoLayoutTests {
        func container() -> UIView {
            UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        }

        @Test func pinnedToTheEdgesFillsTheSuperview() {
            let parent = container(), child = UIView()
            parent.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            ])
            parent.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 10, y: 20, width: 280, height: 180))
            // The superview grows: the child follows at the next layout.
            parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            parent.setNeedsLayout()
            parent.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 10, y: 20, width: 380, height: 280))
            #expect(child.constraints.count == 4 && parent.constraints.count == 4)
        }

        @Test func centredFixedAndProportionalSizes() {
            let parent = container(), a = UIView(), b = UIView()
            for v in [a, b] {
                parent.addSubview(v)
                v.translatesAutoresizingMaskIntoConstraints = false
            }
            let width = a.widthAnchor.constraint(equalToConstant: 60)
            NSLayoutConstraint.activate([
                a.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
                a.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
                width,
                a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                // b sits right of a, half the parent's height, no wider than 50.
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                b.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
                b.widthAnchor.constraint(equalToConstant: 80),
                b.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
            ])
            parent.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 120, y: 85, width: 60, height: 30))
            #expect(b.frame == CGRect(x: 185, y: 50, width: 50, height: 100))
            // Changing a constant lays out again, as animation code does inside
            // an animation block.
            width.constant = 100
            parent.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
            #expect(b.frame.minX == 205)
            width.isActive = false
            #expect(a.constraints.count == 5, "a's own, and b's that refer to it")
        }

        @Test func marginsGuideAndIntrinsicSize() {
            let parent = container(), label = UILabel()
            label.text = "Hello"
            parent.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
            ])
            parent.layoutIfNeeded()
            #expect(label.frame.origin == CGPoint(x: 8, y: 8))
            #expect(label.frame.size == label.intrinsicContentSize && label.frame.width > 10)
        }
    }
}
