import CoreFoundation
import CoreGraphics
import Foundation
import Testing

/// Geometry round-trips through its dictionary representation, under
/// Apple's keys, and a dictionary missing a number gives nil.
@Suite struct CGGeometryDictionaryTests {
    @Test func geometryRoundTripsUnderApplesKeys() {
        let p = CGPoint(x: 1.5, y: -2)
        #expect(CGPoint(dictionaryRepresentation: p.dictionaryRepresentation) == p)
        let s = CGSize(width: 3, height: 4.25)
        #expect(CGSize(dictionaryRepresentation: s.dictionaryRepresentation) == s)
        let r = CGRect(x: 1, y: 2, width: -3, height: 4)
        #expect(CGRect(dictionaryRepresentation: r.dictionaryRepresentation) == r, "as given, not standardized")
        #expect(CFDictionaryGetCount(r.dictionaryRepresentation) == 4)
        let ns: NSDictionary = ["X": 7, "Width": 2]
        let partial = unsafeBitCast(ns, to: CFDictionary.self)
        #expect(CGPoint(dictionaryRepresentation: partial) == nil)
        #expect(CGSize(dictionaryRepresentation: partial) == nil)
    }
}
