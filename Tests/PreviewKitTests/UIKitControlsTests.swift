import Foundation
import Testing
@testable import PreviewKit

/// UIKit's stack, spinner, progress bar, switch, effect view, symbols,
/// fonts and colours, as iOS code uses them.
extension MainThreadSuites {
    @Suite(.serialized) struct UIKitControlsTests {
        final class Fixed: UIView {
            let size: CGSize
            init(_ w: CGFloat, _ h: CGFloat) {
                size = CGSize(width: w, height: h)
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { nil }
            override var intrinsicContentSize: CGSize { size }
        }

        @Test func stacksArrangeByDistributionAndAlignment() {
            let a = Fixed(40, 20), b = Fixed(60, 30), c = Fixed(20, 10)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            stack.spacing = 10
            stack.alignment = .center
            stack.layoutIfNeeded()
            #expect(stack.intrinsicContentSize == CGSize(width: 140, height: 30))
            #expect(a.frame == CGRect(x: 0, y: 15, width: 40, height: 20))
            #expect(b.frame == CGRect(x: 50, y: 10, width: 60, height: 30))
            #expect(c.frame == CGRect(x: 120, y: 20, width: 80, height: 10), "the last view takes the room left")
            stack.distribution = .fillEqually
            stack.layoutIfNeeded()
            #expect(b.frame.minX == 70 && b.frame.width == 60 && c.frame.width == 60)
            stack.distribution = .equalSpacing
            stack.axis = .vertical
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 120)
            stack.alignment = .fill
            stack.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20) && c.frame.maxY == 120)
            #expect(abs((b.frame.minY - a.frame.maxY) - (c.frame.minY - b.frame.maxY)) < 1e-9)
        }

        @Test func hidingAnArrangedViewClosesTheGapInAnAnimation() {
            let a = Fixed(40, 20), b = Fixed(60, 20), c = Fixed(20, 20)
            let stack = _MediaClock.$fixed.withValue(700) { () -> UIStackView in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
                let s = UIStackView(arrangedSubviews: [a, b, c])
                s.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
                s.distribution = .equalSpacing
                root.addSubview(s)
                s.layoutIfNeeded()
                CATransaction.flush()
                return s
            }
            #expect(c.frame.minX == 280)
            _MediaClock.$fixed.withValue(700) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    b.isHidden = true
                    stack.layoutIfNeeded()
                })
            }
            #expect(c.frame.minX == 280 && a.frame.minX == 0, "two views: at the ends")
            stack.distribution = .fill
            _MediaClock.$fixed.withValue(701) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stack.layoutIfNeeded() })
            }
            #expect(c.frame.minX == 40 && c.layer.animation(forKey: "position") != nil, "it moves over, animated")
        }

        @Test func spinnersSpinWhileAnimatingAndHideWhenStopped() throws {
            let spinner = UIActivityIndicatorView(style: .large)
            #expect(spinner.bounds.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
            spinner.startAnimating()
            #expect(spinner.isAnimating && !spinner.isHidden)
            spinner.layoutIfNeeded()
            let replicator = try #require(spinner.layer.sublayers?.first as? CAReplicatorLayer)
            #expect(replicator.instanceCount == 8 && replicator.sublayers?.first?.animation(forKey: "spin") != nil)
            spinner.color = .red
            #expect(replicator.sublayers?.first?.backgroundColor == UIColor.red.cgColor)
            spinner.stopAnimating()
            #expect(spinner.isHidden && replicator.sublayers?.first?.animationKeys() == nil)
            let visible = UIActivityIndicatorView(style: .medium)
            visible.hidesWhenStopped = false
            #expect(!visible.isHidden && visible.intrinsicContentSize == CGSize(width: 20, height: 20))
        }

        @Test func progressBarsAndSwitchesMoveAsAsked() throws {
            let bar = UIProgressView(progressViewStyle: .default)
            bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
            bar.layoutIfNeeded()
            CATransaction.flush()
            bar.setProgress(0.5, animated: true)
            let fill = try #require(bar.layer.sublayers?.last)
            #expect(bar.progress == 0.5 && fill.bounds.width == 100 && fill.animation(forKey: "bounds") != nil)
            bar.progress = 2
            #expect(bar.progress == 1 && fill.bounds.width == 200)

            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            #expect(toggle.frame.size == CGSize(width: 51, height: 31) && !toggle.isOn)
            var changes = 0
            toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            let touch = UITouch()
            touch.rootView = toggle
            touch.rootLocation = CGPoint(x: 20, y: 15)
            toggle.touchesEnded([touch], with: nil)
            #expect(toggle.isOn && changes == 1)
            toggle.layoutIfNeeded()
            let knob = try #require(toggle.layer.sublayers?.last)
            #expect(knob.frame.minX > 20, "the knob is on the right")
            toggle.setOn(false, animated: false)
            #expect(!toggle.isOn && changes == 1, "setting it sends nothing")
        }

        @Test func effectViewsHoldTheirContent() {
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            effect.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            effect.layoutIfNeeded()
            #expect(effect.contentView.frame == effect.bounds && effect.contentView.superview === effect)
            #expect(effect.subviews.last === effect.contentView && effect.subviews.count == 3,
                    "a backdrop, a tint and the content, as iOS builds it")
            let backdrop = effect.subviews[0].layer as? _BackdropLayer
            #expect(backdrop?.blurRadius == 20 && backdrop?.saturation == 1.8)
            var white: CGFloat = 1, alpha: CGFloat = 0
            _ = effect.subviews[1].backgroundColor?.getWhite(&white, alpha: &alpha)
            #expect(white < 0.2 && alpha > 0.5, "a dark material darkens")
            #expect(effect.backgroundColor == nil, "the view itself is not coloured")
            effect.effect = nil
            #expect(backdrop?.blurRadius == 0)
            _ = effect.subviews[1].backgroundColor?.getWhite(&white, alpha: &alpha)
            #expect(alpha == 0)
        }

        @Test func symbolsAreTemplateImages() throws {
            let star = try #require(UIImage(systemName: "star.fill"))
            #expect(star.renderingMode == .alwaysTemplate && star.size == CGSize(width: 20, height: 20))
            let cg = try #require(star.cgImage)
            let centre = cg._surface[cg.width / 2, cg.height / 2]
            #expect(centre >> 24 == 255, "a filled star covers its middle")
            let (other, messages) = _Diagnostics.capture { UIImage(systemName: "no.such.symbol") }
            #expect(other != nil && messages.count == 1, "a placeholder, said once")
        }

        @Test func fontsAndColoursAnswerAsUIKitDoes() {
            let body = UIFont.preferredFont(forTextStyle: .body), headline = UIFont.preferredFont(forTextStyle: .headline)
            #expect(body.pointSize == 17 && headline.pointSize == 17 && headline.fontName != body.fontName)
            #expect(UIFont.systemFont(ofSize: 12, weight: .bold).fontName == UIFont.boldSystemFont(ofSize: 12).fontName)
            #expect(UIFont.systemFont(ofSize: 12, weight: .light).fontName == UIFont.systemFont(ofSize: 12).fontName)
            let f = UIFont.systemFont(ofSize: 20)
            #expect(f.ascender > 15 && f.descender < -3 && abs(f.lineHeight - (f.ascender - f.descender + f.leading)) < 1e-9)
            #expect(f.capHeight < f.ascender && f.xHeight < f.capHeight && f.familyName == "Helvetica")
            var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
            _ = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
            #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9 && abs(a - 0.9) < 1e-9)
            #expect(UIColor.systemGray6 != UIColor.systemGray && UIColor.secondaryLabel.cgColor.alpha < 1)
        }

        @Test func roundedCornersOnlyWhereAsked() {
            let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
                                    byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 30, height: 5))
            let cg = path.cgPath
            #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 40))
            // Radius 20 (30 clamped to half the height; the height of the radii is not used).
            #expect(!cg.contains(CGPoint(x: 1, y: 1)) && !cg.contains(CGPoint(x: 99, y: 39)))
            #expect(cg.contains(CGPoint(x: 99, y: 1)) && cg.contains(CGPoint(x: 1, y: 39)), "square corners stay")
            #expect(!cg.contains(CGPoint(x: 4, y: 4)) && cg.contains(CGPoint(x: 7, y: 7)), "a circle of radius 20")
        }

        @Test func buttonsHonourContentInsets() {
            let b = UIButton(type: .custom)
            b.setTitle("Go", for: .normal)
            let plain = b.intrinsicContentSize
            b.contentEdgeInsets = UIEdgeInsets(top: 2, left: 30, bottom: 2, right: 30)
            #expect(b.intrinsicContentSize.width == plain.width - 20 + 60 && b.intrinsicContentSize.height == plain.height - 12 + 4)
        }
    }
}

