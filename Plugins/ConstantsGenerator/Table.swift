// A `.constants` table: Apple's named values as its headers give them, one
// line a value, with their documentation.
//
// Apple declares these in C (`CA_EXTERN CATransitionType const
// kCATransitionFade;`, `NS_OPTIONS`, `NS_ENUM`) and the Swift compiler
// writes the struct or enum around them. A table plays the header's part:
// a value is its documentation, its name and its raw value, and the
// declaration around it is written once, in `Render.swift`.
//
// The format, a declaration at a time. Lines starting `//` are notes for
// the reader, `///` lines document what follows, `import` lines are
// copied, indentation is free:
//
//     /// How a `CATransition`'s new content replaces the old.
//     names CATransitionType: String
//         /// The transition's name, e.g. `"fade"`.
//         rawValue
//         /// A transition from its name; one not defined here acts as `.fade`.
//         init(rawValue:)
//         init(_:)
//         /// The new content fades in over the old (the default).
//         fade
//         /// ...
//         evenOdd = "even-odd"
//
// - `names T: Raw[, Protocol...]` is `struct T: RawRepresentable, Hashable,
//   Sendable` (an `NS_TYPED_ENUM`): a `rawValue` (`var rawValue` when it is
//   settable) and an `init(rawValue:)`, each documented, an optional
//   unlabelled `init(_:)`, then one `static let` a line: `name = value`, or
//   just `name` for a string that is the name itself.
// - `options T: Raw[, Protocol...]` is `struct T: OptionSet, Sendable`
//   (an `NS_OPTIONS`), the same members, values `name = 1 << 3` or unions
//   `name = [.a, .b]`.
// - `cases T: Raw[, Protocol...]` is `enum T: Raw, Sendable` (an `NS_ENUM`):
//   each line is what follows `case`, `low = 1` or several cases that share
//   their documentation, `none = 0, low, high`.
//
// - `members T: Type` are Apple's `extern` globals that Swift imports as
//   static members of a type (`UIApplicationDidBecomeActiveNotification`
//   as `UIApplication.didBecomeActiveNotification`): in an extension of
//   `T`, one `public static let` a line, `name = raw`, a `Type(rawValue:)`
//   of it (the raw value itself for `String`).
// - `properties T: Type` are class properties that make a value each time
//   (`UIColor.systemRed`): one `public static var name: Type { expression }`
//   a line, `name = expression`, the expression read in `T`'s scope.
//
// A dotted name (`UIView.AutoresizingMask`) is declared in an extension of
// its outer type. Members that are more than a name and a value are
// written in Swift, in an extension beside the table.

/// One value: a `static let` of a struct, or a `case` line of an enum.
struct Value {
    var doc: [String]
    /// The name; for an enum, the whole text after `case`.
    var name: String
    var rawValue: String?
}

/// One struct or enum of a table.
struct Declaration {
    enum Kind: String {
        case names, options, cases, members, properties
        /// Whether the declaration is an extension of an existing type
        /// rather than a type of its own.
        var extends: Bool { self == .members || self == .properties }
    }
    var kind: Kind
    var doc: [String]
    /// As written: `UIView.AutoresizingMask`.
    var qualifiedName: String
    var rawType: String
    var extraConformances: [String]
    var rawValueDoc: [String]?
    var rawValueIsVar = false
    var initDoc: [String]?
    var unlabeledInitDoc: [String]?
    var values: [Value] = []
    /// Where the declaration starts, for diagnostics.
    var line: Int
}

/// A table that does not follow the format, with its file and line.
struct TableError: Error, CustomStringConvertible {
    let description: String
}

/// A table's imports and declarations, in order.
func parse(_ text: String, file: String) throws -> (imports: [String], declarations: [Declaration]) {
    var imports: [String] = []
    var declarations: [Declaration] = []
    var doc: [String] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.trimmingCharacters(in: .whitespaces)
        let fail = { (message: String) in TableError(description: "\(file):\(index + 1): error: \(message)") }
        if line.hasPrefix("///") {
            // One space separates `///` from the text; more indent a list item's continuation.
            let text = line.dropFirst(3)
            doc.append(String(text.hasPrefix(" ") ? text.dropFirst() : text))
            continue
        }
        if line.isEmpty || line.hasPrefix("//") { continue }
        if line.hasPrefix("import ") { imports.append(line); continue }
        defer { doc = [] }
        let keyword = String(line.prefix(while: { $0 != " " }))
        if let kind = Declaration.Kind(rawValue: keyword) {
            let parts = line.dropFirst(keyword.count).split(separator: ":", maxSplits: 1)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else { throw fail("expected `\(keyword) Name: RawType`") }
            let types = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            declarations.append(Declaration(kind: kind, doc: doc, qualifiedName: parts[0], rawType: types[0],
                                            extraConformances: Array(types.dropFirst()), line: index + 1))
            continue
        }
        guard var d = declarations.popLast() else { throw fail("`\(line)` before any declaration line (`names`, `options`, `cases`, `members`, `properties`)") }
        defer { declarations.append(d) }
        switch (d.kind, line) {
        case (.cases, _):
            d.values.append(Value(doc: doc, name: line, rawValue: nil))
        case (_, "rawValue"), (_, "var rawValue"):
            d.rawValueDoc = doc
            d.rawValueIsVar = line.hasPrefix("var")
        case (_, "init(rawValue:)"):
            d.initDoc = doc
        case (_, "init(_:)"):
            d.unlabeledInitDoc = doc
        default:
            let sides = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }) else {
                throw fail("expected a value, `name` or `name = value`, not `\(line)`")
            }
            if d.kind == .options || d.kind.extends, sides.count < 2 { throw fail("`\(sides[0])` needs a value") }
            d.values.append(Value(doc: doc, name: sides[0], rawValue: sides.count == 2 ? sides[1] : nil))
        }
    }
    for d in declarations {
        let fail = { (message: String) in TableError(description: "\(file):\(d.line): error: \(message)") }
        if d.kind == .names || d.kind == .options, d.rawValueDoc?.isEmpty ?? true || d.initDoc?.isEmpty ?? true {
            throw fail("`\(d.qualifiedName)` needs documented `rawValue` and `init(rawValue:)` lines")
        }
        if let v = d.values.first(where: { $0.doc.isEmpty }) {
            throw fail("`\(d.qualifiedName)`: `\(v.name)` has no documentation")
        }
    }
    return (imports, declarations)
}
