import Foundation
@testable import demos
@testable import PreviewKit
import QuartzCore
import Raster
import Testing

extension MainThreadSuites {
    /// Filmstrips of the container demos: each demo rendered at moments of
    /// its animation on the stepped clock, as `demos NAME --filmstrip`
    /// renders it, and what moves between the frames checked (in the
    /// presentation at each frame's moment, and in its pixels).
    @Suite(.serialized) struct ContainerDemoTests {
        /// Renders `demo` at `times`, calling `each` with the frame's index,
        /// its pixels, and a function that runs code at the frame's moment.
        func filmstrip(_ demo: UIViewController, _ size: CGSize, _ times: [Double],
                       _ each: (Int, Surface, (() -> Void) -> Void) -> Void) -> Bool {
            PreviewSnapshot.render(demo, size: size, at: times) { i, surface in
                let at = PreviewSnapshot.clockStart + times[i]
                each(i, surface) { body in _MediaClock.$fixed.withValue(at) { body() } }
            }
        }

        /// How coloured a pixel is (0 for grey and white).
        func chroma(_ p: UInt32) -> Int {
            let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
            return max(r, g, b) - min(r, g, b)
        }

        func table(in demo: UIViewController) -> UITableView {
            demo.view.subviews.compactMap { $0 as? UITableView }.first!
        }

        /// The first screen's rows rise into place one after another.
        @Test func theTablesRowsRiseIn() {
            let demo = TableDemo()
            var tops: [[CGFloat]] = []
            var dots: [[Int]] = []
            let ok = filmstrip(demo, CGSize(width: 640, height: 480), [0.05, 0.4, 1.5]) { _, surface, now in
                now {
                    tops.append(table(in: demo).visibleCells.prefix(6).map { $0.layer.presentation()?.frame.minY ?? -1 })
                }
                // Each row's coloured dot, where it comes to rest (table at y 130, dots 22 points into their rows).
                dots.append((0..<6).map { chroma(surface[30, 130 + 44 * $0 + 22]) })
            }
            #expect(ok)
            #expect(tops.count == 3 && tops[2] == [0, 44, 88, 132, 176, 220], "settled: \(tops)")
            #expect(tops[0][0] > 30 && tops[1][0] < tops[0][0], "the first row rises: \(tops)")
            #expect(tops[1][5] - 220 > tops[1][0], "a later row is further behind: \(tops)")
            #expect(dots[0].allSatisfy { $0 < 40 } && dots[2].allSatisfy { $0 > 100 }, "faded in: \(dots)")
            #expect(dots[1][0] > dots[1][5], "the first before the sixth: \(dots[1])")
        }

        /// An insertion: the new row fades in while the rows under it move down.
        @Test func anInsertionMakesRoom() throws {
            let demo = TableDemo()
            var inserted: UITableViewCell?
            var below: [CGFloat] = []
            var newAlpha: [Float] = []
            let ok = filmstrip(demo, CGSize(width: 640, height: 480), [2.0, 2.15, 2.5]) { i, _, now in
                now {
                    let t = table(in: demo)
                    if i == 0 {
                        // The "insert" button: the first of the row animations, .fade, at the third row.
                        demo.view.subviews.compactMap { $0 as? UIButton }.first!.sendActions(for: .primaryActionTriggered)
                        inserted = t.cellForRow(at: IndexPath(row: 2, section: 0))
                    }
                    below.append(t.cellForRow(at: IndexPath(row: 3, section: 0))?.layer.presentation()?.frame.minY ?? -1)
                    newAlpha.append(inserted?.layer.presentation()?.opacity ?? -1)
                }
            }
            #expect(ok)
            #expect(try #require(inserted).textLabel?.text == "Row 1000")
            #expect(below[1] > 88 + 5 && below[1] < 132 - 5 && below[2] == 132, "the row under it moves down: \(below)")
            #expect(newAlpha[0] < 0.05 && newAlpha[1] > 0.2 && newAlpha[1] < 0.8 && newAlpha[2] == 1, "fading in: \(newAlpha)")
        }

