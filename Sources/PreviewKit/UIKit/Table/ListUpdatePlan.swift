import Foundation

/// The changes of a table's or a collection view's batch (collected
/// between `beginUpdates()` and `endUpdates()`, in `performBatchUpdates`,
/// or given to one `insertRows`...), as UIKit reads them: deletions, reloads
/// and the sources of moves name rows and sections as they were before the
/// batch; insertions and the destinations of moves name them as they are
/// after it, whatever order the calls came in.
struct _ListUpdates {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// Where each row (or item) before a batch of updates is after it: the sections
/// and rows the batch does not name keep their order and fill the places
/// insertions and moves leave, as UIKit fills them. Made only when the
/// data source's counts after the batch agree with the batch (UIKit
/// raises an exception otherwise; here the reason is returned).
struct _ListUpdateMap {
    /// Old section → new section (nil: deleted).
    let sections: [Int?]
    /// Old row → new row, per old section (nil: deleted, reloaded or in
    /// a deleted or reloaded section).
    let rows: [[IndexPath?]]

    /// Where each reloaded row's new cell goes (old → new).
    let reloads: [IndexPath: IndexPath]

    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard rows.indices.contains(old.section), rows[old.section].indices.contains(old.row) else { return nil }
        return rows[old.section][old.row]
    }

    /// The old row that became `new` (nil: inserted or reloaded).
    func oldIndexPath(for new: IndexPath) -> IndexPath? { inverse[new] }

    private let inverse: [IndexPath: IndexPath]

    init(sections: [Int?], rows: [[IndexPath?]], reloads: [IndexPath: IndexPath] = [:]) {
        self.sections = sections
        self.rows = rows
        self.reloads = reloads
        var inverse: [IndexPath: IndexPath] = [:]
        for (s, section) in rows.enumerated() {
            for (r, new) in section.enumerated() { if let new { inverse[new] = IndexPath(row: r, section: s) } }
        }
        self.inverse = inverse
    }

    /// The map from `old` row counts per section to `new` by `updates`, or
    /// why the counts do not agree with it.
    static func make(old: [Int], new: [Int], _ u: _ListUpdates) -> Result<_ListUpdateMap, UpdateError> {
        // Sections: the old ones not deleted or moved fill, in order, the
        // new places not taken by insertions or moves.
        let movedOut = Set(u.movedSections.map(\.from)), movedIn = Set(u.movedSections.map(\.to))
        for s in u.deletedSections.keys.sorted() + u.reloadedSections.keys.sorted() + Array(movedOut)
            where !old.indices.contains(s) {
            return .failure(.init("section \(s) does not exist (the table had \(old.count))"))
        }
        for s in u.insertedSections.keys.sorted() + Array(movedIn) where !new.indices.contains(s) {
            return .failure(.init("section \(s) is not among the \(new.count) the data source now has"))
        }
        var sectionMap = [Int?](repeating: nil, count: old.count)
        var free = (0..<new.count).filter { u.insertedSections[$0] == nil && !movedIn.contains($0) }.makeIterator()
        for s in old.indices where u.deletedSections[s] == nil && !movedOut.contains(s) {
            guard let n = free.next() else {
                return .failure(.init("the number of sections after the update (\(new.count)) must be the \(old.count) before it, plus \(u.insertedSections.count) inserted, minus \(u.deletedSections.count) deleted"))
            }
            sectionMap[s] = n
        }
        if free.next() != nil {
            return .failure(.init("the number of sections after the update (\(new.count)) must be the \(old.count) before it, plus \(u.insertedSections.count) inserted, minus \(u.deletedSections.count) deleted"))
        }
        for m in u.movedSections { sectionMap[m.from] = m.to }

        // Rows, section by section of the new table.
        var rows = old.map { [IndexPath?](repeating: nil, count: $0) }
        let movedRowsOut = Set(u.movedRows.map(\.from))
        var movedRowsIn: [Int: Set<Int>] = [:]
        for m in u.movedRows {
            guard old.indices.contains(m.from.section), (0..<old[m.from.section]).contains(m.from.row) else {
                return .failure(.init("row \(m.from.row) of section \(m.from.section) cannot move: it does not exist"))
            }
            guard new.indices.contains(m.to.section), (0..<new[m.to.section]).contains(m.to.row) else {
                return .failure(.init("row \(m.to.row) of section \(m.to.section) is not among the rows the data source now has"))
            }
            movedRowsIn[m.to.section, default: []].insert(m.to.row)
        }
        for (ip, _) in u.deletedRows.merging(u.reloadedRows, uniquingKeysWith: { a, _ in a })
            where !old.indices.contains(ip.section) || !(0..<old[ip.section]).contains(ip.row) {
            return .failure(.init("row \(ip.row) of section \(ip.section) does not exist"))
        }
        var reloads: [IndexPath: IndexPath] = [:]
        var insertedIn: [Int: Set<Int>] = [:]
        for ip in u.insertedRows.keys {
            guard new.indices.contains(ip.section), (0..<new[ip.section]).contains(ip.row) else {
                return .failure(.init("row \(ip.row) inserted in section \(ip.section) is not among the rows the data source now has"))
            }
            insertedIn[ip.section, default: []].insert(ip.row)
        }
        for (s, n) in sectionMap.enumerated() {
            guard let n else { continue }
            // A reloaded section's rows all go; a moved one keeps its own.
            if u.reloadedSections[s] != nil { continue }
            if movedOut.contains(s) {
                for r in 0..<min(old[s], new[n]) { rows[s][r] = IndexPath(row: r, section: n) }
                continue
            }
            let taken = insertedIn[n, default: []].union(movedRowsIn[n, default: []])
            var slots = (0..<new[n]).filter { !taken.contains($0) }.makeIterator()
            var kept = 0
            for r in 0..<old[s] {
                let ip = IndexPath(row: r, section: s)
                guard u.deletedRows[ip] == nil, !movedRowsOut.contains(ip) else { continue }
                guard let slot = slots.next() else { kept = -1; break }
                kept += 1
                // A reloaded row keeps its place, as a new cell.
                if u.reloadedRows[ip] == nil {
                    rows[s][r] = IndexPath(row: slot, section: n)
                } else {
                    reloads[ip] = IndexPath(row: slot, section: n)
                }
            }
            if kept < 0 || slots.next() != nil {
                let deleted = u.deletedRows.keys.filter { $0.section == s }.count
                    + u.movedRows.filter { $0.from.section == s }.count
                return .failure(.init("the number of rows in section \(n) after the update (\(new[n])) must be the \(old[s]) before it, plus \(taken.count) inserted or moved in, minus \(deleted) deleted or moved out"))
            }
        }
        for m in u.movedRows where sectionMap[m.from.section] != nil {
            rows[m.from.section][m.from.row] = m.to
        }
        return .success(_ListUpdateMap(sections: sectionMap, rows: rows, reloads: reloads))
    }

    /// Why a batch of updates cannot be applied.
    struct UpdateError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
