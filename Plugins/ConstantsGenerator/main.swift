// ConstantsGenerator <input.constants> <output.swift>: declares in Swift
// the named values of one `.constants` table (its format: `Table.swift`).
// The AppleConstants build plugin runs it for each table of a module.

import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ConstantsGenerator <input.constants> <output.swift>\n".utf8))
    exit(2)
}
do {
    let input = URL(fileURLWithPath: arguments[1])
    let (imports, declarations) = try parse(try String(contentsOf: input, encoding: .utf8), file: arguments[1])
    let swift = render(imports, declarations, source: input.lastPathComponent)
    // Written only when it changed, so an untouched table compiles nothing again.
    if (try? String(contentsOfFile: arguments[2], encoding: .utf8)) != swift {
        try swift.write(toFile: arguments[2], atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
