#!/usr/bin/env python3
"""Edits DGCharts (danielgindi/Charts 5.1, Apache-2.0) for Swift on Linux
with Quartzite: only what Swift without the Objective-C runtime forces, as
"Differences from iOS" lists it. The port it makes (README, "Differences
from iOS you will meet"):

    make new DIR=~/charts-port
    cp -r Charts/Source/Charts ~/charts-port/Sources/DGCharts
    cp -r Charts/Tests/ChartsTests ~/charts-port/Tests/ChartsTests
    python3 scripts/dgcharts-for-linux.py ~/charts-port/Sources/DGCharts

then, in the package, a `DGCharts` library target on PreviewKit and a
`ChartsTests` test target on it and SnapshotTestingQuartzite (excluding
the tests' `Resources` and `__Snapshots__*` folders), both in the Swift 5
language mode; `SIMULATOR_MAIN_SCREEN_SCALE=3 swift test` compares the
charts with the references iOS recorded.
"""
import re, sys, pathlib

root = pathlib.Path(sys.argv[1])
optional_methods = set()

def edit(path, text):
    t = text
    # 1. Protocols that were @objc (class-bound there) stay class-bound.
    t = re.sub(r'@objc(\([^)]*\))?\s*\n(\s*)(public |open )?protocol (\w+)\s*\n', r'\2\3protocol \4: AnyObject\n', t)
    t = re.sub(r'@objc(\([^)]*\))?\s+(public |open )?protocol (\w+)\s*\{', r'\2protocol \3: AnyObject {', t)
    # 2. Selectors become closures.
    t = re.sub(r'(\w+)\(target: self, (?:action|selector): #selector\((?:\w+\.)?(\w+)\(_:\)\)\)',
               r'\1 { [weak self] r in self?.\2(r) }', t)
    t = re.sub(r'(\w+)\(target: self, (?:action|selector): #selector\((?:\w+\.)?(\w+)\)\)',
               r'\1 { [weak self] _ in self?.\2() }', t)
    # 3. The Objective-C attributes go.
    t = re.sub(r'@objc\([^)]*\)\s*', '', t)
    t = re.sub(r'@objc(Members)?\b\s*', '', t)
    t = t.replace('@nonobjc ', '').replace('@nonobjc\n', '\n')
    # 4. Optional requirements (of protocols that were @objc): empty
    #    defaults in an extension.
    m = re.search(r'public protocol (\w+): AnyObject\s*\n\{(.*?)\n\}', t, re.S)
    if m and 'optional func' in m.group(2):
        name, body = m.group(1), m.group(2)
        defaults = []
        for r in re.findall(r'optional (func [^\n]+)', body):
            optional_methods.add(re.match(r'func (\w+)', r).group(1))
            defaults.append('    ' + r.strip() + ' {}')
        t = t[:m.start()] + 'public protocol %s: AnyObject\n{%s\n}\n\npublic extension %s\n{\n%s\n}' % (
            name, body.replace('optional func', 'func'), name, '\n'.join(defaults)) + t[m.end():]
    # 5. Platform conditions: UIKit code is UIKit code on Linux too.
    t = t.replace('#if os(iOS) || os(tvOS)', '#if canImport(UIKit)')
    t = re.sub(r'#if os\(iOS\)\s*$', '#if os(iOS) || os(Linux)', t, flags=re.M)
    return t

files = sorted(root.rglob('*.swift'))
texts = {f: f.read_text() for f in files}
for f in files:
    texts[f] = edit(f, texts[f])
# 6. Calls of the optional requirements lose their `?`.
for f in files:
    t = texts[f]
    for name in optional_methods:
        t = t.replace('.%s?(' % name, '.%s(' % name)
    if t != f.read_text():
        f.write_text(t)
        print('edited', f.relative_to(root))


# 7. Members a subclass overrides (or that override UIKit's and NSObject's)
#    move from extensions into their class's body: without @objc, Swift
#    overrides only what a class declares in its body.
def block_end(t, open_brace):
    """The index after the brace matching the one at open_brace."""
    depth, i = 0, open_brace
    while i < len(t):
        c = t[i]
        if t.startswith('//', i):
            i = t.index('\n', i)
            continue
        if t.startswith('/*', i):
            i = t.index('*/', i) + 2
            continue
        if c == '"':
            i += 1
            while t[i] != '"':
                i += 2 if t[i] == '\\' else 1
        elif c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError('unbalanced')