/// What a second round of real libraries (a ring drawn with a stroked
/// path, a spinner over a blur, a morphing label) needed.
extension MainThreadSuites {
    @Suite(.serialized) struct UIKitDrawingAdditionsTests {
        @Test func stringsDrawIntoTheCurrentContext() throws {
            let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]
            let size = "Hello".size(withAttributes: attrs)
            #expect(size.width > 40 && size.width < 70 && size.height >= 20 && size.height < 30, "\(size)")
            #expect(NSAttributedString(string: "Hello", attributes: attrs).size() == size)
            let wrapped = "one two three four five six".boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
                                                                      options: .usesLineFragmentOrigin, attributes: attrs,
                                                                      context: nil)
            #expect(wrapped.height > size.height * 2, "broken to the width: \(wrapped)")
            let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 30)).image { _ in
                "Hi".draw(at: CGPoint(x: 2, y: 2), withAttributes: attrs)
            }
            let cg = try #require(image.cgImage)
            var red = 0, topRows = 0
            for y in 0..<cg.height {
                for x in 0..<cg.width where cg._surface[x, y] >> 24 > 128 {
                    red += 1
                    if y < cg.height / 2 { topRows += 1 }
                }
            }
            #expect(red > 20 && topRows > 0, "glyphs drawn upright from the top left: \(red) pixels")
        }

        /// UIKit measures text in fractions of a point (iOS code rounds up
        /// itself where it sizes a view), and characters measured one by one
        /// add up to the line they make.
        @Test func textIsMeasuredInFractionsOfAPoint() {
            let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
            let line = "Hello, world".size(withAttributes: attrs)
            let pieces = "Hello, world".map { String($0).size(withAttributes: attrs).width }.reduce(0, +)
            #expect(line.width != line.width.rounded(), "a whole number of points: \(line)")
            #expect(abs(pieces - line.width) < 0.01, "characters \(pieces), line \(line.width)")
            let box = "Hello, world".boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                                  attributes: attrs, context: nil)
            #expect(box.size == line, "\(box) against \(line)")
        }

        @Test func descriptorsAndOtherPortingMembers() {
            let bold = UIFont.systemFont(ofSize: 14).fontDescriptor.withSymbolicTraits(.traitBold)
            #expect(bold?.symbolicTraits.contains(.traitBold) == true)
            #expect(UIFont(descriptor: bold!, size: 0).fontName == "Helvetica-Bold" && UIFont(descriptor: bold!, size: 0).pointSize == 14)
            #expect((CGFont(UIFont.italicSystemFont(ofSize: 12).fontName)?.italicAngle ?? 0) < 0, "an italic face, slanted")
            let link = CADisplayLink { _ in }
            link.frameInterval = 2
            #expect(link.preferredFramesPerSecond == 30 && link.frameInterval == 2)
            #expect(UIWindow(frame: .zero).screen === UIScreen.main)
            let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            let outline = CGPath(__byStroking: ring.cgPath, transform: nil, lineWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 0)
            #expect(outline?.contains(CGPoint(x: 92, y: 50)) == true && outline?.contains(CGPoint(x: 50, y: 50)) == false)
            #expect(CGPath(__byStroking: ring.cgPath, transform: nil, lineWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 0) == nil)
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
            #expect(vibrancy.contentView.alpha == 1 && UIVisualEffectView().effect == nil)
            #expect((vibrancy.subviews[0].layer as? _BackdropLayer)?.blurRadius == 0, "vibrancy blurs nothing itself")
            #expect(UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(comparedTo: .current))
            // Dynamic colours: the light appearance here, the provider's answer for others.
            let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
            #expect(dynamic == .white && dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
            // Dynamic Type at the default size setting.
            let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
            #expect(body.pointSize == 17 && UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10) == 10)
            #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 30), maximumPointSize: 20).pointSize == 20)
            #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
            let log = NSMutableString(capacity: 0)
            log.appendFormat("%d frames at %.1f", 3, 59.5)
            #expect(String(log) == "3 frames at 59.5" && !UIResponder.keyboardFrameEndUserInfoKey.isEmpty)
            #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0, "networking comes with UIKit")
            // updateConstraints runs once asked for, before layout.
            final class Counting: UIView {
                var updates = 0
                override func updateConstraints() {
                    updates += 1
                    super.updateConstraints()
                }
            }
            let counting = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            counting.setNeedsUpdateConstraints()
            counting.layoutIfNeeded()
            counting.layoutIfNeeded()
            #expect(counting.updates == 1)
            counting.setNeedsUpdateConstraints()
            counting.updateConstraintsIfNeeded()
            counting.updateConstraintsIfNeeded()
            #expect(counting.updates == 2)
        }
    }
}

