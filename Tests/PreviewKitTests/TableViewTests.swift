import CoreGraphics
import Foundation
@testable import PreviewKit
import QuartzCore
import Testing

extension MainThreadSuites {
    /// UITableView: rows from the data source shown as they scroll into
    /// view, cells reused, rows measured, updates animated, taps selecting.
    @Suite(.serialized) struct TableViewTests {
        /// A cell subclass written as iOS code writes one.
        final class NumberCell: UITableViewCell {
            nonisolated(unsafe) static var made = 0
            let badge = UILabel()
            var reused = 0
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                NumberCell.made += 1
                contentView.addSubview(badge)
            }
            required init?(coder: NSCoder) { nil }
            override func prepareForReuse() {
                super.prepareForReuse()
                reused += 1
            }
        }

        final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
            var counts: [Int]
            var log: [String] = []
            var displayed: [IndexPath] = []
            var ended: [IndexPath] = []
            var titles: [String?] = []
            init(_ counts: [Int]) { self.counts = counts }
            func numberOfSections(in tableView: UITableView) -> Int { counts.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
                cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                section < titles.count ? titles[section] : nil
            }
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                displayed.append(indexPath)
            }
            func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                ended.append(indexPath)
            }
            func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                log.append("shouldHighlight \(indexPath.row)"); return true
            }
            func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
            func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }
            func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                log.append("willSelect \(indexPath.row)"); return indexPath
            }
            func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
                log.append("willDeselect \(indexPath.row)"); return indexPath
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
            func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
        }

        func table(_ rows: Rows, height: CGFloat = 440, style: UITableView.Style = .plain) -> UITableView {
            let t = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: height), style: style)
            t.register(NumberCell.self, forCellReuseIdentifier: "n")
            t.dataSource = rows
            t.delegate = rows
            return t
        }

        @Test func aThousandRowsShowTheVisibleOnesAndReuseCells() throws {
            let rows = Rows([1000])
            let t = table(rows)
            NumberCell.made = 0
            let cells = t.visibleCells
            #expect(cells.count == 10 && t.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
            #expect(t.contentSize.height == 44_000 && t.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 132)
            let first = try #require(cells.first as? NumberCell, "registered class made through its init(style:reuseIdentifier:)")
            #expect(first.reuseIdentifier == "n" && first.badge.superview === first.contentView && first.textLabel?.text == "0.0")
            #expect(rows.displayed.count == 10)
            // Scroll a page at a time: the cells that leave come back.
            for page in 1...20 {
                t.contentOffset = CGPoint(x: 0, y: CGFloat(page) * 440)
                t.layoutIfNeeded()
            }
            #expect(t.indexPathsForVisibleRows?.first == IndexPath(row: 200, section: 0) && t.visibleCells.count == 10)
            #expect(NumberCell.made <= 20, "cells are reused: \(NumberCell.made) made for 210 rows shown")
            #expect(t.visibleCells.allSatisfy { $0.superview === t } && t.subviews.filter { $0 is UITableViewCell }.count == 10)
            #expect(rows.ended.count == 200 && rows.displayed.count == 210)
            #expect(t.visibleCells[0].textLabel?.text == "0.200" && t.visibleCells[0].frame.minY == 8800)
            #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 8845)) == IndexPath(row: 201, section: 0))
        }

        /// An animated scroll: the model jumps to the end, the rows the
        /// presentation passes through are made frame by frame.
        @Test func anAnimatedScrollShowsTheRowsItPasses() throws {
            let rows = Rows([1000])
            let t = table(rows)
            let window = UIWindow(frame: t.frame)
            window.addSubview(t)
            let t0 = 8000.0
            _MediaClock.$fixed.withValue(t0) {
                _ = t.visibleCells
                CATransaction.flush()
            }
            _MediaClock.$fixed.withValue(t0 + 1) {
                t.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: true)
                CATransaction.flush()
            }
            #expect(t.contentOffset.y == 4400)
            let shown = _MediaClock.$fixed.withValue(t0 + 1.15) { () -> [Int] in
                t.setNeedsLayout()
                t.layoutIfNeeded()
                let y = t.layer.presentation()!.bounds.minY
                return t.indexPathsForRows(in: CGRect(x: 0, y: y, width: 300, height: 440))!.map(\.row)
                    .filter { t.cellForRow(at: IndexPath(row: $0, section: 0)) == nil }
            }
            #expect(shown.isEmpty, "rows under the scroll without cells: \(shown)")
            #expect(t.visibleCells.count > 10, "the destination's rows and those passed")
            advanceClock(to: t0 + 2)
            // (In a window the display link that follows the scroll asks for this layout.)
            _MediaClock.$fixed.withValue(t0 + 2) { t.setNeedsLayout(); t.layoutIfNeeded() }
            #expect(t.indexPathsForVisibleRows?.first?.row == 100 && t.visibleCells.count == 10)
            _ = window
        }

        @Test func rowsOfAutomaticHeightAreMeasuredByTheirConstraints() {
            final class Wrapping: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.text = String(repeating: "word ", count: indexPath.row == 1 ? 60 : 1)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                        label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
                        label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                        label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
                    ])
                    return cell
                }
            }
            let source = Wrapping()
            let t = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            t.dataSource = source
            _ = t.visibleCells
            let short = t.rectForRow(at: IndexPath(row: 0, section: 0)).height
            let tall = t.rectForRow(at: IndexPath(row: 1, section: 0))
            #expect(short > 20 && short < 60, "one line and its margins: \(short)")
            #expect(tall.height > 4 * short, "sixty words wrap: \(tall.height)")
            #expect(tall.minY == short && t.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == tall.maxY)
            // A fixed height wins.
            t.rowHeight = 30
            t.layoutIfNeeded()
            #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30)
        }

        @Test func systemLayoutSizeFittingSolvesForTheFreeSide() {
            let box = UIView()
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(inner)
            NSLayoutConstraint.activate([
                inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
                inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
                inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -5),
                inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -5),
                inner.heightAnchor.constraint(equalToConstant: 40),
                inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
            ])
            #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 30, height: 50))
            let wide = box.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
            #expect(wide == CGSize(width: 200, height: 50))
        }

        @Test func plainHeadersStayAtTheTopWhileTheirSectionPasses() throws {
            let rows = Rows([20, 20])
            rows.titles = ["First", "Second"]
            let t = table(rows)
            _ = t.visibleCells
            let header = try #require(t.headerView(forSection: 0))
            #expect(header.textLabel?.text == "First" && header.frame == CGRect(x: 0, y: 22, width: 300, height: 28))
            #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50, "22 points of room, then 28 of header")
            t.contentOffset = CGPoint(x: 0, y: 300)
            t.layoutIfNeeded()
            #expect(t.headerView(forSection: 0)?.frame.minY == 300, "pinned at the top")
            // Near the section's end the next one's header pushes it up.
            let end = t.rect(forSection: 0).maxY
            t.contentOffset = CGPoint(x: 0, y: end - 10)
            t.layoutIfNeeded()
            #expect(t.headerView(forSection: 0)?.frame.maxY == end)
            // Grouped: capitals, scrolling with the section.
            let groups = Rows([2])
            groups.titles = ["Group"]
            let g = table(groups, style: .grouped)
            _ = g.visibleCells
            #expect(g.headerView(forSection: 0)?.textLabel?.text == "GROUP")
            _ = rows
        }

        @Test func insertedRowsSlideInAndTheOthersMove() throws {
            let rows = Rows([5])
            let t = table(rows)
            let window = UIWindow(frame: t.frame)
            window.addSubview(t)
            let t0 = 7000.0
            _MediaClock.$fixed.withValue(t0) {
                _ = t.visibleCells
                CATransaction.flush()
            }
            let second = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
            var finished: Bool?
            _MediaClock.$fixed.withValue(t0 + 1) {
                rows.counts = [6]
                t.performBatchUpdates({ t.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right) },
                                      completion: { finished = $0 })
                CATransaction.flush()
            }
            let new = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(new !== second && t.cellForRow(at: IndexPath(row: 2, section: 0)) === second)
            #expect(new.frame.minY == 44 && second.frame.minY == 88, "the model is at the end")
            let (x, moved) = _MediaClock.$fixed.withValue(t0 + 1.15) {
                (new.layer.presentation()?.position.x ?? -1, second.layer.presentation()?.position.y ?? -1)
            }
            #expect(x > 150 + 20 && x < 150 + 280, "half way in from the right: \(x)")
            #expect(moved > 44 + 22 + 5 && moved < 88 + 22 - 5, "half way down: \(moved)")
            #expect(new.superview === t && t.subviews.firstIndex(of: new)! < t.subviews.firstIndex(of: second)!,
                    "it comes from behind its neighbours")
            advanceClock(to: t0 + 1.5)
            #expect(finished == true)

            // A deletion fades the row out, then its cell goes for reuse.
            let gone = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
            _MediaClock.$fixed.withValue(t0 + 2) {
                rows.counts = [5]
                t.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                CATransaction.flush()
            }
            #expect(gone.superview === t && gone.alpha == 0 && t.cellForRow(at: IndexPath(row: 0, section: 0)) === new)
            #expect(!t.visibleCells.contains { $0 === gone })
            advanceClock(to: t0 + 2.5)
            #expect(gone.superview == nil && rows.ended.contains(IndexPath(row: 0, section: 0)))
            #expect(t.dequeueReusableCell(withIdentifier: "n") === gone && gone.alpha == 1)
            _ = window
        }

        @Test func anUpdateThatDisagreesWithTheDataSourceReloadsInstead() {
            let rows = Rows([3])
            let t = table(rows)
            _ = t.visibleCells
            rows.counts = [7]
            let said = _Diagnostics.capture {
                t.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }.messages
            #expect(said.contains { $0.contains("invalid update") && $0.contains("section 0") })
            #expect(t.numberOfRows(inSection: 0) == 7 && t.visibleCells.count == 7)
        }

        @Test func aTapHighlightsThenSelectsInUIKitsOrder() throws {
            let rows = Rows([5])
            let t = table(rows)
            _ = t.visibleCells
            func tap(_ y: CGFloat) {
                let touch = UITouch()
                touch.rootView = t
                touch.rootLocation = CGPoint(x: 100, y: y)
                t.touchesBegan([touch], with: nil)
                if y < 100 { #expect(t.cellForRow(at: IndexPath(row: Int(y / 44), section: 0))?.isHighlighted == true) }
                t.touchesEnded([touch], with: nil)
            }
            tap(50)
            #expect(rows.log == ["shouldHighlight 1", "didHighlight 1", "willSelect 1", "didUnhighlight 1", "didSelect 1"])
            #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            let cell = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(cell.isSelected && !cell.isHighlighted && cell.selectedBackgroundView?.superview === cell)
            rows.log = []
            tap(140)
            #expect(rows.log == ["shouldHighlight 3", "didHighlight 3", "willSelect 3", "didUnhighlight 3",
                                 "willDeselect 1", "didDeselect 1", "didSelect 3"])
            #expect(!cell.isSelected && t.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
            // In code: no delegate calls.
            rows.log = []
            t.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
            t.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            #expect(rows.log.isEmpty && t.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        }

        @Test func aTableViewControllerSubclassOverridesWhatItAnswers() {
            final class List: UITableViewController {
                let items = ["a", "b", "c"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    cell.textLabel?.text = items[indexPath.row]
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
            }
            let list = List()
            let window = shownInWindow(list)
            #expect(list.tableView.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
            #expect(list.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 120)
            let cell = list.tableView.visibleCells[0]
            cell.layoutIfNeeded()
            #expect(cell.contentView.frame.width < cell.frame.width, "the chevron takes room")
            _ = window
        }
    }
}