        /// A floating-label field: its small label rises as the first character arrives.
        @Test func theFloatingLabelRises() throws {
            let demo = TextFieldDemo()
            var field: FloatingLabelField?
            var labelY: [CGFloat] = []
            let ok = filmstrip(demo, CGSize(width: 640, height: 600), [0.2, 0.35, 0.9]) { i, _, now in
                now {
                    if field == nil { field = Self.first(FloatingLabelField.self, in: demo.view) }
                    guard let f = field else { return }
                    if i == 0 {
                        // What typing a character does (without taking the first
                        // responder, which other suites' tests use meanwhile).
                        f.text = "A"
                        f.sendActions(for: .editingChanged)
                    }
                    let label = f.subviews.compactMap { $0 as? UILabel }.first!
                    labelY.append(label.layer.presentation()?.frame.minY ?? -1)
                }
            }
            #expect(ok)
            let f = try #require(field)
            #expect(f.text == "A")
            #expect(labelY.count == 3 && labelY[0] == 14 && labelY[1] > 0 && labelY[1] < 14 && labelY[2] == 0, "rising: \(labelY)")
        }

        /// The collection view moves its tiles from the grid onto the ring.
        @Test func theTilesMoveFromTheGridOntoTheRing() throws {
            let demo = CollectionDemo()
            var positions: [CGPoint] = []
            var ringCentre: CGPoint?
            var tileChroma: [Int] = []
            let ok = filmstrip(demo, CGSize(width: 640, height: 480), [1.0, 1.15, 1.6]) { i, surface, now in
                now {
                    let cv = Self.first(UICollectionView.self, in: demo.view)!
                    if i == 0 {
                        demo.view.subviews.compactMap { $0 as? UIButton }.first!.sendActions(for: .primaryActionTriggered)
                        ringCentre = cv.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.center
                    }
                    let tile = cv.cellForItem(at: IndexPath(item: 9, section: 0))!
                    positions.append(tile.layer.presentation()?.position ?? .zero)
                    if let c = ringCentre {
                        let p = cv.convert(c, to: nil)
                        // Beside the number, inside the tile whichever way it is turned.
                        tileChroma.append(chroma(surface[Int(p.x) + 20, Int(p.y)]))
                    }
                }
            }
            #expect(ok)
            let end = try #require(ringCentre)
            #expect(positions.count == 3 && positions[2] == end, "on the ring: \(positions)")
            let travelled = hypot(positions[1].x - positions[0].x, positions[1].y - positions[0].y)
            let whole = hypot(end.x - positions[0].x, end.y - positions[0].y)
            #expect(travelled > whole * 0.2 && travelled < whole * 0.8, "on its way: \(positions)")
            #expect(tileChroma.last ?? 0 > 100, "the tile is drawn where the ring puts it: \(tileChroma)")
        }

        /// The navigation demo's push: a click on a card, and its page grows out of it.
        @Test func thePushGrowsThePageOutOfTheCard() throws {
            let demo = NavigationDemo()
            var scales: [CGFloat] = []
            var page: UIViewController?
            let ok = filmstrip(demo, CGSize(width: 640, height: 480), [1.0, 1.1, 1.8]) { i, _, now in
                now {
                    let nav = demo.children.first as! UINavigationController
                    if i == 0 {
                        // A click in the middle of the second card.
                        let window = demo.view.window!
                        let router = TouchRouter()
                        let p = CGPoint(x: 320, y: 84 + 44 + 24 + 65)
                        router.down(at: p, in: window, time: CACurrentMediaTime())
                        router.up(at: p, time: CACurrentMediaTime())
                        page = nav.viewControllers.last
                    }
                    scales.append(page?.view.layer.presentation()?.transform.m11 ?? -1)
                }
            }
            #expect(ok)
            let pushed = try #require(page as? ColorPage)
            #expect(pushed.title == "Card 2" && (demo.children.first as? UINavigationController)?.topViewController === pushed)
            #expect(scales[0] < 0.4 && scales[1] > scales[0] && scales[1] < 1.2 && scales[2] == 1, "growing: \(scales)")
        }

        static func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
            if let v = view as? T { return v }
            for s in view.subviews { if let found = first(type, in: s) { return found } }
            return nil
        }
    }
}