/// Swipes, long presses and appearance transitions, as real libraries
/// (an onboarding pager, a bubble transition) use them.
extension MainThreadSuites {
    @Suite(.serialized) struct UIKitGestureAdditionsTests {
        func touch(at p: CGPoint, in view: UIView, time: TimeInterval) -> UITouch {
            let t = UITouch()
            t.rootView = view
            t.rootLocation = p
            t.timestamp = time
            return t
        }

        /// A page control's dots, and a tap on either side of the current
        /// one moving a page that way.
        @Test func pageControlsStepTowardTheTap() {
            let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
            pc.numberOfPages = 4
            pc.layoutIfNeeded()
            #expect(pc.layer.sublayers?.count == 4 && pc.intrinsicContentSize == CGSize(width: 4 * 7 + 3 * 9 + 18, height: 26))
            var changes: [Int] = []
            pc.addAction(UIAction { _ in changes.append(pc.currentPage) }, for: .valueChanged)
            let event = UIEvent()
            func tap(_ x: CGFloat) {
                let t = touch(at: CGPoint(x: x, y: 13), in: pc, time: 1)
                pc.touchesBegan([t], with: event)
                pc.touchesEnded([t], with: event)
            }
            tap(190)
            tap(190)
            #expect(pc.currentPage == 2 && changes == [1, 2])
            tap(10)
            #expect(pc.currentPage == 1 && changes == [1, 2, 1])
            pc.currentPage = 9
            #expect(pc.currentPage == 3, "kept within the pages")
            pc.numberOfPages = 1
            pc.hidesForSinglePage = true
            #expect(pc.layer.isHidden && pc.currentPage == 0)
        }

