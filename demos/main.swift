import Foundation
import PreviewKit

// The Quartzite demo gallery: one program of many screens started by
// PreviewApp.main, which gives it the command line every Quartzite
// program has (`demos --help`). `demos` opens the index, `demos NAME` one
// demo; `--headless` runs the engine with no window at all.

// The gallery's images live in assets/ at the top of the repository.
UIImage.searchDirectories.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("assets"))

if CommandLine.arguments.dropFirst().first == "--headless" { exit(HeadlessDemo().run()) }

PreviewApp.main(title: "Quartzite",
                screens: Catalog.demos.map { demo in PreviewScreen(demo.name) { demo.init() } },
                kind: "demo",
                home: { open in
                    let index = IndexViewController()
                    index.open = { open($0.name) }
                    return index
                })
