import Foundation
@testable import PreviewKit
import Testing

/// Where rows go in a batch of table updates, as UIKit reads a batch:
/// deletions and reloads in the old numbering, insertions in the new.
@Suite struct TableUpdatePlanTests {
    func ip(_ s: Int, _ r: Int) -> IndexPath { IndexPath(row: r, section: s) }

    @Test func deletionsAndInsertionsInOneBatch() throws {
        var u = _ListUpdates()
        u.deletedRows[ip(0, 1)] = .fade
        u.insertedRows[ip(0, 0)] = .top
        u.insertedRows[ip(0, 3)] = .top
        // 4 rows: a b c d → delete b, insert x at 0 and y at 3: x a c y d.
        let map = try _ListUpdateMap.make(old: [4], new: [5], u).get()
        #expect(map.newIndexPath(for: ip(0, 0)) == ip(0, 1))
        #expect(map.newIndexPath(for: ip(0, 1)) == nil)
        #expect(map.newIndexPath(for: ip(0, 2)) == ip(0, 2))
        #expect(map.newIndexPath(for: ip(0, 3)) == ip(0, 4))
        #expect(map.oldIndexPath(for: ip(0, 3)) == nil && map.oldIndexPath(for: ip(0, 4)) == ip(0, 3))
    }

    @Test func movesReloadsAndSections() throws {
        var u = _ListUpdates()
        u.movedRows.append((ip(0, 0), ip(2, 1)))
        u.reloadedRows[ip(1, 0)] = .fade
        u.deletedSections[2] = .automatic
        u.insertedSections[0] = .automatic
        // Sections [2, 2, 3] → insert a new first section, delete the old third.
        let map = try _ListUpdateMap.make(old: [2, 2, 3], new: [4, 1, 3], u).get()
        #expect(map.sections == [1, 2, nil])
        #expect(map.newIndexPath(for: ip(0, 0)) == ip(2, 1), "moved into the old second section")
        #expect(map.newIndexPath(for: ip(0, 1)) == ip(1, 0))
        #expect(map.newIndexPath(for: ip(1, 0)) == nil && map.reloads[ip(1, 0)] == ip(2, 0), "reloaded: a new cell in place")
        #expect(map.newIndexPath(for: ip(1, 1)) == ip(2, 2), "after the row moved in")
        #expect(map.newIndexPath(for: ip(2, 0)) == nil)
    }

    @Test func countsThatDisagreeAreRefusedWithTheReason() {
        var u = _ListUpdates()
        u.insertedRows[ip(0, 0)] = .fade
        guard case .failure(let e) = _ListUpdateMap.make(old: [3], new: [5], u) else {
            Issue.record("accepted")
            return
        }
        #expect(e.description.contains("(5)") && e.description.contains("3 before"))
        #expect((try? _ListUpdateMap.make(old: [3], new: [3], _ListUpdates()).get()) != nil, "an empty batch maps each row to itself")
        var bad = _ListUpdates()
        bad.deletedRows[ip(4, 0)] = .fade
        if case .success = _ListUpdateMap.make(old: [3], new: [3], bad) { Issue.record("a row that does not exist") }
    }

    @Test func geometryFindsRowsByBinarySearch() {
        let g = _TableGeometry(top: 10, sections: [.init(header: 20, footer: 5, rows: [44, 44, 10]),
                                                    .init(header: 0, footer: 0, rows: []),
                                                    .init(header: 0, footer: 0, rows: [30])], bottom: 7)
        #expect(g.height == 170, "\(g.height)")
        #expect(g.row(ip(2, 0))?.y == 133)
        #expect(g.rows(from: 75, to: 135) == [ip(0, 1), ip(0, 2), ip(2, 0)])
        #expect(g.indexPath(atY: 30) == ip(0, 0) && g.indexPath(atY: 29) == nil && g.indexPath(atY: 129) == nil)
        var h = g
        h.setHeight(100, of: ip(0, 0))
        #expect(h.row(ip(2, 0))?.y == 189 && h.height == g.height + 56)
    }
}