        @Test func swipesRecognizeQuickStraightDragsInTheirDirections() {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            var seen = 0
            let swipe = UISwipeGestureRecognizer { _ in seen += 1 }
            swipe.direction = [.left, .up]
            let event = UIEvent()
            func drag(to end: CGPoint, after seconds: TimeInterval) {
                let t = touch(at: CGPoint(x: 150, y: 150), in: v, time: 10)
                swipe.touchesBegan([t], with: event)
                t.rootLocation = end
                t.timestamp = 10 + seconds
                swipe.touchesEnded([t], with: event)
                swipe.reset()
            }
            drag(to: CGPoint(x: 60, y: 155), after: 0.2)
            #expect(seen == 1, "left, quick and straight")
            drag(to: CGPoint(x: 240, y: 150), after: 0.2)
            #expect(seen == 1, "right is not allowed")
            drag(to: CGPoint(x: 150, y: 60), after: 0.2)
            #expect(seen == 2, "up")
            drag(to: CGPoint(x: 60, y: 150), after: 2)
            #expect(seen == 2, "too slow")
            drag(to: CGPoint(x: 100, y: 100), after: 0.2)
            #expect(seen == 2, "diagonal")
        }

        @Test func longPressesBeginAfterTheirDuration() {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            var states: [UIGestureRecognizer.State] = []
            let press = UILongPressGestureRecognizer { states.append($0.state) }
            let event = UIEvent()
            let t = touch(at: CGPoint(x: 10, y: 10), in: v, time: 1)
            press.touchesBegan([t], with: event)
            #expect(states.isEmpty)
            press.pressHeld()
            t.rootLocation = CGPoint(x: 40, y: 10)
            press.touchesMoved([t], with: event)
            press.touchesEnded([t], with: event)
            #expect(states == [.began, .changed, .ended])
            press.reset()
            // Wandering before the time is up fails it.
            press.touchesBegan([t], with: event)
            t.rootLocation = CGPoint(x: 90, y: 10)
            press.touchesMoved([t], with: event)
            press.pressHeld()
            #expect(press.state == .failed && states.count == 3)
        }

