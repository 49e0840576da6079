/// The solver under Auto Layout: finds values for variables that break
/// weighted linear constraints as little as possible, by the simplex
/// method as Cassowary (the algorithm of UIKit's layout engine) runs it.
///
/// Every constraint is soft: breaking it costs its weight times how far it
/// is broken, and the solution is the one of least total cost. A required
/// constraint has a weight far above every other, so it holds whenever the
/// system allows (and conflicting ones are broken as little as possible
/// instead of failing, as UIKit breaks one and goes on). Being soft, each
/// new constraint's row has an error variable that can be its basic
/// variable, so the tableau is feasible from the start and no artificial
/// variables are needed.
///
/// Choices are made in a fixed order (Bland's rule: the lowest-numbered
/// symbol), so the same system always gives the same layout, and the
/// simplex cannot cycle. Rows are sparse vectors sorted by symbol: a
/// substitution is a merge, with no hashing (hashing symbols was most of
/// the time with dictionaries).
struct _LinearSolver {
    /// How a constraint's expression compares with zero.
    enum Relation { case equal, atMost, atLeast }

    /// A coefficient of a symbol. Symbols are numbered from 1: the
    /// variables asked for (`external`, any sign) and the slack and error
    /// variables the solver adds (never negative).
    private struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    /// `constant + Σ cells` — a basic variable's value in terms of the
    /// others, or (the objective) the cost to minimise.
    private struct Row {
        var constant: Double
        var cells: [Cell] = []

        func index(of symbol: Int) -> (found: Bool, at: Int) {
            var lo = 0, hi = cells.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if cells[mid].symbol < symbol { lo = mid + 1 } else { hi = mid }
            }
            return (lo < cells.count && cells[lo].symbol == symbol, lo)
        }

