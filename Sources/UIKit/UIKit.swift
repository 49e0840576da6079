// `import UIKit` on Linux: PreviewKit under UIKit's name, so iOS code
// compiles unchanged, `#if canImport(UIKit)` included. (Depending on the
// PreviewKit product brings this module too.)
@_exported import PreviewKit