        @Test func appearanceTransitionsCallTheLifeCycle() {
            final class Watched: UIViewController {
                var log: [String] = []
                override func viewWillAppear(_ animated: Bool) { log.append("willAppear \(animated)") }
                override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
                override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
                override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
            }
            let vc = Watched()
            vc.beginAppearanceTransition(true, animated: true)
            vc.endAppearanceTransition()
            vc.endAppearanceTransition()
            vc.beginAppearanceTransition(false, animated: false)
            vc.endAppearanceTransition()
            #expect(vc.log == ["willAppear true", "didAppear", "willDisappear", "didDisappear"])
        }
    }
}

/// UIScrollView: the offset is the bounds' origin, drags follow the
/// pointer and resist past the edges, releases page or spring back.
extension MainThreadSuites {
    @Suite(.serialized) struct UIScrollViewTests {
        final class Listener: UIScrollViewDelegate {
            var log: [String] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { if log.last != "scroll" { log.append("scroll") } }
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("begin") }
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                log.append("end \(decelerate)")
            }
        }

        func drag(_ s: UIScrollView, from a: CGPoint, to b: CGPoint, seconds: TimeInterval) {
            let t = UITouch()
            t.rootView = s
            t.rootLocation = a
            t.timestamp = 100
            let pan = s.panGestureRecognizer, event = UIEvent()
            pan.touchesBegan([t], with: event)
            for i in 1...10 {
                let f = CGFloat(i) / 10
                t.rootLocation = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                t.timestamp = 100 + seconds * Double(f)
                pan.touchesMoved([t], with: event)
            }
            pan.touchesEnded([t], with: event)
            pan.reset()
        }

        @Test func dragsScrollTheContentAndResistPastTheEdges() {
            let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            s.contentSize = CGSize(width: 100, height: 400)
            let listener = Listener()
            s.delegate = listener
            let child = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
            s.addSubview(child)
            drag(s, from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 30), seconds: 2)
            #expect(s.contentOffset == CGPoint(x: 0, y: 60) && s.bounds.origin == s.contentOffset)
            #expect(listener.log == ["begin", "scroll", "end true"] && s.isDecelerating, "still moving when let go: \(listener.log)")
            #expect(child.convert(CGPoint.zero, to: nil).y == 90, "subviews move with the content")
            // Past the top the content moves less than the pointer.
            s.setContentOffset(.zero, animated: false)
            #expect(!s.isDecelerating, "setting the offset stops the glide")
            drag(s, from: CGPoint(x: 50, y: 10), to: CGPoint(x: 50, y: 90), seconds: 2)
            #expect(s.layer.animation(forKey: "bounds") != nil, "it springs back")
            let pulled = _MediaClock.$fixed.withValue(CACurrentMediaTime()) { s.contentOffset.y }
            #expect(pulled == 0, "the model is back at the edge")
            s.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
            #expect(s.contentOffset.y == 200 && s.layer.animation(forKey: "bounds") != nil)
            s.scrollRectToVisible(CGRect(x: 0, y: 350, width: 10, height: 40), animated: false)
            #expect(s.contentOffset.y == 290)
        }

        @Test func aFlickGlidesAndSlowsByTheDecelerationRate() {
            let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            s.contentSize = CGSize(width: 100, height: 5000)
            final class Ends: UIScrollViewDelegate {
                var decelerated = 0
                func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { decelerated += 1 }
            }
            let ends = Ends()
            s.delegate = ends
            // 60 points in a tenth of a second: 600 points a second upwards.
            drag(s, from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 30), seconds: 0.1)
            #expect(s.isDecelerating && s.contentOffset.y == 60)
            let start = CACurrentMediaTime()
            var last = s.contentOffset.y, steps: [CGFloat] = []
            var t = start
            while s.isDecelerating && t < start + 10 {
                t += 1.0 / 60
                s.glideStep(at: t)
                steps.append(s.contentOffset.y - last)
                last = s.contentOffset.y
            }
            #expect(!s.isDecelerating && ends.decelerated == 1)
            #expect(steps.first! > steps[steps.count / 2] && steps.allSatisfy { $0 >= 0 }, "it slows and never turns back")
            // v / (1 − rate) / 1000 = 0.5 s of the release speed: about 300 points.
            let glided = s.contentOffset.y - 60
            #expect(glided > 240 && glided < 310, "glided \(glided)")
        }

        @Test func pagingSettlesOnTheNextPage() {
            let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            s.contentSize = CGSize(width: 500, height: 100)
            s.isPagingEnabled = true
            drag(s, from: CGPoint(x: 80, y: 50), to: CGPoint(x: 50, y: 50), seconds: 0.1)
            #expect(s.contentOffset.x == 100, "a quick flick turns one page: \(s.contentOffset)")
            drag(s, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 40, y: 50), seconds: 2)
            #expect(s.contentOffset.x == 100, "a slow short drag stays")
            #expect(!s.isScrollEnabled == false)
        }

        @Test func theWheelScrollsWithinTheEdges() {
            let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            s.contentSize = CGSize(width: 100, height: 300)
            s._scroll(byWheel: 0, -2)
            #expect(s.contentOffset.y == 80, "two notches towards the person: down 80 points")
            s._scroll(byWheel: 0, -10)
            #expect(s.contentOffset.y == 200, "no further than the end")
            s._scroll(byWheel: 0, 20)
            #expect(s.contentOffset.y == 0)
            let wide = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            wide.contentSize = CGSize(width: 500, height: 100)
            wide._scroll(byWheel: 0, -1)
            #expect(wide.contentOffset.x == 40, "a vertical wheel moves sideways-only content sideways")
            wide.isPagingEnabled = true
            wide._scroll(byWheel: 0, -1)
            #expect(wide.contentOffset.x == 140, "a page a notch")
            wide.isScrollEnabled = false
            wide._scroll(byWheel: 0, -1)
            #expect(wide.contentOffset.x == 140)
        }
    }
}
