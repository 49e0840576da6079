#!/usr/bin/env python3
"""Makes a lottie-ios checkout (4.x) build on Linux against Quartzite.

Usage: scripts/lottie-for-linux.py PATH/TO/lottie-ios

Edits the checkout's Sources/ in place. Every edit is one that Swift on
Linux forces on any iOS code, whatever library it runs on; nothing here
works around Quartzite:

- SwiftUI does not exist on Linux: the SwiftUI views (LottieView,
  LottieButton, LottieSwitch and Epoxy's SwiftUI bridges) are removed, and
  Epoxy's `ViewType` aliases are kept without them.
- There is no Objective-C runtime: `@objc` goes, `#keyPath(Type.name)`
  becomes the string "name", target/selector notification observers
  become block observers, and `@NSManaged` becomes Quartzite's `@Managed`.
- A class made through its metatype needs a `required` initialiser: the
  layers' `override init(layer:)` become `required override init(layer:)`
  (and the debug layer, which has none, gets one), and Epoxy's default
  `View.init` view maker (used only by its SwiftUI bridges) says what to
  pass instead.
- Swift arrays and strings do not bridge to CoreFoundation objects: the
  `as CFArray`, `as CFString` and `as CFAttributedString` casts go (the
  APIs take the Swift types here), and `[CGFloat] as [NSNumber]` maps.
- Foundation on Linux does not cast an `NSNumber` to `CGFloat` with
  `as?` (JSONSerialization's numbers are NSNumbers): lottie's dictionary
  decoding and point parsing cast through a helper that does.
- Foundation on Linux loads a `data:` URL through URLSession, which waits
  without end on a malformed one (found by fuzzing): a data URL that is
  not base64 is decoded from the text after its comma, as the scheme says.
- Foundation on Linux keeps `URLSession` in FoundationNetworking, has
  `CGFloat.abs` hiding `Swift.abs` inside `CGFloat` extensions, and Glibc
  does not export `fopencookie` (zip archives in memory are refused;
  .lottie files on disk still open).

One more kind of edit keeps a hostile file from taking the process down
(on iOS such a file crashes lottie-ios too): a precomposition that holds
itself (directly or further in) or nests more than 64 deep is skipped
with a warning; a chain of `parent` layers is followed at most 64 deep
(a loop of parents recursed until the stack was gone); a frame rate that
is not a positive number, or start and end frames that are not numbers,
fail decoding (a zero frame rate trapped converting an infinite frame
count); a repeater makes between 0 and 1,000 copies (a billion hung, a
negative count trapped).

The script says what it changed, file by file, and can be run again on
an edited checkout (it changes nothing the second time).
"""

import os
import re
import sys


def edit(path, transform, changes):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    new = transform(text)
    if new != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
        changes.append(path)


VIEW_TYPE = """// Epoxy's platform aliases, without SwiftUI (not on Linux).
import UIKit

/// The platform's main view type.
typealias ViewType = UIView

/// The platform's layout constraint priority type.
typealias LayoutPriorityType = UILayoutPriority
"""

OBSERVER = re.compile(
    r"NotificationCenter\.default\.addObserver\(\s*self,\s*selector:\s*#selector\((\w+)\),\s*"
    r"name:\s*([\w.]+),\s*object:\s*nil\s*\)")

MEMORY_FILE = re.compile(
    r"([ \t]*)#else\n([ \t]*)let stubs = cookie_io_functions_t\(.*?\n.*?fopencookie.*?\n.*?\n[ \t]*#endif\n[ \t]*return result\n",
    re.S)


def objc_free(text):
    text = re.sub(r"@objc\b(\([^)]*\))?[ \t]*\n?[ \t]*(?=\S)", "", text)
    text = re.sub(r'#keyPath\((?:[A-Za-z_][\w]*\.)*([A-Za-z_]\w*)\)', r'"\1"', text)
    text = OBSERVER.sub(
        r"NotificationCenter.default.addObserver(forName: \2, object: nil, queue: nil) "
        r"{ [weak self] _ in self?.\1() }", text)
    text = text.replace("@NSManaged ", "@Managed ")
    return text


def required_layer_init(text):
    return re.sub(r"(?<!required )((?:public |open )?override (?:public |open )?init\(layer: Any\))",
                  r"required \1", text)


