#!/usr/bin/env python3
"""Copies AlamofireImage's image-filter material into
Tests/AlamofireImageTests: its UIImage extension and image filters (the
code under test, as the library ships it), its UIImage and ImageFilter
test cases, and the images they read: the originals and the references
recorded on iOS (at @1x, @2x and @3x), with the few edits Swift on Linux
forces (each listed below, in EDITS). What the tests need of Alamofire
itself (the `af` namespace, `DataRequest.imageScale`) is in
AlamofireShim.swift, and the base test case (which finds the images
beside the tests rather than in a bundle) in BaseTestCase.swift, both
written here.

Usage: scripts/vendor-alamofireimage.py ALAMOFIREIMAGE_CHECKOUT
"""
import os, shutil, sys

src = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
dst = os.path.join(here, '..', 'Tests', 'AlamofireImageTests')

IOS = '#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)'
LINUX = '#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(Linux)'
# Each edit: (file, old, new, why); every occurrence is replaced.
EDITS = [
    ('UIImage+AlamofireImage.swift', IOS, LINUX, 'UIKit is here too'),
    ('UIImage+AlamofireImage.swift', '#if os(iOS) || os(tvOS) || os(visionOS)',
     '#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)', 'Core Image is here too'),
    ('UIImage+AlamofireImage.swift', 'import Alamofire\n', '', 'the namespace comes from AlamofireShim.swift'),
    ('ImageFilter.swift', IOS, LINUX, 'UIKit is here too'),
    ('Image.swift', IOS, LINUX, 'UIKit is here too'),
    ('ImageFilter.swift', '#if os(iOS) || os(tvOS) || os(visionOS)',
     '#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)', 'Core Image is here too'),
    ('UIImageTests.swift', 'import Alamofire\nimport AlamofireImage\n', '', 'one module here'),
    ('ImageFilterTests.swift', 'import Alamofire\nimport AlamofireImage\n', '', 'one module here'),
    ('UIImageTests.swift', 'let scale = Int(DataRequest.imageScale)', 'var scale: Int { Int(DataRequest.imageScale) }',
     'each test runs at @1x, @2x and @3x in turn (BaseTestCase.swift), and reads the scale it runs at'),
    ('ImageFilterTests.swift', 'let scale = Int(DataRequest.imageScale)', 'var scale: Int { Int(DataRequest.imageScale) }',
     'each test runs at @1x, @2x and @3x in turn (BaseTestCase.swift), and reads the scale it runs at'),
    ('UIImage+AlamofireImageTests.swift', 'import Alamofire\nimport AlamofireImage\n', '', 'one module here'),
]
# Tests that read images this copy has not (huge_map.jpg, 5 MB, for a test
# of threads decoding at once, which ImageIOTests covers) are left out.
SKIPPED_TESTS = [
    'testThatHundredsOfLargeImagesCanBeInitializedAcrossMultipleThreads',
    'testThatHundredsOfLargeImagesCanBeInitializedAcrossMultipleThreadsWithThreadSafeInitializers',
]

def skip_test(text, name):
    # Renames the test so XCTest does not run it; the body stays as written.
    old = 'func %s()' % name
    if old not in text:
        sys.exit('%s is not there: AlamofireImage changed' % name)
    return text.replace(old, 'func _%s()' % name, 1)

def main():
    for sub in ('Resources',):
        shutil.rmtree(os.path.join(dst, sub), ignore_errors=True)
    os.makedirs(dst, exist_ok=True)
    for f in ('UIImage+AlamofireImage.swift', 'ImageFilter.swift', 'Image.swift'):
        shutil.copy(os.path.join(src, 'Source', f), dst)
    for f in ('UIImageTests.swift', 'ImageFilterTests.swift', 'UIImage+AlamofireImageTests.swift'):
        shutil.copy(os.path.join(src, 'Tests', f), dst)
    shutil.copy(os.path.join(src, 'LICENSE'), os.path.join(dst, 'LICENSE'))
    res = os.path.join(src, 'Tests', 'Resources')
    count = 0
    for sub in ('Original Images', 'Modified Images'):
        for root, _, files in os.walk(os.path.join(res, sub)):
            for f in files:
                if f.startswith('huge_map'):
                    continue
                rel = os.path.relpath(os.path.join(root, f), res)
                os.makedirs(os.path.join(dst, 'Resources', os.path.dirname(rel)), exist_ok=True)
                shutil.copy(os.path.join(root, f), os.path.join(dst, 'Resources', rel))
                count += 1
    for f, old, new, why in EDITS:
        p = os.path.join(dst, f)
        s = open(p).read()
        if old not in s:
            sys.exit('%s: the text to edit (%s) is not there: AlamofireImage changed' % (f, why))
        open(p, 'w').write(s.replace(old, new))
    p = os.path.join(dst, 'UIImageTests.swift')
    s = open(p).read()
    for name in SKIPPED_TESTS:
        s = skip_test(s, name)
    open(p, 'w').write(s)
    print('%d images' % count)

main()
