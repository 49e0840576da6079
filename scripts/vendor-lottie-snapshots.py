#!/usr/bin/env python3
"""Copies lottie-ios's Core Animation snapshot test material into
Tests/LottieTests: its JSON and dotLottie (.lottie, a zip) samples that
draw no text, the iOS-recorded
references of its `testCoreAnimationRenderingEngine` test for them, its
SnapshotConfiguration and the helpers that file needs, with the few edits
Swift on Linux forces (each listed below, in EDITS).

Usage: scripts/vendor-lottie-snapshots.py LOTTIE_IOS_CHECKOUT
(a lottie-ios working tree at the release vendor/lottie-ios holds).
"""
import io, os, re, shutil, sys, zipfile

src = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
dst = os.path.join(here, '..', 'Tests', 'LottieTests')
samples_src = os.path.join(src, 'Tests', 'Samples')
snaps_src = os.path.join(src, 'Tests', '__Snapshots__', 'SnapshotTests')

# Each edit: (file, old, new, why).
EDITS = [
    ('Utils/Bundle+Module.swift', 'Bundle(for: SnapshotTests.self)',
     'Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path)!',
     'the samples are files beside the tests, not a test bundle\'s resources'),
    ('Utils/HardcodedImageProvider.swift', '#if os(iOS)', '#if os(iOS) || os(Linux)',
     'UIKit is here too'),
    ('Utils/Snapshotting+presentationLayer.swift', '#if os(iOS)', '#if os(iOS) || os(Linux)',
     'UIKit is here too'),
    ('Utils/HardcodedFontProvider.swift', '  let font: CTFont\n',
     '  let font: CTFont\n\n  /// A UIFont is not a CTFont here (no toll-free bridging): made from its name and size.\n'
     '  init(font: UIFont) {\n    self.font = CTFontCreateWithName(font.fontName as CFString, font.pointSize, nil)\n  }\n',
     'UIFont is not toll-free bridged to CTFont on Linux'),
    ('Utils/HardcodedFontProvider.swift', '#if os(iOS)', '#if os(iOS) || os(Linux)', 'UIKit is here too'),
]

def draws_text(path):
    data = open(path, 'rb').read()
    if path.endswith('.lottie'):
        # A zip: its animations' JSON.
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            data = b''.join(z.read(n) for n in z.namelist() if n.endswith('.json') and '__MACOSX' not in n)
    return b'"ty":5' in data or b'"ty": 5' in data

# dotLottie samples past this size are left out (their pictures are large
# images; the small ones test the same loading).
MAX_DOTLOTTIE_BYTES = 100_000

def main():
    samples = []
    for root, _, files in os.walk(samples_src):
        for f in files:
            dot = f.endswith('.lottie')
            if not (f.endswith('.json') or dot) or '/Private' in root:
                continue
            full = os.path.join(root, f)
            if dot and os.path.getsize(full) > MAX_DOTLOTTIE_BYTES:
                continue
            name, ext = os.path.splitext(os.path.relpath(full, samples_src))
            key = 'testCoreAnimationRenderingEngine.' + name.replace('/', '-')
            refs = [r for r in os.listdir(snaps_src) if re.fullmatch(re.escape(key) + r'-(\d+|Frame-[\d.]+)\.png', r)]
            if refs and not draws_text(full):
                samples.append((name, full, refs, ext))
    for sub in ('Samples', '__Snapshots__'):
        shutil.rmtree(os.path.join(dst, sub), ignore_errors=True)
    for name, full, refs, ext in samples:
        out = os.path.join(dst, 'Samples', name + ext)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        shutil.copy(full, out)
        for r in refs:
            d = os.path.join(dst, '__Snapshots__', 'SnapshotTests')
            os.makedirs(d, exist_ok=True)
            shutil.copy(os.path.join(snaps_src, r), d)
    os.makedirs(os.path.join(dst, 'Samples', 'Images'), exist_ok=True)
    for f in os.listdir(os.path.join(samples_src, 'Images')):
        shutil.copy(os.path.join(samples_src, 'Images', f), os.path.join(dst, 'Samples', 'Images'))
    for f in ('LICENSE-LottieFiles.md',):
        p = os.path.join(samples_src, 'LottieFiles', 'LICENSE.md')
        if os.path.exists(p):
            shutil.copy(p, os.path.join(dst, 'Samples', f))
    shutil.copy(os.path.join(src, 'LICENSE'), os.path.join(dst, 'LICENSE'))
    os.makedirs(os.path.join(dst, 'Utils'), exist_ok=True)
    shutil.copy(os.path.join(src, 'Tests', 'SnapshotConfiguration.swift'), dst)
    for f in ('Bundle+Module.swift', 'HardcodedImageProvider.swift', 'HardcodedTextProvider.swift',
              'HardcodedFontProvider.swift', 'Snapshotting+presentationLayer.swift'):
        shutil.copy(os.path.join(src, 'Tests', 'Utils', f), os.path.join(dst, 'Utils', f))
    for f, old, new, why in EDITS:
        p = os.path.join(dst, f)
        s = open(p).read()
        if old not in s:
            sys.exit('%s: the text to edit (%s) is not there: lottie-ios changed' % (f, why))
        open(p, 'w').write(s.replace(old, new, 1))
    with open(os.path.join(dst, 'Samples', 'SAMPLES.txt'), 'w') as out:
        for name, _, refs, _ in sorted(samples):
            out.write('%s %d\n' % (name, len(refs)))
    print('%d samples, %d references' % (len(samples), sum(len(r) for _, _, r, _ in samples)))

main()