def bridging(text):
    text = re.sub(r" as (CFArray|CFString|CFAttributedString)\b", "", text)
    text = text.replace("lineDashPattern as [NSNumber]", "lineDashPattern.map { NSNumber(value: Double($0)) }")
    return text


LINUX_CAST = """
/// `value as? T`, with the NSNumbers JSONSerialization gives on Linux
/// taken as CGFloat (Foundation on Linux does not bridge the two).
func linuxCast<T>(_ value: Any?, as type: T.Type) -> T? {
  if let v = value as? T { return v }
  if T.self == CGFloat.self || T.self == CGFloat?.self, let n = value as? NSNumber {
    return CGFloat(n.doubleValue) as? T
  }
  if T.self == [CGFloat].self, let a = value as? [NSNumber] { return a.map { CGFloat($0.doubleValue) } as? T }
  return nil
}
"""


def number_casts(text):
    if "func linuxCast" in text:
        return text
    text = text.replace("self[key.rawValue] as? T", "linuxCast(self[key.rawValue], as: T.self)")
    if "import Foundation" not in text:
        text = "import Foundation\n" + text
    return text + LINUX_CAST


def networking(text):
    if "URLSession" not in text or "FoundationNetworking" in text:
        return text
    return re.sub(r"^import Foundation\n",
                  "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n",
                  text, count=1, flags=re.M)


PRECOMP_CASE = """    case (.precomp, let preCompLayerModel as PreCompLayerModel):
      let preCompLayer = PreCompLayer(preCompLayer: preCompLayerModel)
      try preCompLayer.setup(context: context)
      return preCompLayer
"""

PRECOMP_GUARDED = """    case (.precomp, let preCompLayerModel as PreCompLayerModel):
      // A precomposition that holds itself, or nests past 64 deep, would
      // recurse until the stack is gone: it is skipped.
      guard
        !context.precompChain.contains(preCompLayerModel.referenceID),
        context.precompChain.count < 64
      else {
        LottieLogger.shared.warn("Precomposition \\(preCompLayerModel.referenceID) holds itself or nests too deep; not drawn")
        return nil
      }
      var inner = context
      inner.precompChain.append(preCompLayerModel.referenceID)
      let preCompLayer = PreCompLayer(preCompLayer: preCompLayerModel)
      try preCompLayer.setup(context: inner)
      return preCompLayer
"""


def precomp_guard(text):
    if "precompChain" in text:
        return text
    text = text.replace("  var layerName: String\n",
                        "  var layerName: String\n  /// The precompositions being built, outermost first.\n"
                        "  var precompChain: [String] = []\n", 1)
    return text.replace(PRECOMP_CASE, PRECOMP_GUARDED)


def parent_depth(text):
    if "parentDepth" in text:
        return text
    text = text.replace("""      childLayer: CALayer,
      name: (LayerModel) -> String
    ) -> CALayer {
      guard
        let parentIndex = childLayerModel.parent,""", """      childLayer: CALayer,
      name: (LayerModel) -> String,
      parentDepth: Int = 0
    ) -> CALayer {
      // (A chain of parents is followed at most 64 deep: a loop of them
      // recursed until the stack was gone.)
      guard
        parentDepth < 64,
        let parentIndex = childLayerModel.parent,""")
    return text.replace("""        childLayer: parentLayer,
        name: name
      )""", """        childLayer: parentLayer,
        name: name,
        parentDepth: parentDepth + 1
      )""")


FRAME_CHECK = """
    guard framerate > 0, framerate.isFinite, startFrame.isFinite, endFrame.isFinite else {
      throw InitializableError.invalidInput()
    }
"""


def frame_numbers(text):
    if "framerate.isFinite" in text:
        return text
    for line in ("    framerate = try container.decode(Double.self, forKey: .framerate)\n",
                 "    framerate = try dictionary.value(for: CodingKeys.framerate)\n"):
        text = text.replace(line, line + FRAME_CHECK, 1)
    return text


def repeater_copies(text):
    old = ('    let copyCount = Int(try repeater.copies.exactlyOneKeyframe(context: context, description: "repeater copies")'
           '.value)\n')
    new = ('    // Between 0 and 1,000 copies: a billion hung, a negative count trapped.\n'
           '    let copies = try repeater.copies.exactlyOneKeyframe(context: context, description: "repeater copies").value\n'
           '    let copyCount = copies.isFinite ? Int(Swift.min(Swift.max(copies, 0), 1000)) : 0\n')
    return text.replace(old, new)