def merge(ext_file, header, class_file, class_header):
    ef, cf = root / ext_file, root / class_file
    et = ef.read_text()
    m = re.search(header, et, re.M)
    if not m:
        raise SystemExit('no %r in %s' % (header, ext_file))
    ob = et.index('{', m.end() - 1 if et[m.end() - 1] == '{' else m.end())
    end = block_end(et, ob)
    body = et[ob + 1:end - 1]
    et = et[:m.start()] + '// (moved into the class body for Linux)' + et[end:]
    ef.write_text(et)
    ct = cf.read_text()
    cm = re.search(class_header, ct, re.M)
    if not cm:
        raise SystemExit('no %r in %s' % (class_header, class_file))
    cob = ct.index('{', cm.end() - 1 if ct[cm.end() - 1] == '{' else cm.end())
    cend = block_end(ct, cob)
    ct = ct[:cend - 1] + '\n    // Moved from an extension (Linux overrides only what a class body declares):' + body + '}' + ct[cend:]
    cf.write_text(ct)
    print('moved', header, 'into', class_header)

merge('Utils/Platform+Touch Handling.swift', r'^extension NSUIView \{', 'Utils/Platform.swift', r'^\s*open class NSUIView: UIView\s*$')
merge('Utils/Platform+Accessibility.swift', r'^extension NSUIView\s*$', 'Utils/Platform.swift', r'^\s*open class NSUIView: UIView\s*$')
merge('Data/Implementations/Standard/ChartDataEntryBase.swift', r'^extension ChartDataEntryBase/\*: Equatable\*/ \{',
      'Data/Implementations/Standard/ChartDataEntryBase.swift', r'^open class ChartDataEntryBase: NSObject\s*$')
merge('Data/Implementations/Standard/ChartDataEntry.swift', r'^extension ChartDataEntry/\*: Equatable\*/ \{',
      'Data/Implementations/Standard/ChartDataEntry.swift', r'^open class ChartDataEntry: ChartDataEntryBase, NSCopying\s*$')
merge('Highlight/Highlight.swift', r'^extension Highlight /\*: Equatable\*/ \{', 'Highlight/Highlight.swift', r'^open class Highlight: NSObject\s*$')
merge('Data/Implementations/Standard/ChartData.swift', r'^extension ChartData//: RangeReplaceableCollection\s*$',
      'Data/Implementations/Standard/ChartData.swift', r'^open class ChartData: NSObject, ExpressibleByArrayLiteral\s*$')

# 8. Files that reach the Objective-C runtime through Foundation alone.
for f in ['Utils/ChartUtils.swift']:
    p = root / f
    t = p.read_text()
    if 'import UIKit' not in t:
        p.write_text(t.replace('import Foundation\n', 'import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n', 1))

# 9. No nibs on Linux: a marker view from a nib is nil.
p = root / 'Components/MarkerView.swift'
t = p.read_text()
t = t.replace('        #if !os(OSX)\n', '        #if os(Linux)\n        return nil\n        #elseif !os(OSX)\n', 1)
p.write_text(t)

# 10. The tests (Tests/ChartsTests), when given: the asset catalogue's
#     icon read from its file at the 3x simulator's scale, the iOS
#     references recorded on a 390x844 simulator at 3x.
tests = root.parent.parent / 'Tests' / 'ChartsTests'
if tests.exists():
    for f in tests.glob('*.swift'):
        t = f.read_text()
        u = t.replace('UIImage(named: "icon", in: Bundle(for: classForCoder), compatibleWith: nil)', 'chartsTestIcon')
        u = u.replace('UIImage(named: "icon")', 'chartsTestIcon')
        u = u.replace('#elseif os(iOS)\n', '#elseif os(iOS) || os(Linux)\n').replace('#if arch(arm64)\n', '#if arch(arm64) || os(Linux)\n')
        if u != t:
            f.write_text(u)
            print('edited', f.name)
    (tests / 'Icon+Linux.swift').write_text('''import Foundation
// What the test files see on iOS without importing it (UIKit through the
// frameworks they import) and the one import Linux adds for the
// snapshot strategies of UIKit's types: made visible to every file of
// the test target at once.
@_exported import SnapshotTestingQuartzite
@_exported import UIKit

/// The test bundle's asset "icon" as the 3x simulator picks it (there is
/// no asset catalogue on Linux): the image set's 3x file.
var chartsTestIcon: UIImage? {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/Media.xcassets/icon.imageset/star.png")
    guard let image = UIImage(contentsOfFile: file.path), let cg = image.cgImage else { return nil }
    return UIImage(cgImage: cg, scale: 3, orientation: .up)
}
''')
