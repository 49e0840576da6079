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

        /// Adds `views` to `parent`, to be placed by constraints.
        func placedByConstraints(_ views: [UIView], in parent: UIView) {
            for v in views {
                parent.addSubview(v)
                v.translatesAutoresizingMaskIntoConstraints = false
            }
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
            placedByConstraints([a, b], in: parent)
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
        /// The solver: equalities hold, an inequality binds only when it
        /// must, and a weaker wish gives way to a stronger one.
        @Test func theSolverBreaksTheWeakerWish() {
            var s = _LinearSolver()
            let x = s.variable(), y = s.variable()
            // x + y = 10 (required), x ≥ 7 (required), x = 2 and y = 1 (weak,
            // the first stronger): x is held at 7, y takes the rest.
            s.add([(x, 1), (y, 1)], constant: -10, .equal, weight: 1e9)
            s.add([(x, 1)], constant: -7, .atLeast, weight: 1e9)
            s.add([(x, 1)], constant: -2, .equal, weight: 10)
            s.add([(y, 1)], constant: -1, .equal, weight: 1)
            #expect(abs(s.value(x) - 7) < 1e-9 && abs(s.value(y) - 3) < 1e-9)
            // Two wishes on one variable: the heavier wins.
            var t = _LinearSolver()
            let z = t.variable()
            t.add([(z, 1)], constant: -5, .equal, weight: 1)
            t.add([(z, 1)], constant: -8, .equal, weight: 100)
            #expect(abs(t.value(z) - 8) < 1e-9)
        }

        /// A view sized by what is inside it (paper-onboarding's page: an
        /// image, a title under it and a description under that, the view's
        /// bottom at the description's, centred in its superview): the
        /// constraints are solved together, so the view is as tall as its
        /// column, not collapsed to nothing.
        @Test func aViewTakesItsSizeFromTheConstraintsOfWhatItHolds() {
            let parent = container(), column = UIView(), image = UIView(), title = UIView(), text = UILabel()
            text.text = "A description"
            parent.addSubview(column)
            for v in [image, title, text] { column.addSubview(v) }
            for v in [column, image, title, text] { v.translatesAutoresizingMaskIntoConstraints = false }
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                column.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
                column.heightAnchor.constraint(lessThanOrEqualToConstant: 10000),
                image.topAnchor.constraint(equalTo: column.topAnchor),
                image.centerXAnchor.constraint(equalTo: column.centerXAnchor),
                image.widthAnchor.constraint(equalToConstant: 40),
                image.heightAnchor.constraint(equalToConstant: 40),
                title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 10),
                title.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                title.heightAnchor.constraint(equalToConstant: 30),
                text.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
                text.centerXAnchor.constraint(equalTo: column.centerXAnchor),
                text.bottomAnchor.constraint(equalTo: column.bottomAnchor),
            ])
            parent.layoutIfNeeded()
            column.layoutIfNeeded()
            let textHeight = text.intrinsicContentSize.height
            #expect(textHeight > 0)
            #expect(abs(column.frame.height - (90 + textHeight)) < 0.01, "\(column.frame)")
            #expect(abs(column.frame.midY - 100) < 0.01)
            #expect(text.frame.minY == 90 && abs(text.frame.width - text.intrinsicContentSize.width) < 0.01)
            #expect(image.frame == CGRect(x: 130, y: 0, width: 40, height: 40))
            // Longer text is wider at the next layout (the label asks for
            // one, and what the tree was solved from changed, so it is
            // solved again).
            let before = text.frame.width
            text.text = "A much longer description"
            parent.layoutIfNeeded()
            #expect(text.frame.width > before + 20)
        }

        /// Two views share the width by priority: a required minimum, a
        /// high-priority wish and a low one that gives way.
        @Test func prioritiesDecideWhichWishGivesWay() {
            let parent = container(), a = UIView(), b = UIView()
            placedByConstraints([a, b], in: parent)
            let wide = a.widthAnchor.constraint(equalToConstant: 250)
            wide.priority = .defaultHigh
            let narrow = a.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultLow
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                b.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
                wide, narrow,
                a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: parent.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            parent.layoutIfNeeded()
            // 250 would leave b 50, under its required 80: a gets 220.
            #expect(a.frame.width == 220 && b.frame == CGRect(x: 220, y: 0, width: 80, height: 10))
        }

        /// Two labels in a row that is too narrow for both: the one that
        /// resists compression less gives way; with room to spare, the one
        /// that hugs its text less takes it.
        @Test func huggingAndCompressionResistanceDecideWhichLabelGivesWay() {
            let parent = container(), a = UILabel(), b = UILabel()
            a.text = String(repeating: "A", count: 15)
            b.text = String(repeating: "B", count: 15)
            placedByConstraints([a, b], in: parent)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
            ])
            let wanted = a.intrinsicContentSize.width
            #expect(wanted > 150 && wanted < 300, "too wide for two in 300 points: \(wanted)")
            b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            #expect(b.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
            parent.layoutIfNeeded()
            #expect(abs(a.frame.width - wanted) < 0.01 && abs(b.frame.width - (300 - wanted)) < 0.01, "\(a.frame) \(b.frame) \(wanted)")
            // Short texts and room to spare: b hugs less, so b grows.
            a.text = "A"
            b.text = "B"
            b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
            parent.layoutIfNeeded()
            #expect(abs(a.frame.width - a.intrinsicContentSize.width) < 0.01 && b.frame.maxX == 300)
        }
        /// Numbers layout cannot use (an infinite constant, a NaN
        /// multiplier, a constant of 1e300) leave their constraint out,
        /// said once each; the others still place the view, and no frame
        /// becomes NaN.
        @Test func unusableNumbersLeaveTheirConstraintOut() {
            let parent = container(), child = UIView()
            placedByConstraints([child], in: parent)
            let infinite = child.widthAnchor.constraint(equalToConstant: .infinity)
            let nan = child.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: .nan)
            let huge = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1e300)
            let (_, messages) = _Diagnostics.capture {
                NSLayoutConstraint.activate([
                    infinite, nan, huge,
                    child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
                    child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
                    child.widthAnchor.constraint(equalToConstant: 50),
                    child.heightAnchor.constraint(equalToConstant: 40),
                ])
                parent.layoutIfNeeded()
                parent.setNeedsLayout()
                parent.layoutIfNeeded()
            }
            #expect(child.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
            #expect(messages.count == 3, "\(messages)")
        }
    }
}
