/// The Swift source of a table: the declarations Apple's SDK has.
func render(_ imports: [String], _ declarations: [Declaration], source: String) -> String {
    var out = "// Generated from \(source) by the AppleConstants plugin: edit the table, not this file.\n"
    for i in imports { out += i + "\n" }
    for d in declarations {
        out += "\n"
        if d.kind.extends {
            out += d.doc.map { "// \($0)\n" }.joined() + memberExtension(d)
            continue
        }
        let path = d.qualifiedName.split(separator: ".").map(String.init)
        let body = d.kind == .cases ? enumDeclaration(d, name: path.last!) : structDeclaration(d, name: path.last!)
        if path.count > 1 {
            out += "extension \(path.dropLast().joined(separator: ".")) {\n"
            out += body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            out += "}\n"
        } else {
            out += body
        }
    }
    return out
}

/// `lines` as a doc comment at `indent`.
private func docComment(_ lines: [String], _ indent: String) -> String {
    lines.map { "\(indent)///\($0.isEmpty ? "" : " " + $0)\n" }.joined()
}

/// An `NS_ENUM`: `public enum T: Raw, Sendable` and its cases.
private func enumDeclaration(_ d: Declaration, name: String) -> String {
    var out = docComment(d.doc, "")
    out += "public enum \(name): \(([d.rawType] + d.extraConformances + ["Sendable"]).joined(separator: ", ")) {\n"
    for v in d.values {
        out += docComment(v.doc, "    ") + "    case \(v.name)\n"
    }
    return out + "}\n"
}

/// A typed string (or number) constant or an option set: the struct, its
/// raw value, its initialisers and one `static let` a value.
private func structDeclaration(_ d: Declaration, name: String) -> String {
    let conformances = (d.kind == .names ? ["RawRepresentable", "Hashable"] : ["OptionSet"])
        + d.extraConformances + ["Sendable"]
    var out = docComment(d.doc, "")
    out += "public struct \(name): \(conformances.joined(separator: ", ")) {\n"
    out += docComment(d.rawValueDoc ?? [], "    ")
    out += "    public \(d.rawValueIsVar ? "var" : "let") rawValue: \(d.rawType)\n"
    out += docComment(d.initDoc ?? [], "    ")
    out += "    public init(rawValue: \(d.rawType)) { self.rawValue = rawValue }\n"
    if let u = d.unlabeledInitDoc {
        out += docComment(u.isEmpty ? ["The same as `init(rawValue:)`, without the label."] : u, "    ")
        out += "    public init(_ rawValue: \(d.rawType)) { self.rawValue = rawValue }\n"
    }
    for v in d.values {
        out += docComment(v.doc, "    ")
        let raw = v.rawValue ?? "\"\(v.name.replacingOccurrences(of: "`", with: ""))\""
        out += raw.hasPrefix("[")
            ? "    public static let \(v.name): \(name) = \(raw)\n"
            : "    public static let \(v.name) = \(name)(rawValue: \(raw))\n"
    }
    return out + "}\n"
}

/// Static members of an existing type: constants (`members`) or values
/// made on each use (`properties`).
private func memberExtension(_ d: Declaration) -> String {
    var out = "extension \(d.qualifiedName) {\n"
    for v in d.values {
        let value = v.rawValue ?? ""
        out += docComment(v.doc, "    ")
        switch (d.kind, d.rawType) {
        case (.properties, _): out += "    public static var \(v.name): \(d.rawType) { \(value) }\n"
        case (_, "String"): out += "    public static let \(v.name) = \(value)\n"
        default: out += "    public static let \(v.name) = \(d.rawType)(rawValue: \(value))\n"
        }
    }
    return out + "}\n"
}