        func coefficient(of symbol: Int) -> Double? {
            let i = index(of: symbol)
            return i.found ? cells[i.at].coefficient : nil
        }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let i = index(of: symbol)
            if i.found {
                let c = cells[i.at].coefficient + coefficient
                if abs(c) < 1e-9 { cells.remove(at: i.at) } else { cells[i.at].coefficient = c }
            } else if abs(coefficient) >= 1e-9 {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i.at)
            }
        }

        /// Adds `k` × `row`: a merge of the two sorted vectors.
        mutating func add(_ row: Row, times k: Double) {
            constant += row.constant * k
            var merged: [Cell] = []
            merged.reserveCapacity(cells.count + row.cells.count)
            var i = 0, j = 0
            while i < cells.count || j < row.cells.count {
                if j == row.cells.count || (i < cells.count && cells[i].symbol < row.cells[j].symbol) {
                    merged.append(cells[i])
                    i += 1
                } else if i == cells.count || row.cells[j].symbol < cells[i].symbol {
                    merged.append(Cell(symbol: row.cells[j].symbol, coefficient: row.cells[j].coefficient * k))
                    j += 1
                } else {
                    let c = cells[i].coefficient + row.cells[j].coefficient * k
                    if abs(c) >= 1e-9 { merged.append(Cell(symbol: cells[i].symbol, coefficient: c)) }
                    i += 1
                    j += 1
                }
            }
            cells = merged
        }

        /// From `0 = constant + Σ cells` with `symbol` among the cells,
        /// the row giving `symbol`.
        mutating func solve(for symbol: Int) {
            let i = index(of: symbol)
            let k = -1 / cells.remove(at: i.at).coefficient
            constant *= k
            for n in cells.indices { cells[n].coefficient *= k }
        }

        /// Puts `row` (the value of `symbol`) in place of `symbol`.
        mutating func substitute(_ symbol: Int, _ row: Row) {
            let i = index(of: symbol)
            guard i.found else { return }
            let c = cells.remove(at: i.at).coefficient
            add(row, times: c)
        }
    }

    /// Each row, with its basic symbol; `rowOf[symbol]` is the row a basic
    /// symbol has (-1: none).
    private var rows: [Row] = []
    private var basic: [Int] = []
    private var rowOf: [Int] = [-1]
    private var external: [Bool] = [false]
    private var objective = Row(constant: 0)

    private mutating func symbol(external isExternal: Bool) -> Int {
        rowOf.append(-1)
        external.append(isExternal)
        return rowOf.count - 1
    }

    /// A new variable, by number.
    mutating func variable() -> Int { symbol(external: true) }

    /// Adds `Σ coefficient × variable + constant` (relation) 0, breaking
    /// which costs `weight` per unit.
    mutating func add(_ terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: Relation,
                      weight: Double) {
        var row = Row(constant: constant)
        for (v, a) in terms {
            if rowOf[v] >= 0 { row.add(rows[rowOf[v]], times: a) } else { row.add(v, a) }
        }
        // The error variables (and a slack for an inequality) that let the
        // constraint be broken, at a cost.
        switch relation {
        case .equal:
            let plus = symbol(external: false), minus = symbol(external: false)
            row.add(plus, -1)
            row.add(minus, 1)
            objective.add(plus, weight)
            objective.add(minus, weight)
        case .atMost, .atLeast:
            let sign: Double = relation == .atMost ? 1 : -1
            let slack = symbol(external: false), error = symbol(external: false)
            row.add(slack, sign)
            row.add(error, -sign)
            objective.add(error, weight)
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for n in row.cells.indices { row.cells[n].coefficient = -row.cells[n].coefficient }
        }
        // Its basic variable: an asked-for one if it has one (any sign
        // will do), else one of its own that keeps the row's value
        // non-negative (a negative coefficient).
        let subject = row.cells.first(where: { external[$0.symbol] })?.symbol
            ?? row.cells.first(where: { !external[$0.symbol] && $0.coefficient < 0 })!.symbol
        row.solve(for: subject)
        substitute(subject, row)
        insert(row, basic: subject)
        optimize()
    }

    /// The value found for `variable`.
    func value(_ variable: Int) -> Double {
        rowOf[variable] >= 0 ? rows[rowOf[variable]].constant : 0
    }

    private mutating func insert(_ row: Row, basic symbol: Int) {
        rowOf[symbol] = rows.count
        rows.append(row)
        basic.append(symbol)
    }

    private mutating func remove(basic symbol: Int) -> Row {
        let i = rowOf[symbol]
        rowOf[symbol] = -1
        let row = rows[i]
        let last = rows.count - 1
        if i != last {
            rows[i] = rows[last]
            basic[i] = basic[last]
            rowOf[basic[i]] = i
        }
        rows.removeLast()
        basic.removeLast()
        return row
    }

    private mutating func substitute(_ symbol: Int, _ row: Row) {
        for i in rows.indices { rows[i].substitute(symbol, row) }
        objective.substitute(symbol, row)
    }

    /// Pivots until no symbol can lower the cost: a slack or error
    /// variable with a negative cost enters the basis (it may only grow);
    /// an asked-for variable left out of the basis with any cost moves
    /// whichever way lowers it.
    private mutating func optimize() {
        while let entering = objective.cells.first(where: {
            external[$0.symbol] ? abs($0.coefficient) > 1e-9 : $0.coefficient < -1e-9
        }) {
            let grows = entering.coefficient < 0
            // The row that limits it first, among those whose basic
            // variable may not go negative.
            var leaving = -1
            var best = Double.infinity
            for i in rows.indices where !external[basic[i]] {
                guard let c = rows[i].coefficient(of: entering.symbol), grows ? c < 0 : c > 0 else { continue }
                let ratio = abs(rows[i].constant / c)
                if ratio < best || (ratio == best && basic[i] < leaving) {
                    best = ratio
                    leaving = basic[i]
                }
            }
            guard leaving >= 0 else { return }  // unbounded: nothing limits it
            var row = remove(basic: leaving)
            row.add(leaving, -1)
            row.solve(for: entering.symbol)
            substitute(entering.symbol, row)
            insert(row, basic: entering.symbol)
        }
    }
}