def data_url(text):
    old = """    guard
      dataString.hasPrefix("data:"),
      let url = URL(string: trimmedDataString)
    else {
      return nil
    }"""
    new = """    guard
      dataString.hasPrefix("data:"),
      URL(string: trimmedDataString) != nil
    else {
      return nil
    }"""
    text = text.replace(old, new)
    return text.replace("""    } else {
      try? self.init(contentsOf: url)
    }""", """    } else {
      // (Foundation on Linux would load it through URLSession, which waits
      // without end on a malformed one.) The data follows the comma.
      guard let comma = trimmedDataString.firstIndex(of: ",") else { return nil }
      let payload = String(trimmedDataString[trimmedDataString.index(after: comma)...])
      self.init((payload.removingPercentEncoding ?? payload).utf8)
    }""")


def main():
    if len(sys.argv) != 2 or not os.path.isdir(os.path.join(sys.argv[1], "Sources")):
        sys.exit("usage: lottie-for-linux.py PATH/TO/lottie-ios (a checkout with Sources/)")
    sources = os.path.join(sys.argv[1], "Sources")
    changes, removed = [], []
    for root, _, files in os.walk(sources):
        for name in sorted(files):
            path = os.path.join(root, name)
            if not name.endswith(".swift"):
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if name == "ViewType.swift":
                if text != VIEW_TYPE:
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(VIEW_TYPE)
                    changes.append(path)
                continue
            if re.search(r"^import SwiftUI", text, re.M):
                os.remove(path)
                removed.append(path)
                continue
            edit(path, objc_free, changes)
            edit(path, required_layer_init, changes)
            edit(path, bridging, changes)
            edit(path, networking, changes)
            if name == "LayerDebugging.swift":
                edit(path, lambda t: t if "init(layer: Any)" in t else t.replace(
                    "  required init?(coder _: NSCoder) {",
                    "  required override init(layer: Any) {\n    super.init(layer: layer)\n  }\n\n"
                    "  required init?(coder _: NSCoder) {", 1), changes)
            if name == "MakeViewProviding.swift":
                edit(path, lambda t: t.replace(
                    "defaultValue: View.init,",
                    'defaultValue: { fatalError("on Linux, give the model a makeView closure") },'), changes)
            if name == "DictionaryInitializable.swift":
                edit(path, number_casts, changes)
            if name == "CGPointExtension.swift":
                edit(path, lambda t: t.replace("let array = value as? [CGFloat],",
                                               "let array = linuxCast(value, as: [CGFloat].self),"), changes)
            if name == "MathKit.swift":
                edit(path, lambda t: re.sub(r"(?<![\w.])abs\(", "Swift.abs(", t), changes)
            if name == "Archive+MemoryFile.swift":
                edit(path, lambda t: MEMORY_FILE.sub(
                    r"\2return result\n\1#else\n\2// Glibc does not export fopencookie to Swift.\n"
                    r"\2throw MemoryFileError.invalidMemoryFile\n\1#endif\n", t), changes)
            if name == "LayerModel+makeAnimationLayer.swift":
                edit(path, precomp_guard, changes)
            if name == "CALayer+setupLayerHierarchy.swift":
                edit(path, parent_depth, changes)
            if name == "ImageAsset.swift":
                edit(path, data_url, changes)
            if name == "LottieAnimation.swift":
                edit(path, frame_numbers, changes)
            if name == "ShapeLayer.swift":
                edit(path, repeater_copies, changes)
            if name == "LottieAnimationViewBase.swift":
                edit(path, lambda t: t.replace("#if os(iOS) || os(tvOS)\n", "#if os(iOS) || os(tvOS) || os(Linux)\n"),
                     changes)
    for path in removed:
        print("removed (SwiftUI)", os.path.relpath(path, sys.argv[1]))
    for path in sorted(set(changes)):
        print("edited", os.path.relpath(path, sys.argv[1]))
    print(f"{len(removed)} files removed, {len(set(changes))} edited")


if __name__ == "__main__":
    main()
