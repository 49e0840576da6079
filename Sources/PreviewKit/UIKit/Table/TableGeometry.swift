import CoreGraphics

/// Where a table's parts sit down its content: the table's header view,
/// then each section's header, rows and footer, then the table's footer
/// view. Heights in, positions out; the tops are running sums, kept so a
/// row's place and the rows in a stretch of content are found by binary
/// search (a scroll through a thousand rows asks every frame).
struct _TableGeometry: Equatable {
    struct Section: Equatable {
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var rows: [CGFloat] = []
    }

    /// The table header view's height.
    private(set) var top: CGFloat = 0
    /// The table footer view's height.
    private(set) var bottom: CGFloat = 0
    private(set) var sections: [Section] = []
    /// Where each section's header starts.
    private(set) var sectionTops: [CGFloat] = []
    /// Where each row starts, per section.
    private(set) var rowTops: [[CGFloat]] = []
    /// The content's whole height.
    private(set) var height: CGFloat = 0

    init() {}

    init(top: CGFloat, sections: [Section], bottom: CGFloat) {
        self.top = Self.usable(top)
        self.bottom = Self.usable(bottom)
        self.sections = sections.map {
            Section(header: Self.usable($0.header), footer: Self.usable($0.footer), rows: $0.rows.map(Self.usable))
        }
        recompute(from: 0)
    }

    /// A height that can be used: negative or not a number counts as none.
    static func usable(_ h: CGFloat) -> CGFloat { h.isFinite && h > 0 ? h : 0 }

    var numberOfSections: Int { sections.count }

    /// How many rows each section has.
    var rowCounts: [Int] { sections.map(\.rows.count) }

    func numberOfRows(in section: Int) -> Int { sections.indices.contains(section) ? sections[section].rows.count : 0 }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rows.indices.contains(indexPath.row)
    }

    /// The row's top and height (nil for a row not in the table).
    func row(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat)? {
        guard contains(indexPath) else { return nil }
        return (rowTops[indexPath.section][indexPath.row], sections[indexPath.section].rows[indexPath.row])
    }

    func headerTop(_ section: Int) -> CGFloat { sectionTops[section] }

    func footerTop(_ section: Int) -> CGFloat { sectionBottom(section) - sections[section].footer }

    /// Where the section's footer ends.
    func sectionBottom(_ section: Int) -> CGFloat {
        section + 1 < sectionTops.count ? sectionTops[section + 1] : height - bottom
    }

    /// Changes one row's height; everything after it moves.
    mutating func setHeight(_ h: CGFloat, of indexPath: IndexPath) {
        guard contains(indexPath), sections[indexPath.section].rows[indexPath.row] != Self.usable(h) else { return }
        sections[indexPath.section].rows[indexPath.row] = Self.usable(h)
        recompute(from: indexPath.section)
    }

    private mutating func recompute(from first: Int) {
        if first == 0 {
            sectionTops = []
            rowTops = []
        } else {
            sectionTops.removeSubrange(first...)
            rowTops.removeSubrange(first...)
        }
        var y = first == 0 ? top : sectionBottom(of: first - 1)
        for s in sections[first...] {
            sectionTops.append(y)
            y += s.header
            var tops: [CGFloat] = []
            tops.reserveCapacity(s.rows.count)
            for h in s.rows {
                tops.append(y)
                y += h
            }
            rowTops.append(tops)
            y += s.footer
        }
        height = y + bottom
    }

    /// Where section `s` ends, while the tops are being rebuilt after it.
    private func sectionBottom(of s: Int) -> CGFloat {
        let rows = rowTops[s]
        let end = rows.last.map { $0 + sections[s].rows[rows.count - 1] } ?? sectionTops[s] + sections[s].header
        return end + sections[s].footer
    }

    /// The sections whose extent meets `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard !sections.isEmpty, maxY > minY else { return 0..<0 }
        // The last section starting at or above minY, to the first starting at or below maxY.
        let first = max(0, Self.lastIndex(in: sectionTops) { $0 <= minY } ?? 0)
        let last = Self.lastIndex(in: sectionTops) { $0 < maxY } ?? -1
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The rows that meet `minY..<maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for s in sections(from: minY, to: maxY) {
            let tops = rowTops[s], heights = sections[s].rows
            guard !tops.isEmpty else { continue }
            var r = max(0, Self.lastIndex(in: tops) { $0 <= minY } ?? 0)
            while r < tops.count, tops[r] < maxY {
                if tops[r] + heights[r] > minY || (heights[r] == 0 && tops[r] >= minY) {
                    found.append(IndexPath(row: r, section: s))
                }
                r += 1
            }
        }
        return found
    }

    /// The row at content height `y` (nil over a header, a footer or nothing).
    func indexPath(atY y: CGFloat) -> IndexPath? {
        guard y >= 0, let s = Self.lastIndex(in: sectionTops, where: { $0 <= y }),
              let r = Self.lastIndex(in: rowTops[s], where: { $0 <= y }) else { return nil }
        return y < rowTops[s][r] + sections[s].rows[r] ? IndexPath(row: r, section: s) : nil
    }

    /// The last index of ascending `values` whose value satisfies
    /// `isBefore` (a predicate true up to some point, false after).
    static func lastIndex(in values: [CGFloat], where isBefore: (CGFloat) -> Bool) -> Int? {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isBefore(values[mid]) { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }
}
